import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { displayHost, withScheme } from "@padukuhan/shared/contact";
import { formatDateTime } from "@padukuhan/shared/format";
import type { ArtikelCard, ArtikelDetailData, CategoryCount } from "@padukuhan/shared/pages";
import { pageUrl } from "@padukuhan/shared/routes";
import { Breadcrumb } from "../components/breadcrumb";
import { ArtikelCardView, CardGrid } from "../components/cards";
import { CategoryList } from "../components/category-list";
import { HeroImage } from "../components/hero-image";
import { SIDEBAR_CARD_SIZES } from "../components/image-sizes";
import { LIST_LINKS } from "../components/kind-texts";
import { PageHero } from "../components/page-hero";
import { RecordNotFound } from "../components/record-not-found";
import { ShareButtons } from "../components/share-buttons";
import { TagList } from "../components/tag-list";
import { Island } from "../islands/island";
import { usePageData } from "../page-data";
import { BackButton, LikeButton } from "./artikel-actions";
import "./artikel-detail.css";
import { type Artikel, artikelAuthor } from "@padukuhan/shared/artikel";
import { paragraphs as paragraphsOf } from "@padukuhan/shared/site";

/**
 * The related link as an absolute http(s) URL, or null when there is none to show: absent,
 * the seed's '#' placeholder, or another scheme that must not become a clickable link.
 */
function externalLink(link: string | null): string | null {
  const value = link?.trim();
  if (!value || value === "#") return null;
  const href = withScheme(value);
  try {
    return /^https?:$/.test(new URL(href).protocol) ? href : null;
  } catch {
    return null;
  }
}

function RelatedLink({ href }: { href: string }) {
  const host = displayHost(href);
  return (
    <section className="artikel-link-card" aria-labelledby="tautan-terkait">
      <h2 id="tautan-terkait">Tautan Terkait</h2>
      <p className="artikel-link-host">{host}</p>
      <p>Tautan ini membuka situs eksternal di tab baru. Isi situs tersebut di luar tanggung jawab kami.</p>
      <a className="button button-small" href={href} target="_blank" rel="noopener noreferrer">
        Kunjungi<span className="visually-hidden"> {host} (tab baru)</span>
      </a>
    </section>
  );
}

function Tags({ tags }: { tags: string[] }) {
  return (
    <section className="artikel-tags" aria-labelledby="tag-artikel">
      <h2 id="tag-artikel">Tag</h2>
      <TagList tags={tags} hashtags />
    </section>
  );
}

function Sidebar({ categories, related }: { categories: CategoryCount[]; related: ArtikelCard[] }) {
  return (
    <aside className="artikel-sidebar" aria-label="Sidebar artikel">
      <CategoryList
        title="Kategori Artikel"
        categories={categories}
        linkTo={(kategori) => pageUrl("/artikel", { kategori })}
      />
      <section className="sidebar-box" aria-labelledby="artikel-terkait">
        <h2 id="artikel-terkait">Artikel Terkait</h2>
        {related.length === 0 ? (
          <p className="empty">Tidak ada artikel terkait</p>
        ) : (
          <CardGrid items={related} className="artikel-related">
            {(item) => <ArtikelCardView artikel={item} imageSizes={SIDEBAR_CARD_SIZES} />}
          </CardGrid>
        )}
      </section>
    </aside>
  );
}

function ArtikelView({
  artikel,
  related,
  categories,
}: { artikel: Artikel } & Omit<ArtikelDetailData, "artikel">) {
  const paragraphs = paragraphsOf(artikel.text);
  const link = externalLink(artikel.link);
  return (
    <>
      <PageHero title={artikel.judul}>
        <p className="artikel-meta">
          <span className="badge">{artikel.kategori || DEFAULT_KATEGORI}</span>
          <time dateTime={artikel.createdAt}>{formatDateTime(artikel.createdAt)}</time>
          <span className="artikel-author">{artikelAuthor(artikel).name}</span>
        </p>
        <Breadcrumb list={{ to: "/artikel", label: "Artikel" }} current={artikel.judul} />
      </PageHero>
      <div className="section with-sidebar">
        <article className="artikel-article">
          <Island name="back" component={BackButton} props={{}} when="idle" />
          {/* Decorative next to the title. */}
          <HeroImage className="artikel-hero-image" src={artikel.gambar} alt="" />
          <div className="artikel-text">
            {paragraphs.length === 0 ? (
              <p className="empty">Konten tidak tersedia</p>
            ) : (
              paragraphs.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are never reordered and may repeat
                <p key={index}>{paragraph}</p>
              ))
            )}
          </div>
          {link && <RelatedLink href={link} />}
          {artikel.tags.length > 0 && <Tags tags={artikel.tags} />}
          <div className="artikel-actions">
            <Island name="like" component={LikeButton} props={{}} when="visible" />
            <Island
              name="share"
              component={ShareButtons}
              props={{ path: `/artikel/${artikel.id}`, title: artikel.judul }}
              when="visible"
            />
          </div>
        </article>
        <Sidebar categories={categories} related={related} />
      </div>
    </>
  );
}

export function ArtikelDetailPage() {
  const { artikel, related, categories } = usePageData("artikelDetail");
  if (!artikel) return <RecordNotFound what="Artikel" list={LIST_LINKS.artikel} />;
  return <ArtikelView artikel={artikel} related={related} categories={categories} />;
}

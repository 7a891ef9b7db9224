import { mailtoLink } from "@padukuhan/shared/contact";
import { formatDate } from "@padukuhan/shared/format";
import type { ArtikelCard } from "@padukuhan/shared/pages";
import { ArtikelCardView, CardGrid } from "../components/cards";
import { CategoryList } from "../components/category-list";
import { MAIN_CARD_SIZES } from "../components/image-sizes";
import { EMPTY_TEXTS } from "../components/kind-texts";
import { ResetButton, SearchField } from "../components/list-controls";
import { KategoriSelect, kategoriOptions, ListResults, useResultsFocus } from "../components/list-results";
import { type ListQuery, useListQuery } from "../components/use-list-query";
import { livePage } from "../islands/live-page";
import { usePageData } from "../page-data";
import { useSite } from "../site-config";
import "./artikel-list.css";

const RESULTS_ID = "artikel-hasil";

const shareStorySubject = (villageName: string) => `Bagikan Cerita untuk ${villageName}`;
const shareStoryBody = (villageName: string) =>
  [
    `Halo Pengelola Website ${villageName},`,
    "",
    "Saya ingin membagikan cerita berikut.",
    "",
    "Nama:",
    "Judul cerita:",
    "Isi cerita:",
    "",
    "Jika ada foto kegiatan, silakan lampirkan di email ini.",
    "",
    "Terima kasih.",
  ].join("\n");

function Filters({ query, options }: { query: ListQuery; options: string[] }) {
  return (
    <search className="artikel-filters">
      <form method="get" action="/artikel" onSubmit={query.submit}>
        <SearchField
          id="artikel-cari"
          label="Cari artikel"
          placeholder="Judul atau ringkasan"
          value={query.text}
          onChange={query.setText}
          controls={RESULTS_ID}
        />
        <KategoriSelect
          id="artikel-kategori"
          value={query.params.get("kategori") ?? ""}
          options={options}
          onChange={(kategori) => query.set({ kategori })}
          controls={RESULTS_ID}
        />
      </form>
    </search>
  );
}

function LatestArtikel({ artikel }: { artikel: ArtikelCard[] }) {
  return (
    <section className="sidebar-box" aria-labelledby="artikel-terbaru">
      <h2 id="artikel-terbaru">Artikel Terbaru</h2>
      {artikel.length === 0 ? (
        <p className="empty">{EMPTY_TEXTS.artikel}</p>
      ) : (
        <ul className="artikel-latest">
          {artikel.map((item) => (
            <li key={item.id}>
              <a href={`/artikel/${item.id}`}>{item.judul}</a>
              <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareStory() {
  const { identity, contact } = useSite();
  return (
    <section className="sidebar-box artikel-share-story" aria-labelledby="punya-cerita">
      <h2 id="punya-cerita">Punya Cerita?</h2>
      <p>
        Ada kegiatan, prestasi, atau kabar warga yang ingin dibagikan? Kirimkan ceritanya kepada tim kami
        lewat email.
      </p>
      <a
        className="button"
        href={mailtoLink(
          contact.teamEmail,
          shareStorySubject(identity.villageName),
          shareStoryBody(identity.villageName),
        )}
      >
        Bagikan Cerita
      </a>
    </section>
  );
}

export function ArtikelListPage() {
  const { params, results, categories, latest } = usePageData("artikelList");
  const query = useListQuery();
  const kategori = query.params.get("kategori") ?? "";
  const options = kategoriOptions(categories, kategori);
  const focus = useResultsFocus<HTMLElement>(results);
  const filtered = params.q !== "" || params.kategori !== "";

  const showAll = () => query.set({ q: "", kategori: "" });
  const selectFromSidebar = (choice: string) => {
    query.set({ kategori: choice === kategori ? "" : choice });
    // On a phone the sidebar sits under the list: bring the filtered list into view.
    const list = focus.ref.current;
    const top = list?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight) list?.scrollIntoView({ block: "start" });
  };

  return (
    <div className="section with-sidebar">
      <div className="artikel-main">
        <Filters query={query} options={options} />
        <ListResults
          id={RESULTS_ID}
          headingId="daftar-artikel"
          heading="Daftar Artikel"
          className="artikel-results"
          noun="artikel"
          results={results}
          focus={focus}
          noMatch={
            filtered
              ? {
                  text: "Tidak ada artikel yang cocok dengan pencarian Anda.",
                  reset: <ResetButton action="/artikel" label="Tampilkan Semua Artikel" onReset={showAll} />,
                }
              : null
          }
          empty={EMPTY_TEXTS.artikel}
        >
          <CardGrid
            items={results.items}
            // On a phone the first card's picture is on the first screen, often its largest.
            eagerFirst
          >
            {(item, imageLoading) => (
              <ArtikelCardView artikel={item} imageSizes={MAIN_CARD_SIZES} imageLoading={imageLoading} />
            )}
          </CardGrid>
        </ListResults>
      </div>
      <aside className="artikel-sidebar" aria-label="Sidebar artikel">
        <CategoryList
          title="Kategori"
          categories={categories}
          selected={kategori}
          onSelect={selectFromSidebar}
        />
        <LatestArtikel artikel={latest} />
        <ShareStory />
      </aside>
    </div>
  );
}

/** The page as an island: its search, filters and results live in the browser. */
export const ArtikelListLive = livePage(ArtikelListPage);

import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { limits } from "@padukuhan/shared/constants";
import { mailtoLink } from "@padukuhan/shared/contact";
import { formatDate } from "@padukuhan/shared/format";
import { type ArtikelCard, categoryCounts } from "@padukuhan/shared/pages";
import { teamEmail, villageName } from "@padukuhan/shared/village";
import { Link } from "react-router-dom";
import { ArtikelCardView } from "../components/cards";
import { CategoryList } from "../components/category-list";
import { MAIN_CARD_SIZES } from "../components/image-sizes";
import { PageHero } from "../components/page-hero";
import { useSearchFilters } from "../components/use-search-filters";
import { usePageData } from "../page-data";
import "./artikel-list.css";

const RESULTS_ID = "artikel-hasil";

const SHARE_STORY_SUBJECT = `Bagikan Cerita untuk ${villageName}`;
const SHARE_STORY_BODY = [
  `Halo Tim KKN ${villageName},`,
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

const kategoriOf = (artikel: ArtikelCard) => artikel.kategori || DEFAULT_KATEGORI;

function matchesSearch(artikel: ArtikelCard, query: string): boolean {
  if (query === "") return true;
  const needle = query.toLocaleLowerCase("id-ID");
  return (
    artikel.judul.toLocaleLowerCase("id-ID").includes(needle) ||
    artikel.summary.toLocaleLowerCase("id-ID").includes(needle)
  );
}

function Filters({
  query,
  kategori,
  options,
  onChange,
}: {
  query: string;
  kategori: string;
  options: string[];
  onChange: (changes: { q?: string; kategori?: string }) => void;
}) {
  return (
    <search className="artikel-filters">
      <form onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="artikel-cari">Cari artikel</label>
          <input
            id="artikel-cari"
            type="search"
            placeholder="Judul atau ringkasan"
            value={query}
            onChange={(event) => onChange({ q: event.target.value })}
            aria-controls={RESULTS_ID}
          />
        </div>
        <div className="field">
          <label htmlFor="artikel-kategori">Kategori</label>
          <select
            id="artikel-kategori"
            value={kategori}
            onChange={(event) => onChange({ kategori: event.target.value })}
            aria-controls={RESULTS_ID}
          >
            <option value="">Semua Kategori</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </form>
    </search>
  );
}

function LatestArtikel({ artikel }: { artikel: ArtikelCard[] }) {
  return (
    <section className="sidebar-box" aria-labelledby="artikel-terbaru">
      <h2 id="artikel-terbaru">Artikel Terbaru</h2>
      {artikel.length === 0 ? (
        <p className="empty">Belum ada artikel tersedia.</p>
      ) : (
        <ul className="artikel-latest">
          {artikel.map((item) => (
            <li key={item.id}>
              <Link to={`/artikel/${item.id}`}>{item.judul}</Link>
              <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareStory() {
  return (
    <section className="sidebar-box artikel-share-story" aria-labelledby="punya-cerita">
      <h2 id="punya-cerita">Punya Cerita?</h2>
      <p>
        Ada kegiatan, prestasi, atau kabar warga yang ingin dibagikan? Kirimkan ceritanya kepada tim kami
        lewat email.
      </p>
      <a className="button" href={mailtoLink(teamEmail, SHARE_STORY_SUBJECT, SHARE_STORY_BODY)}>
        Bagikan Cerita
      </a>
    </section>
  );
}

export function ArtikelListPage() {
  const { artikel } = usePageData("artikelList");
  const [{ q: query, kategori: requestedKategori }, update] = useSearchFilters({ q: "", kategori: "" });

  const counts = categoryCounts(artikel.map((item) => ({ kategori: kategoriOf(item) })));
  const options = counts.map((count) => count.kategori).sort((a, b) => a.localeCompare(b, "id"));
  // A shared link may name a category that no longer has articles: show everything then.
  const kategori = options.includes(requestedKategori) ? requestedKategori : "";
  const search = query.trim();
  const shown = artikel.filter(
    (item) => (kategori === "" || kategoriOf(item) === kategori) && matchesSearch(item, search),
  );

  const selectFromSidebar = (choice: string) => {
    update({ kategori: choice === kategori ? "" : choice });
    // On a phone the sidebar sits under the list: bring the filtered list into view.
    const results = document.getElementById(RESULTS_ID);
    const top = results?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight) results?.scrollIntoView({ block: "start" });
  };

  return (
    <>
      <PageHero title="Artikel">
        <p className="artikel-intro">Kabar, kegiatan, dan cerita dari warga {villageName}.</p>
      </PageHero>
      <div className="section with-sidebar">
        <div className="artikel-main">
          <Filters query={query} kategori={kategori} options={options} onChange={update} />
          <section id={RESULTS_ID} className="artikel-results" aria-labelledby="daftar-artikel">
            <h2 id="daftar-artikel" className="visually-hidden">
              Daftar Artikel
            </h2>
            <p className="artikel-count" role="status">
              {`Menampilkan ${shown.length} artikel`}
            </p>
            {artikel.length === 0 ? (
              <p className="empty">Belum ada artikel tersedia.</p>
            ) : shown.length === 0 ? (
              <div className="artikel-empty">
                <p className="empty">Tidak ada artikel yang cocok dengan pencarian Anda.</p>
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => update({ q: "", kategori: "" })}
                >
                  Tampilkan Semua Artikel
                </button>
              </div>
            ) : (
              <div className="cards">
                {shown.map((item, index) => (
                  <ArtikelCardView
                    key={item.id}
                    artikel={item}
                    imageSizes={MAIN_CARD_SIZES}
                    // On a phone the first card's picture is on the first screen, often its largest.
                    imageLoading={index === 0 ? "eager" : "lazy"}
                  />
                ))}
              </div>
            )}
          </section>
        </div>
        <aside className="artikel-sidebar" aria-label="Sidebar artikel">
          <CategoryList
            title="Kategori"
            categories={counts}
            selected={kategori}
            onSelect={selectFromSidebar}
          />
          <LatestArtikel artikel={artikel.slice(0, limits.latestSidebar)} />
          <ShareStory />
        </aside>
      </div>
    </>
  );
}

import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { limits } from "@padukuhan/shared/constants";
import { truncate } from "@padukuhan/shared/format";
import type { Umkm } from "@padukuhan/shared/types";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { useId, useMemo } from "react";
import { Link } from "react-router-dom";
import { CARD_IMAGE, UmkmCardView } from "../components/cards";
import { CARD_SIZES, UMKM_ROW_SIZES } from "../components/image-sizes";
import { PageHero } from "../components/page-hero";
import { useSearchFilters } from "../components/use-search-filters";
import { usePageData } from "../page-data";
import "./umkm-list.css";

const SORTS = [
  { value: "terbaru", label: "Terbaru" },
  { value: "terlama", label: "Terlama" },
  { value: "nama", label: "Nama A-Z" },
] as const;
type Sort = (typeof SORTS)[number]["value"];

const VIEWS = [
  { value: "grid", label: "Grid" },
  { value: "daftar", label: "Daftar" },
] as const;
type View = (typeof VIEWS)[number]["value"];

interface Filters {
  q: string;
  kategori: string;
  urut: Sort;
  tampilan: View;
}

const DEFAULTS: Filters = { q: "", kategori: "", urut: "terbaru", tampilan: "grid" };

const sortOf = (value: string | null): Sort =>
  SORTS.find((sort) => sort.value === value)?.value ?? DEFAULTS.urut;
const viewOf = (value: string | null): View =>
  VIEWS.find((view) => view.value === value)?.value ?? DEFAULTS.tampilan;

/**
 * Search, category, sort and view live in the URL so a shared link keeps them; values the
 * page does not know fall back to the defaults.
 */
function useFilters(): [Filters, (patch: Partial<Filters>) => void] {
  const [raw, update] = useSearchFilters<Record<keyof Filters, string>>(DEFAULTS);
  return [{ ...raw, urut: sortOf(raw.urut), tampilan: viewOf(raw.tampilan) }, update];
}

const kategoriOf = (umkm: Umkm) => umkm.kategori || DEFAULT_KATEGORI;

function visibleUmkm(all: Umkm[], filters: Filters, kategori: string): Umkm[] {
  const words = filters.q.trim().toLocaleLowerCase("id");
  const matching = all.filter((umkm) => {
    if (kategori && kategoriOf(umkm) !== kategori) return false;
    if (!words) return true;
    return [umkm.nama, umkm.nama_pemilik, umkm.text].some((field) =>
      field.toLocaleLowerCase("id").includes(words),
    );
  });
  const time = (umkm: Umkm) => Date.parse(umkm.createdAt) || 0;
  switch (filters.urut) {
    case "nama":
      return matching.sort((a, b) => a.nama.localeCompare(b.nama, "id"));
    case "terlama":
      return matching.sort((a, b) => time(a) - time(b));
    default:
      return matching.sort((a, b) => time(b) - time(a));
  }
}

/** The list view's horizontal card: a smaller picture beside a longer text. */
function UmkmRow({ umkm, first }: { umkm: Umkm; first: boolean }) {
  return (
    <article className="card umkm-row">
      <ImageWithPlaceholder
        src={umkm.gambar}
        alt=""
        {...CARD_IMAGE}
        sizes={UMKM_ROW_SIZES}
        loading={first ? "eager" : "lazy"}
      />
      <div className="card-body">
        <p className="card-meta">
          <span className="badge">{kategoriOf(umkm)}</span>
        </p>
        <h3>
          <Link to={`/umkm/${umkm.id}`} className="card-link">
            {umkm.nama}
          </Link>
        </h3>
        <p className="card-owner">{umkm.nama_pemilik}</p>
        <p>{truncate(umkm.text, limits.umkmListViewText)}</p>
        <Link
          to={`/umkm/${umkm.id}`}
          className="button button-small"
          aria-label={`Lihat Detail ${umkm.nama}`}
        >
          Lihat Detail
        </Link>
      </div>
    </article>
  );
}

function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  return (
    <fieldset className="view-toggle">
      <legend>Tampilan</legend>
      <div className="view-toggle-buttons">
        {VIEWS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={view === option.value}
            onClick={() => onChange(option.value)}
          >
            <span aria-hidden="true" className={`view-icon view-icon-${option.value}`} />
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function UmkmListPage() {
  const page = usePageData("umkmList");
  const [filters, update] = useFilters();
  const id = useId();

  const categories = useMemo(
    () => [...new Set(page.umkm.map(kategoriOf))].sort((a, b) => a.localeCompare(b, "id")),
    [page.umkm],
  );
  // A category from an old link that no longer exists shows everything, like the select does.
  const kategori = categories.includes(filters.kategori) ? filters.kategori : "";
  const shown = useMemo(() => visibleUmkm(page.umkm, filters, kategori), [page.umkm, filters, kategori]);
  const filtered = filters.q.trim() !== "" || kategori !== "";

  return (
    <>
      <PageHero title="UMKM">
        <p className="umkm-intro">
          Kenali usaha kecil warga Karangrejo: kuliner, minuman tradisional, kerajinan, dan batik. Hubungi
          pemiliknya langsung untuk memesan.
        </p>
      </PageHero>

      <div className="section umkm-list">
        <search className="umkm-filters" aria-label="Saring UMKM">
          <div className="field umkm-search">
            <label htmlFor={`${id}-q`}>Cari UMKM</label>
            <input
              id={`${id}-q`}
              type="search"
              placeholder="Nama usaha, pemilik, atau deskripsi"
              value={filters.q}
              onChange={(event) => update({ q: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-kategori`}>Kategori</label>
            <select
              id={`${id}-kategori`}
              value={kategori}
              onChange={(event) => update({ kategori: event.target.value })}
            >
              <option value="">Semua Kategori</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-urut`}>Urutkan</label>
            <select
              id={`${id}-urut`}
              value={filters.urut}
              onChange={(event) => update({ urut: sortOf(event.target.value) })}
            >
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
          <ViewToggle view={filters.tampilan} onChange={(tampilan) => update({ tampilan })} />
        </search>

        <section aria-labelledby={`${id}-hasil`}>
          <h2 id={`${id}-hasil`} className="visually-hidden">
            Daftar UMKM
          </h2>
          <p className="umkm-count" role="status">
            {`Menampilkan ${shown.length} UMKM`}
          </p>
          {page.umkm.length === 0 ? (
            <p className="empty">Belum ada data UMKM tersedia.</p>
          ) : shown.length === 0 ? (
            <div className="umkm-empty">
              <p className="empty">Tidak ada UMKM yang cocok dengan pencarian Anda.</p>
              {filtered && (
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => update({ q: "", kategori: "" })}
                >
                  Reset Pencarian
                </button>
              )}
            </div>
          ) : filters.tampilan === "daftar" ? (
            <div className="umkm-rows">
              {shown.map((umkm, index) => (
                <UmkmRow key={umkm.id} umkm={umkm} first={index === 0} />
              ))}
            </div>
          ) : (
            <div className="cards">
              {shown.map((umkm, index) => (
                <UmkmCardView
                  key={umkm.id}
                  umkm={umkm}
                  textLength={limits.umkmCardText}
                  imageSizes={CARD_SIZES}
                  // The first picture can reach the first screen; the rest wait until scrolled to.
                  imageLoading={index === 0 ? "eager" : "lazy"}
                />
              ))}
            </div>
          )}
        </section>
      </div>
    </>
  );
}

/** The seed's message when the UMKM list cannot be fetched. */
export function UmkmListError() {
  return (
    <>
      <PageHero title="UMKM" />
      <div className="section">
        <p className="umkm-error" role="alert">
          Gagal mengambil data UMKM
        </p>
        <a className="button" href="/umkm">
          Coba Lagi
        </a>
      </div>
    </>
  );
}

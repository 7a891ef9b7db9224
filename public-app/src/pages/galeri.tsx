import { GALERI_KATEGORI, type GaleriKategori, galeriKategori } from "@padukuhan/shared/categories";
import { limits } from "@padukuhan/shared/constants";
import { formatDate } from "@padukuhan/shared/format";
import type { Galeri } from "@padukuhan/shared/types";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { villageName } from "@padukuhan/shared/village";
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { CARD_IMAGE } from "../components/cards";
import {
  GALERI_DIALOG_SIZES,
  GALERI_FEATURED_FIRST_SIZES,
  GALERI_FEATURED_SIZES,
  GALERI_GRID_SIZES,
  GALERI_HIGHLIGHT_SIZES,
} from "../components/image-sizes";
import { PageHero } from "../components/page-hero";
import { useSearchFilters } from "../components/use-search-filters";
import { usePageData } from "../page-data";
import "./galeri.css";

const ALL = "Semua";
type Filter = GaleriKategori | typeof ALL;

/** 'Sorotan Kategori' shows this many categories, and only when there are more photos than that. */
const HIGHLIGHTS = 3;

/** A photo with what the page shows and searches, computed once per list. */
interface Photo extends Galeri {
  kategori: GaleriKategori;
  tanggal: string;
}

interface CategoryCount {
  kategori: GaleriKategori;
  count: number;
}

function parseKategori(value: string | null): Filter {
  const wanted = value?.toLowerCase();
  return GALERI_KATEGORI.find((kategori) => kategori.toLowerCase() === wanted) ?? ALL;
}

function matches(photo: Photo, kategori: Filter, query: string): boolean {
  if (kategori !== ALL && photo.kategori !== kategori) return false;
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return photo.judul.toLowerCase().includes(needle) || photo.tanggal.toLowerCase().includes(needle);
}

/** Category and search live in the URL so a shared link keeps them. */
function useGaleriFilters() {
  const [raw, setFilters] = useSearchFilters({ kategori: "", q: "" });
  const update = (next: { kategori: Filter; query: string }) =>
    setFilters({ kategori: next.kategori === ALL ? "" : next.kategori, q: next.query });
  return { kategori: parseKategori(raw.kategori), query: raw.q, update };
}

function PhotoButton({
  photo,
  featured,
  first,
  imageSizes,
  onOpen,
}: {
  photo: Photo;
  featured: boolean;
  /** The first photo shown can reach the first screen: it loads at once, the rest lazily. */
  first: boolean;
  imageSizes: string;
  onOpen: (photo: Photo, opener: HTMLButtonElement) => void;
}) {
  return (
    <button
      type="button"
      className={featured ? "galeri-photo galeri-photo-featured" : "galeri-photo"}
      aria-haspopup="dialog"
      onClick={(event) => onOpen(photo, event.currentTarget)}
    >
      {/* The title next to it says what the picture shows. */}
      <ImageWithPlaceholder
        src={photo.foto}
        alt=""
        {...CARD_IMAGE}
        sizes={imageSizes}
        loading={first ? "eager" : "lazy"}
      />
      <span className="galeri-photo-caption">
        <span className="galeri-photo-title">{photo.judul}</span>
        <span className="galeri-photo-meta">
          {photo.kategori} · <time dateTime={photo.createdAt}>{photo.tanggal}</time>
        </span>
      </span>
    </button>
  );
}

/** Tab order inside the open dialog wraps around: Chrome would otherwise move on to its own toolbar. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>(
      "button, a[href], input, [tabindex]:not([tabindex='-1'])",
    ),
  ];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** A click on the dialog element itself (not its content) is a click on the backdrop. */
function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target === event.currentTarget) event.currentTarget.close();
}

/**
 * The large photo in a native modal dialog: it makes the page behind inert and closes on Esc
 * by itself; `onClosed` runs however it was closed.
 */
function PhotoDialog({ photo, onClosed }: { photo: Photo | null; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (photo && element && !element.open) element.showModal();
  }, [photo]);
  return (
    <dialog
      ref={dialog}
      className="galeri-dialog"
      aria-labelledby="galeri-dialog-title"
      // The close event arrives a moment after the dialog shut; if the visitor already opened
      // a photo again by then, it is stale and must not close the new one.
      onClose={(event) => {
        if (!event.currentTarget.open) onClosed();
      }}
      onClick={closeOnBackdrop}
      onKeyDown={keepTabInside}
    >
      {photo && (
        <div className="galeri-dialog-body">
          <div className="galeri-dialog-bar">
            <h2 id="galeri-dialog-title">{photo.judul}</h2>
            <button type="button" className="button button-small" onClick={() => dialog.current?.close()}>
              Tutup
            </button>
          </div>
          <ImageWithPlaceholder
            src={photo.foto}
            alt={photo.judul}
            {...CARD_IMAGE}
            sizes={GALERI_DIALOG_SIZES}
            loading="eager"
          />
          <p className="galeri-dialog-meta">
            <span className="badge">{photo.kategori}</span>
            <time dateTime={photo.createdAt}>{photo.tanggal}</time>
          </p>
        </div>
      )}
    </dialog>
  );
}

function CategoryFilters({
  total,
  counts,
  selected,
  onSelect,
}: {
  total: number;
  counts: CategoryCount[];
  selected: Filter;
  onSelect: (kategori: Filter) => void;
}) {
  const options: Array<{ kategori: Filter; count: number }> = [{ kategori: ALL, count: total }, ...counts];
  return (
    <fieldset className="galeri-filters">
      <legend className="visually-hidden">Kategori foto</legend>
      {options.map(({ kategori, count }) => (
        <button
          key={kategori}
          type="button"
          className="galeri-filter"
          data-kategori={kategori}
          aria-pressed={selected === kategori}
          onClick={() => onSelect(kategori)}
        >
          {kategori} <span className="count">{count}</span>
        </button>
      ))}
    </fieldset>
  );
}

function CategoryHighlights({
  photos,
  counts,
  onSelect,
}: {
  photos: Photo[];
  counts: CategoryCount[];
  onSelect: (kategori: GaleriKategori) => void;
}) {
  return (
    <section className="section" aria-labelledby="sorotan-kategori">
      <h2 id="sorotan-kategori">Sorotan Kategori</h2>
      <ul className="galeri-highlights">
        {counts.slice(0, HIGHLIGHTS).map(({ kategori, count }) => {
          // Lists are newest first, so the cover is the category's latest photo.
          const cover = photos.find((photo) => photo.kategori === kategori);
          return (
            <li key={kategori}>
              <button type="button" className="galeri-highlight" onClick={() => onSelect(kategori)}>
                <ImageWithPlaceholder
                  src={cover?.foto}
                  alt=""
                  {...CARD_IMAGE}
                  sizes={GALERI_HIGHLIGHT_SIZES}
                />
                <span className="galeri-highlight-name">{kategori}</span>
                <span className="galeri-highlight-count">{count} foto</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function GaleriPage() {
  const { galeri } = usePageData("galeri");
  const { kategori, query, update } = useGaleriFilters();
  const [selected, setSelected] = useState<Photo | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const tools = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);

  const photos = useMemo<Photo[]>(
    () =>
      galeri.map((photo) => ({
        ...photo,
        kategori: galeriKategori(photo.judul),
        tanggal: formatDate(photo.createdAt),
      })),
    [galeri],
  );
  const counts = useMemo<CategoryCount[]>(
    () =>
      GALERI_KATEGORI.map((name) => ({
        kategori: name,
        count: photos.filter((photo) => photo.kategori === name).length,
      })).filter(({ count }) => count > 0),
    [photos],
  );
  const results = photos.filter((photo) => matches(photo, kategori, query));
  const featured = results.length >= limits.galeriFeatured ? results.slice(0, limits.galeriFeatured) : [];
  const rest = results.slice(featured.length);

  const openPhoto = (photo: Photo, button: HTMLButtonElement) => {
    opener.current = button;
    // A fresh object, so reopening the same photo right after closing still opens the dialog.
    setSelected({ ...photo });
  };
  const closed = () => {
    setSelected(null);
    opener.current?.focus();
  };
  const reset = () => {
    update({ kategori: ALL, query: "" });
    // The reset button disappears with the empty state; keep the keyboard user near the filters.
    search.current?.focus();
  };
  const highlight = (name: GaleriKategori) => {
    update({ kategori: name, query: "" });
    // The highlights sit below the photos: bring the filtered photos into view.
    tools.current?.scrollIntoView({ block: "start" });
    tools.current
      ?.querySelector<HTMLButtonElement>(`[data-kategori="${name}"]`)
      ?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHero title="Galeri">
        <p className="galeri-intro">
          Potret kegiatan, pemandangan, budaya, dan kehidupan warga {villageName} dalam satu tempat.
        </p>
      </PageHero>

      <section className="section galeri" aria-labelledby="foto-galeri">
        <h2 id="foto-galeri" className="visually-hidden">
          Foto Galeri
        </h2>
        {photos.length === 0 ? (
          <p className="empty">Belum ada foto galeri tersedia.</p>
        ) : (
          <>
            <div className="galeri-tools" ref={tools}>
              <CategoryFilters
                total={photos.length}
                counts={counts}
                selected={kategori}
                onSelect={(name) => update({ kategori: name, query })}
              />
              <search className="galeri-search">
                <label className="field">
                  Cari foto
                  <input
                    ref={search}
                    type="search"
                    name="q"
                    value={query}
                    placeholder="Judul atau tanggal, mis. Agustus"
                    autoComplete="off"
                    onChange={(event) => update({ kategori, query: event.target.value })}
                  />
                </label>
              </search>
              <p className="galeri-status" role="status">
                Menampilkan {results.length} dari {photos.length} foto
              </p>
            </div>

            {results.length === 0 ? (
              <div className="galeri-empty">
                <p className="empty">Tidak ada gambar yang ditemukan</p>
                <button type="button" className="button" onClick={reset}>
                  Reset Filter
                </button>
              </div>
            ) : (
              <>
                {featured.length > 0 && (
                  <div className="galeri-featured-block">
                    <h3>Foto Pilihan</h3>
                    <ul className="galeri-featured">
                      {featured.map((photo, index) => (
                        <li key={photo.id}>
                          <PhotoButton
                            photo={photo}
                            featured
                            first={index === 0}
                            imageSizes={index === 0 ? GALERI_FEATURED_FIRST_SIZES : GALERI_FEATURED_SIZES}
                            onOpen={openPhoto}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {rest.length > 0 && (
                  <div className="galeri-grid-block">
                    <h3>{featured.length > 0 ? "Foto Lainnya" : "Daftar Foto"}</h3>
                    <ul className="galeri-grid">
                      {rest.map((photo, index) => (
                        <li key={photo.id}>
                          <PhotoButton
                            photo={photo}
                            featured={false}
                            first={featured.length === 0 && index === 0}
                            imageSizes={GALERI_GRID_SIZES}
                            onOpen={openPhoto}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </>
            )}
          </>
        )}
      </section>

      {photos.length > HIGHLIGHTS && (
        <CategoryHighlights photos={photos} counts={counts} onSelect={highlight} />
      )}

      <PhotoDialog photo={selected} onClosed={closed} />
    </>
  );
}

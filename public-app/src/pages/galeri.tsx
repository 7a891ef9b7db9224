import { limits } from "@padukuhan/shared/constants";
import { formatDate } from "@padukuhan/shared/format";
import type { CategoryCount, GaleriData, GaleriHighlight } from "@padukuhan/shared/pages";
import { canonicalPageSearch, PAGE_DATA_PREFIX, withSearch } from "@padukuhan/shared/routes";
import type { Galeri } from "@padukuhan/shared/types";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { CARD_IMAGE } from "../components/cards";
import {
  GALERI_DIALOG_SIZES,
  GALERI_FEATURED_FIRST_SIZES,
  GALERI_FEATURED_SIZES,
  GALERI_GRID_SIZES,
  GALERI_HIGHLIGHT_SIZES,
} from "../components/image-sizes";
import { countText, PastTheEnd, ResetButton, SearchField, usePageHref } from "../components/list-controls";
import { PageHero } from "../components/page-hero";
import { type ListQuery, useListQuery } from "../components/use-list-query";
import { useLoadedPage, usePageData } from "../page-data";
import { useSite } from "../site-config";
import "./galeri.css";

const ALL = "Semua";
const SEARCH_ID = "galeri-cari";

/**
 * A photo's place on the page, `/galeri#foto-<id>`: the home page links there. Without
 * JavaScript the browser scrolls to the photo; with it, the photo opens in the dialog.
 */
const PHOTO_ANCHOR_PREFIX = "foto-";
const photoAnchor = (id: string) => `${PHOTO_ANCHOR_PREFIX}${id}`;

function PhotoButton({
  photo,
  featured,
  first,
  imageSizes,
  onOpen,
}: {
  photo: Galeri;
  featured: boolean;
  /** The first photo shown can reach the first screen: it loads at once, the rest lazily. */
  first: boolean;
  imageSizes: string;
  onOpen: (photo: Galeri, opener: HTMLButtonElement) => void;
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
          {photo.kategori} · <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
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
function PhotoDialog({ photo, onClosed }: { photo: Galeri | null; onClosed: () => void }) {
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
            <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
          </p>
        </div>
      )}
    </dialog>
  );
}

/**
 * The search field and the category buttons, one GET form. Each category button submits it
 * with its category (so it works without JavaScript); the hidden field after them keeps the
 * category when the form is sent with 'Cari'. 'Cari' comes first, so Enter in the field
 * presses it rather than a category.
 */
function Filters({
  query,
  total,
  categories,
  searchRef,
  onSelect,
}: {
  query: ListQuery;
  total: number;
  categories: CategoryCount[];
  searchRef: RefObject<HTMLInputElement | null>;
  onSelect: (kategori: string) => void;
}) {
  const selected = query.params.get("kategori") ?? "";
  const options = [{ kategori: "", count: total }, ...categories];
  return (
    <search className="galeri-search">
      <form method="get" action="/galeri" onSubmit={query.submit}>
        <SearchField
          id={SEARCH_ID}
          label="Cari foto"
          placeholder="Judul atau tanggal, mis. Agustus"
          value={query.text}
          onChange={query.setText}
          inputRef={searchRef}
        />
        <fieldset className="galeri-filters">
          <legend className="visually-hidden">Kategori foto</legend>
          {options.map(({ kategori, count }) => (
            <button
              key={kategori || ALL}
              type="submit"
              name="kategori"
              value={kategori}
              className="galeri-filter"
              data-kategori={kategori || ALL}
              aria-pressed={selected === kategori}
              onClick={(event) => {
                event.preventDefault();
                onSelect(kategori);
              }}
            >
              {kategori || ALL} <span className="count">{count}</span>
            </button>
          ))}
          <input type="hidden" name="kategori" value={selected} />
        </fieldset>
      </form>
    </search>
  );
}

function CategoryHighlights({
  highlights,
  onSelect,
}: {
  highlights: GaleriHighlight[];
  onSelect: (kategori: string) => void;
}) {
  return (
    <section className="section" aria-labelledby="sorotan-kategori">
      <h2 id="sorotan-kategori">Sorotan Kategori</h2>
      <ul className="galeri-highlights">
        {highlights.map(({ kategori, count, cover }) => (
          <li key={kategori}>
            <button type="button" className="galeri-highlight" onClick={() => onSelect(kategori)}>
              <ImageWithPlaceholder src={cover?.foto} alt="" {...CARD_IMAGE} sizes={GALERI_HIGHLIGHT_SIZES} />
              <span className="galeri-highlight-name">{kategori}</span>
              <span className="galeri-highlight-count">{count} foto</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Photos fetched with 'Muat lebih banyak', below those of the page the framework loaded. */
interface MorePhotos {
  /** The loaded data they follow; new data starts over. */
  base: GaleriData;
  photos: Galeri[];
  /** The last page shown and whether another follows it. */
  page: number;
  hasNext: boolean;
}

const startOver = (base: GaleriData): MorePhotos => ({
  base,
  photos: [],
  page: base.results.page,
  hasNext: base.results.hasNext,
});

/**
 * 'Muat lebih banyak': fetches the next page's data itself and appends its photos, then
 * writes the page into the address with `history.replaceState`. The framework does not see
 * that write (React Router only follows its own navigations and back/forward), so it does not
 * reload the list and replace the photos already shown; a reload or a shared link then opens
 * that page on its own, with 'Lihat foto sebelumnya'. The first photo added takes focus.
 */
function useMorePhotos(data: GaleriData, list: RefObject<HTMLElement | null>) {
  const { pathname, search } = useLoadedPage();
  const [state, setState] = useState(() => startOver(data));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const current = state.base === data ? state : startOver(data);
  if (current !== state) setState(current);
  // What the answer of a fetch is checked against when it arrives.
  const latest = useRef(current);
  latest.current = current;
  const focusId = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when photos were added
  useEffect(() => {
    const id = focusId.current;
    if (!id) return;
    focusId.current = null;
    list.current?.querySelector<HTMLButtonElement>(`[data-photo="${CSS.escape(id)}"] button`)?.focus();
  }, [current.photos]);

  const pageSearch = (page: number) => {
    const next = new URLSearchParams(search);
    next.set("halaman", String(page));
    return canonicalPageSearch(pathname, next);
  };

  const load = async () => {
    if (loading) return;
    const from = latest.current;
    const wanted = pageSearch(from.page + 1);
    setLoading(true);
    setFailed(false);
    try {
      const response = await fetch(withSearch(`${PAGE_DATA_PREFIX}${pathname}`, wanted), {
        headers: { Accept: "application/json" },
      });
      const payload = (await response.json()) as { data?: GaleriData };
      if (!response.ok || !payload.data) throw new Error(`galeri: ${response.status}`);
      const now = latest.current;
      const address = canonicalPageSearch(pathname, new URLSearchParams(window.location.search));
      // The visitor moved on meanwhile (other filters, another page): these photos are stale.
      if (
        now.base !== from.base ||
        now.page !== from.page ||
        window.location.pathname !== pathname ||
        address.toString() !== pageSearch(from.page).toString()
      ) {
        return;
      }
      // Photos added meanwhile shift the pages: a photo already shown is not shown twice.
      const shown = new Set([...data.results.items, ...now.photos].map((photo) => photo.id));
      const added = payload.data.results.items.filter((photo) => !shown.has(photo.id));
      focusId.current = added[0]?.id ?? null;
      setState({
        ...now,
        photos: [...now.photos, ...added],
        page: from.page + 1,
        hasNext: payload.data.results.hasNext,
      });
      window.history.replaceState(window.history.state, "", withSearch(pathname, wanted));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return {
    photos: current.photos,
    hasNext: current.hasNext,
    nextHref: withSearch(pathname, pageSearch(current.page + 1)),
    loading,
    failed,
    load,
  };
}

/** A plain click (not one asking for a new tab or window). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function GaleriPage() {
  const data = usePageData("galeri");
  const { results, totalPhotos, categories, highlights } = data;
  const query = useListQuery();
  const photoList = useRef<HTMLDivElement>(null);
  const more = useMorePhotos(data, photoList);
  const pageHref = usePageHref();
  const [selected, setSelected] = useState<Galeri | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const tools = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const { hash } = useLocation();

  // 'Foto Pilihan' opens the first page only; later pages are all grid.
  const featured =
    results.page === 1 && results.items.length >= limits.galeriFeatured
      ? results.items.slice(0, limits.galeriFeatured)
      : [];
  const rest = [...results.items.slice(featured.length), ...more.photos];

  const openPhoto = (photo: Galeri, button: HTMLButtonElement) => {
    opener.current = button;
    // A fresh object, so reopening the same photo right after closing still opens the dialog.
    setSelected({ ...photo });
  };
  const closed = () => {
    setSelected(null);
    opener.current?.focus();
    // Closed is closed: a reload or 'back' to this address should not open the photo again.
    if (window.location.hash.startsWith(`#${PHOTO_ANCHOR_PREFIX}`)) {
      window.history.replaceState(
        window.history.state,
        "",
        window.location.pathname + window.location.search,
      );
    }
  };

  // The photo the address names (a home page link) opens once the page is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new address opens a photo
  useEffect(() => {
    if (!hash.startsWith(`#${PHOTO_ANCHOR_PREFIX}`)) return;
    const id = decodeURIComponent(hash.slice(PHOTO_ANCHOR_PREFIX.length + 1));
    const photo = results.items.find((item) => item.id === id);
    const button = photoList.current?.querySelector<HTMLButtonElement>(
      `[data-photo="${CSS.escape(id)}"] button`,
    );
    if (photo && button) openPhoto(photo, button);
  }, [hash]);
  const reset = () => {
    query.set({ q: "", kategori: "" });
    // The reset button disappears with the empty state; keep the keyboard user near the filters.
    search.current?.focus();
  };
  const highlight = (kategori: string) => {
    query.set({ kategori, q: "" });
    // The highlights sit below the photos: bring the filtered photos into view.
    tools.current?.scrollIntoView({ block: "start" });
    tools.current
      ?.querySelector<HTMLButtonElement>(`[data-kategori="${CSS.escape(kategori)}"]`)
      ?.focus({ preventScroll: true });
  };
  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    await more.load();
  };

  const { identity } = useSite();
  const total = countText(results.total);
  return (
    <>
      <PageHero title="Galeri">
        <p className="galeri-intro">
          Potret kegiatan, pemandangan, budaya, dan kehidupan warga {identity.villageName} dalam satu tempat.
        </p>
      </PageHero>

      <section className="section galeri" aria-labelledby="foto-galeri">
        <h2 id="foto-galeri" className="visually-hidden">
          Foto Galeri
        </h2>
        {totalPhotos === 0 ? (
          <p className="empty">Belum ada foto galeri tersedia.</p>
        ) : (
          <>
            <div className="galeri-tools" ref={tools}>
              <Filters
                query={query}
                total={totalPhotos}
                categories={categories}
                searchRef={search}
                onSelect={(kategori) => query.set({ kategori })}
              />
              <p className="galeri-status" role="status">
                Menampilkan {total} dari {totalPhotos} foto
              </p>
            </div>

            {results.page > 1 && results.items.length > 0 && (
              <p className="galeri-earlier">
                <Link className="button button-outline" to={pageHref(results.page - 1)}>
                  Lihat foto sebelumnya
                </Link>
              </p>
            )}

            {results.items.length === 0 ? (
              results.total.count > 0 ? (
                <PastTheEnd what="foto" />
              ) : (
                <div className="galeri-empty">
                  <p className="empty">Tidak ada gambar yang ditemukan</p>
                  <ResetButton action="/galeri" label="Reset Filter" onReset={reset} />
                </div>
              )
            ) : (
              <div ref={photoList}>
                {featured.length > 0 && (
                  <div className="galeri-featured-block">
                    <h3>Foto Pilihan</h3>
                    <ul className="galeri-featured">
                      {featured.map((photo, index) => (
                        <li key={photo.id} id={photoAnchor(photo.id)} data-photo={photo.id}>
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
                        <li key={photo.id} id={photoAnchor(photo.id)} data-photo={photo.id}>
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
              </div>
            )}

            {more.hasNext && (
              <div className="galeri-more">
                {/* A link without JavaScript (the next page on its own), appending with it. */}
                <a
                  className="button"
                  href={more.nextHref}
                  onClick={loadMore}
                  aria-disabled={more.loading || undefined}
                >
                  {more.loading ? "Memuat foto..." : "Muat lebih banyak"}
                </a>
                {more.failed && (
                  <p className="galeri-more-error" role="alert">
                    Gagal memuat foto berikutnya. Periksa koneksi internet Anda lalu coba lagi.
                  </p>
                )}
              </div>
            )}
          </>
        )}
      </section>

      {highlights.length > 0 && <CategoryHighlights highlights={highlights} onSelect={highlight} />}

      <PhotoDialog photo={selected} onClosed={closed} />
    </>
  );
}

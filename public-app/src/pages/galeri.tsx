import { limits } from "@padukuhan/shared/constants";
import { formatDate } from "@padukuhan/shared/format";
import type { CategoryCount, GaleriHighlight } from "@padukuhan/shared/pages";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from "react";
import { loadPhotoDialog } from "#lazy/photo-dialog";
import {
  CARD_IMAGE,
  GALERI_FEATURED_FIRST_SIZES,
  GALERI_FEATURED_SIZES,
  GALERI_GRID_SIZES,
  GALERI_HIGHLIGHT_SIZES,
} from "../components/image-sizes";
import { EMPTY_TEXTS } from "../components/kind-texts";
import { countText, PastTheEnd, ResetButton, SearchField, usePageHref } from "../components/list-controls";
import { type ListQuery, useListQuery } from "../components/use-list-query";
import { livePage } from "../islands/live-page";
import { usePageData } from "../page-data";
import type { PhotoDialog } from "./galeri-dialog";
import { useMorePhotos } from "./galeri-load-more";
import "./galeri.css";
import type { Galeri } from "@padukuhan/shared/galeri";

const ALL = "Semua";
const SEARCH_ID = "galeri-cari";

/**
 * A photo's place on the page, `/galeri#foto-<id>`: the home page links there. Without
 * JavaScript the browser scrolls to the photo; with it, the photo opens in the dialog.
 */
const PHOTO_ANCHOR_PREFIX = "foto-";
const photoAnchor = (id: string) => `${PHOTO_ANCHOR_PREFIX}${id}`;

/** The round play mark over a video's thumbnail; what it means is said in words beside it. */
function PlayMark() {
  return (
    <svg className="galeri-play" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" />
      <path d="M19 14.5v19l15-9.5z" />
    </svg>
  );
}

/** The dialog's code, fetched when a photo is first opened: most visits only look at the grid. */
const loadDialog = () => loadPhotoDialog().then((m) => m.PhotoDialog);

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
  // The title next to it says what the picture shows.
  const image = (
    <ImageWithPlaceholder
      src={photo.foto}
      alt=""
      {...CARD_IMAGE}
      sizes={imageSizes}
      loading={first ? "eager" : "lazy"}
    />
  );
  return (
    <button
      type="button"
      className={featured ? "galeri-photo galeri-photo-featured" : "galeri-photo"}
      aria-haspopup="dialog"
      data-video={photo.videoId ? "" : undefined}
      onClick={(event) => onOpen(photo, event.currentTarget)}
    >
      {photo.videoId ? (
        // The stored thumbnail: nothing comes from YouTube until the visitor presses play.
        <span className="galeri-video-frame">
          {image}
          <PlayMark />
        </span>
      ) : (
        image
      )}
      <span className="galeri-photo-caption">
        <span className="galeri-photo-title">
          {/* A video's tile says what it does, its visible title still part of its name. */}
          {photo.videoId && <span className="visually-hidden">Putar video: </span>}
          {photo.judul}
        </span>
        <span className="galeri-photo-meta">
          {photo.kategori} · <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
        </span>
      </span>
    </button>
  );
}

/**
 * The search field and the category buttons, one GET form. Each category button submits it
 * with its category (so it works without JavaScript); 'Cari' sends the current category
 * (SearchField's `keep`). 'Cari' comes first, so Enter in the field presses it rather than a
 * category.
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
          keep={{ name: "kategori", value: selected }}
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

/** The address's hash, '' on the server; follows the visitor's in-page links. */
function useHash(): string {
  const [hash, setHash] = useState("");
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    update();
    window.addEventListener("hashchange", update);
    return () => window.removeEventListener("hashchange", update);
  }, []);
  return hash;
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
  const [Dialog, setDialog] = useState<typeof PhotoDialog | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const tools = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const hash = useHash();

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
    if (!Dialog) {
      loadDialog()
        .then((component) => setDialog(() => component))
        // Not fetched (offline): nothing opens, and the next click tries again.
        .catch(() => setSelected(null));
    }
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

  const total = countText(results.total);
  return (
    <>
      <section className="section galeri" aria-labelledby="foto-galeri">
        <h2 id="foto-galeri" className="visually-hidden">
          Foto Galeri
        </h2>
        {totalPhotos === 0 ? (
          <p className="empty">{EMPTY_TEXTS.galeri}</p>
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
                <a className="button button-outline" href={pageHref(results.page - 1)}>
                  Lihat foto sebelumnya
                </a>
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

      {Dialog && (
        <Dialog photo={selected} onClosed={closed} playMark={<PlayMark />} formatDate={formatDate} />
      )}
    </>
  );
}

/** The page as an island: its search, filters and results live in the browser. */
export const GaleriLive = livePage(GaleriPage);

import type { Galeri } from "@padukuhan/shared/galeri";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { youtubeEmbedUrl } from "@padukuhan/shared/youtube";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { CARD_IMAGE, GALERI_DIALOG_SIZES } from "../components/image-sizes";

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
 * A video in the dialog: its stored thumbnail and a play button. Only the press inserts the
 * player, from youtube-nocookie.com (the one frame source the CSP allows besides the map), so
 * a visitor who only looks loads nothing from a third party.
 */
function VideoPlayer({ photo, videoId, playMark }: { photo: Galeri; videoId: string; playMark: ReactNode }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        className="galeri-video-player"
        src={youtubeEmbedUrl(videoId)}
        title={`Video: ${photo.judul}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button type="button" className="galeri-video-start" onClick={() => setPlaying(true)}>
      <ImageWithPlaceholder
        src={photo.foto}
        alt=""
        {...CARD_IMAGE}
        sizes={GALERI_DIALOG_SIZES}
        loading="eager"
      />
      {playMark}
      <span className="galeri-video-label">Putar video</span>
    </button>
  );
}

/**
 * The large photo in a native modal dialog: it makes the page behind inert and closes on Esc
 * by itself; `onClosed` runs however it was closed. Loaded by the gallery on its first use, so
 * it is not part of the page's first load. What the page's tiles show too (`playMark`, the date)
 * comes from the page: this chunk imports nothing the page's chunks have, which would split
 * those into more files to fetch up front.
 */
export function PhotoDialog({
  photo,
  onClosed,
  playMark,
  formatDate,
}: {
  photo: Galeri | null;
  onClosed: () => void;
  playMark: ReactNode;
  formatDate: (iso: string) => string;
}) {
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
          {photo.videoId ? (
            // Keyed by the item, so another video opened next starts unplayed.
            <VideoPlayer key={photo.id} photo={photo} videoId={photo.videoId} playMark={playMark} />
          ) : (
            <ImageWithPlaceholder
              src={photo.foto}
              alt={photo.judul}
              {...CARD_IMAGE}
              sizes={GALERI_DIALOG_SIZES}
              loading="eager"
            />
          )}
          <p className="galeri-dialog-meta">
            <span className="badge">{photo.kategori}</span>
            <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
          </p>
        </div>
      )}
    </dialog>
  );
}

/**
 * The article page's own islands (pages/artikel-detail.tsx), in a module of their own so their
 * chunk carries only these two buttons, not the page.
 */
import { type MouseEvent, useState } from "react";

/**
 * 'Kembali' goes back in history when the visitor reached this page from another page of the
 * site, otherwise (a shared link, a new tab) to the article list. It is a link to the list, so
 * it works before the island is hydrated and without JavaScript; going back keeps the list's
 * filters and scroll position, which the browser restores.
 */
export function BackButton() {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) means the list, as for any link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const fromSite = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    if (!fromSite || window.history.length < 2) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a href="/artikel" className="button button-small button-outline artikel-back" onClick={goBack}>
      <span aria-hidden="true">←</span> Kembali
    </a>
  );
}

/**
 * The seed's 'Suka' button did nothing. Here it is a toggle that only changes on this screen:
 * nothing is sent or stored, so it makes no claim that the like was saved.
 */
export function LikeButton() {
  const [liked, setLiked] = useState(false);
  return (
    <button
      type="button"
      className="button button-small button-outline artikel-like"
      aria-pressed={liked}
      onClick={() => setLiked((value) => !value)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z" />
      </svg>
      Suka
    </button>
  );
}

/**
 * What the public site's service worker (public-app/service-worker) and the app agree on:
 * where the worker is served, how it marks a page or page data it answered from the copy kept
 * on the phone, and the notice the visitor then sees (docs/decisions/018).
 */

/** The service worker's script, served from the site root so that its scope is the whole site. */
export const SERVICE_WORKER_PATH = "/sw.js";

/** The header on page data answered from the phone's copy instead of the network. */
export const OFFLINE_COPY_HEADER = "X-Salinan-Offline";

/** The class of the notice above a page shown from the phone's copy (styles.css). */
export const OFFLINE_NOTICE_CLASS = "offline-notice";

export const OFFLINE_NOTICE_TEXT =
  "Anda sedang offline. Halaman ini adalah salinan yang tersimpan di perangkat Anda dan mungkin bukan yang terbaru.";

/** The notice as HTML, for a page the service worker answers from its copy (no app needed). */
export const OFFLINE_NOTICE_HTML = `<p class="${OFFLINE_NOTICE_CLASS}" role="status">${OFFLINE_NOTICE_TEXT}</p>`;

/**
 * What the app tells the service worker: keep these same-origin URLs (the page it started on
 * and that page's photos and files, loaded before the worker took over; a page reached in-app).
 */
export interface ServiceWorkerMessage {
  type: "keep";
  urls: string[];
}

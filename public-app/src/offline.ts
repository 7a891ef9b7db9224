/**
 * The app's side of the service worker (public-app/service-worker, docs/decisions/018): it is
 * registered once the app has hydrated and the page has loaded, never competing with the first
 * screen; it is told what the first page loaded before it took over; and a page shown from the
 * phone's copy says so.
 */
import {
  OFFLINE_NOTICE_CLASS,
  OFFLINE_NOTICE_TEXT,
  SERVICE_WORKER_PATH,
  type ServiceWorkerMessage,
} from "@padukuhan/shared/offline";

/** Same-origin files the first page loaded that the worker keeps: photos and the app's files. */
const KEPT_FILES = /^\/(img|assets|api\/placeholder|icons)\/|^\/favicon\.svg$/;

const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

function tellWorker(urls: string[]) {
  const message: ServiceWorkerMessage = { type: "keep", urls };
  navigator.serviceWorker.controller?.postMessage(message);
}

/** Resolves once a worker answers this page's requests: from then on it sees every one. */
function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
  );
}

function keepIfOwn(src: string) {
  const url = new URL(src, location.href);
  if (url.origin === location.origin && KEPT_FILES.test(url.pathname)) tellWorker([url.href]);
}

function whenIdle(run: () => void) {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(run) : setTimeout(run, 0));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}

/** After hydration: registers the worker and hands it the first page and what it loaded. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  whenIdle(() => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_PATH, { updateViaCache: "none" })
      .then(controlled)
      .then(() => {
        // What the page loaded until now did not pass through the worker.
        const page = `${location.pathname}${location.search}`;
        const files = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && KEPT_FILES.test(url.pathname))
          .map((url) => url.href);
        tellWorker([page, ...files]);
        // Photos still arriving were asked for before the worker took over, too (a photo whose
        // bytes are in but not yet decoded is among the files already).
        const named = new Set(files);
        for (const image of document.images) {
          if (image.complete || named.has(new URL(image.currentSrc || image.src, location.href).href))
            continue;
          image.addEventListener("load", () => keepIfOwn(image.currentSrc), { once: true });
        }
      })
      // Refused (private mode, a browser that blocks it): the site works as before.
      .catch(() => undefined);
  });
}

/**
 * A page reached in the app: the worker kept its data; its HTML too, so that it opens after a
 * reload without a connection. Not when the visitor saves data: that costs a second download.
 */
export function keepPageForOffline(path: string) {
  if ("serviceWorker" in navigator && navigator.serviceWorker.controller && !savesData()) tellWorker([path]);
}

/** Whether a service worker answers this page's requests (and can show the offline page). */
export const offlineCopiesAvailable = () =>
  "serviceWorker" in navigator && navigator.serviceWorker.controller !== null;

/**
 * The notice above a page shown from the phone's copy: outside the app's root (the worker
 * writes the same one into a kept page it serves), so the app adds and removes it itself.
 */
export function showOfflineNotice(shown: boolean) {
  const current = document.querySelector(`.${OFFLINE_NOTICE_CLASS}`);
  if (!shown) {
    current?.remove();
    return;
  }
  if (current) return;
  const notice = document.createElement("p");
  notice.className = OFFLINE_NOTICE_CLASS;
  notice.setAttribute("role", "status");
  notice.textContent = OFFLINE_NOTICE_TEXT;
  document.body.prepend(notice);
}

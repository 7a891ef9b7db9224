/**
 * The page's side of the service worker (public-app/service-worker, docs/decisions/018): it is
 * registered once the page's islands have hydrated and the page has loaded, never competing
 * with the first screen, and it is told what the first page loaded before it took over. Every
 * later page is a document load, which passes through it (a page it serves from the phone's
 * copy carries the notice it writes).
 */
import { SERVICE_WORKER_PATH, type ServiceWorkerMessage } from "@padukuhan/shared/offline";

/** Same-origin files the first page loaded that the worker keeps: photos and the app's files. */
const KEPT_FILES = /^\/(img|assets|api\/placeholder|icons)\/|^\/favicon\.svg$/;

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

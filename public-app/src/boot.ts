/**
 * The public site's only up-front script, under a kilobyte compressed. The page is complete without
 * JavaScript (server-rendered, plain links), so its islands (React and the islands' own code,
 * main.tsx) start only once the first screen's main image has arrived and been painted, or the
 * page has loaded: on a slow connection the picture and the text get the bandwidth first. Never
 * later than START_AT_LATEST_MS, so a stalled image cannot keep the menu and filters waiting.
 * A page without islands loads no script at all.
 */
import { fallBackOnImageErrors } from "./image-fallback";
import { rememberAdminHint } from "./layout/admin-hint";
import { isDismissed, rememberDismissed } from "./layout/pengumuman-dismissal";

// Before the loader rewrites the address to its canonical form, which has no `admin`.
rememberAdminHint();

const START_AT_LATEST_MS = 3000;

const script = document.querySelector<HTMLScriptElement>("script[data-entry]");
const entry = script?.dataset.entry;
let started = false;

/** The chunks of each island (`{"topbar": ["/assets/…"]}`), written by the build. */
const islandChunks = JSON.parse(script?.dataset.islands ?? "{}") as Record<string, string[]>;

function start() {
  const islands = document.querySelectorAll<HTMLElement>("[data-island]");
  if (started || !entry || islands.length === 0) return;
  started = true;
  // The entry's own imports and the chunks of the islands hydrated at once, fetched alongside
  // it rather than one after the other as each is parsed.
  const chunks = new Set(script?.dataset.chunks?.split(" ").filter(Boolean));
  for (const island of islands)
    if (!island.dataset.when)
      for (const chunk of islandChunks[island.dataset.island ?? ""] ?? []) chunks.add(chunk);
  for (const chunk of chunks) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = chunk;
    document.head.append(link);
  }
  import(entry);
}

/**
 * After the next frame is painted, not merely when the bytes are in: a callback of the frame
 * after it (one frame's callback can still run before that frame's paint, and the small app
 * then arrived and started before the first paint in about half the bench's runs).
 */
const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));

const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
if (hero && !hero.complete) {
  hero.addEventListener("load", afterPaint, { once: true });
  hero.addEventListener("error", start, { once: true });
} else if (hero || document.readyState === "complete") {
  afterPaint();
} else {
  addEventListener("load", afterPaint, { once: true });
}
setTimeout(start, START_AT_LATEST_MS);

// The announcement bar (layout/pengumuman-bar.tsx): one this browser closed stays hidden from
// the first paint on, and its close button works before the app starts.
const bar = document.querySelector<HTMLElement>("[data-pengumuman]");
const barId = bar?.dataset.pengumuman;
if (bar && barId) {
  if (isDismissed(barId)) bar.hidden = true;
  bar.querySelector("button")?.addEventListener("click", () => {
    rememberDismissed(barId);
    bar.hidden = true;
  });
}
document.documentElement.dataset.js = "";

// The phone menu opens from the first paint: until the top bar's island has started (a few
// seconds on a slow phone), a tap is answered here, and the island takes the menu over as it
// stands (layout/topbar.tsx). Once React holds the island (`data-started`), React answers.
const menuButton = document.querySelector<HTMLButtonElement>(".menu-toggle");
menuButton?.addEventListener("click", () => {
  if (menuButton.closest("[data-started]")) return;
  const open = menuButton.getAttribute("aria-expanded") !== "true";
  menuButton.setAttribute("aria-expanded", String(open));
  document
    .getElementById(menuButton.getAttribute("aria-controls") ?? "")
    ?.classList.toggle("main-nav-open", open);
  menuButton.closest(".topbar")?.classList.toggle("topbar-solid", open);
});

// A page reached from another page of this site: the keyboard and screen reader start at its
// heading, as an in-app navigation did, not at the top of the document. Not on a reload, 'back'
// (the browser restores the position) or a link to a part of the page.
const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
const cameFromSite = document.referrer !== "" && new URL(document.referrer).origin === location.origin;
if (navigation?.type === "navigate" && cameFromSite && !location.hash) {
  // Another page of the same list (its pager): the results, where the visitor reads on.
  const results =
    new URL(document.referrer).pathname === location.pathname
      ? document.querySelector<HTMLElement>(".list-results[tabindex]")
      : null;
  const heading = document.querySelector<HTMLElement>("main h1");
  if (results) results.focus();
  else if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

fallBackOnImageErrors();

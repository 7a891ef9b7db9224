/**
 * The public site's only up-front script, about a kilobyte compressed, inline in the page. The
 * page is complete without JavaScript (server-rendered, plain links); this script does the little
 * every page does in the browser (the top bar's menu and colour, the announcement's close button),
 * and decides when the islands' script (React and the islands' own code, main.tsx) starts:
 * - an island that works at once (`load`, or `admin` where an admin signed in): once the first
 *   screen's main image has arrived and been painted, or the page has loaded, so on a slow
 *   connection the picture and the text get the bandwidth first; never later than
 *   START_AT_LATEST_MS, so a stalled image cannot keep the filters waiting;
 * - otherwise, when the first `idle` island's moment comes, or a `visible` one nears the screen.
 * A page whose islands wait (the footer's, a report's page, the village's figures) loads no React
 * until one is needed, and a page without islands loads no script at all.
 */
import { SCROLL_THRESHOLD_PX } from "@padukuhan/shared/constants";
import { fallBackOnImageErrors } from "./image-fallback";
import { readAdminHint, rememberAdminHint } from "./layout/admin-hint";
import { isDismissed, rememberDismissed } from "./layout/pengumuman-dismissal";

// Before the loader rewrites the address to its canonical form, which has no `admin`.
rememberAdminHint();

const START_AT_LATEST_MS = 3000;

const script = document.querySelector<HTMLScriptElement>("script[data-entry]");
const entry = script?.dataset.entry;
let started = false;

/** The chunks of each island (`{"adminSlot": ["/assets/…"]}`), written by the build. */
const islandChunks = JSON.parse(script?.dataset.islands ?? "{}") as Record<string, string[]>;

const islands = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
const startsAtOnce = (island: HTMLElement) =>
  !island.dataset.when || (island.dataset.when === "admin" && readAdminHint());

function start() {
  if (started || !entry || islands.length === 0) return;
  started = true;
  // The entry's own imports and the chunks of the islands hydrated at once, fetched alongside
  // it rather than one after the other as each is parsed.
  const chunks = new Set(script?.dataset.chunks?.split(" ").filter(Boolean));
  for (const island of islands)
    if (startsAtOnce(island))
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
const afterPaint = (run: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));

/** Once the first screen is there: its main image painted, or the page loaded. */
function afterFirstScreen(run: () => void) {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (hero && !hero.complete) {
    hero.addEventListener("load", () => afterPaint(run), { once: true });
    hero.addEventListener("error", run, { once: true });
  } else if (hero || document.readyState === "complete") {
    afterPaint(run);
  } else {
    addEventListener("load", () => afterPaint(run), { once: true });
  }
}

if (islands.some(startsAtOnce)) {
  afterFirstScreen(start);
  setTimeout(start, START_AT_LATEST_MS);
} else if (islands.length > 0) {
  // Browser tests and the bench tell a page that waits from one that never started.
  document.documentElement.dataset.islandsWait = "";
  if (islands.some((island) => island.dataset.when === "idle")) {
    // As for an island that works at once: a stalled picture must not keep it waiting.
    setTimeout(start, START_AT_LATEST_MS);
    afterFirstScreen(() =>
      "requestIdleCallback" in window
        ? requestIdleCallback(start, { timeout: 2000 })
        : setTimeout(start, 200),
    );
  }
  // The same margin main.tsx gives a visible island. One seen before the script has come is
  // marked so: it hydrates at once then, even if the visitor has scrolled on meanwhile.
  const nearing = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = entry.target.closest<HTMLElement>("[data-island]");
        if (!entry.isIntersecting || !island) continue;
        island.dataset.seen = "";
        start();
      }
    },
    { rootMargin: "200px" },
  );
  for (const island of islands)
    if (island.dataset.when === "visible") nearing.observe(island.firstElementChild ?? island);
  // An admin signing in in another tab: the admin's slot starts here too.
  addEventListener("storage", () => readAdminHint() && start());
}

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

// The top bar (layout/topbar.tsx): the phone menu opens and closes, Escape closes it and gives
// the button its focus back, and the bar is white while the menu is open or past 50 px.
const menuButton = document.querySelector<HTMLButtonElement>(".menu-toggle");
const menu = document.getElementById(menuButton?.getAttribute("aria-controls") ?? "");
const menuLabel = menuButton?.querySelector<HTMLElement>("[data-open-label]");
const closedLabel = menuLabel?.textContent ?? "";
const topbar = menuButton?.closest<HTMLElement>(".topbar");
const menuOpen = () => menuButton?.getAttribute("aria-expanded") === "true";
const paintTopbar = () =>
  topbar?.classList.toggle("topbar-solid", menuOpen() || window.scrollY > SCROLL_THRESHOLD_PX);
function setMenu(open: boolean) {
  menuButton?.setAttribute("aria-expanded", String(open));
  menu?.classList.toggle("main-nav-open", open);
  if (menuLabel) menuLabel.textContent = open ? (menuLabel.dataset.openLabel ?? "") : closedLabel;
  paintTopbar();
}
menuButton?.addEventListener("click", () => setMenu(!menuOpen()));
document.addEventListener("keydown", (event) => {
  if (event.key !== "Escape" || !menuOpen()) return;
  setMenu(false);
  menuButton?.focus();
});
addEventListener("scroll", paintTopbar, { passive: true });
paintTopbar();

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

/**
 * The public site's only up-front script, a few hundred bytes. The page is complete without
 * JavaScript (server-rendered, plain links), so the app (React, about 80 KB) starts only once
 * the first screen's main image has arrived and been painted, or the page has loaded: on a
 * slow connection the picture and the text get the bandwidth first. Never later than
 * START_AT_LATEST_MS, so a stalled image cannot keep the menu and filters waiting.
 */
const START_AT_LATEST_MS = 3000;

const script = document.querySelector<HTMLScriptElement>("script[data-entry]");
const entry = script?.dataset.entry;
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  // The entry's own imports, fetched alongside it rather than after it is parsed.
  for (const chunk of script?.dataset.chunks?.split(" ").filter(Boolean) ?? []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = chunk;
    document.head.append(link);
  }
  import(entry);
}

/** After the next frame is painted, not merely when the bytes are in. */
const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));

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

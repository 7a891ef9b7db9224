/**
 * The public site's islands in the browser (docs/decisions/015). The page is the server's HTML;
 * what a visitor interacts with is an island (`[data-island]`, islands/island.tsx) hydrated as a
 * React root of its own, inside a transition so a long hydration yields to the visitor's input.
 * Islands marked `idle` wait for an idle moment, `visible` until they are about to be seen; the
 * admin's slot (`admin`) hydrates at once, whatever started this script. Started by the boot
 * script: after the first screen where an island works at once, else when one is wanted (boot.ts).
 */
import { type ComponentType, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { type IslandPage, IslandRoot, type IslandWhen, islandIdPrefix } from "./islands/island-root";
import { type IslandName, islandLoaders } from "./islands/registry";

/** Calls `done` once the island's first render is committed. */
function Committed({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

async function hydrateIsland(element: HTMLElement, index: number, page: IslandPage): Promise<void> {
  const Component = (await islandLoaders[element.dataset.island as IslandName]()) as ComponentType<object>;
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  return new Promise((resolve) => {
    const island = (
      <IslandRoot page={page}>
        <Component {...props} />
        <Committed
          done={() => {
            // Each island says when it works, on its wrapper (outside React's root): browser
            // tests wait for the one they use.
            element.dataset.hydrated = "";
            resolve();
          }}
        />
      </IslandRoot>
    );
    startTransition(() => {
      // An island the server left to the browser (islands/island.tsx, `ClientIsland`) is drawn anew.
      if (element.dataset.client !== undefined) {
        createRoot(element, { identifierPrefix: islandIdPrefix(index) }).render(island);
        return;
      }
      hydrateRoot(element, island, {
        identifierPrefix: islandIdPrefix(index),
        // The server's HTML was thrown away and rendered anew: a bug, said where tests see it.
        onRecoverableError: (error) => console.error("[island]", element.dataset.island, error),
      });
    });
  });
}

function whenIdle(run: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

function whenVisible(element: HTMLElement, run: () => void) {
  // The wrapper is `display: contents` (no box of its own): its first child is what is seen.
  const target = element.firstElementChild ?? element;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: "200px" },
  );
  observer.observe(target);
}

const payloadScript = document.getElementById("page-data");
if (payloadScript?.textContent) {
  const page = JSON.parse(payloadScript.textContent) as IslandPage;
  // The server rendered the canonical URL (unknown parameters dropped, values normalised):
  // the address bar says the same, as the islands were rendered for it.
  const { pathname, search } = page.location;
  const canonical = search ? `?${search}` : "";
  if (window.location.pathname === pathname && window.location.search !== canonical) {
    window.history.replaceState(window.history.state, "", `${pathname}${canonical}${window.location.hash}`);
  }
  const first: Promise<void>[] = [];
  document.querySelectorAll<HTMLElement>("[data-island]").forEach((element, index) => {
    const when = (element.dataset.when ?? "load") as IslandWhen;
    const start = () => hydrateIsland(element, index, page);
    // `seen`: a visible island the boot script saw near the screen before this script came.
    if (when === "load" || when === "admin" || element.dataset.seen !== undefined) first.push(start());
    else if (when === "idle") whenIdle(start);
    else whenVisible(element, start);
  });
  // Until this mark, buttons and forms are the server's plain HTML: styles and the browser
  // tests can tell the two apart.
  void Promise.all(first).then(() => {
    document.documentElement.dataset.hydrated = "";
    // Its own chunk: the worker is registered only once the page has loaded, so its code is
    // no part of what a page needs to become interactive.
    void import("./offline").then((offline) => offline.registerServiceWorker());
  });
}

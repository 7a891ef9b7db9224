/**
 * Each public route inlines only its own CSS: the site's stylesheet and those its page's
 * modules import (scripts/build.ts, `routeStylesheets`). A component whose stylesheet is not
 * imported where it is shown would look unstyled on that page alone; this renders every route
 * with the sample content and finds any class it shows that the site's or a component's
 * stylesheet styles but the CSS that route inlines does not. (A page's own stylesheet styles
 * classes in its own context, `.galeri-search .search-field`: those are its business.)
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { routeStylesheets } from "./build";
import { type RenderedRoute, routeIslands } from "./lib/first-load";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The site's stylesheet, every component's and those the shared package gives both apps: what
 * more than one page may show.
 */
async function sharedStylesheets(): Promise<string> {
  const inFolder = async (folder: string) =>
    (await readdir(path.join(root, folder), { recursive: true }))
      .filter((file) => file.endsWith(".css") && !file.startsWith(`pages${path.sep}`))
      .map((file) => path.join(root, folder, file));
  const files = [...(await inFolder("public-app/src")), ...(await inFolder("shared/src/styles"))];
  expect(files).toContain(path.join(root, "public-app/src/styles.css"));
  expect(files).toContain(path.join(root, "shared/src/styles/base.css"));
  return (await Promise.all(files.map((file) => readFile(file, "utf8")))).join("\n");
}

/** Class names in a stylesheet's selectors (a class starts with a letter, so `0.5rem` is none). */
const stylesheetClasses = (css: string) =>
  new Set(
    [...css.replace(/url\([^)]*\)/g, "").matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1] as string),
  );

/** Class names a page's HTML uses. */
const htmlClasses = (html: string) =>
  new Set(
    [...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => (m[1] as string).split(/\s+/).filter(Boolean)),
  );

let routes: Map<string, RenderedRoute>;
let styles: Record<string, string>;
let shared: string;

beforeAll(async () => {
  [routes, styles, shared] = await Promise.all([routeIslands(root), routeStylesheets(), sharedStylesheets()]);
}, 60_000);

describe("each route's inline CSS", () => {
  it("styles every class the route shows that the site's or a component's stylesheet styles", () => {
    const styledAnywhere = stylesheetClasses(shared.replace(/\/\*[\s\S]*?\*\//g, ""));
    const unstyled: Record<string, string[]> = {};
    for (const [route, page] of routes) {
      const css = styles[page.styles ?? ""];
      expect(css, `${route}: stylesheet "${page.styles}"`).toBeDefined();
      const styledHere = stylesheetClasses(css ?? "");
      const missing = [...htmlClasses(page.html)].filter(
        (name) => styledAnywhere.has(name) && !styledHere.has(name),
      );
      if (missing.length > 0) unstyled[route] = missing;
    }
    expect(unstyled).toEqual({});
  });

  it("leaves out the styles of components a route does not show", () => {
    // The gallery shows no article cards and no sidebar; the katalog placeholder no list at all.
    const galeri = stylesheetClasses(styles[routes.get("/galeri")?.styles ?? ""] ?? "");
    expect(galeri.has("card-body")).toBe(false);
    expect(galeri.has("sidebar-box")).toBe(false);
    const katalog = stylesheetClasses(styles[routes.get("/katalog")?.styles ?? ""] ?? "");
    expect(katalog.has("search-row")).toBe(false);
    expect(katalog.has("pager")).toBe(false);
  });
});

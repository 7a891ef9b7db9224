import type { HydrationPayload, RenderResult } from "@padukuhan/public-app/entry-server";
import { escapeHtml } from "@padukuhan/shared/html";
import { SITE_FILE_ROUTES } from "@padukuhan/shared/routes";
import { colorVariables } from "@padukuhan/shared/site";
import { appleTouchIcon } from "../lib/manifest";

type RenderedPage = Extract<RenderResult, { kind: "page" }>;
type PageMeta = RenderedPage["meta"];

/**
 * What the head of a server-rendered page says about it: the page's own part (`PageMeta`, its
 * image made absolute) and what the Worker adds.
 */
export interface DocumentMeta extends PageMeta {
  /** Absolute URL of the page with its canonical query (routes.ts), if any. */
  canonical: string;
  siteName: string;
  /** The village's primary colour, for the phone's browser bar. */
  themeColor: string;
  /** The `:root` rule of the village's colours (its hash is in the page's CSP). */
  colors: string;
  /**
   * Links the web app manifest and the home-screen icon (decision 017). False on the admin
   * host's article preview: the admin is never installed as the public site.
   */
  installable: boolean;
  /** The home-screen icon iOS takes: the logo's, or the neutral one. */
  appleTouchIcon: { href: string; size: number };
}

const [MANIFEST] = SITE_FILE_ROUTES;

/**
 * The head of a rendered page: its own title, description and picture, made absolute on the
 * public origin, with the village's name and colours.
 */
export function documentMeta(page: RenderedPage, publicOrigin: string): DocumentMeta {
  const { identity } = page.payload.config.site;
  return {
    ...page.meta,
    image: new URL(page.meta.image, publicOrigin).href,
    // The origin and the page's own path: never a host a request smuggled in.
    canonical: `${publicOrigin}${page.canonicalPath}`,
    siteName: identity.villageName,
    themeColor: identity.colors.primary,
    colors: colorVariables(identity.colors),
    installable: true,
    appleTouchIcon: appleTouchIcon(identity.logo),
  };
}

export { escapeHtml };

/**
 * JSON that is safe inside `<script type="application/json">`: no `</script>` or `<!--` can
 * end it early, and line separators cannot break older parsers.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function headTags(meta: DocumentMeta): string {
  const tag = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  // What a shared link's preview shows, said alike to Open Graph readers and to X's cards.
  const preview = {
    title: meta.title,
    description: meta.description,
    image: meta.image,
    "image:alt": meta.imageAlt,
  };
  const previewTags = (attribute: "name" | "property", prefix: "og" | "twitter") =>
    Object.entries(preview).map(([key, content]) => tag(attribute, `${prefix}:${key}`, content));
  return [
    `<title>${escapeHtml(meta.documentTitle)}</title>`,
    tag("name", "description", meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(meta.siteName)}" href="/rss.xml">`,
    tag("property", "og:site_name", meta.siteName),
    tag("property", "og:locale", "id_ID"),
    tag("property", "og:type", meta.type),
    tag("property", "og:url", meta.canonical),
    ...previewTags("property", "og"),
    ...(meta.imageType ? [tag("property", "og:image:type", meta.imageType)] : []),
    // Announced only when known: a wrong size would make a preview crop or skip the image.
    ...(meta.imageSize
      ? [
          tag("property", "og:image:width", String(meta.imageSize.width)),
          tag("property", "og:image:height", String(meta.imageSize.height)),
        ]
      : []),
    tag("name", "twitter:card", "summary_large_image"),
    ...previewTags("name", "twitter"),
    tag("name", "theme-color", meta.themeColor),
    ...(meta.installable
      ? [
          `<link rel="manifest" href="${MANIFEST.path}">`,
          `<link rel="apple-touch-icon" sizes="${meta.appleTouchIcon.size}x${meta.appleTouchIcon.size}" href="${escapeHtml(meta.appleTouchIcon.href)}">`,
        ]
      : []),
  ].join("\n");
}

/**
 * The page's structured data (pages/json-ld.ts), escaped as the page data is. A data block,
 * never run: the CSP's script-src does not apply to it.
 */
const jsonLdTags = (objects: readonly unknown[]) =>
  objects.map((object) => `\n<script type="application/ld+json">${scriptSafeJson(object)}</script>`).join("");

/** The public shell's boot script (`scripts/build.ts`), inline: the element, and its text. */
const BOOT_SCRIPT = /<script type="module" data-entry[^>]*>([\s\S]*?)<\/script>/;

/** The boot script's text in a shell, for its hash in the page's CSP; null when it has none. */
export const shellBootScript = (template: string): string | null => template.match(BOOT_SCRIPT)?.[1] ?? null;

/** The shell without its boot script: a page that must not start (the admin's preview). */
export const withoutBootScript = (html: string): string => html.replace(BOOT_SCRIPT, "");

/**
 * Fills the public shell built by `scripts/build.ts` with the rendered page and its route's CSS
 * (`page-styles.ts`). The page's markup starts with React's preload of its first screen's main
 * picture (and an island's, moved there): just before the page, where it neither competes with
 * the head nor comes late.
 */
export function fillShell(
  template: string,
  meta: DocumentMeta,
  css: string,
  appHtml: string,
  payload: HydrationPayload,
  jsonLd: readonly unknown[] = [],
): string {
  const data = `<script type="application/json" id="page-data">${scriptSafeJson(payload)}</script>`;
  // Function replacers: `$` in page content must not be read as a replacement pattern.
  return (
    template
      .replace("<!--ssr-head-->", () => headTags(meta) + jsonLdTags(jsonLd))
      .replace("<!--ssr-style-->", () => `<style>${css}</style>`)
      // After the app's stylesheet, so the village's colours win over its defaults.
      .replace("</head>", () => `<style>${meta.colors}</style>\n</head>`)
      .replace("<!--ssr-app-->", () => appHtml)
      .replace("<!--ssr-data-->", () => data)
  );
}

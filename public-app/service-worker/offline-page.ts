/**
 * 'Anda sedang offline': what a page the phone has no copy of shows without a connection. It
 * lists the pages that are kept, the articles and UMKM by their titles, all read from the
 * copies themselves, so it names only this village's own content.
 */
import { escapeHtml } from "@padukuhan/shared/html";
import { matchPageRoute, PAGE_DATA_PREFIX } from "@padukuhan/shared/routes";

/**
 * Before any page is kept there is no village colour to read: the neutral default's primary
 * (DEFAULT_SETTINGS in shared/src/settings.ts, which would bring zod into this worker).
 */
const NEUTRAL_COLOR = "#2e6b3f";

interface KeptPage {
  href: string;
  title: string;
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&lt;": "<",
  "&gt;": ">",
  "&#39;": "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#39);/g, (entity) => ENTITIES[entity] ?? entity);

/** A `<meta>` of the page's head (as worker/src/pages/document.ts writes them). */
function metaContent(html: string, attribute: "name" | "property", key: string): string | null {
  const match = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`));
  return match?.[1] === undefined ? null : decode(match[1]);
}

/** Read only to the end of the head: the titles and colours are there. */
async function headOf(response: Response): Promise<string> {
  const html = await response.text();
  const end = html.indexOf("</head>");
  return end === -1 ? html : html.slice(0, end);
}

/**
 * `kept`: the pages cache's entries; `copyOf`: an entry's copy while it is fresh (an expired
 * one is not listed: its link would only lead back here).
 */
export async function offlinePage(
  requestedUrl: string,
  kept: readonly Request[],
  copyOf: (request: Request) => Promise<Response | undefined>,
): Promise<Response> {
  const artikel: KeptPage[] = [];
  const umkm: KeptPage[] = [];
  const other: KeptPage[] = [];
  let siteName: string | null = null;
  let themeColor: string | null = null;
  // Newest first: the cache keeps them oldest first.
  for (const request of [...kept].reverse()) {
    const url = new URL(request.url);
    if (url.pathname.startsWith(`${PAGE_DATA_PREFIX}/`)) continue;
    const copy = await copyOf(request);
    if (!copy) continue;
    const head = await headOf(copy);
    const name = metaContent(head, "property", "og:site_name");
    siteName ??= name;
    themeColor ??= metaContent(head, "name", "theme-color");
    const fullTitle = metaContent(head, "property", "og:title") ?? url.pathname;
    // Titles end with ' | {village}' (public-app/src/page-meta.ts); the list names the page.
    const title =
      name && fullTitle.endsWith(` | ${name}`) ? fullTitle.slice(0, -` | ${name}`.length) : fullTitle;
    const page = { href: `${url.pathname}${url.search}`, title };
    const { route } = matchPageRoute(url.pathname);
    if (route.page === "artikelDetail") artikel.push(page);
    else if (route.page === "umkmDetail") umkm.push(page);
    else other.push(page);
  }
  const list = (pages: KeptPage[], none: string) =>
    pages.length === 0
      ? `<p class="none">${none}</p>`
      : `<ul>${pages.map((page) => `<li><a href="${escapeHtml(page.href)}">${escapeHtml(page.title)}</a></li>`).join("")}</ul>`;
  const color = themeColor && /^#[0-9a-f]{3,8}$/i.test(themeColor) ? themeColor : NEUTRAL_COLOR;
  const requested = new URL(requestedUrl);
  const html = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Anda sedang offline${siteName ? ` | ${escapeHtml(siteName)}` : ""}</title>
<meta name="theme-color" content="${color}">
<style>
@view-transition{navigation:auto}
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1f2933;background:#f7f7f5}
header{background:${color};color:#fff;padding:1rem}
header p{margin:0;font-weight:700}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}
h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
ul{padding:0;list-style:none}
li a{display:block;padding:.75rem 0;min-height:44px;box-sizing:border-box;color:${color};border-bottom:1px solid #ddd}
.retry{display:inline-block;padding:.75rem 1.25rem;border-radius:999px;background:${color};color:#fff;text-decoration:none}
.none{color:#52606d}
</style>
</head>
<body>
${siteName ? `<header><p>${escapeHtml(siteName)}</p></header>` : ""}
<main>
<h1>Anda sedang offline</h1>
<p>Halaman ini belum tersimpan di perangkat Anda. Sambungkan ke internet lalu coba lagi, atau buka halaman yang sudah tersimpan di bawah ini.</p>
<p><a class="retry" href="${escapeHtml(`${requested.pathname}${requested.search}`)}">Coba Lagi</a></p>
<h2>Artikel yang tersimpan</h2>
${list(artikel, "Belum ada artikel yang tersimpan.")}
<h2>UMKM yang tersimpan</h2>
${list(umkm, "Belum ada UMKM yang tersimpan.")}
<h2>Halaman lain yang tersimpan</h2>
${list(other, "Belum ada halaman lain yang tersimpan.")}
</main>
</body>
</html>`;
  return new Response(html, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
    },
  });
}

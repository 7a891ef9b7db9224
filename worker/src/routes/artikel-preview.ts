import { renderPage } from "@padukuhan/public-app/entry-server";
import type { Artikel } from "@padukuhan/shared/artikel";
import { formatWhen } from "@padukuhan/shared/format";
import { type ContentSource, pageLoaders } from "@padukuhan/shared/pages";
import { siteChrome } from "@padukuhan/shared/site";
import { Hono } from "hono/tiny";
import { sessionToken } from "../auth/middleware";
import { findSession } from "../auth/sessions";
import { findAnyArtikel } from "../content/artikel/store";
import { d1Source } from "../content/source";
import type { AppEnv } from "../env";
import { isAdminHost } from "../lib/hosts";
import { contentSecurityPolicy } from "../lib/security-headers";
import { documentMeta, escapeHtml, fillShell, withoutBootScript } from "../pages/document";
import { cachedInlineHash, inlineHash, routeStylesheet } from "../pages/page-styles";
import { NOT_BUILT, shellTemplate } from "./pages";

/** Where an article's preview lives, on the admin host (the admin list links to it). */
export const artikelPreviewPath = (id: string) => `/admin/artikel/${encodeURIComponent(id)}/pratinjau`;

const NOTICE_CSS =
  ".pratinjau-notice{position:fixed;inset:auto 0 0;z-index:70;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.25rem 1rem;margin:0;padding:.5rem 1rem;background:#7a1f1f;color:#fff;font-weight:600;text-align:center}.pratinjau-notice a{display:inline-flex;align-items:center;min-height:44px;color:#fff}body{padding-bottom:4.5rem}";

function noticeText(artikel: Artikel): string {
  if (artikel.status === "draf")
    return "Pratinjau: artikel ini masih Draf dan belum terlihat oleh pengunjung.";
  if (artikel.status === "terjadwal") {
    return `Pratinjau: artikel ini Terjadwal terbit ${formatWhen(artikel.publishAt)} WIB dan belum terlihat oleh pengunjung.`;
  }
  return "Pratinjau: artikel ini sudah Terbit dan terlihat oleh pengunjung.";
}

/**
 * `/admin/artikel/:id/pratinjau`: an article in any status as visitors would see it once
 * published, rendered on the server by the public app's own article page inside the public
 * document (its CSS), with no script: nothing hydrates, nothing is cached, no robot indexes it.
 * Admin host only and only with a session (otherwise to the sign-in page); on the public host
 * the path goes on to the usual redirect to the admin host.
 */
export const artikelPreview = new Hono<AppEnv>().get("/:id/pratinjau", async (c, next) => {
  if (!isAdminHost(c)) return next();
  const token = sessionToken(c);
  const session = token ? await findSession(c.env.DB, token) : null;
  if (!session || session.mustChangePassword) return c.redirect("/login", 302);
  const template = await shellTemplate(c, "public");
  if (!template) return c.text(NOT_BUILT, 503);

  const id = c.req.param("id");
  const db = c.env.DB;
  const stored = d1Source(db);
  const source: ContentSource = { ...stored, artikel: (wanted) => findAnyArtikel(db, wanted) };
  const artikel = await findAnyArtikel(db, id);
  const settings = await stored.settings();
  const result = await renderPage(
    new URL(`/artikel/${encodeURIComponent(id)}`, c.env.PUBLIC_ORIGIN),
    (page, input) => pageLoaders[page](source, input),
    Promise.resolve({
      publicOrigin: c.env.PUBLIC_ORIGIN,
      adminOrigin: c.env.ADMIN_ORIGIN,
      site: siteChrome(settings),
      pengumuman: null,
    }),
  );
  if (result.kind === "redirect" || !artikel) return c.text("Artikel tidak ditemukan.", 404);
  // The admin host offers no manifest: its pages must not link one.
  const meta = { ...documentMeta(result, c.env.PUBLIC_ORIGIN), installable: false };
  const notice = `<p class="pratinjau-notice" role="note"><span>${escapeHtml(noticeText(artikel))}</span><a href="/admin/artikel">Kembali ke Kelola Artikel</a></p>`;
  const css = await routeStylesheet(c, result.styles);
  if (css === null) return c.text(NOT_BUILT, 503);
  // No hydration: neither the app's script nor its data.
  const html = withoutBootScript(fillShell(template, meta, css, result.html, result.payload))
    .replace(/<script type="application\/json" id="page-data">[\s\S]*?<\/script>/, "")
    .replace(
      "</head>",
      () => `<meta name="robots" content="noindex, nofollow">\n<style>${NOTICE_CSS}</style>\n</head>`,
    )
    .replace("</body>", () => `${notice}\n</body>`);
  const styleHashes = [
    await cachedInlineHash(css),
    await inlineHash(meta.colors),
    await inlineHash(NOTICE_CSS),
  ];
  return c.html(html, 200, {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Security-Policy": contentSecurityPolicy(c.env, styleHashes),
  });
});

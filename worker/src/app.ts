import { LAPOR_PATHS } from "@padukuhan/shared/lapor";
import { apiMessages } from "@padukuhan/shared/messages";
import { PESAN_PATHS } from "@padukuhan/shared/pesan";
import { HTTPException } from "hono/http-exception";
import { Hono } from "hono/tiny";
import { adminHostOnly, requireAdminOrigin, requireSession } from "./auth/middleware";
import { dataDownloads } from "./content/data/public-routes";
import { laporPublic } from "./content/lapor/public-routes";
import type { AppEnv } from "./env";
import { edgeCache } from "./lib/edge-cache";
import { apiError } from "./lib/errors";
import { redirectLoopbackHosts } from "./lib/hosts";
import { securityHeaders } from "./lib/security-headers";
import { errorPage } from "./pages/error-page";
import { adminApi } from "./routes/admin-api";
import { artikelPreview } from "./routes/artikel-preview";
import { authApi } from "./routes/auth-api";
import { contentApi } from "./routes/content-api";
import { feedRoutes } from "./routes/feeds";
import { imageRoutes } from "./routes/images";
import { pageDataApi } from "./routes/page-data-api";
import { pageRoutes } from "./routes/pages";
import { pesanPublic } from "./routes/pesan";
import { placeholderApi } from "./routes/placeholder";
import { siteFileRoutes } from "./routes/site-files";

export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .use(redirectLoopbackHosts)
  .use(edgeCache)
  // Auth and admin: admin host only, writes only from the admin origin, admin routes only
  // with a session. These guards sit in front of the routers, so no route can skip them.
  .use("/api/auth/*", adminHostOnly, requireAdminOrigin)
  .use("/api/admin/*", adminHostOnly, requireAdminOrigin, requireSession)
  .route("/api/auth", authApi)
  .route("/api/admin", adminApi)
  .route("/api", contentApi)
  .route("/api/placeholder", placeholderApi)
  .route("/api/pages", pageDataApi)
  .route("/img", imageRoutes)
  // 'Kirim Pesan' (POST only; its other methods fall through to the pages).
  .route(PESAN_PATHS.kirim, pesanPublic)
  // 'Lapor Warga' (POST only; GET /lapor is the form's page).
  .route(LAPOR_PATHS.form, laporPublic)
  // Any other /api path is a client's mistake: JSON 404, never the app shell.
  .all("/api/*", (c) => apiError(c, 404, "not_found", apiMessages.routeNotFound))
  // An article's preview in any status (admin host, with a session; see the route).
  .route("/admin/artikel", artikelPreview)
  // robots.txt, the sitemaps and the RSS feed: before the pages, whose catch-all takes the rest.
  .route("/", feedRoutes)
  // 'Data Padukuhan''s open data files (/data/penduduk-2026.csv); the /data pages are pages.
  .route("/", dataDownloads)
  // The web app manifest, the service worker and the home-screen icons (decision 017).
  .route("/", siteFileRoutes)
  .route("/", pageRoutes);

app.notFound((c) => apiError(c, 404, "not_found", apiMessages.routeNotFound));

// A bug must not leak a stack trace to the client; the log keeps the detail. API clients get
// the JSON error; a person who asked for a page gets a page.
app.onError((error, c) => {
  // A check refused the request (lib/errors.ts `refuse`): the exception carries the answer.
  if (error instanceof HTTPException) return error.getResponse();
  console.error(`[error] ${c.req.method} ${c.req.path}`, error);
  if (/^\/(api|img)(\/|$)/.test(c.req.path)) return apiError(c, 500, "server_error", apiMessages.serverError);
  return c.html(errorPage(apiMessages.serverError), 503, {
    "Cache-Control": "no-store",
    "Retry-After": "60",
  });
});

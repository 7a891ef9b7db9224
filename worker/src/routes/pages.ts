import { Hono } from "hono";
import type { AppEnv } from "../env";
import { isAdminHost } from "../lib/hosts";

/** Build output files carry a content hash in their name, so they never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

async function fetchAsset(c: { env: AppEnv["Bindings"]; req: { url: string } }, path: string) {
  return c.env.ASSETS.fetch(new Request(new URL(path, c.req.url)));
}

/**
 * Everything that is not API or image: hashed assets, the admin redirects of the public host,
 * and each host's app shell (deep links load the right app on reload).
 */
export const pageRoutes = new Hono<AppEnv>()
  .get("/assets/*", async (c) => {
    const asset = await fetchAsset(c, c.req.path);
    if (!asset.ok) return c.text("Not found", 404);
    const response = new Response(asset.body, asset);
    response.headers.set("Cache-Control", IMMUTABLE);
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  })
  .get("/favicon.svg", async (c) => {
    const asset = await fetchAsset(c, "/favicon.svg");
    const response = new Response(asset.body, asset);
    response.headers.set("Cache-Control", "public, max-age=86400");
    return response;
  })
  .get("*", async (c, next) => {
    const path = c.req.path;
    const wantsAdmin = path === "/login" || path === "/admin" || path.startsWith("/admin/");
    if (wantsAdmin && !isAdminHost(c)) {
      const search = new URL(c.req.url).search;
      return c.redirect(`${c.env.ADMIN_ORIGIN}${path}${search}`, 302);
    }
    return next();
  })
  .get("*", async (c) => {
    const shell = await fetchAsset(c, isAdminHost(c) ? "/admin/index.html" : "/public/index.html");
    if (!shell.ok) return c.text("Aplikasi belum dibangun. Jalankan `npm run build`.", 503);
    return c.html(await shell.text(), 200, { "Cache-Control": "no-cache" });
  });

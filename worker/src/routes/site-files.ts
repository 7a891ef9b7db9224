import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { readIdentity } from "../content/feeds";
import type { AppEnv } from "../env";
import { isAdminHost } from "../lib/hosts";
import { webAppManifest } from "../lib/manifest";

const NOT_FOUND = "Alamat tidak ditemukan.";

/** The admin app is never installed as the public site: none of these answer on its host. */
const notFound = (c: Context<AppEnv>) => c.text(NOT_FOUND, 404, { "Cache-Control": "no-store" });

/**
 * What makes the public site installable (decision 017): the manifest, the service worker and
 * the home-screen icons. The manifest is cached at the edge under the content version
 * (`SITE_FILE_ROUTES`, lib/edge-cache.ts), so saving the identity shows in it at once.
 */
export const siteFileRoutes = new Hono<AppEnv>()
  .get("/manifest.webmanifest", async (c) => {
    if (isAdminHost(c)) return notFound(c);
    const manifest = webAppManifest(await readIdentity(c.env.DB));
    // The edge cache turns no-cache into its own revalidating header; without it, this stands.
    return c.body(JSON.stringify(manifest), 200, {
      "Content-Type": "application/manifest+json",
      "Cache-Control": "no-cache",
    });
  })
  .get("/sw.js", async (c) => {
    if (isAdminHost(c)) return notFound(c);
    // The browser's If-None-Match goes along: an unchanged worker costs a 304, not its bytes.
    const conditional = new Headers();
    const etag = c.req.header("If-None-Match");
    if (etag) conditional.set("If-None-Match", etag);
    const asset = await c.env.ASSETS.fetch(
      new Request(new URL("/sw.js", c.req.url), { headers: conditional }),
    );
    if (!asset.ok && asset.status !== 304) return notFound(c);
    // A browser checks for a new service worker as it visits; no-cache makes that check reach
    // the deployment that is live now, never a copy (nor the edge cache: it is not in it).
    const headers = new Headers({ "Content-Type": "text/javascript", "Cache-Control": "no-cache" });
    const assetEtag = asset.headers.get("ETag");
    if (assetEtag) headers.set("ETag", assetEtag);
    return new Response(asset.status === 304 ? null : asset.body, { status: asset.status, headers });
  })
  .get("/icons/:name", async (c) => {
    const asset = await c.env.ASSETS.fetch(new Request(new URL(c.req.path, c.req.url)));
    if (!asset.ok) return notFound(c);
    const response = new Response(asset.body, asset);
    // As the favicon: drawn from it by the build, so they change only with a deployment.
    response.headers.set("Cache-Control", "public, max-age=86400");
    return response;
  });

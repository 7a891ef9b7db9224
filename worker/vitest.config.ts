import { readFile } from "node:fs/promises";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { Response as MiniflareResponse } from "miniflare";
import { defineProject } from "vitest/config";

/** Where the tests' video thumbnails come from (content/galeri/admin-routes.ts fetches them). */
const THUMBNAIL_ORIGIN = "http://thumbnails.test";
const thumbnail = await readFile(
  path.join(import.meta.dirname, "../shared/content/images/produk-jahe-merah/original.jpg"),
);

/**
 * The thumbnail host as the gallery tests need it: a video id starting "gone" answers 404 (no
 * such video), "html" a page rather than an image; any other id a real JPEG. Every other
 * address is refused.
 */
function outbound(request: Request) {
  const url = new URL(request.url);
  const id = /^\/vi\/([\w-]{11})\/hqdefault\.jpg$/.exec(url.pathname)?.[1];
  if (url.origin !== THUMBNAIL_ORIGIN) return new MiniflareResponse("no internet in tests", { status: 502 });
  if (!id || id.startsWith("gone")) return new MiniflareResponse("Not Found", { status: 404 });
  if (id.startsWith("html")) {
    return new MiniflareResponse("<!doctype html><title>x</title>", {
      headers: { "content-type": "text/html" },
    });
  }
  return new MiniflareResponse(thumbnail, { headers: { "content-type": "image/jpeg" } });
}

// Tests run inside workerd with the real wrangler.toml bindings: D1 with the same migration
// files wrangler applies, R2, and the built assets in dist/ (`npm test` builds first).
export default defineProject(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "../migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "../wrangler.toml" },
        // REPORT_D1_ROWS_READ: responses say how many D1 rows they read (db/metered.ts).
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            REPORT_D1_ROWS_READ: "1",
            YOUTUBE_THUMBNAIL_ORIGIN: THUMBNAIL_ORIGIN,
          },
          // The Worker's own fetches never reach the internet in tests.
          outboundService: outbound,
        },
      }),
    ],
    test: {
      name: "worker",
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      setupFiles: ["./test/apply-migrations.ts"],
      // Each file loads the Worker afresh in a workerd of its own, one module at a time (about
      // 15 ms each). The dependencies bundled once, as Vite does for a browser, leave ~200 of our
      // own modules to load: 278 -> 232 s for the 60 files here.
      deps: {
        optimizer: {
          ssr: {
            enabled: true,
            include: [
              "zod/mini",
              "hono",
              "hono/tiny",
              "hono/cookie",
              "hono/cors",
              "hono/http-exception",
              "hono/validator",
              "hono/utils/http-status",
              "drizzle-orm",
              "drizzle-orm/sqlite-core",
              "fast-xml-parser",
            ],
          },
        },
      },
      // Sign-in tests run real scrypt hashes (about 0.2 s each, more on a busy machine).
      testTimeout: 60_000,
      // Two files at a time, each in a workerd of its own (Vitest's default on 2 cores is one):
      // 262 -> 173 s on the CI machine. A group of its own when projects run together, since
      // the others keep the default (the script tests, two at a time, once broke miniflare's
      // platform proxy).
      maxWorkers: 2,
      sequence: { groupOrder: 1 },
    },
  };
});

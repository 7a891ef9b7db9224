/**
 * The open data of 'Data Padukuhan' (docs/decisions/022): `/data/penduduk-2026.csv`,
 * `/data/apbdes-2026.json`, one stable address per table, year and format, on the public host.
 * Cached at the edge under the content version like the feeds (lib/edge-cache.ts knows them by
 * `parseDataDownload`), so a saved table is in its file on the next request.
 */
import { DATA_PATHS, dataMessages, parseDataDownload } from "@padukuhan/shared/data-padukuhan";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../../env";
import { isAdminHost } from "../../lib/hosts";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { CONTENT_TYPES, dataFile } from "./files";
import { storedTable } from "./store";

/**
 * Any name under /data with a download's extension: the handler reads the name, and answers a
 * malformed one as not found. A page (`/data`, `/data/apbdes`) has no extension, so the pages
 * keep their addresses.
 */
export const DATA_DOWNLOAD_ROUTE = "/data/:file{[^/]+\\.(?:csv|json)}";

export const dataDownloads = new Hono<AppEnv>()
  .get(DATA_DOWNLOAD_ROUTE, async (c) => {
    const file = isAdminHost(c) ? null : parseDataDownload(c.req.path);
    const stored = file && (await storedTable(c.env.DB, file.tabel, file.tahun));
    if (!file || !stored) {
      return c.text(dataMessages.notFound, 404, { "Cache-Control": "no-store" });
    }
    const name = DATA_PATHS.download(file.tabel, file.tahun, file.format).slice("/data/".length);
    return c.body(dataFile(stored, file.tahun, file.format), 200, {
      "Content-Type": CONTENT_TYPES[file.format],
      "Content-Disposition": `inline; filename="${name}"`,
      // Open data: any site or notebook may fetch it.
      "Access-Control-Allow-Origin": "*",
      // The edge cache (lib/edge-cache.ts) sets the public caching.
      "Cache-Control": "no-cache",
    });
  })
  .all(DATA_DOWNLOAD_ROUTE, methodNotAllowed(["GET"]));

/**
 * The large-content run of `npm run bench -- --content large`: fills a bench D1 with a
 * village's archive after years of use, through the Worker's own statement builders (the
 * migrations' triggers keep the search index and the counts), and measures URLs on a cache
 * miss: brotli size of the body, D1 rows read (`x-d1-rows-read`) and time to first byte.
 */
import { brotliCompressSync } from "node:zlib";
import { insertArtikelStatements } from "../../worker/src/content/artikel/store";
import { insertGaleriStatements } from "../../worker/src/content/galeri/store";
import { insertUmkmStatements } from "../../worker/src/content/umkm/store";
import { bumpContentVersion } from "../../worker/src/db/content-version";
import type { UrlFigures } from "./bench-compare";
import { percentile } from "./bench-load";
import type { BenchServer } from "./bench-server";
import { largeArtikel, largeGaleri, largeUmkm } from "./large-content";

export interface LargeCounts {
  artikel: number;
  umkm: number;
  galeri: number;
}

/** Records per `db.batch` (one transaction each): a few hundred statements. */
const RECORDS_PER_BATCH = 100;

/** Loads the generated records into the server's D1, then bumps the content version. Returns seconds. */
export async function fillLargeContent(
  server: BenchServer,
  counts: LargeCounts,
  log: (message: string) => void,
): Promise<number> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const load = async <T>(
    name: string,
    records: T[],
    statements: (db: D1Database, record: T) => D1PreparedStatement[],
  ) => {
    for (let i = 0; i < records.length; i += RECORDS_PER_BATCH)
      await server.batch((db) => records.slice(i, i + RECORDS_PER_BATCH).flatMap((r) => statements(db, r)));
    log(`${records.length} ${name} after ${seconds()} s`);
  };
  await load("articles", largeArtikel(counts.artikel), insertArtikelStatements);
  await load("UMKM", largeUmkm(counts.umkm), insertUmkmStatements);
  await load("photos", largeGaleri(counts.galeri), insertGaleriStatements);
  await server.batch((db) => [bumpContentVersion(db)]);
  return (performance.now() - started) / 1000;
}

interface Sample {
  ttfbMs: number;
  rowsRead: number | null;
  body: Uint8Array;
  status: number;
  xCache: string | null;
}

/** One request right after a new content version: a miss in the edge cache and in memory. */
async function missOnce(server: BenchServer, urlPath: string): Promise<Sample> {
  await server.batch((db) => [bumpContentVersion(db)]);
  const started = performance.now();
  const response = await fetch(`${server.origin}${urlPath}`);
  const ttfbMs = performance.now() - started;
  const body = new Uint8Array(await response.arrayBuffer());
  const rows = response.headers.get("x-d1-rows-read");
  return {
    ttfbMs,
    rowsRead: rows === null ? null : Number(rows),
    body,
    status: response.status,
    xCache: response.headers.get("x-cache"),
  };
}

/**
 * Each URL `runs` times on each server, a miss every time, the servers taking turns request by
 * request (which goes first alternates), so a machine that gets busier during the run weighs
 * on both alike. One unmeasured round first (the Worker's first request of each kind compiles
 * its code). Per URL and server: the median time to first byte, the most rows read and the
 * brotli size of the last body (compressed after all requests, so as not to load the machine
 * between them).
 */
export async function measureMisses(
  servers: BenchServer[],
  paths: string[],
  runs: number,
): Promise<UrlFigures[][]> {
  const samples = servers.map(() => paths.map((): Sample[] => []));
  for (let run = 0; run <= runs; run++)
    for (const [p, urlPath] of paths.entries())
      for (const s of run % 2 ? servers.keys() : [...servers.keys()].reverse()) {
        const server = servers[s] as BenchServer;
        const sample = await missOnce(server, urlPath);
        if (sample.status !== 200) throw new Error(`${urlPath}: status ${sample.status}`);
        if (sample.xCache !== "MISS") throw new Error(`${urlPath}: x-cache ${sample.xCache}, not a miss`);
        if (run > 0) samples[s]?.[p]?.push(sample);
      }
  return samples.map((perPath) =>
    perPath.map((list, p) => {
      const rows = list.map((s) => s.rowsRead);
      return {
        path: paths[p] ?? "",
        brotli: brotliCompressSync(list.at(-1)?.body ?? new Uint8Array()).length,
        rowsRead: rows.some((r) => r === null) ? null : Math.max(...(rows as number[])),
        ttfbMs: percentile(
          list.map((s) => s.ttfbMs).sort((a, b) => a - b),
          50,
        ),
      };
    }),
  );
}

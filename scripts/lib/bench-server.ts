/**
 * The built Worker in one Miniflare (workerd) process on 127.0.0.1: no `wrangler dev` proxy in
 * front. Bindings as in wrangler.toml: D1 with the migrations applied and the sample content
 * loaded, R2 with the sample images, the static assets with `run_worker_first`, and the Cache
 * API on, all in memory, so every run starts cold and from the same content.
 */
import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { Miniflare } from "miniflare";
import { unstable_readConfig } from "wrangler";

/** The asset router's settings for a `run_worker_first` value, as wrangler derives them. */
export function routerConfigOf(runWorkerFirst: boolean | string[] | undefined) {
  if (!Array.isArray(runWorkerFirst)) {
    return { has_user_worker: true, invoke_user_worker_ahead_of_assets: runWorkerFirst === true };
  }
  return {
    has_user_worker: true,
    static_routing: {
      user_worker: runWorkerFirst.filter((rule) => !rule.startsWith("!")),
      asset_worker: runWorkerFirst.filter((rule) => rule.startsWith("!")).map((rule) => rule.slice(1)),
    },
  };
}

import { loadSampleContent } from "../../worker/src/content/sample-content";
import { root } from "./local-state";
import { sampleImageObjects } from "./sample-images";

export interface ContentRow {
  id: string;
  kategori: string;
}

export interface BenchServer {
  /** http://127.0.0.1:<port>, the public origin of this run. */
  origin: string;
  adminOrigin: string;
  port: number;
  images: number;
  /** What D1 holds after the seed, read without a request (so the cache stays cold). */
  content: { artikel: ContentRow[]; umkm: ContentRow[] };
  /** The Worker's D1, reached from Node: each call a round trip, fine for a few statements. */
  d1: D1Database;
  /**
   * Runs the statements `build` makes as one D1 batch (one transaction) inside workerd: quick
   * for thousands of statements, where `d1` pays a round trip for each `prepare` and `bind`.
   */
  batch(build: (db: D1Database) => D1PreparedStatement[]): Promise<void>;
  dispose(): Promise<void>;
}

/** A port that was free a moment ago on 127.0.0.1 (the origins must be known before start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The SQL statements of every migration file, files in name order, as wrangler applies them. */
async function migrationStatements(repoDir: string): Promise<string[]> {
  const dir = path.join(repoDir, "migrations");
  const files = (await readdir(dir)).filter((file) => file.endsWith(".sql")).sort();
  const statements: string[] = [];
  for (const file of files) {
    const sql = await readFile(path.join(dir, file), "utf8");
    statements.push(
      ...sql
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean),
    );
  }
  return statements;
}

/** The SQL and values of each statement, recorded in Node and run by the loader worker. */
interface RecordedStatement {
  sql: string;
  params: unknown[];
}

// A stand-in for D1, not one: the statement builders only call `prepare(...).bind(...)`, and
// what they return here is sent as JSON to the loader worker, which prepares it for real.
const recorder = {
  prepare: (sql: string) => ({
    sql,
    params: [],
    bind: (...params: unknown[]): RecordedStatement => ({ sql, params }),
  }),
} as unknown as D1Database;

const LOADER_SCRIPT = `export default {
  async fetch(request, env) {
    const statements = await request.json();
    await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
    return new Response(null, { status: 204 });
  },
};`;

type ModuleType = "ESModule" | "CommonJS" | "CompiledWasm" | "Text" | "Data";

function moduleType(file: string): ModuleType {
  if (/\.m?js$/.test(file)) return "ESModule";
  if (file.endsWith(".cjs")) return "CommonJS";
  if (file.endsWith(".wasm")) return "CompiledWasm";
  if (/\.(txt|html|sql)$/.test(file)) return "Text";
  return "Data";
}

/**
 * The modules wrangler wrote, main first, listed by hand: Miniflare cannot follow the bundle's
 * dynamic `import()`s itself.
 */
async function workerModules(workerDir: string, moduleFiles: string[], mainModule: string) {
  const ordered = [mainModule, ...moduleFiles.filter((file) => file !== mainModule)];
  return Promise.all(
    ordered.map(async (file) => {
      const filePath = path.join(workerDir, file);
      return { type: moduleType(file), path: filePath, contents: new Uint8Array(await readFile(filePath)) };
    }),
  );
}

export interface BenchServerOptions {
  /** Sets the Worker's `REPORT_D1_ROWS_READ` var: every response says its D1 rows read. */
  reportRowsRead?: boolean;
  /** The checkout whose wrangler.toml and migrations the Worker gets (`--compare`: the other commit's). */
  repoDir?: string;
}

export async function startBenchServer(
  workerDir: string,
  moduleFiles: string[],
  mainModule: string,
  assetsDir: string,
  options: BenchServerOptions = {},
): Promise<BenchServer> {
  const config = unstable_readConfig(
    { config: path.join(options.repoDir ?? root, "wrangler.toml"), env: "production" },
    { hideWarnings: true },
  );
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Another host name for the admin: the Worker tells the two apart by the Host header.
  const adminOrigin = `http://admin.localhost:${port}`;
  const d1Binding = config.d1_databases[0]?.binding ?? "DB";
  const r2Binding = config.r2_buckets[0]?.binding ?? "IMAGES";
  const assetsBinding = config.assets?.binding ?? "ASSETS";
  const compatibilityDate = config.compatibility_date ?? "2026-04-20";
  const compatibilityFlags = config.compatibility_flags;

  const mf = new Miniflare({
    host: "127.0.0.1",
    port,
    workers: [
      {
        name: "site",
        modules: await workerModules(workerDir, moduleFiles, mainModule),
        modulesRoot: workerDir,
        compatibilityDate,
        compatibilityFlags,
        bindings: {
          PUBLIC_ORIGIN: origin,
          ADMIN_ORIGIN: adminOrigin,
          ...(options.reportRowsRead ? { REPORT_D1_ROWS_READ: "1" } : {}),
        },
        versionMetadata: config.version_metadata?.binding ?? "DEPLOYMENT",
        d1Databases: { [d1Binding]: "bench-db" },
        r2Buckets: { [r2Binding]: "bench-images" },
        assets: {
          directory: assetsDir,
          binding: assetsBinding,
          // As wrangler passes them for this config: run_worker_first as rules ("!/x" for the
          // paths served without the Worker), or true/false.
          routerConfig: routerConfigOf(config.assets?.run_worker_first),
          assetConfig: {
            ...(config.assets?.html_handling ? { html_handling: config.assets.html_handling } : {}),
            ...(config.assets?.not_found_handling
              ? { not_found_handling: config.assets.not_found_handling }
              : {}),
          },
        },
        // The Cache API is on by default; said here because the edge cache depends on it.
        cache: true,
      },
      // Not reachable from the port: runs the statements `batch` is given on the same D1.
      {
        name: "bench-loader",
        modules: true,
        script: LOADER_SCRIPT,
        compatibilityDate,
        d1Databases: { DB: "bench-db" },
      },
    ],
  });
  try {
    await mf.ready;
    const d1 = await mf.getD1Database(d1Binding);
    for (const statement of await migrationStatements(options.repoDir ?? root))
      await d1.prepare(statement).run();
    await loadSampleContent(d1);
    const bucket = await mf.getR2Bucket(r2Binding);
    let images = 0;
    for (const { key, file, contentType } of sampleImageObjects()) {
      const bytes = await readFile(file);
      await bucket.put(key, new Uint8Array(bytes).buffer, { httpMetadata: { contentType } });
      images += 1;
    }
    const rows = async (sql: string) => (await d1.prepare(sql).all<ContentRow>()).results;
    const content = {
      artikel: await rows("SELECT id, kategori FROM artikel ORDER BY created_at DESC, id"),
      umkm: await rows("SELECT id, kategori FROM umkm ORDER BY created_at DESC, id"),
    };
    const server: BenchServer = {
      origin,
      adminOrigin,
      port,
      images,
      content,
      d1,
      batch: async (build) => {
        const loader = await mf.getWorker("bench-loader");
        const response = await loader.fetch("http://bench-loader/", {
          method: "POST",
          body: JSON.stringify(build(recorder)),
        });
        if (!response.ok) throw new Error(`bench-loader: ${response.status} ${await response.text()}`);
      },
      dispose: () => mf.dispose(),
    };
    return server;
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

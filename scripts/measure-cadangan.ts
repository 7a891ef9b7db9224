/**
 * How much memory 'Unduh Cadangan' (GET /api/admin/cadangan) holds as the village grows
 * (issue 26). D1 in Miniflare (workerd, the migrations applied) is filled with long articles
 * (the admin form's 20,000 characters each); the route itself, `adminCadangan`, answers in
 * this process, read to its end, and the JS memory (V8 heap and array buffers) is sampled at
 * every chunk, over what the process held before: 'live' with the garbage collected first
 * (what the download keeps alive), 'peak' as it was. The same download taken whole
 * (`response.text()`) shows what a body built in memory would hold.
 *   npx tsx scripts/measure-cadangan.ts [--articles 1000,10000]
 * Not part of `npm test`: filling 10,000 long articles takes half a minute and 200 MB.
 * The route runs in Node, not workerd, so the Worker's own memory cannot be told apart from
 * D1's in one process; both are V8, and the route's pages, strings and stream are the same.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Hono } from "hono";
import { Miniflare } from "miniflare";
import { root } from "./lib/local-state";
import { runWhenCalled } from "./lib/run";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** The article text's length: the admin form's limit. */
const TEXT_LENGTH = 20_000;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const jsMemory = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/** Every migration's statements, files in name order, as wrangler applies them. */
async function migrate(db: D1Database) {
  const dir = path.join(root, "migrations");
  for (const file of (await readdir(dir)).filter((name) => name.endsWith(".sql")).sort()) {
    const sql = await readFile(path.join(dir, file), "utf8");
    for (const statement of sql.split("--> statement-breakpoint").map((part) => part.trim())) {
      if (statement) await db.prepare(statement).run();
    }
  }
}

/**
 * The route as the Worker mounts it, behind a signed-in session. Loaded by path (as
 * lib/import/worker-modules.ts loads Worker modules): its types are the Worker's, not Node's.
 */
async function cadanganApp(): Promise<Hono> {
  const url = pathToFileURL(path.join(root, "worker/src/routes/admin-cadangan.ts")).href;
  const { adminCadangan } = (await import(url)) as { adminCadangan: Hono };
  return new Hono()
    .use(async (c, next) => {
      c.set("session" as never, { user: { id: "ukur", username: "ukur" } } as never);
      await next();
    })
    .route("/", adminCadangan);
}

interface Measured {
  bytes: number;
  chunks: number;
  /** The most the JS memory rose, garbage not yet collected included. */
  peak: number;
  /** The most it rose with the garbage collected first: what the download keeps alive. */
  live: number;
}

/** Reads the download to its end, sampling the JS memory at every chunk. */
async function streamed(app: Hono, db: D1Database): Promise<Measured> {
  gc();
  const before = jsMemory();
  const response = await app.request("/", {}, { DB: db });
  if (response.status !== 200) throw new Error(`the download answered ${response.status}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const result = { bytes: 0, chunks: 0, peak: 0, live: 0 };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    result.bytes += value.length;
    result.chunks += 1;
    result.peak = Math.max(result.peak, jsMemory() - before);
    gc();
    result.live = Math.max(result.live, jsMemory() - before);
  }
  return result;
}

/** The same download taken whole, as a body built in memory would hold it. */
async function whole(app: Hono, db: D1Database): Promise<Measured> {
  gc();
  const before = jsMemory();
  const text = await (await app.request("/", {}, { DB: db })).text();
  const peak = jsMemory() - before;
  gc();
  return { bytes: text.length, chunks: 1, peak, live: jsMemory() - before };
}

async function main() {
  const { values } = parseArgs({ options: { articles: { type: "string", default: "1000,10000" } } });
  const steps = (values.articles ?? "")
    .split(",")
    .map(Number)
    .sort((a, b) => a - b);
  if (steps.length === 0 || steps.some((count) => !Number.isInteger(count) || count < 0)) {
    throw new Error("Pakai: --articles 1000,10000 (jumlah artikel, bilangan bulat)");
  }
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch: () => new Response(null, { status: 404 }) };",
    d1Databases: { DB: "ukur-cadangan" },
  });
  try {
    const db = await mf.getD1Database("DB");
    await migrate(db);
    const app = await cadanganApp();
    const rows: string[] = [];
    let filled = 0;
    for (const count of steps) {
      const started = Date.now();
      // Long articles of varied words, 1,000 to a statement (each runs inside workerd).
      for (let from = filled + 1; from <= count; from += 1000) {
        await db
          .prepare(
            `WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ?)
             INSERT INTO artikel (id, judul, text, kategori, gambar, status, created_at)
             SELECT printf('ukur%06d', i), 'Kabar warga nomor ' || i,
               substr(replace(hex(zeroblob(${TEXT_LENGTH / 8})), '00', 'warga ' || i || ' '), 1, ${TEXT_LENGTH}),
               'Kesehatan', '/img/sample/galeri-sawah/original.jpg', 'terbit', 1700000000000 + i * 60000
             FROM n`,
          )
          .bind(from, Math.min(count, from + 999))
          .run();
      }
      filled = count;
      console.log(`${count} articles of ${TEXT_LENGTH} characters in D1 (${Date.now() - started} ms)`);
      const stream = await streamed(app, db);
      const built = await whole(app, db);
      rows.push(
        `| ${count.toLocaleString("en")} | ${mb(stream.bytes)} | ${stream.chunks} | ${mb(stream.live)} | ${mb(stream.peak)} | ${mb(built.live)} | ${mb(built.peak)} |`,
      );
    }
    console.log("\nJS memory (V8 heap + array buffers) over what the process held before the download:\n");
    console.log(
      "| articles | download | chunks | streamed: live | streamed: peak | taken whole: live | taken whole: peak |",
    );
    console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    for (const row of rows) console.log(row);
  } finally {
    await mf.dispose();
  }
}

runWhenCalled(import.meta.url, main);

/**
 * `npm run bench`: how fast and how small the site is, against its budgets. Apart from
 * `npm test`; takes a few minutes. Everything it writes goes under `.wrangler/bench/`.
 *   1. builds both apps (into `.wrangler/bench/dist`, never `dist/`) and the Worker as
 *      `wrangler deploy --env production --minify` bundles it, and measures them;
 *   2. runs that Worker in one Miniflare process on 127.0.0.1 with in-memory D1 (migrations,
 *      sample content), R2 (sample images), the assets and the Cache API;
 *   3. the edge cache's hit ratio, from cold, over 500 requests unevenly spread on 50 URLs;
 *   4. for `/`, an article, `/api/artikel` and the public entry script: p50/p99 at a steady
 *      100 requests per second, then requests per second at saturation;
 *   5. Lighthouse mobile, median of 3 (`--runs N`), for `/`, the article, the public record of
 *      residents' reports (`/lapor/daftar`) and the village's figures (`/data`, `/data/apbdes`)
 *      (not counted if the app does not start there without a page error: a page that never
 *      hydrates would look faster), each figure with Lighthouse's CPU benchmark index beside it;
 * then prints a table and PASS/FAIL per budget, writes `.wrangler/bench/results.json`, and
 * exits non-zero when any budget fails.
 *
 * `--compare <commit>` also builds that commit in a temporary worktree (lib/bench-commit.ts),
 * runs its Worker the same way, and takes turns running Lighthouse on the two builds; the TBT
 * of this build over the other's is held to `limits.tbtRatio` where either is over the page's
 * TBT budget. The public first load is
 * counted per route (lib/first-load.ts).
 *
 * `npm run bench -- --content large` runs only the large-content comparison instead: two
 * Miniflare processes with the sample content, one of them filled with 10,000 articles, 3,000
 * UMKM and 10,000 photos, and for each public page and list API the brotli size, the D1 rows
 * read and the time to first byte of a cache miss on both, against budgets relative to the
 * sample figures. Its figures go under `largeContent` in the same results file.
 */
import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PUBLIC_ROUTE_FIRST_LOAD_BUDGET } from "./build";
import { type BenchArgs, parseBenchArgs } from "./lib/bench-args";
import { type BundleSizes, buildBundles, buildWorker, type WorkerSizes } from "./lib/bench-build";
import { buildCommit, type CommitBuild } from "./lib/bench-commit";
import { compareContent, comparisonTable } from "./lib/bench-compare";
import { fillLargeContent, measureMisses } from "./lib/bench-content";
import {
  type LighthouseResult,
  type LighthouseRun,
  type LighthouseTarget,
  lighthouseTurns,
} from "./lib/bench-lighthouse";
import {
  type FixedRateResult,
  fixedRate,
  type HitRatioResult,
  hitRatio,
  type SaturationResult,
  saturate,
  shuffled,
} from "./lib/bench-load";
import {
  type Budget,
  budget,
  budgetLine,
  comparisonLighthouseTable,
  cpuIndex,
  formatValue,
  KB,
  lcpRatioBudget,
  type PageComparison,
  table,
  tbtRatioBudget,
} from "./lib/bench-report";
import { type BenchServer, startBenchServer } from "./lib/bench-server";
import { CHROMIUM_PATH } from "./lib/chromium";
import { type RouteFirstLoad, routeTable } from "./lib/first-load";
import { root } from "./lib/local-state";
import { seededRandom } from "./lib/seeded-random";

const benchDir = path.join(root, ".wrangler/bench");
const assetsDir = path.join(benchDir, "dist");
const workerDir = path.join(benchDir, "worker");
const resultsFile = path.join(benchDir, "results.json");

const settings = {
  saturation: { connections: 50, seconds: 10, maxRequests: 200_000 },
  warmup: { connections: 10, seconds: 2, maxRequests: 5_000 },
  fixedRate: { rate: 100, seconds: 10 },
  hitRatio: { requests: 500, urls: 50, seed: 20260420 },
  /** `--runs N`; 3 unless said. */
  lighthouseRuns: 3,
  /** `--compare <commit>`, resolved to its full hash. */
  compare: null as string | null,
  largeContent: {
    counts: { artikel: 10_000, umkm: 3_000, galeri: 10_000 },
    /** Misses per URL and content; the median time to first byte counts. */
    runs: 11,
    /** A word thousands of the generated articles contain. */
    searchWord: "warga",
  },
  /** The whole bench stops after this, whatever step it is in. */
  overallTimeoutMs: 12 * 60_000,
};

const limits = {
  /** Every public route's first load (boot, entry, page chunks, inline CSS), brotli. */
  publicRouteFirstLoad: PUBLIC_ROUTE_FIRST_LOAD_BUDGET,
  lighthouseScore: 95,
  lighthouseSeo: 100,
  lcpMs: 1500,
  /** Issue #27: the home page's largest paint, median. */
  homeLcpMs: 1000,
  /** Issue #27: an article's LCP no worse than the compared build's (medians). */
  articleLcpRatio: 1,
  cls: 0.05,
  tbtMs: 100,
  /** Median TBT of this build over the compared commit's (issue #27: the islands change). */
  tbtRatio: 0.6,
  homeWeight: 300 * KB,
  p99Ms: 50,
  cachedHtmlToAsset: 0.8,
  workerMinified: 420 * KB,
  largeContent: { sizeRatio: 1.25, rowsRead: 300, ttfbRatio: 2 },
};

/**
 * A pause for the server's garbage collector to catch up, after a full collection of our own
 * (`--expose-gc`): a collection of the load generator's during a timed run counts as latency.
 */
async function settle() {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

const log = (message: string) => console.log(`[bench] ${message}`);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function commandOutput(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

/** 50 public URLs (pages, filtered lists, API), the same ones on every run for the same content. */
function hitRatioPaths(server: BenchServer): string[] {
  const { artikel, umkm } = server.content;
  const pages = [
    "/",
    "/artikel",
    "/about",
    "/galeri",
    "/umkm",
    ...artikel.map((a) => `/artikel/${a.id}`),
    ...umkm.map((u) => `/umkm/${u.id}`),
  ];
  const filters = [
    ...new Set(artikel.map((a) => `/artikel?kategori=${encodeURIComponent(a.kategori)}`)),
    ...new Set(umkm.map((u) => `/umkm?kategori=${encodeURIComponent(u.kategori)}`)),
  ];
  const api = [
    "/api/artikel",
    "/api/umkm",
    "/api/galeri",
    ...artikel.map((a) => `/api/artikel/${a.id}`),
    ...umkm.map((u) => `/api/umkm/${u.id}`),
    ...pages.map((page) => `/api/pages${page === "/" ? "" : page}`),
  ];
  let candidates = [...new Set([...pages, ...filters, ...api])];
  // Too little content for 50 URLs: searches are real URLs the list pages answer.
  for (let n = 1; candidates.length < settings.hitRatio.urls; n++) candidates.push(`/artikel?q=${n}`);
  if (candidates.length > settings.hitRatio.urls)
    candidates = shuffled(candidates, seededRandom(settings.hitRatio.seed + 1)).slice(
      0,
      settings.hitRatio.urls,
    );
  return candidates;
}

interface LoadResult {
  name: string;
  path: string;
  /** `x-cache` of one request after the warm-up: HIT for the cached pages and API. */
  xCacheWarm: string | null;
  saturation: SaturationResult | null;
  fixedRate: FixedRateResult | null;
  /** The machine's 1-minute load average just before; others' work skews every figure. */
  loadAverageBefore: number;
  error?: string;
}

async function xCacheOf(url: string): Promise<string | null> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.headers.get("x-cache");
}

async function loadTest(server: BenchServer, name: string, urlPath: string): Promise<LoadResult> {
  const url = `${server.origin}${urlPath}`;
  const result: LoadResult = {
    name,
    path: urlPath,
    xCacheWarm: null,
    saturation: null,
    fixedRate: null,
    loadAverageBefore: os.loadavg()[0] ?? 0,
  };
  try {
    await saturate(url, settings.warmup);
    result.xCacheWarm = await xCacheOf(url);
    // The steady load first, on a settled machine: right after a saturation run, both
    // processes pay back its garbage, and that pause would be counted as latency.
    await settle();
    log(`${name}: ${settings.fixedRate.rate} requests/s for ${settings.fixedRate.seconds} s`);
    result.fixedRate = await fixedRate(url, settings.fixedRate.rate, settings.fixedRate.seconds);
    log(
      `${name}: saturation, ${settings.saturation.connections} connections, ${settings.saturation.seconds} s`,
    );
    result.saturation = await saturate(url, settings.saturation);
    await settle();
  } catch (error) {
    result.error = errorText(error);
    log(`${name}: ${result.error}`);
  }
  return result;
}

/**
 * The pages Lighthouse measures, each against the same budgets, and where each is on a server:
 * the newest article, the public record of reports, and the sample village's figures.
 */
const LIGHTHOUSE_PATHS = {
  home: () => "/",
  article: (server: BenchServer) => `/artikel/${server.content.artikel[0]?.id}`,
  laporan: () => "/lapor/daftar",
  data: () => "/data",
  apbdes: () => "/data/apbdes",
} as const;
type LighthousePage = keyof typeof LIGHTHOUSE_PATHS;
const LIGHTHOUSE_PAGES = Object.keys(LIGHTHOUSE_PATHS) as LighthousePage[];

/** This build's Lighthouse results per page, and the compared commit's, if any. */
type LighthousePages = Record<LighthousePage, LighthouseResult[]>;

const ofBuild = (results: LighthouseResult[], build: "new" | "old") =>
  results.find((r) => (r.build ?? "new") === build);

function budgets(
  routes: RouteFirstLoad[],
  worker: WorkerSizes | null,
  loads: LoadResult[],
  lighthouse: LighthousePages,
): Budget[] {
  const list: Budget[] = [
    ...routes.map((r) =>
      budget(`public first load: ${r.route}`, r.brotli, "<=", limits.publicRouteFirstLoad, "bytes"),
    ),
    budget("Worker, minified", worker?.raw, "<=", limits.workerMinified, "bytes", "build failed"),
  ];
  for (const name of LIGHTHOUSE_PAGES) {
    const result = ofBuild(lighthouse[name], "new");
    const m = result?.median;
    const note = result?.invalid ?? "Lighthouse failed";
    // Each figure with the machine's speed beside it: a slow host makes every one worse.
    const detail = cpuIndex(result?.benchmarkIndex);
    const withIndex = (b: Budget): Budget => ({ ...b, detail });
    list.push(
      withIndex(
        budget(`Lighthouse ${name}: performance`, m?.score, ">=", limits.lighthouseScore, "score", note),
      ),
      withIndex(budget(`Lighthouse ${name}: SEO`, m?.seoScore, ">=", limits.lighthouseSeo, "score", note)),
      withIndex(budget(`Lighthouse ${name}: LCP`, m?.lcpMs, "<=", limits.lcpMs, "ms", note)),
      withIndex(budget(`Lighthouse ${name}: CLS`, m?.cls, "<=", limits.cls, "ratio", note)),
      withIndex(
        budget(`Lighthouse ${name}: TBT (median)`, result?.tbtMedianMs, "<=", limits.tbtMs, "ms", note),
      ),
    );
    if (name === "home")
      list.push(
        withIndex(
          budget("home page weight (Lighthouse)", m?.totalByteWeight, "<=", limits.homeWeight, "bytes", note),
        ),
        withIndex(budget("Lighthouse home: LCP (issue #27)", m?.lcpMs, "<=", limits.homeLcpMs, "ms", note)),
      );
    const comparison = pageComparison(name, lighthouse[name]);
    if (comparison) list.push(tbtRatioBudget(comparison, limits.tbtRatio, limits.tbtMs));
    if (comparison && name === "article") list.push(lcpRatioBudget(comparison, limits.articleLcpRatio));
  }
  for (const load of loads) {
    const run = load.fixedRate;
    const clean = run && run.errors === 0 && run.non2xx === 0;
    list.push(
      budget(
        `p99 at ${settings.fixedRate.rate}/s: ${load.path.length > 30 ? `${load.path.slice(0, 27)}...` : load.path}`,
        clean ? run.p99 : null,
        "<=",
        limits.p99Ms,
        "ms",
        load.error ?? (run ? `${run.errors} errors, ${run.non2xx} non-2xx` : "not run"),
      ),
    );
  }
  const home = loads.find((l) => l.name === "home")?.saturation;
  const asset = loads.find((l) => l.name === "asset")?.saturation;
  const clean = (s: SaturationResult | null | undefined) => s && s.errors === 0 && s.non2xx === 0;
  list.push(
    budget(
      "cached HTML / static asset throughput",
      clean(home) && clean(asset) && home && asset ? home.rps / asset.rps : null,
      ">=",
      limits.cachedHtmlToAsset,
      "ratio",
      "saturation runs had errors or did not run",
    ),
  );
  return list;
}

/** The two builds' figures of one page, when a commit is compared. */
function pageComparison(name: string, results: LighthouseResult[]): PageComparison | null {
  const next = ofBuild(results, "new");
  const previous = ofBuild(results, "old");
  if (!next || !previous) return null;
  const figures = (r: LighthouseResult) => ({
    score: r.median?.score ?? null,
    lcpMs: r.median?.lcpMs ?? null,
    tbtMedianMs: r.tbtMedianMs,
    benchmarkIndex: r.benchmarkIndex,
  });
  return { page: name, next: figures(next), previous: figures(previous) };
}

function printReport(
  bundles: BundleSizes[],
  routes: RouteFirstLoad[],
  worker: WorkerSizes | null,
  hits: HitRatioResult | null,
  loads: LoadResult[],
  lighthouse: LighthousePages,
  checked: Budget[],
  warnings: string[],
) {
  const kb = (bytes: number) => formatValue(bytes, "bytes");
  const ms = (value: number | undefined) => (value === undefined ? "-" : formatValue(value, "ms"));
  console.log(
    "\nPublic first load per route (boot, entry and its static imports, the route's lazy page chunks and theirs, inline CSS; brotli at quality 11)",
  );
  console.log(routeTable(routes, limits.publicRouteFirstLoad));
  console.log("\nSizes (first load: what the shell loads up front; brotli at quality 11)");
  const sizeRows: (string | number)[][] = [];
  for (const b of bundles) {
    sizeRows.push([
      `${b.app} first-load JS (${b.files.filter((f) => f.file.endsWith(".js")).length} files)`,
      kb(b.js.raw),
      kb(b.js.brotli),
    ]);
    sizeRows.push([`${b.app} first-load CSS`, kb(b.css.raw), kb(b.css.brotli)]);
  }
  if (worker)
    sizeRows.push([
      `Worker (${worker.modules.map((m) => m.file).join(", ")}), minified`,
      kb(worker.raw),
      kb(worker.brotli),
    ]);
  console.log(table(["", "raw", "brotli"], sizeRows));

  console.log(
    `\nLoad (127.0.0.1, one Miniflare process; saturation: ${settings.saturation.connections} connections for ${settings.saturation.seconds} s; steady: ${settings.fixedRate.rate}/s for ${settings.fixedRate.seconds} s, open loop)`,
  );
  console.log(
    table(
      [
        "",
        "x-cache",
        "sat. req/s",
        "sat. p50",
        "sat. p99",
        "sat. err/non2xx",
        "100/s p50",
        "100/s p99",
        "100/s max",
        "100/s err/non2xx",
      ],
      loads.map((l) => [
        `${l.name} ${l.path.length > 34 ? `${l.path.slice(0, 31)}...` : l.path}`,
        l.xCacheWarm ?? "-",
        l.saturation ? l.saturation.rps.toFixed(0) : "-",
        ms(l.saturation?.p50),
        ms(l.saturation?.p99),
        l.saturation ? `${l.saturation.errors}/${l.saturation.non2xx}` : "-",
        ms(l.fixedRate?.p50),
        ms(l.fixedRate?.p99),
        ms(l.fixedRate?.max),
        l.fixedRate ? `${l.fixedRate.errors}/${l.fixedRate.non2xx}` : "-",
      ]),
    ),
  );
  for (const l of loads) if (l.error) console.log(`  ${l.name}: ${l.error}`);
  const home = loads.find((l) => l.name === "home")?.saturation;
  const article = loads.find((l) => l.name === "article")?.saturation;
  const asset = loads.find((l) => l.name === "asset")?.saturation;
  if (home && asset)
    console.log(
      `cached HTML / asset throughput: home ${(home.rps / asset.rps).toFixed(2)}${article ? `, article ${(article.rps / asset.rps).toFixed(2)}` : ""}`,
    );

  if (hits) {
    const statuses = Object.entries(hits.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    console.log(
      `\nEdge cache from cold: ${hits.hits} hits in ${hits.requests} requests over ${hits.urls} URLs = ${(hits.ratio * 100).toFixed(1)}% ` +
        `(best possible ${(hits.idealRatio * 100).toFixed(1)}%: ${hits.distinctRequested} URLs asked at least once; ` +
        `${hits.misses} MISS, ${hits.uncached} without x-cache; statuses ${statuses})`,
    );
  }

  const all = LIGHTHOUSE_PAGES.flatMap((name) => lighthouse[name]);
  console.log(
    `\nLighthouse mobile (simulated throttling), median of ${settings.lighthouseRuns} by performance score; TBT: the median of the runs' TBT`,
  );
  console.log(
    table(
      [
        "",
        "score",
        "FCP",
        "LCP",
        "CLS",
        "TBT",
        "bytes",
        "CPU index",
        "runs: score/TBT (CPU benchmark index)",
      ],
      all.map((r) => {
        const m = r.median;
        const runs = r.runs
          .map((run) =>
            "score" in run ? `${run.score}/${Math.round(run.tbtMs)}ms (${run.benchmarkIndex})` : "error",
          )
          .join(" ");
        const name = `${new URL(r.url).pathname}${r.build ? ` (${r.build})` : ""}`;
        const index = r.benchmarkIndex === null ? "-" : String(Math.round(r.benchmarkIndex));
        if (!m) return [name, "-", "-", "-", "-", "-", "-", index, runs];
        return [
          name,
          m.score,
          ms(m.fcpMs),
          ms(m.lcpMs),
          m.cls.toFixed(3),
          ms(r.tbtMedianMs ?? undefined),
          kb(m.totalByteWeight),
          index,
          runs,
        ];
      }),
    ),
  );
  for (const r of all)
    for (const run of r.runs) if ("error" in run) console.log(`  ${new URL(r.url).pathname}: ${run.error}`);
  console.log("\nWhat the median run's simulated LCP waited for (the LCP is the mean of the two estimates)");
  for (const r of all) {
    const name = `${new URL(r.url).pathname}${r.build ? ` (${r.build})` : ""}`;
    for (const line of r.median?.lcpPath ?? ["-"]) console.log(`  ${name}: ${line}`);
  }
  const comparisons = LIGHTHOUSE_PAGES.flatMap((name) => pageComparison(name, lighthouse[name]) ?? []);
  if (comparisons.length > 0) {
    console.log(
      `\nThis build (new) against ${settings.compare?.slice(0, 12)} (old), Lighthouse runs taking turns; TBT new/old budget <= ${limits.tbtRatio}`,
    );
    console.log(comparisonLighthouseTable(comparisons, settings.lighthouseRuns));
  } else {
    console.log(`TBT new/old (<= ${limits.tbtRatio}): not compared (npm run bench -- --compare <commit>)`);
  }

  if (warnings.length > 0) {
    console.log("\nWarnings");
    for (const warning of warnings) console.log(`  ${warning}`);
  }

  console.log("\nBudgets");
  for (const b of checked) console.log(budgetLine(b));
}

/** Why this run's figures may not be comparable: a busy machine (both CPUs shared with the rest). */
function machineWarnings(loads: LoadResult[], lighthouse: LighthousePages): string[] {
  const warnings: string[] = [];
  const cpus = os.cpus().length;
  const busy = loads.filter((l) => l.loadAverageBefore > cpus / 2);
  if (busy.length > 0)
    warnings.push(
      `the machine was busy during the load tests (1-min load average ${busy.map((l) => l.loadAverageBefore.toFixed(1)).join(", ")} on ${cpus} CPUs, ` +
        "the load generator included): throughput and latency are lower than on an idle machine.",
    );
  const slow = LIGHTHOUSE_PAGES.flatMap((name) => lighthouse[name]).flatMap((r) =>
    r.runs.filter((run): run is LighthouseRun => "score" in run && run.benchmarkIndex < 1000),
  );
  if (slow.length > 0)
    warnings.push(
      `${slow.length} Lighthouse run(s) had a CPU benchmark index under 1000 (Lighthouse calls that a slow host): ` +
        "their TBT, LCP and score are worse than the page deserves.",
    );
  return warnings;
}

/** Both apps and the Worker, built and measured. */
async function build(): Promise<{ bundles: BundleSizes[]; routes: RouteFirstLoad[]; worker: WorkerSizes }> {
  await mkdir(benchDir, { recursive: true });
  log(`building both apps into ${path.relative(root, assetsDir)}`);
  const { bundles, routes } = await buildBundles(assetsDir);
  log("bundling the Worker: wrangler deploy --dry-run --env production --minify");
  return { bundles, routes, worker: await buildWorker(workerDir, assetsDir) };
}

/** When, what and where: the head of every results file. */
function runInfo(started: number) {
  return {
    date: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    commit: commandOutput("git", ["rev-parse", "HEAD"]),
    uncommittedChanges: (commandOutput("git", ["status", "--porcelain"]) ?? "") !== "",
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      loadAverageAtEnd: os.loadavg(),
      node: process.version,
      chromium: commandOutput(CHROMIUM_PATH, ["--version"]),
    },
  };
}

/** The results file as the last run left it: each mode replaces only its own part. */
async function previousResults(): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(resultsFile, "utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function fullBench(started: number, args: BenchArgs): Promise<number> {
  const { bundles, routes, worker } = await build();
  // The compared commit before the long measurements: if it does not build, stop early.
  const other: CommitBuild | null = args.compare ? await buildCommit(args.compare, benchDir, log) : null;
  settings.compare = other?.sha ?? null;
  log("starting Miniflare (D1 migrations, sample content, sample images)");
  const server = await startBenchServer(
    workerDir,
    worker.modules.map((m) => m.file),
    worker.mainModule,
    assetsDir,
  );
  let hits: HitRatioResult | null = null;
  let hitsError: string | undefined;
  const loads: LoadResult[] = [];
  const lighthouse: LighthousePages = { home: [], article: [], laporan: [], data: [], apbdes: [] };
  let articleId: string | undefined;
  try {
    log(`${server.origin} up; ${server.images} sample images in R2`);
    log(
      `edge cache hit ratio: ${settings.hitRatio.requests} requests over ${settings.hitRatio.urls} URLs, cold`,
    );
    try {
      hits = await hitRatio(
        server.origin,
        hitRatioPaths(server),
        settings.hitRatio.requests,
        settings.hitRatio.seed,
      );
    } catch (error) {
      hitsError = errorText(error);
      log(`hit ratio: ${hitsError}`);
    }

    // The newest article, as `/api/artikel` lists it first.
    articleId = server.content.artikel[0]?.id;
    if (!articleId) throw new Error("no article to measure");
    const publicBundle = bundles.find((b) => b.app === "public");
    if (!publicBundle) throw new Error("no public bundle");
    const targets: [string, string][] = [
      ["home", "/"],
      ["article", `/artikel/${articleId}`],
      ["api", "/api/artikel"],
      ["asset", `/${publicBundle.entryScript}`],
    ];
    for (const [name, urlPath] of targets) loads.push(await loadTest(server, name, urlPath));

    // The compared commit's Worker, run the same way (its wrangler.toml and migrations), only
    // now: it stays idle until Lighthouse takes turns between the two.
    const oldServer = other
      ? await startBenchServer(
          other.workerDir,
          other.worker.modules.map((m) => m.file),
          other.worker.mainModule,
          other.assetsDir,
          { repoDir: other.dir },
        )
      : null;
    try {
      for (const name of LIGHTHOUSE_PAGES) {
        const pathOn = LIGHTHOUSE_PATHS[name];
        const targets: LighthouseTarget[] = [
          { url: `${server.origin}${pathOn(server)}`, ...(oldServer ? { build: "new" } : {}) },
          ...(oldServer ? [{ url: `${oldServer.origin}${pathOn(oldServer)}`, build: "old" }] : []),
        ];
        log(
          `Lighthouse ${name}: ${settings.lighthouseRuns} run(s)${oldServer ? " per build, taking turns" : ""} (${CHROMIUM_PATH})`,
        );
        lighthouse[name] = await lighthouseTurns(targets, settings.lighthouseRuns, benchDir, name, log);
      }
    } finally {
      await oldServer?.dispose();
    }
  } finally {
    await server.dispose();
    await other?.dispose();
  }

  const checked = budgets(routes, worker, loads, lighthouse);
  const warnings = machineWarnings(loads, lighthouse);
  printReport(bundles, routes, worker, hits, loads, lighthouse, checked, warnings);
  const failed = checked.filter((b) => !b.pass);
  const { largeContent } = await previousResults();
  const results = {
    ...runInfo(started),
    settings,
    sizes: { bundles, publicRoutes: routes, worker },
    compare: other
      ? { commit: args.compare, sha: other.sha, install: other.install, worker: other.worker }
      : null,
    hitRatio: hits ?? { error: hitsError },
    load: loads,
    articleId,
    lighthouse,
    budgets: checked,
    warnings,
    pass: failed.length === 0,
    largeContent,
  };
  await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${checked.length - failed.length} of ${checked.length} budgets pass.`);
  console.log(`Results: ${path.relative(root, resultsFile)} (Lighthouse reports beside it)`);
  return failed.length === 0 ? 0 : 1;
}

/**
 * `--content large`: the same Worker in two Miniflare processes with the sample content, one
 * of them filled with the large content; each URL measured on a miss on both, taking turns.
 */
async function largeContentBench(started: number): Promise<number> {
  const { worker } = await build();
  const { counts, runs, searchWord } = settings.largeContent;
  log("starting two Miniflare processes (sample content; D1 rows read reported)");
  const start = () =>
    startBenchServer(
      workerDir,
      worker.modules.map((m) => m.file),
      worker.mainModule,
      assetsDir,
      { reportRowsRead: true },
    );
  const sample = await start();
  const large = await start().catch(async (error: unknown) => {
    await sample.dispose();
    throw error;
  });
  try {
    log(`filling ${large.origin}: ${counts.artikel} articles, ${counts.umkm} UMKM, ${counts.galeri} photos`);
    const fillSeconds = await fillLargeContent(large, counts, (message) => log(`  ${message}`));
    const count = async (sql: string, ...values: string[]) =>
      (
        await large.d1
          .prepare(sql)
          .bind(...values)
          .first<{ n: number }>()
      )?.n ?? 0;
    const totals = {
      artikel: await count("SELECT count(*) AS n FROM artikel"),
      umkm: await count("SELECT count(*) AS n FROM umkm"),
      galeri: await count("SELECT count(*) AS n FROM galeri"),
      searchMatches: await count(
        "SELECT count(*) AS n FROM artikel_fts WHERE artikel_fts MATCH ?",
        searchWord,
      ),
    };
    // The newest sample records: in both sets, since the large content is added to the sample.
    const articleId = sample.content.artikel[0]?.id;
    const umkmId = sample.content.umkm[0]?.id;
    if (!articleId || !umkmId) throw new Error("the sample content has no article or UMKM");
    const targets = [
      { path: "/", page: true },
      { path: "/artikel", page: true },
      { path: `/artikel?q=${encodeURIComponent(searchWord)}`, page: true },
      { path: `/artikel/${articleId}`, page: true },
      { path: "/galeri", page: true },
      { path: "/umkm", page: true },
      { path: `/umkm/${umkmId}`, page: true },
      { path: "/about", page: true },
      { path: "/api/artikel", page: false },
      { path: "/api/umkm", page: false },
      { path: "/api/galeri", page: false },
    ];
    log(`measuring ${targets.length} URLs, ${runs} misses each on each server (after one unmeasured round)`);
    const [sampleFigures = [], largeFigures = []] = await measureMisses(
      [sample, large],
      targets.map((t) => t.path),
      runs,
    );
    const comparisons = compareContent(targets, sampleFigures, largeFigures, limits.largeContent);
    const checked = comparisons.flatMap((c) => c.budgets);
    const failed = checked.filter((b) => !b.pass);
    const { sizeRatio, rowsRead, ttfbRatio } = limits.largeContent;

    console.log(
      `\nSample content vs large content (${totals.artikel} articles, ${totals.umkm} UMKM, ${totals.galeri} photos, ` +
        `filled in ${fillSeconds.toFixed(1)} s), each URL on a cache miss: brotli body (quality 11), ` +
        `most D1 rows read, median time to first byte of ${runs}`,
    );
    console.log(comparisonTable(comparisons));
    console.log(
      `article and UMKM: the newest sample records (${articleId}, ${umkmId}), in both sets; ` +
        `"${searchWord}" matches ${totals.searchMatches} articles in the large set. ` +
        "The list APIs' size has no budget (their limit bounds it).",
    );
    const load = os.loadavg()[0] ?? 0;
    if (load > os.cpus().length / 2)
      console.log(
        `warning: the machine was busy (1-min load average ${load.toFixed(1)} on ${os.cpus().length} CPUs): ` +
          "times to first byte are noisy, though both servers took turns under the same load.",
      );
    console.log(
      `\nBudgets (large size: brotli <= ${sizeRatio}x the sample page's, <= ${rowsRead} D1 rows read, ` +
        `miss TTFB <= ${ttfbRatio}x the sample figure)`,
    );
    for (const b of checked) console.log(budgetLine(b));

    const largeContent = {
      ...runInfo(started),
      settings: settings.largeContent,
      limits: limits.largeContent,
      totals,
      fillSeconds,
      articleId,
      umkmId,
      urls: comparisons,
      pass: failed.length === 0,
    };
    await writeFile(
      resultsFile,
      `${JSON.stringify({ ...(await previousResults()), largeContent }, null, 2)}\n`,
    );
    console.log(`\n${checked.length - failed.length} of ${checked.length} budgets pass.`);
    console.log(`Results: ${path.relative(root, resultsFile)} (largeContent)`);
    return failed.length === 0 ? 0 : 1;
  } finally {
    await Promise.all([sample.dispose(), large.dispose()]);
  }
}

async function main(): Promise<number> {
  const started = Date.now();
  const args = parseBenchArgs(process.argv.slice(2));
  settings.lighthouseRuns = args.runs;
  // At most a minute a Lighthouse run of each page beyond the default 3, and 10 for building a commit.
  const extraRuns = args.runs * (args.compare ? 2 : 1) - 3;
  settings.overallTimeoutMs +=
    Math.max(0, extraRuns) * LIGHTHOUSE_PAGES.length * 60_000 + (args.compare ? 10 * 60_000 : 0);
  const overall = setTimeout(() => {
    console.error(`[bench] stopped: over ${settings.overallTimeoutMs / 60_000} minutes`);
    process.exit(2);
  }, settings.overallTimeoutMs);
  overall.unref();
  if (args.content === "large") return largeContentBench(started);
  return fullBench(started, args);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error("[bench] failed:", error);
    process.exit(2);
  },
);

/**
 * Lighthouse's default (mobile) config, simulated throttling, performance and SEO, in Debian's
 * Chromium, headless. One fresh browser per run; the median run by performance score.
 * Responses are compressed as Cloudflare's edge would: Miniflare's entry worker does that
 * for the content types Cloudflare compresses, when the browser asks for it (Chromium does).
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { lcpPath, lcpPathText } from "./bench-lcp-path";
import { median } from "./bench-report";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from "./chromium";

export interface LighthouseRun {
  /** 0–100. */
  score: number;
  /** Lighthouse's SEO score, 0–100 (issue 20 keeps it at 100). */
  seoScore: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  totalByteWeight: number;
  /** Lighthouse's measure of this machine's speed at the time (its docs call < 1000 slow). */
  benchmarkIndex: number;
  /** Lighthouse's own warnings, e.g. a page that redirected or loaded slowly. */
  warnings: string[];
  report: string;
  /** What the simulated LCP waited for, both estimates (bench-lcp-path.ts); absent if it could not be worked out. */
  lcpPath?: string[];
}

export interface LighthouseResult {
  url: string;
  /** Which build, when two are compared ("new", "old"). */
  build?: string;
  runs: (LighthouseRun | { error: string })[];
  /** The median run by performance score; null unless every run succeeded. */
  median: LighthouseRun | null;
  /** The median of the runs' total blocking times (not the score-median run's own). */
  tbtMedianMs: number | null;
  /** The median of the runs' CPU benchmark indexes: how fast the machine was meanwhile. */
  benchmarkIndex: number | null;
  /** Why the page is not measured although Lighthouse ran (the app did not start). */
  invalid?: string;
}

/** One page of one build, as Lighthouse is to load it. */
export interface LighthouseTarget {
  url: string;
  build?: string;
}

/**
 * Whether the public app starts on `url` without a page error: a page whose script throws
 * does no hydration at all and would look faster than the real one. A page whose islands wait
 * to be seen (`html[data-islands-wait]`, boot.ts) is scrolled to its end, as a reader would,
 * and must start then.
 */
export async function appStartError(url: string): Promise<string | null> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(url);
    const waits = await page
      .waitForSelector("html[data-hydrated], html[data-islands-wait]", { state: "attached", timeout: 15_000 })
      .then(() => page.locator("html[data-islands-wait]").count())
      .then((count) => count > 0)
      .catch(() => false);
    if (waits) await page.locator("footer").last().scrollIntoViewIfNeeded();
    const started = await page
      .waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    if (errors.length > 0) return `page error: ${errors.join("; ")}`;
    return started ? null : "the app did not start within 15 s";
  } finally {
    await browser.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function oneRun(url: string, reportFile: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
    logLevel: "silent",
  });
  try {
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "seo"],
        maxWaitForLoad: 30_000,
      }),
      90_000,
      `Lighthouse on ${url}`,
    );
    if (!result) throw new Error("Lighthouse returned nothing");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== "number") throw new Error(`no ${id} in the Lighthouse report`);
      return value;
    };
    await writeFile(reportFile, JSON.stringify(lhr));
    // A diagnosis, not a figure: a Lighthouse that computes it differently must not fail the run.
    const lcpWaits = await lcpPath(result.artifacts, lhr.configSettings).then(lcpPathText, () => undefined);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      seoScore: Math.round((lhr.categories.seo?.score ?? 0) * 100),
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      cls: audit("cumulative-layout-shift"),
      tbtMs: audit("total-blocking-time"),
      totalByteWeight: audit("total-byte-weight"),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      warnings: lhr.runWarnings.map(String),
      report: reportFile,
      ...(lcpWaits ? { lcpPath: lcpWaits } : {}),
    };
  } finally {
    await chrome.kill();
  }
}

/** The middle run by performance score (of equal scores, the one with the later LCP counts as worse). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun | null {
  if (runs.length === 0) return null;
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** A page's runs summed up: the median run, the median TBT and CPU benchmark index. */
export function summarize(
  target: LighthouseTarget,
  runs: LighthouseResult["runs"],
  invalid: string | null,
): LighthouseResult {
  const ok = runs.filter((run): run is LighthouseRun => "score" in run);
  const all = ok.length === runs.length && ok.length > 0;
  return {
    url: target.url,
    ...(target.build ? { build: target.build } : {}),
    runs,
    median: invalid || !all ? null : medianRun(ok),
    tbtMedianMs: invalid || !all ? null : median(ok.map((run) => run.tbtMs)),
    benchmarkIndex: median(ok.map((run) => run.benchmarkIndex)),
    ...(invalid ? { invalid } : {}),
  };
}

/**
 * `runs` Lighthouse runs of each target, taking turns (A B A B ...): when two builds are
 * compared, whatever else the machine does meanwhile slows both alike.
 */
export async function lighthouseTurns(
  targets: LighthouseTarget[],
  runs: number,
  reportDir: string,
  name: string,
  log: (message: string) => void = () => {},
): Promise<LighthouseResult[]> {
  const results: LighthouseResult["runs"][] = targets.map(() => []);
  for (let i = 1; i <= runs; i++) {
    for (const [t, target] of targets.entries()) {
      const report = path.join(
        reportDir,
        `lighthouse-${name}${target.build ? `-${target.build}` : ""}-${i}.json`,
      );
      let run: LighthouseRun | { error: string };
      try {
        run = await oneRun(target.url, report);
      } catch (error) {
        run = { error: error instanceof Error ? error.message : String(error) };
      }
      results[t]?.push(run);
      const what =
        "score" in run
          ? `TBT ${Math.round(run.tbtMs)} ms, CPU benchmark index ${run.benchmarkIndex}`
          : run.error;
      log(`  ${name}${target.build ? ` (${target.build})` : ""} run ${i}/${runs}: ${what}`);
    }
  }
  const summaries: LighthouseResult[] = [];
  for (const [t, target] of targets.entries())
    summaries.push(summarize(target, results[t] ?? [], await appStartError(target.url)));
  return summaries;
}

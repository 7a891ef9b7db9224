/**
 * Load against the bench server, 127.0.0.1 only, every loop bounded in time and in count:
 *  - saturation: autocannon, closed loop (each connection sends its next request when the
 *    last one is answered), so requests per second is what the server sustains;
 *  - fixed rate: an open-loop pacer that starts one request every 1000/rate ms and times
 *    each from its planned start (autocannon's `overallRate` sends each second's share in a
 *    burst at the start of the second, which measures bursts, not a steady rate);
 *  - cache hit ratio: sequential requests over many URLs with skewed popularity.
 */
import http from "node:http";
import autocannon from "autocannon";
import { seededRandom } from "./seeded-random";

export const LOCAL_HOST = "127.0.0.1";

function assertLocal(url: string) {
  const parsed = new URL(url);
  if (parsed.hostname !== LOCAL_HOST) throw new Error(`the bench only targets ${LOCAL_HOST}, not ${url}`);
}

/** Nearest-rank percentile of sorted values; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface SaturationResult {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  /** 2xx answers per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export interface SaturationOptions {
  connections: number;
  seconds: number;
  /** Upper bound on requests, whatever the time. */
  maxRequests: number;
}

/** Requests per second at saturation (autocannon, keep-alive, no request compression asked). */
export async function saturate(url: string, options: SaturationOptions): Promise<SaturationResult> {
  assertLocal(url);
  const latencies: number[] = [];
  let instance: autocannon.Instance | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // A hard stop a little after the planned end, should the server stall.
    const guard = setTimeout(() => instance?.stop(), (options.seconds + 15) * 1000);
    instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        maxOverallRequests: options.maxRequests,
        timeout: 10,
      },
      (error, done) => {
        clearTimeout(guard);
        if (error) reject(error);
        else resolve(done);
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    url,
    connections: options.connections,
    seconds: result.duration,
    requests: result.requests.total,
    rps: result["2xx"] / result.duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export interface FixedRateResult {
  url: string;
  /** Requests planned per second. */
  rate: number;
  seconds: number;
  sent: number;
  /** Answers per second actually achieved. */
  achievedRps: number;
  /** Latency from each request's planned start to its last byte, ms. */
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

function timedGet(agent: http.Agent, url: URL, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: timeoutMs }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
  });
}

/**
 * An open-loop load at `rate` requests per second for `seconds` (so at most rate × seconds
 * requests): request i is planned at start + i/rate and timed from then, so a slow answer
 * that delays the next send is counted against the server, not hidden.
 */
export async function fixedRate(url: string, rate: number, seconds: number): Promise<FixedRateResult> {
  assertLocal(url);
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const planned = start + i * interval;
    const wait = planned - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      timedGet(agent, target, 10_000).then(
        (status) => {
          if (status >= 200 && status < 300) latencies.push(performance.now() - planned);
          else non2xx += 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    url,
    rate,
    seconds,
    sent: total,
    achievedRps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    non2xx,
    errors,
  };
}

/** `count` picks from `items`, the k-th item weighted 1/k^exponent (Zipf-like). */
export function zipfSample<T>(items: T[], count: number, random: () => number, exponent = 1): T[] {
  const weights = items.map((_, k) => 1 / (k + 1) ** exponent);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const picks: T[] = [];
  for (let i = 0; i < count; i++) {
    let r = random() * totalWeight;
    let k = 0;
    while (k < items.length - 1 && r >= (weights[k] as number)) {
      r -= weights[k] as number;
      k += 1;
    }
    picks.push(items[k] as T);
  }
  return picks;
}

/** A seeded Fisher-Yates shuffle (a copy). */
export function shuffled<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export interface HitRatioResult {
  requests: number;
  urls: number;
  /** Distinct URLs the sample asked for: their first request cannot be a hit. */
  distinctRequested: number;
  hits: number;
  misses: number;
  /** Answers without `x-cache` (not cacheable, or not a 200). */
  uncached: number;
  ratio: number;
  /** The best any cache could do on this sequence: 1 − distinct / requests. */
  idealRatio: number;
  statuses: Record<string, number>;
  /** Requests per URL, most asked first. */
  spread: { path: string; requests: number; hits: number }[];
}

/**
 * Sends `count` requests one after another, spread over `paths` with Zipf-like weights (the
 * order of `paths` is shuffled with the seed first), and counts `x-cache: HIT`.
 */
export async function hitRatio(
  origin: string,
  paths: string[],
  count: number,
  seed: number,
  deadlineMs = 60_000,
): Promise<HitRatioResult> {
  assertLocal(origin);
  const deadline = performance.now() + deadlineMs;
  const random = seededRandom(seed);
  const ranked = shuffled(paths, random);
  const sequence = zipfSample(ranked, count, random);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const statuses: Record<string, number> = {};
  const perPath = new Map<string, { requests: number; hits: number }>();
  let hits = 0;
  let misses = 0;
  let uncached = 0;
  for (const path of sequence) {
    if (performance.now() > deadline) throw new Error(`hit ratio: over ${deadlineMs / 1000} s`);
    const state = await new Promise<{ status: number; cache: string | undefined }>((resolve, reject) => {
      const request = http.get(new URL(path, origin), { agent, timeout: 10_000 }, (response) => {
        response.on("data", () => {});
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: response.headers["x-cache"] as string | undefined,
          }),
        );
      });
      request.on("timeout", () => request.destroy(new Error(`timeout: ${path}`)));
      request.on("error", reject);
    });
    statuses[state.status] = (statuses[state.status] ?? 0) + 1;
    const entry = perPath.get(path) ?? { requests: 0, hits: 0 };
    entry.requests += 1;
    if (state.cache === "HIT") {
      hits += 1;
      entry.hits += 1;
    } else if (state.cache === "MISS") misses += 1;
    else uncached += 1;
    perPath.set(path, entry);
  }
  agent.destroy();
  return {
    requests: count,
    urls: paths.length,
    distinctRequested: perPath.size,
    hits,
    misses,
    uncached,
    ratio: hits / count,
    idealRatio: 1 - perPath.size / count,
    statuses,
    spread: [...perPath.entries()]
      .map(([path, entry]) => ({ path, ...entry }))
      .sort((a, b) => b.requests - a.requests),
  };
}

/**
 * The D1 and R2 an import writes to: the local ones `wrangler dev` keeps on disk (under
 * `.wrangler/state`, or `--persist-to DIR`), or with `--remote` the deployed ones
 * ([env.production] in wrangler.toml, reached through wrangler's remote bindings, which need
 * `npx wrangler login`).
 *
 * Both are bound to a small loader Worker in one Miniflare (workerd) process, set up from
 * wrangler.toml exactly as wrangler sets up `wrangler dev` (so the local files are the same
 * ones). Statements are built in Node by the Worker's own statement builders against a recorder
 * and run by the loader as one `DB.batch` (one transaction) per request: one round trip per
 * batch, where binding proxies (`getPlatformProxy`) pay one for every `prepare` and `bind`
 * (measured: about 38 ms each, 23 minutes of round trips for 10,000 articles).
 */
import path from "node:path";
import { Miniflare } from "miniflare";
import {
  startRemoteProxySession,
  unstable_convertConfigBindingsToStartWorkerBindings,
  unstable_getMiniflareWorkerOptions,
  unstable_readConfig,
} from "wrangler";
import { root } from "../local-state";
import { RETRYING_LOCKED, retryWhileLocked } from "../retry-while-locked";

/** A statement as the Worker's builders made it, ready to send to the loader. */
export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/** What the loader answers for each statement: its rows, and how many rows it changed. */
export interface StatementResult {
  results: Record<string, unknown>[];
  meta: { changes: number };
}

/**
 * A stand-in for D1 for the statement builders (worker/src/db/*.ts, lib/activity-log.ts): they
 * only call `prepare(sql).bind(...params)`; what comes back is sent to the loader as JSON.
 */
export const recorder = {
  prepare: (sql: string) => ({
    sql,
    params: [],
    bind: (...params: unknown[]): RecordedStatement => ({ sql, params }),
  }),
} as unknown as D1Database;

/** Statements from the builders, typed as what the recorder really returns. */
export const recorded = (statements: D1PreparedStatement[]) => statements as unknown as RecordedStatement[];

const LOADER_SCRIPT = `export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    try {
      if (url.pathname === "/batch") {
        const statements = await request.json();
        const results = await env.DB.batch(statements.map((s) => env.DB.prepare(s.sql).bind(...s.params)));
        return Response.json(results.map((r) => ({ results: r.results ?? [], meta: { changes: r.meta?.changes ?? 0 } })));
      }
      if (url.pathname === "/put") {
        await env.IMAGES.put(url.searchParams.get("key"), await request.arrayBuffer(), {
          httpMetadata: { contentType: url.searchParams.get("type") },
        });
        return new Response(null, { status: 204 });
      }
      if (url.pathname === "/list") {
        const page = await env.IMAGES.list({
          prefix: url.searchParams.get("prefix") ?? undefined,
          cursor: url.searchParams.get("cursor") ?? undefined,
          include: ["httpMetadata"],
        });
        return Response.json({
          objects: page.objects.map((o) => ({ key: o.key, size: o.size, type: o.httpMetadata?.contentType ?? null })),
          cursor: page.truncated ? page.cursor : null,
        });
      }
      if (url.pathname === "/delete") {
        await env.IMAGES.delete(await request.json());
        return new Response(null, { status: 204 });
      }
      return new Response("not found", { status: 404 });
    } catch (error) {
      return new Response(String(error && error.message ? error.message : error), { status: 500 });
    }
  },
};`;

export const targetMessages = {
  remoteFailed: (detail: string) =>
    `--remote: tidak tersambung ke Cloudflare (${detail}). Masuk dulu dengan \`npx wrangler login\` dan isi database_id di [env.production] wrangler.toml.`,
  noTables: (where: string) =>
    `Tabel situs belum ada di ${where}. Jalankan dulu migrasinya: \`npm run db:migrate:local\` (atau \`npm start\`), untuk --remote \`npm run db:migrate:remote\`.`,
} as const;

export interface StoredObject {
  key: string;
  size: number;
  type: string | null;
}

export interface Target {
  /** Where it writes, for the report: "D1 dan R2 lokal (…)" or the remote names. */
  description: string;
  /** Runs `statements` as one batch (one transaction); throws with D1's message when it fails. */
  batch(statements: D1PreparedStatement[]): Promise<StatementResult[]>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Every object under `prefix` (all pages). */
  list(prefix: string): Promise<StoredObject[]>;
  /**
   * The bucket as `lib/upload-store.ts` uses it to remove images (`deleteUploads`,
   * `deleteUnreferenced`, `writeOrDiscard`): only `delete` is ever called.
   */
  bucket: R2Bucket;
  dispose(): Promise<void>;
}

export interface TargetOptions {
  remote: boolean;
  /** Local only: the folder `--persist-to` names (as `npm start` and `admin:create` take it). */
  persistTo?: string;
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) throw new Error(`${what}: ${await response.text()}`);
}

/** The parts of wrangler's config read here (its own types are not shipped with wrangler). */
interface WranglerConfig {
  name?: string;
  compatibility_date?: string;
  d1_databases: Array<{ binding: string; database_name?: string; database_id?: string; remote?: boolean }>;
  r2_buckets: Array<{ binding: string; bucket_name?: string; remote?: boolean }>;
}

type BindingOptions = Record<string, unknown> | undefined;

export async function openTarget({ remote, persistTo }: TargetOptions): Promise<Target> {
  const configPath = path.join(root, "wrangler.toml");
  const env = remote ? "production" : undefined;
  const read = unstable_readConfig({ config: configPath, env }, { hideWarnings: true }) as WranglerConfig;
  // Remote: the same bindings, marked `remote` (wrangler's remote bindings), through a proxy session.
  const config: WranglerConfig = remote
    ? {
        ...read,
        d1_databases: read.d1_databases.map((database) => ({ ...database, remote: true })),
        r2_buckets: read.r2_buckets.map((bucket) => ({ ...bucket, remote: true })),
      }
    : read;
  const session = remote
    ? await startRemoteProxySession(
        unstable_convertConfigBindingsToStartWorkerBindings({
          d1_databases: config.d1_databases,
          r2_buckets: config.r2_buckets,
        }) as Parameters<typeof startRemoteProxySession>[0],
        { workerName: config.name },
      ).catch((error: unknown) => {
        throw new Error(targetMessages.remoteFailed((error as Error).message));
      })
    : null;
  const { workerOptions } = unstable_getMiniflareWorkerOptions(
    config as Parameters<typeof unstable_getMiniflareWorkerOptions>[0],
    env,
    session ? { remoteProxyConnectionString: session.remoteProxyConnectionString } : {},
  );
  const d1 = config.d1_databases[0];
  const r2 = config.r2_buckets[0];
  if (!d1 || !r2) throw new Error("wrangler.toml: binding D1 atau R2 tidak ditemukan");
  const stateRoot = persistTo ?? path.join(root, ".wrangler/state");
  const mf = new Miniflare({
    modules: true,
    script: LOADER_SCRIPT,
    compatibilityDate: config.compatibility_date ?? "2026-04-20",
    // The loader reaches them as DB and IMAGES whatever wrangler.toml calls them.
    d1Databases: { DB: (workerOptions.d1Databases as BindingOptions)?.[d1.binding] as never },
    r2Buckets: { IMAGES: (workerOptions.r2Buckets as BindingOptions)?.[r2.binding] as never },
    // Where `wrangler dev --persist-to DIR` keeps them: DIR/v3 (see wrangler's getPlatformProxy).
    ...(remote ? {} : { defaultPersistRoot: path.join(stateRoot, "v3") }),
  });
  try {
    await mf.ready;
  } catch (error) {
    await session?.dispose();
    throw error;
  }
  const loader = (route: string, init?: RequestInit) =>
    mf.dispatchFetch(`http://loader${route}`, init as never);
  // A local site that is running writes to the same database now and then: each call is one
  // batch, one object or one page of a list, so it may simply run again.
  const againWhileLocked: <T>(call: () => Promise<T>) => Promise<T> = remote
    ? (call) => call()
    : (call) => retryWhileLocked(call, { onRetry: () => console.log(RETRYING_LOCKED) });

  const remove = (keys: string | string[]) =>
    againWhileLocked(async () => {
      const response = await loader("/delete", { method: "POST", body: JSON.stringify(keys) });
      await expectOk(response, "R2 delete");
    });
  return {
    description: remote
      ? `D1 '${d1.database_name}' dan R2 '${r2.bucket_name}' di Cloudflare (--remote)`
      : `D1 dan R2 lokal di ${stateRoot}`,
    async batch(statements) {
      if (statements.length === 0) return [];
      const body = JSON.stringify(recorded(statements));
      return againWhileLocked(async () => {
        const response = await loader("/batch", { method: "POST", body });
        await expectOk(response, "D1");
        return (await response.json()) as StatementResult[];
      });
    },
    put(key, bytes, contentType) {
      const query = new URLSearchParams({ key, type: contentType });
      return againWhileLocked(async () => {
        const response = await loader(`/put?${query}`, { method: "POST", body: bytes });
        await expectOk(response, `R2 put ${key}`);
      });
    },
    async list(prefix) {
      const objects: StoredObject[] = [];
      let cursor: string | null = null;
      do {
        const query = new URLSearchParams({ prefix, ...(cursor ? { cursor } : {}) });
        const page = await againWhileLocked(async () => {
          const response = await loader(`/list?${query}`);
          await expectOk(response, "R2 list");
          return (await response.json()) as { objects: StoredObject[]; cursor: string | null };
        });
        objects.push(...page.objects);
        cursor = page.cursor;
      } while (cursor);
      return objects;
    },
    bucket: { delete: remove } as unknown as R2Bucket,
    async dispose() {
      await mf.dispose();
      await session?.dispose();
    },
  };
}

/**
 * The D1 database and R2 bucket a backup reads or a restore writes, through wrangler's
 * `getPlatformProxy`: the Workers binding API itself (batches with bound values, R2 list, get
 * and put with metadata) from Node, one connection for the whole run.
 *   - local (default): the on-disk state `wrangler dev` uses (or `--persist-to DIR`), as
 *     `scripts/seed.ts` does;
 *   - `--remote`: the production database and bucket of `[env.production]`, as remote
 *     bindings (wrangler runs a proxy Worker on Cloudflare, signed in as `wrangler login`
 *     or CLOUDFLARE_API_TOKEN). The wrangler CLI (`d1 execute --json`, `r2 object get/put`)
 *     would also reach both, but starts one process per object and binds no values, so a
 *     village's 50,000 images would take hours.
 * Migrations are applied with the CLI, as `npm start` and `npm run deploy` apply them.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getPlatformProxy, unstable_readConfig } from "wrangler";
import { root } from "../local-state";
import type { MigrationTarget } from "../migrations";

/** Production (`--remote`) or a local state folder (`--persist-to`), as `npm start` keeps it. */
export type SiteOptions = MigrationTarget;

export interface Site {
  db: D1Database;
  bucket: R2Bucket;
  dispose: () => Promise<void>;
}

const wranglerToml = path.join(root, "wrangler.toml");

export async function openSite({ remote, persistTo }: SiteOptions): Promise<Site> {
  if (!remote) {
    const proxy = await getPlatformProxy<{ DB: D1Database; IMAGES: R2Bucket }>({
      configPath: wranglerToml,
      persist: persistTo ? { path: path.join(persistTo, "v3") } : true,
      remoteBindings: false,
    });
    return { db: proxy.env.DB, bucket: proxy.env.IMAGES, dispose: () => proxy.dispose() };
  }
  // The production bindings, marked remote, in a configuration of their own: wrangler.toml
  // keeps describing local development and the deployed Worker.
  const production = unstable_readConfig({ config: wranglerToml, env: "production" }, { hideWarnings: true });
  const database = production.d1_databases.find((binding: { binding: string }) => binding.binding === "DB");
  const bucket = production.r2_buckets.find((binding: { binding: string }) => binding.binding === "IMAGES");
  if (!database || !bucket)
    throw new Error("wrangler.toml [env.production] tidak punya binding DB dan IMAGES.");
  const folder = await mkdtemp(path.join(tmpdir(), "padukuhan-remote-"));
  const configPath = path.join(folder, "wrangler.json");
  await writeFile(
    configPath,
    JSON.stringify({
      name: production.name,
      compatibility_date: production.compatibility_date,
      d1_databases: [{ ...database, remote: true }],
      r2_buckets: [{ ...bucket, remote: true }],
    }),
  );
  try {
    const proxy = await getPlatformProxy<{ DB: D1Database; IMAGES: R2Bucket }>({
      configPath,
      persist: false,
      remoteBindings: true,
    });
    return {
      db: proxy.env.DB,
      bucket: proxy.env.IMAGES,
      dispose: async () => {
        await proxy.dispose();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Tidak bisa terhubung ke D1 dan R2 produksi: ${reason}\nLogin dulu dengan \`npx wrangler login\` (atau set CLOUDFLARE_API_TOKEN), dan pastikan database_id di [env.production] wrangler.toml benar.`,
    );
  }
}

/** `--remote` and `--persist-to DIR` from a command line. */
export function siteOptions(values: { remote?: boolean; "persist-to"?: string }): SiteOptions {
  return {
    remote: values.remote ?? false,
    persistTo: values["persist-to"] ? path.resolve(values["persist-to"]) : undefined,
  };
}

/** Opens a local state folder, does `use` with its database and bucket, and closes it again. */
export async function withLocalSite<T>(persistTo: string, use: (site: Site) => Promise<T>): Promise<T> {
  const site = await openSite({ remote: false, persistTo });
  try {
    return await use(site);
  } finally {
    await site.dispose();
  }
}

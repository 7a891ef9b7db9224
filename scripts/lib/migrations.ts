/**
 * The D1 migrations, applied by wrangler as `npm start`, `npm run restore` and
 * `npm run db:migrate:remote` need them.
 *
 * A local state folder that holds no database yet gets a copy of one wrangler migrated earlier on
 * this machine from exactly the same migrations, wrangler and wrangler.toml. `wrangler d1
 * migrations apply --local` takes about 10 s on two cores however few the statements are, and
 * the tests start a fresh local site about ten times; the copy takes a few milliseconds.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { root } from "./local-state";
import { run } from "./run";

export interface MigrationTarget {
  remote: boolean;
  /** Local state folder (`--persist-to`); wrangler's own `.wrangler/state` without one. */
  persistTo?: string | undefined;
}

const wranglerBin = path.join(root, "node_modules/.bin/wrangler");
/** Where wrangler keeps local D1 databases inside a state folder. */
const D1_FOLDER = "v3/d1";
/** Migrated databases kept between runs, one per fingerprint. */
const TEMPLATES = path.join(root, "node_modules/.cache/padukuhan-migrated-d1");

function wranglerMigrate(target: string[]): Promise<void> {
  // CI=true: no confirmation prompt. Wrangler asks only before a remote apply, and `npm run
  // restore`, the command that applies remotely through here, has already said what it will do.
  return run(wranglerBin, ["d1", "migrations", "apply", "DB", ...target], { CI: "true" });
}

/** What a migrated local database depends on: every migration, wrangler's version, its config. */
async function fingerprint(): Promise<string> {
  const hash = createHash("sha256");
  const migrations = path.join(root, "migrations");
  for (const file of (await readdir(migrations)).filter((name) => name.endsWith(".sql")).sort()) {
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(migrations, file)))
      .update("\0");
  }
  hash.update(await readFile(path.join(root, "wrangler.toml")));
  hash.update(await readFile(path.join(root, "node_modules/wrangler/package.json")));
  return hash.digest("hex").slice(0, 16);
}

/**
 * A state folder holding only the migrated, empty database: made by wrangler the first time,
 * into a folder of its own and then renamed into place, so sites started side by side never see
 * half of one.
 */
async function migratedTemplate(): Promise<string> {
  const template = path.join(TEMPLATES, await fingerprint());
  if (existsSync(template)) return template;
  await mkdir(TEMPLATES, { recursive: true });
  const making = await mkdtemp(path.join(TEMPLATES, "making-"));
  try {
    await wranglerMigrate(["--local", "--persist-to", making]);
    await rename(making, template);
  } catch (error) {
    // Another start finished the same template first: it is as good as ours.
    if (!existsSync(template)) throw error;
  } finally {
    await rm(making, { recursive: true, force: true });
  }
  return template;
}

/** Applies every migration not yet applied to the target. */
export async function applyMigrations({ remote, persistTo }: MigrationTarget): Promise<void> {
  if (remote) return wranglerMigrate(["--remote", "--env", "production"]);
  const state = persistTo ?? path.join(root, ".wrangler/state");
  const persistArgs = persistTo ? ["--persist-to", persistTo] : [];
  // A database that exists may lack only the newest migrations: wrangler knows which.
  if (existsSync(path.join(state, D1_FOLDER))) return wranglerMigrate(["--local", ...persistArgs]);
  const template = await migratedTemplate();
  await cp(path.join(template, D1_FOLDER), path.join(state, D1_FOLDER), { recursive: true });
}

import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLocalSite } from "./backup/site";
import { root } from "./local-state";
import { applyMigrations } from "./migrations";

let state = "";
const migrationFiles = async () =>
  (await readdir(path.join(root, "migrations"))).filter((file) => file.endsWith(".sql")).sort();

beforeAll(async () => {
  state = await mkdtemp(path.join(tmpdir(), "migrations-"));
});
afterAll(() => rm(state, { recursive: true, force: true }));

describe("local migrations", () => {
  it("give a new state folder every migration, recorded as applied, and leave an existing database's rows alone", async () => {
    await applyMigrations({ remote: false, persistTo: state });
    await withLocalSite(state, async ({ db }) => {
      const applied = await db.prepare("SELECT name FROM d1_migrations ORDER BY id").all<{ name: string }>();
      expect(applied.results.map((row) => row.name)).toEqual(await migrationFiles());
      // The newest migration's table is there and empty.
      expect(await db.prepare("SELECT COUNT(*) AS n FROM data_tabel").first("n")).toBe(0);
      await db.prepare("INSERT INTO app_meta (key, value) VALUES ('uji-migrasi', 'tetap')").run();
    });

    // A second start finds the database: wrangler looks for pending migrations, finds none, and
    // keeps what the site wrote.
    await applyMigrations({ remote: false, persistTo: state });
    await withLocalSite(state, async ({ db }) => {
      expect(await db.prepare("SELECT value FROM app_meta WHERE key = 'uji-migrasi'").first("value")).toBe(
        "tetap",
      );
      expect((await db.prepare("SELECT COUNT(*) AS n FROM d1_migrations").first("n")) as number).toBe(
        (await migrationFiles()).length,
      );
    });
  });
});

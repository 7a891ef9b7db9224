/**
 * `npm start` loads the sample content on every start (scripts/seed.ts): once into a new
 * state, never again into one that has had it, as a restored backup has.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLocalSite } from "./lib/backup/site";
import { applyMigrations } from "./lib/migrations";
import { sampleImageObjects } from "./lib/sample-images";
import { seedLocal } from "./seed";

let state = "";

beforeAll(async () => {
  state = await mkdtemp(path.join(tmpdir(), "seed-"));
  await applyMigrations({ remote: false, persistTo: state });
});
afterAll(() => rm(state, { recursive: true, force: true }));

describe("the sample content on start", () => {
  it("loads every sample image once, and brings back none the village has deleted since", async () => {
    const images = sampleImageObjects();
    await seedLocal(state);
    const deleted = images[0]?.key as string;
    const articles = await withLocalSite(state, async ({ db, bucket }) => {
      expect((await bucket.list({ limit: 1000 })).objects.length).toBe(images.length);
      await bucket.delete(deleted);
      return (await db.prepare("SELECT COUNT(*) AS n FROM artikel").first<{ n: number }>())?.n;
    });
    expect(articles).toBeGreaterThan(0);

    await seedLocal(state);
    await withLocalSite(state, async ({ db, bucket }) => {
      expect(await bucket.head(deleted)).toBeNull();
      expect((await bucket.list({ limit: 1000 })).objects.length).toBe(images.length - 1);
      expect((await db.prepare("SELECT COUNT(*) AS n FROM artikel").first<{ n: number }>())?.n).toBe(
        articles,
      );
    });
  });
});

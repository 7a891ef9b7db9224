import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildIcons } from "./build-icons";

const FAVICON = path.resolve(import.meta.dirname, "../../public-app/static/favicon.svg");

let outDir = "";
beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), "padukuhan-icons-"));
  await buildIcons(FAVICON, outDir);
}, 60_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** Size, and the least opaque pixel (255: none is see-through). */
async function looks(name: string) {
  const image = sharp(path.join(outDir, "icons", name));
  const { width, height, format } = await image.metadata();
  const { channels } = await image.ensureAlpha().stats();
  return { format, width, height, minAlpha: channels[3]?.min };
}

describe("the neutral home-screen icons", () => {
  it.each([
    ["icon-192.png", 192],
    ["icon-512.png", 512],
    ["favicon-48.png", 48],
  ])("%s is the favicon as drawn: a PNG of its size with see-through round corners", async (name, size) => {
    expect(await looks(name)).toEqual({ format: "png", width: size, height: size, minAlpha: 0 });
  });

  it.each([
    ["maskable-192.png", 192],
    ["maskable-512.png", 512],
    ["apple-touch-icon.png", 180],
  ])(
    "%s fills its whole square: no pixel a launcher's mask or iOS could show as a gap",
    async (name, size) => {
      expect(await looks(name)).toEqual({ format: "png", width: size, height: size, minAlpha: 255 });
    },
  );

  it("refuses a favicon without a background square to take the colour from", async () => {
    const plain = path.join(outDir, "plain.svg");
    await writeFile(
      plain,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle r="9"/></svg>',
    );
    await expect(buildIcons(plain, outDir)).rejects.toThrow('no <rect fill="#rrggbb">');
  });
});

/**
 * The neutral home-screen icons, drawn from the favicon at build time (decision 017): a phone
 * asks the manifest for PNGs of 192 and 512 px, and Safari for a 180 px `apple-touch-icon`.
 * The pages' own icon is drawn here too (`PAGE_ICON`).
 * A village that has saved no logo installs with these.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { APP_ICONS, APPLE_TOUCH_ICON, PAGE_ICON } from "../../shared/src/routes";

/**
 * How much of a full-bleed icon the mark takes. A launcher may cut a maskable icon down to the
 * circle of 80 % of its width in the middle; at this scale the favicon's house stays well inside.
 */
const MARK_SCALE = 0.8;

/** The favicon drawn at `size` px square, transparent where it is. */
function drawn(svg: Buffer, size: number): Promise<Buffer> {
  // An SVG is rasterised at 72 dpi by default (64 px for the favicon): draw it far larger, then scale down.
  return sharp(svg, { density: 1200 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The favicon on a full square of its own background colour: launchers that mask (Android) or
 * round off (iOS, which also blackens transparent corners) then show no gap or black edge.
 */
async function fullBleed(svg: Buffer, size: number, background: string): Promise<Buffer> {
  const markSize = Math.round(size * MARK_SCALE);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await drawn(svg, markSize), gravity: "centre" }])
    .flatten({ background })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Writes every icon of APP_ICONS, APPLE_TOUCH_ICON and PAGE_ICON under `outDir`, drawn from `faviconPath`. */
export async function buildIcons(faviconPath: string, outDir: string): Promise<void> {
  const svg = await readFile(faviconPath);
  // The favicon's first shape is its background square; its colour fills the maskable icons.
  const background = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{6})"/.exec(svg.toString("utf8"))?.[1];
  if (!background) throw new Error(`${faviconPath}: no <rect fill="#rrggbb"> to take the background from`);
  const icons = [
    ...APP_ICONS,
    { ...PAGE_ICON, purpose: "any" as const },
    { ...APPLE_TOUCH_ICON, purpose: "apple" as const },
  ];
  await mkdir(path.join(outDir, "icons"), { recursive: true });
  await Promise.all(
    icons.map(async (icon) => {
      const png =
        icon.purpose === "any" ? await drawn(svg, icon.size) : await fullBleed(svg, icon.size, background);
      await writeFile(path.join(outDir, icon.path), png);
    }),
  );
}

import { apiMessages } from "@padukuhan/shared/messages";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";

const MAX_SIDE = 4000;

/** Whole numbers 1..4000 written plainly; "1e3", "12.5" or "0x10" are refused. */
function parseSide(raw: string): number | null {
  if (!/^\d{1,4}$/.test(raw)) return null;
  const side = Number(raw);
  return side >= 1 && side <= MAX_SIDE ? side : null;
}

/**
 * Neutral colours, not the village's: the picture is cached for a year, and the village may
 * change its colours in 'Pengaturan Situs' any day.
 */
const PLACEHOLDER_COLORS = { background: "#f1f1ec", icon: "#5f6b63" } as const;

/**
 * A neutral picture icon (a frame, a hill and the sun) on a light tint, centred and sized to
 * the box: it reads as "no photo yet", not as a broken image or a size label.
 */
function placeholderSvg(width: number, height: number): string {
  const side = Math.max(8, Math.round(Math.min(width, height) * 0.36));
  const x = Math.round((width - side) / 2);
  const y = Math.round((height - side) / 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${PLACEHOLDER_COLORS.background}"/>` +
    `<g transform="translate(${x} ${y}) scale(${side / 24})" fill="none" stroke="${PLACEHOLDER_COLORS.icon}" ` +
    `stroke-opacity="0.45" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">` +
    `<rect x="2.5" y="4" width="19" height="16" rx="2"/>` +
    `<circle cx="8.5" cy="9.5" r="1.8"/>` +
    `<path d="M3 17.5l5.5-5.5 4 4 3-3 5.5 5.5"/></g></svg>`
  );
}

/** The seed's missing-image path: a picture icon in a box of the asked size. */
export const placeholderApi = new Hono<AppEnv>()
  .get("/:w/:h", (c) => {
    const width = parseSide(c.req.param("w"));
    const height = parseSide(c.req.param("h"));
    if (width === null || height === null) {
      return apiError(c, 400, "invalid_input", apiMessages.placeholderSize);
    }
    return c.body(placeholderSvg(width, height), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  })
  .all("/:w/:h", methodNotAllowed(["GET"]));

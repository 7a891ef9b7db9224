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

function placeholderSvg(width: number, height: number): string {
  const fontSize = Math.max(8, Math.round(Math.min(width, height) / 8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="#e5e7eb"/>` +
    `<text x="50%" y="50%" fill="#6b7280" font-family="sans-serif" font-size="${fontSize}" ` +
    `text-anchor="middle" dominant-baseline="middle">${width}×${height}</text></svg>`
  );
}

/** The seed's missing-image path: a grey box of the asked size. */
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

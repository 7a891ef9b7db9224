import { apiMessages } from "@padukuhan/shared/messages";
import { Hono } from "hono/tiny";
import type { AppEnv } from "../env";
import { apiError } from "../lib/errors";
import { methodNotAllowed } from "../lib/method-not-allowed";

/** Keys are ours (random or `sample/...`); anything else cannot name an object. */
const IMAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*\.(jpg|png|gif|webp)$/;

/**
 * Headers for every stored image: keys never change content, so a year of caching is safe;
 * `nosniff` and a sandboxing CSP stop a crafted upload from running as a page.
 */
function imageHeaders(object: R2Object): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  return headers;
}

const SHARE_COPY = "/share.jpg";
/** A logo's home-screen icon in its folder (shared/images.ts `iconImageUrl`). */
const ICON_COPY = /\/icon-(192|512)\.png$/;

/** Uploaded and sample images from R2, with ETag and 304. */
export const imageRoutes = new Hono<AppEnv>()
  .get("/*", async (c) => {
    const key = c.req.path.slice("/img/".length);
    // R2 refuses names over 1,024 bytes; no key of ours comes near (the pattern is ASCII).
    if (key.length > 1024 || !IMAGE_KEY.test(key))
      return apiError(c, 404, "not_found", apiMessages.imageNotFound);
    // onlyIf answers If-None-Match / If-Modified-Since in R2 itself: no body is read for a 304.
    const get = (name: string) => c.env.IMAGES.get(name, { onlyIf: c.req.raw.headers });
    let object = await get(key);
    if (!object && key.endsWith(SHARE_COPY)) {
      // A folder stored before link-preview copies existed has no `share.jpg`, yet its pages
      // name one in `og:image`: its original stands in, so a shared link still shows it.
      const folder = key.slice(0, key.lastIndexOf("/") + 1);
      object = (await get(`${folder}original.jpg`)) ?? (await get(`${folder}original.png`));
    }
    const icon = ICON_COPY.exec(key);
    if (!object && icon) {
      // A logo stored before home-screen icons existed (or by a browser that could not draw
      // them) has none, yet the manifest names them: the neutral icon of that size stands in.
      const neutral = await c.env.ASSETS.fetch(new Request(new URL(`/icons/icon-${icon[1]}.png`, c.req.url)));
      if (neutral.ok) {
        const response = new Response(neutral.body, neutral);
        // Not immutable: this folder's own icon may never come, but the neutral one may change.
        response.headers.set("Cache-Control", "public, max-age=86400");
        return response;
      }
    }
    if (!object) return apiError(c, 404, "not_found", apiMessages.imageNotFound);
    const headers = imageHeaders(object);
    if (!("body" in object)) return new Response(null, { status: 304, headers });
    headers.set("Content-Length", String(object.size));
    return new Response(object.body, { status: 200, headers });
  })
  .all("/*", methodNotAllowed(["GET"]));

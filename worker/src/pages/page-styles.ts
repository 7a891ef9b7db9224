/**
 * Each public route's CSS, built by `scripts/build.ts` (`routeStylesheets`) into
 * `public/styles.json`: the site's own stylesheet with its page's, inlined into the page (no
 * extra round trip before the first paint) and allowed by the hash of its text in the page's
 * Content Security Policy.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env";

const STYLES_ASSET = "/public/styles.json";

/** `sha256-<base64>` of an inline `<style>`'s or `<script>`'s text, for the Content Security Policy. */
export async function inlineHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/** The hashes of the stylesheets and boot scripts seen, by their text (one build's handful). */
const hashes = new Map<string, Promise<string>>();
const HASHES_KEPT = 64;

export function cachedInlineHash(text: string): Promise<string> {
  let hash = hashes.get(text);
  if (!hash) {
    if (hashes.size >= HASHES_KEPT) hashes.clear();
    hash = inlineHash(text);
    hashes.set(text, hash);
  }
  return hash;
}

/**
 * The CSS of a route whose page module is `styles` (null: the site's own alone), or null when
 * the build is missing. Read from the assets on each request, as the shell is, so `npm start`'s
 * rebuilds show at once.
 */
export async function routeStylesheet(c: Context<AppEnv>, styles: string | null): Promise<string | null> {
  const asset = await c.env.ASSETS.fetch(new Request(new URL(STYLES_ASSET, c.req.url)));
  if (!asset.ok) return null;
  const all = await asset.json<Record<string, string>>();
  return all[styles ?? ""] ?? all[""] ?? null;
}

/**
 * 'Kirim Pesan' (docs/decisions/013): the public POST that keeps a visitor's message in D1 for
 * the admin's 'Pesan Masuk'. The hydrated form sends JSON and reads JSON; a form sent without
 * JavaScript is a urlencoded POST, answered with a 303 to the confirmation page (or a plain
 * Indonesian page saying what went wrong).
 */

import { fieldErrors } from "@padukuhan/shared/content-schemas";
import { escapeHtml } from "@padukuhan/shared/html";
import { PESAN_HONEYPOT, PESAN_PATHS, PESAN_THROTTLE, pesanMessages } from "@padukuhan/shared/pesan";
import { type PesanInput, pesanSchema } from "@padukuhan/shared/pesan-schema";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { addressKey } from "../auth/address";
import { clientIp } from "../auth/audit";
import { fromOrigin } from "../auth/middleware";
import type { AppEnv } from "../env";
import { bodyLimit } from "../lib/body-limit";
import { apiError } from "../lib/errors";
import { isAdminHost } from "../lib/hosts";
import { newId } from "../lib/ids";

/** The longest field (3,000 characters) percent-encoded, with room for the others. */
export const PESAN_BODY_LIMIT = 32 * 1024;

/**
 * Used only where the `PESAN_KEY` secret is not set (local development, tests): there the
 * hash still hides the address from a casual look, not from someone who tries every IPv4.
 */
const DEVELOPMENT_KEY = "padukuhan-pesan-pengirim";

/**
 * The sender as stored: a keyed hash (HMAC-SHA-256) of the address messages are counted under
 * (IPv6: its /64). The address itself is never kept; without the key, the hash names nobody.
 */
export async function senderHash(secret: string | undefined, ip: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret || DEVELOPMENT_KEY),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(addressKey(ip))));
  return [...mac.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/*
 * ?1 id, ?2 nama, ?3 email, ?4 subjek, ?5 pesan, ?6 pengirim, ?7 now, ?8 the window's start,
 * ?9 the limit. One statement counts (on `pesan_pengirim_idx`) and inserts, so however many
 * posts arrive at once, at most `limit` of them go in: SQLite runs each statement whole.
 */
const SENDER_WINDOW = "pengirim = ?6 AND created_at > ?8";
export const INSERT_IF_ALLOWED = `INSERT INTO pesan (id, nama, email, subjek, pesan, dibaca, pengirim, created_at)
SELECT ?1, ?2, ?3, ?4, ?5, 0, ?6, ?7
WHERE (SELECT count(*) FROM pesan WHERE ${SENDER_WINDOW}) < ?9
RETURNING id`;
/** When the row was refused: the `limit`-th newest message in the window, which must leave it first. */
export const OLDEST_COUNTED = `SELECT created_at FROM pesan WHERE ${SENDER_WINDOW}
ORDER BY created_at DESC LIMIT 1 OFFSET ?9 - 1`;

type Outcome =
  | { kind: "stored" | "ignored" }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "throttled"; retryAfterSeconds: number };

async function store(c: Context<AppEnv>, input: PesanInput): Promise<Outcome> {
  // A robot filled the field no person sees: it is told all went well, and nothing is kept.
  if (input[PESAN_HONEYPOT]?.trim()) return { kind: "ignored" };
  const now = Date.now();
  const params = [
    newId(),
    input.nama,
    input.email,
    input.subjek,
    input.pesan,
    await senderHash(c.env.PESAN_KEY, clientIp(c.req.raw.headers)),
    now,
    now - PESAN_THROTTLE.windowMs,
    PESAN_THROTTLE.limit,
  ];
  const db = c.env.DB;
  const [inserted, oldest] = await db.batch([
    db.prepare(INSERT_IF_ALLOWED).bind(...params),
    db.prepare(OLDEST_COUNTED).bind(...params),
  ]);
  if ((inserted?.results.length ?? 0) > 0) return { kind: "stored" };
  const counted = (oldest?.results[0] as { created_at: number } | undefined)?.created_at ?? now;
  const until = counted + PESAN_THROTTLE.windowMs;
  return { kind: "throttled", retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
}

/** The answer to a form sent without JavaScript that could not be kept: plain HTML, no script. */
function formProblemPage(c: Context<AppEnv>, status: 400 | 403 | 413 | 429, lines: string[]) {
  const items = lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  return c.html(
    `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pesan belum terkirim</title>
</head>
<body>
<h1>Pesan belum terkirim</h1>
<ul>${items}</ul>
<p><a href="/#kontak">Kembali ke formulir kontak</a></p>
</body>
</html>`,
    status,
    { "Cache-Control": "no-store" },
  );
}

const isJson = (c: Context) => /^application\/json\b/i.test(c.req.header("content-type") ?? "");

/** The fields as sent: a JSON object, or a urlencoded (or multipart) form's text fields. */
async function readFields(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  try {
    if (isJson(c)) {
      const value: unknown = await c.req.json();
      return typeof value === "object" && value !== null && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null;
    }
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === "string"));
  } catch {
    return null;
  }
}

function answer(c: Context<AppEnv>, outcome: Outcome) {
  const json = isJson(c);
  c.header("Cache-Control", "no-store");
  switch (outcome.kind) {
    case "stored":
    case "ignored":
      return json
        ? c.json({ ok: true as const, message: pesanMessages.terkirim }, 201)
        : c.redirect(PESAN_PATHS.terkirim, 303);
    case "invalid":
      if (json) {
        const message = Object.values(outcome.fields)[0] ?? pesanMessages.failed;
        return c.json({ error: { code: "invalid_input" as const, message, fields: outcome.fields } }, 400);
      }
      return formProblemPage(c, 400, Object.values(outcome.fields));
    case "throttled":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return json
        ? apiError(c, 429, "too_many_attempts", pesanMessages.throttled)
        : formProblemPage(c, 429, [pesanMessages.throttled]);
  }
}

/**
 * Mounted at `PESAN_PATHS.kirim` in front of the pages. Only POST: any other method falls
 * through to the pages (a 404 page), as for every path the route table does not name.
 */
export const pesanPublic = new Hono<AppEnv>().post(
  "/",
  async (c, next) => {
    // The admin host has no contact form; there the path is simply unknown.
    if (isAdminHost(c)) return apiError(c, 404, "not_found", pesanMessages.notFound);
    if (!fromOrigin(c, c.env.PUBLIC_ORIGIN)) {
      return isJson(c)
        ? apiError(c, 403, "forbidden", pesanMessages.forbidden)
        : formProblemPage(c, 403, [pesanMessages.forbidden]);
    }
    await next();
  },
  bodyLimit(PESAN_BODY_LIMIT, (c) =>
    isJson(c)
      ? apiError(c, 413, "payload_too_large", pesanMessages.tooLarge)
      : formProblemPage(c as Context<AppEnv>, 413, [pesanMessages.tooLarge]),
  ),
  async (c) => {
    const fields = await readFields(c);
    const parsed = pesanSchema.safeParse(fields ?? {});
    if (!parsed.success) return answer(c, { kind: "invalid", fields: fieldErrors(parsed.error) });
    return answer(c, await store(c, parsed.data));
  },
);

/**
 * 'Kirim Pesan' (docs/decisions/013): the public POST that keeps a visitor's message in D1 for
 * the admin's 'Pesan Masuk'. The hydrated form sends JSON and reads JSON; a form sent without
 * JavaScript is a urlencoded POST, answered with a 303 to the confirmation page (or a plain
 * Indonesian page saying what went wrong).
 */

import { fieldErrors } from "@padukuhan/shared/content-schemas";
import {
  PESAN_CEILING,
  PESAN_HONEYPOT,
  PESAN_PATHS,
  PESAN_THROTTLE,
  type PesanFull,
  pesanMessages,
} from "@padukuhan/shared/pesan";
import { type PesanInput, pesanSchema } from "@padukuhan/shared/pesan-schema";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { validator } from "hono/validator";
import { clientIp } from "../auth/audit";
import { fromOrigin } from "../auth/middleware";
import type { AppEnv } from "../env";
import { bodyLimit } from "../lib/body-limit";
import { apiError } from "../lib/errors";
import { type FormProblemStatus, formProblemPage } from "../lib/form-problem-page";
import { isAdminHost } from "../lib/hosts";
import { newId } from "../lib/ids";
import {
  senderBlockHash,
  senderHash,
  senderKey,
  senderThrottle,
  type Throttled,
  throttledBy,
} from "../lib/sender";

/** The longest field (3,000 characters) percent-encoded, with room for the others. */
export const PESAN_BODY_LIMIT = 32 * 1024;

/*
 * ?1 id, ?2 nama, ?3 email, ?4 subjek, ?5 pesan, ?6 now, ?7 the window's start, ?8 pengirim,
 * ?9 its limit, ?10 pengirim_blok, ?11 its limit, ?12 the unread ceiling, ?13 the size ceiling.
 * One statement counts the sender (on `pesan_pengirim_idx`), the sender's block (on
 * `pesan_pengirim_blok_idx`) and the inbox (two kept totals in `content_counts`, migration
 * 0009) and inserts, so however many posts arrive at once, none passes a count another has
 * already used up: SQLite runs each statement whole, its triggers included.
 */
const THROTTLE = senderThrottle("pesan", { since: 7, sender: 8, limit: 9, block: 10, blockLimit: 11 });
const KEPT = (kategori: "belum-dibaca" | "ukuran") =>
  `(SELECT coalesce(sum(jumlah), 0) FROM content_counts WHERE koleksi = 'pesan' AND kategori = '${kategori}')`;
export const INSERT_IF_ALLOWED = `INSERT INTO pesan (id, nama, email, subjek, pesan, dibaca, berbintang, pengirim, pengirim_blok, created_at)
SELECT ?1, ?2, ?3, ?4, ?5, 0, 0, ?8, ?10, ?6
WHERE ${THROTTLE.allows}
AND ${KEPT("belum-dibaca")} < ?12
AND ${KEPT("ukuran")} < ?13
RETURNING id`;
export const OLDEST_COUNTED = THROTTLE.oldestCounted;
export const OLDEST_COUNTED_BLOCK = THROTTLE.oldestCountedInBlock;
/** The inbox's kept totals: also what the admin's overview reads to say it is full. */
export const INBOX_TOTALS = `SELECT ${KEPT("belum-dibaca")} AS belum_dibaca, ${KEPT("ukuran")} AS ukuran`;

/** Why the inbox takes no new message, or null while it does. */
export function inboxFull(totals: { belum_dibaca: number; ukuran: number } | null | undefined): PesanFull {
  if (!totals) return null;
  if (totals.belum_dibaca >= PESAN_CEILING.unread) return "belum-dibaca";
  if (totals.ukuran >= PESAN_CEILING.bytes) return "ukuran";
  return null;
}

type Outcome =
  | { kind: "stored" | "ignored" | "full" | "unconfigured" }
  | { kind: "invalid"; fields: Record<string, string> }
  | Throttled;

async function store(c: Context<AppEnv>, input: PesanInput): Promise<Outcome> {
  // A robot filled the field no person sees: it is told all went well, and nothing is kept.
  if (input[PESAN_HONEYPOT]?.trim()) return { kind: "ignored" };
  const key = senderKey(c.env);
  if ("problem" in key) {
    // Said in the Worker's logs (Workers Logs), where whoever deployed it will look.
    console.error(JSON.stringify({ pesan: "refused", reason: key.problem }));
    return { kind: "unconfigured" };
  }
  const ip = clientIp(c.req.raw.headers);
  const now = Date.now();
  const params = [
    newId(),
    input.nama,
    input.email,
    input.subjek,
    input.pesan,
    now,
    now - PESAN_THROTTLE.windowMs,
    await senderHash(key.key, ip),
    PESAN_THROTTLE.limit,
    await senderBlockHash(key.key, ip),
    PESAN_THROTTLE.blockLimit,
    PESAN_CEILING.unread,
    PESAN_CEILING.bytes,
  ];
  const db = c.env.DB;
  const [inserted, oldest, oldestInBlock] = await db.batch([
    db.prepare(INSERT_IF_ALLOWED).bind(...params),
    db.prepare(OLDEST_COUNTED).bind(...params.slice(0, 9)),
    db.prepare(OLDEST_COUNTED_BLOCK).bind(...params.slice(0, 11)),
  ]);
  if ((inserted?.results.length ?? 0) > 0) return { kind: "stored" };
  const first = (result: typeof oldest) => result?.results[0] as { created_at: number } | undefined;
  const throttled = throttledBy(first(oldest), first(oldestInBlock), PESAN_THROTTLE.windowMs, now);
  if (throttled) return throttled;
  return { kind: "full" };
}

/** The answer to a form sent without JavaScript that could not be kept. */
const problemPage = (c: Context<AppEnv>, status: FormProblemStatus, lines: string[]) =>
  formProblemPage(c, status, {
    title: "Pesan belum terkirim",
    lines,
    back: { href: "/#kontak", text: "Kembali ke formulir kontak" },
  });

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
      return problemPage(c, 400, Object.values(outcome.fields));
    case "throttled":
    case "blockThrottled": {
      const message = outcome.kind === "throttled" ? pesanMessages.throttled : pesanMessages.blockThrottled;
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return json ? apiError(c, 429, "too_many_attempts", message) : problemPage(c, 429, [message]);
    }
    case "full":
      return json
        ? apiError(c, 503, "inbox_full", pesanMessages.full)
        : problemPage(c, 503, [pesanMessages.full]);
    case "unconfigured":
      return json
        ? apiError(c, 503, "server_error", pesanMessages.notReady)
        : problemPage(c, 503, [pesanMessages.notReady]);
  }
}

/**
 * The message as the shared schema checks it, through hono's validator like every other route's
 * input (lib/validation.ts): from a JSON body (the page's script) or a form (no JavaScript), both
 * read as `c.req.valid("json")`. A refused one is answered in the sender's own terms: JSON, or
 * the plain problem page.
 */
function pesanInput() {
  const check = async (c: Context<AppEnv>) => {
    const parsed = pesanSchema.safeParse((await readFields(c)) ?? {});
    return parsed.success ? parsed.data : answer(c, { kind: "invalid", fields: fieldErrors(parsed.error) });
  };
  const validate = validator("json", (_json, c: Context<AppEnv>) => check(c));
  return (async (c, next) => {
    // Read once here: a body that is no JSON object and no form is refused by the schema's
    // messages, where hono's own reader would throw on JSON that does not parse.
    if ((await readFields(c)) === null) return check(c);
    return validate(c, next);
  }) as typeof validate;
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
        : problemPage(c, 403, [pesanMessages.forbidden]);
    }
    await next();
  },
  bodyLimit(PESAN_BODY_LIMIT, (c) =>
    isJson(c)
      ? apiError(c, 413, "payload_too_large", pesanMessages.tooLarge)
      : problemPage(c as Context<AppEnv>, 413, [pesanMessages.tooLarge]),
  ),
  pesanInput(),
  async (c) => answer(c, await store(c, c.req.valid("json"))),
);

/**
 * 'Lapor Warga' (docs/decisions/021): the public POST that keeps a resident's report. The form is
 * `multipart/form-data` either way: sent by the page's script (which asks for JSON with
 * `Accept: application/json` and reads `{ kode }` back), or by the browser itself without
 * JavaScript, answered with a 303 to the report's private page or a plain page saying what
 * went wrong. Every check runs before anything is stored; photos reach R2 without their
 * metadata, and leave it again when the report is not kept.
 */
import { fieldErrors } from "@padukuhan/shared/content-schemas";
import { MAX_IMAGE_BYTES } from "@padukuhan/shared/images";
import {
  LAPOR_HONEYPOT,
  LAPOR_LIMITS,
  LAPOR_PATHS,
  laporMessages,
  newLaporCode,
} from "@padukuhan/shared/lapor";
import { laporSchema } from "@padukuhan/shared/lapor-schema";
import { apiMessages } from "@padukuhan/shared/messages";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { clientIp } from "../../auth/audit";
import { fromOrigin } from "../../auth/middleware";
import type { AppEnv } from "../../env";
import { bodyLimit } from "../../lib/body-limit";
import { apiError, type ErrorStatus } from "../../lib/errors";
import { type FormProblemStatus, formProblemPage } from "../../lib/form-problem-page";
import { isAdminHost } from "../../lib/hosts";
import { newId } from "../../lib/ids";
import { type PhotoType, withoutMetadata } from "../../lib/photo-metadata";
import { senderBlockHash, senderHash, senderKey, type Throttled } from "../../lib/sender";
import { FORM_TEXT_ALLOWANCE, formStrings } from "../../lib/upload-form";
import { deleteUploads, imageUrl, UPLOAD_PREFIX } from "../../lib/upload-store";
import { laporCategories } from "./categories";
import { type ReportFields, storeReport } from "./store";

/** Three photos at the seed's upload limit, and the texts. */
export const LAPOR_BODY_LIMIT = LAPOR_LIMITS.foto * MAX_IMAGE_BYTES + FORM_TEXT_ALLOWANCE;

/** The form field of the photos: one input without JavaScript, up to three parts with it. */
export const FOTO_FIELD = "foto";

type Outcome =
  | { kind: "stored"; kode: string }
  | { kind: "ignored" }
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "refused"; status: 403 | 413 | 415; message: string }
  | { kind: "full" | "unconfigured" }
  | Throttled;

/** The page's script asks for JSON; a browser sending the form itself asks for a page. */
const wantsJson = (c: Context) => /\bapplication\/json\b/i.test(c.req.header("accept") ?? "");

const PHOTO_TYPES: Record<PhotoType, { mime: string; extension: string }> = {
  jpeg: { mime: "image/jpeg", extension: "jpg" },
  png: { mime: "image/png", extension: "png" },
  webp: { mime: "image/webp", extension: "webp" },
};

/** The photo's type from its first bytes only; never the name or the type the browser declares. */
function photoType(bytes: Uint8Array): PhotoType | null {
  const starts = (offset: number, signature: number[]) =>
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return null;
}

interface CleanPhoto {
  bytes: Uint8Array;
  type: PhotoType;
}

/** Each photo checked (size, type from bytes) and without its metadata, or why one is refused. */
async function cleanPhotos(form: FormData): Promise<CleanPhoto[] | Outcome> {
  const files = form
    .getAll(FOTO_FIELD)
    .filter((value): value is File => typeof value !== "string" && (value.size > 0 || value.name !== ""));
  if (files.length > LAPOR_LIMITS.foto)
    return { kind: "invalid", fields: { foto: laporMessages.fotoTooMany } };
  const photos: CleanPhoto[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES)
      return { kind: "refused", status: 413, message: laporMessages.fotoTooLarge };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = photoType(bytes);
    if (!type) return { kind: "refused", status: 415, message: laporMessages.fotoFormat };
    const clean = withoutMetadata(bytes, type);
    if (!clean) return { kind: "invalid", fields: { foto: laporMessages.fotoUnreadable } };
    photos.push({ bytes: clean, type });
  }
  return photos;
}

/** Puts the photos in R2 under fresh keys; if one put fails, the others are removed again. */
async function putPhotos(bucket: R2Bucket, photos: CleanPhoto[]): Promise<string[]> {
  const keys = photos.map((photo) => `${UPLOAD_PREFIX}${newId()}.${PHOTO_TYPES[photo.type].extension}`);
  const results = await Promise.allSettled(
    photos.map((photo, index) =>
      bucket.put(keys[index] as string, photo.bytes, {
        httpMetadata: { contentType: PHOTO_TYPES[photo.type].mime },
      }),
    ),
  );
  const urls = keys.map(imageUrl);
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    await deleteUploads(
      bucket,
      urls.filter((_, index) => results[index]?.status === "fulfilled"),
    );
    throw failed.reason;
  }
  return urls;
}

async function keep(c: Context<AppEnv>): Promise<Outcome> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return { kind: "invalid", fields: { form: laporMessages.failed } };
  }
  const parsed = laporSchema.safeParse(formStrings(form));
  if (!parsed.success) return { kind: "invalid", fields: fieldErrors(parsed.error) };
  // A robot filled the field no person sees: it is told all went well, and nothing is kept.
  if (parsed.data[LAPOR_HONEYPOT]?.trim()) return { kind: "ignored" };
  const wanted = parsed.data.kategori.toLocaleLowerCase("id-ID");
  const kategori = (await laporCategories(c.env.DB)).find(
    (name) => name.toLocaleLowerCase("id-ID") === wanted,
  );
  if (!kategori) return { kind: "invalid", fields: { kategori: laporMessages.kategoriUnknown } };
  const photos = await cleanPhotos(form);
  if (!Array.isArray(photos)) return photos;

  const key = senderKey(c.env);
  if ("problem" in key) {
    // Said in the Worker's logs (Workers Logs), where whoever deployed it will look.
    console.error(JSON.stringify({ lapor: "refused", reason: key.problem }));
    return { kind: "unconfigured" };
  }
  const ip = clientIp(c.req.raw.headers);
  const sender = { hash: await senderHash(key.key, ip), blockHash: await senderBlockHash(key.key, ip) };
  const { kategori: _sent, [LAPOR_HONEYPOT]: _honeypot, ...rest } = parsed.data;
  const fields: ReportFields = { ...rest, kategori };

  const bucket = c.env.IMAGES;
  const urls = await putPhotos(bucket, photos);
  try {
    const outcome = await storeReport(c.env.DB, { fields, photos: urls, sender });
    // Refused by a limit: the photos it would have shown go again.
    if (outcome.kind !== "stored") await deleteUploads(bucket, urls);
    return outcome.kind === "stored" ? { kind: "stored", kode: outcome.kode } : outcome;
  } catch (error) {
    await deleteUploads(bucket, urls);
    throw error;
  }
}

/** The answer to a form sent without JavaScript that could not be kept. */
const problemPage = (c: Context<AppEnv>, status: FormProblemStatus, lines: string[]) =>
  formProblemPage(c, status, {
    title: "Laporan belum terkirim",
    lines,
    back: { href: LAPOR_PATHS.form, text: "Kembali ke formulir Lapor Warga" },
  });

/** A refusal in the sender's own terms: JSON for the page's script, a plain page otherwise. */
function refusal(
  c: Context<AppEnv>,
  status: ErrorStatus & FormProblemStatus,
  code: Parameters<typeof apiError>[2],
  message: string,
) {
  return wantsJson(c) ? apiError(c, status, code, message) : problemPage(c, status, [message]);
}

function answer(c: Context<AppEnv>, outcome: Outcome) {
  c.header("Cache-Control", "no-store");
  switch (outcome.kind) {
    case "stored":
    case "ignored": {
      // A robot is sent to a code nobody holds: the same answer, and nothing behind it.
      const kode = outcome.kind === "stored" ? outcome.kode : newLaporCode();
      return wantsJson(c)
        ? c.json(
            { ok: true as const, kode, url: LAPOR_PATHS.follow(kode), message: laporMessages.terkirim },
            201,
          )
        : c.redirect(LAPOR_PATHS.follow(kode), 303);
    }
    case "invalid": {
      if (!wantsJson(c)) return problemPage(c, 400, Object.values(outcome.fields));
      const message = Object.values(outcome.fields)[0] ?? laporMessages.failed;
      return c.json({ error: { code: "invalid_input" as const, message, fields: outcome.fields } }, 400);
    }
    case "refused":
      return refusal(
        c,
        outcome.status,
        outcome.status === 413
          ? "payload_too_large"
          : outcome.status === 415
            ? "unsupported_media_type"
            : "forbidden",
        outcome.message,
      );
    case "throttled":
    case "blockThrottled":
      c.header("Retry-After", String(outcome.retryAfterSeconds));
      return refusal(
        c,
        429,
        "too_many_attempts",
        outcome.kind === "throttled" ? laporMessages.throttled : laporMessages.blockThrottled,
      );
    case "full":
      return refusal(c, 503, "reports_full", laporMessages.full);
    case "unconfigured":
      return refusal(c, 503, "server_error", laporMessages.notReady);
  }
}

/**
 * Mounted at `LAPOR_PATHS.form` in front of the pages. Only POST: a GET is the form's page.
 */
export const laporPublic = new Hono<AppEnv>().post(
  "/",
  async (c, next) => {
    // The admin host has no report form; there the path is simply unknown.
    if (isAdminHost(c)) return apiError(c, 404, "not_found", apiMessages.routeNotFound);
    if (!fromOrigin(c, c.env.PUBLIC_ORIGIN))
      return answer(c, { kind: "refused", status: 403, message: laporMessages.forbidden });
    await next();
  },
  bodyLimit(LAPOR_BODY_LIMIT, (c) =>
    answer(c as Context<AppEnv>, { kind: "refused", status: 413, message: laporMessages.tooLarge }),
  ),
  async (c) => answer(c, await keep(c)),
);

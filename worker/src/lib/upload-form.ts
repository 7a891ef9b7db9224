/**
 * Reading an admin content form: the body within a byte limit, the text fields through the
 * shared zod schema, and each image checked by size and by its own first bytes. Every check
 * runs before anything is stored; a failure answers with a ready Response.
 */

import { contentMessages, fieldErrors } from "@padukuhan/shared/content-schemas";
import {
  COPY_WIDTHS,
  type CopyWidth,
  copyField,
  MAX_COPY_BYTES,
  MAX_IMAGE_BYTES,
  type SniffedImage,
  sniffImage,
  webpSize,
} from "@padukuhan/shared/images";
import type { Context } from "hono";
import type * as z from "zod/mini";
import { apiError } from "./errors";
import { declaredOverLimit, limitBody } from "./limited-body";

const MIB = 1024 * 1024;

/**
 * Room beside the files for the text fields and the multipart framing. The longest text the
 * schemas allow (20,000 characters, up to 4 bytes each in UTF-8) fits several times over.
 */
export const FORM_TEXT_ALLOWANCE = 256 * 1024;

/** No form is read past this, however many images it may carry. */
export const MAX_REQUEST_BYTES = 25 * MIB;

/** The most one image may bring: the original and a full set of WebP copies. */
const IMAGE_WITH_COPIES_BYTES = MAX_IMAGE_BYTES + COPY_WIDTHS.length * MAX_COPY_BYTES;

/** The body limit for a form that may carry up to `files` images, each with its copies. */
export function requestLimit(files: number): number {
  return Math.min(files * IMAGE_WITH_COPIES_BYTES + FORM_TEXT_ALLOWANCE, MAX_REQUEST_BYTES);
}

/** Texts for requests the admin app never sends; a hand-made client may. */
export const formMessages = {
  notMultipart: "Data harus dikirim sebagai formulir multipart/form-data.",
  unreadable: "Data formulir tidak dapat dibaca. Silakan coba lagi.",
} as const;

/** A file in `form[name]`; an empty, nameless part is what a form sends when none was chosen. */
export function formFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  if (value === null || typeof value === "string") return null;
  return value.size === 0 && value.name === "" ? null : value;
}

/** The text fields, first value of each; files never reach the schema. */
export function formStrings(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

export function parseForm<S extends z.ZodMiniType>(schema: S, form: FormData): Parsed<z.output<S>> {
  const result = schema.safeParse(formStrings(form));
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldErrors(result.error) };
}

/** 400 with a message per field; the top-level message is the first of them. */
export function invalidInput(c: Context, fields: Record<string, string>) {
  const message = Object.values(fields)[0] ?? formMessages.unreadable;
  return c.json({ error: { code: "invalid_input" as const, message, fields } }, 400);
}

export const payloadTooLarge = (c: Context) =>
  apiError(c, 413, "payload_too_large", contentMessages.imageTooLarge);

/** The multipart body, read no further than `limit` bytes (see limited-body.ts). */
export async function readForm(c: Context, limit: number): Promise<FormData | Response> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return apiError(c, 415, "unsupported_media_type", formMessages.notMultipart);
  }
  if (declaredOverLimit(c.req.raw, limit)) return payloadTooLarge(c);
  const body = c.req.raw.body;
  if (!body) return apiError(c, 400, "invalid_input", formMessages.unreadable);
  const limited = limitBody(body, limit);
  try {
    return await new Response(limited.stream, { headers: { "content-type": contentType } }).formData();
  } catch {
    return limited.exceeded()
      ? payloadTooLarge(c)
      : apiError(c, 400, "invalid_input", formMessages.unreadable);
  }
}

/** A WebP copy that passed the checks, at its nominal width. */
export interface CheckedCopy {
  width: CopyWidth;
  file: File;
}

/** A file that passed the checks, with the type its bytes prove and its copies (none, or all). */
export interface CheckedImage {
  file: File;
  image: SniffedImage;
  copies: CheckedCopy[];
}

/**
 * Size first (5 MiB is allowed, one byte more is not), then the type from the first bytes
 * only: the file name and the declared type are never consulted.
 */
export async function checkImage(c: Context, file: File): Promise<CheckedImage | Response> {
  if (file.size > MAX_IMAGE_BYTES) return payloadTooLarge(c);
  const image = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!image) return apiError(c, 415, "unsupported_media_type", contentMessages.imageFormat);
  return { file, image, copies: [] };
}

/** `<field>_w<width>`: the form field of a copy (see `copyField`). */
const COPY_FIELD = new RegExp(`^(.+)_w(?:${COPY_WIDTHS.join("|")})$`);

/** Whether a form field carries a copy rather than an image of its own. */
export const isCopyField = (key: string) => COPY_FIELD.test(key);

/**
 * The copies sent beside the image in `field`: none or all of them, never for a GIF, each a
 * WebP by its own bytes, at most its nominal width wide and at most MAX_COPY_BYTES.
 */
async function checkCopies(
  c: Context,
  form: FormData,
  field: string,
  image: SniffedImage,
): Promise<CheckedCopy[] | Response> {
  const sent = COPY_WIDTHS.flatMap((width) => {
    const file = formFile(form, copyField(field, width));
    return file ? [{ width, file }] : [];
  });
  if (sent.length === 0) return [];
  if (sent.length < COPY_WIDTHS.length) return invalidInput(c, { [field]: contentMessages.copiesIncomplete });
  // A GIF keeps its animation only as itself: a still WebP would replace it on the site.
  if (image.type === "image/gif") return invalidInput(c, { [field]: contentMessages.copiesForGif });
  for (const copy of sent) {
    if (copy.file.size > MAX_COPY_BYTES) {
      return apiError(c, 413, "payload_too_large", contentMessages.copyTooLarge);
    }
    const size = webpSize(new Uint8Array(await copy.file.slice(0, 32).arrayBuffer()));
    if (!size) return apiError(c, 415, "unsupported_media_type", contentMessages.copyFormat);
    if (size.width > copy.width) {
      return invalidInput(c, { [field]: contentMessages.copyTooWide(copy.width) });
    }
  }
  return sent;
}

/**
 * The images in `fields` (each must carry a file) with their copies, all checked before
 * anything is stored; the first failure answers for all. A copy whose image is not among
 * `fields` is refused too: it would be stored beside nothing.
 */
export async function checkImageFields(
  c: Context,
  form: FormData,
  fields: string[],
): Promise<CheckedImage[] | Response> {
  const checked: CheckedImage[] = [];
  for (const field of fields) {
    const file = formFile(form, field);
    if (!file) return invalidInput(c, { [field]: formMessages.unreadable });
    const result = await checkImage(c, file);
    if (result instanceof Response) return result;
    const copies = await checkCopies(c, form, field, result.image);
    if (copies instanceof Response) return copies;
    checked.push({ ...result, copies });
  }
  const expected = new Set(fields);
  for (const key of new Set(form.keys())) {
    const base = COPY_FIELD.exec(key)?.[1];
    if (base !== undefined && !expected.has(base) && formFile(form, key)) {
      return invalidInput(c, { [base]: contentMessages.copiesWithoutImage });
    }
  }
  return checked;
}

/**
 * The form of an entity with one image, in field `image`: read within its limit, the text
 * through `schema`, the image and its copies checked; nothing is stored yet. With
 * `requiredMessage` the image must be there (adding); without, it may be left out (editing
 * keeps the stored one).
 */
export async function readSingleImageForm<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
  requiredMessage?: string,
): Promise<{ data: z.output<S>; images: CheckedImage[] } | Response> {
  const form = await readForm(c, requestLimit(1));
  if (form instanceof Response) return form;
  const parsed = parseForm(schema, form);
  const file = formFile(form, "image");
  const missing = requiredMessage !== undefined && !file;
  if (!parsed.ok || missing) {
    return invalidInput(c, {
      ...(parsed.ok ? {} : parsed.fields),
      ...(missing ? { image: requiredMessage } : {}),
    });
  }
  const images = await checkImageFields(c, form, file ? ["image"] : []);
  if (images instanceof Response) return images;
  return { data: parsed.data, images };
}

/**
 * Checking an admin content form once it is read (validation.ts): the text fields through the
 * shared zod schema, and each image checked by size and by its own first bytes. Every check
 * runs before anything is stored; a failure is thrown as its answer (`refuse`, `refuseInput`).
 */

import { contentMessages, fieldErrors } from "@padukuhan/shared/content-schemas";
import {
  COPY_WIDTHS,
  type CopyWidth,
  copyField,
  ICON_SIZES,
  ICON_TYPE,
  type IconSize,
  iconField,
  jpegSize,
  MAX_COPY_BYTES,
  MAX_ICON_BYTES,
  MAX_IMAGE_BYTES,
  MAX_SHARE_BYTES,
  pngSize,
  SHARE_SIZE,
  type SniffedImage,
  shareField,
  sniffImage,
  webpSize,
} from "@padukuhan/shared/images";
import type { Context } from "hono";
import type * as z from "zod/mini";
import type { AppEnv, Env } from "../env";
import { apiError, refuse } from "./errors";
import { type FieldErrors, formMessages, refuseInput } from "./validation";

const MIB = 1024 * 1024;

/**
 * Room beside the files for the text fields and the multipart framing. The longest text the
 * schemas allow (20,000 characters, up to 4 bytes each in UTF-8) fits several times over.
 */
export const FORM_TEXT_ALLOWANCE = 256 * 1024;

/** No form is read past this, however many images it may carry. */
export const MAX_REQUEST_BYTES = 25 * MIB;

/**
 * The most one image may bring: the original, a full set of WebP copies and the link-preview
 * copy. A logo's icons (2 × MAX_ICON_BYTES at most) come only in 'Pengaturan Situs', whose
 * limit of twelve images leaves room for them many times over.
 */
const IMAGE_WITH_COPIES_BYTES = MAX_IMAGE_BYTES + COPY_WIDTHS.length * MAX_COPY_BYTES + MAX_SHARE_BYTES;

/** The body limit for a form that may carry up to `files` images, each with its copies. */
export function requestLimit(files: number): number {
  return Math.min(files * IMAGE_WITH_COPIES_BYTES + FORM_TEXT_ALLOWANCE, MAX_REQUEST_BYTES);
}

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

export const payloadTooLarge = (c: Context) =>
  apiError(c, 413, "payload_too_large", contentMessages.imageTooLarge);

/** A WebP copy that passed the checks, at its nominal width. */
export interface CheckedCopy {
  width: CopyWidth;
  file: File;
}

/** A home-screen icon that passed the checks: a square PNG of exactly `size` px. */
export interface CheckedIcon {
  size: IconSize;
  file: File;
}

/**
 * The file of form field `field` that passed the checks, with the type its bytes prove and its
 * copies: none, or all of them with the link-preview copy (`share`, a 1200×630 JPEG), and with
 * those a logo's home-screen icons (`icons`, none or all).
 */
export interface CheckedImage {
  field: string;
  file: File;
  image: SniffedImage;
  copies: CheckedCopy[];
  share: File | null;
  icons?: CheckedIcon[];
}

/**
 * Size first (5 MiB is allowed, one byte more is not), then the type from the first bytes
 * only: the file name and the declared type are never consulted.
 */
async function checkImage(file: File): Promise<SniffedImage> {
  if (file.size > MAX_IMAGE_BYTES) refuse(413, "payload_too_large", contentMessages.imageTooLarge);
  const image = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  return image ?? refuse(415, "unsupported_media_type", contentMessages.imageFormat);
}

/**
 * `<field>_w<width>`, `<field>_share` or `<field>_icon<size>`: the form field of a copy (see
 * `copyField`, `shareField`, `iconField`).
 */
const COPY_FIELD = new RegExp(
  `^(.+)_(?:${[...COPY_WIDTHS.map((width) => `w${width}`), "share", ...ICON_SIZES.map((size) => `icon${size}`)].join("|")})$`,
);

/** Whether a form field carries a copy rather than an image of its own. */
export const isCopyField = (key: string) => COPY_FIELD.test(key);

/**
 * The copies sent beside the image in `field`: none or all of them, never for a GIF; each WebP
 * copy a WebP by its own bytes, at most its nominal width wide and at most MAX_COPY_BYTES, and
 * the link-preview copy (`checkShare`).
 */
async function checkCopies(
  form: FormData,
  field: string,
  image: SniffedImage,
): Promise<Pick<CheckedImage, "copies" | "share" | "icons">> {
  const sent = COPY_WIDTHS.flatMap((width) => {
    const file = formFile(form, copyField(field, width));
    return file ? [{ width, file }] : [];
  });
  const share = formFile(form, shareField(field));
  const icons = ICON_SIZES.flatMap((size) => {
    const file = formFile(form, iconField(field, size));
    return file ? [{ size, file }] : [];
  });
  if (sent.length === 0 && !share && icons.length === 0) return { copies: [], share: null, icons: [] };
  // A GIF keeps its animation only as itself: a still WebP would replace it on the site.
  if (image.type === "image/gif") refuseInput({ [field]: contentMessages.copiesForGif });
  if (sent.length < COPY_WIDTHS.length || !share) refuseInput({ [field]: contentMessages.copiesIncomplete });
  for (const copy of sent) {
    if (copy.file.size > MAX_COPY_BYTES) refuse(413, "payload_too_large", contentMessages.copyTooLarge);
    const size = webpSize(new Uint8Array(await copy.file.slice(0, 32).arrayBuffer()));
    if (!size) refuse(415, "unsupported_media_type", contentMessages.copyFormat);
    if (size.width > copy.width) refuseInput({ [field]: contentMessages.copyTooWide(copy.width) });
  }
  await checkShare(field, share);
  await checkIcons(field, icons);
  return { copies: sent, share, icons };
}

/**
 * A logo's home-screen icons: none, or one of each of ICON_SIZES, each at most MAX_ICON_BYTES, a
 * PNG by its own bytes and exactly its size, square (the manifest announces the size unseen).
 */
async function checkIcons(field: string, icons: CheckedIcon[]): Promise<void> {
  if (icons.length === 0) return;
  if (icons.length < ICON_SIZES.length) refuseInput({ [field]: contentMessages.iconsIncomplete });
  for (const icon of icons) {
    if (icon.file.size > MAX_ICON_BYTES) refuse(413, "payload_too_large", contentMessages.iconTooLarge);
    const bytes = new Uint8Array(await icon.file.slice(0, 32).arrayBuffer());
    const size = sniffImage(bytes)?.type === ICON_TYPE ? pngSize(bytes) : null;
    if (!size) refuse(415, "unsupported_media_type", contentMessages.iconFormat);
    if (size.width !== icon.size || size.height !== icon.size) {
      refuseInput({ [field]: contentMessages.iconFormat });
    }
  }
}

/**
 * The link-preview copy: at most MAX_SHARE_BYTES, a JPEG by its own bytes, and exactly
 * SHARE_SIZE by its frame header (previews are announced as 1200×630 without looking).
 */
async function checkShare(field: string, share: File): Promise<void> {
  if (share.size > MAX_SHARE_BYTES) refuse(413, "payload_too_large", contentMessages.shareTooLarge);
  const bytes = new Uint8Array(await share.arrayBuffer());
  const size = sniffImage(bytes)?.type === "image/jpeg" ? jpegSize(bytes) : null;
  if (!size) refuse(415, "unsupported_media_type", contentMessages.shareFormat);
  if (size.width !== SHARE_SIZE.width || size.height !== SHARE_SIZE.height) {
    refuseInput({ [field]: contentMessages.shareSize });
  }
}

/**
 * The images in `fields` (each must carry a file) with their copies, all checked before
 * anything is stored; the first failure answers for all. A copy whose image is not among
 * `fields` is refused too: it would be stored beside nothing.
 */
export async function checkImageFields(form: FormData, fields: string[]): Promise<CheckedImage[]> {
  const checked: CheckedImage[] = [];
  for (const field of fields) {
    const file = formFile(form, field) ?? refuseInput({ [field]: formMessages.unreadable });
    const image = await checkImage(file);
    checked.push({ field, file, image, ...(await checkCopies(form, field, image)) });
  }
  const expected = new Set(fields);
  for (const key of new Set(form.keys())) {
    const base = COPY_FIELD.exec(key)?.[1];
    if (base !== undefined && !expected.has(base) && formFile(form, key)) {
      refuseInput({ [base]: contentMessages.copiesWithoutImage });
    }
  }
  return checked;
}

/** What a content form's check passes on: the schema's output, and its images checked. */
export interface CheckedForm<Data> {
  data: Data;
  images: CheckedImage[];
}

/**
 * A content form: its text fields, which of its fields bring images, and which images adding
 * requires (`RequiredImage`, the names of those fields).
 */
export interface ContentForm<S extends z.ZodMiniType, RequiredImage extends string = never> {
  schema: S;
  /** The most images one form may bring: the body limit follows from it (`requestLimit`). */
  maxImages: number;
  /**
   * The fields whose files this form brings, in the order they are stored; it refuses the form
   * (`refuseInput`) for a file in a field that names nothing.
   */
  imageFields: (form: FormData, data: z.output<S>) => string[];
  /**
   * When adding, the image fields that must bring a file, each with the message when it does not.
   * A function of the text fields when that depends on them (a gallery video brings no photo);
   * then no image is certain, so such a form leaves `RequiredImage` never.
   */
  required?:
    | Readonly<Record<RequiredImage, string>>
    | ((fields: Record<string, string>) => Record<string, string>);
  /**
   * Images the Worker fetches itself once the text passed (a video's thumbnail), each under the
   * field it stands for; it refuses the form when it cannot fetch them. They are checked by their
   * bytes like uploads.
   */
  fetchedImages?: (data: z.output<S>, env: Env) => Promise<FetchedImage[]>;
}

/** An image the Worker fetched, to be stored as if `field` had brought it. */
export interface FetchedImage {
  field: string;
  bytes: Uint8Array<ArrayBuffer>;
  /** What refuses the form when the bytes are no image the site accepts. */
  unusable: FieldErrors;
}

/**
 * A fetched image by the same checks as an upload (size, then type by its first bytes), with no
 * copies; null when it fails them.
 */
export function checkFetchedImage({ field, bytes }: FetchedImage): CheckedImage | null {
  if (bytes.length > MAX_IMAGE_BYTES) return null;
  const image = sniffImage(bytes.slice(0, 16));
  return image
    ? { field, file: new File([bytes], field, { type: image.type }), image, copies: [], share: null }
    : null;
}

/** The image side of a content form. */
type ImagesOf<RequiredImage extends string> = Pick<
  ContentForm<z.ZodMiniType, RequiredImage>,
  "maxImages" | "imageFields" | "required"
>;

/** A form with one image, in field `image`; adding requires it when given the message for its absence. */
export function oneImage(): ImagesOf<never>;
export function oneImage(requiredMessage: string): ImagesOf<"image">;
export function oneImage(requiredMessage?: string): ImagesOf<"image"> {
  return {
    maxImages: 1,
    imageFields: (form) => (formFile(form, "image") ? ["image"] : []),
    ...(requiredMessage === undefined ? {} : { required: { image: requiredMessage } }),
  };
}

/** A form of text fields only: a file in any field refuses it. */
export function noImage(): ImagesOf<never> {
  return {
    maxImages: 0,
    imageFields: (form) =>
      [...form.keys()].some((key) => formFile(form, key)) ? refuseInput({ form: formMessages.noFiles }) : [],
  };
}

/**
 * The check of a content form for `formInput`: the text through the schema and, when adding, the
 * required images, refused together; then the image fields the form names, each checked with its
 * copies. Nothing is stored yet; an edit may leave every image out (it keeps the stored ones).
 */
export function contentFormCheck<S extends z.ZodMiniType, R extends string>(
  spec: ContentForm<S, R>,
  adding: boolean,
) {
  return async (form: FormData, c: Context<AppEnv>): Promise<CheckedForm<z.output<S>>> => {
    const strings = formStrings(form);
    const parsed = spec.schema.safeParse(strings);
    const required = typeof spec.required === "function" ? spec.required(strings) : (spec.required ?? {});
    const missing = adding
      ? Object.fromEntries(Object.entries(required).filter(([field]) => !formFile(form, field)))
      : {};
    if (!parsed.success || Object.keys(missing).length > 0) {
      refuseInput({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...missing });
    }
    const data = parsed.data as z.output<S>;
    const images = await checkImageFields(form, spec.imageFields(form, data));
    for (const image of (await spec.fetchedImages?.(data, c.env)) ?? []) {
      images.push(checkFetchedImage(image) ?? refuseInput(image.unusable));
    }
    return { data, images };
  };
}

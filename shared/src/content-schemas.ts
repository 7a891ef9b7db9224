/**
 * The fields and messages the kinds' schemas share (each kind's own schema, record type and
 * messages are in its module: artikel.ts, umkm.ts, galeri.ts, agenda.ts, pengumuman.ts). The
 * admin forms and the Worker (which checks everything again) use the same schemas. Fields are
 * the form fields as sent in a multipart body, all strings; a schema turns them into clean
 * values. Messages are Indonesian, the seed's where it has one.
 */
// zod/mini: the same checks as classic zod at a fraction of the bundle (Worker and admin app).
import * as z from "zod/mini";

export const contentMessages = {
  judulRequired: "Judul wajib diisi",
  kategoriRequired: "Kategori wajib dipilih",
  linkInvalid: "Link harus berupa alamat web yang valid, misalnya www.contoh.go.id atau https://contoh.go.id",
  petaInvalid: "Link peta harus berupa link Google Maps, misalnya https://maps.app.goo.gl/abc123",
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  telpInvalid: "Nomor telepon hanya boleh berisi angka, spasi, +, - dan tanda kurung (8-20 karakter)",
  tagsInvalid: "Maksimal 10 tag, masing-masing paling banyak 30 karakter",
  imageFormat: "Format file tidak valid. Gunakan JPG, PNG, atau GIF.",
  imageTooLarge: "Ukuran file terlalu besar. Maksimum 5MB.",
  // WebP copies and the link-preview copy the admin app makes beside an image; a hand-made
  // client may get them wrong.
  copiesIncomplete:
    "Salinan gambar tidak lengkap: kirim salinan 400, 800 dan 1200 px beserta gambar pratinjau tautan, atau tanpa salinan.",
  copiesWithoutImage: "Salinan gambar dikirim tanpa gambar aslinya.",
  copiesForGif: "Gambar GIF tidak boleh disertai salinan.",
  copyFormat: "Salinan gambar harus berformat WebP.",
  copyTooWide: (width: number) => `Salinan gambar ${width} px tidak boleh lebih lebar dari ${width} piksel.`,
  copyTooLarge: "Ukuran salinan gambar terlalu besar. Maksimum 1MB.",
  shareFormat: "Gambar pratinjau tautan harus berformat JPG.",
  shareSize: "Gambar pratinjau tautan harus berukuran tepat 1200 × 630 piksel.",
  shareTooLarge: "Ukuran gambar pratinjau tautan terlalu besar. Maksimum 300KB.",
  iconsIncomplete: "Ikon logo harus dikirim lengkap (192 dan 512 piksel) bersama salinan gambarnya.",
  iconFormat: "Ikon logo harus berformat PNG persegi berukuran 192 atau 512 piksel.",
  iconTooLarge: "Ukuran ikon logo terlalu besar. Maksimum 300KB.",
} as const;

/**
 * The invisible characters that reorder how text is shown (embeddings, overrides, isolates,
 * the LRM/RLM and Arabic marks): in a name or an address they can make the admin read
 * something other than what is stored, e.g. a reply address shown backwards.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/** Refuses text holding a BIDI_CONTROLS character, with `message`. */
export const noBidi = (message: string) => z.refine<string>((value) => !BIDI_CONTROLS.test(value), message);

export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, contentMessages.tooLong(max)));

/** A phone number as people write one: digits, spaces, +, - and brackets, 8 to 20 of them. */
export const phoneNumber = (requiredMessage: string) =>
  requiredText(requiredMessage, 20).check(z.regex(/^[0-9+\-() ]{8,20}$/, contentMessages.telpInvalid));

/** "a, b , c" → ["a", "b", "c"]: the form sends tags as one comma-separated field. */
export const tagsField = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value) =>
      (value ?? "")
        .split(",")
        .map((tag) => tag.trim())
        .filter((tag) => tag.length > 0),
    ),
  ),
  z
    .array(z.string().check(z.maxLength(30, contentMessages.tagsInvalid)))
    .check(z.maxLength(10, contentMessages.tagsInvalid)),
);

/**
 * The related link as stored: 'https://' added when the admin typed none (seed section 2: the
 * page adds it too, so 'www.kemdikbud.go.id' is a link), null when empty or not a web address.
 * A web address names a host with a dot in it ('bukan-url' is not one) over http or https.
 * Refused as well: a link starting with '/' or '\' ('//evil.example' is another host with no
 * scheme, which 'https://' before it would only hide) and one with a user name
 * ('https://kemdikbud.go.id@evil.example' opens evil.example).
 */
export function normalizeLink(value: string): string | null {
  const link = value.trim();
  if (/^[/\\]/.test(link)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(link) && !/^[^:/]+:\d/.test(link);
  const candidate = hasScheme ? link : `https://${link}`;
  if (/\s/.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username !== "" || url.password !== "") return null;
    return /^[^.]+(\.[^.]+)+$/.test(url.hostname) ? candidate : null;
  } catch {
    return null;
  }
}

/** Optional link: empty means none; otherwise a web address, stored with its scheme. */
export const linkField = z.pipe(
  z
    .pipe(
      z.optional(z.string()),
      z.transform((value) => value?.trim() || null),
    )
    .check(z.refine((value) => value === null || normalizeLink(value) !== null, contentMessages.linkInvalid)),
  z.transform((value: string | null) => (value === null ? null : normalizeLink(value))),
);

/** Optional text of at most `max` characters: empty (or only spaces) means none, stored as null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => value?.trim() ?? ""),
    ),
    z.pipe(
      z.string().check(z.maxLength(max, contentMessages.tooLong(max))),
      z.transform((value) => value || null),
    ),
  );

/**
 * The Google Maps addresses a map link may use, each with the path its links take: what the
 * app's 'Bagikan' button gives (https://maps.app.goo.gl/…, formerly https://goo.gl/maps/…) and
 * what the browser's address bar shows (https://www.google.com/maps/…, https://maps.google.com/…).
 */
const MAP_HOSTS: Readonly<Record<string, RegExp>> = {
  "maps.app.goo.gl": /^\/./,
  "goo.gl": /^\/maps\/./,
  "google.com": /^\/maps(\/|$)/,
  "www.google.com": /^\/maps(\/|$)/,
  "maps.google.com": /^\//,
};

/**
 * The map link as stored (https, on Google Maps), or null when it is not one. A link typed
 * without a scheme gets 'https://', as the article's link does; http, any other host, a port or
 * a user name ('https://maps.google.com@contoh.id/') is refused.
 */
export function normalizeMapLink(value: string): string | null {
  const link = value.trim();
  // '//maps.google.com/…' as well: a link with no scheme is refused, not completed (normalizeLink).
  if (link === "" || /\s/.test(link) || /^[/\\]/.test(link)) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(candidate);
    const plain = url.protocol === "https:" && url.port === "" && url.username === "" && url.password === "";
    return plain && MAP_HOSTS[url.hostname]?.test(url.pathname) ? candidate : null;
  } catch {
    return null;
  }
}

/** Optional Google Maps link of at most 500 characters as stored: empty means none. */
export const petaField = z.pipe(
  z
    .pipe(
      z.optional(z.string()),
      z.transform((value) => value?.trim() || null),
    )
    .check(
      z.refine((value) => value === null || normalizeMapLink(value) !== null, contentMessages.petaInvalid),
    ),
  z.pipe(
    z.transform((value: string | null) => (value === null ? null : normalizeMapLink(value))),
    z.nullable(z.string().check(z.maxLength(500, contentMessages.tooLong(500)))),
  ),
);

/** The first message per field, for showing beside each form field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The schema's first message per field; none when the values pass. */
export function schemaProblems(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

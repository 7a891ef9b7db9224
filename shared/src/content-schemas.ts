/**
 * One schema per entity, shared by the admin forms and the Worker (which checks everything
 * again). The fields are the form fields as sent in a multipart body, all strings; the
 * schema turns them into clean values. Messages are Indonesian, the seed's where it has one.
 */
// zod/mini: the same checks as classic zod at a fraction of the bundle (Worker and admin app).
import * as z from "zod/mini";
import { ARTIKEL_KATEGORI, UMKM_KATEGORI } from "./categories";
import { ARTIKEL_STATUS } from "./types";
import { wibInputToDate } from "./wib";
import { youtubeVideoId } from "./youtube";

export const contentMessages = {
  judulRequired: "Judul wajib diisi",
  textRequired: "Isi wajib diisi",
  artikelTextRequired: "Isi artikel wajib diisi",
  umkmTextRequired: "Deskripsi UMKM wajib diisi",
  kategoriRequired: "Kategori wajib dipilih",
  linkInvalid: "Link harus berupa alamat web yang valid, misalnya www.contoh.go.id atau https://contoh.go.id",
  namaRequired: "Nama UMKM wajib diisi",
  pemilikRequired: "Nama pemilik wajib diisi",
  telpRequired: "Nomor telepon wajib diisi",
  telpInvalid: "Nomor telepon hanya boleh berisi angka, spasi, +, - dan tanda kurung (8-20 karakter)",
  petaInvalid: "Link peta harus berupa link Google Maps, misalnya https://maps.app.goo.gl/abc123",
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  tagsInvalid: "Maksimal 10 tag, masing-masing paling banyak 30 karakter",
  produkInvalid: "Data produk tidak valid: setiap produk perlu nama dan harga (angka bulat, tidak negatif)",
  artikelImageRequired: "Gambar artikel wajib diupload",
  umkmImageRequired: "Gambar UMKM wajib diupload",
  galeriImageRequired: "Foto galeri wajib diupload",
  videoLinkRequired: "Link video YouTube wajib diisi",
  videoLinkInvalid:
    "Link video YouTube tidak valid. Salin link dari YouTube, misalnya https://youtu.be/dQw4w9WgXcQ",
  videoThumbnailUnavailable:
    "Gambar pratinjau video tidak dapat diambil dari YouTube. Periksa link-nya, lalu coba lagi.",
  galeriJenisInvalid: "Jenis harus Foto atau Video YouTube",
  mulaiInvalid: "Waktu mulai wajib diisi dengan tanggal dan jam yang valid (WIB)",
  selesaiInvalid: "Waktu selesai wajib diisi dengan tanggal dan jam yang valid (WIB)",
  selesaiBeforeMulai: "Waktu selesai tidak boleh sebelum waktu mulai",
  lokasiRequired: "Lokasi wajib diisi",
  deskripsiRequired: "Deskripsi agenda wajib diisi",
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
  statusInvalid: "Status wajib dipilih: Draf, Terjadwal atau Terbit",
  publishAtRequired: "Waktu terbit wajib diisi untuk artikel terjadwal",
  publishAtInvalid: "Waktu terbit tidak valid. Gunakan tanggal dan jam, misalnya 01/12/2026 09:30",
  publishAtPast: "Waktu terbit harus di masa depan",
} as const;

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, contentMessages.tooLong(max)));

/** "a, b , c" → ["a", "b", "c"]: the form sends tags as one comma-separated field. */
const tagsField = z.pipe(
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

/**
 * An article: its fields, its status ('terbit' when not sent) and, for 'terjadwal' only, the
 * publish time typed in WIB (`datetime-local`), which must lie in the future. For any other
 * status the time is ignored and stored as null. Output `publishAt` is ISO 8601 or null.
 */
export const artikelSchema = z.pipe(
  z
    .object({
      judul: requiredText(contentMessages.judulRequired, 200),
      kategori: z.enum(ARTIKEL_KATEGORI, { error: contentMessages.kategoriRequired }),
      text: requiredText(contentMessages.artikelTextRequired, 20_000),
      link: linkField,
      tags: tagsField,
      status: z._default(z.enum(ARTIKEL_STATUS, { error: contentMessages.statusInvalid }), "terbit"),
      publishAt: z.optional(z.string()),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.status !== "terjadwal") return;
        const typed = value.publishAt?.trim() ?? "";
        const at = typed ? wibInputToDate(typed) : null;
        const message = !typed
          ? contentMessages.publishAtRequired
          : !at
            ? contentMessages.publishAtInvalid
            : at.getTime() <= Date.now()
              ? contentMessages.publishAtPast
              : null;
        if (message) context.issues.push({ code: "custom", message, path: ["publishAt"], input: typed });
      }),
    ),
  z.transform(({ publishAt, ...rest }) => ({
    ...rest,
    publishAt: rest.status === "terjadwal" ? (wibInputToDate(publishAt ?? "")?.toISOString() ?? null) : null,
  })),
);
export type ArtikelInput = z.infer<typeof artikelSchema>;

/** Every problem inside a product gets the one Indonesian message (zod's own is English). */
const produkError = { error: contentMessages.produkInvalid };

export const produkSchema = z.object(
  {
    nama: z.string(produkError).check(z.trim(), z.minLength(1, produkError), z.maxLength(100, produkError)),
    harga: z.int(produkError).check(z.gte(0, produkError), z.lte(1_000_000_000, produkError)),
    /** The stored image URL when kept from before; a new upload replaces it. */
    gambar: z.optional(z.nullable(z.string(produkError))),
  },
  produkError,
);

/** Products travel as one JSON field (`produk`) beside the files. */
const produkField = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value, context) => {
      if (!value) return [];
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.issues.push({ code: "custom", message: contentMessages.produkInvalid, input: value });
        return z.NEVER;
      }
    }),
  ),
  z
    .array(produkSchema, { error: contentMessages.produkInvalid })
    .check(z.maxLength(20, contentMessages.produkInvalid)),
);

/** Optional text of at most `max` characters: empty (or only spaces) means none, stored as null. */
const optionalText = (max: number) =>
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
const petaField = z.pipe(
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

export const umkmSchema = z.object({
  nama: requiredText(contentMessages.namaRequired, 120),
  nama_pemilik: requiredText(contentMessages.pemilikRequired, 120),
  no_telp: requiredText(contentMessages.telpRequired, 20).check(
    z.regex(/^[0-9+\-() ]{8,20}$/, contentMessages.telpInvalid),
  ),
  kategori: z.enum(UMKM_KATEGORI, { error: contentMessages.kategoriRequired }),
  text: requiredText(contentMessages.umkmTextRequired, 5_000),
  tags: tagsField,
  produk: produkField,
  alamat: optionalText(200),
  peta: petaField,
});
export type UmkmInput = z.infer<typeof umkmSchema>;

/**
 * A gallery item: a photo (its file travels beside the form) or, with `jenis` 'video', a YouTube
 * link, of which only the video's id is kept (`videoId`, null for a photo; a link sent with a
 * photo is ignored).
 */
export const galeriSchema = z.pipe(
  z
    .object({
      judul: requiredText(contentMessages.judulRequired, 200),
      jenis: z._default(z.enum(["foto", "video"], { error: contentMessages.galeriJenisInvalid }), "foto"),
      video: z.optional(z.string()),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.jenis !== "video") return;
        const link = value.video?.trim() ?? "";
        const message = !link
          ? contentMessages.videoLinkRequired
          : youtubeVideoId(link) === null
            ? contentMessages.videoLinkInvalid
            : null;
        if (message) context.issues.push({ code: "custom", message, path: ["video"], input: link });
      }),
    ),
  z.transform(({ judul, jenis, video }) => ({
    judul,
    videoId: jenis === "video" ? youtubeVideoId(video ?? "") : null,
  })),
);
export type GaleriInput = z.infer<typeof galeriSchema>;

/** A `datetime-local` value typed on the WIB clock → the instant as ISO 8601 (UTC). */
const wibTimeField = (message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((value, context) => {
      const date = wibInputToDate(value);
      if (date) return date.toISOString();
      context.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }),
  );

/**
 * An event of 'Agenda Kegiatan'. `hapus_gambar` ("1") drops the stored image when no new one is
 * sent; the image itself is optional and travels as a file, like the other kinds'.
 */
export const agendaSchema = z
  .object({
    judul: requiredText(contentMessages.judulRequired, 200),
    mulai: wibTimeField(contentMessages.mulaiInvalid),
    selesai: wibTimeField(contentMessages.selesaiInvalid),
    lokasi: requiredText(contentMessages.lokasiRequired, 200),
    deskripsi: requiredText(contentMessages.deskripsiRequired, 5_000),
    hapus_gambar: z.pipe(
      z.optional(z.string()),
      z.transform((value) => value === "1"),
    ),
  })
  .check(
    z.refine((value) => value.selesai >= value.mulai, {
      error: contentMessages.selesaiBeforeMulai,
      path: ["selesai"],
    }),
  );
export type AgendaInput = z.infer<typeof agendaSchema>;

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

/**
 * `npm run import:firestore` (scripts/import-firestore.ts): one exported document of the
 * original app, a hosted document store, as the record this site stores: the seed's fields
 * (section 3) under the same names, its display defaults where a field is missing (kategori
 * 'Umum', no link, the placeholder for a missing image, an empty text shown as 'Konten tidak
 * tersedia'), the same length limits as the admin forms, `tags` and UMKM products kept. Images
 * are still their old URLs here (`ImageSource`); the importer fetches and stores them.
 *
 * A document that cannot become a record is refused with one Indonesian reason; something that
 * can be left out without losing the record (an unreadable link, a product without a name) is
 * left out with a warning instead.
 *
 * The seed shows no drafts, but its documents may hold fields it does not show (section 3): a
 * document the old app kept from the public (`published: false`, `draft: true`, a `status`
 * other than a published one, `hidden: true`, ...) is never made public here. An article
 * becomes 'draf'; a UMKM or gallery photo, which have no draft on this site, is not imported.
 */
import * as z from "zod/mini";
import { accountMessages, NAMA_MAX_LENGTH, USERNAME_PATTERN } from "./accounts";
import type { Artikel } from "./artikel";
import { passwordProblem } from "./auth";
import { DEFAULT_KATEGORI, galeriKategori } from "./categories";
import { contentMessages, normalizeLink, normalizeMapLink } from "./content-schemas";
import { readTimestamp } from "./firestore-timestamps";
import type { Galeri } from "./galeri";
import { type Produk, type Umkm, umkmMessages } from "./umkm";

/** The collections the original app kept (seed section 3), in the order an import reports them. */
export const COLLECTIONS = ["akun", "artikel", "umkm", "galeri"] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const importMessages = {
  notObject: "Dokumen bukan objek JSON",
  notText: "harus berupa teks",
  idInvalid:
    "Id tidak dapat dipakai sebagai alamat halaman: hanya huruf, angka, '_' dan '-', paling banyak 128 karakter",
  duplicate: "Id ganda dalam file ekspor: dokumen pertama dengan id ini yang dipakai",
  createdAtMissing: "tidak ada",
  createdAtUnreadable: "bukan tanggal yang dapat dibaca",
  updatedAtUnreadable: "updatedAt bukan tanggal yang dapat dibaca; dianggap belum pernah diubah",
  imageNotText: (field: string) => `${field}: bukan alamat gambar; ditampilkan gambar pengganti`,
  linkDropped: "link bukan alamat web yang valid; disimpan tanpa link",
  petaDropped: "peta bukan link Google Maps; disimpan tanpa peta",
  tagsNotList: "tags bukan daftar teks; disimpan tanpa tag",
  tagsCut: "Lebih dari 10 tag atau tag lebih dari 30 karakter: hanya 10 tag pertama yang sah yang disimpan",
  produkNotList: "produk bukan daftar; disimpan tanpa produk",
  produkDropped: (position: number) =>
    `produk ke-${position} tidak punya nama (paling banyak 100 karakter) atau harga (angka bulat 0 sampai 1.000.000.000); tidak dipakai`,
  produkCut: "Lebih dari 20 produk: hanya 20 yang pertama disimpan",
  unpublishedDraf: (flag: string) => `tidak terbit di aplikasi lama (${flag}); disimpan sebagai draf`,
  unpublishedSkipped: (flag: string) =>
    `Tidak terbit di aplikasi lama (${flag}); UMKM dan galeri tidak punya draf di situs ini, jadi tidak diimpor`,
  passwordMissing: "tidak ada",
  usernameMissing: "tidak ada",
} as const;

/** Ids become URLs (`/artikel/<id>`) and R2 key seeds: the document store's own alphabet. */
export const IMPORT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** An image as the export names it: a URL, or a file name for `--images`; null when none. */
export type ImageSource = string | null;

export type ArtikelDraft = Omit<Artikel, "gambar"> & { gambar: ImageSource };
export type ProdukDraft = Omit<Produk, "gambar"> & { gambar: ImageSource };
export type UmkmDraft = Omit<Umkm, "gambar" | "produk"> & { gambar: ImageSource; produk: ProdukDraft[] };
export type GaleriDraft = Omit<Galeri, "foto"> & { foto: ImageSource };
/** An admin account. `password` is the plain one from the export: hashed, never stored or shown. */
export interface AkunDraft {
  id: string;
  username: string;
  nama: string | null;
  password: string;
  createdAt: string;
}

export interface Drafts {
  akun: AkunDraft;
  artikel: ArtikelDraft;
  umkm: UmkmDraft;
  galeri: GaleriDraft;
}

export type Mapped<T> = { ok: true; record: T; warnings: string[] } | { ok: false; reason: string };

const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 30;
const MAX_PRODUK = 20;

/** Text the export may hold as a string or a number; missing or null is empty. */
const textIn = z.pipe(
  z.optional(z.nullable(z.union([z.string(), z.number()], { error: importMessages.notText }))),
  z.transform((value) => (value === null || value === undefined ? "" : String(value).trim())),
);
const text = (max: number) =>
  z.pipe(textIn, z.string().check(z.maxLength(max, contentMessages.tooLong(max))));
const requiredText = (message: string, max: number) =>
  z.pipe(textIn, z.string().check(z.minLength(1, message), z.maxLength(max, contentMessages.tooLong(max))));
/** A category as the old app stored it; 'Umum' when it has none (seed section 3). */
const kategori = z.pipe(
  text(50),
  z.transform((value) => value || DEFAULT_KATEGORI),
);
/** The record's creation time as ISO 8601: required, in any shape `readTimestamp` knows. */
const createdAt = z.pipe(
  z.optional(z.unknown()),
  z.transform((value, context) => {
    const read = readTimestamp(value);
    if (typeof read === "object") return new Date(read.ms).toISOString();
    context.issues.push({
      code: "custom",
      message: read === "missing" ? importMessages.createdAtMissing : importMessages.createdAtUnreadable,
      input: value,
    });
    return z.NEVER;
  }),
);

const artikelDocument = z.object({
  judul: requiredText(contentMessages.judulRequired, 200),
  text: text(20_000),
  link: z.optional(z.unknown()),
  kategori,
  gambar: z.optional(z.unknown()),
  tags: z.optional(z.unknown()),
  createdAt,
  updatedAt: z.optional(z.unknown()),
});

const umkmDocument = z.object({
  nama: requiredText(umkmMessages.namaRequired, 120),
  nama_pemilik: text(120),
  // The seed disables 'Hubungi via WhatsApp' without a number: an empty one is a known state.
  no_telp: text(20),
  text: text(5_000),
  kategori,
  gambar: z.optional(z.unknown()),
  produk: z.optional(z.unknown()),
  products: z.optional(z.unknown()),
  tags: z.optional(z.unknown()),
  alamat: text(200),
  peta: z.optional(z.unknown()),
  createdAt,
  updatedAt: z.optional(z.unknown()),
});

const galeriDocument = z.object({
  judul: requiredText(contentMessages.judulRequired, 200),
  foto: z.optional(z.unknown()),
  createdAt,
  updatedAt: z.optional(z.unknown()),
});

const akunDocument = z.object({
  username: z.pipe(
    textIn,
    z
      .string()
      .check(
        z.minLength(1, importMessages.usernameMissing),
        z.regex(USERNAME_PATTERN, accountMessages.usernameInvalid),
      ),
  ),
  nama: text(NAMA_MAX_LENGTH),
  // Only checked, never part of a message: the value is not echoed anywhere.
  password: z.pipe(
    z.optional(z.nullable(z.string({ error: importMessages.notText }))),
    z.string({ error: importMessages.passwordMissing }).check(
      z.superRefine((password, context) => {
        const problem = password === "" ? importMessages.passwordMissing : passwordProblem(password);
        if (problem) context.issues.push({ code: "custom", message: problem, input: "" });
      }),
    ),
  ),
  createdAt: z.optional(z.unknown()),
});

/** "field: message" for the first problem the schema found. */
function firstProblem(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join(".") ?? "";
  return field ? `${field}: ${issue?.message}` : (issue?.message ?? importMessages.notObject);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The last change the export knows of (`updatedAt`), or null with a warning when unreadable. */
function updatedAt(value: unknown, warnings: string[]): string | null {
  const read = readTimestamp(value);
  if (typeof read === "object") return new Date(read.ms).toISOString();
  if (read === "unreadable") warnings.push(importMessages.updatedAtUnreadable);
  return null;
}

/** An image field: a URL or file name; anything else is no image, with a warning. */
function imageSource(value: unknown, field: string, warnings: string[]): ImageSource {
  if (value === null || value === undefined) return null;
  if (typeof value !== "string") {
    warnings.push(importMessages.imageNotText(field));
    return null;
  }
  const source = value.trim();
  // The seed's own placeholder path is no image either: the site draws its placeholder itself.
  return source === "" || source.startsWith("/api/placeholder/") ? null : source;
}

/** The related link as the admin form stores it; the seed's '#' and '' mean none. */
function link(value: unknown, warnings: string[]): string | null {
  if (value === null || value === undefined) return null;
  const raw = typeof value === "string" ? value.trim() : "";
  if (raw === "" || raw === "#") {
    if (typeof value !== "string") warnings.push(importMessages.linkDropped);
    return null;
  }
  const normal = normalizeLink(raw);
  if (normal === null || normal.length > 2_000) warnings.push(importMessages.linkDropped);
  return normal !== null && normal.length <= 2_000 ? normal : null;
}

/** Tags as a list (or one comma-separated text), trimmed, without empties or repeats; the admin form's limits. */
function tags(value: unknown, warnings: string[]): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === "string" ? value.split(",") : value;
  if (!Array.isArray(list) || list.some((tag) => typeof tag !== "string")) {
    warnings.push(importMessages.tagsNotList);
    return [];
  }
  const clean = [...new Set((list as string[]).map((tag) => tag.trim()).filter(Boolean))];
  const fitting = clean.filter((tag) => tag.length <= MAX_TAG_LENGTH).slice(0, MAX_TAGS);
  if (fitting.length < clean.length) warnings.push(importMessages.tagsCut);
  return fitting;
}

/** A price as the old app may have kept it: a number, or text such as "Rp 15.000". */
function harga(value: unknown): number | null {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string"
        ? Number(value.replace(/[^0-9]/g, "") || "x")
        : NaN;
  return Number.isInteger(number) && number >= 0 && number <= 1_000_000_000 ? number : null;
}

/** UMKM products (`produk`, or `products` with English field names), each kept only if whole. */
function produk(value: unknown, warnings: string[]): ProdukDraft[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) {
    warnings.push(importMessages.produkNotList);
    return [];
  }
  const kept: ProdukDraft[] = [];
  value.forEach((item: unknown, index) => {
    const fields = isRecord(item) ? item : {};
    const nama =
      typeof (fields.nama ?? fields.name) === "string" ? String(fields.nama ?? fields.name).trim() : "";
    const price = harga(fields.harga ?? fields.price);
    if (!nama || nama.length > 100 || price === null) {
      warnings.push(importMessages.produkDropped(index + 1));
      return;
    }
    const gambar = imageSource(
      fields.gambar ?? fields.image ?? fields.foto ?? null,
      `produk ke-${index + 1}`,
      warnings,
    );
    kept.push({ nama, harga: price, gambar });
  });
  if (kept.length > MAX_PRODUK) warnings.push(importMessages.produkCut);
  return kept.slice(0, MAX_PRODUK);
}

function peta(value: unknown, warnings: string[]): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const normal = normalizeMapLink(value);
  if (normal === null || normal.length > 500) {
    warnings.push(importMessages.petaDropped);
    return null;
  }
  return normal;
}

/** `status` words that mean public; any other status keeps the document unpublished. */
const PUBLISHED_STATUS = new Set(["terbit", "published", "publish", "public", "publik", "live"]);
/** Flags that say public when true, and flags that say unpublished when true. */
const PUBLIC_FLAGS = ["published", "isPublished", "visible", "isVisible"];
const HIDDEN_FLAGS = ["draft", "isDraft", "draf", "hidden", "isHidden", "unpublished"];
const YES = new Set<unknown>([true, 1, "true", "ya", "yes"]);
const NO = new Set<unknown>([false, 0, "false", "tidak", "no"]);

/**
 * Why the old app kept a document from the public ("published: false"), or null when nothing
 * says so. A flag that is neither yes nor no (`published: "nanti"`) counts as unpublished: a
 * document shown by mistake cannot be taken back from the visitors who saw it.
 */
export function unpublishedFlag(fields: Record<string, unknown>): string | null {
  const said = (name: string) => `${name}: ${JSON.stringify(fields[name])}`;
  const flag = (name: string) => {
    const value = fields[name];
    return typeof value === "string" ? value.trim().toLowerCase() : value;
  };
  for (const name of PUBLIC_FLAGS) {
    if (fields[name] !== undefined && fields[name] !== null && !YES.has(flag(name))) return said(name);
  }
  for (const name of HIDDEN_FLAGS) {
    if (fields[name] !== undefined && fields[name] !== null && !NO.has(flag(name))) return said(name);
  }
  const status = flag("status");
  const published = status === undefined || status === null || PUBLISHED_STATUS.has(String(status));
  return published ? null : said("status");
}

type Mapper<T> = (id: string, fields: Record<string, unknown>) => Mapped<T>;

/**
 * A collection's mapper: the document checked by `schema` (or why it cannot be used), then made
 * a record by `build`, which notes what it had to change in `warnings`.
 */
function mapper<S extends z.ZodMiniType, T>(
  schema: S,
  build: (id: string, data: z.output<S>, warnings: string[], fields: Record<string, unknown>) => T,
): Mapper<T> {
  return (id, fields) => {
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return { ok: false, reason: firstProblem(parsed.error) };
    const warnings: string[] = [];
    return { ok: true, record: build(id, parsed.data, warnings, fields), warnings };
  };
}

/** A collection with no draft on this site: an unpublished document is not imported at all. */
function publishedOnly<T>(map: Mapper<T>): Mapper<T> {
  return (id, fields) => {
    const flag = unpublishedFlag(fields);
    return flag ? { ok: false, reason: importMessages.unpublishedSkipped(flag) } : map(id, fields);
  };
}

const mappers: { [C in Collection]: Mapper<Drafts[C]> } = {
  artikel: mapper(artikelDocument, (id, data, warnings, fields) => {
    const unpublished = unpublishedFlag(fields);
    if (unpublished) warnings.push(importMessages.unpublishedDraf(unpublished));
    return {
      id,
      judul: data.judul,
      text: data.text,
      link: link(data.link, warnings),
      kategori: data.kategori,
      gambar: imageSource(data.gambar, "gambar", warnings),
      tags: tags(data.tags, warnings),
      // What the original app showed was public; what it kept back stays a draft here.
      status: unpublished ? "draf" : "terbit",
      publishAt: null,
      createdAt: data.createdAt,
      updatedAt: updatedAt(data.updatedAt, warnings),
    };
  }),
  umkm: publishedOnly(
    mapper(umkmDocument, (id, data, warnings) => ({
      id,
      nama: data.nama,
      nama_pemilik: data.nama_pemilik,
      no_telp: data.no_telp,
      text: data.text,
      kategori: data.kategori,
      gambar: imageSource(data.gambar, "gambar", warnings),
      produk: produk(data.produk ?? data.products, warnings),
      tags: tags(data.tags, warnings),
      createdAt: data.createdAt,
      updatedAt: updatedAt(data.updatedAt, warnings),
      alamat: data.alamat || null,
      peta: peta(data.peta, warnings),
    })),
  ),
  galeri: publishedOnly(
    mapper(galeriDocument, (id, data, warnings) => ({
      id,
      judul: data.judul,
      foto: imageSource(data.foto, "foto", warnings),
      videoId: null,
      // Derived from the title on every write, as the admin's saves do (seed section 3).
      kategori: galeriKategori(data.judul),
      createdAt: data.createdAt,
      updatedAt: updatedAt(data.updatedAt, warnings),
    })),
  ),
  akun: mapper(akunDocument, (id, data) => {
    const read = readTimestamp(data.createdAt);
    return {
      id,
      username: data.username,
      nama: data.nama || null,
      password: data.password,
      createdAt: new Date(typeof read === "object" ? read.ms : Date.now()).toISOString(),
    };
  }),
};

/** The record an exported document of `collection` becomes, or why it cannot become one. */
export function mapDocument<C extends Collection>(
  collection: C,
  id: string,
  json: string,
): Mapped<Drafts[C]> {
  if (!IMPORT_ID.test(id)) return { ok: false, reason: importMessages.idInvalid };
  let fields: unknown;
  try {
    fields = JSON.parse(json);
  } catch {
    return { ok: false, reason: importMessages.notObject };
  }
  if (!isRecord(fields)) return { ok: false, reason: importMessages.notObject };
  return (mappers[collection] as Mapper<Drafts[C]>)(id, fields);
}

/**
 * Articles ('Artikel'): the form's schema, the record as the API returns it, and their texts.
 * The record's type comes from the schema: a field added to the form is a field of the record.
 * The public app imports only types from here (the schema would bring zod into its bundle).
 */
import * as z from "zod/mini";
import { ARTIKEL_KATEGORI } from "./categories";
import { ARTIKEL_AUTHOR } from "./constants";
import { contentMessages, linkField, optionalText, requiredText, tagsField } from "./content-schemas";
import type { Stamped } from "./types";
import { wibInputToDate } from "./wib";

/**
 * Where an article stands: 'draf' and 'terjadwal' are seen only in the admin; 'terbit' is public.
 * (Not 'draft': that word names an unsaved form in the admin app.)
 */
export const ARTIKEL_STATUS = ["draf", "terjadwal", "terbit"] as const;
export type ArtikelStatus = (typeof ARTIKEL_STATUS)[number];
/** Each status as the admin reads it. */
export const ARTIKEL_STATUS_LABEL: Record<ArtikelStatus, string> = {
  draf: "Draf",
  terjadwal: "Terjadwal",
  terbit: "Terbit",
};

export const artikelMessages = {
  textRequired: "Isi artikel wajib diisi",
  imageRequired: "Gambar artikel wajib diupload",
  notFound: "Artikel tidak ditemukan",
  statusInvalid: "Status wajib dipilih: Draf, Terjadwal atau Terbit",
  publishAtRequired: "Waktu terbit wajib diisi untuk artikel terjadwal",
  publishAtInvalid: "Waktu terbit tidak valid. Gunakan tanggal dan jam, misalnya 01/12/2026 09:30",
  publishAtPast: "Waktu terbit harus di masa depan",
} as const;

/**
 * An article: its fields, its status ('terbit' when not sent) and, for 'terjadwal' only, the
 * publish time typed in WIB (`datetime-local`), which must lie in the future. For any other
 * status the time is ignored and stored as null. Output `publishAt` is ISO 8601 or null.
 */
/** Who wrote it, when not the office; empty means none, and a record without one leaves it out. */
const penulisField = z.optional(
  z.pipe(
    optionalText(100),
    z.transform((value) => value ?? undefined),
  ),
);

export const artikelSchema = z.pipe(
  z
    .object({
      judul: requiredText(contentMessages.judulRequired, 200),
      kategori: z.enum(ARTIKEL_KATEGORI, { error: contentMessages.kategoriRequired }),
      text: requiredText(artikelMessages.textRequired, 20_000),
      link: linkField,
      penulis: penulisField,
      tags: tagsField,
      status: z._default(z.enum(ARTIKEL_STATUS, { error: artikelMessages.statusInvalid }), "terbit"),
      publishAt: z.optional(z.string()),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.status !== "terjadwal") return;
        const typed = value.publishAt?.trim() ?? "";
        const at = typed ? wibInputToDate(typed) : null;
        const message = !typed
          ? artikelMessages.publishAtRequired
          : !at
            ? artikelMessages.publishAtInvalid
            : at.getTime() <= Date.now()
              ? artikelMessages.publishAtPast
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

/**
 * An article as the API returns it: the form's fields as stored, its picture, and for a
 * published article `createdAt` is the moment it went public. `publishAt` is when a
 * 'terjadwal' article goes public, null for any other status. `kategori` is any text: an
 * imported article keeps the category it had.
 */
export type Artikel = Stamped &
  Omit<ArtikelInput, "kategori"> & {
    kategori: string;
    gambar: string;
  };

/** Who an article is by, as its page and its structured data name them. */
export interface ArtikelAuthor {
  name: string;
  /** A person who wrote it, rather than the hamlet's office. */
  person: boolean;
}

/** Its writer when it names one (`penulis`), else the seed's byline: the office, 'Admin Padukuhan'. */
export function artikelAuthor(artikel: Artikel): ArtikelAuthor {
  return artikel.penulis ? { name: artikel.penulis, person: true } : { name: ARTIKEL_AUTHOR, person: false };
}

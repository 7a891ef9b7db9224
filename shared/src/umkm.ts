/**
 * UMKM (the village's small businesses): the form's schema, the record as the API returns it,
 * and their texts. The record's type comes from the schema: a field added to the form is a
 * field of the record. The public app imports only types from here.
 */
import * as z from "zod/mini";
import { UMKM_KATEGORI } from "./categories";
import {
  contentMessages,
  optionalText,
  petaField,
  phoneNumber,
  requiredText,
  tagsField,
} from "./content-schemas";
import type { Stamped } from "./types";

export const umkmMessages = {
  namaRequired: "Nama UMKM wajib diisi",
  pemilikRequired: "Nama pemilik wajib diisi",
  telpRequired: "Nomor telepon wajib diisi",
  telpInvalid: contentMessages.telpInvalid,
  textRequired: "Deskripsi UMKM wajib diisi",
  produkInvalid: "Data produk tidak valid: setiap produk perlu nama dan harga (angka bulat, tidak negatif)",
  imageRequired: "Gambar UMKM wajib diupload",
  notFound: "UMKM tidak ditemukan",
} as const;

/** Every problem inside a product gets the one Indonesian message (zod's own is English). */
const produkError = { error: umkmMessages.produkInvalid };

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
        context.issues.push({ code: "custom", message: umkmMessages.produkInvalid, input: value });
        return z.NEVER;
      }
    }),
  ),
  z
    .array(produkSchema, { error: umkmMessages.produkInvalid })
    .check(z.maxLength(20, umkmMessages.produkInvalid)),
);

export const umkmSchema = z.object({
  nama: requiredText(umkmMessages.namaRequired, 120),
  nama_pemilik: requiredText(umkmMessages.pemilikRequired, 120),
  no_telp: phoneNumber(umkmMessages.telpRequired),
  kategori: z.enum(UMKM_KATEGORI, { error: contentMessages.kategoriRequired }),
  text: requiredText(umkmMessages.textRequired, 5_000),
  tags: tagsField,
  produk: produkField,
  alamat: optionalText(200),
  peta: petaField,
});
export type UmkmInput = z.infer<typeof umkmSchema>;

/** A product as stored: its picture's URL, or null for none; `harga` in whole Rupiah. */
export type Produk = Omit<z.output<typeof produkSchema>, "gambar"> & { gambar: string | null };

/**
 * A UMKM as the API returns it: the form's fields as stored, its picture and its products.
 * `alamat` and `peta` are null when not given (the page then names the village). `kategori` is
 * any text: an imported UMKM keeps the category it had.
 */
export type Umkm = Stamped &
  Omit<UmkmInput, "kategori" | "produk"> & {
    kategori: string;
    gambar: string;
    produk: Produk[];
  };

/**
 * A UMKM as the lists answer it (`GET /api/umkm`): without `alamat` and `peta`, which only its
 * own page shows, so a page of 50 costs no more than it did before they existed.
 */
export type UmkmListItem = Omit<Umkm, "alamat" | "peta">;

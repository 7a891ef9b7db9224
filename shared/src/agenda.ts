/**
 * 'Agenda Kegiatan': events with a start and an end. The form's schema, the record as the API
 * returns it, and their texts. The record's type comes from the schema. The public app imports
 * only types from here.
 */
import * as z from "zod/mini";
import { contentMessages, requiredText } from "./content-schemas";
import type { Stamped } from "./types";
import { wibInputToDate } from "./wib";

export const agendaMessages = {
  mulaiInvalid: "Waktu mulai wajib diisi dengan tanggal dan jam yang valid (WIB)",
  selesaiInvalid: "Waktu selesai wajib diisi dengan tanggal dan jam yang valid (WIB)",
  selesaiBeforeMulai: "Waktu selesai tidak boleh sebelum waktu mulai",
  lokasiRequired: "Lokasi wajib diisi",
  deskripsiRequired: "Deskripsi agenda wajib diisi",
  notFound: "Agenda tidak ditemukan",
} as const;

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
    mulai: wibTimeField(agendaMessages.mulaiInvalid),
    selesai: wibTimeField(agendaMessages.selesaiInvalid),
    lokasi: requiredText(agendaMessages.lokasiRequired, 200),
    deskripsi: requiredText(agendaMessages.deskripsiRequired, 5_000),
    hapus_gambar: z.pipe(
      z.optional(z.string()),
      z.transform((value) => value === "1"),
    ),
  })
  .check(
    z.refine((value) => value.selesai >= value.mulai, {
      error: agendaMessages.selesaiBeforeMulai,
      path: ["selesai"],
    }),
  );
export type AgendaInput = z.infer<typeof agendaSchema>;

/**
 * An event as the API returns it. `mulai` and `selesai` are instants (ISO 8601, UTC); the admin
 * types them on the WIB clock. `arsip` turns true once the event has ended, written when it is
 * saved and by the minute job, never decided by the reader's clock.
 */
export type Agenda = Stamped &
  Omit<AgendaInput, "hapus_gambar"> & {
    gambar: string | null;
    arsip: boolean;
  };

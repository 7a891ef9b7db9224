/**
 * The check of a report sent from 'Lapor Warga': the form's before sending and the Worker's.
 * Whether `kategori` is one of the village's categories is the Worker's check: the list is a
 * setting the office edits.
 */
import * as z from "zod/mini";
import { noBidi, phoneNumber, requiredText } from "./content-schemas";
import { LAPOR_HONEYPOT, LAPOR_LIMITS, laporMessages, roundedCoordinates } from "./lapor";

/** The phone's position, optional: empty is none; otherwise kept rounded (about 11 m). */
const koordinatField = z.pipe(
  z.optional(z.string()),
  z.transform((value, context) => {
    if (!value?.trim()) return null;
    const rounded = roundedCoordinates(value);
    if (rounded) return rounded;
    context.issues.push({ code: "custom", message: laporMessages.koordinatInvalid, input: value });
    return z.NEVER;
  }),
);

export const laporSchema = z.object({
  kategori: requiredText(laporMessages.kategoriRequired, LAPOR_LIMITS.kategori),
  judul: requiredText(laporMessages.judulRequired, LAPOR_LIMITS.judul),
  uraian: requiredText(laporMessages.uraianRequired, LAPOR_LIMITS.uraian),
  lokasi: requiredText(laporMessages.lokasiRequired, LAPOR_LIMITS.lokasi),
  koordinat: koordinatField,
  nama: requiredText(laporMessages.namaRequired, LAPOR_LIMITS.nama).check(noBidi(laporMessages.namaHidden)),
  no_telp: phoneNumber(laporMessages.telpRequired),
  /** The honeypot: anything in it marks a robot (checked by the Worker, never refused here). */
  [LAPOR_HONEYPOT]: z.optional(z.string()),
});
export type LaporInput = z.infer<typeof laporSchema>;

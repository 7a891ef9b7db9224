/**
 * 'Pengumuman': a short text with an optional link, shown as a bar on top of every public page
 * during its period. At most one is active at a time: periods may not overlap (the Worker
 * checks it inside the write, docs/decisions/012). The public app imports only the types.
 */
import * as z from "zod/mini";
import { linkField } from "./content-schemas";
import type { Stamped } from "./types";
import { wibInputToDate } from "./wib";

/** The longest text: a bar is one or two lines, even on a phone. */
export const PENGUMUMAN_MAX = 200;

export const pengumumanMessages = {
  textRequired: "Teks pengumuman wajib diisi",
  mulaiInvalid: "Waktu mulai wajib diisi dengan tanggal dan jam yang valid",
  selesaiInvalid: "Waktu selesai wajib diisi dengan tanggal dan jam yang valid",
  selesaiBeforeMulai: "Waktu selesai harus setelah waktu mulai",
  overlap: (other: string) =>
    `Periode ini bertabrakan dengan pengumuman lain: "${other}". Hanya satu pengumuman yang boleh aktif pada satu waktu.`,
  notFound: "Pengumuman tidak ditemukan",
} as const;

/** A `datetime-local` value typed in WIB → ms since the epoch. */
const wibField = (message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((value: string, context) => {
      const date = wibInputToDate(value);
      if (date) return date.getTime();
      context.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }),
  );

export const pengumumanSchema = z
  .object({
    text: z
      .string({ error: pengumumanMessages.textRequired })
      .check(
        z.trim(),
        z.minLength(1, pengumumanMessages.textRequired),
        z.maxLength(PENGUMUMAN_MAX, `Maksimal ${PENGUMUMAN_MAX} karakter`),
      ),
    link: linkField,
    mulai: wibField(pengumumanMessages.mulaiInvalid),
    selesai: wibField(pengumumanMessages.selesaiInvalid),
  })
  .check(
    z.refine((value) => value.selesai > value.mulai, {
      message: pengumumanMessages.selesaiBeforeMulai,
      path: ["selesai"],
    }),
  );
export type PengumumanInput = z.infer<typeof pengumumanSchema>;

/**
 * An announcement as the admin API returns it: `mulai` and `selesai` as ISO 8601 instants, and
 * `aktif` (shown on the site now), written when saved and by the minute Cron Trigger.
 */
export type Pengumuman = Stamped &
  Omit<PengumumanInput, "mulai" | "selesai"> & {
    mulai: string;
    selesai: string;
    aktif: boolean;
  };

/** What the public bar shows: the active announcement (or null), with every page. */
export interface PengumumanBar {
  id: string;
  text: string;
  link: string | null;
}

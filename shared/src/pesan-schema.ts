/** The check of a message sent with 'Kirim Pesan': the public form's and the Worker's. */
import * as z from "zod/mini";
import { PESAN_HONEYPOT, PESAN_LIMITS, pesanMessages } from "./pesan";

const field = (required: string, max: number) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, pesanMessages.tooLong(max)));

export const pesanSchema = z.object({
  nama: field(pesanMessages.namaRequired, PESAN_LIMITS.nama),
  email: field(pesanMessages.emailRequired, PESAN_LIMITS.email).check(
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, pesanMessages.emailInvalid),
  ),
  subjek: field(pesanMessages.subjekRequired, PESAN_LIMITS.subjek),
  pesan: field(pesanMessages.pesanRequired, PESAN_LIMITS.pesan),
  /** The honeypot: anything in it marks a robot (checked by the Worker, never refused here). */
  [PESAN_HONEYPOT]: z.optional(z.string()),
});
export type PesanInput = z.infer<typeof pesanSchema>;

/** The admin marks a message read or unread ('Pesan Masuk'). */
export const pesanMarkSchema = z.object({
  dibaca: z.boolean({ error: "Status dibaca harus benar atau salah" }),
});

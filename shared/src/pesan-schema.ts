/** The check of a message sent with 'Kirim Pesan': the public form's and the Worker's. */
import * as z from "zod/mini";
import { noBidi } from "./content-schemas";
import { PESAN_BULK_MAX, PESAN_HONEYPOT, PESAN_LIMITS, pesanMessages } from "./pesan";

/**
 * An address as people type one: letters, digits and `. _ + ' -` before the @, a dotted domain
 * after it. Nothing that means something in a `mailto:` link (`? & = % #`, which would add a
 * hidden Bcc or body to the admin's reply) or in a mail header (`< > ( ) , ; : "`).
 */
const EMAIL_CHARACTERS = /^[\p{L}\p{N}._+'@-]*$/u;
const EMAIL_SHAPE = /^[^@]+@[^@.]+(\.[^@.]+)+$/u;

const field = (required: string, max: number) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, pesanMessages.tooLong(max)));

export const pesanSchema = z.object({
  nama: field(pesanMessages.namaRequired, PESAN_LIMITS.nama).check(noBidi(pesanMessages.namaHidden)),
  email: field(pesanMessages.emailRequired, PESAN_LIMITS.email).check(
    noBidi(pesanMessages.emailHidden),
    z.regex(EMAIL_CHARACTERS, pesanMessages.emailCharacters),
    z.regex(EMAIL_SHAPE, pesanMessages.emailInvalid),
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

/** The admin stars a message (kept by the daily pruning) or takes the star off. */
export const pesanStarSchema = z.object({
  berbintang: z.boolean({ error: pesanMessages.starInvalid }),
});

/** The messages a bulk action in 'Pesan Masuk' applies to: one page at most. */
const ids = z
  .array(
    z
      .string({ error: pesanMessages.bulkId })
      .check(z.minLength(1, pesanMessages.bulkId), z.maxLength(64, pesanMessages.bulkId)),
    {
      error: pesanMessages.bulkEmpty,
    },
  )
  .check(z.minLength(1, pesanMessages.bulkEmpty), z.maxLength(PESAN_BULK_MAX, pesanMessages.bulkTooMany));

export const pesanBulkSchema = z.object({ ids });
export type PesanBulkInput = z.infer<typeof pesanBulkSchema>;

export const pesanBulkMarkSchema = z.object({ ids, dibaca: pesanMarkSchema.shape.dibaca });
export type PesanBulkMarkInput = z.infer<typeof pesanBulkMarkSchema>;

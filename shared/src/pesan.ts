/**
 * 'Pesan Masuk' (docs/decisions/013): the Indonesian texts and the admin's view of a message.
 * The form's limits and paths are in pesan-form.ts (the home page's first bundle takes only
 * those); the schema that checks a message is in pesan-schema.ts.
 */
import { PESAN_SEND_FAILED } from "./pesan-form";

export { PESAN_HONEYPOT, PESAN_LIMITS, PESAN_PATHS, PESAN_SEND_FAILED, PESAN_THROTTLE } from "./pesan-form";

export const pesanMessages = {
  namaRequired: "Nama wajib diisi",
  emailRequired: "Email wajib diisi",
  emailInvalid: "Alamat email tidak valid",
  subjekRequired: "Subjek wajib diisi",
  pesanRequired: "Pesan wajib diisi",
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  terkirim:
    "Pesan Anda sudah terkirim. Terima kasih, pengurus padukuhan akan membacanya dan membalas ke email Anda.",
  throttled: "Anda sudah mengirim 5 pesan dalam satu jam terakhir. Silakan coba lagi nanti.",
  failed: PESAN_SEND_FAILED,
  forbidden: "Pesan hanya dapat dikirim dari formulir di situs ini.",
  tooLarge: "Pesan terlalu panjang untuk dikirim.",
  notFound: "Pesan tidak ditemukan. Mungkin sudah dihapus.",
} as const;

/** A message as the admin's 'Pesan Masuk' shows it (never the sender's address or its hash). */
export interface PesanEntry {
  id: string;
  nama: string;
  email: string;
  subjek: string;
  pesan: string;
  dibaca: boolean;
  createdAt: string;
}

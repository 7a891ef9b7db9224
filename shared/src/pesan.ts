/**
 * 'Pesan Masuk' (docs/decisions/013): the contact form's limits, paths and Indonesian texts.
 * No zod here: the public home page imports this into the first bundle; the schema that
 * checks a message is in pesan-schema.ts, loaded only when a visitor sends one.
 */

/** The longest value each field may have (the form's `maxLength` and the Worker's check). */
export const PESAN_LIMITS = { nama: 100, email: 120, subjek: 150, pesan: 3_000 } as const;

/** At most this many messages from one address (IPv6: its /64) in `windowMs`. */
export const PESAN_THROTTLE = { limit: 5, windowMs: 60 * 60_000 } as const;

/**
 * The hidden field a person never fills (it is off-screen and skipped by keyboard and screen
 * readers); a form that arrives with it filled was sent by a robot.
 */
export const PESAN_HONEYPOT = "situs_web";

/**
 * Where 'Kirim Pesan' posts (public host; never cached: the edge cache keeps only GET), and
 * the page a form sent without JavaScript is redirected to.
 */
export const PESAN_PATHS = { kirim: "/kontak", terkirim: "/kontak/terkirim" } as const;

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
  failed: "Pesan gagal dikirim. Periksa koneksi internet Anda lalu coba lagi.",
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

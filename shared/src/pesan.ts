/**
 * 'Pesan Masuk' (docs/decisions/013): the Indonesian texts and the admin's view of a message.
 * The form's limits and paths are in pesan-form.ts (the home page's first bundle takes only
 * those); the schema that checks a message is in pesan-schema.ts.
 */
import { PESAN_SEND_FAILED } from "./pesan-form";

export { PESAN_HONEYPOT, PESAN_LIMITS, PESAN_PATHS, PESAN_SEND_FAILED, PESAN_THROTTLE } from "./pesan-form";

/**
 * What the inbox keeps at most: past either, new messages are refused until the admin reads or
 * deletes some. `bytes` counts each message's texts plus 256 for the rest of its row (kept by
 * the triggers of migration 0009).
 */
export const PESAN_CEILING = { unread: 2_000, bytes: 20 * 1024 * 1024 } as const;

/** Read messages not starred are deleted by the daily job this long after they arrived. */
export const PESAN_KEEP_READ_DAYS = 180;

/** The most messages one bulk action takes: one page of 'Pesan Masuk'. */
export const PESAN_BULK_MAX = 50;

/** Why the inbox takes no new message, as `GET /api/admin/pesan/belum-dibaca` says. */
export type PesanFull = "belum-dibaca" | "ukuran" | null;

export const pesanMessages = {
  namaRequired: "Nama wajib diisi",
  emailRequired: "Email wajib diisi",
  emailInvalid: "Alamat email tidak valid",
  emailCharacters: "Alamat email tidak boleh memuat tanda ? & = % # atau tanda kurung",
  namaHidden: "Nama memuat karakter tersembunyi pengatur arah teks. Ketik ulang nama Anda.",
  emailHidden: "Alamat email memuat karakter tersembunyi pengatur arah teks. Ketik ulang alamat email Anda.",
  subjekRequired: "Subjek wajib diisi",
  pesanRequired: "Pesan wajib diisi",
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  terkirim:
    "Pesan Anda sudah terkirim. Terima kasih, pengurus padukuhan akan membacanya dan membalas ke email Anda.",
  throttled: "Anda sudah mengirim 5 pesan dalam satu jam terakhir. Silakan coba lagi nanti.",
  blockThrottled:
    "Terlalu banyak pesan dari jaringan internet Anda dalam satu jam terakhir. Silakan coba lagi nanti.",
  full: "Kotak pesan padukuhan sedang penuh, jadi pesan Anda belum dapat diterima. Silakan coba lagi beberapa hari lagi atau hubungi pengurus lewat email.",
  notReady:
    "Formulir pesan belum dapat menerima pesan karena situs belum selesai disiapkan. Silakan hubungi pengurus lewat email.",
  bulkEmpty: "Pilih minimal satu pesan",
  bulkTooMany: `Paling banyak ${PESAN_BULK_MAX} pesan sekaligus`,
  bulkId: "Pesan yang dipilih tidak valid",
  starInvalid: "Status bintang harus benar atau salah",
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
  /** Starred: kept by the daily pruning of old read messages. */
  berbintang: boolean;
  createdAt: string;
}

/** The badge's count and whether the inbox is full (`GET /api/admin/pesan/belum-dibaca`). */
export interface PesanUnread {
  jumlah: number;
  /** The count stops here: the badge says '99+'. */
  batas: number;
  penuh: PesanFull;
}

/**
 * Lapor Warga (issue 29, docs/decisions/021): a resident tells the hamlet office about a problem
 * (a broken road, a blocked drain, a fallen tree) with a photo and a place, and follows it by a
 * private code. This module holds what every side shares: the states, the default categories,
 * the limits, the texts and the follow-up code. The schema that checks a report is in
 * lapor-schema.ts (zod stays out of the public pages' bundle).
 */

/** The categories a new village starts with; the office edits the list in the admin. */
export const LAPOR_KATEGORI_DEFAULT = [
  "Jalan dan Jembatan",
  "Saluran Air",
  "Penerangan",
  "Kebersihan",
  "Bencana",
  "Keamanan",
  "Lainnya",
] as const;

/** Where a report stands: new, being handled, done, or turned down (with the office's reason). */
export const LAPOR_STATUS = ["baru", "diproses", "selesai", "ditolak"] as const;
export type LaporStatus = (typeof LAPOR_STATUS)[number];

export const laporStatusLabel: Record<LaporStatus, string> = {
  baru: "Baru",
  diproses: "Diproses",
  selesai: "Selesai",
  ditolak: "Ditolak",
};

/** A closed report is one the office has finished with, either way. */
export const isClosed = (status: LaporStatus) => status === "selesai" || status === "ditolak";

export const LAPOR_LIMITS = {
  kategori: 60,
  judul: 100,
  uraian: 2_000,
  lokasi: 200,
  nama: 100,
  no_telp: 20,
  /** Photos with JavaScript (compressed in the browser first). */
  foto: 3,
  /** Without JavaScript the form has one file input. */
  fotoWithoutScript: 1,
} as const;

/**
 * Reports per sender (an IPv6 /64, or an IPv4 address) and per block (an IPv6 /48) in an hour:
 * a resident reports a few problems at most, the contact form allows 5 and 20.
 */
export const LAPOR_THROTTLE = { limit: 3, blockLimit: 10, windowMs: 60 * 60_000 } as const;

/**
 * Open reports ('baru' and 'diproses') the office can be sent at most: past it the form refuses
 * new ones until the office closes some, so a flood fills neither D1 nor R2.
 */
export const LAPOR_OPEN_CEILING = 500;

/**
 * With JavaScript every photo is re-encoded on the phone before it is sent (longest side
 * 1600 px, JPEG quality 0.8): a 4 MB camera photo becomes a few hundred KB on a costly
 * connection, and what the camera wrote into the file is dropped there already.
 */
export const LAPOR_COMPRESSION = { maxSide: 1600, quality: 0.8 } as const;

/** What the photo input offers; the Worker trusts only the bytes. */
export const LAPOR_PHOTO_ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";

/** The reporter's name and number are removed this long after the report closes. */
export const LAPOR_KEEP_REPORTER_DAYS = 365;

/**
 * Coordinates are kept to four decimals: about 11 m of latitude, enough to find a pothole and
 * too coarse to point at one house.
 */
export const LAPOR_COORDINATE_DECIMALS = 4;

export const LAPOR_PATHS = {
  form: "/lapor",
  list: "/lapor/daftar",
  follow: (code: string) => `/lapor/${code}`,
} as const;

/** The form's honeypot, named as the contact form's: filled, it marks a robot. */
export const LAPOR_HONEYPOT = "situs_web";

export const laporMessages = {
  kategoriRequired: "Kategori laporan wajib dipilih",
  kategoriUnknown: "Kategori laporan tidak dikenal. Pilih salah satu dari daftar.",
  judulRequired: "Judul laporan wajib diisi",
  uraianRequired: "Uraian kejadian wajib diisi",
  lokasiRequired: "Lokasi wajib diisi",
  koordinatInvalid: "Titik lokasi tidak valid. Ambil ulang lokasi dari ponsel atau kosongkan.",
  namaRequired: "Nama wajib diisi",
  namaHidden: "Nama memuat karakter tersembunyi pengatur arah teks. Ketik ulang nama Anda.",
  telpRequired: "Nomor telepon atau WhatsApp wajib diisi",
  codeInvalid: "Kode laporan tidak valid. Contoh kode: LW-7K3Q-9XM2.",
  notFound: "Laporan dengan kode ini tidak ditemukan. Periksa kembali kodenya.",
  terkirim: "Laporan Anda sudah kami terima. Simpan kode ini untuk melihat tanggapan pengurus padukuhan.",
  failed: "Laporan gagal dikirim. Periksa koneksi internet Anda lalu coba lagi.",
  forbidden: "Laporan hanya dapat dikirim dari formulir di situs ini.",
  tooLarge: "Laporan terlalu besar untuk dikirim. Kirim paling banyak 3 foto, masing-masing maksimum 5MB.",
  fotoTooMany: `Paling banyak ${LAPOR_LIMITS.foto} foto untuk satu laporan.`,
  fotoFormat: "Format foto tidak valid. Gunakan JPG, PNG, atau WebP.",
  fotoTooLarge: "Ukuran foto terlalu besar. Maksimum 5MB.",
  fotoUnreadable: "Foto tidak dapat dibaca. Coba ambil ulang fotonya atau pilih foto lain.",
  throttled: `Anda sudah mengirim ${LAPOR_THROTTLE.limit} laporan dalam satu jam terakhir. Silakan coba lagi nanti.`,
  blockThrottled:
    "Terlalu banyak laporan dari jaringan internet Anda dalam satu jam terakhir. Silakan coba lagi nanti.",
  full: "Pengurus padukuhan sedang menangani banyak laporan, jadi laporan baru belum dapat diterima. Silakan coba lagi beberapa hari lagi atau hubungi kantor padukuhan.",
  notReady:
    "Formulir laporan belum dapat menerima laporan karena situs belum selesai disiapkan. Silakan hubungi kantor padukuhan.",
  lookupThrottled:
    "Terlalu banyak pencarian laporan dari jaringan internet Anda. Tunggu sebentar lalu coba lagi.",
} as const;

/** A report as its resident follows it at `/lapor/<code>`: never the name or the number. */
export interface LaporanForResident {
  kode: string;
  kategori: string;
  judul: string;
  uraian: string;
  lokasi: string;
  /** `lat,lng` rounded to about 11 m, or null. */
  koordinat: string | null;
  status: LaporStatus;
  createdAt: string;
  /** The photos' URLs, in the resident's order. */
  foto: string[];
  /** The office's answers, oldest first. */
  jawaban: { text: string; createdAt: string; updatedAt: string | null }[];
}

/**
 * A report on the public record (`/lapor/daftar`), as the office chose to show it: never its
 * code (the key to its private page), its reporter or their number.
 */
export interface LaporanPublik {
  id: string;
  kategori: string;
  judul: string;
  uraian: string;
  lokasi: string;
  status: LaporStatus;
  createdAt: string;
  foto: string[];
  jawaban: { text: string; createdAt: string; updatedAt: string | null }[];
}

/** One kept count of the public record: reports of `month` (YYYY-MM, WIB) in `status`. */
export interface LaporMonthCount {
  month: string;
  status: LaporStatus;
  count: number;
}

/** The text 'Simpan ke WhatsApp' sends to the resident's own chat: the code and its private link. */
export const laporWhatsAppText = (kode: string, link: string) =>
  `Kode laporan saya: ${kode}\nCek tanggapan pengurus padukuhan di: ${link}`;

// ---------------------------------------------------------------------------
// The follow-up code
// ---------------------------------------------------------------------------

/**
 * Crockford's base 32: digits and capitals without I, L, O and U, so a code read aloud or typed
 * from a screenshot has no 1/I/L or 0/O to confuse.
 */
const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_PREFIX = "LW";
/** Eight characters of five bits each: 40 random bits, from five random bytes exactly. */
const CODE_BYTES = 5;

/** `LW-7K3Q-9XM2` from five bytes: each five bits one character, no bias. */
export function laporCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== CODE_BYTES) throw new Error(`a report code takes ${CODE_BYTES} bytes`);
  // 40 bits fit a double exactly.
  const value = bytes.reduce((sum, byte) => sum * 256 + byte, 0);
  let characters = "";
  for (let place = 7; place >= 0; place -= 1)
    characters += CODE_ALPHABET[Math.floor(value / 32 ** place) % 32];
  return `${CODE_PREFIX}-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/** A new code from the platform's cryptographic random source (the Worker's and the browser's). */
export function newLaporCode(): string {
  return laporCodeFromBytes(crypto.getRandomValues(new Uint8Array(CODE_BYTES)));
}

/** What people type in place of a code's characters: lower case, O for 0, I or L for 1. */
const READ_AS: Record<string, string> = { O: "0", I: "1", L: "1" };

/**
 * A code as typed or pasted ('lw 7k3q 9xm2', 'LW-7K3Q-9XMO', '7K3Q9XM2') in its one stored form,
 * or null when it cannot be one.
 */
export function parseLaporCode(input: string): string | null {
  let compact = input.toUpperCase().replace(/[\s-]/g, "");
  if (compact.startsWith(CODE_PREFIX) && compact.length === CODE_PREFIX.length + 8) {
    compact = compact.slice(CODE_PREFIX.length);
  }
  if (compact.length !== 8) return null;
  const characters = [...compact].map((character) => READ_AS[character] ?? character).join("");
  if (![...characters].every((character) => CODE_ALPHABET.includes(character))) return null;
  return `${CODE_PREFIX}-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

// ---------------------------------------------------------------------------
// The place
// ---------------------------------------------------------------------------

/**
 * 'latitude,longitude' from the phone's position, rounded to LAPOR_COORDINATE_DECIMALS, or null
 * when the text is not a position on Earth.
 */
export function roundedCoordinates(text: string): string | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const round = (value: number) => {
    const rounded = Number(value.toFixed(LAPOR_COORDINATE_DECIMALS));
    // -0.00001 rounds to -0: written '0', as a person would.
    return (Object.is(rounded, -0) ? 0 : rounded).toString();
  };
  return `${round(latitude)},${round(longitude)}`;
}

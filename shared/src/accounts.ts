/**
 * 'Kelola Admin' and 'Riwayat': the request bodies the admin forms send and the Worker checks
 * again, their Indonesian messages, and the shapes the admin API answers with.
 */
import * as z from "zod/mini";
import { passwordProblem } from "./auth";

/** The same rule as `npm run admin:create` (scripts/admin-create.ts). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
export const NAMA_MAX_LENGTH = 100;

export const accountMessages = {
  usernameInvalid: "Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.",
  usernameTaken: "Username sudah dipakai.",
  namaRequired: "Nama wajib diisi.",
  namaTooLong: `Nama maksimal ${NAMA_MAX_LENGTH} karakter.`,
  passwordRequired: "Password wajib diisi.",
  notFound: "Akun admin tidak ditemukan.",
  created: "Admin berhasil ditambahkan. Ia harus mengganti password saat pertama login.",
  resetOwn: "Password Anda sendiri diganti lewat menu Ganti Password.",
  reset: "Password berhasil direset. Admin tersebut harus menggantinya saat login berikutnya.",
  removeSelf: "Anda tidak dapat menghapus akun Anda sendiri.",
  removeLast: "Admin terakhir tidak dapat dihapus.",
  removed: "Admin berhasil dihapus.",
  otherSessionsEnded: "Semua perangkat lain sudah dikeluarkan.",
  kindInvalid: "Jenis riwayat tidak dikenal.",
} as const;

/** The password a new or reset account signs in with first: the rules of 'Ganti Password'. */
const firstPassword = z.string({ error: accountMessages.passwordRequired }).check(
  z.superRefine((password, context) => {
    const problem = password === "" ? accountMessages.passwordRequired : passwordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
);

/** `POST /api/admin/akun`: a new admin, who must change this password at first sign-in. */
export const accountCreateSchema = z.object({
  username: z
    .string({ error: accountMessages.usernameInvalid })
    .check(z.trim(), z.regex(USERNAME_PATTERN, accountMessages.usernameInvalid)),
  nama: z
    .string({ error: accountMessages.namaRequired })
    .check(
      z.trim(),
      z.minLength(1, accountMessages.namaRequired),
      z.maxLength(NAMA_MAX_LENGTH, accountMessages.namaTooLong),
    ),
  password: firstPassword,
});
export type AccountCreateInput = z.infer<typeof accountCreateSchema>;

/** `POST /api/admin/akun/:id/password`: another admin's new first password. */
export const passwordResetSchema = z.object({ password: firstPassword });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** One admin in `GET /api/admin/akun`. Times are ISO 8601. */
export interface AccountSummary {
  id: string;
  username: string;
  nama: string | null;
  createdAt: string;
  lastSignInAt: string | null;
  mustChangePassword: boolean;
  /** The signed-in admin's own account. */
  self: boolean;
}

/** One of the signed-in admin's own sessions in `GET /api/admin/sesi`; never its token. */
export interface SessionSummary {
  createdAt: string;
  lastSeenAt: string;
  expiredAt: string;
  /** Coarse, from the User-Agent at sign-in: 'Chrome di Android'. */
  device: string;
  current: boolean;
}

/** What a 'Riwayat' entry is about: a collection, the site settings, accounts, or signing in. */
export const ACTIVITY_KINDS = [
  "artikel",
  "umkm",
  "galeri",
  "agenda",
  "pengumuman",
  "pesan",
  "laporan",
  "data",
  "pengaturan",
  "akun",
  "masuk",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The actions the Worker records, per kind: content and settings `tambah`/`ubah`/`hapus`
 * (and `terbit-otomatis` for an article the minute Cron Trigger published, by 'sistem');
 * `laporan`: `status-<status>`, `tampilkan`, `sembunyikan`, `jawab`, `ubah-jawaban`,
 * `hapus-jawaban` (shared/src/lapor-admin.ts); `data` ('Data Padukuhan', one table of a year):
 * `ubah`, `hapus`; `akun`: `tambah`, `reset-password`, `hapus`,
 * `keluar-perangkat-lain`, `ganti-password`;
 * `masuk`: `berhasil`, `gagal`, `terkunci`.
 */
export interface ActivityEntry {
  id: number;
  at: string;
  /** Null for a failed sign-in with a username no account has. */
  akunId: string | null;
  /** The account's username, or for a failed sign-in the username as typed. */
  username: string;
  kind: ActivityKind;
  action: string;
  recordId: string | null;
  /** The record's judul or nama, the account's username, or the settings section's title. */
  title: string | null;
}

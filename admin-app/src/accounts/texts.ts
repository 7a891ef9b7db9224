import type { AccountSummary, ActivityEntry, ActivityKind } from "@padukuhan/shared/accounts";
import { formatWhen as formatSharedWhen } from "@padukuhan/shared/format";
import { LAPOR_STATUS, laporStatusLabel } from "@padukuhan/shared/lapor";

/** An ISO time as a date and time, or `none` when there is none (never signed in). */
export const formatWhen = (iso: string | null, none = "Belum pernah") => formatSharedWhen(iso, none);

/** An admin as the filter of 'Riwayat' and the removal question name them: 'Sri (@sri)'. */
export const accountLabel = ({ nama, username }: Pick<AccountSummary, "nama" | "username">) =>
  nama ? `${nama} (@${username})` : `@${username}`;

/** 'Kelola Admin': everything the screen says that the Worker does not. */
export const accountTexts = {
  heading: "Kelola Admin",
  listHeading: "Daftar Admin",
  loading: "Memuat daftar admin...",
  listFailed: "Gagal mengambil daftar admin",
  addButton: "Tambah Admin",
  addTitle: "Tambah Admin",
  addFailed: "Gagal menambahkan admin",
  firstPasswordNote:
    "Password ini hanya untuk login pertama. Admin baru wajib menggantinya dengan password miliknya sendiri saat pertama login.",
  resetButton: "Reset Password",
  resetTitle: (username: string) => `Reset Password @${username}`,
  resetNote:
    "Admin ini akan keluar dari semua perangkat yang sedang dipakainya, lalu login dengan password baru di bawah ini dan wajib menggantinya saat login.",
  resetSubmit: "Reset Password",
  resetFailed: "Gagal mereset password",
  removeTitle: "Hapus admin?",
  removeText: (who: string) =>
    `${who} tidak akan bisa login lagi dan dikeluarkan dari semua perangkatnya. Riwayat kegiatannya tetap tersimpan.`,
  removeFailed: "Gagal menghapus admin",
  you: "Anda",
  mustChange: "Harus ganti password",
  lastSignIn: "Terakhir login",
  createdAt: "Dibuat",
  username: "Username",
  usernameHint:
    "3 sampai 50 karakter: huruf, angka, titik, garis bawah atau tanda hubung. Dipakai untuk login.",
  nama: "Nama lengkap",
  firstPassword: "Password pertama",
  newFirstPassword: "Password pertama yang baru",
  passwordHint: "Minimal 8 karakter. Berikan kepada admin tersebut secara langsung.",
  confirmPassword: "Ulangi password",
  sessionsHeading: "Perangkat yang sedang login",
  sessionsIntro: "Perangkat tempat akun Anda sedang login. Keluarkan perangkat yang tidak Anda kenali.",
  sessionsLoading: "Memuat perangkat...",
  sessionsFailed: "Gagal mengambil daftar perangkat",
  thisDevice: "Perangkat ini",
  since: "Login sejak",
  lastSeen: "Terakhir aktif",
  onlyThisDevice: "Tidak ada perangkat lain yang sedang login.",
  endOthers: "Keluar dari semua perangkat lain",
  endingOthers: "Mengeluarkan...",
  endOthersFailed: "Gagal mengeluarkan perangkat lain",
} as const;

/** The kinds as the filter names them. */
export const KIND_LABELS: Record<ActivityKind, string> = {
  artikel: "Artikel",
  umkm: "UMKM",
  galeri: "Galeri",
  agenda: "Agenda",
  pengumuman: "Pengumuman",
  pesan: "Pesan Masuk",
  laporan: "Laporan Warga",
  data: "Data Padukuhan",
  pengaturan: "Pengaturan Situs",
  akun: "Akun Admin",
  masuk: "Masuk",
};

/** What a record of each kind is called in a sentence ("mengubah artikel"). */
const NOUNS: Record<ActivityKind, string> = {
  artikel: "artikel",
  umkm: "UMKM",
  galeri: "foto galeri",
  agenda: "agenda",
  pengumuman: "pengumuman",
  pesan: "pesan",
  laporan: "laporan",
  data: "data",
  pengaturan: "pengaturan situs",
  akun: "admin",
  masuk: "",
};

const CONTENT_VERBS: Record<string, string> = {
  tambah: "menambahkan",
  ubah: "mengubah",
  hapus: "menghapus",
  // Written by 'sistem' when the minute Cron Trigger publishes a scheduled article.
  "terbit-otomatis": "menerbitkan otomatis",
  // By 'sistem' when an announcement's period starts or ends.
  "mulai-otomatis": "menampilkan otomatis",
  "selesai-otomatis": "mengakhiri otomatis",
};

/** What is done to the site's data as a whole; the line names the backup. */
const SITE_VERBS: Record<string, string> = {
  "unduh-cadangan": "mengunduh",
  "pulihkan-cadangan": "memulihkan cadangan",
};

/** Account actions that are about the admin themselves: no record to name after them. */
const ABOUT_ONESELF: Record<string, string> = {
  "ganti-password": "mengganti password",
  "keluar-perangkat-lain": "mengeluarkan semua perangkat lain",
};

const ACCOUNT_VERBS: Record<string, string> = {
  tambah: "menambahkan admin",
  "reset-password": "mereset password admin",
  hapus: "menghapus admin",
};

/** 'Laporan Warga': the office's changes to a resident's report (shared/src/lapor-admin.ts). */
const LAPOR_VERBS: Record<string, string> = {
  ...Object.fromEntries(
    LAPOR_STATUS.map((status) => [
      `status-${status}`,
      `mengubah status menjadi ${laporStatusLabel[status]} untuk laporan`,
    ]),
  ),
  tampilkan: "menampilkan di situs laporan",
  sembunyikan: "menyembunyikan dari situs laporan",
  jawab: "menjawab laporan",
  "ubah-jawaban": "mengubah jawaban untuk laporan",
  "hapus-jawaban": "menghapus jawaban untuk laporan",
};

const SIGN_IN: Record<string, string> = {
  berhasil: "masuk",
  gagal: "gagal masuk",
  terkunci: "terkunci (terlalu banyak percobaan masuk)",
};

/**
 * What happened, as the rest of a sentence that starts with who did it: "mengubah artikel",
 * "gagal masuk". `record` is the title the line names, or null when it names none.
 */
export function describeActivity(entry: Pick<ActivityEntry, "kind" | "action" | "title">): {
  what: string;
  record: string | null;
} {
  const { kind, action, title } = entry;
  if (kind === "masuk") return { what: SIGN_IN[action] ?? `masuk (${action})`, record: null };
  if (kind === "akun") {
    const oneself = ABOUT_ONESELF[action];
    if (oneself) return { what: oneself, record: null };
    return { what: ACCOUNT_VERBS[action] ?? `${action} admin`, record: title };
  }
  if (kind === "laporan") return { what: LAPOR_VERBS[action] ?? `${action} laporan`, record: title };
  const siteVerb = kind === "pengaturan" ? SITE_VERBS[action] : undefined;
  if (siteVerb) return { what: siteVerb, record: title };
  const verb = CONTENT_VERBS[action] ?? action;
  return { what: `${verb} ${NOUNS[kind]}`, record: title };
}

/** 'Riwayat': the screen's own texts. */
export const activityTexts = {
  heading: "Riwayat",
  intro: "Siapa mengubah apa dan kapan, terbaru di atas. Riwayat disimpan selama satu tahun.",
  filterPerson: "Admin",
  allPeople: "Semua admin",
  filterKind: "Jenis",
  allKinds: "Semua jenis",
  loading: "Memuat riwayat...",
  failed: "Gagal mengambil riwayat",
  empty: "Belum ada riwayat.",
  emptyFiltered: "Belum ada riwayat untuk pilihan ini.",
  shown: (count: number) => `Menampilkan ${count} riwayat terbaru`,
} as const;

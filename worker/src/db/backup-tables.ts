/**
 * The tables a backup holds, parents before children: both the archive of `npm run backup`
 * (which restore writes back, and nothing else) and the admin's 'Unduh Cadangan' file. One
 * list, so the two never disagree about what the village's data is.
 */
export const BACKUP_TABLE_ORDER: readonly string[] = [
  "artikel",
  "artikel_tags",
  "umkm",
  "umkm_tags",
  "umkm_produk",
  "galeri",
  "agenda",
  "pengumuman",
  "pesan",
  "site_settings",
  "akun",
  "laporan",
  "laporan_foto",
  "laporan_jawaban",
  "data_tabel",
  "activity_log",
  "app_meta",
];

/**
 * The sender's hashed address and address block (issue 26): they only limit messages and
 * reports per hour, so no backup of any kind holds them.
 */
export const SENDER_HASH_COLUMNS = ["pengirim", "pengirim_blok"] as const;

/** The tables that hold SENDER_HASH_COLUMNS: the contact inbox and the residents' reports. */
export const SENDER_HASH_TABLES = ["pesan", "laporan"] as const;

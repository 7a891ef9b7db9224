/** Where the Worker answers the village's data as one JSON file (worker/src/routes/admin-cadangan.ts). */
export const BACKUP_PATH = "/api/admin/cadangan";

/**
 * 'Unduh Cadangan' on the overview: the village's records and settings as one JSON file, with
 * no terminal. A plain link rather than a fetch: the browser writes the file to disk as it
 * streams in, however large the archive, and the session cookie goes with it (same host).
 */
export function BackupDownload() {
  return (
    <li className="overview-card">
      <h2 id="cadangan-data">Cadangan Data</h2>
      <p className="field-hint">
        Semua artikel, UMKM, galeri, agenda, pengumuman, pesan masuk, pengaturan situs, akun admin dan riwayat
        dalam satu berkas JSON untuk disimpan sendiri. Password dan file gambar tidak ikut.
      </p>
      <a className="button" href={BACKUP_PATH} download>
        Unduh Cadangan
      </a>
    </li>
  );
}

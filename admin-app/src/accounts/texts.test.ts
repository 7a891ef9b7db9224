import { describe, expect, it } from "vitest";
import { describeActivity, formatWhen } from "./texts";

const line = (kind: Parameters<typeof describeActivity>[0]["kind"], action: string, title: string | null) =>
  describeActivity({ kind, action, title });

describe("a line of 'Riwayat'", () => {
  it("says what was done to which record, in Indonesian", () => {
    expect(line("artikel", "tambah", "Panen Raya")).toEqual({
      what: "menambahkan artikel",
      record: "Panen Raya",
    });
    expect(line("artikel", "ubah", "Panen Raya")).toEqual({ what: "mengubah artikel", record: "Panen Raya" });
    expect(line("umkm", "hapus", "Warung Bu Sri")).toEqual({
      what: "menghapus UMKM",
      record: "Warung Bu Sri",
    });
    expect(line("galeri", "tambah", "Sawah")).toEqual({ what: "menambahkan foto galeri", record: "Sawah" });
    // 'Data Padukuhan': one table of a year, named with its year.
    expect(line("data", "ubah", "APBDes 2026")).toEqual({ what: "mengubah data", record: "APBDes 2026" });
    // The minute Cron Trigger's line ('sistem'): a scheduled article went public.
    expect(line("artikel", "terbit-otomatis", "Panen Raya")).toEqual({
      what: "menerbitkan otomatis artikel",
      record: "Panen Raya",
    });
    expect(line("pengumuman", "mulai-otomatis", "Kerja bakti")).toEqual({
      what: "menampilkan otomatis pengumuman",
      record: "Kerja bakti",
    });
    expect(line("pengumuman", "selesai-otomatis", "Kerja bakti")).toEqual({
      what: "mengakhiri otomatis pengumuman",
      record: "Kerja bakti",
    });
    expect(line("pengaturan", "ubah", "Kontak")).toEqual({
      what: "mengubah pengaturan situs",
      record: "Kontak",
    });
    // 'Unduh Cadangan' in the admin, and `npm run restore` ('sistem').
    expect(line("pengaturan", "unduh-cadangan", "Cadangan data")).toEqual({
      what: "mengunduh",
      record: "Cadangan data",
    });
    expect(line("pengaturan", "pulihkan-cadangan", "padukuhan-2026-11-25T1530.tar.gz")).toEqual({
      what: "memulihkan cadangan",
      record: "padukuhan-2026-11-25T1530.tar.gz",
    });
  });

  it("names the other admin of an account change, and no record for one's own", () => {
    expect(line("akun", "tambah", "budi")).toEqual({ what: "menambahkan admin", record: "budi" });
    expect(line("akun", "reset-password", "budi")).toEqual({
      what: "mereset password admin",
      record: "budi",
    });
    expect(line("akun", "hapus", "budi")).toEqual({ what: "menghapus admin", record: "budi" });
    expect(line("akun", "ganti-password", "budi")).toEqual({ what: "mengganti password", record: null });
    expect(line("akun", "keluar-perangkat-lain", "budi")).toEqual({
      what: "mengeluarkan semua perangkat lain",
      record: null,
    });
  });

  it("says what the office did to a resident's report", () => {
    expect(line("laporan", "status-selesai", "Jalan berlubang")).toEqual({
      what: "mengubah status menjadi Selesai untuk laporan",
      record: "Jalan berlubang",
    });
    expect(line("laporan", "tampilkan", "Jalan berlubang").what).toBe("menampilkan di situs laporan");
    expect(line("laporan", "sembunyikan", "Jalan berlubang").what).toBe("menyembunyikan dari situs laporan");
    expect(line("laporan", "jawab", "Jalan berlubang").what).toBe("menjawab laporan");
    expect(line("laporan", "ubah-jawaban", "Jalan berlubang").what).toBe("mengubah jawaban untuk laporan");
    expect(line("laporan", "hapus-jawaban", "Jalan berlubang").what).toBe("menghapus jawaban untuk laporan");
  });

  it("tells sign-ins, failed ones and locks apart", () => {
    expect(line("masuk", "berhasil", null)).toEqual({ what: "masuk", record: null });
    expect(line("masuk", "gagal", null)).toEqual({ what: "gagal masuk", record: null });
    expect(line("masuk", "terkunci", null)).toEqual({
      what: "terkunci (terlalu banyak percobaan masuk)",
      record: null,
    });
  });
});

describe("a time on 'Kelola Admin' and 'Riwayat'", () => {
  it("is written as in the hamlet, in its own time zone (WIB, UTC+7)", () => {
    expect(formatWhen("2026-01-05T02:30:00.000Z")).toBe("5 Januari 2026 pukul 09.30");
    expect(formatWhen("2025-12-31T17:05:00.000Z")).toBe("1 Januari 2026 pukul 00.05");
  });

  it("says 'Belum pernah' when there is none", () => {
    expect(formatWhen(null)).toBe("Belum pernah");
    expect(formatWhen("bukan tanggal")).toBe("Belum pernah");
  });
});

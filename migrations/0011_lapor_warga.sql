CREATE TABLE `laporan` (
	`id` text PRIMARY KEY NOT NULL,
	`kode` text NOT NULL,
	`kategori` text NOT NULL,
	`judul` text NOT NULL,
	`uraian` text NOT NULL,
	`lokasi` text NOT NULL,
	`koordinat` text,
	`nama` text NOT NULL,
	`no_telp` text NOT NULL,
	`status` text DEFAULT 'baru' NOT NULL,
	`publik` integer DEFAULT 0 NOT NULL,
	`ditutup_at` integer,
	`pengirim` text DEFAULT '' NOT NULL,
	`pengirim_blok` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `laporan_kode_unique` ON `laporan` (`kode`);--> statement-breakpoint
CREATE INDEX `laporan_newest_idx` ON `laporan` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `laporan_kategori_idx` ON `laporan` (`kategori`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `laporan_status_idx` ON `laporan` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `laporan_status_kategori_idx` ON `laporan` (`status`,`kategori`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `laporan_publik_idx` ON `laporan` (`created_at`,`id`) WHERE publik = 1;--> statement-breakpoint
CREATE INDEX `laporan_pengirim_idx` ON `laporan` (`pengirim`,`created_at`);--> statement-breakpoint
CREATE INDEX `laporan_pengirim_blok_idx` ON `laporan` (`pengirim_blok`,`created_at`);--> statement-breakpoint
CREATE INDEX `laporan_pengirim_lama_idx` ON `laporan` (`created_at`) WHERE pengirim <> '';--> statement-breakpoint
CREATE INDEX `laporan_pelapor_lama_idx` ON `laporan` (`ditutup_at`) WHERE nama <> '';--> statement-breakpoint
CREATE TABLE `laporan_foto` (
	`laporan_id` text NOT NULL,
	`position` integer NOT NULL,
	`foto` text NOT NULL,
	PRIMARY KEY(`laporan_id`, `position`),
	FOREIGN KEY (`laporan_id`) REFERENCES `laporan`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `laporan_jawaban` (
	`id` text PRIMARY KEY NOT NULL,
	`laporan_id` text NOT NULL,
	`akun_id` text,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`laporan_id`) REFERENCES `laporan`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`akun_id`) REFERENCES `akun`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `laporan_jawaban_laporan_idx` ON `laporan_jawaban` (`laporan_id`,`created_at`);--> statement-breakpoint

-- Hand-written below (drizzle-kit does not describe triggers); see
-- docs/decisions/021-lapor-warga.md. Kept in `content_counts` (koleksi 'laporan') in the same
-- transaction as every write, by any path (the Worker, a restore): `status:<status>`, the
-- reports in each state (the office's tabs, and the ceiling on open reports), and
-- `publik:<YYYY-MM>:<status>`, the public reports per month (in WIB, UTC+7) and state (the
-- public record's chart). As for the other counts, a total of 0 is no row at all.
CREATE TRIGGER laporan_after_insert AFTER INSERT ON laporan BEGIN
  INSERT INTO content_counts (koleksi, kategori, jumlah) SELECT 'laporan', 'status:' || new.status, 1 WHERE 1
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
  INSERT INTO content_counts (koleksi, kategori, jumlah)
    SELECT 'laporan', 'publik:' || strftime('%Y-%m', new.created_at / 1000 + 25200, 'unixepoch') || ':' || new.status, 1
    WHERE new.publik = 1
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint
CREATE TRIGGER laporan_after_delete AFTER DELETE ON laporan BEGIN
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'laporan' AND kategori = 'status:' || old.status;
  UPDATE content_counts SET jumlah = jumlah - 1
    WHERE koleksi = 'laporan' AND old.publik = 1
    AND kategori = 'publik:' || strftime('%Y-%m', old.created_at / 1000 + 25200, 'unixepoch') || ':' || old.status;
  DELETE FROM content_counts WHERE koleksi = 'laporan' AND jumlah <= 0
    AND kategori IN ('status:' || old.status, 'publik:' || strftime('%Y-%m', old.created_at / 1000 + 25200, 'unixepoch') || ':' || old.status);
END;
--> statement-breakpoint
CREATE TRIGGER laporan_after_update AFTER UPDATE OF status, publik, created_at ON laporan
  WHEN old.status <> new.status OR old.publik <> new.publik OR old.created_at <> new.created_at BEGIN
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'laporan' AND kategori = 'status:' || old.status;
  UPDATE content_counts SET jumlah = jumlah - 1
    WHERE koleksi = 'laporan' AND old.publik = 1
    AND kategori = 'publik:' || strftime('%Y-%m', old.created_at / 1000 + 25200, 'unixepoch') || ':' || old.status;
  DELETE FROM content_counts WHERE koleksi = 'laporan' AND jumlah <= 0
    AND kategori IN ('status:' || old.status, 'publik:' || strftime('%Y-%m', old.created_at / 1000 + 25200, 'unixepoch') || ':' || old.status);
  INSERT INTO content_counts (koleksi, kategori, jumlah) SELECT 'laporan', 'status:' || new.status, 1 WHERE 1
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
  INSERT INTO content_counts (koleksi, kategori, jumlah)
    SELECT 'laporan', 'publik:' || strftime('%Y-%m', new.created_at / 1000 + 25200, 'unixepoch') || ':' || new.status, 1
    WHERE new.publik = 1
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;

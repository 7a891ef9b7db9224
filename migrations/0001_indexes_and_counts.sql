CREATE TABLE `content_counts` (
	`koleksi` text NOT NULL,
	`kategori` text NOT NULL,
	`jumlah` integer NOT NULL,
	PRIMARY KEY(`koleksi`, `kategori`)
);
--> statement-breakpoint
DROP INDEX `artikel_created_idx`;--> statement-breakpoint
CREATE INDEX `artikel_newest_idx` ON `artikel` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `artikel_kategori_idx` ON `artikel` (`kategori`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `galeri_created_idx`;--> statement-breakpoint
ALTER TABLE `galeri` ADD `kategori` text DEFAULT 'Kegiatan' NOT NULL;--> statement-breakpoint
ALTER TABLE `galeri` ADD `tanggal` text GENERATED ALWAYS AS (CAST(strftime('%d', created_at / 1000, 'unixepoch', '+7 hours') AS INTEGER) || ' ' || CASE strftime('%m', created_at / 1000, 'unixepoch', '+7 hours') WHEN '01' THEN 'Januari' WHEN '02' THEN 'Februari' WHEN '03' THEN 'Maret' WHEN '04' THEN 'April' WHEN '05' THEN 'Mei' WHEN '06' THEN 'Juni' WHEN '07' THEN 'Juli' WHEN '08' THEN 'Agustus' WHEN '09' THEN 'September' WHEN '10' THEN 'Oktober' WHEN '11' THEN 'November' WHEN '12' THEN 'Desember' END || ' ' || strftime('%Y', created_at / 1000, 'unixepoch', '+7 hours')) VIRTUAL;--> statement-breakpoint
CREATE INDEX `galeri_newest_idx` ON `galeri` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `galeri_kategori_idx` ON `galeri` (`kategori`,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `umkm_created_idx`;--> statement-breakpoint
CREATE INDEX `umkm_newest_idx` ON `umkm` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `umkm_kategori_idx` ON `umkm` (`kategori`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `umkm_nama_idx` ON `umkm` ("nama" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `umkm_kategori_nama_idx` ON `umkm` (`kategori`,"nama" COLLATE NOCASE,`id`);
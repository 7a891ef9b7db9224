CREATE TABLE `agenda` (
	`id` text PRIMARY KEY NOT NULL,
	`judul` text NOT NULL,
	`mulai` integer NOT NULL,
	`selesai` integer NOT NULL,
	`lokasi` text NOT NULL,
	`deskripsi` text NOT NULL,
	`gambar` text,
	`arsip` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `agenda_arsip_idx` ON `agenda` (`arsip`,`mulai`,`id`);--> statement-breakpoint
CREATE INDEX `agenda_mulai_idx` ON `agenda` (`mulai`,`id`);--> statement-breakpoint
CREATE INDEX `agenda_selesai_idx` ON `agenda` (`selesai`) WHERE arsip = 0;--> statement-breakpoint
CREATE TABLE `pengumuman` (
	`id` text PRIMARY KEY NOT NULL,
	`text` text NOT NULL,
	`link` text,
	`mulai` integer NOT NULL,
	`selesai` integer NOT NULL,
	`aktif` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `pengumuman_aktif_idx` ON `pengumuman` (`aktif`,`mulai`);--> statement-breakpoint
CREATE INDEX `pengumuman_mulai_idx` ON `pengumuman` (`mulai`,`id`);--> statement-breakpoint
CREATE TABLE `pesan` (
	`id` text PRIMARY KEY NOT NULL,
	`nama` text NOT NULL,
	`email` text NOT NULL,
	`subjek` text NOT NULL,
	`pesan` text NOT NULL,
	`dibaca` integer DEFAULT 0 NOT NULL,
	`pengirim` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pesan_newest_idx` ON `pesan` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `pesan_unread_idx` ON `pesan` (`created_at`) WHERE dibaca = 0;--> statement-breakpoint
CREATE INDEX `pesan_pengirim_idx` ON `pesan` (`pengirim`,`created_at`);--> statement-breakpoint
DROP INDEX `artikel_kategori_idx`;--> statement-breakpoint
ALTER TABLE `artikel` ADD `status` text DEFAULT 'terbit' NOT NULL;--> statement-breakpoint
ALTER TABLE `artikel` ADD `publish_at` integer;--> statement-breakpoint
CREATE INDEX `artikel_terbit_idx` ON `artikel` (`created_at`,`id`) WHERE status = 'terbit';--> statement-breakpoint
CREATE INDEX `artikel_terbit_kategori_idx` ON `artikel` (`kategori`,`created_at`,`id`) WHERE status = 'terbit';--> statement-breakpoint
CREATE INDEX `artikel_terjadwal_idx` ON `artikel` (`publish_at`) WHERE status = 'terjadwal';--> statement-breakpoint
ALTER TABLE `galeri` ADD `video_id` text;--> statement-breakpoint

-- Hand-written below (drizzle-kit does not describe triggers or virtual tables); see
-- docs/decisions/012-publishing.md. Articles: only published rows are searched and counted, so
-- a draft or a scheduled article is in no total, no search and no category count. Publishing
-- is an UPDATE OF status, which indexes and counts the row inside the same transaction.
DROP TRIGGER artikel_after_insert;
--> statement-breakpoint
DROP TRIGGER artikel_after_delete;
--> statement-breakpoint
DROP TRIGGER artikel_after_update;
--> statement-breakpoint
CREATE TRIGGER artikel_after_insert AFTER INSERT ON artikel WHEN new.status = 'terbit' BEGIN
  INSERT INTO artikel_fts (rowid, judul, ringkasan, kategori) VALUES (new.rowid, new.judul, substr(new.text, 1, 150), hex(new.kategori));
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('artikel', new.kategori, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint
CREATE TRIGGER artikel_after_delete AFTER DELETE ON artikel WHEN old.status = 'terbit' BEGIN
  DELETE FROM artikel_fts WHERE rowid = old.rowid;
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'artikel' AND kategori = old.kategori;
  DELETE FROM content_counts WHERE koleksi = 'artikel' AND kategori = old.kategori AND jumlah <= 0;
END;
--> statement-breakpoint
-- Whatever changed, the old row leaves the index and the counts if it was public, and the new
-- one enters them if it is. One trigger in this order: SQLite gives no order between triggers.
CREATE TRIGGER artikel_after_update AFTER UPDATE OF judul, text, kategori, status ON artikel BEGIN
  DELETE FROM artikel_fts WHERE rowid = old.rowid AND old.status = 'terbit';
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'artikel' AND kategori = old.kategori AND old.status = 'terbit';
  DELETE FROM content_counts WHERE koleksi = 'artikel' AND kategori = old.kategori AND jumlah <= 0;
  INSERT INTO artikel_fts (rowid, judul, ringkasan, kategori)
    SELECT new.rowid, new.judul, substr(new.text, 1, 150), hex(new.kategori) WHERE new.status = 'terbit';
  INSERT INTO content_counts (koleksi, kategori, jumlah) SELECT 'artikel', new.kategori, 1 WHERE new.status = 'terbit'
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint

-- Agenda: title, place and description searched; the upcoming list and the archive counted
-- apart (koleksi 'agenda', kategori 'mendatang' or 'arsip'), so each pages with an exact total.
CREATE VIRTUAL TABLE agenda_fts USING fts5(judul, lokasi, deskripsi, kategori, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER agenda_after_insert AFTER INSERT ON agenda BEGIN
  INSERT INTO agenda_fts (rowid, judul, lokasi, deskripsi, kategori)
    VALUES (new.rowid, new.judul, new.lokasi, new.deskripsi, CASE new.arsip WHEN 1 THEN 'arsip' ELSE 'mendatang' END);
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('agenda', CASE new.arsip WHEN 1 THEN 'arsip' ELSE 'mendatang' END, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint
CREATE TRIGGER agenda_after_delete AFTER DELETE ON agenda BEGIN
  DELETE FROM agenda_fts WHERE rowid = old.rowid;
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'agenda' AND kategori = CASE old.arsip WHEN 1 THEN 'arsip' ELSE 'mendatang' END;
  DELETE FROM content_counts WHERE koleksi = 'agenda' AND jumlah <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER agenda_after_update AFTER UPDATE OF judul, lokasi, deskripsi, arsip ON agenda BEGIN
  DELETE FROM agenda_fts WHERE rowid = old.rowid;
  INSERT INTO agenda_fts (rowid, judul, lokasi, deskripsi, kategori)
    VALUES (new.rowid, new.judul, new.lokasi, new.deskripsi, CASE new.arsip WHEN 1 THEN 'arsip' ELSE 'mendatang' END);
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'agenda' AND kategori = CASE old.arsip WHEN 1 THEN 'arsip' ELSE 'mendatang' END;
  DELETE FROM content_counts WHERE koleksi = 'agenda' AND jumlah <= 0;
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('agenda', CASE new.arsip WHEN 1 THEN 'arsip' ELSE 'mendatang' END, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;

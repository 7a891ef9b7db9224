ALTER TABLE `pesan` ADD `berbintang` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pesan` ADD `pengirim_blok` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `pesan_pengirim_blok_idx` ON `pesan` (`pengirim_blok`,`created_at`);--> statement-breakpoint
CREATE INDEX `pesan_pengirim_lama_idx` ON `pesan` (`created_at`) WHERE pengirim <> '';--> statement-breakpoint
CREATE INDEX `pesan_lama_idx` ON `pesan` (`created_at`) WHERE dibaca = 1 AND berbintang = 0;--> statement-breakpoint

-- Hand-written below (drizzle-kit does not describe triggers); see
-- docs/decisions/013-contact-inbox.md. The inbox's ceiling reads two kept totals in
-- `content_counts` (koleksi 'pesan'): the unread messages, and the bytes the inbox holds (its
-- four texts plus 256 for the row's other columns and index entries). Triggers keep them in the
-- same transaction as every write, by any path (the Worker, a restore), so the check is two
-- primary-key reads however full the inbox is. As for the content's counts, a total of 0 is
-- no row at all, so a restore (which empties `content_counts` and lets the triggers count the
-- rows it loads) gives back exactly the rows it found.
INSERT INTO content_counts (koleksi, kategori, jumlah)
  SELECT 'pesan', 'belum-dibaca', n FROM (SELECT count(*) AS n FROM pesan WHERE dibaca = 0) WHERE n > 0;
--> statement-breakpoint
INSERT INTO content_counts (koleksi, kategori, jumlah)
  SELECT 'pesan', 'ukuran', n FROM (SELECT sum(length(CAST(nama AS BLOB)) + length(CAST(email AS BLOB)) + length(CAST(subjek AS BLOB)) + length(CAST(pesan AS BLOB)) + 256) AS n FROM pesan) WHERE n > 0;
--> statement-breakpoint
CREATE TRIGGER pesan_after_insert AFTER INSERT ON pesan BEGIN
  INSERT INTO content_counts (koleksi, kategori, jumlah) SELECT 'pesan', 'belum-dibaca', 1 WHERE new.dibaca = 0
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
  INSERT INTO content_counts (koleksi, kategori, jumlah)
    VALUES ('pesan', 'ukuran', length(CAST(new.nama AS BLOB)) + length(CAST(new.email AS BLOB)) + length(CAST(new.subjek AS BLOB)) + length(CAST(new.pesan AS BLOB)) + 256)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + excluded.jumlah;
END;
--> statement-breakpoint
CREATE TRIGGER pesan_after_delete AFTER DELETE ON pesan BEGIN
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'pesan' AND kategori = 'belum-dibaca' AND old.dibaca = 0;
  UPDATE content_counts
    SET jumlah = jumlah - (length(CAST(old.nama AS BLOB)) + length(CAST(old.email AS BLOB)) + length(CAST(old.subjek AS BLOB)) + length(CAST(old.pesan AS BLOB)) + 256)
    WHERE koleksi = 'pesan' AND kategori = 'ukuran';
  DELETE FROM content_counts WHERE koleksi = 'pesan' AND kategori IN ('belum-dibaca', 'ukuran') AND jumlah <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER pesan_after_update AFTER UPDATE OF dibaca ON pesan WHEN old.dibaca <> new.dibaca BEGIN
  INSERT INTO content_counts (koleksi, kategori, jumlah) SELECT 'pesan', 'belum-dibaca', 1 WHERE new.dibaca = 0
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'pesan' AND kategori = 'belum-dibaca' AND new.dibaca <> 0;
  DELETE FROM content_counts WHERE koleksi = 'pesan' AND kategori = 'belum-dibaca' AND jumlah <= 0;
END;

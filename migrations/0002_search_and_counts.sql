-- Search (FTS5) and category counts, kept by triggers so that every write path (admin routes,
-- the sample content, a future import) updates them inside the same transaction as the
-- record itself. drizzle-kit does not describe virtual tables or triggers, hence this file.
-- See docs/decisions/007-content-at-size.md.

-- Photos saved before the category was stored: the same keywords, in the same order, as the
-- shared `galeriKategori` (seed section 3). `LIKE` is case-insensitive for these ASCII words.
UPDATE galeri SET kategori = CASE
  WHEN judul LIKE '%alam%' OR judul LIKE '%pemandangan%' OR judul LIKE '%sawah%' OR judul LIKE '%gunung%' OR judul LIKE '%pantai%' THEN 'Pemandangan'
  WHEN judul LIKE '%budaya%' OR judul LIKE '%tradisi%' OR judul LIKE '%adat%' OR judul LIKE '%seni%' OR judul LIKE '%tari%' THEN 'Budaya'
  WHEN judul LIKE '%jalan%' OR judul LIKE '%bangunan%' OR judul LIKE '%fasilitas%' OR judul LIKE '%jembatan%' OR judul LIKE '%gedung%' OR judul LIKE '%kantor%' THEN 'Infrastruktur'
  WHEN judul LIKE '%warga%' OR judul LIKE '%masyarakat%' OR judul LIKE '%penduduk%' OR judul LIKE '%gotong royong%' OR judul LIKE '%kerjasama%' THEN 'Masyarakat'
  ELSE 'Kegiatan'
END;
--> statement-breakpoint

-- Search indexes. Each row's rowid is its record's rowid. `kategori` holds hex(kategori): one
-- token per category, so a category filter is an exact token match inside the same query.
-- Case and diacritics are ignored (unicode61, remove_diacritics 2).
CREATE VIRTUAL TABLE artikel_fts USING fts5(judul, ringkasan, kategori, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE umkm_fts USING fts5(nama, nama_pemilik, text, kategori, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE galeri_fts USING fts5(judul, tanggal, kategori, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint

-- Articles: the seed searches the title and the summary (the first 150 characters).
CREATE TRIGGER artikel_after_insert AFTER INSERT ON artikel BEGIN
  INSERT INTO artikel_fts (rowid, judul, ringkasan, kategori) VALUES (new.rowid, new.judul, substr(new.text, 1, 150), hex(new.kategori));
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('artikel', new.kategori, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint
CREATE TRIGGER artikel_after_delete AFTER DELETE ON artikel BEGIN
  DELETE FROM artikel_fts WHERE rowid = old.rowid;
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'artikel' AND kategori = old.kategori;
  DELETE FROM content_counts WHERE koleksi = 'artikel' AND kategori = old.kategori AND jumlah <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER artikel_after_update AFTER UPDATE OF judul, text, kategori ON artikel BEGIN
  DELETE FROM artikel_fts WHERE rowid = old.rowid;
  INSERT INTO artikel_fts (rowid, judul, ringkasan, kategori) VALUES (new.rowid, new.judul, substr(new.text, 1, 150), hex(new.kategori));
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'artikel' AND kategori = old.kategori;
  DELETE FROM content_counts WHERE koleksi = 'artikel' AND kategori = old.kategori AND jumlah <= 0;
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('artikel', new.kategori, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint

-- UMKM: name, owner and description (seed section 2).
CREATE TRIGGER umkm_after_insert AFTER INSERT ON umkm BEGIN
  INSERT INTO umkm_fts (rowid, nama, nama_pemilik, text, kategori) VALUES (new.rowid, new.nama, new.nama_pemilik, new.text, hex(new.kategori));
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('umkm', new.kategori, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint
CREATE TRIGGER umkm_after_delete AFTER DELETE ON umkm BEGIN
  DELETE FROM umkm_fts WHERE rowid = old.rowid;
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'umkm' AND kategori = old.kategori;
  DELETE FROM content_counts WHERE koleksi = 'umkm' AND kategori = old.kategori AND jumlah <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER umkm_after_update AFTER UPDATE OF nama, nama_pemilik, text, kategori ON umkm BEGIN
  DELETE FROM umkm_fts WHERE rowid = old.rowid;
  INSERT INTO umkm_fts (rowid, nama, nama_pemilik, text, kategori) VALUES (new.rowid, new.nama, new.nama_pemilik, new.text, hex(new.kategori));
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'umkm' AND kategori = old.kategori;
  DELETE FROM content_counts WHERE koleksi = 'umkm' AND kategori = old.kategori AND jumlah <= 0;
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('umkm', new.kategori, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint

-- Gallery: the title and the date as shown (seed: search by title or date text).
CREATE TRIGGER galeri_after_insert AFTER INSERT ON galeri BEGIN
  INSERT INTO galeri_fts (rowid, judul, tanggal, kategori) VALUES (new.rowid, new.judul, new.tanggal, hex(new.kategori));
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('galeri', new.kategori, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint
CREATE TRIGGER galeri_after_delete AFTER DELETE ON galeri BEGIN
  DELETE FROM galeri_fts WHERE rowid = old.rowid;
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'galeri' AND kategori = old.kategori;
  DELETE FROM content_counts WHERE koleksi = 'galeri' AND kategori = old.kategori AND jumlah <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER galeri_after_update AFTER UPDATE OF judul, kategori, created_at ON galeri BEGIN
  DELETE FROM galeri_fts WHERE rowid = old.rowid;
  INSERT INTO galeri_fts (rowid, judul, tanggal, kategori) VALUES (new.rowid, new.judul, new.tanggal, hex(new.kategori));
  UPDATE content_counts SET jumlah = jumlah - 1 WHERE koleksi = 'galeri' AND kategori = old.kategori;
  DELETE FROM content_counts WHERE koleksi = 'galeri' AND kategori = old.kategori AND jumlah <= 0;
  INSERT INTO content_counts (koleksi, kategori, jumlah) VALUES ('galeri', new.kategori, 1)
    ON CONFLICT (koleksi, kategori) DO UPDATE SET jumlah = jumlah + 1;
END;
--> statement-breakpoint

-- Records that existed before this migration.
INSERT INTO artikel_fts (rowid, judul, ringkasan, kategori) SELECT rowid, judul, substr(text, 1, 150), hex(kategori) FROM artikel;
--> statement-breakpoint
INSERT INTO umkm_fts (rowid, nama, nama_pemilik, text, kategori) SELECT rowid, nama, nama_pemilik, text, hex(kategori) FROM umkm;
--> statement-breakpoint
INSERT INTO galeri_fts (rowid, judul, tanggal, kategori) SELECT rowid, judul, tanggal, hex(kategori) FROM galeri;
--> statement-breakpoint
INSERT INTO content_counts (koleksi, kategori, jumlah)
  SELECT 'artikel', kategori, count(*) FROM artikel GROUP BY kategori
  UNION ALL SELECT 'umkm', kategori, count(*) FROM umkm GROUP BY kategori
  UNION ALL SELECT 'galeri', kategori, count(*) FROM galeri GROUP BY kategori;

CREATE TABLE `data_tabel` (
	`tabel` text NOT NULL,
	`tahun` integer NOT NULL,
	`isi` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`tabel`, `tahun`)
);

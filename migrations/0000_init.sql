CREATE TABLE `akun` (
	`id` text PRIMARY KEY NOT NULL,
	`username` text NOT NULL,
	`password_hash` text NOT NULL,
	`nama` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `akun_username_unique` ON `akun` (`username`);--> statement-breakpoint
CREATE TABLE `app_meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `artikel` (
	`id` text PRIMARY KEY NOT NULL,
	`judul` text NOT NULL,
	`text` text NOT NULL,
	`link` text,
	`kategori` text NOT NULL,
	`gambar` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `artikel_created_idx` ON `artikel` (`created_at`);--> statement-breakpoint
CREATE TABLE `artikel_tags` (
	`artikel_id` text NOT NULL,
	`position` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`artikel_id`, `position`),
	FOREIGN KEY (`artikel_id`) REFERENCES `artikel`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `galeri` (
	`id` text PRIMARY KEY NOT NULL,
	`judul` text NOT NULL,
	`foto` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `galeri_created_idx` ON `galeri` (`created_at`);--> statement-breakpoint
CREATE TABLE `login_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`subject` text NOT NULL,
	`failed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_failures_lookup_idx` ON `login_failures` (`scope`,`subject`,`failed_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`akun_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`akun_id`) REFERENCES `akun`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_akun_idx` ON `sessions` (`akun_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `umkm` (
	`id` text PRIMARY KEY NOT NULL,
	`nama` text NOT NULL,
	`nama_pemilik` text NOT NULL,
	`no_telp` text NOT NULL,
	`text` text NOT NULL,
	`kategori` text NOT NULL,
	`gambar` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `umkm_created_idx` ON `umkm` (`created_at`);--> statement-breakpoint
CREATE TABLE `umkm_produk` (
	`umkm_id` text NOT NULL,
	`position` integer NOT NULL,
	`nama` text NOT NULL,
	`gambar` text,
	`harga` integer NOT NULL,
	PRIMARY KEY(`umkm_id`, `position`),
	FOREIGN KEY (`umkm_id`) REFERENCES `umkm`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `umkm_tags` (
	`umkm_id` text NOT NULL,
	`position` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`umkm_id`, `position`),
	FOREIGN KEY (`umkm_id`) REFERENCES `umkm`(`id`) ON UPDATE no action ON DELETE cascade
);

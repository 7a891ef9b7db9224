ALTER TABLE `umkm` ADD `alamat` text;--> statement-breakpoint
ALTER TABLE `umkm` ADD `peta` text;
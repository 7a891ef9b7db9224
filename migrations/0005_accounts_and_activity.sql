CREATE TABLE `activity_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`akun_id` text,
	`username` text NOT NULL,
	`kind` text NOT NULL,
	`action` text NOT NULL,
	`record_id` text,
	`title` text
);
--> statement-breakpoint
CREATE INDEX `activity_log_newest_idx` ON `activity_log` (`at`,`id`);--> statement-breakpoint
CREATE INDEX `activity_log_akun_idx` ON `activity_log` (`akun_id`,`at`,`id`);--> statement-breakpoint
CREATE INDEX `activity_log_kind_idx` ON `activity_log` (`kind`,`at`,`id`);--> statement-breakpoint
ALTER TABLE `akun` ADD `must_change_password` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `akun` ADD `last_sign_in_at` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `device` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `last_seen_at` integer;
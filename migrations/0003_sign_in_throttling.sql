CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`username` text NOT NULL,
	`address` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_username_idx` ON `login_attempts` (`kind`,`username`,`at`,`address`);--> statement-breakpoint
CREATE INDEX `login_attempts_address_idx` ON `login_attempts` (`kind`,`address`,`at`);--> statement-breakpoint
CREATE INDEX `login_attempts_age_idx` ON `login_attempts` (`kind`,`at`);--> statement-breakpoint
DROP TABLE `login_failures`;
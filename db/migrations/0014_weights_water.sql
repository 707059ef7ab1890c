-- Weight log and water. A weigh-in is one row per user per diary day (the primary key is the
-- one-a-day rule: logging the same day again replaces it), in kg, with optional body measurements
-- (cm, body fat in %). Water is one row per drink logged (ml), so a wrong glass can be taken back
-- and an import can bring each drink; a day's water is the sum of its rows, read through the
-- (user, day) index. Caps: app/domain/body/caps.ts. A drink moves the user's diary version
-- (like a meal, migration 0004), so the day cache that answers daily progress, which carries the
-- day's water, is never stale. The trend weight is computed, never stored
-- (app/domain/nutrition/trend-weight.ts), so editing an old weigh-in never leaves a stale trend.
CREATE TABLE `weigh_ins` (
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`weight_kg` real NOT NULL,
	`waist_cm` real,
	`hips_cm` real,
	`chest_cm` real,
	`body_fat_pct` real,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `water_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`ml` real NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `water_entries_user_date_idx` ON `water_entries` (`user_id`,`date`,`ml`);
--> statement-breakpoint
CREATE TRIGGER `water_entries_diary_version_insert` AFTER INSERT ON `water_entries` BEGIN INSERT INTO `diary_versions` (`user_id`, `version`) SELECT NEW.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `water_entries_diary_version_delete` AFTER DELETE ON `water_entries` BEGIN INSERT INTO `diary_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; END;

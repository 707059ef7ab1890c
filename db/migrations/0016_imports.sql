-- Imports from other trackers (Cronometer, Lose It!, MyFitnessPal, MacroFactor, Apple Health) and
-- Platewise's own JSON backup. An import is previewed first (its parsed records wait server-side in
-- `import_records`, in chunks of JSON, until confirmed or expired), then written in one transaction;
-- every row it writes carries its id (meals it created, meal_foods, weigh_ins, water_entries), so
-- undoing it deletes exactly those rows through the same triggers that keep the diary aggregates
-- (ADR 014). `file_hash` (SHA-256 of the uploaded bytes) makes importing the same file twice a no-op.
CREATE TABLE `imports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`file_hash` text NOT NULL,
	`file_name` text DEFAULT '' NOT NULL,
	`status` text NOT NULL,
	`summary` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `imports_user_created_idx` ON `imports` (`user_id`,`created_at`,`id`);
--> statement-breakpoint
CREATE INDEX `imports_user_hash_idx` ON `imports` (`user_id`,`file_hash`);
--> statement-breakpoint
CREATE TABLE `import_records` (
	`import_id` text NOT NULL,
	`seq` integer NOT NULL,
	`records` text NOT NULL,
	PRIMARY KEY(`import_id`, `seq`),
	FOREIGN KEY (`import_id`) REFERENCES `imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `meals` ADD `import_id` text REFERENCES imports(id) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `import_id` text REFERENCES imports(id) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `weigh_ins` ADD `import_id` text REFERENCES imports(id) ON DELETE set null;
--> statement-breakpoint
ALTER TABLE `water_entries` ADD `import_id` text REFERENCES imports(id) ON DELETE set null;
--> statement-breakpoint
CREATE INDEX `meal_foods_import_idx` ON `meal_foods` (`import_id`) WHERE `import_id` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `meals_import_idx` ON `meals` (`import_id`) WHERE `import_id` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `weigh_ins_import_idx` ON `weigh_ins` (`import_id`) WHERE `import_id` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `water_entries_import_idx` ON `water_entries` (`import_id`) WHERE `import_id` IS NOT NULL;

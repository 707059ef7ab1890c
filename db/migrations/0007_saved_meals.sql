-- My Meals: a named set of foods saved from a logged meal and logged again in one tap. Each food is a
-- copy of the entry's snapshot (amount, weight, nutrient totals), so logging it again writes the same
-- entry. Caps per account (100 My Meals of 20 foods) are enforced by the domain (app/domain/diary/caps.ts).
CREATE TABLE `saved_meals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_meals_user_name_idx` ON `saved_meals` (`user_id`,`name`,`id`);--> statement-breakpoint
CREATE TABLE `saved_meal_foods` (
	`id` text PRIMARY KEY NOT NULL,
	`saved_meal_id` text NOT NULL,
	`seq` integer NOT NULL,
	`food_id` integer,
	`food_name` text NOT NULL,
	`food_brand` text,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`grams` real,
	`kcal` real DEFAULT 0 NOT NULL,
	`protein_g` real DEFAULT 0 NOT NULL,
	`carbs_g` real DEFAULT 0 NOT NULL,
	`fat_g` real DEFAULT 0 NOT NULL,
	`fiber_g` real,
	`sugar_g` real,
	`sodium_mg` real,
	`kcal_estimated` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`saved_meal_id`) REFERENCES `saved_meals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`food_id`) REFERENCES `foods`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `saved_meal_foods_meal_idx` ON `saved_meal_foods` (`saved_meal_id`,`seq`);--> statement-breakpoint
CREATE INDEX `saved_meal_foods_food_idx` ON `saved_meal_foods` (`food_id`);

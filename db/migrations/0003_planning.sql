PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`description` text,
	`instructions` text,
	`servings` integer DEFAULT 1 NOT NULL,
	`prep_time` integer,
	`cook_time` integer,
	`difficulty` text,
	`cuisine` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`meal_types` text DEFAULT '[]' NOT NULL,
	`estimated_calories` real,
	`estimated_protein` real,
	`estimated_carbs` real,
	`estimated_fat` real,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Hand-edited: the old table has no meal_types / updated_at (they take their defaults; updated_at = created_at).
INSERT INTO `__new_recipes`("id", "user_id", "name", "description", "instructions", "servings", "prep_time", "cook_time", "difficulty", "cuisine", "tags", "estimated_calories", "estimated_protein", "estimated_carbs", "estimated_fat", "created_at", "updated_at") SELECT "id", "user_id", "name", "description", "instructions", "servings", "prep_time", "cook_time", "difficulty", "cuisine", "tags", "estimated_calories", "estimated_protein", "estimated_carbs", "estimated_fat", "created_at", "created_at" FROM `recipes`;--> statement-breakpoint
DROP TABLE `recipes`;--> statement-breakpoint
ALTER TABLE `__new_recipes` RENAME TO `recipes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `recipes_user_idx` ON `recipes` (`user_id`);--> statement-breakpoint
ALTER TABLE `grocery_items` ADD `food_id` integer REFERENCES foods(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `grocery_items` ADD `grams` real;--> statement-breakpoint
ALTER TABLE `grocery_lists` ADD `start_date` text;--> statement-breakpoint
ALTER TABLE `grocery_lists` ADD `days` integer;--> statement-breakpoint
ALTER TABLE `grocery_lists` ADD `servings` real;--> statement-breakpoint
ALTER TABLE `planned_meals` ADD `servings` real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `planned_meals` ADD `logged_at` integer;--> statement-breakpoint
ALTER TABLE `planned_meals` ADD `position` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `planned_meals_user_idx` ON `planned_meals` (`user_id`,`date`);
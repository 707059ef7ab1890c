CREATE TABLE `food_imports` (
	`file` text PRIMARY KEY NOT NULL,
	`rows` integer NOT NULL,
	`sha256` text NOT NULL,
	`finished_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `food_portions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`food_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`amount` real NOT NULL,
	`unit` text NOT NULL,
	`gram_weight` real NOT NULL,
	`label` text NOT NULL,
	FOREIGN KEY (`food_id`) REFERENCES `foods`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `food_portions_food_idx` ON `food_portions` (`food_id`,`seq`);--> statement-breakpoint
CREATE TABLE `foods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`fdc_id` integer,
	`gtin_upc` text,
	`gtin14` text,
	`name` text NOT NULL,
	`brand` text,
	`category` text,
	`serving_size` real,
	`serving_unit` text,
	`household_serving` text,
	`serving_grams` real,
	`basis` text DEFAULT 'per100g' NOT NULL,
	`kcal` real,
	`kcal_estimated` integer DEFAULT false NOT NULL,
	`protein_g` real,
	`carbs_g` real,
	`fat_g` real,
	`fiber_g` real,
	`sugar_g` real,
	`sodium_mg` real,
	`owner_id` text,
	`search_rank` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `foods_fdc_id_idx` ON `foods` (`fdc_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `foods_gtin14_idx` ON `foods` (`gtin14`);--> statement-breakpoint
CREATE INDEX `foods_owner_idx` ON `foods` (`owner_id`);--> statement-breakpoint
CREATE TABLE `grocery_items` (
	`id` text PRIMARY KEY NOT NULL,
	`list_id` text NOT NULL,
	`name` text NOT NULL,
	`category` text DEFAULT 'other' NOT NULL,
	`quantity` real,
	`unit` text,
	`notes` text,
	`checked` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`list_id`) REFERENCES `grocery_lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `grocery_items_list_idx` ON `grocery_items` (`list_id`);--> statement-breakpoint
CREATE TABLE `grocery_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`meal_plan_id` text,
	`name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`meal_plan_id`) REFERENCES `meal_plans`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `grocery_lists_user_idx` ON `grocery_lists` (`user_id`);--> statement-breakpoint
CREATE TABLE `meal_foods` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`meal_id` text NOT NULL,
	`food_id` integer,
	`food_name` text NOT NULL,
	`food_brand` text,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`meal_type` text NOT NULL,
	`grams` real,
	`kcal` real DEFAULT 0 NOT NULL,
	`kcal_estimated` integer DEFAULT false NOT NULL,
	`protein_g` real DEFAULT 0 NOT NULL,
	`carbs_g` real DEFAULT 0 NOT NULL,
	`fat_g` real DEFAULT 0 NOT NULL,
	`fiber_g` real,
	`sugar_g` real,
	`sodium_mg` real,
	`logged_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`food_id`) REFERENCES `foods`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `meal_foods_meal_idx` ON `meal_foods` (`meal_id`);--> statement-breakpoint
CREATE INDEX `meal_foods_user_idx` ON `meal_foods` (`user_id`,`food_id`);--> statement-breakpoint
CREATE TABLE `meal_plans` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`target_calories` integer DEFAULT 2000 NOT NULL,
	`target_protein` integer DEFAULT 150 NOT NULL,
	`target_carbs` integer DEFAULT 200 NOT NULL,
	`target_fat` integer DEFAULT 70 NOT NULL,
	`health_conditions` text DEFAULT '[]' NOT NULL,
	`allergies` text DEFAULT '[]' NOT NULL,
	`dietary_restrictions` text DEFAULT '[]' NOT NULL,
	`food_preferences` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `meal_plans_user_idx` ON `meal_plans` (`user_id`);--> statement-breakpoint
CREATE TABLE `meals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`calories_override` real,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `meals_user_date_idx` ON `meals` (`user_id`,`date`,`name`);--> statement-breakpoint
CREATE TABLE `planned_meals` (
	`id` text PRIMARY KEY NOT NULL,
	`plan_id` text NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`name` text NOT NULL,
	`meal_type` text NOT NULL,
	`description` text,
	`recipe_id` text,
	`estimated_calories` real DEFAULT 0 NOT NULL,
	`estimated_protein` real DEFAULT 0 NOT NULL,
	`estimated_carbs` real DEFAULT 0 NOT NULL,
	`estimated_fat` real DEFAULT 0 NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `meal_plans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `planned_meals_plan_date_idx` ON `planned_meals` (`plan_id`,`date`);--> statement-breakpoint
CREATE TABLE `recipe_ingredients` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`food_id` integer,
	`name` text NOT NULL,
	`quantity` real,
	`unit` text,
	`grams` real,
	`category` text DEFAULT 'other' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`food_id`) REFERENCES `foods`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `recipe_ingredients_recipe_idx` ON `recipe_ingredients` (`recipe_id`);--> statement-breakpoint
CREATE TABLE `recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`instructions` text,
	`servings` integer DEFAULT 1 NOT NULL,
	`prep_time` integer,
	`cook_time` integer,
	`difficulty` text,
	`cuisine` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`estimated_calories` real,
	`estimated_protein` real,
	`estimated_carbs` real,
	`estimated_fat` real,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipes_user_idx` ON `recipes` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`username` text,
	`password_hash` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`bio` text,
	`date_of_birth` text,
	`height_cm` real,
	`weight_kg` real,
	`activity_level` text,
	`gender` text,
	`timezone` text DEFAULT 'UTC' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`units` text DEFAULT 'metric' NOT NULL,
	`dietary_preferences` text DEFAULT '[]' NOT NULL,
	`health_goals` text DEFAULT '[]' NOT NULL,
	`allergies` text DEFAULT '[]' NOT NULL,
	`medical_conditions` text DEFAULT '[]' NOT NULL,
	`daily_calorie_goal` integer DEFAULT 2000 NOT NULL,
	`daily_protein_goal` integer DEFAULT 150 NOT NULL,
	`daily_carb_goal` integer DEFAULT 200 NOT NULL,
	`daily_fat_goal` integer DEFAULT 65 NOT NULL,
	`daily_fiber_goal` integer,
	`daily_sugar_goal` integer,
	`daily_water_goal` integer,
	`email_notifications` integer DEFAULT true NOT NULL,
	`push_notifications` integer DEFAULT false NOT NULL,
	`meal_reminders` integer DEFAULT false NOT NULL,
	`goal_reminders` integer DEFAULT false NOT NULL,
	`weekly_reports` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);
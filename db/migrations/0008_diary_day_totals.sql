-- History readers (profile stats, analytics, the week and month views, GET …/stats) read aggregates
-- instead of every meal and entry a user ever logged: a per-user per-day summary, a per-user
-- all-time summary and a per-user count per food name, all kept exact by the triggers below in the
-- same transaction as every write to meals and meal_foods (like diary_versions), so no write path can
-- forget them. db/schema.ts documents each column.
CREATE TABLE `diary_day_totals` (
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`kcal` real DEFAULT 0 NOT NULL,
	`protein_g` real DEFAULT 0 NOT NULL,
	`carbs_g` real DEFAULT 0 NOT NULL,
	`fat_g` real DEFAULT 0 NOT NULL,
	`fiber_g` real,
	`sugar_g` real,
	`sodium_mg` real,
	`entries` integer DEFAULT 0 NOT NULL,
	`meals_logged` integer DEFAULT 0 NOT NULL,
	`on_track` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `diary_user_totals` (
	`user_id` text PRIMARY KEY NOT NULL,
	`days_active` integer DEFAULT 0 NOT NULL,
	`days_on_track` integer DEFAULT 0 NOT NULL,
	`meals_logged` integer DEFAULT 0 NOT NULL,
	`entries` integer DEFAULT 0 NOT NULL,
	`kcal_centi` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `diary_food_counts` (
	`user_id` text NOT NULL,
	`food_name` text NOT NULL,
	`entries` integer DEFAULT 0 NOT NULL,
	`last_logged_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `food_name`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `diary_food_counts_rank_idx` ON `diary_food_counts` (`user_id`,`entries` DESC,`last_logged_at` DESC,`food_name`);
--> statement-breakpoint
-- The latest entry of a food name, found without reading the user's whole history when an entry goes.
CREATE INDEX `meal_foods_user_name_idx` ON `meal_foods` (`user_id`,`food_name`,`logged_at`);
--> statement-breakpoint
-- Insert (user_id, date) here to recompute that diary day's summary from its meals and entries: the
-- one definition every trigger below uses (a view that holds no rows; its INSTEAD OF trigger does the
-- work, reading only that day's meals and entries through meals_user_date_idx and meal_foods_meal_idx).
-- A meal's kcal is its entries' kcal plus its calorie_adjustment; the macros are the entries' sums; a
-- meal is logged when it has an entry or a non-zero adjustment; only a day with a logged meal has a
-- row. on_track is THE on-track rule (app/domain/nutrition/progress.ts isOnTrack: ON_TRACK_RANGE
-- 0.9-1.1 of the goal, inclusive) on the day's kcal rounded to 0.01 as the dashboard shows it
-- (roundTo), against the user's current daily calorie goal; users_goal_day_totals repeats it. Nothing
-- is written for a user being deleted (the same guard as diary_versions).
CREATE VIEW `diary_day_refresh` AS SELECT '' AS `user_id`, '' AS `date` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `diary_day_refresh_insert` INSTEAD OF INSERT ON `diary_day_refresh` BEGIN
	DELETE FROM `diary_day_totals` WHERE `user_id` = NEW.`user_id` AND `date` = NEW.`date` AND NOT EXISTS (SELECT 1 FROM `meals` m WHERE m.`user_id` = NEW.`user_id` AND m.`date` = NEW.`date` AND (m.`calorie_adjustment` != 0 OR EXISTS (SELECT 1 FROM `meal_foods` f WHERE f.`meal_id` = m.`id`)));
	INSERT INTO `diary_day_totals` (`user_id`, `date`, `kcal`, `protein_g`, `carbs_g`, `fat_g`, `fiber_g`, `sugar_g`, `sodium_mg`, `entries`, `meals_logged`, `on_track`)
	SELECT NEW.`user_id`, NEW.`date`, sum(s.`kcal`), total(s.`protein_g`), total(s.`carbs_g`), total(s.`fat_g`), sum(s.`fiber_g`), sum(s.`sugar_g`), sum(s.`sodium_mg`),
		sum(s.`entry`), count(DISTINCT CASE WHEN s.`entry` = 1 OR s.`kcal` != 0 THEN s.`meal_id` END),
		(SELECT u.`daily_calorie_goal` > 0 AND round(sum(s.`kcal`), 2) > 0 AND round(sum(s.`kcal`), 2) / u.`daily_calorie_goal` BETWEEN 0.9 AND 1.1 FROM `users` u WHERE u.`id` = NEW.`user_id`)
	FROM (
		SELECT m.`id` AS `meal_id`, m.`calorie_adjustment` AS `kcal`, NULL AS `protein_g`, NULL AS `carbs_g`, NULL AS `fat_g`, NULL AS `fiber_g`, NULL AS `sugar_g`, NULL AS `sodium_mg`, 0 AS `entry`
		FROM `meals` m WHERE m.`user_id` = NEW.`user_id` AND m.`date` = NEW.`date`
		UNION ALL
		SELECT m.`id`, f.`kcal`, f.`protein_g`, f.`carbs_g`, f.`fat_g`, f.`fiber_g`, f.`sugar_g`, f.`sodium_mg`, 1
		FROM `meals` m JOIN `meal_foods` f ON f.`meal_id` = m.`id` WHERE m.`user_id` = NEW.`user_id` AND m.`date` = NEW.`date`
	) s
	WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id`)
	HAVING count(DISTINCT CASE WHEN s.`entry` = 1 OR s.`kcal` != 0 THEN s.`meal_id` END) > 0
	ON CONFLICT (`user_id`, `date`) DO UPDATE SET `kcal` = excluded.`kcal`, `protein_g` = excluded.`protein_g`, `carbs_g` = excluded.`carbs_g`, `fat_g` = excluded.`fat_g`,
		`fiber_g` = excluded.`fiber_g`, `sugar_g` = excluded.`sugar_g`, `sodium_mg` = excluded.`sodium_mg`, `entries` = excluded.`entries`, `meals_logged` = excluded.`meals_logged`, `on_track` = excluded.`on_track`;
END;
--> statement-breakpoint
-- A goal change re-judges every day of that user against the new goal (a rare write; the reads stay small).
CREATE TRIGGER `users_goal_day_totals` AFTER UPDATE OF `daily_calorie_goal` ON `users` WHEN OLD.`daily_calorie_goal` IS NOT NEW.`daily_calorie_goal` BEGIN
	UPDATE `diary_day_totals` SET `on_track` = (NEW.`daily_calorie_goal` > 0 AND round(`kcal`, 2) > 0 AND round(`kcal`, 2) / NEW.`daily_calorie_goal` BETWEEN 0.9 AND 1.1) WHERE `user_id` = NEW.`id`;
END;
--> statement-breakpoint
-- diary_user_totals follows diary_day_totals row by row: all-time figures in one row per user.
-- kcal_centi is the sum of the days' kcal rounded to 0.01, in hundredths (whole numbers add exactly).
CREATE TRIGGER `diary_day_totals_insert` AFTER INSERT ON `diary_day_totals` BEGIN
	INSERT INTO `diary_user_totals` (`user_id`, `days_active`, `days_on_track`, `meals_logged`, `entries`, `kcal_centi`)
	VALUES (NEW.`user_id`, 1, NEW.`on_track`, NEW.`meals_logged`, NEW.`entries`, CAST(round(NEW.`kcal` * 100) AS INTEGER))
	ON CONFLICT (`user_id`) DO UPDATE SET `days_active` = `days_active` + 1, `days_on_track` = `days_on_track` + excluded.`days_on_track`,
		`meals_logged` = `meals_logged` + excluded.`meals_logged`, `entries` = `entries` + excluded.`entries`, `kcal_centi` = `kcal_centi` + excluded.`kcal_centi`;
END;
--> statement-breakpoint
CREATE TRIGGER `diary_day_totals_update` AFTER UPDATE ON `diary_day_totals` BEGIN
	UPDATE `diary_user_totals` SET `days_on_track` = `days_on_track` + NEW.`on_track` - OLD.`on_track`, `meals_logged` = `meals_logged` + NEW.`meals_logged` - OLD.`meals_logged`,
		`entries` = `entries` + NEW.`entries` - OLD.`entries`, `kcal_centi` = `kcal_centi` + CAST(round(NEW.`kcal` * 100) AS INTEGER) - CAST(round(OLD.`kcal` * 100) AS INTEGER)
	WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `diary_day_totals_delete` AFTER DELETE ON `diary_day_totals` BEGIN
	UPDATE `diary_user_totals` SET `days_active` = `days_active` - 1, `days_on_track` = `days_on_track` - OLD.`on_track`, `meals_logged` = `meals_logged` - OLD.`meals_logged`,
		`entries` = `entries` - OLD.`entries`, `kcal_centi` = `kcal_centi` - CAST(round(OLD.`kcal` * 100) AS INTEGER)
	WHERE `user_id` = OLD.`user_id`;
END;
--> statement-breakpoint
-- Meals: a new meal counts only with an adjustment (an empty meal is not logged); a meal that moves
-- (day or user) or whose adjustment changes refreshes the day it left and the day it joined; a deleted
-- meal's entries are gone (cascade) when its day is refreshed.
CREATE TRIGGER `meals_day_totals_insert` AFTER INSERT ON `meals` WHEN NEW.`calorie_adjustment` != 0 BEGIN
	INSERT INTO `diary_day_refresh` VALUES (NEW.`user_id`, NEW.`date`);
END;
--> statement-breakpoint
CREATE TRIGGER `meals_day_totals_update` AFTER UPDATE OF `user_id`, `date`, `calorie_adjustment` ON `meals`
WHEN OLD.`user_id` IS NOT NEW.`user_id` OR OLD.`date` IS NOT NEW.`date` OR OLD.`calorie_adjustment` IS NOT NEW.`calorie_adjustment` BEGIN
	INSERT INTO `diary_day_refresh` SELECT OLD.`user_id`, OLD.`date` UNION SELECT NEW.`user_id`, NEW.`date`;
END;
--> statement-breakpoint
CREATE TRIGGER `meals_day_totals_delete` AFTER DELETE ON `meals` BEGIN
	INSERT INTO `diary_day_refresh` VALUES (OLD.`user_id`, OLD.`date`);
END;
--> statement-breakpoint
-- Entries: the day of the entry's meal is refreshed; an entry that moves to another meal (another
-- meal type or day) refreshes both days. An entry deleted with its meal finds no meal here: the
-- meal's own trigger refreshes the day.
CREATE TRIGGER `meal_foods_day_totals_insert` AFTER INSERT ON `meal_foods` BEGIN
	INSERT INTO `diary_day_refresh` SELECT `user_id`, `date` FROM `meals` WHERE `id` = NEW.`meal_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `meal_foods_day_totals_update` AFTER UPDATE OF `meal_id`, `kcal`, `protein_g`, `carbs_g`, `fat_g`, `fiber_g`, `sugar_g`, `sodium_mg` ON `meal_foods` BEGIN
	INSERT INTO `diary_day_refresh` SELECT DISTINCT `user_id`, `date` FROM `meals` WHERE `id` IN (OLD.`meal_id`, NEW.`meal_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `meal_foods_day_totals_delete` AFTER DELETE ON `meal_foods` BEGIN
	INSERT INTO `diary_day_refresh` SELECT `user_id`, `date` FROM `meals` WHERE `id` = OLD.`meal_id`;
END;
--> statement-breakpoint
-- Entries per food name (the favourite food), with the latest logged_at of that name. When an entry
-- goes, the latest is looked up again through meal_foods_user_name_idx; a name with no entry left
-- has no row. Nothing is kept for a user being deleted.
CREATE TRIGGER `meal_foods_food_counts_insert` AFTER INSERT ON `meal_foods` WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id`) BEGIN
	INSERT INTO `diary_food_counts` (`user_id`, `food_name`, `entries`, `last_logged_at`) VALUES (NEW.`user_id`, NEW.`food_name`, 1, NEW.`logged_at`)
	ON CONFLICT (`user_id`, `food_name`) DO UPDATE SET `entries` = `entries` + 1, `last_logged_at` = max(`last_logged_at`, excluded.`last_logged_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `meal_foods_food_counts_delete` AFTER DELETE ON `meal_foods` WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`) BEGIN
	UPDATE `diary_food_counts` SET `entries` = `entries` - 1,
		`last_logged_at` = coalesce((SELECT max(`logged_at`) FROM `meal_foods` WHERE `user_id` = OLD.`user_id` AND `food_name` = OLD.`food_name`), `last_logged_at`)
	WHERE `user_id` = OLD.`user_id` AND `food_name` = OLD.`food_name`;
	DELETE FROM `diary_food_counts` WHERE `user_id` = OLD.`user_id` AND `food_name` = OLD.`food_name` AND `entries` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `meal_foods_food_counts_update` AFTER UPDATE OF `user_id`, `food_name`, `logged_at` ON `meal_foods`
WHEN OLD.`user_id` IS NOT NEW.`user_id` OR OLD.`food_name` IS NOT NEW.`food_name` OR OLD.`logged_at` IS NOT NEW.`logged_at` BEGIN
	UPDATE `diary_food_counts` SET `entries` = `entries` - 1,
		`last_logged_at` = coalesce((SELECT max(`logged_at`) FROM `meal_foods` WHERE `user_id` = OLD.`user_id` AND `food_name` = OLD.`food_name` AND `id` != NEW.`id`), `last_logged_at`)
	WHERE `user_id` = OLD.`user_id` AND `food_name` = OLD.`food_name`;
	DELETE FROM `diary_food_counts` WHERE `user_id` = OLD.`user_id` AND `food_name` = OLD.`food_name` AND `entries` <= 0;
	INSERT INTO `diary_food_counts` (`user_id`, `food_name`, `entries`, `last_logged_at`) SELECT NEW.`user_id`, NEW.`food_name`, 1, NEW.`logged_at` WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id`)
	ON CONFLICT (`user_id`, `food_name`) DO UPDATE SET `entries` = `entries` + 1, `last_logged_at` = max(`last_logged_at`, excluded.`last_logged_at`);
END;
--> statement-breakpoint
-- Backfill from the diary as it stands: every day that has a meal, and the entries per food name.
INSERT INTO `diary_day_refresh` SELECT DISTINCT `user_id`, `date` FROM `meals`;
--> statement-breakpoint
INSERT INTO `diary_food_counts` (`user_id`, `food_name`, `entries`, `last_logged_at`)
SELECT `user_id`, `food_name`, count(*), max(`logged_at`) FROM `meal_foods` WHERE `user_id` IN (SELECT `id` FROM `users`) GROUP BY `user_id`, `food_name`;

CREATE TABLE `diary_versions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Every change to a user's meals or entries moves their diary version (db/schema.ts diaryVersions).
CREATE TRIGGER `meals_diary_version_insert` AFTER INSERT ON `meals` BEGIN INSERT INTO `diary_versions` (`user_id`, `version`) SELECT NEW.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `meals_diary_version_update` AFTER UPDATE ON `meals` BEGIN INSERT INTO `diary_versions` (`user_id`, `version`) SELECT NEW.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; INSERT INTO `diary_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `meals_diary_version_delete` AFTER DELETE ON `meals` BEGIN INSERT INTO `diary_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `meal_foods_diary_version_insert` AFTER INSERT ON `meal_foods` BEGIN INSERT INTO `diary_versions` (`user_id`, `version`) SELECT NEW.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `meal_foods_diary_version_update` AFTER UPDATE ON `meal_foods` BEGIN INSERT INTO `diary_versions` (`user_id`, `version`) SELECT NEW.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = NEW.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; INSERT INTO `diary_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; END;
--> statement-breakpoint
CREATE TRIGGER `meal_foods_diary_version_delete` AFTER DELETE ON `meal_foods` BEGIN INSERT INTO `diary_versions` (`user_id`, `version`) SELECT OLD.`user_id`, 1 WHERE EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`) ON CONFLICT (`user_id`) DO UPDATE SET `version` = `version` + 1; END;

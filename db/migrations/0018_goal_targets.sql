-- Past days are judged by the goal they had. Every calorie and macro goal a user had is in
-- goal_history (migration 0015), from the diary day it took effect; a row may also hold a calorie
-- target per weekday (sun_kcal..sat_kcal: all seven or none, adding up to 7 × daily_calorie_goal),
-- so a training day can have more and a rest day less with the same weekly total. The day summary
-- keeps the calorie target of its own day (goal_kcal) and judges on_track against it, instead of
-- against the users row's current goal: a goal change re-judges only the days from the day it
-- takes effect until the next change (usually just today), never the whole history.
ALTER TABLE `goal_history` ADD `sun_kcal` integer;
--> statement-breakpoint
ALTER TABLE `goal_history` ADD `mon_kcal` integer;
--> statement-breakpoint
ALTER TABLE `goal_history` ADD `tue_kcal` integer;
--> statement-breakpoint
ALTER TABLE `goal_history` ADD `wed_kcal` integer;
--> statement-breakpoint
ALTER TABLE `goal_history` ADD `thu_kcal` integer;
--> statement-breakpoint
ALTER TABLE `goal_history` ADD `fri_kcal` integer;
--> statement-breakpoint
ALTER TABLE `goal_history` ADD `sat_kcal` integer;
--> statement-breakpoint
ALTER TABLE `diary_day_totals` ADD `goal_kcal` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Every user without a goal history gets one row: the goals on their users row, from 1900-01-01
-- (the earliest diary day the app accepts), so every past day has the goal it was judged by until now.
INSERT INTO `goal_history` (`user_id`, `effective_from`, `daily_calorie_goal`, `daily_protein_goal`, `daily_carb_goal`, `daily_fat_goal`, `source`)
SELECT `id`, '1900-01-01', `daily_calorie_goal`, `daily_protein_goal`, `daily_carb_goal`, `daily_fat_goal`, 'sign-up' FROM `users`
WHERE NOT EXISTS (SELECT 1 FROM `goal_history` h WHERE h.`user_id` = `users`.`id`);
--> statement-breakpoint
-- Insert (user_id, from_date, to_date) here to re-judge that user's day summaries dated from_date to
-- to_date inclusive: the ONE definition of a day's calorie target and of on_track in SQL. The target
-- is the goal-history row in force on the day (the latest effective_from on or before it, one probe
-- of the table's primary key): its weekday's kcal when it has per-weekday targets, else its daily
-- calorie goal; a day before any history row (a user written straight into the table, without one)
-- falls back to the users row's goal. on_track is THE on-track rule (app/domain/nutrition/progress.ts
-- isOnTrack: 0.9-1.1 of the target inclusive, a target above 0, calories above 0) on the day's kcal
-- rounded to 0.01 as the dashboard shows it (roundTo).
CREATE VIEW `diary_day_judge` AS SELECT '' AS `user_id`, '' AS `from_date`, '' AS `to_date` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `diary_day_judge_insert` INSTEAD OF INSERT ON `diary_day_judge` BEGIN
	UPDATE `diary_day_totals` SET (`goal_kcal`, `on_track`) = (
		SELECT t.`g`, t.`g` > 0 AND round(`diary_day_totals`.`kcal`, 2) > 0 AND round(`diary_day_totals`.`kcal`, 2) / t.`g` BETWEEN 0.9 AND 1.1
		FROM (SELECT coalesce(
			(SELECT CASE strftime('%w', `diary_day_totals`.`date`)
					WHEN '0' THEN coalesce(h.`sun_kcal`, h.`daily_calorie_goal`) WHEN '1' THEN coalesce(h.`mon_kcal`, h.`daily_calorie_goal`)
					WHEN '2' THEN coalesce(h.`tue_kcal`, h.`daily_calorie_goal`) WHEN '3' THEN coalesce(h.`wed_kcal`, h.`daily_calorie_goal`)
					WHEN '4' THEN coalesce(h.`thu_kcal`, h.`daily_calorie_goal`) WHEN '5' THEN coalesce(h.`fri_kcal`, h.`daily_calorie_goal`)
					ELSE coalesce(h.`sat_kcal`, h.`daily_calorie_goal`) END
				FROM `goal_history` h WHERE h.`user_id` = `diary_day_totals`.`user_id` AND h.`effective_from` <= `diary_day_totals`.`date`
				ORDER BY h.`effective_from` DESC LIMIT 1),
			(SELECT u.`daily_calorie_goal` FROM `users` u WHERE u.`id` = `diary_day_totals`.`user_id`),
			0) AS `g`) t)
	WHERE `user_id` = NEW.`user_id` AND `date` BETWEEN NEW.`from_date` AND NEW.`to_date`;
END;
--> statement-breakpoint
-- The one day-summary definition (migrations 0008, 0013) again: the sums as before, then the day is
-- judged by diary_day_judge (a new day starts at goal 0, not on track, and is judged at once).
DROP TRIGGER `diary_day_refresh_insert`;
--> statement-breakpoint
CREATE TRIGGER `diary_day_refresh_insert` INSTEAD OF INSERT ON `diary_day_refresh` BEGIN
	DELETE FROM `diary_day_totals` WHERE `user_id` = NEW.`user_id` AND `date` = NEW.`date` AND NOT EXISTS (SELECT 1 FROM `meals` m WHERE m.`user_id` = NEW.`user_id` AND m.`date` = NEW.`date` AND (m.`calorie_adjustment` != 0 OR EXISTS (SELECT 1 FROM `meal_foods` f WHERE f.`meal_id` = m.`id`)));
	INSERT INTO `diary_day_totals` (`user_id`, `date`, `kcal`, `protein_g`, `carbs_g`, `fat_g`, `fiber_g`, `sugar_g`, `sodium_mg`, `entries`, `meals_logged`, `on_track`, `fiber_known_carbs_g`)
	SELECT NEW.`user_id`, NEW.`date`, sum(s.`kcal`), total(s.`protein_g`), total(s.`carbs_g`), total(s.`fat_g`), sum(s.`fiber_g`), sum(s.`sugar_g`), sum(s.`sodium_mg`),
		sum(s.`entry`), count(DISTINCT CASE WHEN s.`entry` = 1 OR s.`kcal` != 0 THEN s.`meal_id` END), 0,
		total(CASE WHEN s.`fiber_g` IS NOT NULL THEN s.`carbs_g` END)
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
		`fiber_g` = excluded.`fiber_g`, `sugar_g` = excluded.`sugar_g`, `sodium_mg` = excluded.`sodium_mg`, `entries` = excluded.`entries`, `meals_logged` = excluded.`meals_logged`,
		`fiber_known_carbs_g` = excluded.`fiber_known_carbs_g`;
	INSERT INTO `diary_day_judge` VALUES (NEW.`user_id`, NEW.`date`, NEW.`date`);
END;
--> statement-breakpoint
-- A users-row goal change no longer re-judges every day: it only decides the days that have no
-- goal-history row on or before them (none for a user with history from 1900-01-01; all days of a
-- user written straight into the table without one).
DROP TRIGGER `users_goal_day_totals`;
--> statement-breakpoint
CREATE TRIGGER `users_goal_day_totals` AFTER UPDATE OF `daily_calorie_goal` ON `users` WHEN OLD.`daily_calorie_goal` IS NOT NEW.`daily_calorie_goal` BEGIN
	INSERT INTO `diary_day_judge` SELECT NEW.`id`, '0000-01-01', coalesce(date(min(`effective_from`), '-1 day'), '9999-12-31') FROM `goal_history` WHERE `user_id` = NEW.`id`;
END;
--> statement-breakpoint
-- A goal-history row written, changed or removed re-judges the days it governs (or governed): from
-- its effective day to the day before the user's next row (for a change from today: today only).
CREATE TRIGGER `goal_history_day_totals_insert` AFTER INSERT ON `goal_history` BEGIN
	INSERT INTO `diary_day_judge` SELECT NEW.`user_id`, NEW.`effective_from`, coalesce(date(min(`effective_from`), '-1 day'), '9999-12-31')
	FROM `goal_history` WHERE `user_id` = NEW.`user_id` AND `effective_from` > NEW.`effective_from`;
END;
--> statement-breakpoint
CREATE TRIGGER `goal_history_day_totals_update` AFTER UPDATE ON `goal_history` BEGIN
	INSERT INTO `diary_day_judge` SELECT OLD.`user_id`, min(OLD.`effective_from`, NEW.`effective_from`), coalesce(date(min(`effective_from`), '-1 day'), '9999-12-31')
	FROM `goal_history` WHERE `user_id` = OLD.`user_id` AND `effective_from` > max(OLD.`effective_from`, NEW.`effective_from`);
	INSERT INTO `diary_day_judge` SELECT NEW.`user_id`, NEW.`effective_from`, '9999-12-31' WHERE NEW.`user_id` IS NOT OLD.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `goal_history_day_totals_delete` AFTER DELETE ON `goal_history` WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.`user_id`) BEGIN
	INSERT INTO `diary_day_judge` SELECT OLD.`user_id`, OLD.`effective_from`, coalesce(date(min(`effective_from`), '-1 day'), '9999-12-31')
	FROM `goal_history` WHERE `user_id` = OLD.`user_id` AND `effective_from` > OLD.`effective_from`;
END;
--> statement-breakpoint
-- Judge every existing day by the goal it had (for users with check-ins, their history; else the
-- backfilled row above, which is the goal they were judged by until now).
INSERT INTO `diary_day_judge` SELECT `user_id`, min(`date`), max(`date`) FROM `diary_day_totals` GROUP BY `user_id`;

-- Net carbs (carbs − fiber). A user may choose to see carbs as net carbs everywhere carbs appear
-- (users.show_net_carbs, off by default). Net carbs need the fiber of every entry: fiber is NULL when
-- unknown, and an entry with unknown fiber has unknown net carbs (never its total carbs). So the day
-- summary also keeps the carbs of the entries whose fiber is known (fiber_known_carbs_g): the day's
-- known net carbs are fiber_known_carbs_g − fiber_g, and fiber_known_carbs_g / carbs_g is the share
-- of the day's carbs whose net carbs are known (app/domain/nutrition/net-carbs.ts).
ALTER TABLE `users` ADD `show_net_carbs` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `diary_day_totals` ADD `fiber_known_carbs_g` real DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The one day-summary definition (migration 0008) again, now also summing fiber_known_carbs_g.
DROP TRIGGER `diary_day_refresh_insert`;
--> statement-breakpoint
CREATE TRIGGER `diary_day_refresh_insert` INSTEAD OF INSERT ON `diary_day_refresh` BEGIN
	DELETE FROM `diary_day_totals` WHERE `user_id` = NEW.`user_id` AND `date` = NEW.`date` AND NOT EXISTS (SELECT 1 FROM `meals` m WHERE m.`user_id` = NEW.`user_id` AND m.`date` = NEW.`date` AND (m.`calorie_adjustment` != 0 OR EXISTS (SELECT 1 FROM `meal_foods` f WHERE f.`meal_id` = m.`id`)));
	INSERT INTO `diary_day_totals` (`user_id`, `date`, `kcal`, `protein_g`, `carbs_g`, `fat_g`, `fiber_g`, `sugar_g`, `sodium_mg`, `entries`, `meals_logged`, `on_track`, `fiber_known_carbs_g`)
	SELECT NEW.`user_id`, NEW.`date`, sum(s.`kcal`), total(s.`protein_g`), total(s.`carbs_g`), total(s.`fat_g`), sum(s.`fiber_g`), sum(s.`sugar_g`), sum(s.`sodium_mg`),
		sum(s.`entry`), count(DISTINCT CASE WHEN s.`entry` = 1 OR s.`kcal` != 0 THEN s.`meal_id` END),
		(SELECT u.`daily_calorie_goal` > 0 AND round(sum(s.`kcal`), 2) > 0 AND round(sum(s.`kcal`), 2) / u.`daily_calorie_goal` BETWEEN 0.9 AND 1.1 FROM `users` u WHERE u.`id` = NEW.`user_id`),
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
		`fiber_g` = excluded.`fiber_g`, `sugar_g` = excluded.`sugar_g`, `sodium_mg` = excluded.`sodium_mg`, `entries` = excluded.`entries`, `meals_logged` = excluded.`meals_logged`, `on_track` = excluded.`on_track`,
		`fiber_known_carbs_g` = excluded.`fiber_known_carbs_g`;
END;
--> statement-breakpoint
-- Manual Food Entry asks for calories, protein, carbs and fat only, yet stored fiber 0 and sugar 0 on
-- the food it made and so on its entries: unknown written as zero, which would make net carbs equal
-- total carbs. Those foods are recognised by what only that path wrote: a custom food per 1 serving
-- with fiber exactly 0, sugar exactly 0 and sodium NULL. Where such a food has carbs, its fiber and
-- sugar become unknown again, on the food, on the entries still holding the zeros and on My Meals
-- copies. (A food with no carbs keeps fiber 0: that is true whatever the user meant. A user who typed
-- 0 fiber and 0 sugar for a carb food through the custom food API cannot be told apart; their values
-- become unknown, the honest reading of an ambiguous row.) The meal_foods update fires
-- meal_foods_day_totals_update, which recomputes each day touched.
UPDATE `meal_foods` SET `fiber_g` = NULL, `sugar_g` = NULL
WHERE `fiber_g` = 0 AND `sugar_g` = 0 AND `carbs_g` > 0 AND `food_id` IN (
	SELECT `id` FROM `foods` WHERE `source` = 'custom' AND `basis` = 'perServing' AND `serving_size` = 1
		AND `fiber_g` = 0 AND `sugar_g` = 0 AND `sodium_mg` IS NULL AND `carbs_g` > 0
);
--> statement-breakpoint
UPDATE `saved_meal_foods` SET `fiber_g` = NULL, `sugar_g` = NULL
WHERE `fiber_g` = 0 AND `sugar_g` = 0 AND `carbs_g` > 0 AND `food_id` IN (
	SELECT `id` FROM `foods` WHERE `source` = 'custom' AND `basis` = 'perServing' AND `serving_size` = 1
		AND `fiber_g` = 0 AND `sugar_g` = 0 AND `sodium_mg` IS NULL AND `carbs_g` > 0
);
--> statement-breakpoint
UPDATE `foods` SET `fiber_g` = NULL, `sugar_g` = NULL
WHERE `source` = 'custom' AND `basis` = 'perServing' AND `serving_size` = 1
	AND `fiber_g` = 0 AND `sugar_g` = 0 AND `sodium_mg` IS NULL AND `carbs_g` > 0;
--> statement-breakpoint
-- Fill fiber_known_carbs_g for every existing day (the days the updates above touched already have it).
UPDATE `diary_day_totals` SET `fiber_known_carbs_g` = (
	SELECT total(f.`carbs_g`) FROM `meals` m JOIN `meal_foods` f ON f.`meal_id` = m.`id`
	WHERE m.`user_id` = `diary_day_totals`.`user_id` AND m.`date` = `diary_day_totals`.`date` AND f.`fiber_g` IS NOT NULL
);

-- Edit Meal's typed calories were stored as `calories_override`, which replaced the sum of the meal's
-- entries: once typed, adding or removing a food no longer moved the meal's kcal. They are stored as
-- `calorie_adjustment` now (kcal added to the entries' sum), so every food still counts. An existing
-- override becomes the adjustment that gives the same total today: override − the meal's entries' kcal.
ALTER TABLE `meals` ADD `calorie_adjustment` real DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `meals` SET `calorie_adjustment` = round(`calories_override` - coalesce((SELECT sum(`kcal`) FROM `meal_foods` WHERE `meal_foods`.`meal_id` = `meals`.`id`), 0), 2) WHERE `calories_override` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `meals` DROP COLUMN `calories_override`;

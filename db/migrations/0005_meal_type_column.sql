-- A meal's type (breakfast, lunch, dinner, snack) was stored in a column called `name`; it is `meal_type`
-- now, as in meal_foods and planned_meals. A rename keeps every row's value; the index follows the column.
ALTER TABLE `meals` RENAME COLUMN "name" TO "meal_type";--> statement-breakpoint
DROP INDEX `meals_user_date_idx`;--> statement-breakpoint
CREATE INDEX `meals_user_date_idx` ON `meals` (`user_id`,`date`,`meal_type`);
CREATE INDEX `meal_foods_food_idx` ON `meal_foods` (`food_id`);--> statement-breakpoint
CREATE INDEX `recipe_ingredients_food_idx` ON `recipe_ingredients` (`food_id`);
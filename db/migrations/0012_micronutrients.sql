-- Micronutrients (ADR 015). 29 nullable REAL columns, named as the bundled micronutrients.csv.gz
-- columns, on foods (per the food's basis), on meal_foods (the amount an entry contributed, a
-- snapshot like the macros: ADR 003) and on saved_meal_foods (copies of snapshots). NULL = unknown,
-- never 0. ADD COLUMN with no default only edits the schema text, so an existing database gets
-- them instantly; the values are filled by the import (db/import/micronutrients.ts). A user may be
-- pregnant or breastfeeding (reference intakes group) and may override any target or upper limit.
ALTER TABLE `foods` ADD `water_g` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `saturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `monounsaturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `polyunsaturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `cholesterol_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `calcium_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `iron_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `magnesium_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `phosphorus_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `potassium_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `zinc_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `copper_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `manganese_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `selenium_ug` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `vitamin_c_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `thiamin_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `riboflavin_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `niacin_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `pantothenic_acid_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `vitamin_b6_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `folate_dfe_ug` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `choline_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `vitamin_b12_ug` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `vitamin_a_rae_ug` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `vitamin_e_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `vitamin_d_ug` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `vitamin_k_ug` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `caffeine_mg` real;
--> statement-breakpoint
ALTER TABLE `foods` ADD `alcohol_g` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `water_g` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `saturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `monounsaturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `polyunsaturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `cholesterol_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `calcium_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `iron_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `magnesium_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `phosphorus_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `potassium_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `zinc_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `copper_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `manganese_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `selenium_ug` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `vitamin_c_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `thiamin_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `riboflavin_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `niacin_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `pantothenic_acid_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `vitamin_b6_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `folate_dfe_ug` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `choline_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `vitamin_b12_ug` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `vitamin_a_rae_ug` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `vitamin_e_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `vitamin_d_ug` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `vitamin_k_ug` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `caffeine_mg` real;
--> statement-breakpoint
ALTER TABLE `meal_foods` ADD `alcohol_g` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `water_g` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `saturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `monounsaturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `polyunsaturated_fat_g` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `cholesterol_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `calcium_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `iron_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `magnesium_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `phosphorus_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `potassium_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `zinc_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `copper_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `manganese_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `selenium_ug` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `vitamin_c_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `thiamin_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `riboflavin_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `niacin_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `pantothenic_acid_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `vitamin_b6_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `folate_dfe_ug` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `choline_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `vitamin_b12_ug` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `vitamin_a_rae_ug` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `vitamin_e_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `vitamin_d_ug` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `vitamin_k_ug` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `caffeine_mg` real;
--> statement-breakpoint
ALTER TABLE `saved_meal_foods` ADD `alcohol_g` real;
--> statement-breakpoint
ALTER TABLE `users` ADD `life_stage` text;
--> statement-breakpoint
CREATE TABLE `nutrient_target_overrides` (
	`user_id` text NOT NULL,
	`nutrient` text NOT NULL,
	`target` real,
	`upper_limit` real,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `nutrient`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

CREATE INDEX `meal_plans_user_created_idx` ON `meal_plans` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `recipes_user_name_idx` ON `recipes` (`user_id`,`name`,`id`);--> statement-breakpoint
CREATE INDEX `grocery_lists_user_created_idx` ON `grocery_lists` (`user_id`,`created_at`,`id`);

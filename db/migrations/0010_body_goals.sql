-- The goal set-up after sign-up asks what the person wants their weight to do and how fast, and
-- computes a calorie goal from it (app/domain/nutrition/energy.ts). Both are kept so Profile ->
-- Goals can offer the same calculation again with the person's answers filled in.
ALTER TABLE `users` ADD `weight_goal` text;--> statement-breakpoint
ALTER TABLE `users` ADD `weekly_weight_change_kg` real;

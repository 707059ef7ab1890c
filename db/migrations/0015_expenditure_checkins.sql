-- Adaptive expenditure and weekly check-ins. `goal_history` keeps every calorie and macro goal a
-- user had, from the diary day it took effect ('YYYY-MM-DD' in the user's zone), so a past day is
-- judged against the goal it had; source says who set it ('manual', 'check-in', 'sign-up'). The
-- users row keeps today's goal as before (its columns stay the goal effective now). `check_ins`
-- records the user's answer to a week's proposal ('accepted' or 'kept'), one per user per week
-- (the week's Monday), so the proposal is not offered again that week. `incomplete_days` are the
-- diary days the user marked as not fully logged: the expenditure estimate leaves them out, as it
-- leaves out days with nothing logged (never read as zero intake).
CREATE TABLE `goal_history` (
	`user_id` text NOT NULL,
	`effective_from` text NOT NULL,
	`daily_calorie_goal` integer NOT NULL,
	`daily_protein_goal` integer NOT NULL,
	`daily_carb_goal` integer NOT NULL,
	`daily_fat_goal` integer NOT NULL,
	`source` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `effective_from`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `check_ins` (
	`user_id` text NOT NULL,
	`week_start` text NOT NULL,
	`decision` text NOT NULL,
	`estimate_kcal` integer NOT NULL,
	`proposed_kcal` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `week_start`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `incomplete_days` (
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);

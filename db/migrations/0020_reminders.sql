-- Reminders: Web Push subscriptions (one row per device and browser; the endpoint is unique, so a
-- device signed into another account moves to it), reminder times per user (absent row: the
-- defaults below), and the scheduler's bookkeeping. `reminder_schedule` holds one row per user and
-- kind that can fire (its next due instant in UTC ms, indexed), so a scheduler tick reads only the
-- rows due now, never the users who have everything off. `reminder_runs` is the claim: a reminder is
-- sent only by whoever inserts its (user, kind, local day) row, so two workers or a restart never
-- send it twice. `reminder_resync` lists users whose schedule rows must be recomputed (time zone,
-- switches, times or devices changed); triggers fill it on every write path (forms, API, imports),
-- and the scheduler's next tick recomputes and empties it. (The triggers test NOT EXISTS rather than
-- INSERT OR IGNORE: an outer upsert's conflict policy would override the trigger's.) Everything
-- cascades with its user.
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`user_agent` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_idx` ON `push_subscriptions` (`endpoint`);
--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`,`created_at`);
--> statement-breakpoint
CREATE TABLE `reminder_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`breakfast_at` text DEFAULT '08:00',
	`lunch_at` text DEFAULT '12:30',
	`dinner_at` text DEFAULT '19:00',
	`snack_at` text,
	`goal_at` text DEFAULT '20:00' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reminder_schedule` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`due_at` integer NOT NULL,
	`slot` text NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_schedule_due_idx` ON `reminder_schedule` (`due_at`);
--> statement-breakpoint
CREATE TABLE `reminder_runs` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`slot` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`outcome` text DEFAULT 'claimed' NOT NULL,
	`detail` text,
	PRIMARY KEY(`user_id`, `kind`, `slot`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reminder_runs_claimed_idx` ON `reminder_runs` (`claimed_at`);
--> statement-breakpoint
CREATE TABLE `reminder_resync` (
	`user_id` text PRIMARY KEY NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TRIGGER `reminders_user_insert` AFTER INSERT ON `users`
WHEN (NEW.weekly_reports AND NEW.email_notifications) OR (NEW.push_notifications AND (NEW.meal_reminders OR NEW.goal_reminders))
BEGIN
	INSERT INTO `reminder_resync` (`user_id`) SELECT NEW.id WHERE NOT EXISTS (SELECT 1 FROM `reminder_resync` WHERE `user_id` = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_user_update` AFTER UPDATE OF `timezone`, `email_notifications`, `push_notifications`, `meal_reminders`, `goal_reminders`, `weekly_reports` ON `users`
WHEN OLD.timezone IS NOT NEW.timezone OR OLD.email_notifications IS NOT NEW.email_notifications OR OLD.push_notifications IS NOT NEW.push_notifications
	OR OLD.meal_reminders IS NOT NEW.meal_reminders OR OLD.goal_reminders IS NOT NEW.goal_reminders OR OLD.weekly_reports IS NOT NEW.weekly_reports
BEGIN
	INSERT INTO `reminder_resync` (`user_id`) SELECT NEW.id WHERE NOT EXISTS (SELECT 1 FROM `reminder_resync` WHERE `user_id` = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_settings_insert` AFTER INSERT ON `reminder_settings`
BEGIN
	INSERT INTO `reminder_resync` (`user_id`) SELECT NEW.user_id WHERE NOT EXISTS (SELECT 1 FROM `reminder_resync` WHERE `user_id` = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_settings_update` AFTER UPDATE ON `reminder_settings`
BEGIN
	INSERT INTO `reminder_resync` (`user_id`) SELECT NEW.user_id WHERE NOT EXISTS (SELECT 1 FROM `reminder_resync` WHERE `user_id` = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_push_insert` AFTER INSERT ON `push_subscriptions`
BEGIN
	INSERT INTO `reminder_resync` (`user_id`) SELECT NEW.user_id WHERE NOT EXISTS (SELECT 1 FROM `reminder_resync` WHERE `user_id` = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_push_update` AFTER UPDATE OF `user_id` ON `push_subscriptions`
BEGIN
	INSERT INTO `reminder_resync` (`user_id`) SELECT OLD.user_id WHERE NOT EXISTS (SELECT 1 FROM `reminder_resync` WHERE `user_id` = OLD.user_id);
	INSERT INTO `reminder_resync` (`user_id`) SELECT NEW.user_id WHERE NEW.user_id IS NOT OLD.user_id AND NOT EXISTS (SELECT 1 FROM `reminder_resync` WHERE `user_id` = NEW.user_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reminders_push_delete` AFTER DELETE ON `push_subscriptions`
WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.user_id)
BEGIN
	INSERT INTO `reminder_resync` (`user_id`) SELECT OLD.user_id WHERE NOT EXISTS (SELECT 1 FROM `reminder_resync` WHERE `user_id` = OLD.user_id);
END;
--> statement-breakpoint
INSERT OR IGNORE INTO `reminder_resync` (`user_id`)
	SELECT `id` FROM `users` WHERE (`weekly_reports` AND `email_notifications`) OR (`push_notifications` AND (`meal_reminders` OR `goal_reminders`));

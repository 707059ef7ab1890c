-- Offline sync: a write sent again with the same idempotency key (a phone that logged while offline
-- and retries when the network returns, or a retry after a lost answer) is answered from the first
-- one's stored result instead of being written twice. One row per (user, key): the operation it was
-- used for (the same key on another operation is refused), the answer's status and JSON body, and
-- when it was stored. Rows older than 24 hours are pruned, and an account keeps at most 1,000
-- (app/domain/offline/caps.ts); everything cascades with its user.
CREATE TABLE `idempotency_keys` (
	`user_id` text NOT NULL,
	`key` text NOT NULL,
	`scope` text NOT NULL,
	`status` integer NOT NULL,
	`response` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_user_created_idx` ON `idempotency_keys` (`user_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);

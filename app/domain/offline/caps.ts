/**
 * Caps of the offline-sync idempotency keys (table `idempotency_keys`, migration 0019). Isomorphic,
 * no imports.
 *
 * Source: our own sizing. A phone that logged while offline sends its queue within minutes to hours
 * of the network coming back; 24 hours covers a day without signal. 1,000 keys cover every write an
 * account can make in a day at the diary's caps (4 meals × 100 foods, 60 drinks, one weigh-in, edits).
 */
export const IDEMPOTENCY_CAPS = {
	/** How long a key's stored answer is kept and replayed, ms (24 hours). */
	keepMs: 24 * 60 * 60 * 1000,
	/** Keys kept per account; storing one more forgets the oldest (a write is never refused for it). */
	keysPerAccount: 1000,
	/** A key's length: 1-100 characters of `[A-Za-z0-9_-]` (a UUID is 36). */
	keyMaxLength: 100,
} as const

/**
 * Limits on what an account keeps for reminders (docs/architecture.md "Limits per account").
 */
export const REMINDER_CAPS = {
	/**
	 * Devices (browser push subscriptions) per account: a phone, a tablet and a few browsers with
	 * room to spare. Subscribing one more drops the oldest, as signing in past the session cap ends
	 * the oldest session: a new device is never refused.
	 */
	devices: 10,
	/** A push endpoint URL's length (the push services' own are ~200-400 characters). */
	endpointChars: 2048,
	/** Claimed reminder runs are kept this long (days), then deleted by the scheduler. */
	runsKeptDays: 60,
} as const

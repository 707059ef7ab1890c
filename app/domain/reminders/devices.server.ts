/**
 * Push devices and reminder times of one user: `(db, actor, input)` functions both adapters call
 * (the notifications page and `/api/users/{id}/push-subscriptions`). Changing either queues the
 * user's schedule for recomputation through migration 0020's triggers; nothing here computes it.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { deviceFromUserAgent } from '#app/domain/account/device.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { pushSubscriptions, reminderSettings } from '#db/schema.ts'
import { REMINDER_CAPS } from './caps.ts'
import type { PushSubscriptionInput, ReminderTimesInput } from './reminders.schema.ts'
import { DEFAULT_REMINDER_TIMES, type ReminderTimes } from './times.ts'

/** A subscribed device as the page and the API show it. */
export type PushDeviceView = { id: string; device: string; createdAt: string }

const view = (row: { id: string; userAgent: string | null; createdAt: Date }): PushDeviceView => ({
	id: row.id,
	device: deviceFromUserAgent(row.userAgent),
	createdAt: row.createdAt.toISOString(),
})

/**
 * Saves this browser's push subscription for the actor (subscribing again updates its keys; an
 * endpoint another account held moves to the actor). Past {@link REMINDER_CAPS}.devices the
 * oldest devices are dropped, in the same transaction.
 * @param userAgent the subscribing request's User-Agent (shown as the device), or null.
 */
export async function savePushSubscription(db: Db, actor: Actor, input: PushSubscriptionInput, userAgent: string | null): Promise<PushDeviceView> {
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(pushSubscriptions)
			.values({ id: createId(), userId: actor.userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: userAgent?.slice(0, 512) ?? null })
			.onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: actor.userId, p256dh: input.keys.p256dh, auth: input.keys.auth, userAgent: userAgent?.slice(0, 512) ?? null } })
			.returning()
		const devices = await tx
			.select({ id: pushSubscriptions.id })
			.from(pushSubscriptions)
			.where(eq(pushSubscriptions.userId, actor.userId))
			.orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
		const excess = devices.length - REMINDER_CAPS.devices
		if (excess > 0) {
			const drop = devices.filter((d) => d.id !== row!.id).slice(0, excess).map((d) => d.id)
			await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, actor.userId), inArray(pushSubscriptions.id, drop)))
		}
		return view(row!)
	})
}

/**
 * Removes the actor's subscription with this endpoint (the browser unsubscribed).
 * @throws NotFoundError when the actor has no subscription with it (another account's answers the same).
 */
export async function removePushSubscription(db: Db, actor: Actor, endpoint: string): Promise<void> {
	const gone = await db
		.delete(pushSubscriptions)
		.where(and(eq(pushSubscriptions.userId, actor.userId), eq(pushSubscriptions.endpoint, endpoint)))
		.returning({ id: pushSubscriptions.id })
	if (!gone.length) throw new NotFoundError('Push subscription')
}

/** The actor's subscribed devices, oldest first (at most {@link REMINDER_CAPS}.devices). */
export async function listPushDevices(db: Db, actor: Actor): Promise<PushDeviceView[]> {
	const rows = await db
		.select({ id: pushSubscriptions.id, userAgent: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt })
		.from(pushSubscriptions)
		.where(eq(pushSubscriptions.userId, actor.userId))
		.orderBy(asc(pushSubscriptions.createdAt))
		.limit(REMINDER_CAPS.devices)
	return rows.map(view)
}

/** How many devices the actor has subscribed. */
export async function countPushDevices(db: Db, actor: Actor): Promise<number> {
	const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, actor.userId))
	return row?.n ?? 0
}

/** The actor's reminder times (the defaults when never saved). */
export async function getReminderTimes(db: Db, actor: Actor): Promise<ReminderTimes> {
	const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, actor.userId))
	return row ? { breakfastAt: row.breakfastAt, lunchAt: row.lunchAt, dinnerAt: row.dinnerAt, snackAt: row.snackAt, goalAt: row.goalAt } : DEFAULT_REMINDER_TIMES
}

/** Saves the actor's reminder times (one row, replaced whole). */
export async function saveReminderTimes(db: Db, actor: Actor, input: ReminderTimesInput): Promise<ReminderTimes> {
	const values = { breakfastAt: input.breakfastAt, lunchAt: input.lunchAt, dinnerAt: input.dinnerAt, snackAt: input.snackAt, goalAt: input.goalAt }
	await db
		.insert(reminderSettings)
		.values({ userId: actor.userId, ...values })
		.onConflictDoUpdate({ target: reminderSettings.userId, set: { ...values, updatedAt: new Date() } })
	return values
}

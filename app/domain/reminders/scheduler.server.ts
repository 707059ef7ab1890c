/**
 * The reminder scheduler's tick: recompute the schedules of users whose settings changed, then
 * send what is due. Every server process may run it every minute at the same time (cluster
 * workers, a restart overlapping the old process): each occurrence is claimed by inserting its
 * (user, kind, local day) row into `reminder_runs` with `ON CONFLICT DO NOTHING` in a transaction
 * that also moves the schedule row on, and only the process whose insert landed sends it. A crash
 * between the claim and the send loses that one reminder rather than risking a second copy.
 *
 * Cost per tick: two index reads when nothing is due (`reminder_resync`, usually empty, and
 * `reminder_schedule` by `due_at`), whatever the number of users; users with every switch off have
 * no schedule rows at all. Sending goes through the injected {@link ReminderSenders} (the push
 * service and mail live in app/utils; tests pass fakes). Every write is a `db.transaction`, even a
 * single statement: several due reminders are handled at once, and db/client.ts queues a process's
 * transactions, whereas a bare write beside an open transaction would wait on SQLite's lock
 * synchronously, holding the event loop that transaction needs to commit.
 */
import { and, asc, eq, inArray, lte, lt, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { actorOf } from '#app/domain/actor.ts'
import { addDaysIso, safeTimeZone } from '#app/domain/dates.ts'
import { goalsForDay } from '#app/domain/users/goal-history.server.ts'
import { diaryDayTotals, meals, pushSubscriptions, reminderResync, reminderRuns, reminderSchedule, reminderSettings, users } from '#db/schema.ts'
import { REMINDER_CAPS } from './caps.ts'
import type { ReminderNotice, WeeklyReport } from './messages.ts'
import { weeklyReportFor } from './report.server.ts'
import {
	DEFAULT_REMINDER_TIMES,
	isFarFromGoal,
	LATE_LIMIT_MS,
	MEAL_KINDS,
	nextOccurrence,
	plannedReminders,
	REMINDER_KINDS,
	timeOf,
	WEEKLY_REPORT,
	type MealKind,
	type ReminderKind,
	type ReminderTimes,
} from './times.ts'

/** One push subscription to deliver to. */
export type PushTarget = { id: string; endpoint: string; p256dh: string; auth: string }
/** What the push service answered: delivered, the subscription is gone (404/410: delete it), or another failure. */
export type PushDelivery = 'sent' | 'gone' | 'failed'

/**
 * How reminders leave the server; null when that channel is not configured. They receive what to
 * say without its words, and the user's language (`users.language`) to say it in.
 */
export type ReminderSenders = {
	push: ((target: PushTarget, notice: ReminderNotice, language: string) => Promise<PushDelivery>) | null
	mail: { send(message: { to: string; report: WeeklyReport; language: string }): Promise<void> } | null
}

/** What one tick did (for logs, tests and the bench). */
export type TickResult = { resynced: number; due: number; claimed: number; sent: number; skipped: number; failed: number }

/**
 * When a user's schedule is recomputed, occurrences due this long ago still count (ms): a change
 * saved in the minute a reminder falls due does not skip it.
 */
export const RESYNC_LOOKBACK_MS = 2 * 60_000

/** Users recomputed per transaction, and schedule rows read per batch. */
const RESYNC_BATCH = 500
const DUE_BATCH = 200
/** Due reminders handled at once within a process (each may wait on a push service). */
const SEND_CONCURRENCY = 8

const isReminderKind = (k: string): k is ReminderKind => (REMINDER_KINDS as readonly string[]).includes(k)
const isMealKind = (k: string): k is MealKind => (MEAL_KINDS as readonly string[]).includes(k)

/**
 * One tick at `now` (epoch ms): recomputes queued schedules, then claims and sends every reminder
 * due at `now`, in batches, until none is left.
 */
export async function runReminderTick(db: Db, senders: ReminderSenders, now: number = Date.now()): Promise<TickResult> {
	const result: TickResult = { resynced: 0, due: 0, claimed: 0, sent: 0, skipped: 0, failed: 0 }
	for (;;) {
		const n = await resyncSchedules(db, now)
		result.resynced += n
		if (n < RESYNC_BATCH) break
	}
	for (;;) {
		const due = await readDue(db, now)
		result.due += due.length
		for (let i = 0; i < due.length; i += SEND_CONCURRENCY) {
			const outcomes = await Promise.all(due.slice(i, i + SEND_CONCURRENCY).map((row) => handleDue(db, senders, row, now)))
			for (const o of outcomes) {
				if (o === 'lost') continue
				result.claimed++
				result[o]++
			}
		}
		if (due.length < DUE_BATCH) break
	}
	return result
}

/**
 * Recomputes the schedule rows of up to {@link RESYNC_BATCH} users queued in `reminder_resync` (by
 * the triggers of migration 0020) in one transaction: their rows are replaced by what their switches,
 * times, devices and time zone plan now. Returns how many users it recomputed.
 */
export async function resyncSchedules(db: Db, now: number): Promise<number> {
	const queued = await db.select({ userId: reminderResync.userId }).from(reminderResync).limit(RESYNC_BATCH)
	if (!queued.length) return 0
	return db.transaction(async (tx) => {
		// Taking the rows out first holds the write lock: a change committed after this read is queued again.
		const ids = (await tx.delete(reminderResync).where(inArray(reminderResync.userId, queued.map((q) => q.userId))).returning({ userId: reminderResync.userId })).map((r) => r.userId)
		if (!ids.length) return 0
		const [people, settings, devices] = await Promise.all([
			tx
				.select({
					id: users.id,
					timezone: users.timezone,
					email: users.email,
					emailNotifications: users.emailNotifications,
					pushNotifications: users.pushNotifications,
					mealReminders: users.mealReminders,
					goalReminders: users.goalReminders,
					weeklyReports: users.weeklyReports,
				})
				.from(users)
				.where(inArray(users.id, ids)),
			tx.select().from(reminderSettings).where(inArray(reminderSettings.userId, ids)),
			tx.selectDistinct({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, ids)),
		])
		const timesOf = new Map(settings.map((s) => [s.userId, timesFromRow(s)]))
		const withDevice = new Set(devices.map((d) => d.userId))
		const rows = people.flatMap((u) =>
			plannedReminders({ ...u, hasDevice: withDevice.has(u.id), hasEmail: !!u.email }, timesOf.get(u.id) ?? DEFAULT_REMINDER_TIMES, safeTimeZone(u.timezone), now - RESYNC_LOOKBACK_MS).map((r) => ({
				userId: u.id,
				kind: r.kind,
				dueAt: r.dueAt,
				slot: r.slot,
			})),
		)
		await tx.delete(reminderSchedule).where(inArray(reminderSchedule.userId, ids))
		for (let i = 0; i < rows.length; i += 100) await tx.insert(reminderSchedule).values(rows.slice(i, i + 100))
		return ids.length
	})
}

function timesFromRow(s: typeof reminderSettings.$inferSelect): ReminderTimes {
	return { breakfastAt: s.breakfastAt, lunchAt: s.lunchAt, dinnerAt: s.dinnerAt, snackAt: s.snackAt, goalAt: s.goalAt }
}

/** The due schedule rows with what deciding and sending needs (one indexed range read plus primary-key joins). */
function readDue(db: Db, now: number) {
	return db
		.select({
			userId: reminderSchedule.userId,
			kind: reminderSchedule.kind,
			dueAt: reminderSchedule.dueAt,
			slot: reminderSchedule.slot,
			user: {
				id: users.id,
				timezone: users.timezone,
				email: users.email,
				units: users.units,
				language: users.language,
				emailNotifications: users.emailNotifications,
				pushNotifications: users.pushNotifications,
				mealReminders: users.mealReminders,
				goalReminders: users.goalReminders,
				weeklyReports: users.weeklyReports,
				dailyCalorieGoal: users.dailyCalorieGoal,
				dailyProteinGoal: users.dailyProteinGoal,
				dailyCarbGoal: users.dailyCarbGoal,
				dailyFatGoal: users.dailyFatGoal,
			},
			// The key first: drizzle reads a left-joined object as absent when its first column is null.
			settings: { userId: reminderSettings.userId, breakfastAt: reminderSettings.breakfastAt, lunchAt: reminderSettings.lunchAt, dinnerAt: reminderSettings.dinnerAt, snackAt: reminderSettings.snackAt, goalAt: reminderSettings.goalAt },
		})
		.from(reminderSchedule)
		.innerJoin(users, eq(users.id, reminderSchedule.userId))
		.leftJoin(reminderSettings, eq(reminderSettings.userId, reminderSchedule.userId))
		.where(lte(reminderSchedule.dueAt, now))
		.orderBy(asc(reminderSchedule.dueAt))
		.limit(DUE_BATCH)
}

type DueRow = Awaited<ReturnType<typeof readDue>>[number]
type Outcome = { outcome: 'sent' | 'skipped' | 'failed'; detail: string | null }

/** True when the user's switches still ask for `kind` (a change not yet resynced turns it off at once). */
function stillWanted(kind: ReminderKind, u: DueRow['user']): boolean {
	if (kind === 'weekly') return u.weeklyReports && u.emailNotifications && !!u.email
	if (kind === 'goal') return u.pushNotifications && u.goalReminders
	return u.pushNotifications && u.mealReminders
}

/**
 * Claims one due occurrence and, when this call's claim landed, decides and sends it. Returns the
 * run's outcome, or 'lost' when another process (or an earlier tick) had claimed it.
 */
async function handleDue(db: Db, senders: ReminderSenders, row: DueRow, now: number): Promise<Outcome['outcome'] | 'lost'> {
	if (!isReminderKind(row.kind)) {
		await db.transaction((tx) => tx.delete(reminderSchedule).where(and(eq(reminderSchedule.userId, row.userId), eq(reminderSchedule.kind, row.kind))))
		return 'lost'
	}
	const kind = row.kind
	const tz = safeTimeZone(row.user.timezone)
	const times: ReminderTimes = row.settings ?? DEFAULT_REMINDER_TIMES
	const clock = kind === 'weekly' ? WEEKLY_REPORT.at : timeOf(times, kind)
	const next = clock ? nextOccurrence(clock, tz, Math.max(row.dueAt, now), kind === 'weekly' ? WEEKLY_REPORT.weekday : undefined) : null
	const late = now - row.dueAt > LATE_LIMIT_MS[kind]
	const wanted = stillWanted(kind, row.user) && clock != null
	const early: Outcome | null = late ? { outcome: 'skipped', detail: 'late' } : !wanted ? { outcome: 'skipped', detail: 'switched off' } : null

	const claimed = await db.transaction(async (tx) => {
		const won = await tx
			.insert(reminderRuns)
			.values({ userId: row.userId, kind, slot: row.slot, claimedAt: now, outcome: early?.outcome ?? 'claimed', detail: early?.detail ?? null })
			.onConflictDoNothing()
			.returning({ slot: reminderRuns.slot })
		// Compare-and-set on due_at: whoever moved the row first wins, a second mover changes nothing.
		const where = and(eq(reminderSchedule.userId, row.userId), eq(reminderSchedule.kind, kind), eq(reminderSchedule.dueAt, row.dueAt))
		if (next) await tx.update(reminderSchedule).set({ dueAt: next.dueAt, slot: next.slot }).where(where)
		else await tx.delete(reminderSchedule).where(where)
		return won.length > 0
	})
	if (!claimed) return 'lost'
	if (early) return early.outcome

	let result: Outcome
	try {
		result = await deliver(db, senders, kind, row)
	} catch (error) {
		result = { outcome: 'failed', detail: (error instanceof Error ? error.message : String(error)).slice(0, 200) }
	}
	await db.transaction((tx) =>
		tx
			.update(reminderRuns)
			.set(result)
			.where(and(eq(reminderRuns.userId, row.userId), eq(reminderRuns.kind, kind), eq(reminderRuns.slot, row.slot))),
	)
	return result.outcome
}

/** Decides whether the claimed occurrence is still worth sending, and sends it. */
async function deliver(db: Db, senders: ReminderSenders, kind: ReminderKind, row: DueRow): Promise<Outcome> {
	const day = row.slot
	if (isMealKind(kind)) {
		const [logged] = await db
			.select({ id: meals.id })
			.from(meals)
			.where(and(eq(meals.userId, row.userId), eq(meals.date, day), eq(meals.mealType, kind)))
			.limit(1)
		if (logged) return { outcome: 'skipped', detail: 'meal logged' }
		return pushToDevices(db, senders, row, { kind, day })
	}
	if (kind === 'goal') {
		const [totals] = await db
			.select({ kcal: diaryDayTotals.kcal, goalKcal: diaryDayTotals.goalKcal })
			.from(diaryDayTotals)
			.where(and(eq(diaryDayTotals.userId, row.userId), eq(diaryDayTotals.date, day)))
		const kcal = totals?.kcal ?? 0
		const target = totals?.goalKcal || (await goalsForDay(db, row.user, day)).calorieTarget
		if (!isFarFromGoal(kcal, target)) return { outcome: 'skipped', detail: 'near goal' }
		return pushToDevices(db, senders, row, { kind: 'goal', day, kcal, targetKcal: target })
	}
	if (!senders.mail) return { outcome: 'skipped', detail: 'mail not configured' }
	if (!row.user.email) return { outcome: 'skipped', detail: 'no email' }
	// The slot is the Sunday the report goes out: it covers the Sunday-Saturday week before it.
	const report = await weeklyReportFor(db, actorOf(row.user), addDaysIso(day, -7), row.user.units)
	await senders.mail.send({ to: row.user.email, report, language: row.user.language })
	return { outcome: 'sent', detail: null }
}

/** Sends `notice` to every device of the row's user; subscriptions the push service says are gone are deleted. */
async function pushToDevices(db: Db, senders: ReminderSenders, row: DueRow, notice: ReminderNotice): Promise<Outcome> {
	const userId = row.userId
	const push = senders.push
	if (!push) return { outcome: 'skipped', detail: 'push not configured' }
	const targets = await db
		.select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
		.from(pushSubscriptions)
		.where(eq(pushSubscriptions.userId, userId))
		.limit(REMINDER_CAPS.devices)
	if (!targets.length) return { outcome: 'skipped', detail: 'no device' }
	const results = await Promise.all(targets.map((t) => push(t, notice, row.user.language).catch((): PushDelivery => 'failed')))
	const gone = targets.filter((_, i) => results[i] === 'gone').map((t) => t.id)
	if (gone.length) await db.transaction((tx) => tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.id, gone))))
	const sent = results.filter((r) => r === 'sent').length
	return sent ? { outcome: 'sent', detail: `${sent} of ${targets.length} devices` } : { outcome: 'failed', detail: gone.length === targets.length ? 'devices gone' : 'push failed' }
}

/** Deletes claimed runs older than {@link REMINDER_CAPS}.runsKeptDays (indexed by `claimed_at`). Returns how many. */
export async function pruneReminderRuns(db: Db, now: number = Date.now()): Promise<number> {
	const gone = await db.transaction((tx) =>
		tx
			.delete(reminderRuns)
			.where(lt(reminderRuns.claimedAt, now - REMINDER_CAPS.runsKeptDays * 86_400_000))
			.returning({ slot: reminderRuns.slot }),
	)
	return gone.length
}

/** How many reminder occurrences are due at `now` (for the scheduler's health and the bench). */
export async function countDue(db: Db, now: number): Promise<number> {
	const [row] = await db.select({ n: sql<number>`count(*)` }).from(reminderSchedule).where(lte(reminderSchedule.dueAt, now))
	return row?.n ?? 0
}

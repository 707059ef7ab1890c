/**
 * The weight log: one weigh-in per user per diary day (kg, optional waist/hips/chest in cm and body
 * fat in %), the trend weight beside it (app/domain/nutrition/trend-weight.ts), and the one rule that
 * the profile's weight follows the latest weigh-in. Scoped to `actor.userId`. Every write and the
 * profile's weight move in one transaction.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { hotRows, hotTable } from '#db/hot-read.ts'
import { decodeCursor, encodeCursor, type Page } from '#app/domain/pagination.ts'
import { daysBetween, trendWeights, TREND_WARMUP_DAYS, type WeightPoint } from '#app/domain/nutrition/trend-weight.ts'
import { getUser, updateProfile } from '#app/domain/users/users.server.ts'
import type { ProfilePatch } from '#app/domain/users/users.schema.ts'
import { users, weighIns, type User } from '#db/schema.ts'
import type { WeighInInput, WeightRangeInput } from './body.schema.ts'
import { BODY_CAPS, WEIGH_IN_BOUNDS } from './caps.ts'
import { checkBetween, checkLogDay, invalid, weighInWeightMessage } from './rules.ts'

/** Body measurements of a weigh-in (cm; body fat %); null = not measured that day. */
export type Measurements = { waistCm: number | null; hipsCm: number | null; chestCm: number | null; bodyFatPct: number | null }

/** A weigh-in with the trend weight on its day (kg, unrounded) and its measurements. */
export type WeighInView = { date: string; weightKg: number; trendWeightKg: number } & Measurements

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

function checkWeighIn(input: WeighInInput, today: string): void {
	checkLogDay(input.date, today)
	const weight = weighInWeightMessage(input.weightKg)
	if (weight) invalid('weightKg', weight)
	for (const [field, label] of [
		['waistCm', 'Waist'],
		['hipsCm', 'Hips'],
		['chestCm', 'Chest'],
	] as const) {
		const v = input[field]
		if (v != null) checkBetween(v, WEIGH_IN_BOUNDS.circumferenceCm, field, label, 'cm')
	}
	if (input.bodyFatPct != null) checkBetween(input.bodyFatPct, WEIGH_IN_BOUNDS.bodyFatPct, 'bodyFatPct', 'Body fat', '%')
}

/**
 * The profile's weight follows the latest weigh-in (the one rule; called inside every weigh-in
 * write's transaction). With no weigh-in left the profile keeps the weight it has. The user row's
 * `updated_at` moves forward, as every users write must (the session cache notices it).
 */
export async function followLatestWeighIn(tx: Tx, userId: string): Promise<void> {
	const [latest] = await tx
		.select({ weightKg: weighIns.weightKg })
		.from(weighIns)
		.where(eq(weighIns.userId, userId))
		.orderBy(desc(weighIns.date))
		.limit(1)
	if (!latest) return
	await tx
		.update(users)
		.set({ weightKg: latest.weightKg, updatedAt: sql`max(CAST(unixepoch('subsec') * 1000 AS INTEGER), ${users.updatedAt} + 1)` })
		.where(and(eq(users.id, userId), sql`${users.weightKg} IS NOT ${latest.weightKg}`))
}

/**
 * Records the caller's weigh-in for `input.date`, replacing the day's weigh-in if there is one (one
 * a day). Measurements left out (undefined) keep the day's values; null clears them. The profile's
 * weight then follows the latest weigh-in. One transaction.
 * @returns the day's weigh-in with its trend weight.
 * @throws InvalidError naming `date` (after the user's today or before 1900), `weightKg` (outside
 *   20-400 kg), `waistCm`/`hipsCm`/`chestCm` (outside 20-300 cm) or `bodyFatPct` (outside 2-75 %).
 */
export async function recordWeighIn(db: Db, actor: Actor, input: WeighInInput): Promise<WeighInView> {
	checkWeighIn(input, todayIn(actor.timezone))
	await db.transaction((tx) => writeWeighIn(tx, actor, input))
	const [day] = await listWeighIns(db, actor, { from: input.date, to: input.date })
	return day!
}

/** The weigh-in upsert and the profile's weight following it, inside the caller's transaction (input already checked). */
async function writeWeighIn(tx: Tx, actor: Actor, input: WeighInInput): Promise<void> {
	const measured: Partial<Measurements> = {}
	for (const key of ['waistCm', 'hipsCm', 'chestCm', 'bodyFatPct'] as const) if (input[key] !== undefined) measured[key] = input[key]
	await tx
		.insert(weighIns)
		.values({ userId: actor.userId, date: input.date, weightKg: input.weightKg, ...measured })
		.onConflictDoUpdate({
			target: [weighIns.userId, weighIns.date],
			set: { weightKg: input.weightKg, ...measured, updatedAt: sql`(unixepoch('subsec') * 1000)` },
		})
	await followLatestWeighIn(tx, actor.userId)
}

/**
 * Saves a profile edit whose weight is a weigh-in (the Edit Profile form's Profile tab and
 * `PATCH /api/users/{id}/profile`): a weight given (kg) becomes the caller's weigh-in of their today
 * (replacing the day's weigh-in, entering the trend, and the profile's weight following the latest
 * weigh-in: the one rule), so the log, the trend and the profile agree. The other fields go to
 * updateProfile. Both writes are one transaction: a refusal of either (a taken username, a bad date
 * of birth, a weight out of bounds) writes nothing. A null weight clears the profile's weight as
 * before and records nothing.
 * @throws InvalidError naming `weight` (outside 20-400 kg) or the profile field updateProfile
 *   refuses; ConflictError for a taken username.
 */
export async function saveProfileWithWeighIn(db: Db, actor: Actor, patch: ProfilePatch): Promise<User> {
	const { weight, ...rest } = patch
	if (weight == null) return updateProfile(db, actor.userId, patch)
	const refused = weighInWeightMessage(weight)
	if (refused) invalid('weight', refused)
	const input = { date: todayIn(actor.timezone), weightKg: weight }
	checkWeighIn(input, input.date)
	return db.transaction(async (tx) => {
		await updateProfile(tx, actor.userId, rest)
		await writeWeighIn(tx, actor, input)
		return getUser(tx, actor.userId)
	})
}

/**
 * Deletes the caller's weigh-in of `date`; the profile's weight then follows the latest one left.
 * @throws NotFoundError when the caller has no weigh-in that day.
 */
export async function deleteWeighIn(db: Db, actor: Actor, date: string): Promise<void> {
	await db.transaction(async (tx) => {
		const res = await tx.delete(weighIns).where(and(eq(weighIns.userId, actor.userId), eq(weighIns.date, date)))
		if (res.rowsAffected === 0) throw new NotFoundError('Weigh-in')
		await followLatestWeighIn(tx, actor.userId)
	})
}

// The weight readers' rows come through the hot-read path (db/hot-read.ts): they return a range plus
// the trend's 120-day warm-up (148 to 851 rows), and drizzle's per-row mapping cost as much as the
// read itself (148 rows: 1.10 ms through drizzle, 0.53 ms as plain rows, measured in process).
const weighInRow = hotTable(weighIns, 'w', ['date', 'weightKg', 'waistCm', 'hipsCm', 'chestCm', 'bodyFatPct'])
const WEIGH_INS_WITH_MEASUREMENTS_SQL = `SELECT ${weighInRow.columns} FROM weigh_ins w WHERE w.user_id = ? AND w.date >= ? AND w.date <= ? ORDER BY w.date`
const WEIGHT_POINTS_SQL = 'SELECT w.date, w.weight_kg FROM weigh_ins w WHERE w.user_id = ? AND w.date >= ? AND w.date <= ? ORDER BY w.date'

/** Weigh-ins of days `from`..`to` (inclusive), ascending, with trends seeded {@link TREND_WARMUP_DAYS} before `from`. */
async function readWithTrend(db: Db, userId: string, from: string, to: string): Promise<WeighInView[]> {
	const rows = (await hotRows(db, WEIGH_INS_WITH_MEASUREMENTS_SQL, [userId, addDaysIso(from, -TREND_WARMUP_DAYS), to])).map(weighInRow.fromRow)
	const trend = trendWeights(rows)
	const out: WeighInView[] = []
	for (const [i, r] of rows.entries()) {
		if (r.date < from) continue
		out.push({ date: r.date, weightKg: r.weightKg, trendWeightKg: trend[i]!.trendWeightKg, waistCm: r.waistCm, hipsCm: r.hipsCm, chestCm: r.chestCm, bodyFatPct: r.bodyFatPct })
	}
	return out
}

/**
 * The days a read of the weight log covers: `to` defaults to the user's today, `from` to 89 days
 * before `to` (a 90-day chart).
 * @throws InvalidError naming `from` when it is after `to` or the range spans more than
 *   BODY_CAPS.weightRangeDays days.
 */
export function weightRange(actor: Actor, input: WeightRangeInput): { from: string; to: string } {
	const to = input.to ?? todayIn(actor.timezone)
	const from = input.from ?? addDaysIso(to, -89)
	if (from > to) invalid('from', 'from must be on or before to')
	if (daysBetween(from, to) + 1 > BODY_CAPS.weightRangeDays) invalid('from', `A read spans at most ${BODY_CAPS.weightRangeDays} days`)
	return { from, to }
}

/**
 * The caller's weigh-ins of a range of days (see {@link weightRange}), ascending, each with the trend
 * weight on its day. At most BODY_CAPS.weightRangeDays rows (one a day).
 * @throws InvalidError naming `from` for a reversed or too long range.
 */
export async function listWeighIns(db: Db, actor: Actor, input: WeightRangeInput): Promise<WeighInView[]> {
	const { from, to } = weightRange(actor, input)
	return readWithTrend(db, actor.userId, from, to)
}

/**
 * The scale weights a reader needs to compute the trend on the days `from`..`to` itself: the
 * caller's weigh-ins of `from` − {@link TREND_WARMUP_DAYS} through `to` as `{ date, weightKg }`
 * (kg), ascending. One read of the (user, day) key with only those two columns, so its cost is the
 * range plus the one warm-up, never the history. For a reader that runs the trend itself over a
 * sliding span (the expenditure estimate does, per day of its range); a reader that shows weigh-ins
 * uses {@link listWeighIns}, which attaches the trend.
 * @throws InvalidError naming `from` for a reversed or too long range (as {@link weightRange}).
 */
export async function weightPointsForTrend(db: Db, actor: Actor, input: { from: string; to: string }): Promise<WeightPoint[]> {
	const { from, to } = weightRange(actor, input)
	const rows = await hotRows(db, WEIGHT_POINTS_SQL, [actor.userId, addDaysIso(from, -TREND_WARMUP_DAYS), to])
	return rows.map(([date, weightKg]) => ({ date: String(date), weightKg: Number(weightKg) }))
}

/** The caller's latest weigh-in with its trend weight, or null when they have none. */
export async function latestWeighIn(db: Db, actor: Actor): Promise<WeighInView | null> {
	const [latest] = await db
		.select({ date: weighIns.date })
		.from(weighIns)
		.where(eq(weighIns.userId, actor.userId))
		.orderBy(desc(weighIns.date))
		.limit(1)
	if (!latest) return null
	const rows = await readWithTrend(db, actor.userId, latest.date, latest.date)
	return rows[0] ?? null
}

/** Key shape of the history list's cursor: the last row's date. */
const HISTORY_CURSOR = 's'

/**
 * One page of the caller's weigh-ins, newest first, each with its trend weight: `limit` rows
 * (default and most BODY_CAPS.historyPageSize) before the cursor's day.
 * @throws InvalidError naming `cursor` when it is not one this list gave out.
 */
export async function weighInHistory(db: Db, actor: Actor, input: { cursor?: string | null; limit?: number } = {}): Promise<Page<WeighInView>> {
	const limit = Math.min(Math.max(1, input.limit ?? BODY_CAPS.historyPageSize), BODY_CAPS.historyPageSize)
	const before = input.cursor ? String(decodeCursor(input.cursor, HISTORY_CURSOR)[0]) : null
	const dates = await db
		.select({ date: weighIns.date })
		.from(weighIns)
		.where(and(eq(weighIns.userId, actor.userId), before ? lt(weighIns.date, before) : undefined))
		.orderBy(desc(weighIns.date))
		.limit(limit + 1)
	const shown = dates.slice(0, limit)
	if (shown.length === 0) return { items: [], nextCursor: null, after: [] }
	const rows = await readWithTrend(db, actor.userId, shown[shown.length - 1]!.date, shown[0]!.date)
	const items = rows.reverse()
	const after = items.map((r) => encodeCursor([r.date]))
	return { items, nextCursor: dates.length > limit ? after[after.length - 1]! : null, after }
}

/** What the weight screen shows, read with one trend pass where the parts overlap. */
export type WeightLog = { chart: WeighInView[]; history: Page<WeighInView>; latest: WeighInView | null; day: WeighInView | null }

/**
 * The weight screen's data in as few reads as it can: the chart's days `from`..`to`, one page of
 * the history (newest first, before `cursor`), the latest weigh-in and the weigh-in of `day` (the
 * form's), each with its trend. The parts that lie together (the usual case: the first history
 * page, the latest weigh-in and today's inside or just before the chart's range) come from one read
 * of their span plus the trend's warm-up; a history page far back is read on its own. So the cost
 * is what the screen shows, never the whole history.
 * @throws InvalidError naming `from` for a reversed or too long range, `cursor` for a bad cursor.
 */
export async function weightLog(db: Db, actor: Actor, input: { from: string; to: string; cursor?: string | null; day: string }): Promise<WeightLog> {
	const { from, to } = weightRange(actor, input)
	const limit = BODY_CAPS.historyPageSize
	const before = input.cursor ? String(decodeCursor(input.cursor, HISTORY_CURSOR)[0]) : null
	const [dates, [latestRow]] = await Promise.all([
		db
			.select({ date: weighIns.date })
			.from(weighIns)
			.where(and(eq(weighIns.userId, actor.userId), before ? lt(weighIns.date, before) : undefined))
			.orderBy(desc(weighIns.date))
			.limit(limit + 1),
		db.select({ date: weighIns.date }).from(weighIns).where(eq(weighIns.userId, actor.userId)).orderBy(desc(weighIns.date)).limit(1),
	])
	const shown = dates.slice(0, limit)
	// Days within the chart's range or its warm-up before it are read in the one pass; others alone.
	const nearFrom = addDaysIso(from, -TREND_WARMUP_DAYS)
	const near = (day: string | undefined) => !!day && day >= nearFrom
	const oldestShown = shown[shown.length - 1]?.date
	const wanted = [from, to, ...[input.day, latestRow?.date, oldestShown, shown[0]?.date].filter((d): d is string => near(d))]
	const lo = wanted.reduce((a, b) => (a < b ? a : b))
	const hi = wanted.reduce((a, b) => (a > b ? a : b))
	const rows = await readWithTrend(db, actor.userId, lo, hi)
	const byDate = new Map(rows.map((r) => [r.date, r]))
	const alone = async (day: string | undefined) => (day ? (near(day) ? (byDate.get(day) ?? null) : ((await readWithTrend(db, actor.userId, day, day))[0] ?? null)) : null)
	const items = near(oldestShown) ? shown.map((d) => byDate.get(d.date)!) : oldestShown ? (await readWithTrend(db, actor.userId, oldestShown, shown[0]!.date)).reverse() : []
	const [latest, day] = await Promise.all([alone(latestRow?.date), alone(input.day)])
	const after = items.map((r) => encodeCursor([r.date]))
	return {
		chart: rows.filter((r) => r.date >= from && r.date <= to),
		history: { items, nextCursor: dates.length > limit && after.length ? after[after.length - 1]! : null, after },
		latest,
		day,
	}
}

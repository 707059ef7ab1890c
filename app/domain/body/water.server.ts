/**
 * Water: drinks logged in ml on a diary day (one row each, so the last one can be taken back), a
 * day's total against the user's `dailyWaterGoal` (spec section 9: default 2,000 ml), and a week's
 * days. Scoped to `actor.userId`. A drink moves the user's diary version (migration 0014's
 * triggers), so cached daily progress, which carries the day's water, is never stale.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { todayIn, weekDays } from '#app/domain/dates.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { DEFAULT_GOALS } from '#app/domain/nutrition/goals.ts'
import { users, waterEntries } from '#db/schema.ts'
import type { WaterInput } from './body.schema.ts'
import { BODY_CAPS, WATER_BOUNDS } from './caps.ts'
import { checkBetween, checkLogDay, invalid } from './rules.ts'

/** A day's water: total ml, the goal (ml), drinks logged and the id of the last one (null when none). */
export type DayWater = { date: string; ml: number; goalMl: number; drinks: number; lastDrinkId: string | null }

/** A week's water, Sunday to Saturday (spec section 9: weeks start Sunday), with the goal (ml). */
export type WeekWater = { days: { date: string; ml: number }[]; goalMl: number; averageMl: number }

/** The user's daily water goal, ml (spec section 9 default 2,000 ml when unset). */
async function waterGoal(db: Db, userId: string): Promise<number> {
	const [row] = await db.select({ goal: users.dailyWaterGoal }).from(users).where(eq(users.id, userId))
	if (!row) throw new NotFoundError('User')
	return row.goal ?? DEFAULT_GOALS.water
}

/**
 * Logs a drink of `input.ml` ml on `input.date` for the caller (the cap counted inside the writing
 * transaction, so two drinks cannot both take the last place).
 * @returns the day's water after it.
 * @throws InvalidError naming `date` (after the user's today or before 1900), `ml` (outside
 *   1-5,000 ml, or the day already holds BODY_CAPS.waterEntriesPerDay drinks).
 */
export async function addWater(db: Db, actor: Actor, input: WaterInput): Promise<DayWater> {
	checkLogDay(input.date, todayIn(actor.timezone))
	checkBetween(input.ml, { min: WATER_BOUNDS.mlMin, max: WATER_BOUNDS.mlMax }, 'ml', 'Water', 'ml')
	await db.transaction(async (tx) => {
		const [n] = await tx
			.select({ n: count() })
			.from(waterEntries)
			.where(and(eq(waterEntries.userId, actor.userId), eq(waterEntries.date, input.date)))
		if ((n?.n ?? 0) >= BODY_CAPS.waterEntriesPerDay) invalid('ml', `A day holds at most ${BODY_CAPS.waterEntriesPerDay} drinks`)
		await tx.insert(waterEntries).values({ id: createId(), userId: actor.userId, date: input.date, ml: input.ml })
	})
	return dayWater(db, actor, input.date)
}

/**
 * Takes back one of the caller's drinks.
 * @returns the day's water after it.
 * @throws NotFoundError when the drink is missing or another user's.
 */
export async function deleteWater(db: Db, actor: Actor, id: string): Promise<DayWater> {
	const [row] = await db
		.delete(waterEntries)
		.where(and(eq(waterEntries.id, id), eq(waterEntries.userId, actor.userId)))
		.returning({ date: waterEntries.date })
	if (!row) throw new NotFoundError('Drink')
	return dayWater(db, actor, row.date)
}

/** The caller's water on `date` (an ISO day): reads that day's drinks only (at most the day's cap). */
export async function dayWater(db: Db, actor: Actor, date: string): Promise<DayWater> {
	const [goalMl, [sum], [last]] = await Promise.all([
		waterGoal(db, actor.userId),
		db
			.select({ ml: sql<number>`coalesce(sum(${waterEntries.ml}), 0)`, drinks: count() })
			.from(waterEntries)
			.where(and(eq(waterEntries.userId, actor.userId), eq(waterEntries.date, date))),
		db
			.select({ id: waterEntries.id })
			.from(waterEntries)
			.where(and(eq(waterEntries.userId, actor.userId), eq(waterEntries.date, date)))
			.orderBy(desc(waterEntries.createdAt), desc(sql`rowid`))
			.limit(1),
	])
	return { date, ml: Number(sum?.ml ?? 0), goalMl, drinks: Number(sum?.drinks ?? 0), lastDrinkId: last?.id ?? null }
}

/** The caller's water on each day of the week (Sunday..Saturday) holding `day`: seven days' drinks only. */
export async function weekWater(db: Db, actor: Actor, day: string): Promise<WeekWater> {
	const days = weekDays(day)
	const [goalMl, rows] = await Promise.all([
		waterGoal(db, actor.userId),
		db
			.select({ date: waterEntries.date, ml: sql<number>`sum(${waterEntries.ml})` })
			.from(waterEntries)
			.where(and(eq(waterEntries.userId, actor.userId), gte(waterEntries.date, days[0]!), lte(waterEntries.date, days[6]!)))
			.groupBy(waterEntries.date),
	])
	const byDay = new Map(rows.map((r) => [r.date, Number(r.ml)]))
	const list = days.map((date) => ({ date, ml: byDay.get(date) ?? 0 }))
	const logged = list.filter((d) => d.ml > 0)
	const averageMl = logged.length ? logged.reduce((s, d) => s + d.ml, 0) / logged.length : 0
	return { days: list, goalMl, averageMl }
}

/**
 * A user's carbs per diary day for the history screens (/analytics): the day summaries the
 * triggers keep (diary_day_totals: carbs, fibre of the entries that know it, and the carbs of
 * those entries, migration 0013), so a range reads one row per active day whatever the history.
 * The net-carbs rule itself is app/domain/nutrition/net-carbs.ts.
 */
import { and, eq, gte, lte, or } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { roundTo } from '#app/domain/nutrition/nutrients.ts'
import type { CarbTotals } from '#app/domain/nutrition/net-carbs.ts'
import { diaryDayTotals } from '#db/schema.ts'

/**
 * The {@link CarbTotals} of each active day from `from` to `to` (inclusive, 'YYYY-MM-DD'), plus
 * the days in `alsoDays` (e.g. today beside last week), for `actor.userId` only. Days without a
 * logged meal are absent. One indexed range read (the table's key is user, date).
 */
export async function carbTotalsByDay(db: Db, actor: Actor, from: string, to: string, alsoDays: readonly string[] = []): Promise<Map<string, CarbTotals>> {
	const inRange = and(gte(diaryDayTotals.date, from), lte(diaryDayTotals.date, to))
	const extra = alsoDays.filter((d) => d < from || d > to)
	const rows = await db
		.select({ date: diaryDayTotals.date, carbsG: diaryDayTotals.carbsG, fiberG: diaryDayTotals.fiberG, fiberKnownCarbsG: diaryDayTotals.fiberKnownCarbsG })
		.from(diaryDayTotals)
		.where(and(eq(diaryDayTotals.userId, actor.userId), extra.length ? or(inRange, ...extra.map((d) => eq(diaryDayTotals.date, d))) : inRange))
	return new Map(
		rows.map((r) => [r.date, { carbsG: roundTo(r.carbsG ?? 0), fiberG: r.fiberG == null ? null : roundTo(r.fiberG), fiberKnownCarbsG: roundTo(r.fiberKnownCarbsG) }]),
	)
}

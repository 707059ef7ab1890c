/**
 * The weekly report's figures for one user and one Sunday-Saturday week: averages and on-track days
 * from the per-day diary aggregates (ADR 014: seven rows, never the history), the trend weight from
 * the weight log (app/domain/body, the trend of app/domain/nutrition/trend-weight.ts).
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { weightPointsForTrend } from '#app/domain/body/weigh-ins.server.ts'
import { addDaysIso } from '#app/domain/dates.ts'
import { trendOn, trendWeights } from '#app/domain/nutrition/trend-weight.ts'
import { diaryDayTotals } from '#db/schema.ts'
import type { UnitSystem } from '#app/domain/nutrition/body-units.ts'
import type { WeeklyReport } from './messages.ts'

/**
 * The report of the week starting on Sunday `weekStart` ('YYYY-MM-DD') for `actor`, in `units`.
 * Averages are per day with a meal logged (a day with nothing logged is not a day of 0 kcal).
 */
export async function weeklyReportFor(db: Db, actor: Actor, weekStart: string, units: UnitSystem): Promise<WeeklyReport> {
	const weekEnd = addDaysIso(weekStart, 6)
	const [days, points] = await Promise.all([
		db
			.select({ kcal: diaryDayTotals.kcal, proteinG: diaryDayTotals.proteinG, carbsG: diaryDayTotals.carbsG, fatG: diaryDayTotals.fatG, mealsLogged: diaryDayTotals.mealsLogged, onTrack: diaryDayTotals.onTrack })
			.from(diaryDayTotals)
			.where(and(eq(diaryDayTotals.userId, actor.userId), gte(diaryDayTotals.date, weekStart), lte(diaryDayTotals.date, weekEnd)))
			.orderBy(asc(diaryDayTotals.date)),
		weightPointsForTrend(db, actor, { from: weekStart, to: weekEnd }),
	])
	const logged = days.filter((d) => d.mealsLogged > 0)
	const mean = (pick: (d: (typeof logged)[number]) => number) => logged.reduce((sum, d) => sum + pick(d), 0) / logged.length
	const trend = trendWeights(points)
	const endKg = trendOn(trend, weekEnd)
	const startKg = trendOn(trend, addDaysIso(weekStart, -1))
	return {
		weekStart,
		weekEnd,
		daysLogged: logged.length,
		averages: logged.length ? { kcal: mean((d) => d.kcal), proteinG: mean((d) => d.proteinG), carbsG: mean((d) => d.carbsG), fatG: mean((d) => d.fatG) } : null,
		daysOnTrack: logged.filter((d) => d.onTrack).length,
		weight: endKg == null ? null : { endKg, changeKg: startKg == null ? null : endKg - startKg },
		units,
	}
}

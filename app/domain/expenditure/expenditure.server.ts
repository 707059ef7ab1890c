/**
 * The adaptive expenditure estimate read from a user's diary and weight log, days they marked as not
 * fully logged, and the goal a day had (goal history). The estimate's maths is pure:
 * app/domain/nutrition/expenditure.ts; the trend weight is the weight log's (app/domain/body/).
 */
import { and, desc, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { weightPointsForTrend } from '#app/domain/body/weigh-ins.server.ts'
import { addDaysIso, ageOn, isIsoDay, todayIn } from '#app/domain/dates.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { calorieTarget } from '#app/domain/nutrition/energy.ts'
import { EXPENDITURE_WINDOW_DAYS, estimateExpenditureOver, prepareWeighIns, type ExpenditureEstimate } from '#app/domain/nutrition/expenditure.ts'
import { TREND_WARMUP_DAYS, trendWeights } from '#app/domain/nutrition/trend-weight.ts'
import { getUser } from '#app/domain/users/users.server.ts'
import { diaryDayTotals, goalHistory, incompleteDays, type User } from '#db/schema.ts'

/**
 * The day a read is for: `date` when given (must be a real 'YYYY-MM-DD' between 1900 and the
 * user's today), else the user's today.
 * @throws InvalidError naming `date`.
 */
export function expenditureDay(actor: Actor, date: string | null | undefined): string {
	const today = todayIn(actor.timezone)
	if (date === null || date === undefined || date === '') return today
	if (!isIsoDay(date) || date < '1900-01-01' || date > today) throw new InvalidError('date: not a day up to today', { date: ['date must be a day (YYYY-MM-DD) from 1900 up to today'] })
	return date
}

/**
 * The formula's expenditure for `user` on `day`, kcal/day: Mifflin-St Jeor × activity factor
 * (energy.ts calorieTarget's maintenance, the sign-up goal calculation's own), from the profile and
 * `weightKg` (the trend weight when there is one). Without sex, birth date, height or activity
 * level the formula cannot run: the user's calorie goal stands in (said by `fromGoal`).
 */
export function formulaExpenditure(user: User, day: string, weightKg: number | null): { kcal: number; fromGoal: boolean } {
	const ageYears = ageOn(user.dateOfBirth, day)
	const weight = weightKg ?? user.weightKg
	if (!user.gender || ageYears === null || !user.heightCm || !weight || !user.activityLevel) return { kcal: user.dailyCalorieGoal, fromGoal: true }
	const t = calorieTarget({ sex: user.gender, ageYears, heightCm: user.heightCm, weightKg: weight, activityLevel: user.activityLevel, goal: 'maintain', rateKgPerWeek: 0 })
	return { kcal: t.maintenance, fromGoal: false }
}

/** An estimate as the API and screens show it, plus whether the formula had to use the calorie goal. */
export type ExpenditureView = ExpenditureEstimate & { formulaFromGoal: boolean }

/**
 * The caller's expenditure estimate on `date` (default their today): reads the window's logged
 * days (diary_day_totals: one row per day with a meal, so a day with nothing logged is missing),
 * the days marked incomplete, and the weigh-ins of the window plus the trend's warm-up.
 * @throws InvalidError naming `date`.
 */
export async function expenditureOn(db: Db, actor: Actor, input: { date?: string | null } = {}): Promise<ExpenditureView> {
	const date = expenditureDay(actor, input.date)
	const { estimates } = await expenditureSeries(db, actor, { from: date, to: date })
	return estimates[0]!
}

/** One day of the intake-vs-expenditure chart: kcal logged (null when nothing, or marked incomplete) and the estimate. */
export type ExpenditureDay = { date: string; intakeKcal: number | null; incomplete: boolean; estimate: ExpenditureView }

/**
 * The estimate on each day `from`..`to` (at most {@link EXPENDITURE_WINDOW_DAYS} × 4 days), each as
 * {@link expenditureOn} would give it; with each day's logged intake for the chart. One read each of
 * the logged days and the marked days of `from`'s window through `to`, and one of the scale weights
 * of that span plus the trend's one warm-up ({@link TREND_WARMUP_DAYS} days before the window:
 * weightPointsForTrend, date and kg only). So a read costs its days + window + warm-up (148 days of
 * weigh-ins for one day's estimate, 175 for four weeks), never the history. Each day's estimate
 * sees the weigh-ins of its own window and warm-up only, so a day's figure does not depend on the
 * range it was read in.
 * @throws InvalidError naming `from` for a reversed or too long range, `date`-style errors for `to`.
 */
export async function expenditureSeries(db: Db, actor: Actor, input: { from: string; to: string }): Promise<{ days: ExpenditureDay[]; estimates: ExpenditureView[] }> {
	const to = expenditureDay(actor, input.to)
	const from = input.from
	if (!isIsoDay(from) || from > to || addDaysIso(from, EXPENDITURE_WINDOW_DAYS * 4) <= to) throw new InvalidError('from: not a range', { from: ['from must be a day up to 112 days before to'] })
	const first = addDaysIso(from, -(EXPENDITURE_WINDOW_DAYS - 1))
	const [user, rows, marked, weights] = await Promise.all([
		getUser(db, actor.userId),
		db
			.select({ date: diaryDayTotals.date, kcal: diaryDayTotals.kcal })
			.from(diaryDayTotals)
			.where(and(eq(diaryDayTotals.userId, actor.userId), gt(diaryDayTotals.date, addDaysIso(first, -1)), lte(diaryDayTotals.date, to))),
		db
			.select({ date: incompleteDays.date })
			.from(incompleteDays)
			.where(and(eq(incompleteDays.userId, actor.userId), gt(incompleteDays.date, addDaysIso(first, -1)), lte(incompleteDays.date, to))),
		weightPointsForTrend(db, actor, { from: first, to }),
	])
	const incomplete = new Set(marked.map((m) => m.date))
	const intake = rows.map((d) => ({ date: d.date, kcal: d.kcal, incomplete: incomplete.has(d.date) }))
	const byDate = new Map(intake.map((d) => [d.date, d]))
	// The trend over the whole span (seeded a warm-up before the first window) gives the formula's weight.
	const trend = trendWeights(weights)
	// Each weigh-in's date parsed once for all the days' estimates.
	const prepared = prepareWeighIns(weights)
	const days: ExpenditureDay[] = []
	let lo = 0
	let hi = 0
	for (let date = from; date <= to; date = addDaysIso(date, 1)) {
		// This day's window and warm-up: weigh-ins lo..hi-1 (ascending, so both ends only move forward).
		const seedFrom = addDaysIso(date, -(EXPENDITURE_WINDOW_DAYS - 1 + TREND_WARMUP_DAYS))
		while (lo < weights.length && weights[lo]!.date < seedFrom) lo++
		while (hi < weights.length && weights[hi]!.date <= date) hi++
		const formula = formulaExpenditure(user, date, hi > lo ? trend[hi - 1]!.trendWeightKg : null)
		const estimate = estimateExpenditureOver({ date, formulaKcal: formula.kcal, intake }, prepared, lo, hi)
		const day = byDate.get(date)
		days.push({ date, intakeKcal: day && !day.incomplete ? day.kcal : null, incomplete: incomplete.has(date), estimate: { ...estimate, formulaFromGoal: formula.fromGoal } })
	}
	return { days, estimates: days.map((d) => d.estimate) }
}

/**
 * Marks (or unmarks) the caller's diary day `date` as not fully logged, so the estimate leaves it out.
 * @throws InvalidError naming `date`.
 */
export async function setDayIncomplete(db: Db, actor: Actor, input: { date: string; incomplete: boolean }): Promise<{ date: string; incomplete: boolean }> {
	const date = expenditureDay(actor, input.date)
	if (input.incomplete) await db.insert(incompleteDays).values({ userId: actor.userId, date }).onConflictDoNothing()
	else await db.delete(incompleteDays).where(and(eq(incompleteDays.userId, actor.userId), eq(incompleteDays.date, date)))
	return { date, incomplete: input.incomplete }
}

/** Whether the caller marked `date` as not fully logged. */
export async function isDayIncomplete(db: Db, actor: Actor, date: string): Promise<boolean> {
	const [row] = await db
		.select({ date: incompleteDays.date })
		.from(incompleteDays)
		.where(and(eq(incompleteDays.userId, actor.userId), eq(incompleteDays.date, date)))
	return Boolean(row)
}

/** The calorie and macro goals a day is judged against (kcal, g). */
export type DayGoals = { dailyCalorieGoal: number; dailyProteinGoal: number; dailyCarbGoal: number; dailyFatGoal: number }

/**
 * The goals the caller had on `date`: the latest goal-history row effective on or before it, else
 * (no history yet, or a day before it began) the goals on the users row.
 */
export async function goalsOn(db: Db, actor: Actor, date: string): Promise<DayGoals> {
	const [row] = await db
		.select()
		.from(goalHistory)
		.where(and(eq(goalHistory.userId, actor.userId), lte(goalHistory.effectiveFrom, date)))
		.orderBy(desc(goalHistory.effectiveFrom))
		.limit(1)
	const src = row ?? (await getUser(db, actor.userId))
	return { dailyCalorieGoal: src.dailyCalorieGoal, dailyProteinGoal: src.dailyProteinGoal, dailyCarbGoal: src.dailyCarbGoal, dailyFatGoal: src.dailyFatGoal }
}

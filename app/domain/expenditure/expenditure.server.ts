/**
 * The adaptive expenditure estimate read from a user's diary and weight log, days they marked as not
 * fully logged, and the goal a day had (goal history). The estimate's maths is pure:
 * app/domain/nutrition/expenditure.ts; the trend weight is the weight log's (app/domain/body/).
 */
import { and, desc, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { listWeighIns } from '#app/domain/body/weigh-ins.server.ts'
import { addDaysIso, ageOn, isIsoDay, todayIn } from '#app/domain/dates.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { calorieTarget } from '#app/domain/nutrition/energy.ts'
import { EXPENDITURE_WINDOW_DAYS, estimateExpenditure, type ExpenditureEstimate } from '#app/domain/nutrition/expenditure.ts'
import { TREND_WARMUP_DAYS } from '#app/domain/nutrition/trend-weight.ts'
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
	const from = addDaysIso(date, -(EXPENDITURE_WINDOW_DAYS - 1))
	const [user, days, marked, weights] = await Promise.all([
		getUser(db, actor.userId),
		db
			.select({ date: diaryDayTotals.date, kcal: diaryDayTotals.kcal })
			.from(diaryDayTotals)
			.where(and(eq(diaryDayTotals.userId, actor.userId), gt(diaryDayTotals.date, addDaysIso(from, -1)), lte(diaryDayTotals.date, date))),
		db
			.select({ date: incompleteDays.date })
			.from(incompleteDays)
			.where(and(eq(incompleteDays.userId, actor.userId), gt(incompleteDays.date, addDaysIso(from, -1)), lte(incompleteDays.date, date))),
		listWeighIns(db, actor, { from: addDaysIso(from, -TREND_WARMUP_DAYS), to: date }),
	])
	const incomplete = new Set(marked.map((m) => m.date))
	const lastWeight = weights.at(-1)?.trendWeightKg ?? null
	const formula = formulaExpenditure(user, date, lastWeight)
	const estimate = estimateExpenditure({
		date,
		formulaKcal: formula.kcal,
		intake: days.map((d) => ({ date: d.date, kcal: d.kcal, incomplete: incomplete.has(d.date) })),
		weighIns: weights.map((w) => ({ date: w.date, weightKg: w.weightKg })),
	})
	return { ...estimate, formulaFromGoal: formula.fromGoal }
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

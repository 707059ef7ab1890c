/**
 * User statistics: the ONE definition of every stat the profile, analytics and
 * GET /api/users/{id}/stats show. Every query is scoped to the given user.
 *
 * Vocabulary (used by every stat below):
 * - **Diary day**: a 'YYYY-MM-DD' day in the user's time zone, as stored on meals
 *   (docs/decisions/003-units-and-snapshots.md).
 * - **Logged meal**: a meal with at least one food entry, or whose calories the user typed in
 *   Edit Meal into a non-zero calorie adjustment. Empty meals (created and never filled) do not count.
 * - **Active day**: a diary day with at least one logged meal.
 * - **Day calories**: the dashboard's daily total (`caloriesByDay` in diary.server.ts: the sum of
 *   the day's meals, including Edit Meal adjustments), kcal.
 * - **On-track day**: an active day whose calories are on track for the user's *current* daily
 *   calorie goal by `isOnTrack` (nutrition/progress.ts, THE on-track rule). Goals are not versioned, so
 *   past days are judged against today's goal.
 * - **Week**: Sunday..Saturday (spec section 9) containing the user's today in their time zone.
 * - **The past**: every stat here is about days up to the user's today. A meal dated in the
 *   future (Edit Meal can move one there) never counts, until its day comes.
 */
import { and, asc, count, desc, eq, exists, gte, lte, max, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { todayIn, weekDays } from '#app/domain/dates.ts'
import { caloriesByDay } from '#app/domain/diary/diary.server.ts'
import { isOnTrack } from '#app/domain/nutrition/index.ts'
import { mealFoods, meals, type User } from '#db/schema.ts'

/** The spec's User stats (section 3), as GET /api/users/{id}/stats returns them. */
export type UserStats = {
	/** Number of active days, all time. */
	daysActive: number
	/** Percent (0-100, whole number) of active days that were on track; 0 with no active days. */
	goalSuccessRate: number
	/** Number of logged meals, all time. */
	totalMeals: number
	/** Mean day calories over the active days, rounded to whole kcal; 0 with no active days. */
	avgCalories: number
	/**
	 * Name of the food logged in the most entries (all time, by the name stored on the entry);
	 * ties go to the most recently logged, then alphabetical. null when nothing was logged.
	 */
	favoriteFood: string | null
}

/** One active day: its calories (kcal), number of logged meals and whether it was on track. */
export type ActiveDay = { date: string; calories: number; meals: number; onTrack: boolean }

/** Aggregates of a set of active days; see `summarizeDays`. */
export type DaysSummary = {
	daysActive: number
	daysOnTrack: number
	totalMeals: number
	/** Sum of day calories, kcal. */
	totalCalories: number
	/** Mean day calories over active days, whole kcal; 0 with none. */
	avgCalories: number
	/** Percent of active days on track, whole number; 0 with none. */
	goalSuccessRate: number
}

/** This Week's Summary on the profile (spec section 2). */
export type WeekSummary = {
	weekStart: string
	weekEnd: string
	/** Logged meals on the week's diary days. */
	mealsLogged: number
	/** Mean day calories over the week's active days (not over 7), whole kcal; 0 with none. */
	avgCalories: number
	/** On-track days of the week (shown as N/7). */
	daysOnTrack: number
	/** Always 7. */
	daysInWeek: 7
}

/** A meal counts as logged when it has an entry or a non-zero calorie adjustment (see the module doc). */
function loggedMeal(db: Db): SQL {
	return or(
		ne(meals.calorieAdjustment, 0),
		exists(db.select({ one: sql`1` }).from(mealFoods).where(eq(mealFoods.mealId, meals.id))),
	)!
}

/**
 * The user's active days within an inclusive range of diary days (the whole diary when a bound
 * is omitted), in date order, each with its calories, logged meals and on-track flag.
 */
export async function getActiveDays(
	db: Db,
	user: Pick<User, 'id' | 'dailyCalorieGoal' | 'timezone'>,
	range: { from?: string; to?: string } = {},
	now: Date = new Date(),
): Promise<ActiveDay[]> {
	const to = pastOnly(user, range.to, now)
	const rows = await db
		.select({ date: meals.date, meals: count() })
		.from(meals)
		.where(
			and(
				eq(meals.userId, user.id),
				range.from ? gte(meals.date, range.from) : undefined,
				lte(meals.date, to),
				loggedMeal(db),
			),
		)
		.groupBy(meals.date)
		.orderBy(asc(meals.date))
	if (rows.length === 0) return []
	const calories = await caloriesByDay(db, user.id, rows[0]!.date, rows[rows.length - 1]!.date)
	return rows.map((r) => {
		const kcal = calories.get(r.date) ?? 0
		return { date: r.date, calories: kcal, meals: Number(r.meals), onTrack: isOnTrack(kcal, user.dailyCalorieGoal) }
	})
}

/** The last diary day a stat may count: `to`, but never after the user's today. */
function pastOnly(user: Pick<User, 'timezone'>, to: string | undefined, now: Date): string {
	const today = todayIn(user.timezone, now)
	return to && to < today ? to : today
}

/** Pure aggregation of active days (the formulas of `UserStats` and `WeekSummary`). */
export function summarizeDays(days: readonly ActiveDay[]): DaysSummary {
	const daysActive = days.length
	const daysOnTrack = days.filter((d) => d.onTrack).length
	const totalMeals = days.reduce((acc, d) => acc + d.meals, 0)
	const totalCalories = days.reduce((acc, d) => acc + d.calories, 0)
	return {
		daysActive,
		daysOnTrack,
		totalMeals,
		totalCalories,
		avgCalories: daysActive ? Math.round(totalCalories / daysActive) : 0,
		goalSuccessRate: daysActive ? Math.round((daysOnTrack / daysActive) * 100) : 0,
	}
}

/** The user's favourite food, as defined on `UserStats.favoriteFood`. */
export async function getFavoriteFood(db: Db, user: Pick<User, 'id' | 'timezone'>, range: { from?: string; to?: string } = {}, now: Date = new Date()): Promise<string | null> {
	const userId = user.id
	const times = count()
	const last = max(mealFoods.loggedAt)
	const [row] = await db
		.select({ name: mealFoods.foodName, times, last })
		.from(mealFoods)
		.innerJoin(meals, eq(meals.id, mealFoods.mealId))
		.where(
			and(
				eq(mealFoods.userId, userId),
				eq(meals.userId, userId),
				range.from ? gte(meals.date, range.from) : undefined,
				lte(meals.date, pastOnly(user, range.to, now)),
			),
		)
		.groupBy(mealFoods.foodName)
		.orderBy(desc(times), desc(last), asc(mealFoods.foodName))
		.limit(1)
	return row?.name ?? null
}

/**
 * The spec's User stats for `user` (section 3): daysActive, goalSuccessRate, totalMeals,
 * avgCalories, favoriteFood; each defined on `UserStats` and in this module's doc.
 * Used by /profile and GET /api/users/{id}/stats; keep this signature.
 */
export async function getUserStats(db: Db, user: User): Promise<UserStats> {
	const [days, favoriteFood] = await Promise.all([getActiveDays(db, user), getFavoriteFood(db, user)])
	const s = summarizeDays(days)
	return {
		daysActive: s.daysActive,
		goalSuccessRate: s.goalSuccessRate,
		totalMeals: s.totalMeals,
		avgCalories: s.avgCalories,
		favoriteFood,
	}
}

/**
 * This Week's Summary: logged meals, mean calories over active days and on-track days of the
 * Sunday..Saturday week containing the user's today (their time zone). `now` is for tests.
 */
export async function getWeekSummary(db: Db, user: User, now: Date = new Date()): Promise<WeekSummary> {
	const days = weekDays(todayIn(user.timezone, now))
	const weekStart = days[0]!
	const weekEnd = days[6]!
	const s = summarizeDays(await getActiveDays(db, user, { from: weekStart, to: weekEnd }, now))
	return { weekStart, weekEnd, mealsLogged: s.totalMeals, avgCalories: s.avgCalories, daysOnTrack: s.daysOnTrack, daysInWeek: 7 }
}

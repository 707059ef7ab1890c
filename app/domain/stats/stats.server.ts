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
 * - **Day calories**: the dashboard's daily total (the sum of the day's meals, including Edit
 *   Meal adjustments), rounded to 0.01 kcal (`roundTo`).
 * - **On-track day**: an active day whose calories are on track by `isOnTrack` (nutrition/progress.ts,
 *   THE on-track rule) for the calorie target *that day had*: the goal in force on it in the goal
 *   history (its weekday's target when the goal has per-weekday targets), kept on the day's row as
 *   `goal_kcal` (migration 0018). Changing the goal today never re-judges last month.
 * - **Week**: Sunday..Saturday (spec section 9) containing the user's today in their time zone.
 * - **The past**: every stat here is about days up to the user's today. A meal dated in the
 *   future (Edit Meal can move one there) never counts, until its day comes.
 *
 * Cost grows with the answer, not with the history: every figure is read from aggregates that
 * SQLite triggers keep in the same transaction as every diary write (migration 0008, db/schema.ts):
 * `diary_day_totals` (one row per active day: a range reads one row a day), `diary_user_totals`
 * (all-time sums: one row) and `diary_food_counts` (entries per food name: the favourite is the
 * first row of an index). Days and entries dated after today are read and taken off (usually none).
 */
import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { todayIn, weekDays } from '#app/domain/dates.ts'
import { isOnTrack, roundTo } from '#app/domain/nutrition/index.ts'
import { diaryDayTotals, diaryFoodCounts, diaryUserTotals, mealFoods, meals, type User } from '#db/schema.ts'

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

/** One active day: its calories (kcal), number of logged meals, its calorie target (kcal) and whether it was on track against it. */
export type ActiveDay = { date: string; calories: number; meals: number; goal: number; onTrack: boolean }

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

/**
 * The user's active days within an inclusive range of diary days (never after their today), in
 * date order, each with its calories, logged meals and on-track flag: one row per active day of
 * `diary_day_totals` (with the day's own calorie target), so a week reads at most 7 rows whatever the history. Without `from` it reads
 * every active day (tests); the screens pass a bounded range.
 */
export async function getActiveDays(
	db: Db,
	user: Pick<User, 'id' | 'timezone'>,
	range: { from?: string; to?: string } = {},
	now: Date = new Date(),
): Promise<ActiveDay[]> {
	const rows = await db
		.select({ date: diaryDayTotals.date, kcal: diaryDayTotals.kcal, meals: diaryDayTotals.mealsLogged, goal: diaryDayTotals.goalKcal })
		.from(diaryDayTotals)
		.where(
			and(
				eq(diaryDayTotals.userId, user.id),
				range.from ? gte(diaryDayTotals.date, range.from) : undefined,
				lte(diaryDayTotals.date, pastOnly(user, range.to, now)),
			),
		)
		.orderBy(asc(diaryDayTotals.date))
	return rows.map((r) => {
		const calories = roundTo(r.kcal)
		return { date: r.date, calories, meals: r.meals, goal: r.goal, onTrack: isOnTrack(calories, r.goal) }
	})
}

/** The last diary day a stat may count: `to`, but never after the user's today. */
function pastOnly(user: Pick<User, 'timezone'>, to: string | undefined, now: Date): string {
	const today = todayIn(user.timezone, now)
	return to && to < today ? to : today
}

/** Pure aggregation of active days (the formulas of `UserStats` and `WeekSummary`). */
export function summarizeDays(days: readonly Pick<ActiveDay, 'calories' | 'meals' | 'onTrack'>[]): DaysSummary {
	const daysActive = days.length
	const daysOnTrack = days.filter((d) => d.onTrack).length
	const totalMeals = days.reduce((acc, d) => acc + d.meals, 0)
	const totalCalories = days.reduce((acc, d) => acc + d.calories, 0)
	return summaryOf({ daysActive, daysOnTrack, totalMeals, totalCalories })
}

function summaryOf(t: Pick<DaysSummary, 'daysActive' | 'daysOnTrack' | 'totalMeals' | 'totalCalories'>): DaysSummary {
	return {
		...t,
		avgCalories: t.daysActive ? Math.round(t.totalCalories / t.daysActive) : 0,
		goalSuccessRate: t.daysActive ? Math.round((t.daysOnTrack / t.daysActive) * 100) : 0,
	}
}

/**
 * All-time figures up to the user's today: the user's `diary_user_totals` row minus their days
 * after today (`diary_day_totals` rows past today; normally none). Day calories add in hundredths
 * of a kcal, as the row keeps them (each day rounded to 0.01, then summed exactly).
 */
async function allTimeSummary(db: Db, user: Pick<User, 'id' | 'timezone'>, now: Date): Promise<DaysSummary> {
	const today = todayIn(user.timezone, now)
	const centi = sql<number>`total(cast(round(${diaryDayTotals.kcal} * 100) as integer))`
	const [[all], [future]] = await Promise.all([
		db.select().from(diaryUserTotals).where(eq(diaryUserTotals.userId, user.id)),
		db
			.select({ days: count(), onTrack: sql<number>`total(${diaryDayTotals.onTrack})`, meals: sql<number>`total(${diaryDayTotals.mealsLogged})`, kcalCenti: centi })
			.from(diaryDayTotals)
			.where(and(eq(diaryDayTotals.userId, user.id), gt(diaryDayTotals.date, today))),
	])
	if (!all) return summaryOf({ daysActive: 0, daysOnTrack: 0, totalMeals: 0, totalCalories: 0 })
	return summaryOf({
		daysActive: all.daysActive - (future?.days ?? 0),
		daysOnTrack: all.daysOnTrack - Number(future?.onTrack ?? 0),
		totalMeals: all.mealsLogged - Number(future?.meals ?? 0),
		totalCalories: (all.kcalCenti - Number(future?.kcalCenti ?? 0)) / 100,
	})
}

type FoodRank = { name: string; entries: number; last: number }

/** Orders food names as the favourite is chosen: most entries, then latest logged, then name. */
function byRank(a: FoodRank, b: FoodRank): number {
	return b.entries - a.entries || b.last - a.last || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
}

/**
 * The user's favourite food, as defined on `UserStats.favoriteFood`, up to their today: the first
 * row of `diary_food_counts` in rank order, except that entries dated after today do not count yet
 * (their names are ranked again without them; normally there are none).
 */
export async function getFavoriteFood(db: Db, user: Pick<User, 'id' | 'timezone'>, now: Date = new Date()): Promise<string | null> {
	const today = todayIn(user.timezone, now)
	const future = await db
		.select({ name: mealFoods.foodName, entries: count() })
		.from(meals)
		.innerJoin(mealFoods, eq(mealFoods.mealId, meals.id))
		// Filtered on the meal's user only: its entries are the user's, and a condition on
		// meal_foods.user_id would let SQLite walk every entry of the user instead of the future days.
		.where(and(eq(meals.userId, user.id), gt(meals.date, today)))
		.groupBy(mealFoods.foodName)
	const later = new Map(future.map((f) => [f.name, f.entries]))
	const ranked = () => db.select({ name: diaryFoodCounts.foodName, entries: diaryFoodCounts.entries, last: diaryFoodCounts.lastLoggedAt }).from(diaryFoodCounts)
	// The first name with no entry after today is the best of those names (at most `later.size` skipped).
	const top = await ranked()
		.where(eq(diaryFoodCounts.userId, user.id))
		.orderBy(desc(diaryFoodCounts.entries), desc(diaryFoodCounts.lastLoggedAt), asc(diaryFoodCounts.foodName))
		.limit(later.size + 1)
	const candidates: FoodRank[] = top.filter((r) => !later.has(r.name)).slice(0, 1).map((r) => ({ name: r.name, entries: r.entries, last: r.last.getTime() }))
	if (later.size > 0) {
		const counted = await ranked().where(and(eq(diaryFoodCounts.userId, user.id), inArray(diaryFoodCounts.foodName, [...later.keys()])))
		for (const r of counted) {
			const entries = r.entries - (later.get(r.name) ?? 0)
			if (entries <= 0) continue
			const [latest] = await db
				.select({ at: mealFoods.loggedAt })
				.from(mealFoods)
				.innerJoin(meals, eq(meals.id, mealFoods.mealId))
				.where(and(eq(mealFoods.userId, user.id), eq(mealFoods.foodName, r.name), lte(meals.date, today)))
				.orderBy(desc(mealFoods.loggedAt))
				.limit(1)
			candidates.push({ name: r.name, entries, last: latest?.at.getTime() ?? 0 })
		}
	}
	return candidates.sort(byRank)[0]?.name ?? null
}

/**
 * The spec's User stats for `user` (section 3): daysActive, goalSuccessRate, totalMeals,
 * avgCalories, favoriteFood; each defined on `UserStats` and in this module's doc, up to the
 * user's today (`now` is for tests). Used by /profile and GET /api/users/{id}/stats.
 */
export async function getUserStats(db: Db, user: User, now: Date = new Date()): Promise<UserStats> {
	const [s, favoriteFood] = await Promise.all([allTimeSummary(db, user, now), getFavoriteFood(db, user, now)])
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

/**
 * The analytics screen's numbers (spec section 2 "Analytics"), computed from the same
 * definitions as the profile stats (stats.server.ts): active days, day calories, on-track days.
 *
 * - **Chart**: one bar per diary day of the range (`rangeDays`): Sunday..Saturday for the
 *   weeks, every day of the calendar month for This Month. Days without logged meals count 0.
 * - **Avg Daily**: mean day calories over the range's active days (days with logged meals),
 *   not over all its days; 0 when none. The same formula as the profile's Average Calories.
 * - **On Track**: number of on-track days in the range (`isOnTrack`), each day against the calorie
 *   target it had (the goal history's, with per-weekday targets: stats.server.ts `ActiveDay.goal`);
 *   a day above that range is marked `over` (`isOverRange`), so going over never looks like success.
 * - **Goal line**: today's calorie target when today is in the range, else the range's last day's;
 *   each day also carries its own target (`goal`), which differs on a goal change or with
 *   per-weekday targets.
 * - **Best Day**: the range's day with the most calories (the earliest on a tie); null ('N/A')
 *   when no day has calories.
 * - **Today's Nutrition**: `getDailyProgress` for the user's today — the dashboard's totals.
 * - **Insights**: on-track days of *this* week whatever the selected range, and the protein
 *   still to eat today when under 80% of the goal (`proteinShortfall`).
 */
import type { Db } from '#app/db.server.ts'
import { todayIn, weekDays } from '#app/domain/dates.ts'
import { getDailyProgress } from '#app/domain/diary/diary.server.ts'
import { calorieTargetsByDay } from '#app/domain/users/goal-history.server.ts'
import { goalProgress, isOverRange, type GoalProgress } from '#app/domain/nutrition/index.ts'
import type { User } from '#db/schema.ts'
import { ANALYTICS_RANGE_LABELS, barHeightPercent, proteinShortfall, rangeDays, type AnalyticsRange } from './analytics.ts'
import { getActiveDays, summarizeDays } from './stats.server.ts'

export type AnalyticsDay = {
	date: string
	calories: number
	onTrack: boolean
	/** The day's calorie target (kcal): the goal in force that day, its weekday's target when set. */
	goal: number
	/** Above the on-track range (over 110 % of the day's calorie target). */
	over: boolean
	isToday: boolean
	/** Percent of the chart height, at least 5. */
	heightPercent: number
}

/** A nutrient against its goal: `percent` uncapped for the text, `barPercent` capped at 100 for the bar, and what is left or over. */
export type NutrientProgress = GoalProgress

export type Analytics = Awaited<ReturnType<typeof getAnalytics>>

/** Everything /analytics shows for `range`, relative to the user's today (`now` for tests). */
export async function getAnalytics(db: Db, user: User, { range, now = new Date() }: { range: AnalyticsRange; now?: Date }) {
	const today = todayIn(user.timezone, now)
	const dates = rangeDays(range, today)
	const from = dates[0]!
	const to = dates[dates.length - 1]!
	const thisWeek = weekDays(today)
	const [active, weekActive, progress, targets] = await Promise.all([
		getActiveDays(db, user, { from, to }, now),
		range === 'this-week' ? null : getActiveDays(db, user, { from: thisWeek[0], to: thisWeek[6] }, now),
		getDailyProgress(db, user, today),
		calorieTargetsByDay(db, user, from, to),
	])
	const byDate = new Map(active.map((d) => [d.date, d]))
	// An active day's own row says the target it was judged by; a day without one, the history's.
	const goalOf = (date: string) => byDate.get(date)?.goal ?? targets.get(date) ?? user.dailyCalorieGoal
	const goal = goalOf(today >= from && today <= to ? today : to)
	const scaleMax = Math.max(goal, ...dates.map(goalOf), ...active.map((d) => d.calories))
	const days: AnalyticsDay[] = dates.map((date) => {
		const d = byDate.get(date)
		const calories = d?.calories ?? 0
		const dayGoal = goalOf(date)
		return { date, calories, goal: dayGoal, onTrack: d?.onTrack ?? false, over: isOverRange(calories, dayGoal), isToday: date === today, heightPercent: barHeightPercent(calories, scaleMax) }
	})
	const summary = summarizeDays(active)
	const best = active.reduce<(typeof active)[number] | null>((acc, d) => (d.calories > 0 && (!acc || d.calories > acc.calories) ? d : acc), null)
	const nutrient = (consumed: number, goalValue: number): NutrientProgress => goalProgress(consumed, goalValue)
	const { consumed, goals } = progress
	return {
		range,
		rangeLabel: ANALYTICS_RANGE_LABELS[range],
		today,
		from,
		to,
		goal,
		scaleMax,
		days,
		summary: {
			avgDaily: summary.avgCalories,
			onTrackDays: summary.daysOnTrack,
			activeDays: summary.daysActive,
			daysInRange: dates.length,
			bestDay: best ? { date: best.date, calories: best.calories } : null,
		},
		todayNutrition: {
			kcal: nutrient(consumed.kcal ?? 0, goals.kcal ?? 0),
			proteinG: nutrient(consumed.proteinG ?? 0, goals.proteinG ?? 0),
			carbsG: nutrient(consumed.carbsG ?? 0, goals.carbsG ?? 0),
			fatG: nutrient(consumed.fatG ?? 0, goals.fatG ?? 0),
		},
		insights: {
			daysOnTrackThisWeek: weekActive ? summarizeDays(weekActive).daysOnTrack : summary.daysOnTrack,
			proteinShortfall: proteinShortfall(consumed.proteinG ?? 0, goals.proteinG ?? 0),
		},
	}
}

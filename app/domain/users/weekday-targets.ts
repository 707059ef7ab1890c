/**
 * Per-weekday calorie targets (pure, isomorphic: the Goals form shows the weekly total with it and
 * the server validates with it). A person may eat more on training days and less on rest days while
 * the week adds up to the same total as seven days at the daily goal, so the weekly energy balance
 * the goal was set for (and the check-in's rate) stays what it was.
 *
 * Why refuse instead of redistributing: a set that does not add up is refused with the weekly total
 * and the difference in the message, and nothing is saved. Spreading the difference over the other
 * days silently would change numbers the person typed (often the very training-day figure they care
 * about), and which days should absorb it is a choice only they can make.
 */
import { NUTRITION_GOAL_BOUNDS } from './form-rules.ts'

/** The seven fields, Sunday..Saturday (the app's weeks run Sunday..Saturday, spec section 9), with their labels. */
export const WEEKDAY_TARGETS = [
	{ key: 'sunKcal', label: 'Sunday' },
	{ key: 'monKcal', label: 'Monday' },
	{ key: 'tueKcal', label: 'Tuesday' },
	{ key: 'wedKcal', label: 'Wednesday' },
	{ key: 'thuKcal', label: 'Thursday' },
	{ key: 'friKcal', label: 'Friday' },
	{ key: 'satKcal', label: 'Saturday' },
] as const
export type WeekdayKey = (typeof WEEKDAY_TARGETS)[number]['key']

/** kcal per weekday, Sunday..Saturday (index = `Date.getUTCDay()` of the diary day). */
export type WeekdayKcal = readonly [number, number, number, number, number, number, number]

/** One weekday's target bounds: the daily calorie goal's (spec section 5: 800-5,000 kcal, whole numbers). */
export const WEEKDAY_KCAL_BOUNDS = { min: NUTRITION_GOAL_BOUNDS.dailyCalorieGoal.min, max: NUTRITION_GOAL_BOUNDS.dailyCalorieGoal.max } as const

/** The field that names a weekly total that does not add up (forms and the API). */
export const WEEKLY_TOTAL_FIELD = 'weekdayKcal'

const fmt = (n: number) => n.toLocaleString('en-US')

/** 0 (Sunday)..6 (Saturday) for a 'YYYY-MM-DD' diary day (the day itself, no time zone involved). */
export function weekdayIndex(day: string): number {
	return new Date(`${day}T00:00:00Z`).getUTCDay()
}

/** The calorie target of `day`: its weekday's target when the goal has per-weekday targets, else the daily goal (kcal). */
export function dayCalorieTarget(goal: { dailyCalorieGoal: number; weekdayKcal: WeekdayKcal | null }, day: string): number {
	return goal.weekdayKcal ? goal.weekdayKcal[weekdayIndex(day)]! : goal.dailyCalorieGoal
}

/** The sum of seven targets (kcal). */
export function weeklyTotal(targets: readonly number[]): number {
	return targets.reduce((a, b) => a + b, 0)
}

/**
 * Field errors of a per-weekday set against the daily goal, empty when it is acceptable: each value
 * a whole number within {@link WEEKDAY_KCAL_BOUNDS} (message under its weekday key), and the seven
 * adding up to exactly 7 × `dailyCalorieGoal` (message under {@link WEEKLY_TOTAL_FIELD}, giving the
 * total, the required total and the difference).
 */
export function weekdayTargetErrors(dailyCalorieGoal: number, targets: readonly number[]): Record<string, string[]> {
	const errors: Record<string, string[]> = {}
	const { min, max } = WEEKDAY_KCAL_BOUNDS
	WEEKDAY_TARGETS.forEach(({ key, label }, i) => {
		const v = targets[i]
		if (v === undefined || !Number.isFinite(v)) errors[key] = [`${label}: please enter a number`]
		else if (!Number.isInteger(v)) errors[key] = [`${label} must be a whole number`]
		else if (v < min || v > max) errors[key] = [`${label} must be between ${min} and ${max}`]
	})
	if (Object.keys(errors).length > 0) return errors
	const total = weeklyTotal(targets)
	const want = 7 * dailyCalorieGoal
	if (total !== want) {
		const diff = total - want
		// Two whole sentences (not 'over'/'under' spliced in), so the page can translate each by its English text.
		const [wanted, sum, off] = [fmt(dailyCalorieGoal), fmt(want), fmt(total)]
		errors[WEEKLY_TOTAL_FIELD] = [
			diff > 0
				? `Weekly total must equal 7 × ${wanted} = ${sum} kcal; these add up to ${off} kcal (${fmt(diff)} over)`
				: `Weekly total must equal 7 × ${wanted} = ${sum} kcal; these add up to ${off} kcal (${fmt(-diff)} under)`,
		]
	}
	return errors
}

/**
 * The same targets after the daily goal moves from `fromDaily` to `toDaily`: each weekday moves by
 * the same amount, so the training-day surplus is kept and the week still adds up to 7 × the new
 * goal. null (targets dropped, every day at the daily goal) when a day would leave the bounds.
 */
export function shiftWeekdayTargets(targets: WeekdayKcal, fromDaily: number, toDaily: number): WeekdayKcal | null {
	const delta = toDaily - fromDaily
	const moved = targets.map((v) => v + delta)
	return moved.every((v) => v >= WEEKDAY_KCAL_BOUNDS.min && v <= WEEKDAY_KCAL_BOUNDS.max) ? (moved as unknown as WeekdayKcal) : null
}

/**
 * Progress against a goal: the percent a progress bar shows, the percent and the amount left or
 * over that the text shows, and the one "on track" rule (pure, isomorphic: no db, no React).
 *
 * Two percents on purpose: the spec caps a progress *bar* at 100 % (section 5 "Display"), but
 * the text beside it never hides an excess — carbs at 274 of 200 g read '137 %' and '74 g over',
 * not '100 %'.
 */

/** Percent of goal for a progress bar, rounded, clamped to 0..100 (spec section 5 "Display": capped at 100). */
export function percentOfGoal(consumed: number, goal: number): number {
	return Math.min(100, uncappedPercent(consumed, goal))
}

/**
 * Percent of goal as text shows it: rounded, never below 0, not capped (274 of 200 → 137).
 * Of the amount as shown (rounded to a whole number), so '0 / 65 g' never sits beside '1%'.
 * 0 when the goal is missing, zero or negative.
 */
export function uncappedPercent(consumed: number, goal: number): number {
	if (!Number.isFinite(consumed) || !Number.isFinite(goal) || goal <= 0) return 0
	return Math.max(0, Math.round((Math.round(consumed) / goal) * 100))
}

/**
 * One nutrient's standing against its daily goal, in whole display units (kcal or g).
 * - `consumed`, `goal`: rounded, never negative (spec section 2: negative values display as 0).
 * - `percent`: {@link uncappedPercent} (text); `barPercent`: {@link percentOfGoal} (bar, ≤ 100).
 * - `over`: more eaten than the goal (as displayed); then `amount` is the excess, else what is
 *   left (0 exactly at the goal). With no goal (0) nothing is over and nothing is left.
 */
export type GoalProgress = {
	consumed: number
	goal: number
	percent: number
	barPercent: number
	over: boolean
	amount: number
}

/** {@link GoalProgress} of `consumed` against `goal` (any unit; both rounded to whole numbers). */
export function goalProgress(consumed: number, goal: number): GoalProgress {
	const c = wholeNonNegative(consumed)
	const g = wholeNonNegative(goal)
	const over = g > 0 && c > g
	return {
		consumed: c,
		goal: g,
		percent: uncappedPercent(c, g),
		barPercent: percentOfGoal(c, g),
		over,
		amount: g === 0 ? 0 : Math.abs(g - c),
	}
}

/**
 * 'N kcal left' or 'N kcal over' (or 'N g …'): what the dashboard shows beside the ring and on
 * each macro card. `format` writes the number (the screens pass their '1,234' grouping).
 * @example balanceText(goalProgress(2258, 2000), 'kcal') // '258 kcal over'
 */
export function balanceText(p: GoalProgress, unit: string, format: (n: number) => string = String): string {
	return `${format(p.amount)} ${unit} ${p.over ? 'over' : 'left'}`
}

function wholeNonNegative(n: number): number {
	return Number.isFinite(n) ? Math.max(0, Math.round(n)) : 0
}

/**
 * The single definition of an "on track" day, used by the dashboard, analytics, profile stats
 * and the API: calories consumed within 90-110 % of the calorie goal (inclusive).
 * A day with nothing logged is never on track. Documented in docs/decisions/004-on-track.md.
 */
export const ON_TRACK_RANGE = { min: 0.9, max: 1.1 } as const
export function isOnTrack(caloriesConsumed: number, calorieGoal: number): boolean {
	if (calorieGoal <= 0 || caloriesConsumed <= 0) return false
	const ratio = caloriesConsumed / calorieGoal
	return ratio >= ON_TRACK_RANGE.min && ratio <= ON_TRACK_RANGE.max
}

/**
 * A day above the on-track range: more than 110 % of the calorie goal ({@link ON_TRACK_RANGE}).
 * Analytics marks such a day 'over'; a day is never both on track and over.
 */
export function isOverRange(caloriesConsumed: number, calorieGoal: number): boolean {
	if (calorieGoal <= 0 || caloriesConsumed <= 0) return false
	return caloriesConsumed / calorieGoal > ON_TRACK_RANGE.max
}

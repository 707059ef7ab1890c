/**
 * Progress against a goal: the percent a progress bar shows and the one "on track" rule (pure,
 * isomorphic: no db, no React).
 */

/** Percent of goal, rounded, clamped to 0..100 (spec section 5 "Display": capped at 100). */
export function percentOfGoal(consumed: number, goal: number): number {
	if (!Number.isFinite(consumed) || !Number.isFinite(goal) || goal <= 0) return 0
	// Of the amount as shown (rounded to a whole number), so '0 / 65 g' never sits beside '1%'.
	return Math.min(100, Math.max(0, Math.round((Math.round(consumed) / goal) * 100)))
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

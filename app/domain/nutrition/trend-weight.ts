/**
 * The trend weight: scale weigh-ins smoothed so the day-to-day swings of water, salt and gut
 * contents (commonly ±0.5-1 kg) stop hiding the direction the body is going. Pure and isomorphic.
 *
 * Method: an exponentially weighted moving average over elapsed days, as John Walker's "The
 * Hacker's Diet" (1991, ch. "Signal and Noise", fourmilab.ch/hackdiet) computes it — each day the
 * trend moves 10 % of the way to the scale — generalised to irregular weigh-ins: after a gap of
 * `d` days, the old trend keeps weight `(1 - α)^d` and the new weigh-in gets the rest. A gap is
 * therefore judged by the days it spans, not by the number of weigh-ins, and a day without a
 * weigh-in neither moves the trend nor counts as a zero. Why this and not a local regression
 * (LOESS): it needs only the previous trend (constant work per weigh-in, one pass over a range),
 * it never changes past values when a new weigh-in arrives (a user's chart does not rewrite
 * itself), and it is the method people know from the Hacker's Diet and its many apps. Its cost is
 * a lag: on a steady change of `r` kg a day it trails by `r · (1 - α) / α` (9 days' change at
 * α = 0.1); the slope of the trend, which the expenditure estimate reads, settles to the true rate.
 * See docs/decisions/016-trend-weight.md.
 *
 * @example
 * trendWeights([{ date: '2026-01-01', weightKg: 80 }, { date: '2026-01-02', weightKg: 81 }])
 * // → [{ date: '2026-01-01', weightKg: 80, trendWeightKg: 80 },
 * //    { date: '2026-01-02', weightKg: 81, trendWeightKg: 80.1 }]   (80 + 0.1 × (81 - 80))
 * // A weigh-in of 81 kg three days later instead: 81 + (80 - 81) × 0.9³ = 80.271 kg.
 */

import { dayNumber } from './iso-days.ts'

/**
 * Share of the distance to the day's scale weight the trend moves per day (The Hacker's Diet: 10 %).
 */
export const TREND_ALPHA_PER_DAY = 0.1

/**
 * Days before a range a reader loads to seed the trend at the range's start. A weigh-in that old
 * keeps weight 0.9^120 ≈ 3·10⁻⁶ in the trend, so a 100 kg difference moves it by under 0.001 kg:
 * a range read this way matches the whole history's trend to the displayed 0.01 kg, at a bounded cost.
 */
export const TREND_WARMUP_DAYS = 120

/** A scale reading on a diary day ('YYYY-MM-DD'), kg. */
export interface WeightPoint {
	date: string
	weightKg: number
}

/** A weigh-in with the trend weight on its day, kg (unrounded; round for display only). */
export interface TrendPoint extends WeightPoint {
	trendWeightKg: number
}

/** Whole days from `a` to `b` (ISO days; calendar days, no time zone involved). */
export function daysBetween(a: string, b: string): number {
	return Math.round(dayNumber(b) - dayNumber(a))
}

/**
 * The trend after `weighIn`, which comes `gapDays` days after the trend was `previousKg` (kg, on
 * `previousDate`): the old trend keeps (1 − α)^gapDays, the weigh-in gets the rest. The one step of
 * the trend, for {@link trendWeights} and for readers that run it over their own ranges (the
 * expenditure estimate).
 * @throws RangeError when `gapDays` is not positive (weigh-ins out of order, or two on one day).
 */
export function nextTrendKg(previousKg: number, previousDate: string, weighIn: WeightPoint, gapDays: number, alpha: number = TREND_ALPHA_PER_DAY): number {
	if (!(gapDays > 0)) throw new RangeError(`weigh-ins must be in ascending date order, one a day (${previousDate}, ${weighIn.date})`)
	return weighIn.weightKg + (previousKg - weighIn.weightKg) * (1 - alpha) ** gapDays
}

/**
 * The trend weight on each weigh-in's day.
 * @param points weigh-ins in ascending date order, at most one per day (the weight log's rule);
 *   the first seeds the trend at its own weight.
 * @param alpha the daily smoothing share, 0 < α ≤ 1 (default {@link TREND_ALPHA_PER_DAY}).
 * @returns one point per weigh-in, same order, with `trendWeightKg`.
 * @throws RangeError when the points are not in strictly ascending date order.
 */
export function trendWeights(points: readonly WeightPoint[], alpha: number = TREND_ALPHA_PER_DAY): TrendPoint[] {
	const out: TrendPoint[] = []
	let prev: TrendPoint | undefined
	let prevDay = 0
	for (const p of points) {
		let trend = p.weightKg
		const day = dayNumber(p.date)
		if (prev) trend = nextTrendKg(prev.trendWeightKg, prev.date, p, Math.round(day - prevDay), alpha)
		prev = { date: p.date, weightKg: p.weightKg, trendWeightKg: trend }
		prevDay = day
		out.push(prev)
	}
	return out
}

/**
 * The trend weight on any day: the trend of the last weigh-in on or before `date` (a day without a
 * weigh-in brings no new information, so the trend holds), or null when there is none.
 * @param trend the output of {@link trendWeights}, ascending.
 */
export function trendOn(trend: readonly TrendPoint[], date: string): number | null {
	let found: number | null = null
	for (const p of trend) {
		if (p.date > date) break
		found = p.trendWeightKg
	}
	return found
}

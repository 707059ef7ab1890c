/**
 * Pure analytics rules (isomorphic: no db, no React): the ranges the week selector offers and
 * the chart's bar heights. The data itself comes from analytics.server.ts.
 */
import { addDaysIso, weekDays, weekStartSunday } from '#app/domain/dates.ts'
import { formatIsoDay } from '#app/domain/dates-text.ts'

/** The week selector (spec section 2 "Analytics"), as `?range=` values. */
export const ANALYTICS_RANGES = ['this-week', 'last-week', 'this-month'] as const
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number]
export const ANALYTICS_RANGE_LABELS: Record<AnalyticsRange, string> = {
	'this-week': 'This Week',
	'last-week': 'Last Week',
	'this-month': 'This Month',
}

/** Minimum bar height, percent of the chart (spec section 9 "analytics bars minimum height 5%"). */
export const MIN_BAR_PERCENT = 5
/** The protein insight shows below this share of the protein goal (spec section 9: 80%). */
export const PROTEIN_INSIGHT_THRESHOLD = 0.8

/** A `?range=` value, defaulting to this week for anything unknown. */
export function parseRange(value: string | null | undefined): AnalyticsRange {
	return (ANALYTICS_RANGES as readonly string[]).includes(value ?? '') ? (value as AnalyticsRange) : 'this-week'
}

/**
 * The diary days a range covers, relative to the user's `today`:
 * - this-week: Sunday..Saturday containing today;
 * - last-week: the Sunday..Saturday before that;
 * - this-month: the calendar month containing today, day 1 to its last day (one bar per day).
 */
export function rangeDays(range: AnalyticsRange, today: string): string[] {
	if (range === 'this-week') return weekDays(today)
	if (range === 'last-week') return weekDays(addDaysIso(weekStartSunday(today), -7))
	const month = today.slice(0, 7)
	const days: string[] = []
	for (let d = `${month}-01`; d.startsWith(month); d = addDaysIso(d, 1)) days.push(d)
	return days
}

/**
 * Bar height in percent of the chart: calories over the chart's scale (the larger of the goal
 * and the range's highest day, so the goal line fits), never below 5% and never above 100%.
 */
export function barHeightPercent(calories: number, scaleMax: number): number {
	if (!Number.isFinite(calories) || calories <= 0 || !Number.isFinite(scaleMax) || scaleMax <= 0) return MIN_BAR_PERCENT
	return Math.min(100, Math.max(MIN_BAR_PERCENT, Math.round((calories / scaleMax) * 100)))
}

/** Grams of protein still to eat today when under 80% of the goal, else null (the insight). */
export function proteinShortfall(consumed: number, goal: number): number | null {
	if (goal <= 0 || consumed >= goal * PROTEIN_INSIGHT_THRESHOLD) return null
	return Math.max(0, Math.round(goal - Math.max(0, consumed)))
}

/** 'Sun'..'Sat' / 'Sunday'..'Saturday' for an ISO day (the day itself, no time zone involved). */
export function weekdayName(day: string, width: 'short' | 'long' = 'short'): string {
	return formatIsoDay(day, { weekday: width })
}

/** 'Mar 14' for an ISO day. */
export function shortDate(day: string): string {
	return formatIsoDay(day, { month: 'short', day: true })
}

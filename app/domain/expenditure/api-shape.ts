/**
 * The JSON API's edge for expenditure and check-ins: kcal whole, the trend weight and weekly change
 * to 0.01 kg (their meaningful precision). Isomorphic; the /api routes call these.
 */
import { roundTo } from '#app/domain/nutrition/nutrients.ts'
import type { CheckInProposal } from './check-ins.server.ts'
import type { ExpenditureView } from './expenditure.server.ts'

/** `{ date, estimateKcal, low, high, method, daysOfData, trendWeightKg, weeklyChangeKg }`. */
export function toApiExpenditure(e: ExpenditureView) {
	return {
		date: e.date,
		estimateKcal: e.estimateKcal,
		low: e.low,
		high: e.high,
		method: e.method,
		daysOfData: e.daysOfData,
		trendWeightKg: e.trendWeightKg === null ? null : roundTo(e.trendWeightKg, 2),
		weeklyChangeKg: e.weeklyChangeKg === null ? null : roundTo(e.weeklyChangeKg, 2),
	}
}

/** A week's check-in as the API returns it. */
export function toApiCheckIn(p: CheckInProposal) {
	return {
		weekStart: p.weekStart,
		expenditure: toApiExpenditure(p.expenditure),
		goal: p.goal,
		rateKgPerWeek: roundTo(p.rateKgPerWeek, 2),
		rateLimited: p.rateLimited,
		floored: p.floored,
		adjustmentKcal: p.adjustmentKcal,
		proposed: p.proposed,
		current: p.current,
		drivesGoal: p.drivesGoal,
		answer: p.answer,
	}
}

/**
 * The weekly check-in's arithmetic (pure): next week's calorie target from the expenditure
 * estimate and the person's goal and rate, with the rate kept within safe bounds and a loss never
 * below the calorie floor. Rounding to the goal forms' steps is the caller's.
 */
import { CALORIE_FLOOR, dailyEnergyChange, type Sex, type WeightGoal } from './energy.ts'

/**
 * The fastest weekly loss a check-in proposes, as a share of body weight: 1 % a week. Loss of
 * 0.5-1 % of body weight a week preserves lean mass (Helms ER, Aragon AA, Fitschen PJ. J Int Soc
 * Sports Nutr 2014;11:20); faster loss raises lean-mass loss and gallstone risk (NHLBI Clinical
 * Guidelines, 1998: 0.5-1 kg a week).
 */
export const MAX_LOSS_SHARE_PER_WEEK = 0.01
/**
 * The fastest weekly gain a check-in proposes, as a share of body weight: 0.5 % a week (Iraki J,
 * Fitschen P, Espinar S, Helms E. Nutrition recommendations for bodybuilders in the off-season.
 * Sports 2019;7:154: about 0.25-0.5 % a week; more adds mostly fat).
 */
export const MAX_GAIN_SHARE_PER_WEEK = 0.005

/** The rate a check-in uses, kg/week (positive): the chosen rate within the safe bound for `weightKg`; 0 to maintain. */
export function safeRate(goal: WeightGoal, rateKgPerWeek: number, weightKg: number): { rateKgPerWeek: number; limited: boolean } {
	if (goal === 'maintain') return { rateKgPerWeek: 0, limited: false }
	const bound = (goal === 'lose' ? MAX_LOSS_SHARE_PER_WEEK : MAX_GAIN_SHARE_PER_WEEK) * weightKg
	const rate = Math.abs(rateKgPerWeek)
	return rate > bound ? { rateKgPerWeek: bound, limited: true } : { rateKgPerWeek: rate, limited: false }
}

/** A check-in's calorie target, kcal/day (unrounded), with how it was reached. */
export type CheckInTarget = {
	/** expenditure ∓ rate × 7,700 / 7 (before the floor). */
	calories: number
	/** kcal/day taken (negative) or added (positive). */
	adjustment: number
	/** The rate used, kg/week (after the safe bound). */
	rateKgPerWeek: number
	/** The chosen rate was faster than the safe bound. */
	rateLimited: boolean
	/** The loss target was raised to the calorie floor. */
	floored: boolean
}

/**
 * Next week's calorie target: `expenditureKcal` minus (lose) or plus (gain) the rate's energy,
 * rate × 7,700 / 7 (energy.ts dailyEnergyChange), with the rate within {@link safeRate}'s bounds
 * and a loss target never below the calorie floor for `sex` (energy.ts CALORIE_FLOOR) nor above
 * the expenditure.
 */
export function checkInTarget(p: { expenditureKcal: number; goal: WeightGoal; rateKgPerWeek: number; weightKg: number; sex: Sex }): CheckInTarget {
	const { rateKgPerWeek, limited } = safeRate(p.goal, p.rateKgPerWeek, p.weightKg)
	const change = dailyEnergyChange(rateKgPerWeek)
	const adjustment = p.goal === 'lose' ? -change : p.goal === 'gain' ? change : 0
	let calories = p.expenditureKcal + adjustment
	let floored = false
	if (p.goal === 'lose' && calories < CALORIE_FLOOR[p.sex]) {
		calories = Math.min(p.expenditureKcal, CALORIE_FLOOR[p.sex])
		floored = true
	}
	return { calories, adjustment, rateKgPerWeek, rateLimited: limited, floored }
}

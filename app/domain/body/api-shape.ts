/**
 * The JSON API's edge for the weight log and water: kg unrounded as stored, the trend weight to
 * 0.01 kg (its meaningful precision), water in ml. Isomorphic; the /api routes call these.
 */
import { roundTo } from '#app/domain/nutrition/nutrients.ts'
import type { DayWater } from './water.server.ts'
import type { WeighInView } from './weigh-ins.server.ts'

/** A weigh-in as the API returns it: `{ date, weightKg, trendWeightKg }` and the measurements (null when not taken). */
export function toApiWeighIn(w: WeighInView) {
	return {
		date: w.date,
		weightKg: w.weightKg,
		trendWeightKg: roundTo(w.trendWeightKg, 2),
		waistCm: w.waistCm,
		hipsCm: w.hipsCm,
		chestCm: w.chestCm,
		bodyFatPct: w.bodyFatPct,
	}
}

/** A day's water as the API returns it (the `water` field of daily progress, and POST water's answer): ml and the goal, ml. */
export function toApiDayWater(w: DayWater) {
	return { ml: w.ml, goalMl: w.goalMl, drinks: w.drinks }
}

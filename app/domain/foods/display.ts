/**
 * What one default serving of a food holds, for lists, detail views and the API (isomorphic).
 * Nothing here restates a rule: the serving is `defaultServing` and its nutrients are
 * `resolvePortion(food, [], 1 serving)` (app/domain/nutrition/portion.ts).
 */
import { defaultServing, resolvePortion, type Nutrients, type PortionFood } from '#app/domain/nutrition/index.ts'

export type ServingSummary = {
	/** e.g. '1 medium (118 g)', '100 g', '30 g' — see `defaultServing`. */
	label: string
	/** Weight of the serving in g; null for a custom food whose serving weight is unknown. */
	grams: number | null
	/** Nutrients of one serving (kcal, g, mg; null when the source has no value). */
	nutrients: Nutrients
	/** True when the kcal is an Atwater estimate (Open Food Facts products). */
	kcalEstimated: boolean
}

/** Nutrients of one default serving of `food`, with a label naming the serving. */
export function servingSummary(food: PortionFood): ServingSummary {
	const serving = defaultServing(food)
	const { nutrients, kcalEstimated } = resolvePortion(food, [], serving)
	return { label: serving.label, grams: serving.grams, nutrients, kcalEstimated }
}

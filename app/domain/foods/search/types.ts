/** The shape of a food search hit. */
import type { FoodSummary } from '#db/schema.ts'

/**
 * One search hit. Nutrients are per `basis` — per 100 g (`per100g`), per 100 ml (`per100ml`) or
 * per one serving of `servingSize` `servingUnit` (`perServing`, custom foods) — in kcal, g and
 * mg; `null` means the source has no value (never zero).
 */
export type FoodSearchResult = FoodSummary & {
	/** A food the user created (source 'custom'). */
	isCustom: boolean
}

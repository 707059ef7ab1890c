/**
 * One ingredient amount and its nutrients, through resolvePortion (the path diary logging takes),
 * on food rows passed in explicitly ({@link RecipeFoods}, loaded by `recipeFoods` in
 * recipes.server.ts). Pure.
 */
import { resolvePortion, UnitNotAvailableError, ZERO_NUTRIENTS, type Nutrients } from '#app/domain/nutrition/index.ts'
import type { Food, FoodPortion } from '#db/schema.ts'

/** The food rows and their portions (in `seq` order) of some recipes' ingredients, by food id. */
export type RecipeFoods = { foods: ReadonlyMap<number, Food>; portions: ReadonlyMap<number, FoodPortion[]> }

/**
 * The weight (g) and nutrients of `quantity` `unit` of `food` (the same resolvePortion path
 * logging uses); zero nutrients and unknown grams for a missing food or a unit that does not apply.
 */
export function amountNutrients(food: Food | undefined, portions: readonly FoodPortion[], quantity: number, unit: string): { grams: number | null; nutrients: Nutrients } {
	if (!food) return { grams: null, nutrients: { ...ZERO_NUTRIENTS } }
	try {
		const p = resolvePortion(food, portions, { quantity, unit })
		return { grams: p.grams, nutrients: p.nutrients }
	} catch (error) {
		if (error instanceof UnitNotAvailableError || error instanceof RangeError) return { grams: null, nutrients: { ...ZERO_NUTRIENTS } }
		throw error
	}
}

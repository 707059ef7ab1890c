/**
 * A recipe scaled to some servings: the ingredient amounts that are planned, shopped for and
 * logged. Pure: the ingredient foods are passed in ({@link RecipeFoods}).
 */
import { roundTo, sumNutrients, type Nutrients } from '#app/domain/nutrition/index.ts'
import { amountNutrients, type RecipeFoods } from './amounts.ts'
import type { RecipeView } from './view.ts'

/** One ingredient amount for some servings of a recipe, as it is logged. */
export type ServingAmount = { foodId: number; name: string; quantity: number; unit: string; grams: number | null; nutrients: Nutrients }

/**
 * The ingredient amounts of `servings` servings of `recipe`: each ingredient's quantity ×
 * servings ÷ recipe servings, rounded to 0.01 of its unit, with the nutrients of exactly that
 * amount by resolvePortion on `foods` (the recipe's ingredient foods, from `recipeFoods`) — the
 * computation `logFood` snapshots. So a planned meal's numbers equal the diary entries 'Log to
 * Tracker' creates (`logRecipeServings` logs exactly these amounts). When the weight cannot be
 * resolved (a food gone, a unit that no longer applies) it is scaled from the view's grams and
 * the nutrients count zero, as they do in the view.
 */
export function servingAmounts(recipe: RecipeView, servings: number, foods: RecipeFoods): { amounts: ServingAmount[]; total: Nutrients } {
	const factor = servings / recipe.servings
	const amounts: ServingAmount[] = []
	for (const i of recipe.ingredients) {
		if (i.foodId == null || i.quantity <= 0) continue
		const quantity = roundTo(i.quantity * factor)
		if (quantity <= 0) continue
		const exact = amountNutrients(foods.foods.get(i.foodId), foods.portions.get(i.foodId) ?? [], quantity, i.unit)
		amounts.push({
			foodId: i.foodId,
			name: i.name,
			quantity,
			unit: i.unit,
			grams: exact.grams ?? (i.grams == null ? null : roundTo((i.grams * quantity) / i.quantity)),
			nutrients: exact.nutrients,
		})
	}
	return { amounts, total: sumNutrients(amounts.map((a) => a.nutrients)) }
}

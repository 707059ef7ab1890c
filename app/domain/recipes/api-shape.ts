/**
 * Planning objects at the /api edge: the domain's `Nutrients` renamed to the spec's field names
 * (calories, protein, carbs, fat …) — the only place these names are produced.
 */
import type { Nutrients } from '#app/domain/nutrition/index.ts'
import type { RecipeView } from './recipes.server.ts'
import { toApiNetCarbs } from '#app/domain/diary/api-shape.ts'

/**
 * Nutrients under the spec's names (kcal, g, mg; null = unknown, sodium included). The diary's day
 * totals use `toApiTotals` instead, which counts unknown as 0 (diary/api-shape.ts).
 */
export function toApiNutrition(n: Nutrients) {
	return { calories: n.kcal, protein: n.proteinG, carbs: n.carbsG, fat: n.fatG, fiber: n.fiberG, sugar: n.sugarG, sodium: n.sodiumMg }
}

/** A recipe as the API returns it (spec section 3 'Recipe' plus ingredients, labels and allergens). */
export function toApiRecipe(r: RecipeView) {
	return {
		id: r.id,
		userId: r.userId,
		builtIn: r.builtIn,
		name: r.name,
		description: r.description,
		instructions: r.instructions,
		servings: r.servings,
		prepTime: r.prepTime,
		cookTime: r.cookTime,
		totalTime: r.totalTime,
		difficulty: r.difficulty,
		cuisine: r.cuisine,
		tags: r.tags,
		mealTypes: r.mealTypes,
		labels: r.labels,
		allergens: r.allergens,
		estimatedCalories: r.perServing.kcal,
		estimatedProtein: r.perServing.proteinG,
		estimatedCarbs: r.perServing.carbsG,
		estimatedFat: r.perServing.fatG,
		nutritionPerServing: toApiNutrition(r.perServing),
		/** Added: net carbs per serving from the ingredients' fiber (nutritionPerServing.fiber sums only the ingredients that know it). */
		netCarbsPerServing: toApiNetCarbs(r.ingredients, 1 / Math.max(1, r.servings)),
		ingredients: r.ingredients.map((i) => ({ id: i.id, foodId: i.foodId, name: i.name, quantity: i.quantity, unit: i.unit, grams: i.grams, category: i.category, nutrition: toApiNutrition(i.nutrients) })),
		createdAt: r.createdAt,
	}
}
export type ApiRecipe = ReturnType<typeof toApiRecipe>

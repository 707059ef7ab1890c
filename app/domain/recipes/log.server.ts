/** Logging servings of a recipe into the diary (the Recipes tab's and a planned meal's 'Log'). */
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { logFood } from '#app/domain/diary/diary.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { sumNutrients, type Nutrients } from '#app/domain/nutrition/index.ts'
import type { MealType } from '#db/schema.ts'
import { recipeFoods } from './ingredient-foods.server.ts'
import { getRecipe } from './recipes.server.ts'
import { servingAmounts } from './scaling.ts'
import type { RecipeView } from './view.ts'

/**
 * Logs `servings` servings of a recipe into the diary meal of `mealType` on `date`: one entry per
 * ingredient food (its amount from `servingAmounts`, through `logFood`, so each entry
 * snapshots its nutrition), all in one transaction.
 * @returns the entries' total nutrients.
 * @throws NotFoundError for an unknown recipe; InvalidError when the recipe has no ingredients.
 */
export async function logRecipeServings(
	db: Db,
	actor: Actor,
	input: { recipeId: string; servings: number; mealType: MealType; date?: string },
): Promise<{ recipe: RecipeView; total: Nutrients; entries: number }> {
	if (!Number.isFinite(input.servings) || input.servings <= 0 || input.servings > 20) throw new InvalidError('servings: must be greater than 0 and at most 20', { servings: ['Servings must be greater than 0 and at most 20'] })
	const recipe = await getRecipe(db, actor, input.recipeId)
	const { amounts } = servingAmounts(recipe, input.servings, await recipeFoods(db, [recipe]))
	if (amounts.length === 0) throw new InvalidError('This recipe has no ingredients to log', { recipeId: ['This recipe has no ingredients to log'] })
	const totals: Nutrients[] = []
	await db.transaction(async (tx) => {
		for (const a of amounts) {
			const { entry } = await logFood(tx as unknown as Db, actor, { foodId: a.foodId, quantity: a.quantity, unit: a.unit as 'gram', mealType: input.mealType, date: input.date })
			totals.push(entryNutrients(entry))
		}
	})
	return { recipe, total: sumNutrients(totals), entries: amounts.length }
}

/** The nutrients a diary entry snapshotted (works with either MealFoodView shape). */
function entryNutrients(entry: object): Nutrients {
	const e = entry as { nutrients?: Nutrients; calories?: number; protein?: number; carbs?: number; fat?: number; fiber?: number | null; sugar?: number | null; sodium?: number | null }
	if (e.nutrients) return e.nutrients
	return { kcal: e.calories ?? 0, proteinG: e.protein ?? 0, carbsG: e.carbs ?? 0, fatG: e.fat ?? 0, fiberG: e.fiber ?? null, sugarG: e.sugar ?? null, sodiumMg: e.sodium ?? null }
}

/** Logging servings of a recipe into the diary (the Recipes tab's and a planned meal's 'Log'). */
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { keepMealCaloriesNonNegative, logFood } from '#app/domain/diary/diary.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { sumNutrients, type Nutrients } from '#app/domain/nutrition/index.ts'
import { mealFoods, meals, type MealType } from '#db/schema.ts'
import { UNDO_ENTRIES_MAX } from './caps.ts'
import { recipeFoods } from './ingredient-foods.server.ts'
import { getRecipe } from './recipes.server.ts'
import { servingAmounts } from './scaling.ts'
import type { RecipeView } from './view.ts'

/** A recipe's servings resolved to diary amounts, ready to write ({@link prepareRecipeLog}). */
export type PreparedRecipeLog = { recipe: RecipeView; amounts: ReturnType<typeof servingAmounts>['amounts'] }

/**
 * Reads what logging `servings` servings of a recipe writes (one amount per ingredient food, from
 * `servingAmounts`), without writing: the transaction that follows only inserts.
 * @throws NotFoundError for an unknown recipe; InvalidError for servings outside (0, 20] or a
 *   recipe without ingredients.
 */
export async function prepareRecipeLog(db: Db, actor: Actor, input: { recipeId: string; servings: number }): Promise<PreparedRecipeLog> {
	if (!Number.isFinite(input.servings) || input.servings <= 0 || input.servings > 20) throw new InvalidError('servings: must be greater than 0 and at most 20', { servings: ['Servings must be greater than 0 and at most 20'] })
	const recipe = await getRecipe(db, actor, input.recipeId)
	const { amounts } = servingAmounts(recipe, input.servings, await recipeFoods(db, [recipe]))
	if (amounts.length === 0) throw new InvalidError('This recipe has no ingredients to log', { recipeId: ['This recipe has no ingredients to log'] })
	return { recipe, amounts }
}

/**
 * Writes a prepared log into the diary meal of `mealType` on `date` (default today): one entry
 * per amount through `logFood`, so each snapshots its nutrition. Pass the caller's transaction
 * when the log is part of a larger write; it opens its own otherwise. The new entries' ids are
 * appended to `entryIds` (for an undo).
 * @returns the entries' total nutrients.
 */
export async function writeRecipeLog(db: Db, actor: Actor, prepared: PreparedRecipeLog, where: { mealType: MealType; date?: string }, entryIds: string[] = []): Promise<Nutrients> {
	const totals: Nutrients[] = []
	await db.transaction(async (tx) => {
		for (const a of prepared.amounts) {
			const { entry } = await logFood(tx as unknown as Db, actor, { foodId: a.foodId, quantity: a.quantity, unit: a.unit as 'gram', mealType: where.mealType, date: where.date })
			entryIds.push(entry.id)
			totals.push(entryNutrients(entry))
		}
	})
	return sumNutrients(totals)
}

/**
 * Logs `servings` servings of a recipe into the diary meal of `mealType` on `date`: one entry per
 * ingredient food, all in one transaction.
 * @returns the entries' total nutrients.
 * @throws NotFoundError for an unknown recipe; InvalidError when the recipe has no ingredients.
 */
export async function logRecipeServings(
	db: Db,
	actor: Actor,
	input: { recipeId: string; servings: number; mealType: MealType; date?: string },
): Promise<{ recipe: RecipeView; total: Nutrients; entries: number; entryIds: string[] }> {
	const prepared = await prepareRecipeLog(db, actor, input)
	const entryIds: string[] = []
	const total = await writeRecipeLog(db, actor, prepared, input, entryIds)
	return { recipe: prepared.recipe, total, entries: prepared.amounts.length, entryIds }
}

/**
 * Deletes diary entries a recipe log wrote (`entryIds`, as {@link logRecipeServings} or the
 * planner's Log to Tracker returned them): only the caller's entries are touched (another user's
 * id, or one already gone, is skipped), optionally only those in the diary meal of `where`'s day
 * and meal type; each touched meal keeps a non-negative calorie adjustment. Runs inside the
 * caller's transaction when given one, else opens its own.
 * @returns how many entries were deleted.
 * @throws InvalidError naming `entries` for more than UNDO_ENTRIES_MAX ids.
 */
export async function removeLoggedEntries(db: Db, actor: Actor, entryIds: readonly string[], where?: { date: string; mealType: MealType }): Promise<number> {
	if (entryIds.length > UNDO_ENTRIES_MAX) throw new InvalidError(`entries: At most ${UNDO_ENTRIES_MAX} entries`, { entries: [`At most ${UNDO_ENTRIES_MAX} entries`] })
	if (entryIds.length === 0) return 0
	return db.transaction(async (tx) => {
		const owned = await tx
			.select({ id: mealFoods.id, mealId: mealFoods.mealId })
			.from(mealFoods)
			.innerJoin(meals, eq(meals.id, mealFoods.mealId))
			.where(and(inArray(mealFoods.id, [...entryIds]), eq(mealFoods.userId, actor.userId), where ? eq(meals.date, where.date) : undefined, where ? eq(meals.mealType, where.mealType) : undefined))
		if (owned.length) await tx.delete(mealFoods).where(and(inArray(mealFoods.id, owned.map((o) => o.id)), eq(mealFoods.userId, actor.userId)))
		for (const mealId of new Set(owned.map((o) => o.mealId))) await keepMealCaloriesNonNegative(tx as unknown as Db, actor, mealId)
		return owned.length
	})
}

/** The nutrients a diary entry snapshotted (works with either MealFoodView shape). */
function entryNutrients(entry: object): Nutrients {
	const e = entry as { nutrients?: Nutrients; calories?: number; protein?: number; carbs?: number; fat?: number; fiber?: number | null; sugar?: number | null; sodium?: number | null }
	if (e.nutrients) return e.nutrients
	return { kcal: e.calories ?? 0, proteinG: e.protein ?? 0, carbsG: e.carbs ?? 0, fatG: e.fat ?? 0, fiberG: e.fiber ?? null, sugarG: e.sugar ?? null, sodiumMg: e.sodium ?? null }
}

/**
 * Creating and changing users' own recipes (built-in recipes are read-only: ForbiddenError). Each
 * write checks ownership, validates ingredients against foods the user can see, and stores the
 * per-serving estimates the list and the planner show.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { resolvePortion, UnitNotAvailableError } from '#app/domain/nutrition/index.ts'
import { recipeIngredients, recipes, type Recipe } from '#db/schema.ts'
import { RECIPE_CAPS } from './caps.ts'
import { TOO_MANY_INGREDIENTS, type RecipeInput } from './recipes.schema.ts'
import { findVisibleRecipe, getRecipe } from './recipes.server.ts'
import { groceryCategory } from './rules.ts'
import type { RecipeView, RecipeViewer } from './view.ts'

/** A recipe the viewer may change. @throws NotFoundError (not visible), ForbiddenError (built-in). */
async function ownedRecipe(db: Db, viewer: RecipeViewer, recipeId: string): Promise<Recipe> {
	const recipe = await findVisibleRecipe(db, viewer, recipeId)
	if (!recipe) throw new NotFoundError('Recipe')
	if (recipe.userId == null) throw new ForbiddenError('Built-in recipes cannot be changed; create your own recipe instead')
	return recipe
}

/** The refusal of an ingredient past RECIPE_CAPS.ingredientsPerRecipe (422 naming `ingredients`). */
function tooManyIngredients(): InvalidError {
	return new InvalidError(`ingredients: ${TOO_MANY_INGREDIENTS}`, { ingredients: [TOO_MANY_INGREDIENTS] })
}

/** The refusal of a recipe past RECIPE_CAPS.recipesPerAccount (422 naming `name`). */
export const TOO_MANY_RECIPES = `You can keep at most ${RECIPE_CAPS.recipesPerAccount} recipes of your own; delete one to add another`

/** @throws InvalidError naming `name` when `userId` holds RECIPE_CAPS.recipesPerAccount recipes. */
async function refuseAtRecipeCap(db: Db, userId: string): Promise<void> {
	const [held] = await db.select({ n: count() }).from(recipes).where(eq(recipes.userId, userId))
	if ((held?.n ?? 0) >= RECIPE_CAPS.recipesPerAccount) throw new InvalidError(`name: ${TOO_MANY_RECIPES}`, { name: [TOO_MANY_RECIPES] })
}

/** Checks each ingredient's food (visible to the viewer) and unit; returns the rows to store. */
async function ingredientRows(db: Db, viewer: RecipeViewer, recipeId: string, list: RecipeInput['ingredients']) {
	if (list.length > RECIPE_CAPS.ingredientsPerRecipe) throw tooManyIngredients()
	const out: Array<typeof recipeIngredients.$inferInsert> = []
	for (const [index, ing] of list.entries()) {
		const food = await getFood(db, { userId: viewer.userId }, ing.foodId)
		if (!food) throw new InvalidError(`ingredients.${index}.foodId: no such food`, { [`ingredients.${index}.foodId`]: ['No such food'] })
		let grams: number | null
		try {
			grams = resolvePortion(food, food.portions, { quantity: ing.quantity, unit: ing.unit }).grams
		} catch (error) {
			if (error instanceof UnitNotAvailableError || error instanceof RangeError)
				throw new InvalidError(`ingredients.${index}.unit: ${error.message}`, { [`ingredients.${index}.unit`]: [error.message] })
			throw error
		}
		out.push({ id: createId(), recipeId, foodId: food.id, name: food.name, quantity: ing.quantity, unit: ing.unit, grams, category: groceryCategory(food), position: index })
	}
	return out
}

function recipeValues(input: Omit<RecipeInput, 'ingredients'>) {
	return {
		name: input.name,
		description: input.description ?? null,
		instructions: input.instructions ?? null,
		servings: input.servings,
		prepTime: input.prepTime ?? null,
		cookTime: input.cookTime ?? null,
		difficulty: input.difficulty ?? null,
		cuisine: input.cuisine ?? null,
		tags: input.tags,
		mealTypes: input.mealTypes,
	}
}

/**
 * Stores the recipe's per-serving estimates (the list and the planner show them). Called with the
 * transaction that changed the ingredients, so the recipe and its estimates commit together.
 */
async function storeEstimates(db: Db, viewer: RecipeViewer, recipeId: string): Promise<RecipeView> {
	const view = await getRecipe(db, viewer, recipeId)
	await db
		.update(recipes)
		.set({ estimatedCalories: view.perServing.kcal, estimatedProtein: view.perServing.proteinG, estimatedCarbs: view.perServing.carbsG, estimatedFat: view.perServing.fatG })
		.where(eq(recipes.id, recipeId))
	return view
}

/**
 * Creates a recipe owned by the viewer with its ingredients (database foods the viewer can see,
 * in a log unit that applies to each), in one transaction that first counts the viewer's recipes
 * (RECIPE_CAPS.recipesPerAccount; counted inside it, so two concurrent creates cannot both pass).
 * @throws InvalidError naming `ingredients.N.foodId` / `ingredients.N.unit`, `ingredients` (more
 *   than RECIPE_CAPS.ingredientsPerRecipe) or `name` (the account holds its cap of recipes).
 */
export async function createRecipe(db: Db, viewer: RecipeViewer, input: RecipeInput): Promise<RecipeView> {
	// Refused before the ingredient look-ups when already at the cap (checked again when writing).
	await refuseAtRecipeCap(db, viewer.userId)
	const id = createId()
	const rows = await ingredientRows(db, viewer, id, input.ingredients)
	return db.transaction(async (tx) => {
		await refuseAtRecipeCap(tx as unknown as Db, viewer.userId)
		await tx.insert(recipes).values({ id, userId: viewer.userId, ...recipeValues(input) })
		if (rows.length) await tx.insert(recipeIngredients).values(rows)
		return storeEstimates(tx as unknown as Db, viewer, id)
	})
}

/**
 * Replaces a recipe of the viewer (fields and, when given, the whole ingredient list).
 * @throws NotFoundError (missing / another user's), ForbiddenError (built-in), InvalidError.
 */
export async function updateRecipe(db: Db, viewer: RecipeViewer, recipeId: string, input: Omit<RecipeInput, 'ingredients'> & { ingredients?: RecipeInput['ingredients'] }): Promise<RecipeView> {
	await ownedRecipe(db, viewer, recipeId)
	const rows = input.ingredients ? await ingredientRows(db, viewer, recipeId, input.ingredients) : null
	return db.transaction(async (tx) => {
		await tx
			.update(recipes)
			.set({ ...recipeValues(input), updatedAt: new Date() })
			.where(and(eq(recipes.id, recipeId), eq(recipes.userId, viewer.userId)))
		if (rows) {
			await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId))
			if (rows.length) await tx.insert(recipeIngredients).values(rows)
		}
		return storeEstimates(tx as unknown as Db, viewer, recipeId)
	})
}

/**
 * Adds one ingredient to the end of a recipe of the viewer; the count and the insert share one
 * transaction.
 * @throws InvalidError naming `ingredients` when the recipe already holds
 *   RECIPE_CAPS.ingredientsPerRecipe, or the ingredient's field.
 */
export async function addRecipeIngredient(db: Db, viewer: RecipeViewer, recipeId: string, ingredient: RecipeInput['ingredients'][number]): Promise<RecipeView> {
	await ownedRecipe(db, viewer, recipeId)
	const [row] = await ingredientRows(db, viewer, recipeId, [ingredient])
	return db.transaction(async (tx) => {
		const [held] = await tx
			.select({ n: count(), last: sql<number>`coalesce(max(${recipeIngredients.position}), -1)` })
			.from(recipeIngredients)
			.where(eq(recipeIngredients.recipeId, recipeId))
		if ((held?.n ?? 0) >= RECIPE_CAPS.ingredientsPerRecipe) throw tooManyIngredients()
		await tx.insert(recipeIngredients).values({ ...row!, position: Number(held?.last ?? -1) + 1 })
		return storeEstimates(tx as unknown as Db, viewer, recipeId)
	})
}

/** Removes one ingredient from a recipe of the viewer. @throws NotFoundError when not in it. */
export async function removeRecipeIngredient(db: Db, viewer: RecipeViewer, recipeId: string, ingredientId: string): Promise<RecipeView> {
	await ownedRecipe(db, viewer, recipeId)
	return db.transaction(async (tx) => {
		const deleted = await tx
			.delete(recipeIngredients)
			.where(and(eq(recipeIngredients.id, ingredientId), eq(recipeIngredients.recipeId, recipeId)))
			.returning({ id: recipeIngredients.id })
		if (deleted.length === 0) throw new NotFoundError('Ingredient')
		return storeEstimates(tx as unknown as Db, viewer, recipeId)
	})
}

/** Deletes a recipe of the viewer; planned meals that used it keep their name and numbers. */
export async function deleteRecipe(db: Db, viewer: RecipeViewer, recipeId: string): Promise<RecipeView> {
	const view = await getRecipe(db, viewer, recipeId)
	await ownedRecipe(db, viewer, recipeId)
	await db.delete(recipes).where(and(eq(recipes.id, recipeId), eq(recipes.userId, viewer.userId)))
	return view
}

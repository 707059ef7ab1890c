/**
 * Writes the built-in recipe library (library.ts) into the database. Run by the food import's
 * command line (scripts/import-foods.ts, which `npm run db:prepare` and `npm start` run) right
 * after the generic foods are imported, and by the test database setup. Never during a read.
 *
 * Not a migration: the recipes' ingredients are USDA foods, which are imported after the
 * migrations run, so a migration could not reference them. Idempotent: deterministic ids, one
 * transaction, and nothing written when the rows of this library version are already there (a
 * new LIBRARY_VERSION rewrites them on the next start).
 */
import { eq, inArray, isNull, like, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { resolvePortion, scaleNutrients, sumNutrients } from '#app/domain/nutrition/index.ts'
import { foods, recipeIngredients, recipes } from '#db/schema.ts'
import { portionsOf } from './ingredient-foods.server.ts'
import { LIBRARY_FOODS, LIBRARY_VERSION, RECIPE_LIBRARY } from './library.ts'
import { groceryCategory } from './rules.ts'

const BUILTIN_PREFIX = 'builtin-'
const builtinId = (key: string) => `${BUILTIN_PREFIX}${key}`
const builtinIngredientId = (key: string, i: number) => `${BUILTIN_PREFIX}v${LIBRARY_VERSION}-${key}-${i}`

/** What {@link seedBuiltInRecipes} did. */
export type SeedResult = {
	/** Library recipes written now (0 when this library version was already complete). */
	written: number
	/** Library recipes left out because one of their ingredient foods is not in the database. */
	missing: number
}

/**
 * Makes sure every recipe of the built-in library whose ingredient foods are all present is in
 * `db` (built-in recipes have `user_id` NULL), in one write transaction. Needs the generic foods
 * imported first; a recipe whose food is missing is left out and written on a later run.
 * @returns how many recipes were written and how many were left out.
 */
export async function seedBuiltInRecipes(db: Db): Promise<SeedResult> {
	const expectedIngredients = RECIPE_LIBRARY.reduce((n, r) => n + r.ingredients.length, 0)
	const [have] = await db
		.select({ n: sql<number>`count(*)` })
		.from(recipeIngredients)
		.where(like(recipeIngredients.id, `${BUILTIN_PREFIX}v${LIBRARY_VERSION}-%`))
	const [recipeCount] = await db.select({ n: sql<number>`count(*)` }).from(recipes).where(isNull(recipes.userId))
	if (Number(have?.n) === expectedIngredients && Number(recipeCount?.n) === RECIPE_LIBRARY.length) return { written: 0, missing: 0 }

	const fdcIds = Object.values(LIBRARY_FOODS) as number[]
	const rows = await db.select().from(foods).where(inArray(foods.fdcId, fdcIds))
	const byFdc = new Map(rows.map((f) => [f.fdcId!, f]))
	const portions = await portionsOf(db, rows.map((f) => f.id))
	const result: SeedResult = { written: 0, missing: 0 }
	await db.transaction(async (tx) => {
		for (const r of RECIPE_LIBRARY) {
			const resolved = r.ingredients.map((i) => byFdc.get(LIBRARY_FOODS[i.food]))
			if (resolved.some((f) => !f)) {
				result.missing++
				continue
			}
			const id = builtinId(r.key)
			const ingredientRows = r.ingredients.map((i, index) => {
				const food = resolved[index]!
				return {
					id: builtinIngredientId(r.key, index),
					recipeId: id,
					foodId: food.id,
					name: food.name,
					quantity: i.grams,
					unit: 'gram',
					grams: i.grams,
					category: groceryCategory(food),
					position: index,
				}
			})
			const perServing = scaleNutrients(
				sumNutrients(ingredientRows.map((row, index) => resolvePortion(resolved[index]!, portions.get(resolved[index]!.id) ?? [], { quantity: row.quantity, unit: 'gram' }).nutrients)),
				1 / r.servings,
			)
			const values = {
				userId: null,
				name: r.name,
				description: r.description,
				instructions: r.steps.join('\n'),
				servings: r.servings,
				prepTime: r.prepTime,
				cookTime: r.cookTime,
				difficulty: r.difficulty,
				cuisine: r.cuisine,
				tags: r.tags,
				mealTypes: r.mealTypes,
				estimatedCalories: perServing.kcal,
				estimatedProtein: perServing.proteinG,
				estimatedCarbs: perServing.carbsG,
				estimatedFat: perServing.fatG,
				updatedAt: new Date(),
			}
			await tx.insert(recipes).values({ id, ...values }).onConflictDoUpdate({ target: recipes.id, set: values })
			await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, id))
			await tx.insert(recipeIngredients).values(ingredientRows)
			result.written++
		}
	})
	return result
}

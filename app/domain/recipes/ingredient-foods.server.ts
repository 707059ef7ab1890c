/**
 * Loading the food rows recipe ingredients use ({@link RecipeFoods}): the foods and their
 * household portions, in two queries.
 */
import { asc, inArray } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { foodPortions, foods, type FoodPortion } from '#db/schema.ts'
import type { RecipeFoods } from './amounts.ts'
import type { RecipeView } from './view.ts'

/** The portions of `foodIds` by food id, each list in `seq` order. */
export async function portionsOf(db: Db, foodIds: number[]): Promise<Map<number, FoodPortion[]>> {
	const map = new Map<number, FoodPortion[]>()
	if (foodIds.length === 0) return map
	const rows = await db.select().from(foodPortions).where(inArray(foodPortions.foodId, [...new Set(foodIds)])).orderBy(asc(foodPortions.foodId), asc(foodPortions.seq))
	for (const p of rows) {
		const list = map.get(p.foodId) ?? []
		list.push(p)
		map.set(p.foodId, list)
	}
	return map
}

/** The foods with ids `foodIds` and their portions (two queries; none for an empty list). */
export async function loadFoods(db: Db, foodIds: Iterable<number>): Promise<RecipeFoods> {
	const ids = [...new Set(foodIds)]
	const foodRows = ids.length ? await db.select().from(foods).where(inArray(foods.id, ids)) : []
	return { foods: new Map(foodRows.map((f) => [f.id, f])), portions: await portionsOf(db, ids) }
}

/**
 * The ingredient foods of `recipes`, for exact serving amounts (`servingAmounts`): what a
 * caller that scales, plans or logs recipes loads once and passes on.
 */
export function recipeFoods(db: Db, recipes: Iterable<RecipeView>): Promise<RecipeFoods> {
	const ids: number[] = []
	for (const r of recipes) for (const i of r.ingredients) if (i.foodId != null) ids.push(i.foodId)
	return loadFoods(db, ids)
}

/**
 * Reading recipes: the built-in library and users' own recipes as {@link RecipeView}s (nutrition,
 * diet labels and allergens computed in view.ts). Reads never write: the built-in library is
 * written before the server starts (seed.server.ts). Creating and changing recipes is in
 * edit.server.ts, scaling in scaling.ts, logging into the diary in log.server.ts.
 *
 * Visibility: built-in recipes (`userId` NULL) are visible to everyone and read-only; a user's
 * recipe only to its owner — for anyone else it does not exist (NotFoundError, 404).
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { recipeIngredients, recipes, type Recipe } from '#db/schema.ts'
import { loadFoods } from './ingredient-foods.server.ts'
import type { DietLabel } from '#app/domain/foods/classify/index.ts'
import type { DietFilter } from './rules.ts'
import { toView, type RecipeView, type RecipeViewer } from './view.ts'

export type { RecipeFoods } from './amounts.ts'
export { recipeFoods } from './ingredient-foods.server.ts'
export type { RecipeIngredientView, RecipeView, RecipeViewer } from './view.ts'

/** Only the built-in recipes and the viewer's own. */
function visibleTo(viewer: RecipeViewer) {
	return or(isNull(recipes.userId), eq(recipes.userId, viewer.userId))
}

async function viewsOf(db: Db, list: Recipe[]): Promise<RecipeView[]> {
	if (list.length === 0) return []
	const rows = await db.select().from(recipeIngredients).where(inArray(recipeIngredients.recipeId, list.map((r) => r.id)))
	const foods = await loadFoods(db, rows.flatMap((r) => (r.foodId == null ? [] : [r.foodId])))
	return list.map((r) =>
		toView(
			r,
			rows.filter((i) => i.recipeId === r.id),
			foods,
		),
	)
}

const builtInCache = new WeakMap<object, Promise<RecipeView[]>>()

/**
 * The built-in recipes with their nutrition and labels, computed once per process and database
 * (they only change with the library version, which is re-written before the next start).
 * Shared objects: callers must not mutate them. A read-only memo: it never changes an answer
 * other than by being the same answer again.
 */
async function builtInViews(db: Db): Promise<RecipeView[]> {
	const key = db.$client as object
	let p = builtInCache.get(key)
	if (!p) {
		p = db
			.select()
			.from(recipes)
			.where(isNull(recipes.userId))
			.orderBy(asc(recipes.name))
			.then((list) => viewsOf(db, list))
		p.catch(() => builtInCache.delete(key))
		builtInCache.set(key, p)
	}
	return p
}

/** Search and diet filter of the Recipes tab. */
export type RecipeQuery = { q?: string; diet?: DietFilter }

/**
 * The built-in recipes plus the viewer's own, own ones first then by name; optionally filtered by
 * a search (name, description, cuisine, tags or an ingredient name contain every word) and a diet
 * label.
 */
export async function listRecipes(db: Db, viewer: RecipeViewer, query: RecipeQuery = {}): Promise<RecipeView[]> {
	const builtIns = await builtInViews(db)
	const own = await db.select().from(recipes).where(eq(recipes.userId, viewer.userId)).orderBy(asc(recipes.name))
	let views = [...(await viewsOf(db, own)), ...builtIns]
	const words = (query.q ?? '')
		.toLowerCase()
		.split(/\s+/)
		.filter((w) => w.length > 0)
	if (words.length) {
		views = views.filter((r) => {
			const hay = [r.name, r.description ?? '', r.cuisine ?? '', ...r.tags, ...r.ingredients.map((i) => i.name)].join(' ').toLowerCase()
			return words.every((w) => hay.includes(w))
		})
	}
	if (query.diet && query.diet !== 'all') views = views.filter((r) => r.labels.includes(query.diet as DietLabel))
	return views
}

/** The stored row of a recipe the viewer can see (built-in or their own), else undefined. */
export async function findVisibleRecipe(db: Db, viewer: RecipeViewer, recipeId: string): Promise<Recipe | undefined> {
	const [recipe] = await db
		.select()
		.from(recipes)
		.where(and(eq(recipes.id, recipeId), visibleTo(viewer)))
		.limit(1)
	return recipe
}

/** One visible recipe. @throws NotFoundError when missing or another user's. */
export async function getRecipe(db: Db, viewer: RecipeViewer, recipeId: string): Promise<RecipeView> {
	const recipe = await findVisibleRecipe(db, viewer, recipeId)
	if (!recipe) throw new NotFoundError('Recipe')
	return (await viewsOf(db, [recipe]))[0]!
}

/** Several visible recipes by id (unknown or foreign ids are left out). */
export async function getRecipes(db: Db, viewer: RecipeViewer, ids: string[]): Promise<Map<string, RecipeView>> {
	if (ids.length === 0) return new Map()
	const list = await db
		.select()
		.from(recipes)
		.where(and(inArray(recipes.id, [...new Set(ids)]), visibleTo(viewer)))
	return new Map((await viewsOf(db, list)).map((r) => [r.id, r]))
}


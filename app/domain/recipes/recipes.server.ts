/**
 * Reading recipes: the built-in library and users' own recipes as {@link RecipeView}s (nutrition,
 * diet labels and allergens computed in view.ts). Reads never write: the built-in library is
 * written before the server starts (seed.server.ts). Creating and changing recipes is in
 * edit.server.ts, scaling in scaling.ts, logging into the diary in log.server.ts.
 *
 * Visibility: built-in recipes (`userId` NULL) are visible to everyone and read-only; a user's
 * recipe only to its owner — for anyone else it does not exist (NotFoundError, 404).
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { decodeCursor, pageOf, type Page, type PageRequest } from '#app/domain/pagination.ts'
import { recipeIngredients, recipes, type Food, type FoodPortion, type MealType, type Recipe } from '#db/schema.ts'
import type { RecipeFoods } from './amounts.ts'
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

/** Recipes read and computed between two yields to the event loop (a recipe of 40 ingredients is ~1–3 ms). */
const VIEWS_PER_TURN = 8

/**
 * The views of `list` (nutrition, labels, allergens computed from the ingredients' foods). A long
 * list is read and computed a few recipes per event-loop turn (their ingredient rows, the foods
 * not yet loaded, their views), so one account's large page never holds another user's request
 * for more than a few recipes' work.
 */
async function viewsOf(db: Db, list: Recipe[]): Promise<RecipeView[]> {
	const foods = new Map<number, Food>()
	const portions = new Map<number, FoodPortion[]>()
	const loaded: RecipeFoods = { foods, portions }
	const out: RecipeView[] = []
	for (let i = 0; i < list.length; i += VIEWS_PER_TURN) {
		if (i > 0) await new Promise((resolve) => setImmediate(resolve))
		const turn = list.slice(i, i + VIEWS_PER_TURN)
		const rows = await db.select().from(recipeIngredients).where(inArray(recipeIngredients.recipeId, turn.map((r) => r.id)))
		const missing = rows.flatMap((r) => (r.foodId == null || loaded.foods.has(r.foodId) ? [] : [r.foodId]))
		if (missing.length > 0) {
			const more = await loadFoods(db, missing)
			for (const [id, food] of more.foods) foods.set(id, food)
			for (const [id, found] of more.portions) portions.set(id, found)
		}
		const byRecipe = new Map<string, typeof rows>()
		for (const row of rows) {
			const own = byRecipe.get(row.recipeId)
			if (own) own.push(row)
			else byRecipe.set(row.recipeId, [row])
		}
		for (const r of turn) out.push(toView(r, byRecipe.get(r.id) ?? [], loaded))
	}
	return out
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

/**
 * Search and filters of the Recipes tab (and GET /api/users/{id}/recipes): words that must all
 * appear, a diet label, a meal type the recipe suits, and the most minutes it takes (prep plus
 * cook).
 */
export type RecipeQuery = { q?: string; diet?: DietFilter; mealType?: MealType; maxMinutes?: number }

/** Whether `query` narrows the list (a search word or any filter). */
export function isFiltered(query: RecipeQuery): boolean {
	return Boolean(query.q?.trim()) || (query.diet != null && query.diet !== 'all') || query.mealType != null || query.maxMinutes != null
}

/**
 * The built-in recipes plus the viewer's own, own ones first then by name; optionally filtered by
 * a search (name, description, cuisine, tags or an ingredient name contain every word), a diet
 * label, a meal type and a longest total time.
 */
export async function listRecipes(db: Db, viewer: RecipeViewer, query: RecipeQuery = {}): Promise<RecipeView[]> {
	const builtIns = await builtInViews(db)
	const own = await db.select().from(recipes).where(eq(recipes.userId, viewer.userId)).orderBy(asc(recipes.name))
	return [...(await viewsOf(db, own)), ...builtIns].filter(matcher(query))
}

/** The search and diet filter of {@link RecipeQuery} as a predicate. */
function matcher(query: RecipeQuery): (r: RecipeView) => boolean {
	const words = (query.q ?? '')
		.toLowerCase()
		.split(/\s+/)
		.filter((w) => w.length > 0)
	const diet = query.diet && query.diet !== 'all' ? (query.diet as DietLabel) : null
	return (r) => {
		if (diet && !r.labels.includes(diet)) return false
		if (query.mealType && !r.mealTypes.includes(query.mealType)) return false
		if (query.maxMinutes != null && r.totalTime > query.maxMinutes) return false
		if (words.length === 0) return true
		const hay = [r.name, r.description ?? '', r.cuisine ?? '', ...r.tags, ...r.ingredients.map((i) => i.name)].join(' ').toLowerCase()
		return words.every((w) => hay.includes(w))
	}
}

/** Cursor key of a recipe in list order: 0 own / 1 built-in, name, id ('nss'). */
const recipeKey = (r: RecipeView) => [r.builtIn ? 1 : 0, r.name, r.id] as const

/** Own recipes read per step while filling a filtered page. */
const SCAN_STEP = 50

/**
 * One page of {@link listRecipes}' list (own recipes by name, then the built-in library by name;
 * ties by id), `page.limit` rows after `page.cursor`. Own recipes are read in index order past
 * the cursor, a step at a time, until the page is full: the cost is the page (and, with a search
 * or diet filter, the recipes it skips; bounded by RECIPE_CAPS.recipesPerAccount).
 * @throws InvalidError naming `cursor` for a cursor this list did not give out.
 */
export async function pageRecipes(db: Db, viewer: RecipeViewer, query: RecipeQuery, page: PageRequest): Promise<Page<RecipeView>> {
	const [group, name, id] = page.cursor ? (decodeCursor(page.cursor, 'nss') as [number, string, string]) : [0, '', '']
	const keep = matcher(query)
	const filtered = isFiltered(query)
	const want = page.limit + 1
	const out: RecipeView[] = []
	if (group === 0) {
		let after: [string, string] | null = page.cursor ? [name, id] : null
		for (;;) {
			const step = filtered ? Math.max(want, SCAN_STEP) : want - out.length
			const rows = await db
				.select()
				.from(recipes)
				.where(and(eq(recipes.userId, viewer.userId), after ? sql`(${recipes.name}, ${recipes.id}) > (${after[0]}, ${after[1]})` : undefined))
				.orderBy(asc(recipes.name), asc(recipes.id))
				.limit(step)
			for (const v of await viewsOf(db, rows)) if (keep(v) && out.length < want) out.push(v)
			if (rows.length < step || out.length >= want) break
			const last = rows[rows.length - 1]!
			after = [last.name, last.id]
		}
	}
	if (out.length < want) {
		const byKey = (a: RecipeView, b: RecipeView) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
		const builtIns = [...(await builtInViews(db))].sort(byKey)
		for (const v of builtIns) {
			if (group === 1 && (v.name < name || (v.name === name && v.id <= id))) continue
			if (keep(v) && out.length < want) out.push(v)
		}
	}
	return pageOf(out, page.limit, recipeKey)
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


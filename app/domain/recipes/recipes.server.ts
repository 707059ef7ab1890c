/**
 * Recipes (issue 10): the built-in library and users' own recipes, their nutrition computed from
 * the ingredient foods with the nutrition model, diet labels and allergens from rules.ts, and
 * logging servings of a recipe into the diary.
 *
 * Visibility: built-in recipes (`userId` NULL) are visible to everyone and read-only; a user's
 * recipe only to its owner — for anyone else it does not exist (NotFoundError, 404).
 *
 * **Seeding (decision).** Built-in recipes are written on first use, not by a migration: their
 * ingredients are USDA foods, which are imported after the migrations run (db/import-foods.ts),
 * so a migration could not reference them. Every entry point below first awaits
 * {@link ensureBuiltInRecipes}, which is idempotent (deterministic ids, one transaction, rewritten
 * when the library's version changes) and memoised per database, so a fresh clone, the test
 * template database and an upgraded production database all get the library on first request.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { logFood, type DiaryContext } from '#app/domain/diary/diary.server.ts'
import { ForbiddenError, InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { getFood } from '#app/domain/foods/foods.server.ts'
import { resolvePortion, round, scaleNutrients, sumNutrients, UnitNotAvailableError, ZERO_NUTRIENTS, type Nutrients } from '#app/domain/nutrition/index.ts'
import { foodPortions, foods, recipeIngredients, recipes, type Food, type FoodPortion, type MealType, type Recipe, type RecipeIngredient } from '#db/schema.ts'
import { LIBRARY_FOODS, LIBRARY_VERSION, RECIPE_LIBRARY } from './library.ts'
import { groceryCategory, recipeLabels, type Allergen, type DietFilter, type DietLabel, type GroceryCategory } from './rules.ts'
import type { RecipeInput } from './recipes.schema.ts'

/** One ingredient of a recipe with what it contributes to the whole recipe. */
export type RecipeIngredientView = {
	id: string
	foodId: number | null
	/** The database food's name (USDA description or the user's food). */
	name: string
	quantity: number
	/** A log unit: gram, ounce, cup, piece or serving. */
	unit: string
	/** Weight in g, when known. */
	grams: number | null
	category: GroceryCategory
	/** What this amount contributes (kcal, g, mg). */
	nutrients: Nutrients
	/** USDA category of the food (drives the diet and allergen rules). */
	foodCategory: string | null
}

/** A recipe with its computed nutrition and derived labels. */
export type RecipeView = {
	id: string
	userId: string | null
	builtIn: boolean
	name: string
	description: string | null
	instructions: string | null
	/** `instructions` split into steps (one per line). */
	steps: string[]
	servings: number
	/** minutes */
	prepTime: number | null
	/** minutes */
	cookTime: number | null
	/** prepTime + cookTime, minutes. */
	totalTime: number
	difficulty: 'easy' | 'medium' | 'hard' | null
	cuisine: string | null
	tags: string[]
	mealTypes: MealType[]
	ingredients: RecipeIngredientView[]
	/** The whole recipe, summed from the ingredients. */
	total: Nutrients
	/** total ÷ servings. */
	perServing: Nutrients
	labels: DietLabel[]
	allergens: Allergen[]
	createdAt: string
}

/** Who is asking. */
export type RecipeViewer = { userId: string }

const BUILTIN_PREFIX = 'builtin-'
const builtinId = (key: string) => `${BUILTIN_PREFIX}${key}`
const builtinIngredientId = (key: string, i: number) => `${BUILTIN_PREFIX}v${LIBRARY_VERSION}-${key}-${i}`

const seeded = new WeakMap<object, Promise<void>>()

/**
 * Makes sure the built-in library (library.ts) is in `db`: one transaction that writes every
 * recipe whose ingredient foods are all present, with deterministic ids. Skipped when the rows of
 * this library version are already there. Memoised per database object; a failure or a missing
 * food is retried on the next call.
 */
export function ensureBuiltInRecipes(db: Db): Promise<void> {
	const key = db.$client as object
	let p = seeded.get(key)
	if (!p) {
		p = seedBuiltInRecipes(db).then(
			(complete) => {
				if (!complete) seeded.delete(key)
			},
			(error: unknown) => {
				seeded.delete(key)
				throw error
			},
		)
		seeded.set(key, p)
	}
	return p
}

/** @returns true when every library recipe is present. */
async function seedBuiltInRecipes(db: Db): Promise<boolean> {
	const expectedIngredients = RECIPE_LIBRARY.reduce((n, r) => n + r.ingredients.length, 0)
	const [have] = await db
		.select({ n: sql<number>`count(*)` })
		.from(recipeIngredients)
		.where(like(recipeIngredients.id, `${BUILTIN_PREFIX}v${LIBRARY_VERSION}-%`))
	const [recipeCount] = await db.select({ n: sql<number>`count(*)` }).from(recipes).where(isNull(recipes.userId))
	if (Number(have?.n) === expectedIngredients && Number(recipeCount?.n) === RECIPE_LIBRARY.length) return true

	const fdcIds = Object.values(LIBRARY_FOODS) as number[]
	const rows = await db.select().from(foods).where(inArray(foods.fdcId, fdcIds))
	const byFdc = new Map(rows.map((f) => [f.fdcId!, f]))
	const portions = await portionsOf(db, rows.map((f) => f.id))
	let complete = true
	await db.transaction(async (tx) => {
		for (const r of RECIPE_LIBRARY) {
			const resolved = r.ingredients.map((i) => byFdc.get(LIBRARY_FOODS[i.food]))
			if (resolved.some((f) => !f)) {
				complete = false
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
		}
	})
	return complete
}

async function portionsOf(db: Db, foodIds: number[]): Promise<Map<number, FoodPortion[]>> {
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

function visibleTo(viewer: RecipeViewer) {
	return or(isNull(recipes.userId), eq(recipes.userId, viewer.userId))
}

/** Foods and portions of a set of ingredient rows, loaded in two queries. */
async function ingredientFoods(db: Db, rows: RecipeIngredient[]) {
	const ids = [...new Set(rows.map((r) => r.foodId).filter((id): id is number => id != null))]
	const foodRows = ids.length ? await db.select().from(foods).where(inArray(foods.id, ids)) : []
	return { foods: new Map(foodRows.map((f) => [f.id, f])), portions: await portionsOf(db, ids) }
}

/** The nutrients of one ingredient amount (the same resolvePortion path logging uses). */
function amountNutrients(food: Food | undefined, portions: FoodPortion[], quantity: number, unit: string): { grams: number | null; nutrients: Nutrients } {
	if (!food) return { grams: null, nutrients: { ...ZERO_NUTRIENTS } }
	try {
		const p = resolvePortion(food, portions, { quantity, unit })
		return { grams: p.grams, nutrients: p.nutrients }
	} catch (error) {
		if (error instanceof UnitNotAvailableError || error instanceof RangeError) return { grams: null, nutrients: { ...ZERO_NUTRIENTS } }
		throw error
	}
}

function toView(recipe: Recipe, rows: RecipeIngredient[], loaded: Awaited<ReturnType<typeof ingredientFoods>>): RecipeView {
	const ingredients: RecipeIngredientView[] = rows
		.sort((a, b) => a.position - b.position)
		.map((row) => {
			const food = row.foodId != null ? loaded.foods.get(row.foodId) : undefined
			const { grams, nutrients } = amountNutrients(food, row.foodId != null ? (loaded.portions.get(row.foodId) ?? []) : [], row.quantity ?? 0, row.unit ?? 'gram')
			return {
				id: row.id,
				foodId: row.foodId,
				name: food?.name ?? row.name,
				quantity: row.quantity ?? 0,
				unit: row.unit ?? 'gram',
				grams: grams ?? row.grams,
				category: food ? groceryCategory(food) : row.category,
				nutrients,
				foodCategory: food?.category ?? null,
			}
		})
	const total = sumNutrients(ingredients.map((i) => i.nutrients))
	const servings = recipe.servings > 0 ? recipe.servings : 1
	const perServing = scaleNutrients(total, 1 / servings)
	const { labels, allergens } = recipeLabels(
		ingredients.map((i) => ({ name: i.name, category: i.foodCategory })),
		perServing,
	)
	return {
		id: recipe.id,
		userId: recipe.userId,
		builtIn: recipe.userId == null,
		name: recipe.name,
		description: recipe.description,
		instructions: recipe.instructions,
		steps: (recipe.instructions ?? '')
			.split(/\r?\n/)
			.map((s) => s.trim())
			.filter(Boolean),
		servings,
		prepTime: recipe.prepTime,
		cookTime: recipe.cookTime,
		totalTime: (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0),
		difficulty: recipe.difficulty,
		cuisine: recipe.cuisine,
		tags: recipe.tags,
		mealTypes: recipe.mealTypes as MealType[],
		ingredients,
		total,
		perServing,
		labels,
		allergens,
		createdAt: recipe.createdAt.toISOString(),
	}
}

async function viewsOf(db: Db, list: Recipe[]): Promise<RecipeView[]> {
	if (list.length === 0) return []
	const rows = await db.select().from(recipeIngredients).where(inArray(recipeIngredients.recipeId, list.map((r) => r.id)))
	const loaded = await ingredientFoods(db, rows)
	return list.map((r) => {
		const view = toView(
			r,
			rows.filter((i) => i.recipeId === r.id),
			loaded,
		)
		loadedFoods.set(view, loaded)
		return view
	})
}

/** The food rows each view was computed from (for exact serving amounts), without putting them in the view. */
const loadedFoods = new WeakMap<RecipeView, Awaited<ReturnType<typeof ingredientFoods>>>()

const builtInCache = new WeakMap<object, Promise<RecipeView[]>>()

/**
 * The built-in recipes with their nutrition and labels, computed once per process and database
 * (they only change when the library version changes, which re-seeds on restart). Shared
 * objects: callers must not mutate them.
 */
async function builtInViews(db: Db): Promise<RecipeView[]> {
	await ensureBuiltInRecipes(db)
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

/** One visible recipe. @throws NotFoundError when missing or another user's. */
export async function getRecipe(db: Db, viewer: RecipeViewer, recipeId: string): Promise<RecipeView> {
	await ensureBuiltInRecipes(db)
	const [recipe] = await db
		.select()
		.from(recipes)
		.where(and(eq(recipes.id, recipeId), visibleTo(viewer)))
		.limit(1)
	if (!recipe) throw new NotFoundError('Recipe')
	return (await viewsOf(db, [recipe]))[0]!
}

/** Several visible recipes by id (unknown or foreign ids are left out). */
export async function getRecipes(db: Db, viewer: RecipeViewer, ids: string[]): Promise<Map<string, RecipeView>> {
	await ensureBuiltInRecipes(db)
	if (ids.length === 0) return new Map()
	const list = await db
		.select()
		.from(recipes)
		.where(and(inArray(recipes.id, [...new Set(ids)]), visibleTo(viewer)))
	return new Map((await viewsOf(db, list)).map((r) => [r.id, r]))
}

async function ownedRecipe(db: Db, viewer: RecipeViewer, recipeId: string): Promise<Recipe> {
	const [recipe] = await db
		.select()
		.from(recipes)
		.where(and(eq(recipes.id, recipeId), visibleTo(viewer)))
		.limit(1)
	if (!recipe) throw new NotFoundError('Recipe')
	if (recipe.userId == null) throw new ForbiddenError('Built-in recipes cannot be changed; create your own recipe instead')
	return recipe
}

/** Checks each ingredient's food (visible to the viewer) and unit; returns the rows to store. */
async function ingredientRows(db: Db, viewer: RecipeViewer, recipeId: string, list: RecipeInput['ingredients']) {
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
 * in a log unit that applies to each), in one transaction.
 * @throws InvalidError naming `ingredients.N.foodId` / `ingredients.N.unit`.
 */
export async function createRecipe(db: Db, viewer: RecipeViewer, input: RecipeInput): Promise<RecipeView> {
	const id = createId()
	const rows = await ingredientRows(db, viewer, id, input.ingredients)
	await db.transaction(async (tx) => {
		await tx.insert(recipes).values({ id, userId: viewer.userId, ...recipeValues(input) })
		if (rows.length) await tx.insert(recipeIngredients).values(rows)
	})
	return storeEstimates(db, viewer, id)
}

/**
 * Replaces a recipe of the viewer (fields and, when given, the whole ingredient list).
 * @throws NotFoundError (missing / another user's), ForbiddenError (built-in), InvalidError.
 */
export async function updateRecipe(db: Db, viewer: RecipeViewer, recipeId: string, input: Omit<RecipeInput, 'ingredients'> & { ingredients?: RecipeInput['ingredients'] }): Promise<RecipeView> {
	await ownedRecipe(db, viewer, recipeId)
	const rows = input.ingredients ? await ingredientRows(db, viewer, recipeId, input.ingredients) : null
	await db.transaction(async (tx) => {
		await tx
			.update(recipes)
			.set({ ...recipeValues(input), updatedAt: new Date() })
			.where(and(eq(recipes.id, recipeId), eq(recipes.userId, viewer.userId)))
		if (rows) {
			await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId))
			if (rows.length) await tx.insert(recipeIngredients).values(rows)
		}
	})
	return storeEstimates(db, viewer, recipeId)
}

/** Adds one ingredient to the end of a recipe of the viewer. */
export async function addRecipeIngredient(db: Db, viewer: RecipeViewer, recipeId: string, ingredient: RecipeInput['ingredients'][number]): Promise<RecipeView> {
	await ownedRecipe(db, viewer, recipeId)
	const [last] = await db
		.select({ n: sql<number>`coalesce(max(${recipeIngredients.position}), -1)` })
		.from(recipeIngredients)
		.where(eq(recipeIngredients.recipeId, recipeId))
	const [row] = await ingredientRows(db, viewer, recipeId, [ingredient])
	await db.insert(recipeIngredients).values({ ...row!, position: Number(last?.n ?? -1) + 1 })
	return storeEstimates(db, viewer, recipeId)
}

/** Removes one ingredient from a recipe of the viewer. @throws NotFoundError when not in it. */
export async function removeRecipeIngredient(db: Db, viewer: RecipeViewer, recipeId: string, ingredientId: string): Promise<RecipeView> {
	await ownedRecipe(db, viewer, recipeId)
	const deleted = await db
		.delete(recipeIngredients)
		.where(and(eq(recipeIngredients.id, ingredientId), eq(recipeIngredients.recipeId, recipeId)))
		.returning({ id: recipeIngredients.id })
	if (deleted.length === 0) throw new NotFoundError('Ingredient')
	return storeEstimates(db, viewer, recipeId)
}

/** Deletes a recipe of the viewer; planned meals that used it keep their name and numbers. */
export async function deleteRecipe(db: Db, viewer: RecipeViewer, recipeId: string): Promise<RecipeView> {
	const view = await getRecipe(db, viewer, recipeId)
	await ownedRecipe(db, viewer, recipeId)
	await db.delete(recipes).where(and(eq(recipes.id, recipeId), eq(recipes.userId, viewer.userId)))
	return view
}

/** One ingredient amount for some servings of a recipe, as it is logged. */
export type ServingAmount = { foodId: number; name: string; quantity: number; unit: string; grams: number | null; nutrients: Nutrients }

/**
 * The ingredient amounts of `servings` servings of `recipe`: each ingredient's quantity ×
 * servings ÷ recipe servings, rounded to 0.01 of its unit, with the nutrients of exactly that
 * amount by resolvePortion on the food rows the recipe was loaded with — the computation `logFood`
 * snapshots. So a planned meal's numbers equal the diary entries 'Log to Tracker' creates
 * ({@link logRecipeServings} logs exactly these amounts).
 */
export function servingAmounts(recipe: RecipeView, servings: number): { amounts: ServingAmount[]; total: Nutrients } {
	const factor = servings / recipe.servings
	const loaded = loadedFoods.get(recipe)
	const amounts: ServingAmount[] = []
	for (const i of recipe.ingredients) {
		if (i.foodId == null || i.quantity <= 0) continue
		const quantity = round(i.quantity * factor)
		if (quantity <= 0) continue
		const exact = loaded ? amountNutrients(loaded.foods.get(i.foodId), loaded.portions.get(i.foodId) ?? [], quantity, i.unit) : null
		amounts.push({
			foodId: i.foodId,
			name: i.name,
			quantity,
			unit: i.unit,
			grams: exact?.grams ?? (i.grams == null ? null : round((i.grams * quantity) / i.quantity)),
			nutrients: exact?.nutrients ?? scaleNutrients(i.nutrients, quantity / i.quantity),
		})
	}
	return { amounts, total: sumNutrients(amounts.map((a) => a.nutrients)) }
}

/**
 * Logs `servings` servings of a recipe into the diary meal of `mealType` on `date`: one entry per
 * ingredient food (its amount from {@link servingAmounts}, through `logFood`, so each entry
 * snapshots its nutrition), all in one transaction.
 * @returns the entries' total nutrients.
 * @throws NotFoundError for an unknown recipe; InvalidError when the recipe has no ingredients.
 */
export async function logRecipeServings(
	db: Db,
	ctx: DiaryContext,
	input: { recipeId: string; servings: number; mealType: MealType; date?: string },
): Promise<{ recipe: RecipeView; total: Nutrients; entries: number }> {
	if (!Number.isFinite(input.servings) || input.servings <= 0 || input.servings > 20) throw new InvalidError('servings: must be greater than 0 and at most 20', { servings: ['Servings must be greater than 0 and at most 20'] })
	const recipe = await getRecipe(db, ctx, input.recipeId)
	const { amounts } = servingAmounts(recipe, input.servings)
	if (amounts.length === 0) throw new InvalidError('This recipe has no ingredients to log', { recipeId: ['This recipe has no ingredients to log'] })
	const totals: Nutrients[] = []
	await db.transaction(async (tx) => {
		for (const a of amounts) {
			const { entry } = await logFood(tx as unknown as Db, ctx, { foodId: a.foodId, quantity: a.quantity, unit: a.unit as 'gram', mealType: input.mealType, date: input.date })
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

/**
 * Planning under growth and failure: every per-account cap holds at its boundary on the API
 * and on the form (the last one fits, the next is refused naming the limit, nothing written);
 * every planning list pages through each item exactly once; a crash between the statements of
 * each multi-row write leaves nothing half-written; Log to Tracker twice gives one copy.
 */
import { createId } from '@paralleldrive/cuid2'
import { beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'
import { call, expectError, expectOk, type RouteModule } from './api-helpers.ts'

type User = Awaited<ReturnType<typeof createTestUser>>
let m: Record<string, RouteModule>

const load = async (name: string) => (await import(/* @vite-ignore */ `#app/routes/${name}`)) as RouteModule
const deps = async () => ({
	db: (await import('#app/db.server.ts')).db,
	schema: await import('#db/schema.ts'),
	orm: await import('drizzle-orm'),
})

beforeAll(async () => {
	m = {
		plans: await load('api.users.$id.meal-plans.ts'),
		planned: await load('api.meal-plans.$planId.planned-meals.ts'),
		log: await load('api.planned-meals.$id.log.ts'),
		recipes: await load('api.users.$id.recipes.ts'),
		recipe: await load('api.recipes.$recipeId.ts'),
		lists: await load('api.users.$id.grocery-lists.ts'),
		generate: await load('api.users.$id.grocery-lists.generate.ts'),
		foods: await load('api.foods.ts'),
	}
})

/** Reference foods of the sample data with a gram amount (ids), `n` of them. */
async function someFoods(n: number): Promise<number[]> {
	const { db } = await deps()
	// No cooked foods: a grocery list buys a cooked food as its raw sibling, which may be another of these foods.
	const rows = await db.$client.execute({ sql: `SELECT id FROM foods WHERE owner_id IS NULL AND source <> 'off' AND lower(name) NOT GLOB '*cooked*' AND lower(name) NOT GLOB '*boiled*' AND lower(name) NOT GLOB '*roasted*' AND lower(name) NOT GLOB '*baked*' AND lower(name) NOT GLOB '*fried*' AND lower(name) NOT GLOB '*steamed*' AND lower(name) NOT GLOB '*grilled*' AND lower(name) NOT GLOB '*broiled*' AND lower(name) NOT GLOB '*braised*' AND lower(name) NOT GLOB '*stewed*' AND lower(name) NOT GLOB '*heated*' AND lower(name) NOT GLOB '*prepared*' ORDER BY id LIMIT ?`, args: [n] })
	return rows.rows.map((r) => Number(r.id))
}

/** A built-in recipe's id. */
async function builtInRecipeId(): Promise<string> {
	const { db } = await deps()
	return String((await db.$client.execute('SELECT id FROM recipes WHERE user_id IS NULL ORDER BY name LIMIT 1')).rows[0]!.id)
}

/** `n` own recipes written straight to the table (no ingredients): fills an account towards its cap. */
async function insertRecipes(user: User, n: number, name = (i: number) => `Filler ${String(i).padStart(4, '0')}`) {
	const { db, schema } = await deps()
	const rows = Array.from({ length: n }, (_, i) => ({ id: createId(), userId: user.user.id, name: name(i), servings: 1, tags: [], mealTypes: ['lunch'] as never }))
	for (let i = 0; i < rows.length; i += 100) await db.insert(schema.recipes).values(rows.slice(i, i + 100))
	return rows.map((r) => r.id)
}

/** `n` plans written straight to the table (no planned meals), all with one created time. */
async function insertPlans(user: User, n: number) {
	const { db, schema } = await deps()
	const createdAt = new Date('2026-01-01T00:00:00Z')
	const rows = Array.from({ length: n }, (_, i) => ({ id: createId(), userId: user.user.id, name: `Old plan ${i}`, startDate: '2026-01-01', endDate: '2026-01-07', createdAt }))
	for (let i = 0; i < rows.length; i += 100) await db.insert(schema.mealPlans).values(rows.slice(i, i + 100))
	return rows.map((r) => r.id)
}

async function insertLists(user: User, n: number) {
	const { db, schema } = await deps()
	const rows = Array.from({ length: n }, (_, i) => ({ id: createId(), userId: user.user.id, name: `Old list ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 3)) }))
	for (let i = 0; i < rows.length; i += 100) await db.insert(schema.groceryLists).values(rows.slice(i, i + 100))
	return rows.map((r) => r.id)
}

async function count(table: 'recipes' | 'meal_plans' | 'grocery_lists' | 'planned_meals' | 'meal_foods' | 'grocery_items' | 'recipe_ingredients', where: string, args: Array<string | number>) {
	const { db } = await deps()
	return Number((await db.$client.execute({ sql: `SELECT count(*) AS n FROM ${table} WHERE ${where}`, args })).rows[0]!.n)
}

async function createPlanApi(user: User, body: Record<string, unknown> = {}) {
	const id = user.user.id
	return call(m.plans!, `/api/users/${id}/meal-plans`, { params: { id }, headers: user.bearer, body: { name: 'Week', ...body } })
}

/** A new user's plan and its first planned meal, with Log to Tracker for it through the API. */
async function plannedMealToLog() {
	const { db } = await deps()
	const { listPlannedMeals } = await import('#app/domain/planning/plans.server.ts')
	const me = await createTestUser()
	const plan = (expectOk(await createPlanApi(me), 201) as { plan: { id: string; startDate: string } }).plan
	const [meal] = await listPlannedMeals(db, me.user.id, plan.id, plan.startDate)
	const log = () => call(m.log!, `/api/planned-meals/${meal!.id}/log`, { params: { id: meal!.id }, headers: me.bearer, body: {} })
	return { db, me, plan, meal: meal!, log }
}

/** Every page of a paginated list, following X-Next-Cursor; the ids in order. */
async function walk(mod: RouteModule, path: string, params: Record<string, string>, headers: Record<string, string>, limit: number) {
	const ids: string[] = []
	let cursor: string | null = null
	for (let pages = 0; pages < 200; pages++) {
		const sep = path.includes('?') ? '&' : '?'
		const res = await call(mod, `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { params, headers })
		const body = expectOk(res, 200) as Array<{ id: string }>
		expect(body.length).toBeLessThanOrEqual(limit)
		ids.push(...body.map((r) => r.id))
		cursor = res.headers.get('x-next-cursor')
		if (!cursor) {
			expect(res.headers.get('link')).toBeNull()
			return ids
		}
		expect(res.headers.get('link')).toContain(`cursor=${cursor}`)
	}
	throw new Error('more than 200 pages')
}

/**
 * Makes the `nth` statement matching `pattern` inside a database transaction throw, as a crash
 * between two statements of a multi-row write would stop it. Returns the undo.
 */
async function crashAt(pattern: RegExp, nth = 1): Promise<() => void> {
	const { db } = await deps()
	const client = db.$client
	const real = client.transaction.bind(client)
	let seen = 0
	client.transaction = (async (...args: Parameters<typeof real>) => {
		const tx = await real(...args)
		const execute = tx.execute.bind(tx)
		tx.execute = (async (stmt: Parameters<typeof execute>[0]) => {
			const text = typeof stmt === 'string' ? stmt : stmt.sql
			if (pattern.test(text) && ++seen >= nth) throw new Error('crash injected between the statements of a transaction')
			return execute(stmt)
		}) as typeof tx.execute
		return tx
	}) as typeof client.transaction
	return () => {
		client.transaction = real
	}
}

/** Runs `run` with a crash injected (see {@link crashAt}); true when it stopped the call (a throw, or a 500 from /api). */
async function withCrash(pattern: RegExp, nth: number, run: () => Promise<unknown>): Promise<boolean> {
	const undo = await crashAt(pattern, nth)
	try {
		const result = await run()
		return (result as { status?: number } | null)?.status === 500
	} catch (error) {
		const text = `${String(error)} ${String((error as { cause?: unknown }).cause)}`
		return text.includes('crash injected')
	} finally {
		undo()
	}
}

/** The toast a redirect carries in its cookie (title and description), for the form tests. */
async function toastOf(response: Response): Promise<string> {
	const { getToast } = await import('#app/utils/toast.server.ts')
	const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!
	const { toast } = await getToast(new Request('http://localhost/', { headers: { Cookie: cookie } }))
	return `${toast?.message ?? ''}: ${toast?.description ?? ''}`
}

describe('caps at their boundary: the API', () => {
	test('own recipes: the 200th is created, the 201st is refused naming the limit', async () => {
		const { RECIPE_CAPS } = await import('#app/domain/recipes/caps.ts')
		const me = await createTestUser()
		const id = me.user.id
		await insertRecipes(me, RECIPE_CAPS.recipesPerAccount - 1)
		expectOk(await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: me.bearer, body: { name: 'The last one' } }), 201)
		const refused = expectError(await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: me.bearer, body: { name: 'One too many' } }), 422, 'name')
		expect(refused.message).toContain(String(RECIPE_CAPS.recipesPerAccount))
		expect(await count('recipes', 'user_id = ?', [id])).toBe(RECIPE_CAPS.recipesPerAccount)
	})

	test('ingredients: 40 are accepted, 41 refused naming ingredients; instructions: 5,000 characters accepted, 5,001 refused', async () => {
		const { RECIPE_CAPS } = await import('#app/domain/recipes/caps.ts')
		const me = await createTestUser()
		const id = me.user.id
		const foods = await someFoods(RECIPE_CAPS.ingredientsPerRecipe + 1)
		const ingredients = foods.map((foodId) => ({ foodId, quantity: 10, unit: 'gram' }))
		const full = expectOk(await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: me.bearer, body: { name: 'Forty', ingredients: ingredients.slice(0, RECIPE_CAPS.ingredientsPerRecipe), instructions: 'x'.repeat(RECIPE_CAPS.instructionsLength) } }), 201) as { id: string; ingredients: unknown[] }
		expect(full.ingredients).toHaveLength(RECIPE_CAPS.ingredientsPerRecipe)
		const before = await count('recipes', 'user_id = ?', [id])
		expect(expectError(await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: me.bearer, body: { name: 'Forty-one', ingredients } }), 422, 'ingredients').message).toContain(String(RECIPE_CAPS.ingredientsPerRecipe))
		expectError(await call(m.recipe!, `/api/recipes/${full.id}`, { method: 'PUT', params: { recipeId: full.id }, headers: me.bearer, body: { name: 'Forty-one', ingredients } }), 422, 'ingredients')
		expectError(await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: me.bearer, body: { name: 'Long', instructions: 'x'.repeat(RECIPE_CAPS.instructionsLength + 1) } }), 422, 'instructions')
		expect(await count('recipes', 'user_id = ?', [id])).toBe(before)
		expect(await count('recipe_ingredients', 'recipe_id = ?', [full.id])).toBe(RECIPE_CAPS.ingredientsPerRecipe)
	})

	test('plans: the 100th is created with its week, the 101st is refused naming the limit', async () => {
		const { PLANNING_CAPS } = await import('#app/domain/planning/caps.ts')
		const me = await createTestUser()
		await insertPlans(me, PLANNING_CAPS.plansPerAccount - 1)
		const last = expectOk(await createPlanApi(me), 201) as { plan: { id: string; plannedMealCount: number } }
		expect(last.plan.plannedMealCount).toBeGreaterThan(0)
		const refused = expectError(await createPlanApi(me), 422, 'name')
		expect(refused.message).toContain(String(PLANNING_CAPS.plansPerAccount))
		expect(await count('meal_plans', 'user_id = ?', [me.user.id])).toBe(PLANNING_CAPS.plansPerAccount)
	})

	test('planned meals: a plan-day takes its 12th meal and refuses the 13th naming date', async () => {
		const { PLANNING_CAPS } = await import('#app/domain/planning/caps.ts')
		const me = await createTestUser()
		const plan = (expectOk(await createPlanApi(me), 201) as { plan: { id: string; startDate: string } }).plan
		const planId = plan.id
		const day = plan.startDate
		const held = await count('planned_meals', 'plan_id = ? AND date = ?', [planId, day])
		const recipeId = await builtInRecipeId()
		const add = () => call(m.planned!, `/api/meal-plans/${planId}/planned-meals`, { params: { planId }, headers: me.bearer, body: { date: day, mealType: 'snack', recipeId } })
		for (let i = held; i < PLANNING_CAPS.plannedMealsPerDay; i++) expectOk(await add(), 201)
		expect(expectError(await add(), 422, 'date').message).toContain(String(PLANNING_CAPS.plannedMealsPerDay))
		expect(await count('planned_meals', 'plan_id = ? AND date = ?', [planId, day])).toBe(PLANNING_CAPS.plannedMealsPerDay)
	})

	test('grocery lists: the 100th is generated, the 101st is refused naming the limit', async () => {
		const { GROCERY_CAPS } = await import('#app/domain/grocery/caps.ts')
		const me = await createTestUser()
		const id = me.user.id
		const planId = ((expectOk(await createPlanApi(me), 201) as { plan: { id: string } }).plan).id
		await insertLists(me, GROCERY_CAPS.listsPerAccount - 1)
		const generate = () => call(m.generate!, `/api/users/${id}/grocery-lists/generate`, { params: { id }, headers: me.bearer, body: { mealPlanId: planId, servings: 2, daysToGenerate: 7 } })
		expectOk(await generate(), 201)
		expect(expectError(await generate(), 422, 'mealPlanId').message).toContain(String(GROCERY_CAPS.listsPerAccount))
		expect(await count('grocery_lists', 'user_id = ?', [id])).toBe(GROCERY_CAPS.listsPerAccount)
	})

	test("deleting an old list or plan makes room under its cap; another user's answers 404 and stays", async () => {
		const { GROCERY_CAPS } = await import('#app/domain/grocery/caps.ts')
		const { action } = await import('#app/routes/meal-planning/route.tsx')
		const del = await load('api.grocery-lists.$listId.ts')
		const me = await createTestUser()
		const other = await createTestUser()
		const id = me.user.id
		const planId = ((expectOk(await createPlanApi(me), 201) as { plan: { id: string } }).plan).id
		const [oldest, second] = await insertLists(me, GROCERY_CAPS.listsPerAccount)
		const generate = () => call(m.generate!, `/api/users/${id}/grocery-lists/generate`, { params: { id }, headers: me.bearer, body: { mealPlanId: planId, servings: 2, daysToGenerate: 7 } })
		expectError(await generate(), 422, 'mealPlanId')
		expectError(await call(del, `/api/grocery-lists/${oldest}`, { method: 'DELETE', params: { listId: oldest! }, headers: other.bearer }), 404)
		expectOk(await call(del, `/api/grocery-lists/${oldest}`, { method: 'DELETE', params: { listId: oldest! }, headers: me.bearer }), 200)
		expectOk(await generate(), 201)
		// The screen's Delete this list does the same.
		const res = (await action(routeArgs(formRequest('/meal-planning', { intent: 'delete-list', listId: second! }, { Cookie: me.cookie })))) as Response
		expect(await toastOf(res)).toContain('List Deleted')
		expect(await count('grocery_lists', 'user_id = ?', [id])).toBe(GROCERY_CAPS.listsPerAccount - 1)
		const gone = await action(routeArgs(formRequest('/meal-planning', { intent: 'delete-plan', planId }, { Cookie: other.cookie })))
		expect(await toastOf(gone as Response)).toContain('not found')
		expect(((await action(routeArgs(formRequest('/meal-planning', { intent: 'delete-plan', planId }, { Cookie: me.cookie })))) as Response).status).toBe(302)
		expect(await count('meal_plans', 'user_id = ?', [id])).toBe(0)
	})

	test('grocery items: a list of 300 different foods is generated, one of 301 is refused naming daysToGenerate', async () => {
		const { GROCERY_CAPS } = await import('#app/domain/grocery/caps.ts')
		const { createRecipe } = await import('#app/domain/recipes/edit.server.ts')
		const { db, schema } = await deps()
		const me = await createTestUser()
		const id = me.user.id
		const planId = ((expectOk(await createPlanApi(me, { startDate: '2026-03-01', endDate: '2026-03-10' }), 201) as { plan: { id: string } }).plan).id
		await db.delete(schema.plannedMeals).where((await deps()).orm.eq(schema.plannedMeals.planId, planId))
		// Eight recipes of different foods: 40 + 40 + … + 20 + 1 = 301 foods, one recipe a day.
		const foods = await someFoods(GROCERY_CAPS.itemsPerList + 1)
		const sizes = [40, 40, 40, 40, 40, 40, 40, 20, 1]
		let at = 0
		for (const [i, size] of sizes.entries()) {
			const recipe = await createRecipe(db, { userId: id }, { name: `Wide ${i}`, servings: 1, tags: [], mealTypes: ['lunch'], ingredients: foods.slice(at, at + size).map((foodId) => ({ foodId, quantity: 50, unit: 'gram' as const })) })
			at += size
			await db.insert(schema.plannedMeals).values({ id: createId(), planId, userId: id, date: `2026-03-0${i + 1}`, name: recipe.name, mealType: 'lunch', recipeId: recipe.id, servings: 1 })
		}
		const generate = (days: number) => call(m.generate!, `/api/users/${id}/grocery-lists/generate`, { params: { id }, headers: me.bearer, body: { mealPlanId: planId, servings: 1, daysToGenerate: days, startDate: '2026-03-01' } })
		const list = (expectOk(await generate(8), 201) as { list: { itemCount: number } }).list
		expect(list.itemCount).toBe(GROCERY_CAPS.itemsPerList)
		expect(expectError(await generate(9), 422, 'daysToGenerate').message).toContain(String(GROCERY_CAPS.itemsPerList))
		expect(await count('grocery_lists', 'user_id = ?', [id])).toBe(1)
	})

	test('custom foods: the 1,000th is created, the 1,001st is refused naming name', async () => {
		const { FOOD_CAPS } = await import('#app/domain/foods/caps.ts')
		const { db } = await deps()
		const me = await createTestUser()
		// Old foods (made long ago, so the per-day cap does not decide).
		const old = Date.parse('2025-01-01T00:00:00Z')
		const n = FOOD_CAPS.customFoodsPerAccount - 1
		for (let i = 0; i < n; i += 250) {
			const batch = Array.from({ length: Math.min(250, n - i) }, (_, j) => [`Own food ${i + j}`, me.user.id, old])
			await db.$client.execute({
				sql: `INSERT INTO foods (source, owner_id, name, serving_size, serving_unit, basis, kcal, created_at) SELECT 'custom', json_extract(value, '$[1]'), json_extract(value, '$[0]'), 1, 'serving', 'perServing', 100, json_extract(value, '$[2]') FROM json_each(?)`,
				args: [JSON.stringify(batch)],
			})
		}
		const body = { name: 'The last food', servingSize: '1', servingUnit: 'serving', caloriesPerServing: '100', proteinPerServing: '1', carbsPerServing: '1', fatPerServing: '1', fiberPerServing: '0', sugarPerServing: '0' }
		expectOk(await call(m.foods!, '/api/foods', { headers: me.bearer, body }), 201)
		expect(expectError(await call(m.foods!, '/api/foods', { headers: me.bearer, body: { ...body, name: 'One too many' } }), 422, 'name').message).toContain(String(FOOD_CAPS.customFoodsPerAccount))
		expect(Number((await db.$client.execute({ sql: 'SELECT count(*) AS n FROM foods WHERE owner_id = ?', args: [me.user.id] })).rows[0]!.n)).toBe(FOOD_CAPS.customFoodsPerAccount)
	})
})

describe('caps at their boundary: the forms', () => {
	type FormReply = { data: { result: { error: Record<string, string[]> } }; init: { status: number } }

	test('/recipes/new: the 200th recipe is saved, the 201st answers 400 with the limit on the name field', async () => {
		const { RECIPE_CAPS } = await import('#app/domain/recipes/caps.ts')
		const { action } = await import('#app/routes/recipes.new.tsx')
		const me = await createTestUser()
		await insertRecipes(me, RECIPE_CAPS.recipesPerAccount - 1)
		const post = (name: string) => action(routeArgs(formRequest('/recipes/new', { name, servings: '2', mealTypes: 'lunch' }, { Cookie: me.cookie })))
		const saved = (await post('The last one')) as Response
		expect(saved.status).toBe(302)
		const refused = (await post('One too many')) as unknown as FormReply
		expect(refused.init.status).toBe(400)
		expect(refused.data.result.error.name![0]).toContain(String(RECIPE_CAPS.recipesPerAccount))
		expect(await count('recipes', 'user_id = ?', [me.user.id])).toBe(RECIPE_CAPS.recipesPerAccount)
	})

	test('/recipes/new: 5,001 characters of instructions answer 400 naming instructions', async () => {
		const { RECIPE_CAPS } = await import('#app/domain/recipes/caps.ts')
		const { action } = await import('#app/routes/recipes.new.tsx')
		const me = await createTestUser()
		const refused = (await action(routeArgs(formRequest('/recipes/new', { name: 'Long', instructions: 'x'.repeat(RECIPE_CAPS.instructionsLength + 1) }, { Cookie: me.cookie })))) as unknown as FormReply
		expect(refused.init.status).toBe(400)
		expect(refused.data.result.error.instructions![0]).toContain(String(RECIPE_CAPS.instructionsLength))
		expect(await count('recipes', 'user_id = ?', [me.user.id])).toBe(0)
	})

	test("the recipe editor's Add takes the 40th ingredient and refuses the 41st (the API's cap), which is not stored", async () => {
		const { RECIPE_CAPS } = await import('#app/domain/recipes/caps.ts')
		const { createRecipe } = await import('#app/domain/recipes/edit.server.ts')
		const { action } = await import('#app/routes/recipes.$recipeId.tsx')
		const { db } = await deps()
		const me = await createTestUser()
		const foods = await someFoods(RECIPE_CAPS.ingredientsPerRecipe + 1)
		const recipe = await createRecipe(db, { userId: me.user.id }, { name: 'Nearly full', servings: 1, tags: [], mealTypes: ['lunch'], ingredients: foods.slice(0, RECIPE_CAPS.ingredientsPerRecipe - 1).map((foodId) => ({ foodId, quantity: 10, unit: 'gram' as const })) })
		const add = (foodId: number) => action(routeArgs(formRequest(`/recipes/${recipe.id}`, { intent: 'add-ingredient', foodId: String(foodId), quantity: '10', unit: 'gram' }, { Cookie: me.cookie }), { recipeId: recipe.id })) as Promise<Response>
		const ok = await add(foods[RECIPE_CAPS.ingredientsPerRecipe - 1]!)
		expect(ok.status).toBe(302)
		expect(await toastOf(ok)).toContain('Ingredient added')
		const refused = await add(foods[RECIPE_CAPS.ingredientsPerRecipe]!)
		expect(refused.status).toBe(302)
		expect(await toastOf(refused)).toContain(`at most ${RECIPE_CAPS.ingredientsPerRecipe} ingredients`)
		expect(await count('recipe_ingredients', 'recipe_id = ?', [recipe.id])).toBe(RECIPE_CAPS.ingredientsPerRecipe)
	})

	test('Create New Meal Plan: the 100th plan is created, the 101st re-renders the form with the limit and the spec toast', async () => {
		const { PLANNING_CAPS } = await import('#app/domain/planning/caps.ts')
		const { action } = await import('#app/routes/meal-planning/route.tsx')
		const me = await createTestUser()
		await insertPlans(me, PLANNING_CAPS.plansPerAccount - 1)
		const post = () => action(routeArgs(formRequest('/meal-planning?new=1', { intent: 'create-plan', name: 'Another week' }, { Cookie: me.cookie })))
		expect(((await post()) as Response).status).toBe(302)
		const refused = (await post()) as unknown as FormReply
		expect(refused.init.status).toBe(400)
		expect(refused.data.result.error.name![0]).toContain(String(PLANNING_CAPS.plansPerAccount))
		expect(refused.data.result.error['']).toContain('Error: Failed to create meal plan. Please try again.')
		expect(await count('meal_plans', 'user_id = ?', [me.user.id])).toBe(PLANNING_CAPS.plansPerAccount)
	})

	test("Add to Plan and AI Generate past their caps answer with the spec's toasts and write nothing", async () => {
		const { PLANNING_CAPS } = await import('#app/domain/planning/caps.ts')
		const { GROCERY_CAPS } = await import('#app/domain/grocery/caps.ts')
		const { action } = await import('#app/routes/meal-planning/route.tsx')
		const me = await createTestUser()
		const plan = (expectOk(await createPlanApi(me), 201) as { plan: { id: string; startDate: string } }).plan
		const recipeId = await builtInRecipeId()
		const post = (fields: Record<string, string>) => action(routeArgs(formRequest('/meal-planning', fields, { Cookie: me.cookie }))) as Promise<Response>
		const addOne = () => post({ intent: 'add-to-plan', planId: plan.id, recipeId, date: plan.startDate, mealType: 'snack' })
		while ((await count('planned_meals', 'plan_id = ? AND date = ?', [plan.id, plan.startDate])) < PLANNING_CAPS.plannedMealsPerDay) expect((await addOne()).status).toBe(302)
		const refused = await addOne()
		expect(await toastOf(refused)).toContain(`at most ${PLANNING_CAPS.plannedMealsPerDay} planned meals`)
		expect(await count('planned_meals', 'plan_id = ? AND date = ?', [plan.id, plan.startDate])).toBe(PLANNING_CAPS.plannedMealsPerDay)
		await insertLists(me, GROCERY_CAPS.listsPerAccount)
		const generate = await post({ intent: 'generate', mealPlanId: plan.id, servings: '2', daysToGenerate: '7' })
		const toast = await toastOf(generate)
		expect(toast).toContain('Generation Failed')
		expect(toast).toContain(`at most ${GROCERY_CAPS.listsPerAccount} grocery lists`)
		expect(await count('grocery_lists', 'user_id = ?', [me.user.id])).toBe(GROCERY_CAPS.listsPerAccount)
	})
})

describe('pagination: every item exactly once', () => {
	test('recipes (own then built-in, with ties in name; filtered by search and diet too)', async () => {
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const { db } = await deps()
		const me = await createTestUser()
		const id = me.user.id
		await insertRecipes(me, 23, (i) => `Same name ${i % 4}`)
		const all = (await listRecipes(db, { userId: id })).map((r) => r.id)
		const paged = await walk(m.recipes!, `/api/users/${id}/recipes`, { id }, me.bearer, 7)
		expect(paged).toEqual(all)
		expect(new Set(paged).size).toBe(all.length)
		for (const query of ['q=bowl', 'diet=vegetarian', 'q=name']) {
			const [k, v] = query.split('=') as [string, string]
			const filtered = (await listRecipes(db, { userId: id }, { [k]: v })).map((r) => r.id)
			expect(filtered.length).toBeGreaterThan(0)
			expect(await walk(m.recipes!, `/api/users/${id}/recipes?${query}`, { id }, me.bearer, 4)).toEqual(filtered)
		}
	})

	test('plans (many created in the same millisecond), planned meals (a whole plan and one day) and grocery lists', async () => {
		const { listPlannedMeals } = await import('#app/domain/planning/plans.server.ts')
		const { db } = await deps()
		const me = await createTestUser()
		const id = me.user.id
		const made = await insertPlans(me, 11)
		const plan = (expectOk(await createPlanApi(me, { startDate: '2026-05-01', endDate: '2026-05-20' }), 201) as { plan: { id: string } }).plan
		const plans = await walk(m.plans!, `/api/users/${id}/meal-plans`, { id }, me.bearer, 3)
		expect(plans).toHaveLength(12)
		expect(new Set(plans)).toEqual(new Set([...made, plan.id]))
		expect(plans.at(-1)).toBe(plan.id)
		const planned = (await listPlannedMeals(db, id, plan.id)).map((p) => p.id)
		expect(planned.length).toBeGreaterThan(40)
		expect(await walk(m.planned!, `/api/meal-plans/${plan.id}/planned-meals`, { planId: plan.id }, me.bearer, 9)).toEqual(planned)
		const day = (await listPlannedMeals(db, id, plan.id, '2026-05-03')).map((p) => p.id)
		expect(await walk(m.planned!, `/api/meal-plans/${plan.id}/planned-meals?date=2026-05-03`, { planId: plan.id }, me.bearer, 1)).toEqual(day)
		const lists = await insertLists(me, 10)
		const pagedLists = await walk(m.lists!, `/api/users/${id}/grocery-lists`, { id }, me.bearer, 3)
		expect(pagedLists).toHaveLength(10)
		expect(new Set(pagedLists)).toEqual(new Set(lists))
	})

	test("the Recipes tab and the plan picker show one page each, and their 'More' links (plain URLs) reach every item once", async () => {
		const { loader } = await import('#app/routes/meal-planning/route.tsx')
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const { RECIPE_PAGE } = await import('#app/domain/recipes/caps.ts')
		const { PLANNING_PAGES } = await import('#app/domain/planning/caps.ts')
		const { db } = await deps()
		const me = await createTestUser()
		await insertRecipes(me, 25)
		const plans = await insertPlans(me, PLANNING_PAGES.plans.default + 3)
		type Screen = { recipes: Array<{ id: string }>; recipesMore: string | null; plans: { items: Array<{ id: string }>; nextCursor: string | null } }
		const screen = async (search: string) => (await loader(routeArgs(new Request(`http://localhost:3000/meal-planning?${search}`, { headers: { Cookie: me.cookie } })))) as unknown as Screen
		const seen: string[] = []
		for (let next: string | null = 'tab=recipes'; next; ) {
			const page: Screen = await screen(next)
			expect(page.recipes.length).toBeLessThanOrEqual(RECIPE_PAGE.default)
			seen.push(...page.recipes.map((r) => r.id))
			next = page.recipesMore ? `tab=recipes&rcursor=${page.recipesMore}` : null
		}
		expect(seen).toEqual((await listRecipes(db, { userId: me.user.id })).map((r) => r.id))
		const picked: string[] = []
		for (let next: string | null = 'plans=1'; next; ) {
			const page: Screen = await screen(next)
			expect(page.plans.items.length).toBeLessThanOrEqual(PLANNING_PAGES.plans.default)
			picked.push(...page.plans.items.map((p) => p.id))
			next = page.plans.nextCursor ? `plans=1&pcursor=${page.plans.nextCursor}` : null
		}
		expect(new Set(picked)).toEqual(new Set(plans))
		expect(picked).toHaveLength(plans.length)
		// A cursor that is not one the screen gave out shows the first page instead of an error.
		expect((await screen('tab=recipes&rcursor=bogus')).recipes.map((r) => r.id)).toEqual(seen.slice(0, RECIPE_PAGE.default))
	})

	test('defaults and hard maximums: no limit gives the default page; over the maximum and a foreign cursor are 422', async () => {
		const { RECIPE_PAGE } = await import('#app/domain/recipes/caps.ts')
		const { PLANNING_PAGES } = await import('#app/domain/planning/caps.ts')
		const { GROCERY_PAGE } = await import('#app/domain/grocery/caps.ts')
		const me = await createTestUser()
		const id = me.user.id
		const first = await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: me.bearer })
		expect((expectOk(first, 200) as unknown[]).length).toBe(RECIPE_PAGE.default)
		expectError(await call(m.recipes!, `/api/users/${id}/recipes?limit=${RECIPE_PAGE.max + 1}`, { params: { id }, headers: me.bearer }), 422, 'limit')
		expectError(await call(m.plans!, `/api/users/${id}/meal-plans?limit=${PLANNING_PAGES.plans.max + 1}`, { params: { id }, headers: me.bearer }), 422, 'limit')
		expectError(await call(m.lists!, `/api/users/${id}/grocery-lists?limit=${GROCERY_PAGE.max + 1}`, { params: { id }, headers: me.bearer }), 422, 'limit')
		expectError(await call(m.lists!, `/api/users/${id}/grocery-lists?cursor=${first.headers.get('x-next-cursor')}`, { params: { id }, headers: me.bearer }), 422, 'cursor')
		expectError(await call(m.plans!, `/api/users/${id}/meal-plans?cursor=not-a-cursor!`, { params: { id }, headers: me.bearer }), 422, 'cursor')
	})

	test('a page whose JSON would pass 1 MB ends early and its cursor continues after the last item sent', async () => {
		const { pageResponse } = await import('#app/utils/pagination.server.ts')
		const { MAX_RESPONSE_BYTES, pageOf } = await import('#app/domain/pagination.ts')
		const items = Array.from({ length: 6 }, (_, i) => ({ id: `item-${i}`, text: 'é'.repeat(150_000) }))
		const page = pageOf(items, 5, (r) => [r.id])
		const res = pageResponse(new Request('http://localhost/api/x?limit=5'), page)
		const body = await res.text()
		expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_RESPONSE_BYTES)
		const sent = (JSON.parse(body) as Array<{ id: string }>).map((r) => r.id)
		expect(sent).toEqual(['item-0', 'item-1', 'item-2'])
		expect(res.headers.get('x-next-cursor')).toBe(page.after[2])
	})

	test('the largest recipe page at its caps (30 recipes of 40 ingredients, 5,000 characters of instructions) stays under 1 MB', async () => {
		const { RECIPE_CAPS, RECIPE_PAGE } = await import('#app/domain/recipes/caps.ts')
		const { MAX_RESPONSE_BYTES } = await import('#app/domain/pagination.ts')
		const { db, schema } = await deps()
		const me = await createTestUser()
		const id = me.user.id
		const foods = await someFoods(RECIPE_CAPS.ingredientsPerRecipe)
		const recipeIds = await insertRecipes(me, RECIPE_PAGE.max + 2)
		await db.update(schema.recipes).set({ instructions: 'Stir "well"\n'.repeat(RECIPE_CAPS.instructionsLength / 12), description: 'd'.repeat(500) }).where((await deps()).orm.eq(schema.recipes.userId, id))
		const ingredients = recipeIds.flatMap((recipeId) => foods.map((foodId, position) => ({ id: createId(), recipeId, foodId, name: 'An ingredient with a long food name, '.repeat(5), quantity: 10, unit: 'gram', grams: 10, position })))
		for (let i = 0; i < ingredients.length; i += 200) await db.insert(schema.recipeIngredients).values(ingredients.slice(i, i + 200))
		const res = await call(m.recipes!, `/api/users/${id}/recipes?limit=${RECIPE_PAGE.max}`, { params: { id }, headers: me.bearer })
		const page = expectOk(res, 200) as unknown[]
		expect(Buffer.byteLength(JSON.stringify(page))).toBeLessThan(MAX_RESPONSE_BYTES)
		expect(res.headers.get('x-next-cursor')).not.toBeNull()
	})
})

describe('all or nothing: a crash between the statements of each multi-row write', () => {
	test('creating a plan: no plan without its week, and no planned meals without their plan', async () => {
		const me = await createTestUser()
		const crashed = await withCrash(/insert into "planned_meals"/i, 1, () => createPlanApi(me))
		expect(crashed).toBe(true)
		expect(await count('meal_plans', 'user_id = ?', [me.user.id])).toBe(0)
		expect(await count('planned_meals', 'user_id = ?', [me.user.id])).toBe(0)
		// The same request afterwards creates the whole plan.
		const created = expectOk(await createPlanApi(me), 201) as { plan: { id: string; plannedMealCount: number } }
		expect(await count('planned_meals', 'plan_id = ?', [created.plan.id])).toBe(created.plan.plannedMealCount)
	})

	test('refilling a week: the old planned meals stay until the new ones are written', async () => {
		const { refillPlan, listPlannedMeals } = await import('#app/domain/planning/plans.server.ts')
		const { db } = await deps()
		const me = await createTestUser()
		const plan = (expectOk(await createPlanApi(me, { startDate: '2026-06-01', endDate: '2026-06-14' }), 201) as { plan: { id: string } }).plan
		const before = (await listPlannedMeals(db, me.user.id, plan.id)).map((p) => p.id)
		// The crash comes after the old meals' removal, at the first insert of the new ones.
		const crashed = await withCrash(/insert into "planned_meals"/i, 1, () => refillPlan(db, me.user.id, plan.id))
		expect(crashed).toBe(true)
		expect((await listPlannedMeals(db, me.user.id, plan.id)).map((p) => p.id)).toEqual(before)
	})

	test('Log to Tracker: neither diary entries without the logged mark nor the mark without its entries; the retry logs once', async () => {
		const { db, me, plan, meal, log } = await plannedMealToLog()
		const { listPlannedMeals } = await import('#app/domain/planning/plans.server.ts')
		// The crash comes after the mark and the first entry, before the second entry.
		const crashed = await withCrash(/insert into "meal_foods"/i, 2, log)
		expect(crashed).toBe(true)
		expect(await count('meal_foods', 'user_id = ?', [me.user.id])).toBe(0)
		expect((await listPlannedMeals(db, me.user.id, plan.id, plan.startDate)).find((p) => p.id === meal.id)!.loggedAt).toBeNull()
		const logged = expectOk(await log(), 200) as { entries: number }
		expect(await count('meal_foods', 'user_id = ?', [me.user.id])).toBe(logged.entries)
	})

	test('generating a grocery list: no list without its items', async () => {
		const me = await createTestUser()
		const id = me.user.id
		const planId = ((expectOk(await createPlanApi(me), 201) as { plan: { id: string } }).plan).id
		const crashed = await withCrash(/insert into "grocery_items"/i, 1, () => call(m.generate!, `/api/users/${id}/grocery-lists/generate`, { params: { id }, headers: me.bearer, body: { mealPlanId: planId, servings: 2, daysToGenerate: 7 } }))
		expect(crashed).toBe(true)
		expect(await count('grocery_lists', 'user_id = ?', [id])).toBe(0)
	})

	test('creating a recipe with ingredients: no recipe without them', async () => {
		const me = await createTestUser()
		const id = me.user.id
		const foods = await someFoods(3)
		const crashed = await withCrash(/insert into "recipe_ingredients"/i, 1, () =>
			call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: me.bearer, body: { name: 'Half', ingredients: foods.map((foodId) => ({ foodId, quantity: 10, unit: 'gram' })) } }),
		)
		expect(crashed).toBe(true)
		expect(await count('recipes', 'user_id = ?', [id])).toBe(0)
	})
})

describe('Log to Tracker twice', () => {
	test('one after the other: the second answers 409 and adds nothing', async () => {
		const { me, log } = await plannedMealToLog()
		const first = expectOk(await log(), 200) as { entries: number }
		expect(expectError(await log(), 409).message).toContain('already logged')
		expect(await count('meal_foods', 'user_id = ?', [me.user.id])).toBe(first.entries)
	})

	test('at the same time (a double click): exactly one logs, one copy in the diary', async () => {
		const { db, me, meal } = await plannedMealToLog()
		const { logPlannedMeal } = await import('#app/domain/planning/plans.server.ts')
		const { actorOf } = await import('#app/domain/actor.ts')
		const results = await Promise.allSettled([logPlannedMeal(db, actorOf(me.user), meal.id), logPlannedMeal(db, actorOf(me.user), meal.id), logPlannedMeal(db, actorOf(me.user), meal.id)])
		const ok = results.filter((r) => r.status === 'fulfilled') as Array<PromiseFulfilledResult<{ entries: number }>>
		expect(ok).toHaveLength(1)
		for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409)
		expect(await count('meal_foods', 'user_id = ?', [me.user.id])).toBe(ok[0]!.value.entries)
	})
})

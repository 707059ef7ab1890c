/**
 * Planning /api: happy paths match their documented schemas, and the two-user matrix:
 * another user's plan, planned meal, recipe, list or item is 404 and changes nothing; another
 * user's id in the path is 403.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { createTestUser, foodIdByFdc } from '#tests/utils.ts'
import type * as PlanningApi from '#app/utils/openapi/planning.ts'
import { call, expectError, expectOk, type RouteModule } from './api-helpers.ts'

type Mods = Record<string, RouteModule>
let m: Mods
let A: Awaited<ReturnType<typeof createTestUser>>
let B: Awaited<ReturnType<typeof createTestUser>>
let S: typeof PlanningApi

beforeAll(async () => {
	const load = async (name: string) => (await import(/* @vite-ignore */ `#app/routes/${name}`)) as RouteModule
	m = {
		plans: await load('api.users.$id.meal-plans.ts'),
		plan: await load('api.meal-plans.$planId.ts'),
		activate: await load('api.meal-plans.$planId.activate.ts'),
		refill: await load('api.meal-plans.$planId.refill.ts'),
		planned: await load('api.meal-plans.$planId.planned-meals.ts'),
		plannedMeal: await load('api.planned-meals.$id.ts'),
		log: await load('api.planned-meals.$id.log.ts'),
		recipes: await load('api.users.$id.recipes.ts'),
		recipe: await load('api.recipes.$recipeId.ts'),
		lists: await load('api.users.$id.grocery-lists.ts'),
		generate: await load('api.users.$id.grocery-lists.generate.ts'),
		item: await load('api.grocery-items.$itemId.ts'),
	}
	S = await import('#app/utils/openapi/planning.ts')
	A = await createTestUser()
	B = await createTestUser()
})

async function setup(owner: typeof A) {
	const id = owner.user.id
	const created = expectOk(await call(m.plans!, `/api/users/${id}/meal-plans`, { params: { id }, headers: owner.bearer, body: { name: 'Veg week', targetCalories: 1800, dietaryRestrictions: ['vegetarian'], allergies: ['peanuts'] } }), 201) as {
		plan: z.output<typeof S.MealPlanResponse>
		fill: { days: Array<{ withinTarget: boolean; meals: number }> }
	}
	const planId = created.plan.id
	const meals = expectOk(await call(m.planned!, `/api/meal-plans/${planId}/planned-meals`, { params: { planId }, headers: owner.bearer }), 200) as Array<{ id: string; date: string }>
	const quinoa = await foodIdByFdc(168917)
	const recipe = expectOk(
		await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: owner.bearer, body: { name: 'My quinoa', servings: 2, mealTypes: ['lunch'], ingredients: [{ foodId: quinoa, quantity: 370, unit: 'gram' }] } }),
		201,
		S.RecipeResponse,
	)
	const generated = expectOk(await call(m.generate!, `/api/users/${id}/grocery-lists/generate`, { params: { id }, headers: owner.bearer, body: { mealPlanId: planId, servings: 2, daysToGenerate: 7 } }), 201) as { list: z.output<typeof S.GroceryListResponse> }
	return { planId, created, meals, recipe, list: generated.list }
}

describe('planning API happy paths', () => {
	test('create (spec defaults), list, planned meals by day, recipes, generate, check, log', async () => {
		const id = A.user.id
		const { created, planId, meals, recipe, list } = await setup(A)
		expect(created.plan).toMatchObject({ targetCalories: 1800, targetProtein: 150, targetCarbs: 200, targetFat: 70, isActive: false })
		expect(created.fill.days.length).toBe(8)
		expect(created.fill.days.every((d) => d.withinTarget && d.meals === 4)).toBe(true)
		expectOk(await call(m.plans!, `/api/users/${id}/meal-plans`, { params: { id }, headers: A.bearer }), 200, S.MealPlanResponse.array())
		const day = meals[0]!.date
		const oneDay = expectOk(await call(m.planned!, `/api/meal-plans/${planId}/planned-meals?date=${day}`, { params: { planId }, headers: A.bearer }), 200, S.PlannedMealResponse.array())
		expect(oneDay.every((p) => p.date === day)).toBe(true)
		expect(oneDay).toHaveLength(4)

		// The custom recipe's nutrition is its USDA food's: 370 g of 'Quinoa, cooked' at 120 kcal / 100 g, per serving ÷ 2.
		const row = await (await import('#app/db.server.ts')).db.$client.execute({ sql: 'SELECT kcal FROM foods WHERE fdc_id = 168917', args: [] })
		expect(recipe.estimatedCalories).toBeCloseTo((Number(row.rows[0]!.kcal) * 370) / 100 / 2, 1)
		const all = expectOk(await call(m.recipes!, `/api/users/${id}/recipes?diet=vegan`, { params: { id }, headers: A.bearer }), 200, S.RecipeResponse.array())
		expect(all.every((r) => r.labels.includes('vegan'))).toBe(true)
		expect(all.some((r) => r.id === recipe.id)).toBe(true)

		expect(list.itemCount).toBeGreaterThan(0)
		expectOk(await call(m.lists!, `/api/users/${id}/grocery-lists`, { params: { id }, headers: A.bearer }), 200, S.GroceryListResponse.array())
		const itemId = list.items[0]!.id
		expect(expectOk(await call(m.item!, `/api/grocery-items/${itemId}`, { method: 'PATCH', params: { itemId }, headers: A.bearer, body: { checked: true } }), 200)).toMatchObject({ checked: true })

		const planned = oneDay[0]!
		const logged = expectOk(await call(m.log!, `/api/planned-meals/${planned.id}/log`, { method: 'POST', params: { id: planned.id }, headers: A.bearer, body: {} }), 200) as { nutrition: { calories: number } }
		expect(logged.nutrition.calories).toBeCloseTo(planned.estimatedCalories, 2)

		const activated = expectOk(await call(m.activate!, `/api/meal-plans/${planId}/activate`, { method: 'POST', params: { planId }, headers: A.bearer, body: {} }), 200) as { message: string; plan: { isActive: boolean } }
		expect(activated.plan.isActive).toBe(true)
		expect(activated.message).toBe('Switched to Veg week')
	})

	test('bad input names the field', async () => {
		const id = A.user.id
		expectError(await call(m.plans!, `/api/users/${id}/meal-plans`, { params: { id }, headers: A.bearer, body: { name: '   ' } }), 422, 'name')
		expectError(await call(m.plans!, `/api/users/${id}/meal-plans`, { params: { id }, headers: A.bearer, body: { name: 'X', startDate: '2026-02-30' } }), 422, 'startDate')
		expectError(await call(m.generate!, `/api/users/${id}/grocery-lists/generate`, { params: { id }, headers: A.bearer, body: { servings: 2 } }), 422, 'mealPlanId')
		expectError(await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: A.bearer, body: { name: 'R', ingredients: [{ foodId: 999999999, quantity: 1, unit: 'gram' }] } }), 422, 'ingredients.0.foodId')
	})
})

describe('two-user matrix', () => {
	test("another user's plan, planned meal, recipe, list and item: 404, nothing changes", async () => {
		const a = await setup(A)
		const planned = a.meals[0]!
		const itemId = a.list.items[0]!.id
		const b = B.bearer
		const refused = [
			await call(m.plan!, `/api/meal-plans/${a.planId}`, { params: { planId: a.planId }, headers: b }),
			await call(m.plan!, `/api/meal-plans/${a.planId}`, { method: 'DELETE', params: { planId: a.planId }, headers: b }),
			await call(m.activate!, `/api/meal-plans/${a.planId}/activate`, { method: 'POST', params: { planId: a.planId }, headers: b, body: {} }),
			await call(m.refill!, `/api/meal-plans/${a.planId}/refill`, { params: { planId: a.planId }, headers: b, body: {} }),
			await call(m.planned!, `/api/meal-plans/${a.planId}/planned-meals`, { params: { planId: a.planId }, headers: b }),
			await call(m.planned!, `/api/meal-plans/${a.planId}/planned-meals`, { params: { planId: a.planId }, headers: b, body: { date: planned.date, mealType: 'lunch', recipeId: a.recipe.id } }),
			await call(m.plannedMeal!, `/api/planned-meals/${planned.id}`, { method: 'PUT', params: { id: planned.id }, headers: b, body: { recipeId: a.recipe.id } }),
			await call(m.plannedMeal!, `/api/planned-meals/${planned.id}`, { method: 'DELETE', params: { id: planned.id }, headers: b }),
			await call(m.log!, `/api/planned-meals/${planned.id}/log`, { method: 'POST', params: { id: planned.id }, headers: b, body: {} }),
			await call(m.recipe!, `/api/recipes/${a.recipe.id}`, { params: { recipeId: a.recipe.id }, headers: b }),
			await call(m.recipe!, `/api/recipes/${a.recipe.id}`, { method: 'PUT', params: { recipeId: a.recipe.id }, headers: b, body: { name: 'Mine now', ingredients: [] } }),
			await call(m.recipe!, `/api/recipes/${a.recipe.id}`, { method: 'DELETE', params: { recipeId: a.recipe.id }, headers: b }),
			await call(m.generate!, `/api/users/${B.user.id}/grocery-lists/generate`, { params: { id: B.user.id }, headers: b, body: { mealPlanId: a.planId, servings: 2, daysToGenerate: 7 } }),
			await call(m.item!, `/api/grocery-items/${itemId}`, { method: 'PATCH', params: { itemId }, headers: b, body: { checked: true } }),
		]
		for (const res of refused) expectError(res, 404)
		// A's data is unchanged.
		const after = expectOk(await call(m.planned!, `/api/meal-plans/${a.planId}/planned-meals`, { params: { planId: a.planId }, headers: A.bearer }), 200) as Array<{ id: string; loggedAt: string | null; recipeId: string }>
		expect(after.map((p) => p.id)).toEqual(a.meals.map((p) => p.id))
		expect(after.every((p) => p.loggedAt === null)).toBe(true)
		const recipe = expectOk(await call(m.recipe!, `/api/recipes/${a.recipe.id}`, { params: { recipeId: a.recipe.id }, headers: A.bearer }), 200) as { name: string }
		expect(recipe.name).toBe('My quinoa')
		const lists = expectOk(await call(m.lists!, `/api/users/${A.user.id}/grocery-lists`, { params: { id: A.user.id }, headers: A.bearer }), 200) as Array<{ id: string; items: Array<{ id: string; checked: boolean }> }>
		expect(lists.find((l) => l.id === a.list.id)!.items.find((i) => i.id === itemId)!.checked).toBe(false)
		// B's library still shows the built-ins but not A's recipe (one full page: limit at its maximum).
		const bRecipes = expectOk(await call(m.recipes!, `/api/users/${B.user.id}/recipes?limit=30`, { params: { id: B.user.id }, headers: b }), 200) as Array<{ id: string }>
		expect(bRecipes.some((r) => r.id === a.recipe.id)).toBe(false)
		expect(bRecipes.length).toBeGreaterThanOrEqual(24)
	})

	test("another user's id in the path: 403 for every user-scoped planning call", async () => {
		const id = A.user.id
		const b = B.bearer
		const refused = [
			await call(m.plans!, `/api/users/${id}/meal-plans`, { params: { id }, headers: b }),
			await call(m.plans!, `/api/users/${id}/meal-plans`, { params: { id }, headers: b, body: { name: 'Sneaky' } }),
			await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: b }),
			await call(m.recipes!, `/api/users/${id}/recipes`, { params: { id }, headers: b, body: { name: 'Sneaky' } }),
			await call(m.lists!, `/api/users/${id}/grocery-lists`, { params: { id }, headers: b }),
			await call(m.generate!, `/api/users/${id}/grocery-lists/generate`, { params: { id }, headers: b, body: { mealPlanId: 'x' } }),
		]
		for (const res of refused) expectError(res, 403)
		const plans = expectOk(await call(m.plans!, `/api/users/${id}/meal-plans`, { params: { id }, headers: A.bearer }), 200) as Array<{ name: string }>
		expect(plans.some((p) => p.name === 'Sneaky')).toBe(false)
	})

	test('built-in recipes are read-only: 403', async () => {
		const list = expectOk(await call(m.recipes!, `/api/users/${A.user.id}/recipes`, { params: { id: A.user.id }, headers: A.bearer }), 200) as Array<{ id: string; builtIn: boolean }>
		const builtIn = list.find((r) => r.builtIn)!
		expectError(await call(m.recipe!, `/api/recipes/${builtIn.id}`, { method: 'DELETE', params: { recipeId: builtIn.id }, headers: A.bearer }), 403)
	})
})

/**
 * Each rule the forms and the API share is written once, so the HTML form and the JSON API answer the
 * same for the same input: the log units, 'serving' for a food without a household serving, the
 * default serving, the custom-food bounds, the barcode normaliser, Atwater, age and BMI, and the
 * default goals. Expected numbers come from the database rows, never typed here.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { createTestUser, foodIdByFdc, formRequest, routeArgs } from '#tests/utils.ts'
import { call, expectError, expectOk, type RouteModule } from '#tests/unit/api/api-helpers.ts'

const BANANA = 173944
const CHICKEN = 2646170 // 'Chicken, breast, boneless, skinless, raw': no USDA household portion

let db: Db
let mod: Record<'log' | 'createFood' | 'authUser' | 'food', RouteModule>

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	mod = {
		log: await import('#app/routes/api.users.$id.meal-foods.ts'),
		createFood: await import('#app/routes/api.foods.ts'),
		authUser: await import('#app/routes/api.auth.user.ts'),
		food: await import('#app/routes/api.foods.$id.ts'),
	}
})

async function dashboardPost(cookie: string, fields: Record<string, string>) {
	const { action } = await import('#app/routes/_index/route.tsx')
	return (await action(routeArgs(formRequest('/', fields, { Cookie: cookie })))) as Response | { data: { result: { error: Record<string, string[]> } }; init: ResponseInit | null }
}

async function entriesOn(userId: string, date: string) {
	const { listMeals } = await import('#app/domain/diary/diary.server.ts')
	return (await listMeals(db, { userId, timezone: 'UTC' }, date)).flatMap((m) => m.foods)
}

async function apiLog(u: Awaited<ReturnType<typeof createTestUser>>, body: Record<string, unknown>) {
	return call(mod.log, `/api/users/${u.user.id}/meal-foods`, { headers: u.bearer, params: { id: u.user.id }, body })
}

describe('log units and the default serving: the dashboard form and POST /api/users/{id}/meal-foods agree', () => {
	test.each([
		['1 serving of a food USDA gives no household serving (its 100 g)', CHICKEN, '1', 'serving'],
		['1 serving of Bananas, raw (its default serving)', BANANA, '1', 'serving'],
		['2 pieces of Bananas, raw', BANANA, '2', 'piece'],
		['85 g of chicken', CHICKEN, '85', 'gram'],
	] as const)('%s', async (_name, fdc, quantity, unit) => {
		const foodId = await foodIdByFdc(fdc)
		const form = await createTestUser()
		const api = await createTestUser()
		const res = await dashboardPost(form.cookie, { intent: 'add-food', foodId: String(foodId), quantity, unit, mealType: 'lunch', date: '2026-03-02' })
		expect(res).toBeInstanceOf(Response)
		const logged = expectOk(await apiLog(api, { foodId, quantity: Number(quantity), unit, mealType: 'lunch', date: '2026-03-02' }), 201) as { entry: { grams: number; calories: number } }
		const [entry] = await entriesOn(form.user.id, '2026-03-02')
		expect(entry).toBeDefined()
		expect(logged.entry.grams).toBe(entry!.grams)
		expect(logged.entry.calories).toBe(entry!.nutrients.kcal)
	})

	test('a unit the food does not offer is refused by both, naming the unit', async () => {
		const foodId = await foodIdByFdc(CHICKEN)
		const u = await createTestUser()
		const form = await dashboardPost(u.cookie, { intent: 'add-food', foodId: String(foodId), quantity: '1', unit: 'cup', mealType: 'lunch' })
		expect(form).not.toBeInstanceOf(Response)
		const refused = form as { data: { result: { error: Record<string, string[]> } }; init: ResponseInit | null }
		expect(refused.init?.status).toBe(400)
		const api = expectError(await apiLog(u, { foodId, quantity: 1, unit: 'cup', mealType: 'lunch' }), 422, 'unit')
		expect(refused.data.result.error.unit).toEqual(api.fieldErrors?.unit)
		for (const bad of ['bucket', 'tbsp']) {
			const f = (await dashboardPost(u.cookie, { intent: 'add-food', foodId: String(foodId), quantity: '1', unit: bad, mealType: 'lunch' })) as typeof refused
			expect(f.data.result.error.unit).toEqual(expectError(await apiLog(u, { foodId, quantity: 1, unit: bad, mealType: 'lunch' }), 422, 'unit').fieldErrors?.unit)
		}
	})

	test("the /search page's Add logs the same '1 serving' the API logs", async () => {
		const foodId = await foodIdByFdc(BANANA)
		const page = await createTestUser()
		const api = await createTestUser()
		const { action } = await import('#app/routes/search.tsx')
		await action(routeArgs(formRequest('/search', { intent: 'add', foodId: String(foodId), q: 'banana' }, { Cookie: page.cookie })))
		const { todayIn } = await import('#app/domain/dates.ts')
		const [added] = await entriesOn(page.user.id, todayIn('UTC'))
		const logged = expectOk(await apiLog(api, { foodId, quantity: 1, unit: 'serving', mealType: 'lunch' }), 201) as { entry: { grams: number; calories: number; quantity: number; unit: string } }
		expect({ quantity: added!.quantity, unit: added!.unit, grams: added!.grams, kcal: added!.nutrients.kcal }).toEqual({
			quantity: logged.entry.quantity,
			unit: logged.entry.unit,
			grams: logged.entry.grams,
			kcal: logged.entry.calories,
		})
	})
})

describe('custom-food bounds: Manual Food Entry and POST /api/foods use one set', () => {
	test('the largest kcal and grams are accepted by both; one more is refused by both with the same message', async () => {
		const { CUSTOM_FOOD_BOUNDS } = await import('#app/domain/nutrition/index.ts')
		const u = await createTestUser()
		const kcal = CUSTOM_FOOD_BOUNDS.kcal.max
		const grams = CUSTOM_FOOD_BOUNDS.grams.max
		const manual = (fields: Record<string, string>) =>
			dashboardPost(u.cookie, { intent: 'manual-entry', name: 'Big cake', quantity: '1', unit: 'serving', calories: '0', protein: '0', carbs: '0', fat: '0', mealType: 'snack', ...fields })
		const api = (body: Record<string, unknown>) =>
			call(mod.createFood, '/api/foods', { headers: u.bearer, body: { name: 'Big cake', servingSize: 1, servingUnit: 'serving', caloriesPerServing: 0, proteinPerServing: 0, carbsPerServing: 0, fatPerServing: 0, ...body } })
		expect(await manual({ calories: String(kcal), fat: String(grams) })).toBeInstanceOf(Response)
		expectOk(await api({ caloriesPerServing: kcal, fatPerServing: grams }), 201)
		for (const [field, apiField, value] of [
			['calories', 'caloriesPerServing', kcal + 1],
			['protein', 'proteinPerServing', grams + 1],
			['fat', 'fatPerServing', grams + 1],
		] as const) {
			const form = (await manual({ [field]: String(value) })) as { data: { result: { error: Record<string, string[]> } } }
			const refused = expectError(await api({ [apiField]: value }), 422, apiField)
			expect(form.data.result.error[field]).toEqual(refused.fieldErrors?.[apiField])
		}
	})
})

describe('one barcode normaliser and one Atwater function for the importer and every lookup', () => {
	test('the importer re-exports the nutrition module functions, and a 12-digit UPC-A finds the 13-digit row', async () => {
		const importer = await import('#db/import/index.ts')
		const nutrition = await import('#app/domain/nutrition/index.ts')
		expect(importer.toGtin14).toBe(nutrition.toGtin14)
		expect(importer.atwaterKcal).toBe(nutrition.atwaterKcal)
		const { lookupBarcode } = await import('#app/domain/foods/foods.server.ts')
		const cola = await lookupBarcode(db, '049000049930')
		expect(cola?.gtin14).toBe(nutrition.toGtin14('049000049930'))
		expect(cola?.kcal).toBe(nutrition.atwaterKcal(cola!.proteinG, cola!.carbsG, cola!.fatG))
	})
})

describe('age, BMI and default goals: the profile screen and the API answer the same', () => {
	test('age and BMI', async () => {
		const u = await createTestUser()
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		await updateProfile(db, u.user.id, { dateOfBirth: '1990-06-15', height: 172, weight: 64 })
		const { loader } = await import('#app/routes/profile/route.tsx')
		const page = await loader(routeArgs(new Request('http://localhost:3000/profile', { headers: { Cookie: u.cookie } })))
		const api = expectOk(await call(mod.authUser, '/api/auth/user', { headers: u.bearer }), 200) as { age: number; bmi: unknown }
		expect(page.age).toBe(api.age)
		expect(page.bmi).toEqual(api.bmi)
		expect(page.age).not.toBeNull()
	})

	test('a new user gets the spec section 9 goals; a new meal plan the section 5 targets (fat 70)', async () => {
		const { DEFAULT_GOALS, MEAL_PLAN_DEFAULT_TARGETS } = await import('#app/domain/nutrition/index.ts')
		const u = await createTestUser()
		const api = expectOk(await call(mod.authUser, '/api/auth/user', { headers: u.bearer }), 200) as Record<string, number>
		expect([api.dailyCalorieGoal, api.dailyProteinGoal, api.dailyCarbGoal, api.dailyFatGoal]).toEqual([DEFAULT_GOALS.calories, DEFAULT_GOALS.protein, DEFAULT_GOALS.carbs, DEFAULT_GOALS.fat])
		await db.$client.execute({ sql: `INSERT INTO meal_plans (id, user_id, name, start_date, end_date) VALUES ('plan-defaults', ?, 'Plan', '2026-03-01', '2026-03-08')`, args: [u.user.id] })
		const plan = (await db.$client.execute(`SELECT target_calories, target_protein, target_carbs, target_fat FROM meal_plans WHERE id = 'plan-defaults'`)).rows[0]
		expect([plan?.target_calories, plan?.target_protein, plan?.target_carbs, plan?.target_fat]).toEqual([
			MEAL_PLAN_DEFAULT_TARGETS.calories,
			MEAL_PLAN_DEFAULT_TARGETS.protein,
			MEAL_PLAN_DEFAULT_TARGETS.carbs,
			MEAL_PLAN_DEFAULT_TARGETS.fat,
		])
	})
})

describe('statistics about the past', () => {
	test('a meal moved into the future (the year 2062) never counts towards Days Active, meals or averages', async () => {
		const u = await createTestUser()
		const { todayIn } = await import('#app/domain/dates.ts')
		const today = todayIn('UTC')
		const foodId = await foodIdByFdc(BANANA)
		const stats = await import('#app/routes/api.users.$id.stats.ts')
		const now = expectOk(await apiLog(u, { foodId, quantity: 100, unit: 'gram', mealType: 'lunch', date: today }), 201) as { meal: { calories: number } }
		const before = expectOk(await call(stats, `/api/users/${u.user.id}/stats`, { headers: u.bearer, params: { id: u.user.id } }), 200)
		const future = expectOk(await apiLog(u, { foodId, quantity: 300, unit: 'gram', mealType: 'dinner', date: today }), 201) as { meal: { id: string } }
		const { updateMeal } = await import('#app/domain/diary/diary.server.ts')
		await updateMeal(db, { userId: u.user.id, timezone: 'UTC' }, future.meal.id, { name: 'dinner', date: `2062${today.slice(4)}` })
		const after = expectOk(await call(stats, `/api/users/${u.user.id}/stats`, { headers: u.bearer, params: { id: u.user.id } }), 200)
		expect(after).toEqual(before)
		expect(after).toMatchObject({ daysActive: 1, totalMeals: 1, avgCalories: Math.round(now.meal.calories) })
	})
})

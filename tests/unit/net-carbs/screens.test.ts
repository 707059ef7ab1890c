/**
 * Net carbs on every screen besides the dashboard's carbs card: the numbers each loader gives with
 * the Settings tab's switch off and on, from real logged foods (USDA sample rows with fiber, a
 * custom food without), each expected value worked out here from the entries through the one rule.
 */
import { describe, expect, test } from 'vitest'
import { carbsShown, carbsShownOf, carbTotalsOf, netCarbsOf, netCarbsOfTotals, scaleCarbTotals, sumCarbTotals } from '#app/domain/nutrition/net-carbs.ts'
import { createTestUser, foodIdByFdc, formRequest, jsonRequest, routeArgs } from '#tests/utils.ts'

const BANANA = 173944

type TestUser = Awaited<ReturnType<typeof createTestUser>>

async function setNetCarbs(cookie: string, on: boolean) {
	const { action } = await import('#app/routes/profile/route.tsx')
	const res = (await action(routeArgs(formRequest('/profile?edit=settings', { intent: 'update-settings', units: 'metric', language: 'en', timezone: 'UTC', ...(on ? { showNetCarbs: 'on' } : {}) }, { Cookie: cookie })))) as Response
	expect(res.status).toBe(302)
}

/** A custom food of 30 g carbs per serving whose fiber nobody gave (unknown). */
async function breadRoll(t: TestUser) {
	const { db } = await import('#app/db.server.ts')
	const { createCustomFood } = await import('#app/domain/foods/foods.server.ts')
	return createCustomFood(db, { userId: t.user.id }, { name: 'Bread roll', servingSize: 1, servingUnit: 'serving', kcal: 150, proteinG: 5, carbsG: 30, fatG: 1 })
}

async function log(t: TestUser, foodId: number, quantity: number, unit: 'gram' | 'serving', mealType: 'breakfast' | 'lunch', date?: string) {
	const { db } = await import('#app/db.server.ts')
	const { logFood } = await import('#app/domain/diary/diary.server.ts')
	return logFood(db, { userId: t.user.id, timezone: 'UTC' }, { foodId, quantity, unit, mealType, ...(date ? { date } : {}) })
}

async function dayMeals(t: TestUser, date: string) {
	const { db } = await import('#app/db.server.ts')
	const { listMeals } = await import('#app/domain/diary/diary.server.ts')
	return listMeals(db, { userId: t.user.id, timezone: 'UTC' }, date)
}

async function dashboard(cookie: string, query = '') {
	const { loader } = await import('#app/routes/_index/route.tsx')
	const res = await loader(routeArgs(new Request(`http://localhost:3000/${query}`, { headers: { Cookie: cookie } })))
	if (!res.signedIn) throw new Error('expected a signed-in dashboard')
	return res
}

/** A banana at breakfast (fiber known) and a bread roll at lunch (fiber unknown), today. */
async function seededDay() {
	const t = await createTestUser()
	await log(t, await foodIdByFdc(BANANA), 118, 'gram', 'breakfast')
	await log(t, (await breadRoll(t)).id, 1, 'serving', 'lunch')
	return t
}

describe('dashboard meal cards and opened entries', () => {
	test('off: meal cards show no carbs; on: each meal its net carbs, each opened entry its own', async () => {
		const t = await seededDay()
		const off = await dashboard(t.cookie)
		expect(off.carbs).toEqual({ net: false, meals: null, entries: null })

		await setNetCarbs(t.cookie, true)
		const meals = await dayMeals(t, off.date)
		const [breakfast, lunch] = [meals.find((m) => m.mealType === 'breakfast')!, meals.find((m) => m.mealType === 'lunch')!]
		const on = await dashboard(t.cookie, `?open=${breakfast.id}`)
		expect(on.carbs.net).toBe(true)
		const banana = breakfast.foods[0]!.nutrients
		expect(on.carbs.meals![breakfast.id]).toEqual({ net: true, label: 'Net carbs', goalLabel: 'Net-carb goal', grams: netCarbsOf(banana), note: null })
		expect(on.carbs.meals![breakfast.id]!.grams).toBeLessThan(banana.carbsG!)
		// The roll's fiber is unknown: its meal's net carbs are unknown, never its 30 g of carbs.
		expect(on.carbs.meals![lunch.id]).toMatchObject({ grams: null, note: "Net carbs unknown: no fiber data for this meal's carbs" })
		expect(on.carbs.entries).toEqual({ [breakfast.foods[0]!.id]: carbsShownOf(true, banana, 'this food') })
		// The first test here loads the dashboard's modules cold: on a loaded machine that alone has taken 20 s.
	}, 60_000)
})

describe('/analytics', () => {
	test("off: nothing more is read; on: today's row is net carbs against the net-carb goal, the range's days and average per logged day follow the rule", async () => {
		const t = await seededDay()
		const { loader } = await import('#app/routes/analytics.tsx')
		const read = async () => loader(routeArgs(new Request('http://localhost:3000/analytics', { headers: { Cookie: t.cookie } })))
		expect((await read()).carbs).toBeNull()

		await setNetCarbs(t.cookie, true)
		const page = await read()
		const today = (await dayMeals(t, page.today)).flatMap((m) => m.foods.map((f) => f.nutrients))
		const expected = carbsShown(true, carbTotalsOf(today), "today's carbs")
		expect(expected.note).toMatch(/^Net carbs of \d+ % of today's carbs known/)
		expect(page.carbs!.today).toMatchObject({ ...expected, progress: { consumed: Math.round(expected.grams!), goal: t.user.dailyCarbGoal } })
		expect(page.carbs!.days.find((d) => d.date === page.today)!.carbs).toEqual(carbsShown(true, carbTotalsOf(today), "this day's carbs"))
		expect(page.carbs!.days.filter((d) => d.carbs != null)).toHaveLength(1)
		expect(page.carbs!.loggedDays).toBe(1)
		expect(page.carbs!.average).toMatchObject({ grams: expected.grams, note: expect.stringContaining("of this week's carbs known") })
	})

	test('the average per logged day is the net carbs of the summed days divided by their number', async () => {
		const t = await createTestUser()
		await setNetCarbs(t.cookie, true)
		const { loader } = await import('#app/routes/analytics.tsx')
		const { todayIn, weekDays } = await import('#app/domain/dates.ts')
		const today = todayIn('UTC')
		// Up to two days of this week so far with bananas only (all fiber known), the later one twice the earlier.
		const days = weekDays(today).filter((d) => d <= today).slice(-2)
		for (const [i, d] of days.entries()) await log(t, await foodIdByFdc(BANANA), 100 * (i + 1), 'gram', 'breakfast', d)
		const page = await loader(routeArgs(new Request('http://localhost:3000/analytics?range=this-week', { headers: { Cookie: t.cookie } })))
		const totals = await Promise.all(days.map(async (d) => carbTotalsOf((await dayMeals(t, d)).flatMap((m) => m.foods.map((f) => f.nutrients)))))
		const average = netCarbsOfTotals(scaleCarbTotals(sumCarbTotals(totals), 1 / days.length))
		expect(page.carbs!.loggedDays).toBe(days.length)
		expect(page.carbs!.average).toMatchObject({ grams: average.netCarbsG, note: null })
	})
})

describe('recipes and the planner', () => {
	test("a recipe's page: total carbs per serving off; on, net carbs per serving from its ingredients, partial when one has no fiber data", async () => {
		const t = await createTestUser()
		const { db } = await import('#app/db.server.ts')
		const { createRecipe } = await import('#app/domain/recipes/edit.server.ts')
		const roll = await breadRoll(t)
		const recipe = await createRecipe(db, { userId: t.user.id }, {
			name: 'Banana roll',
			servings: 2,
			tags: [],
			mealTypes: ['breakfast'],
			ingredients: [
				{ foodId: await foodIdByFdc(BANANA), quantity: 236, unit: 'gram' },
				{ foodId: roll.id, quantity: 2, unit: 'serving' },
			],
		})
		const { loader } = await import('#app/routes/recipes.$recipeId.tsx')
		const read = async () => loader(routeArgs(new Request(`http://localhost:3000/recipes/${recipe.id}`, { headers: { Cookie: t.cookie } }), { recipeId: recipe.id }))
		const off = await read()
		expect(off.carbs).toEqual({ net: false, label: 'Carbs', goalLabel: 'Carb goal', grams: recipe.perServing.carbsG, note: null })

		await setNetCarbs(t.cookie, true)
		const on = await read()
		const perServing = scaleCarbTotals(carbTotalsOf(recipe.ingredients.map((i) => i.nutrients)), 1 / 2)
		const banana = recipe.ingredients.find((i) => i.foodId !== roll.id)!.nutrients
		expect(on.carbs).toEqual(carbsShown(true, perServing, "this recipe's carbs"))
		expect(on.carbs.grams).toBeCloseTo(netCarbsOf(banana)! / 2, 2)
		expect(on.carbs.note).toMatch(/^Net carbs of \d+ % of this recipe's carbs known/)
		// The recipe API keeps estimatedCarbs as the total and adds net carbs per serving by the same rule.
		const { toApiRecipe } = await import('#app/domain/recipes/api-shape.ts')
		const api = toApiRecipe(recipe)
		expect(api.estimatedCarbs).toBe(recipe.perServing.carbsG)
		expect(api.netCarbsPerServing).toMatchObject({ amount: netCarbsOfTotals(perServing).netCarbsG, complete: false })
	})

	test("the planner's day: each planned meal's net carbs from its recipe's servings, unknown when its recipe is gone", async () => {
		const t = await createTestUser()
		const { plannedCarbs } = await import('#app/utils/carbs-views.server.ts')
		const { db } = await import('#app/db.server.ts')
		const { createRecipe } = await import('#app/domain/recipes/edit.server.ts')
		const recipe = await createRecipe(db, { userId: t.user.id }, { name: 'Bananas', servings: 1, tags: [], mealTypes: ['breakfast'], ingredients: [{ foodId: await foodIdByFdc(BANANA), quantity: 118, unit: 'gram' }] })
		const actor = { userId: t.user.id, timezone: 'UTC' }
		const meals = [
			{ id: 'a', recipeId: recipe.id, servings: 2, estimatedCarbs: 2 * recipe.perServing.carbsG! },
			{ id: 'b', recipeId: null, servings: 1, estimatedCarbs: 40 },
		]
		expect(await plannedCarbs(actor, false, meals)).toBeNull()
		const shown = await plannedCarbs(actor, true, meals)
		const twoServings = scaleCarbTotals(carbTotalsOf(recipe.ingredients.map((i) => i.nutrients)), 2)
		expect(shown!.meals.a).toEqual(carbsShown(true, twoServings, "this meal's carbs"))
		expect(shown!.meals.b).toMatchObject({ grams: null })
		expect(shown!.day.grams).toBe(carbsShown(true, twoServings).grams)
		expect(shown!.day.note).toMatch(/^Net carbs of \d+ % of this day's carbs known/)
	})
})

describe('API', () => {
	test('daily progress keeps carbs as the total and adds netCarbs for the day, each meal and each entry', async () => {
		const t = await seededDay()
		const { loader } = await import('#app/routes/api.users.$id.progress.daily.$date.ts')
		const { todayIn } = await import('#app/domain/dates.ts')
		const date = todayIn('UTC')
		const res = (await loader(routeArgs(jsonRequest(`/api/users/${t.user.id}/progress/daily/${date}`, { headers: { Cookie: t.cookie } }), { id: t.user.id, date }))) as Response
		const body = (await res.json()) as {
			consumed: { carbs: number }
			netCarbs: { amount: number | null; knownShare: number; complete: boolean }
			meals: { name: string; carbs: number; netCarbs: { amount: number | null }; foods: { netCarbs: number | null; carbs: number }[] }[]
		}
		const entries = (await dayMeals(t, date)).flatMap((m) => m.foods.map((f) => f.nutrients))
		const totals = carbTotalsOf(entries)
		expect(body.consumed.carbs).toBe(totals.carbsG)
		const net = netCarbsOfTotals(totals)
		expect(body.netCarbs).toEqual({ amount: net.netCarbsG, knownShare: Math.round(net.knownShare * 10000) / 10000, complete: false })
		const lunch = body.meals.find((m) => m.name === 'lunch')!
		expect(lunch.netCarbs.amount).toBeNull()
		expect(lunch.foods[0]!.netCarbs).toBeNull()
		expect(lunch.foods[0]!.carbs).toBe(30)
		const breakfast = body.meals.find((m) => m.name === 'breakfast')!
		expect(breakfast.foods[0]!.netCarbs).toBe(netCarbsOf(entries.find((e) => e.fiberG != null)!))
	})
})

describe('labels and panels', () => {
	test("a food's nutrient panel gains a 'Net carbs' line after its carbohydrates only with the setting on; unknown fiber gives no data", async () => {
		const { withNetCarbsLine, carbGoalTitled } = await import('#app/components/carbs.tsx')
		const line = (key: string, amount: number | null) => ({ key, name: key, group: 'other' as const, amount, unit: 'g', target: null, targetKind: null, upperLimit: null, percent: null, completeness: null, over: false })
		const panel = { lines: [line('protein_g', 1), line('carbs_g', 26.95), line('fiber_g', 3.07)] }
		expect(withNetCarbsLine(panel, false)).toBe(panel)
		const on = withNetCarbsLine(panel, true)
		expect(on.lines.map((l) => l.key)).toEqual(['protein_g', 'carbs_g', 'net_carbs_g', 'fiber_g'])
		expect(on.lines[2]).toMatchObject({ name: 'Net carbs', amount: netCarbsOf({ carbsG: 26.95, fiberG: 3.07 }) })
		expect(withNetCarbsLine({ lines: [line('carbs_g', 30), line('fiber_g', null)] }, true).lines[1]!.amount).toBeNull()
		const card = { field: 'dailyCarbGoal', title: 'Carbs', unit: 'g' }
		expect(carbGoalTitled(card, false).title).toBe('Carbs')
		expect(carbGoalTitled(card, true).title).toBe('Net carbs')
		expect(carbGoalTitled({ field: 'dailyFatGoal', title: 'Fat' }, true).title).toBe('Fat')
	})
})

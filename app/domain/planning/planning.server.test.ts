/**
 * Planning domain on the real test database (sample USDA foods): the built-in library, recipe
 * nutrition from USDA rows, plan creation and filling, the planner as a property over random
 * plans for every allergy, Log to Tracker and grocery generation.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import type { User } from '#db/schema.ts'
import { createTestUser } from '#tests/utils.ts'

let db: Db
let user: User
const ctx = () => ({ userId: user.id, timezone: user.timezone })

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	user = (await createTestUser()).user
})

/** A seeded pseudo-random generator (mulberry32), so failures reproduce. */
function rng(seed: number) {
	return () => {
		seed |= 0
		seed = (seed + 0x6d2b79f5) | 0
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

describe('built-in recipe library', () => {
	test('is in a prepared database: at least 24 recipes, the spec’s 8, every meal type and every diet filter', async () => {
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const list = await listRecipes(db, { userId: user.id })
		expect(list.length).toBeGreaterThanOrEqual(24)
		for (const name of ['Mediterranean quinoa bowl', 'Cherry protein smoothie', 'Grilled salmon', 'Tofu buddha bowl', 'Black bean bowl', 'Greek chicken', 'Thai green curry', 'Lentil soup'])
			expect(list.some((r) => r.name.toLowerCase().startsWith(name.toLowerCase())), name).toBe(true)
		for (const mealType of ['breakfast', 'lunch', 'dinner', 'snack'] as const) expect(list.filter((r) => r.mealTypes.includes(mealType)).length, mealType).toBeGreaterThanOrEqual(4)
		for (const diet of ['vegetarian', 'vegan', 'keto', 'paleo'] as const) expect(list.filter((r) => r.labels.includes(diet)).length, diet).toBeGreaterThanOrEqual(3)
		for (const r of list) {
			expect(r.builtIn).toBe(true)
			expect(r.steps.length, r.name).toBeGreaterThan(0)
			expect(r.ingredients.every((i) => i.foodId != null), r.name).toBe(true)
		}
	})

	test('seeding again changes nothing', async () => {
		const { seedBuiltInRecipes } = await import('#app/domain/recipes/seed.server.ts')
		const count = async () => Number((await db.$client.execute('SELECT count(*) AS n FROM recipe_ingredients')).rows[0]!.n)
		const before = await count()
		expect(await seedBuiltInRecipes(db)).toEqual({ written: 0, missing: 0 })
		expect(await count()).toBe(before)
	})

	test('a recipe’s nutrition is the sum of its USDA ingredient rows (per 100 g × grams ÷ 100)', async () => {
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const list = await listRecipes(db, { userId: user.id })
		for (const recipe of list) {
			let kcal = 0
			let protein = 0
			for (const i of recipe.ingredients) {
				const row = (await db.$client.execute({ sql: 'SELECT kcal, protein_g FROM foods WHERE id = ?', args: [i.foodId!] })).rows[0]!
				kcal += (Number(row.kcal) * i.grams!) / 100
				protein += (Number(row.protein_g ?? 0) * i.grams!) / 100
			}
			expect(recipe.total.kcal!, recipe.name).toBeCloseTo(kcal, 1)
			expect(recipe.total.proteinG!, recipe.name).toBeCloseTo(protein, 1)
			expect(recipe.perServing.kcal!, recipe.name).toBeCloseTo(kcal / recipe.servings, 1)
		}
	})
})

describe('the planner', () => {
	const ALLERGIES = ['peanuts', 'tree_nuts', 'shellfish', 'fish', 'gluten', 'dairy', 'eggs', 'soy'] as const
	const ALLERGEN = { peanuts: 'peanut', tree_nuts: 'tree_nut', shellfish: 'shellfish', fish: 'fish', gluten: 'gluten', dairy: 'dairy', eggs: 'egg', soy: 'soy' } as const

	test('never plans a recipe with the plan’s allergen, over many random plans (property)', async () => {
		const { plannerLibrary } = await import('./plans.server.ts')
		const { planDays } = await import('./planner.ts')
		const { library } = await plannerLibrary(db, user.id)
		const byId = new Map(library.map((r) => [r.id, r]))
		const random = rng(20261123)
		const restrictions = ['vegetarian', 'vegan', 'pescatarian', 'keto', 'paleo', 'gluten_free', 'dairy_free']
		const dates = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']
		let checked = 0
		for (const allergy of ALLERGIES) {
			for (let run = 0; run < 25; run++) {
				const others = ALLERGIES.filter(() => random() < 0.15)
				const constraints = {
					targetCalories: 1200 + Math.round(random() * 24) * 100,
					targetProtein: 60 + Math.round(random() * 140),
					targetCarbs: 50 + Math.round(random() * 250),
					targetFat: 30 + Math.round(random() * 90),
					dietaryRestrictions: random() < 0.4 ? [restrictions[Math.floor(random() * restrictions.length)]!] : [],
					allergies: [allergy, ...others],
					healthConditions: random() < 0.2 ? ['celiac_disease'] : [],
					foodPreferences: random() < 0.3 ? ['mediterranean'] : [],
				}
				const days = planDays(library, constraints, dates, { seed: `p${run}` })
				for (const day of days)
					for (const m of day.meals) {
						const r = byId.get(m.recipeId)!
						expect(r.allergens, `${allergy}: ${r.name}`).not.toContain(ALLERGEN[allergy])
						for (const other of others) expect(r.allergens, `${other}: ${r.name}`).not.toContain(ALLERGEN[other])
						for (const label of constraints.dietaryRestrictions) expect(r.labels, `${label}: ${r.name}`).toContain(label)
						if (constraints.healthConditions.length) expect(r.labels).toContain('gluten_free')
						checked++
					}
			}
		}
		expect(checked).toBeGreaterThan(1000)
	})

	test('a vegetarian 1,800 kcal plan with a peanut allergy: every day within ±10 %, no repeats on consecutive days, deterministic', async () => {
		const { plannerLibrary } = await import('./plans.server.ts')
		const { planDays } = await import('./planner.ts')
		const { library } = await plannerLibrary(db, user.id)
		const constraints = { targetCalories: 1800, targetProtein: 150, targetCarbs: 200, targetFat: 70, dietaryRestrictions: ['vegetarian'], allergies: ['peanuts'], healthConditions: [], foodPreferences: [] }
		const dates = Array.from({ length: 8 }, (_, i) => `2026-11-${String(23 + i).padStart(2, '0')}`)
		const days = planDays(library, constraints, dates, { seed: 'x' })
		expect(planDays(library, constraints, dates, { seed: 'x' })).toEqual(days)
		let previous = new Set<string>()
		for (const day of days) {
			expect(day.meals.map((m) => m.mealType)).toEqual(['breakfast', 'lunch', 'dinner', 'snack'])
			expect(Math.abs(day.kcal - 1800)).toBeLessThanOrEqual(180)
			for (const m of day.meals) {
				expect(previous.has(m.recipeId)).toBe(false)
				expect(m.servings).toBeGreaterThanOrEqual(0.5)
				expect(m.servings).toBeLessThanOrEqual(2)
			}
			previous = new Set(day.meals.map((m) => m.recipeId))
		}
	})

	test('checkPlan refuses an allergen, a consecutive repeat and a day off target', async () => {
		const { plannerLibrary } = await import('./plans.server.ts')
		const { checkPlan } = await import('./planner.ts')
		const { library } = await plannerLibrary(db, user.id)
		const pb = library.find((r) => r.allergens.includes('peanut'))!
		const constraints = { targetCalories: 2000, targetProtein: 150, targetCarbs: 200, targetFat: 70, dietaryRestrictions: [], allergies: ['peanuts'], healthConditions: [], foodPreferences: [] }
		const problems = checkPlan(library, constraints, [
			{ date: '2026-11-23', meals: [{ mealType: 'breakfast', recipeId: pb.id, servings: 1 }] },
			{ date: '2026-11-24', meals: [{ mealType: 'breakfast', recipeId: pb.id, servings: 1 }] },
		])
		expect(problems.join('\n')).toMatch(/breaks a restriction or allergy/)
		expect(problems.join('\n')).toMatch(/repeats the previous day/)
		expect(problems.join('\n')).toMatch(/outside ±10 %/)
	})
})

describe('plans, Log to Tracker and groceries', () => {
	test('creating a plan fills its range; Log to Tracker raises the day by exactly the planned meal', async () => {
		const { createPlan, listPlannedMeals, logPlannedMeal } = await import('./plans.server.ts')
		const { getDailyProgress } = await import('#app/domain/diary/diary.server.ts')
		const { todayIn } = await import('#app/domain/dates.ts')
		const { plan, report } = await createPlan(db, ctx(), { name: 'Veg week', targetCalories: 1800, targetProtein: 150, targetCarbs: 200, targetFat: 70, isActive: false, healthConditions: [], allergies: ['peanuts'], dietaryRestrictions: ['vegetarian'], foodPreferences: [] })
		expect(report.days).toHaveLength(8)
		expect(plan.plannedMealCount).toBe(32)
		const today = todayIn(user.timezone)
		const meals = await listPlannedMeals(db, user.id, plan.id, today)
		const dayKcal = meals.reduce((a, m) => a + m.estimatedCalories, 0)
		expect(Math.abs(dayKcal - 1800)).toBeLessThanOrEqual(180)
		const consumed = async () => {
			const p = (await getDailyProgress(db, user, today)) as unknown as { consumed: { calories?: number; kcal?: number; nutrients?: { kcal: number } } }
			return p.consumed.calories ?? p.consumed.kcal ?? p.consumed.nutrients?.kcal ?? 0
		}
		const before = await consumed()
		const dinner = meals.find((m) => m.mealType === 'dinner')!
		const logged = await logPlannedMeal(db, ctx(), dinner.id)
		expect(logged.total.kcal).toBeCloseTo(dinner.estimatedCalories, 2)
		expect(logged.plannedMeal.loggedAt).not.toBeNull()
		expect((await consumed()) - before).toBeCloseTo(dinner.estimatedCalories, 2)
		// Undo takes exactly those entries out of the diary and offers Log to Tracker again.
		const { unlogPlannedMeal, NOT_LOGGED } = await import('./plans.server.ts')
		const stranger = await createTestUser()
		await expect(unlogPlannedMeal(db, { userId: stranger.user.id, timezone: stranger.user.timezone }, dinner.id, logged.entryIds)).rejects.toThrow(/not found/i)
		const undone = await unlogPlannedMeal(db, ctx(), dinner.id, logged.entryIds)
		expect(undone.loggedAt).toBeNull()
		expect(await consumed()).toBeCloseTo(before, 2)
		await expect(unlogPlannedMeal(db, ctx(), dinner.id, logged.entryIds)).rejects.toThrow(NOT_LOGGED)
		expect((await logPlannedMeal(db, ctx(), dinner.id)).plannedMeal.loggedAt).not.toBeNull()
	})

	test('grocery generation merges foods across meals and scales by servings', async () => {
		const { createPlan, listPlannedMeals } = await import('./plans.server.ts')
		const { generateGroceryList, setGroceryItemChecked, getGroceryList } = await import('#app/domain/grocery/grocery.server.ts')
		const { getRecipes, recipeFoods } = await import('#app/domain/recipes/recipes.server.ts')
		const { servingAmounts } = await import('#app/domain/recipes/scaling.ts')
		const { plan } = await createPlan(db, ctx(), { name: 'Shop', targetCalories: 2000, targetProtein: 150, targetCarbs: 200, targetFat: 70, isActive: true, healthConditions: [], allergies: [], dietaryRestrictions: [], foodPreferences: [] })
		const list = await generateGroceryList(db, ctx(), { mealPlanId: plan.id, servings: 2, daysToGenerate: 3, startDate: plan.startDate })
		expect(list.itemCount).toBeGreaterThan(5)
		expect(new Set(list.items.map((i) => i.foodId)).size).toBe(list.items.length)
		// Expected grams per food, summed independently from the planned meals of the window.
		const planned = (await listPlannedMeals(db, user.id, plan.id)).filter((p) => p.date >= plan.startDate && p.date < addDays(plan.startDate, 3))
		const recipes = await getRecipes(db, { userId: user.id }, planned.map((p) => p.recipeId!))
		const foods = await recipeFoods(db, recipes.values())
		const grams = new Map<number, number>()
		for (const p of planned) for (const a of servingAmounts(recipes.get(p.recipeId!)!, p.servings * 2, foods).amounts) grams.set(a.foodId, (grams.get(a.foodId) ?? 0) + a.grams!)
		// Foods bought as they are keep the recipes' grams; cooked foods are listed as their raw
		// sibling instead (grocery.server.test.ts), so a list food not among the recipes' is one.
		for (const item of list.items) if (grams.has(item.foodId!)) expect(item.grams!, item.name).toBeCloseTo(grams.get(item.foodId!)!, 1)
		expect(list.items.some((i) => grams.has(i.foodId!))).toBe(true)
		const item = list.items[0]!
		await setGroceryItemChecked(db, user.id, item.id, true)
		expect((await getGroceryList(db, user.id, list.id)).items.find((i) => i.id === item.id)!.checked).toBe(true)
	})
})

function addDays(day: string, n: number) {
	const d = new Date(`${day}T00:00:00Z`)
	d.setUTCDate(d.getUTCDate() + n)
	return d.toISOString().slice(0, 10)
}

describe('/meal-planning Create New Meal Plan form (the HTML adapter)', () => {
	test("a blank name re-renders the form with the spec's message on the field and as the form's message; nothing is written", async () => {
		const { formRequest, routeArgs } = await import('#tests/utils.ts')
		const { action } = await import('#app/routes/meal-planning/route.tsx')
		const { mealPlans } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const me = await createTestUser()
		const res = (await action(routeArgs(formRequest('/meal-planning?new=1', { intent: 'create-plan', name: '   ', targetCalories: '1800' }, { Cookie: me.cookie })))) as unknown as {
			data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
			init: { status: number }
		}
		expect(res.init.status).toBe(400)
		expect(res.data.result.error.name).toEqual(['Please enter a plan name'])
		expect(res.data.result.error['']).toEqual(['Please enter a plan name'])
		// The screen knows which form the reply belongs to, and what was typed comes back.
		expect(res.data.result.initialValue).toMatchObject({ intent: 'create-plan', targetCalories: '1800' })
		expect(await db.select().from(mealPlans).where(eq(mealPlans.userId, me.user.id))).toEqual([])
	})
})

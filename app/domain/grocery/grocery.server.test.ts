/**
 * Grocery lists list what a shopper buys: cooked ingredients of the planned recipes become their
 * raw or dry sibling foods (real test database with the sample USDA foods).
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { foods, plannedMeals } from '#db/schema.ts'
import { createTestUser } from '#tests/utils.ts'

let db: Db
let shopper: { userId: string; timezone: string }

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	const { user } = await createTestUser()
	shopper = { userId: user.id, timezone: user.timezone }
	// 'Rice noodles, dry' (USDA SR Legacy 169742, values per 100 g as published) is in the full
	// bundled data but not in the test sample.
	const [has] = await db.select({ id: foods.id }).from(foods).where(eq(foods.name, 'Rice noodles, dry')).limit(1)
	if (!has) await db.insert(foods).values({ source: 'sr_legacy', fdcId: 169742, name: 'Rice noodles, dry', category: 'Cereal Grains and Pasta', kcal: 364, proteinG: 5.95, carbsG: 80.18, fatG: 0.56, fiberG: 1.6, sugarG: 0.12, sodiumMg: 182 })
})

describe('grocery list amounts as bought', () => {
	test('a planned tempeh stir-fry for 2 lists dry rice noodles and raw broccoli, not cooked weights', async () => {
		const { createPlan, addPlannedMeal } = await import('#app/domain/planning/plans.server.ts')
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const { generateGroceryList } = await import('./grocery.server.ts')
		const { plan } = await createPlan(db, shopper, { name: 'Stir-fry', startDate: '2030-03-04', endDate: '2030-03-05', targetCalories: 2000, targetProtein: 150, targetCarbs: 200, targetFat: 70, isActive: true, healthConditions: [], allergies: [], dietaryRestrictions: [], foodPreferences: [] })
		await db.delete(plannedMeals).where(eq(plannedMeals.planId, plan.id))
		const recipe = (await listRecipes(db, { userId: shopper.userId })).find((r) => r.name === 'Tempeh stir-fry with rice noodles')!
		await addPlannedMeal(db, shopper.userId, plan.id, { recipeId: recipe.id, date: '2030-03-04', mealType: 'dinner', servings: 1 })
		const list = await generateGroceryList(db, shopper, { mealPlanId: plan.id, servings: 2, daysToGenerate: 1, startDate: '2030-03-04' })
		const names = list.items.map((i) => i.name)
		expect(names.filter((n) => /cooked|boiled/i.test(n))).toEqual([])
		// 2 × 180 g cooked rice noodles = 360 g cooked ≈ 108 g dry (yield ≈ 3.3), bought by weight.
		const noodles = list.items.find((i) => i.name === 'Rice noodles, dry')!
		expect(noodles.grams!).toBeGreaterThan(95)
		expect(noodles.grams!).toBeLessThan(125)
		expect(noodles.unit).toBe('g')
		expect(noodles.quantity! % 5).toBe(0)
		// 2 × 100 g boiled broccoli ≈ 200 g raw broccoli, in the produce aisle.
		const broccoli = list.items.find((i) => i.name.startsWith('Broccoli'))!
		expect(broccoli.name).toBe('Broccoli, raw')
		expect(broccoli.category).toBe('produce')
		expect(broccoli.grams!).toBeGreaterThan(180)
		expect(broccoli.grams!).toBeLessThan(240)
		// Tempeh, cooked → Tempeh (bought as a block).
		expect(names).toContain('Tempeh')
	})
})

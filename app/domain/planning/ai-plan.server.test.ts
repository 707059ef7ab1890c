/**
 * The optional AI proposal (MockLanguageModelV3): a proposal that passes the planner's checks is
 * used; one that breaks an allergy is discarded and the local planner's week stands.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'
import { mockModelAnswering } from '#tests/ai-mock.ts'

const answer = (text: string) =>
	mockModelAnswering(text)

afterEach(async () => (await import('#app/infra/ai.server.ts')).setAiModelsForTests(null))

describe('AI week proposal', () => {
	const constraints = { targetCalories: 2000, targetProtein: 150, targetCarbs: 200, targetFat: 70, dietaryRestrictions: [], allergies: ['peanuts'], healthConditions: [], foodPreferences: [] }
	const dates = ['2026-11-23', '2026-11-24']

	test('a valid proposal is used (nutrition still from the recipes)', async () => {
		const { db } = await import('#app/db.server.ts')
		const { user } = await createTestUser()
		const { plannerLibrary } = await import('./plans.server.ts')
		const { planDays } = await import('./planner.ts')
		const { proposeWithAi } = await import('./ai-plan.server.ts')
		const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
		const { library } = await plannerLibrary(db, user.id)
		const week = planDays(library, constraints, dates, { seed: 'other' })
		setAiModelsForTests({ text: answer(JSON.stringify({ days: week.map((d) => ({ date: d.date, meals: d.meals })) })) })
		const result = await proposeWithAi(library, constraints, dates, [])
		expect(result.days?.map((d) => d.meals)).toEqual(week.map((d) => d.meals))
		expect(result.days?.every((d) => d.withinTarget)).toBe(true)
	})

	test('a proposal with the allergen is discarded', async () => {
		const { db } = await import('#app/db.server.ts')
		const { user } = await createTestUser()
		const { plannerLibrary } = await import('./plans.server.ts')
		const { proposeWithAi } = await import('./ai-plan.server.ts')
		const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
		const { library } = await plannerLibrary(db, user.id)
		const peanut = library.find((r) => r.allergens.includes('peanut'))!
		setAiModelsForTests({ text: answer(JSON.stringify({ days: dates.map((date) => ({ date, meals: [{ mealType: 'breakfast', recipeId: peanut.id, servings: 2 }] })) })) })
		const result = await proposeWithAi(library, constraints, dates, [])
		expect(result.days).toBeNull()
		expect(result.note).toMatch(/broke the plan's rules/)
	})
})

/**
 * The Recipes tab's compact list and its logging on the real test database: paging through the
 * list (with and without search and filters) returns every recipe exactly once in list order;
 * the meal and time filters keep only what they name; the API's query and page limits; a logged
 * serving and a logged planned meal are undone by exactly the entries they wrote (the page's Undo
 * and DELETE /api/planned-meals/{id}/log), never another user's.
 */
import { createId } from '@paralleldrive/cuid2'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import type { User } from '#db/schema.ts'
import type { RecipeQuery } from '#app/domain/recipes/recipes.server.ts'
import { createTestUser } from '#tests/utils.ts'
import { call, expectError, expectOk, type RouteModule } from './api-helpers.ts'

let db: Db
let owner: Awaited<ReturnType<typeof createTestUser>>
let user: User
const ctx = () => ({ userId: user.id, timezone: user.timezone })

/** Own recipes of varied meal types and times, inserted as rows (their nutrition is not the subject). */
const OWN = 47
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	owner = await createTestUser()
	user = owner.user
	const { recipes } = await import('#db/schema.ts')
	await db.insert(recipes).values(
		Array.from({ length: OWN }, (_, i) => ({
			id: createId(),
			userId: user.id,
			// Names that tie on purpose: the cursor's id breaks the tie.
			name: `Paged dish ${String(i % 20).padStart(2, '0')}`,
			servings: 1 + (i % 4),
			prepTime: (i * 7) % 50,
			cookTime: (i * 11) % 40,
			tags: [],
			mealTypes: [MEALS[i % 4]!, ...(i % 3 === 0 ? [MEALS[(i + 1) % 4]!] : [])],
		})),
	)
})

/** The ids of the user's diary entries. */
async function diaryEntryIds(): Promise<Set<string>> {
	const { mealFoods } = await import('#db/schema.ts')
	const { eq } = await import('drizzle-orm')
	return new Set((await db.select({ id: mealFoods.id }).from(mealFoods).where(eq(mealFoods.userId, user.id))).map((r) => r.id))
}

/** Every page of the list for `query`, `limit` rows at a time, following the next cursor. */
async function allPages(query: RecipeQuery, limit: number) {
	const { pageRecipes } = await import('#app/domain/recipes/recipes.server.ts')
	const ids: string[] = []
	let cursor: string | null = null
	for (let pages = 0; pages < 200; pages++) {
		const page = await pageRecipes(db, ctx(), query, { limit, cursor })
		expect(page.items.length).toBeLessThanOrEqual(limit)
		ids.push(...page.items.map((r) => r.id))
		if (!page.nextCursor) return ids
		cursor = page.nextCursor
	}
	throw new Error('paging did not end')
}

describe('compact recipe list', () => {
	test('paging returns every recipe once, in list order, with or without search and filters', async () => {
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const queries = [{}, { mealType: 'breakfast' as const }, { maxMinutes: 30 }, { q: 'paged', mealType: 'dinner' as const, maxMinutes: 60 }, { diet: 'vegan' as const, maxMinutes: 30 }]
		for (const query of queries) {
			const expected = (await listRecipes(db, ctx(), query)).map((r) => r.id)
			for (const limit of [7, 20]) {
				const ids = await allPages(query, limit)
				expect(ids, JSON.stringify({ query, limit })).toEqual(expected)
				expect(new Set(ids).size).toBe(ids.length)
			}
		}
		// Unfiltered, the list is the own recipes and then the whole built-in library.
		expect((await allPages({}, 20)).length).toBe(OWN + (await listRecipes(db, ctx())).filter((r) => r.builtIn).length)
	})

	test('the meal and time filters keep exactly the recipes that suit the meal and are ready in time', async () => {
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const all = await listRecipes(db, ctx())
		for (const mealType of MEALS) {
			const kept = await listRecipes(db, ctx(), { mealType })
			expect(kept.map((r) => r.id)).toEqual(all.filter((r) => r.mealTypes.includes(mealType)).map((r) => r.id))
			expect(kept.length).toBeGreaterThan(0)
		}
		for (const maxMinutes of [15, 30, 60]) {
			const kept = await listRecipes(db, ctx(), { maxMinutes })
			expect(kept.every((r) => r.totalTime <= maxMinutes)).toBe(true)
			expect(kept.length).toBe(all.filter((r) => (r.prepTime ?? 0) + (r.cookTime ?? 0) <= maxMinutes).length)
		}
		const both = await listRecipes(db, ctx(), { mealType: 'snack', maxMinutes: 15, q: 'paged' })
		expect(both.every((r) => r.mealTypes.includes('snack') && r.totalTime <= 15 && r.name.startsWith('Paged dish'))).toBe(true)
	})

	test('the API takes the new filters as query parameters and keeps its page limits', async () => {
		const mod = (await import('#app/routes/api.users.$id.recipes.ts')) as unknown as RouteModule
		const id = user.id
		const get = (qs: string) => call(mod, `/api/users/${id}/recipes?${qs}`, { params: { id }, headers: owner.bearer })
		const breakfast = expectOk(await get('mealType=breakfast&maxMinutes=30&limit=30'), 200) as Array<{ id: string }>
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		expect(breakfast.map((r) => r.id)).toEqual((await listRecipes(db, ctx(), { mealType: 'breakfast', maxMinutes: 30 })).slice(0, 30).map((r) => r.id))
		expectError(await get('mealType=brunch'), 422, 'mealType')
		expectError(await get('maxMinutes=0'), 422, 'maxMinutes')
		const { RECIPE_PAGE } = await import('#app/domain/recipes/caps.ts')
		expect((expectOk(await get(''), 200) as unknown[]).length).toBe(RECIPE_PAGE.default)
		expectError(await get(`limit=${RECIPE_PAGE.max + 1}`), 422, 'limit')
	})
})

describe('undoing a logged recipe', () => {
	test('Undo of a logged serving removes exactly its entries, and no one else can remove them', async () => {
		const { logRecipeServings, removeLoggedEntries } = await import('#app/domain/recipes/log.server.ts')
		const { listRecipes } = await import('#app/domain/recipes/recipes.server.ts')
		const recipe = (await listRecipes(db, ctx())).find((r) => r.builtIn && r.ingredients.length >= 2)!
		const first = await logRecipeServings(db, ctx(), { recipeId: recipe.id, servings: 1, mealType: 'lunch' })
		const second = await logRecipeServings(db, ctx(), { recipeId: recipe.id, servings: 1, mealType: 'lunch' })
		expect(first.entryIds).toHaveLength(first.entries)
		const stranger = await createTestUser()
		expect(await removeLoggedEntries(db, { userId: stranger.user.id, timezone: stranger.user.timezone }, first.entryIds)).toBe(0)
		expect(await removeLoggedEntries(db, ctx(), first.entryIds)).toBe(first.entries)
		const left = await diaryEntryIds()
		expect(first.entryIds.filter((id) => left.has(id))).toEqual([])
		expect(second.entryIds.filter((id) => !left.has(id))).toEqual([])
		// A second Undo finds nothing left to remove.
		expect(await removeLoggedEntries(db, ctx(), first.entryIds)).toBe(0)
		const { UNDO_ENTRIES_MAX } = await import('#app/domain/recipes/caps.ts')
		await expect(removeLoggedEntries(db, ctx(), Array.from({ length: UNDO_ENTRIES_MAX + 1 }, () => createId()))).rejects.toThrow(/entries/)
	})

	test('POST /api/planned-meals/{id}/log answers the entry ids it wrote, and DELETE with them undoes it', async () => {
		const mod = (await import('#app/routes/api.planned-meals.$id.log.ts')) as unknown as RouteModule
		const { createPlan, listPlannedMeals } = await import('#app/domain/planning/plans.server.ts')
		const { todayIn } = await import('#app/domain/dates.ts')
		const today = todayIn(user.timezone)
		const { CreatePlanSchema } = await import('#app/domain/planning/plans.schema.ts')
		const { plan } = await createPlan(db, ctx(), CreatePlanSchema.parse({ name: 'Undo week', startDate: today, endDate: today }))
		const planned = (await listPlannedMeals(db, user.id, plan.id, today))[0]!
		const before = await diaryEntryIds()
		const S = await import('#app/utils/openapi/planning.ts')
		const at = `/api/planned-meals/${planned.id}/log`
		const logged = expectOk(await call(mod, at, { method: 'POST', params: { id: planned.id }, headers: owner.bearer, body: {} }), 200, S.PLANNING_API.logPlannedMeal.success.schema) as { entries: number; entryIds: string[] }
		expect(logged.entryIds).toHaveLength(logged.entries)
		const afterLog = await diaryEntryIds()
		expect([...afterLog].filter((id) => !before.has(id)).sort()).toEqual([...logged.entryIds].sort())
		// Another user cannot undo it; its owner can, with the ids the log answered.
		const stranger = await createTestUser()
		expectError(await call(mod, at, { method: 'DELETE', params: { id: planned.id }, headers: stranger.bearer, body: { entryIds: logged.entryIds } }), 404)
		const undone = expectOk(await call(mod, at, { method: 'DELETE', params: { id: planned.id }, headers: owner.bearer, body: { entryIds: logged.entryIds } }), 200) as { plannedMeal: { loggedAt: string | null } }
		expect(undone.plannedMeal.loggedAt).toBeNull()
		expect([...(await diaryEntryIds())].sort()).toEqual([...before].sort())
		expectError(await call(mod, at, { method: 'DELETE', params: { id: planned.id }, headers: owner.bearer, body: { entryIds: logged.entryIds } }), 409)
		expectError(await call(mod, at, { method: 'DELETE', params: { id: planned.id }, headers: owner.bearer, body: {} }), 422, 'entryIds')
	})
})

/**
 * POST /api/ingredient-substitutions and the /ingredient-substitution page, called as
 * Remix would, on the real test database.
 */
import { describe, expect, test } from 'vitest'
import { FOODS } from '#app/domain/substitution/foods.ts'
import { FOUND_TOAST, MISSING_INFORMATION, MISSING_INGREDIENT, MISSING_PURPOSE, MISSING_RESTRICTION } from '#app/domain/substitution/options.ts'
import { call, expectError, expectOk, type RouteModule } from '#tests/unit/api/api-helpers.ts'
import { createTestUser, routeArgs } from '#tests/utils.ts'

const api = async () => (await import('./api.ingredient-substitutions.ts')) as unknown as RouteModule
const PATH = '/api/ingredient-substitutions'

describe('POST /api/ingredient-substitutions', () => {
	test('answers the spec response for butter, vegan, baking', async () => {
		const { bearer } = await createTestUser()
		const { SubstitutionResponse } = await import('#app/utils/openapi/substitution.ts')
		const res = await call(await api(), PATH, { body: { ingredient: 'butter', restrictions: ['vegan'], purpose: 'baking', recipeContext: 'oat cookies' }, headers: bearer })
		const body = expectOk(res, 200, SubstitutionResponse)
		expect(body.provider).toBe('Platewise substitution rules')
		expect(Date.parse(body.timestamp)).not.toBeNaN()
		expect(body.originalNutrition?.food.fdcId).toBe(FOODS.butter.fdcId)
		expect(body.suggestions.length).toBeGreaterThan(0)
		for (const s of body.suggestions) {
			expect(s.confidence).toBeGreaterThan(0)
			expect(s.confidence).toBeLessThanOrEqual(1)
			expect(s.ratioConversion.length).toBeGreaterThan(0)
		}
	})

	test("422 with the spec's messages for a missing ingredient, no restriction, no purpose", async () => {
		const { bearer } = await createTestUser()
		const route = await api()
		const noIngredient = expectError(await call(route, PATH, { body: { ingredient: '  ', restrictions: ['vegan'], purpose: 'baking' }, headers: bearer }), 422, 'ingredient')
		expect(noIngredient.fieldErrors?.ingredient).toEqual([MISSING_INGREDIENT])
		const noRestriction = expectError(await call(route, PATH, { body: { ingredient: 'butter', restrictions: [], purpose: 'baking' }, headers: bearer }), 422, 'restrictions')
		expect(noRestriction.fieldErrors?.restrictions).toEqual([MISSING_RESTRICTION])
		const missingRestrictions = expectError(await call(route, PATH, { body: { ingredient: 'butter', purpose: 'baking' }, headers: bearer }), 422, 'restrictions')
		expect(missingRestrictions.fieldErrors?.restrictions).toEqual([MISSING_RESTRICTION])
		const noPurpose = expectError(await call(route, PATH, { body: { ingredient: 'butter', restrictions: ['vegan'] }, headers: bearer }), 422, 'purpose')
		expect(noPurpose.fieldErrors?.purpose).toEqual([MISSING_PURPOSE])
	})

	test('422 for an unknown restriction or purpose, naming the field', async () => {
		const { bearer } = await createTestUser()
		const route = await api()
		const badRestriction = expectError(await call(route, PATH, { body: { ingredient: 'butter', restrictions: ['vegan', 'carnivore'], purpose: 'baking' }, headers: bearer }), 422)
		expect(Object.keys(badRestriction.fieldErrors ?? {})).toEqual(['restrictions.1'])
		expect(badRestriction.message).toMatch(/Unknown restriction/)
		const badPurpose = expectError(await call(route, PATH, { body: { ingredient: 'butter', restrictions: ['vegan'], purpose: 'frying' }, headers: bearer }), 422, 'purpose')
		expect(badPurpose.message).toMatch(/Unknown purpose/)
		expectError(await call(route, PATH, { body: { ingredient: 'butter', restrictions: 'vegan', purpose: 'baking' }, headers: bearer }), 422, 'restrictions')
		expectError(await call(route, PATH, { body: { ingredient: 'butter', restrictions: ['vegan'], purpose: 'baking', extra: 1 }, headers: bearer }), 422)
	})

	test('401 without a session; 405 for GET', async () => {
		const route = await api()
		expectError(await call(route, PATH, { body: { ingredient: 'butter', restrictions: ['vegan'], purpose: 'baking' } }), 401)
		const { bearer } = await createTestUser()
		expectError(await call(route, PATH, { headers: bearer }), 405)
	})
})

describe('/ingredient-substitution page (no JavaScript: GET form)', () => {
	async function load(query: string) {
		const { cookieHeaders } = await createTestUser()
		const { loader } = await import('./ingredient-substitution.tsx')
		return loader(routeArgs(new Request(`http://localhost:3000/ingredient-substitution${query}`, { headers: cookieHeaders })))
	}

	test('the intro page has the dialog closed; ?dialog=1 opens it', async () => {
		expect((await load('')).open).toBe(false)
		const open = await load('?dialog=1')
		expect(open.open).toBe(true)
		expect(open.result).toBeNull()
	})

	test('asking answers with results and the success toast', async () => {
		const data = await load('?ingredient=egg&restrictions=vegan&purpose=binding&context=&ask=1')
		expect(data.open).toBe(true)
		expect(data.notice).toMatchObject({ kind: 'success', title: FOUND_TOAST })
		expect(data.result?.suggestions[0]?.ingredient).toMatch(/flax|chia/i)
	})

	test("missing fields answer 'Missing Information' with the spec's message", async () => {
		const none = await load('?ingredient=&purpose=&ask=1')
		expect(none.result).toBeNull()
		expect(none.notice).toMatchObject({ kind: 'error', title: MISSING_INFORMATION, message: MISSING_INGREDIENT })
		expect(none.errors?.restrictions).toEqual([MISSING_RESTRICTION])
		expect(none.errors?.purpose).toEqual([MISSING_PURPOSE])
		const noPurpose = await load('?ingredient=butter&restrictions=vegan&ask=1')
		expect(noPurpose.notice?.message).toBe(MISSING_PURPOSE)
		expect(noPurpose.form).toMatchObject({ ingredient: 'butter', restrictions: ['vegan'] })
	})
})

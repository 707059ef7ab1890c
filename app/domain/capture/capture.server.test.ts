/**
 * Capture engines against the real sample database (USDA + Open Food Facts rows): barcode lookup
 * through the API route, the transcript parser mapped to USDA rows (expected numbers derived from
 * the rows), the AI structuring path with the AI SDK's mock model, and the /multimodal-input
 * forms that log through logFood.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'
import { call, expectError, expectOk, type RouteModule } from '#tests/unit/api/api-helpers.ts'
import { mockModelAnswering } from '#tests/ai-mock.ts'

const barcodeRoute = async () => (await import('#app/routes/api.lookup-barcode.$barcode.ts')) as unknown as RouteModule
const extractRoute = async () => (await import('#app/routes/api.extract-foods.ts')) as unknown as RouteModule

async function foodRow(where: string, args: (string | number)[]) {
	const { db } = await import('#app/db.server.ts')
	const rows = await db.$client.execute({ sql: `SELECT * FROM foods WHERE ${where} LIMIT 1`, args })
	return rows.rows[0] as unknown as { id: number; name: string; kcal: number | null; protein_g: number | null; carbs_g: number | null; fat_g: number | null; gtin_upc: string | null }
}

async function portionsOf(foodId: number) {
	const { db } = await import('#app/db.server.ts')
	const rows = await db.$client.execute({ sql: `SELECT amount, unit, gram_weight FROM food_portions WHERE food_id = ? ORDER BY seq`, args: [foodId] })
	return rows.rows.map((r) => ({ amount: Number(r.amount), unit: String(r.unit), grams: Number(r.gram_weight) }))
}

/** The user's diary entries as stored (meal type, day, food, kcal snapshot). */
async function loggedEntries(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const rows = await db.$client.execute({
		sql: `SELECT m.meal_type AS meal, m.date AS date, f.food_id AS foodId, f.kcal AS kcal FROM meal_foods f JOIN meals m ON m.id = f.meal_id WHERE f.user_id = ? ORDER BY f.logged_at, f.rowid`,
		args: [userId],
	})
	return rows.rows.map((r) => ({ meal: r.meal, date: r.date, foodId: Number(r.foodId), kcal: Number(r.kcal) }))
}

afterEach(async () => {
	const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
	setAiModelsForTests(null)
})

describe('GET /api/lookup-barcode/{barcode}', () => {
	test('a 12-digit UPC-A scan finds the product stored as 13-digit EAN, with Atwater-estimated kcal from its row', async () => {
		const { bearer } = await createTestUser()
		const row = await foodRow(`source = 'off' AND length(gtin_upc) = 13 AND gtin_upc LIKE '0%' AND protein_g IS NOT NULL AND carbs_g IS NOT NULL AND fat_g IS NOT NULL`, [])
		const upcA = row.gtin_upc!.slice(1)
		const { BarcodeProductResponse } = await import('#app/utils/openapi/capture.ts')
		const res = await call(await barcodeRoute(), `/api/lookup-barcode/${upcA}`, { params: { barcode: upcA }, headers: bearer })
		const body = expectOk(res, 200, BarcodeProductResponse)
		expect(body).toMatchObject({ foodId: Number(row.id), productName: row.name, code: upcA, format: 'UPC-A', caloriesEstimated: true })
		// No serving size in the Open Food Facts extract: the default serving is 100 g.
		expect(body.per100g!.calories).toBeCloseTo(4 * row.protein_g! + 4 * row.carbs_g! + 9 * row.fat_g!, 1)
		expect(body.nutritionalInfo.protein).toBeCloseTo(row.protein_g!, 2)
	})

	test('400 names the problem; unknown code is 404 Product not found with a link to enter it', async () => {
		const { bearer } = await createTestUser()
		const route = await barcodeRoute()
		const bad = expectError(await call(route, '/api/lookup-barcode/049000049931', { params: { barcode: '049000049931' }, headers: bearer }), 400, 'barcode')
		expect(bad.message).toMatch(/check digit/)
		expectError(await call(route, '/api/lookup-barcode/12ab', { params: { barcode: '12ab' }, headers: bearer }), 400, 'barcode')
		expectError(await call(route, '/api/lookup-barcode/12345', { params: { barcode: '12345' }, headers: bearer }), 400, 'barcode')
		const unknown = '0000000000017'
		const res = await call(route, `/api/lookup-barcode/${unknown}`, { params: { barcode: unknown }, headers: bearer })
		expect(expectError(res, 404).message).toBe('Product not found')
		expect(res.headers.get('link')).toContain(`create=${unknown}`)
	})

	test("a user's own food with a barcode is found by them (also by its UPC-E), not by anyone else", async () => {
		const owner = await createTestUser()
		const other = await createTestUser()
		const { db } = await import('#app/db.server.ts')
		const { createBarcodeFood } = await import('./barcode.server.ts')
		const { expandUpcE } = await import('#app/domain/nutrition/index.ts')
		const upcE = '04252614'
		const food = await createBarcodeFood(db, owner.user.id, { barcode: expandUpcE(upcE)!, name: 'Corner shop granola', servingSize: 40, servingUnit: 'gram', kcal: 180, proteinG: 4, carbsG: 28, fatG: 6 })
		const route = await barcodeRoute()
		const mine = expectOk(await call(route, `/api/lookup-barcode/${upcE}`, { params: { barcode: upcE }, headers: owner.bearer }), 200) as { foodId: number; nutritionalInfo: { calories: number } }
		expect(mine.foodId).toBe(food.id)
		expect(mine.nutritionalInfo.calories).toBe(180)
		expectError(await call(route, `/api/lookup-barcode/${upcE}`, { params: { barcode: upcE }, headers: other.bearer }), 404)
	})

	test('needs a signed-in user', async () => {
		expectError(await call(await barcodeRoute(), '/api/lookup-barcode/049000049930', { params: { barcode: '049000049930' } }), 401)
	})
})

describe('POST /api/extract-foods (local parser, real USDA rows)', () => {
	test("'two boiled eggs and a banana': egg and banana foods, grams from their USDA portions, kcal from the rows", async () => {
		const { bearer } = await createTestUser()
		const res = await call(await extractRoute(), '/api/extract-foods', { body: { transcript: 'Two boiled eggs and a banana' }, headers: bearer })
		const { ExtractFoodsResponse } = await import('#app/utils/openapi/capture.ts')
		const body = expectOk(res, 200, ExtractFoodsResponse)
		expect(body.unmatched).toEqual([])
		expect(body.extractedFoods).toHaveLength(2)
		const [egg, banana] = body.extractedFoods
		for (const [item, pattern, count] of [[egg!, /egg/i, 2], [banana!, /banana/i, 1]] as const) {
			expect(item.name).toMatch(pattern)
			const row = await foodRow('id = ?', [item.foodId])
			const portions = await portionsOf(item.foodId)
			// One item of the food: a portion named like it ('1 egg', '1 banana'), a 'medium' or 'large' one.
			const one = portions.find((p) => new RegExp(`^(${pattern.source}|medium|large|fruit)`, 'i').test(p.unit))!
			expect(item.grams).toBeCloseTo((count * one.grams) / one.amount, 1)
			expect(item.nutrition.calories).toBeCloseTo((row.kcal! * item.grams!) / 100, 1)
			expect(item.quantity).toBe(count)
		}
	})

	test('a cup of cooked rice uses the USDA cup portion of the rice row', async () => {
		const { bearer } = await createTestUser()
		const body = expectOk(await call(await extractRoute(), '/api/extract-foods', { body: { transcript: 'a cup of rice' }, headers: bearer }), 200) as { extractedFoods: Array<{ foodId: number; name: string; grams: number; nutrition: { calories: number } }> }
		const rice = body.extractedFoods[0]!
		expect(rice.name).toMatch(/^Rice, white.*cooked/)
		const cup = (await portionsOf(rice.foodId)).find((p) => /^cup/.test(p.unit))!
		expect(rice.grams).toBeCloseTo(cup.grams / cup.amount, 1)
		const row = await foodRow('id = ?', [rice.foodId])
		expect(rice.nutrition.calories).toBeCloseTo((row.kcal! * rice.grams) / 100, 1)
	})

	test('a phrase that matches nothing is unmatched, with no nutrition invented', async () => {
		const { bearer } = await createTestUser()
		const body = expectOk(await call(await extractRoute(), '/api/extract-foods', { body: { transcript: 'a bowl of zqxjv and 2 grams of blorptastic' }, headers: bearer }), 200) as { extractedFoods: unknown[]; unmatched: string[] }
		expect(body.extractedFoods).toEqual([])
		expect(body.unmatched).toEqual(['a bowl of zqxjv', '2 grams of blorptastic'])
	})

	test('household measures: a cod fillet is the USDA fillet portion; a pint with no USDA row is 473 ml from the table, marked estimated', async () => {
		const { db } = await import('#app/db.server.ts')
		const { extractFoods } = await import('#app/domain/capture/extract.server.ts')
		const result = await extractFoods(db, null, 'a cod fillet and a pint of beer', { ai: false })
		expect(result.unmatched).toEqual([])
		const [cod, beer] = result.foods
		expect(cod!.name).toMatch(/cod/i)
		expect(cod!.name).not.toMatch(/\braw\b/i)
		const fillet = (await portionsOf(cod!.foodId)).find((p) => /fillet/.test(p.unit))!
		expect(cod!.grams).toBeCloseTo(fillet.grams / fillet.amount, 1)
		expect(cod!.amountEstimated).toBe(false)
		expect(beer!.name).toMatch(/beer/i)
		const beerPortions = await portionsOf(beer!.foodId)
		expect(beerPortions.some((p) => /pint|16 fl oz/.test(p.unit))).toBe(false)
		expect(beer!.grams).toBe(473)
		expect(beer!.amountEstimated).toBe(true)
	})

	test("confidence is the matcher's word coverage, never lowered by a made-up factor", async () => {
		const { db } = await import('#app/db.server.ts')
		const { extractFoods } = await import('#app/domain/capture/extract.server.ts')
		// 'beer' is a staples-table entry and the pint an estimated measure: every said word is explained.
		const [beer] = (await extractFoods(db, null, 'a pint of beer', { ai: false })).foods
		expect(beer!.confidence).toBe(1)
		// Three words, one missing from every name: the coverage of the best food.
		const { matchFood } = await import('#app/domain/capture/match.server.ts')
		const partial = await matchFood(db, null, 'crunchy peanut butter')
		if (partial) expect([1, 0.67]).toContain(partial.confidence)
	})

	test('over 1,000 characters is 422 naming transcript', async () => {
		const { bearer } = await createTestUser()
		expectError(await call(await extractRoute(), '/api/extract-foods', { body: { transcript: 'egg '.repeat(251) }, headers: bearer }), 422, 'transcript')
	})
})

describe('AI structuring (MockLanguageModelV3)', () => {
	const answer = (text: string) =>
		mockModelAnswering(text)

	test("the model's reading is matched to database foods; nutrition comes from the rows", async () => {
		const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
		const model = answer(JSON.stringify({ items: [{ food: 'banana', quantity: 2, unit: null, size: null }], calories: 9999 }))
		setAiModelsForTests({ text: model })
		const { db } = await import('#app/db.server.ts')
		const { extractFoods } = await import('./extract.server.ts')
		const result = await extractFoods(db, null, 'I think I had a couple of those yellow fruits, bananas')
		expect(model.doGenerateCalls).toHaveLength(1)
		expect(result.parser).toBe('ai')
		expect(result.foods).toHaveLength(1)
		const banana = result.foods[0]!
		expect(banana.name).toMatch(/banana/i)
		const row = await foodRow('id = ?', [banana.foodId])
		expect(banana.nutrients.kcal).toBeCloseTo((row.kcal! * banana.grams!) / 100, 1)
	})

	test('malformed model output falls back to the local parser', async () => {
		const { setAiModelsForTests } = await import('#app/infra/ai.server.ts')
		setAiModelsForTests({ text: answer('sorry, I cannot help with that') })
		const { db } = await import('#app/db.server.ts')
		const { extractFoods } = await import('./extract.server.ts')
		const warn = console.warn
		console.warn = () => {}
		try {
			const result = await extractFoods(db, null, 'a banana')
			expect(result.parser).toBe('local')
			expect(result.foods[0]!.name).toMatch(/banana/i)
		} finally {
			console.warn = warn
		}
	})
})

describe('honest labels for the local sentence parser', () => {
	const load = async (query: string) => {
		const { cookie } = await createTestUser()
		const route = await import('#app/routes/multimodal-input/route.tsx')
		return (await route.loader(routeArgs(new Request(`http://localhost:3000/multimodal-input?meal=lunch&${query}`, { headers: { Cookie: cookie } })))).view
	}

	test("typed text is not 'Voice Recorded!' and its results are not titled as AI", async () => {
		const { resultsTitle } = await import('#app/components/capture/results-title.ts')
		const typed = await load('text=a+banana')
		expect(typed.notice).toEqual({ kind: 'success', title: 'Foods Found', message: 'Found 1 food items' })
		expect(typed.voice).toMatchObject({ spoken: false, parser: 'local' })
		expect(resultsTitle(typed)).toBe('Recognition Results')

		const spoken = await load('text=a+banana&spoken=1')
		expect(spoken.notice?.title).toBe('Voice Recorded!')
		expect(resultsTitle(spoken)).toBe('Recognition Results')
		// The only confidence a sentence's food carries is the matcher's word coverage: 'banana' is a table entry.
		expect(spoken.results[0]!.confidence).toBe(1)
	})

	test("a sentence an AI model structured keeps the spec's 'AI Recognition Results'", async () => {
		const { resultsTitle } = await import('#app/components/capture/results-title.ts')
		expect(resultsTitle({ results: [], voice: { transcript: 'x', unmatched: [], spoken: true, parser: 'ai' } })).toBe('AI Recognition Results')
		expect(resultsTitle({ results: [], voice: { transcript: 'x', unmatched: [], spoken: true, parser: 'local' } })).toBe('Recognition Results')
	})
})

describe('/multimodal-input without JavaScript', () => {
	test('typed sentence → results on the server → Add logs it through logFood with the same nutrition', async () => {
		const { user, cookie } = await createTestUser()
		const route = await import('#app/routes/multimodal-input/route.tsx')
		const page = await route.loader(routeArgs(new Request('http://localhost:3000/multimodal-input?meal=lunch&text=a+cup+of+rice', { headers: { Cookie: cookie } })))
		const rice = page.view.results[0]!
		expect(rice.foodId).toBeGreaterThan(0)
		const res = await route.action(
			routeArgs(formRequest('/multimodal-input', { intent: 'add', foodId: String(rice.foodId), quantity: String(rice.quantity), unit: rice.unit, mealType: 'lunch', date: page.view.date, returnTo: '/?meal=lunch' }, { Cookie: cookie })),
		)
		expect((res as Response).status).toBe(302)
		const logged = await loggedEntries(user.id)
		expect(logged).toEqual([{ meal: 'lunch', date: page.view.date, foodId: rice.foodId, kcal: rice.nutrients.kcal }])
	})

	test("'Log to Today's Meals' logs every selected food once", async () => {
		const { user, cookie } = await createTestUser()
		const route = await import('#app/routes/multimodal-input/route.tsx')
		const page = await route.loader(routeArgs(new Request('http://localhost:3000/multimodal-input?meal=dinner&text=a+banana+and+a+cup+of+rice', { headers: { Cookie: cookie } })))
		const sel = page.view.results.map((r) => `${r.foodId}~${r.quantity}~${r.unit}~${r.name}`)
		expect(sel).toHaveLength(2)
		const res = await route.action(routeArgs(formRequest('/multimodal-input', { intent: 'log-selected', sel: [...sel, sel[0]!], mealType: 'dinner', date: page.view.date }, { Cookie: cookie })))
		expect((res as Response).status).toBe(302)
		const logged = await loggedEntries(user.id)
		expect(logged).toEqual(page.view.results.map((r) => ({ meal: 'dinner', date: page.view.date, foodId: r.foodId, kcal: r.nutrients.kcal })))
	})

	test("an unknown product entered as your own food: refusals show on the form with the values kept; the saved food is found by its barcode", async () => {
		const { cookie } = await createTestUser()
		const route = await import('#app/routes/multimodal-input/route.tsx')
		type Reply = { data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }; init: { status: number } }
		const post = (fields: Record<string, string>) =>
			route.action(routeArgs(formRequest('/multimodal-input', { intent: 'create-food', mealType: 'snack', ...fields }, { Cookie: cookie })))
		// GS1 prefix 2: a store-internal code, never in the Open Food Facts rows.
		const fields = { barcode: '2000000123455', name: 'Corner-shop flapjack', servingGrams: '30', calories: '120', protein: '2', carbs: '20', fat: '4' }

		// Refused by the form's rules: the field is named, what the user typed comes back.
		const negative = (await post({ ...fields, calories: '-5' })) as unknown as Reply
		expect(negative.init.status).toBe(400)
		expect(negative.data.result.error.calories).toEqual(['Calories must be non-negative'])
		expect(negative.data.result.initialValue).toMatchObject({ name: 'Corner-shop flapjack', servingGrams: '30' })

		// Refused by the domain (GS1 check digit): on the barcode field, with the toast text as the form's message.
		const badCheck = (await post({ ...fields, barcode: '2000000123456' })) as unknown as Reply
		expect(badCheck.init.status).toBe(400)
		expect(badCheck.data.result.error.barcode?.[0]).toMatch(/check digit/i)
		expect(badCheck.data.result.error['']?.[0]).toBe('Error')

		const saved = (await post(fields)) as Response
		expect(saved.status).toBe(302)
		const found = await call(await barcodeRoute(), `/api/lookup-barcode/${fields.barcode}`, { params: { barcode: fields.barcode }, headers: { Cookie: cookie } })
		expect(found.status).toBe(200)
		expect(JSON.stringify(found.body)).toContain('Corner-shop flapjack')
	})
})

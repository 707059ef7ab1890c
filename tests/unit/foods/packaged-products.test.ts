/**
 * Packaged products a person can trust: USDA Branded Foods imported beside Open Food Facts (USDA's
 * row where a barcode is in both), impossible rows never offered, brandless repeats folded in
 * search, label servings in the barcode answer and the result card, and the photographed label's
 * form (blank optional lines save; a refused save gives every value back).
 *
 * The sample data (db/data/sample: 300 USDA products, 300 Open Food Facts products) is the
 * per-file test database; the folding and hiding cases also run on a small data set written here,
 * imported into a database of their own.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'
import { call, expectOk, type RouteModule } from '#tests/unit/api/api-helpers.ts'

const barcodeRoute = async () => (await import('#app/routes/api.lookup-barcode.$barcode.ts')) as unknown as RouteModule

async function row(sql: string, args: (string | number)[] = []) {
	const { db } = await import('#app/db.server.ts')
	return (await db.$client.execute({ sql, args })).rows[0] as Record<string, unknown> | undefined
}

describe('USDA Branded Foods in the sample import', () => {
	test('branded rows carry brand, label serving (household text cleaned) and published kcal', async () => {
		const cheerios = await row(`SELECT * FROM foods WHERE gtin14 = '00016000275270'`)
		expect(cheerios).toMatchObject({
			source: 'branded',
			name: 'GMILLS HNY NUT CHEERIOS SWEETENED WHL GRN OAT CEREAL',
			brand: 'GENERAL MILLS SALES INC.',
			serving_size: 28,
			serving_unit: 'g',
			serving_grams: 28,
			basis: 'per100g',
			kcal: 393,
			kcal_estimated: 0,
			hidden: null,
		})
		// USDA's '1 ONZ' is shown as people write it.
		const ounce = await row(`SELECT household_serving FROM foods WHERE gtin_upc = '00005487'`)
		expect(ounce?.household_serving).toBe('1 oz')
		// A drink's values are per 100 ml and its serving is in ml.
		const seltzer = await row(`SELECT basis, serving_grams, household_serving FROM foods WHERE gtin_upc = '20742478'`)
		expect(seltzer).toEqual({ basis: 'per100ml', serving_grams: 240, household_serving: '8 fl oz' })
	})

	test('where a barcode is in both sources the USDA row is kept, the Open Food Facts one is not', async () => {
		// 'Cheerios' (Open Food Facts) and 'Cheerios Cereal' (USDA, General Mills) share a barcode.
		const shared = await row(`SELECT count(*) AS n, group_concat(source) AS sources, group_concat(name) AS names FROM foods WHERE gtin14 IN (SELECT gtin14 FROM foods WHERE name = 'Cheerios Cereal')`)
		expect(shared).toMatchObject({ n: 1, sources: 'branded', names: 'Cheerios Cereal' })
		const off = await row(`SELECT count(*) AS n FROM foods WHERE source = 'off' AND name = 'Cheerios'`)
		expect(off?.n).toBe(0)
	})

	test('impossible and folded rows are left out of the search index, the others are in it', async () => {
		const peanuts = await row(`SELECT id, hidden FROM foods WHERE name = 'HONEY ROASTED PREMIUM PEANUTS, HONEY ROASTED'`)
		expect(peanuts?.hidden).toBe('impossible')
		// (products_fts reads its rows from foods: membership shows in a MATCH, not a rowid lookup.)
		const indexed = await row(`SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH '"peanuts"' AND rowid = ?`, [Number(peanuts!.id)])
		expect(indexed?.n).toBe(0)
		const cheerios = await row(`SELECT count(*) AS n FROM products_fts WHERE products_fts MATCH '"cheerios"' AND rowid = (SELECT id FROM foods WHERE name = 'Cheerios Cereal')`)
		expect(cheerios?.n).toBe(1)
		// Two brandless Open Food Facts 'nutella' rows: one is shown.
		const nutella = await row(`SELECT count(*) AS n, sum(hidden IS NULL) AS shown FROM foods WHERE source = 'off' AND lower(name) = 'nutella'`)
		expect(nutella).toEqual({ n: 2, shown: 1 })
		const counts = await row(`SELECT (SELECT count(*) FROM products_fts_docsize) AS fts, (SELECT count(*) FROM foods WHERE source IN ('off', 'branded') AND hidden IS NULL) AS shown`)
		expect(counts!.fts).toBe(counts!.shown)
	})
})

describe('GET /api/lookup-barcode/{barcode} for a USDA product', () => {
	test('answers the label serving: servingSize, servingUnit and householdServing, nutrition per serving', async () => {
		const { bearer } = await createTestUser()
		const { BarcodeProductResponse } = await import('#app/utils/openapi/capture.ts')
		const code = '016000275270'
		const body = expectOk(await call(await barcodeRoute(), `/api/lookup-barcode/${code}`, { params: { barcode: code }, headers: bearer }), 200, BarcodeProductResponse)
		expect(body).toMatchObject({
			productName: 'GMILLS HNY NUT CHEERIOS SWEETENED WHL GRN OAT CEREAL',
			brand: 'GENERAL MILLS SALES INC.',
			servingSize: 28,
			servingUnit: 'g',
			householdServing: '3/4 cup Honey Nut Cheerios with 1/2 cup skim milk',
			caloriesEstimated: false,
			source: 'USDA FoodData Central Branded Foods',
		})
		expect(body.nutritionalInfo.calories).toBeCloseTo((393 * 28) / 100, 2)
		expect(body.per100g!.calories).toBe(393)
	})

	test('an Open Food Facts product has no label serving: the serving fields are null', async () => {
		const { bearer } = await createTestUser()
		const off = await row(`SELECT gtin_upc FROM foods WHERE source = 'off' AND hidden IS NULL AND protein_g IS NOT NULL LIMIT 1`)
		const code = String(off!.gtin_upc)
		const body = expectOk(await call(await barcodeRoute(), `/api/lookup-barcode/${code}`, { params: { barcode: code }, headers: bearer }), 200) as Record<string, unknown>
		expect(body).toMatchObject({ servingSize: null, servingUnit: null, householdServing: null, servingLabel: '100 g' })
	})

	test('a product whose values cannot be true is not found', async () => {
		const { bearer } = await createTestUser()
		const peanuts = await row(`SELECT gtin_upc FROM foods WHERE name = 'HONEY ROASTED PREMIUM PEANUTS, HONEY ROASTED'`)
		const code = String(peanuts!.gtin_upc)
		const res = await call(await barcodeRoute(), `/api/lookup-barcode/${code}`, { params: { barcode: code }, headers: bearer })
		expect(res.status).toBe(404)
	})
})

describe('the barcode result card logs the label serving, or the grams chosen', () => {
	test('a USDA product: one serving by default, in sentence case with its brand; the amount typed is logged', async () => {
		const { user, cookie } = await createTestUser()
		const route = await import('#app/routes/multimodal-input/route.tsx')
		const page = await route.loader(routeArgs(new Request('http://localhost:3000/multimodal-input?meal=breakfast&barcode=016000275270', { headers: { Cookie: cookie } })))
		const result = page.view.results[0]!
		expect(result).toMatchObject({
			name: 'Gmills hny nut cheerios sweetened whl grn oat cereal',
			brand: 'General Mills Sales Inc.',
			quantity: 1,
			unit: 'serving',
			servingLabel: '3/4 cup Honey Nut Cheerios with 1/2 cup skim milk (28 g)',
		})
		const res = await route.action(routeArgs(formRequest('/multimodal-input', { intent: 'add', foodId: String(result.foodId), quantity: '1.5', unit: 'serving', mealType: 'breakfast', date: page.view.date, returnTo: '/?meal=breakfast' }, { Cookie: cookie })))
		expect((res as Response).status).toBe(302)
		const entry = await row(`SELECT quantity, unit, grams, kcal, food_brand FROM meal_foods WHERE user_id = ?`, [user.id])
		expect(entry).toMatchObject({ quantity: 1.5, unit: 'serving', grams: 42, food_brand: 'GENERAL MILLS SALES INC.' })
		expect(Number(entry!.kcal)).toBeCloseTo((393 * 42) / 100, 1)
	})

	test('an Open Food Facts product without a serving is offered by grams', async () => {
		const { cookie } = await createTestUser()
		const off = await row(`SELECT gtin_upc, kcal FROM foods WHERE source = 'off' AND hidden IS NULL AND kcal IS NOT NULL LIMIT 1`)
		const route = await import('#app/routes/multimodal-input/route.tsx')
		const page = await route.loader(routeArgs(new Request(`http://localhost:3000/multimodal-input?meal=snack&barcode=${off!.gtin_upc}`, { headers: { Cookie: cookie } })))
		expect(page.view.results[0]).toMatchObject({ quantity: 100, unit: 'gram', grams: 100, servingLabel: null })
		expect(page.view.results[0]!.nutrients.kcal).toBeCloseTo(Number(off!.kcal), 1)
	})
})

describe('search shows each product once, with its brand, and never an impossible one', () => {
	const header = 'source,fdc_id,name,brand,gtin_upc,category,serving_size,serving_unit,household_serving,kcal,protein_g,carbs_g,fat_g,fiber_g,sugar_g,sodium_mg'
	let dir: string
	let file: string
	let own: Db
	// Eight brandless 'Banana' rows as Open Food Facts has them (kcal estimated from the macros).
	const bananas = [
		['0094922961211', 0.5, 1, 0.5],
		['0609207617761', 3.1, 75.8, 0.35],
		['2860144008793', 1.1, 21, 0.2],
		['3700473639086', 0.6, 9.6, 0.2],
		['4260444930561', 1.2, 23.5, 0.2],
		['5425033151065', 2.4, 57, 1.1],
		['8006922088487', 3.5, 46, 0.2],
		['8718226321572', 1, 11, 0],
	] as const
	const kcal = (p: number, c: number, f: number) => 4 * p + 4 * c + 9 * f

	beforeAll(async () => {
		const { createDb, preparePragmas } = await import('#db/client.ts')
		const { runMigrations } = await import('#db/migrate.ts')
		const { importFoods } = await import('#db/import/index.ts')
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-packaged-'))
		fs.writeFileSync(path.join(dir, 'foods.csv'), `${header}\nsr_legacy,173944,"Bananas, raw",,,Fruits and Fruit Juices,118,g,1 medium,89,1.09,22.84,0.33,2.6,12.23,1\n`)
		fs.writeFileSync(path.join(dir, 'portions.csv'), 'fdc_id,amount,unit,gram_weight,label\n')
		fs.writeFileSync(
			path.join(dir, 'branded.csv'),
			[
				header,
				...bananas.map(([code, p, c, f]) => `off,,Banana,,${code},,,,,,${p},${c},${f},,,`),
				// Label values for a spoonful typed as per 100 g: 1,433 kcal.
				'off,,Coffee & Milk Creamer,,3045140105502,,,,,,66.67,66.67,100,,,',
				// In both sources: USDA's row is kept.
				'off,,Cola,,0049000049930,,,,,,0,10.6,0,,,',
			].join('\n') + '\n',
		)
		fs.writeFileSync(
			path.join(dir, 'usda_branded.csv'),
			[
				header,
				'branded,1,"COLA, CLASSIC",The Coca-Cola Company,049000049930,Soda,355,ml,1 CAN,42,0,11,0,,11,4',
				'branded,2,"POTATO CHIPS, SEA SALT",Moyer\'s Potato Chips,00005487,Chips,28,g,1 ONZ,536,7.14,57.1,32.1,3.6,0,375',
				'branded,3,CREME LATTE COFFEE CREAMER,Kraft Heinz Foods Company,00043000010105,Creamer,5,g,1 tsp,1225,0,87.5,75,,,',
			].join('\n') + '\n',
		)
		file = path.join(os.tmpdir(), `platewise-packaged-${randomUUID()}.db`)
		own = createDb(`file:${file}`)
		await preparePragmas(own)
		await runMigrations(own)
		await importFoods(own, { dataDir: dir })
	})

	afterAll(() => {
		own.$client.close()
		for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
		fs.rmSync(dir, { recursive: true, force: true })
	})

	const search = async (query: string) => {
		const { searchFoods } = await import('#app/domain/foods/search/index.server.ts')
		return searchFoods(own, { query, userId: null, limit: 20 }, { cache: null })
	}

	test('eight brandless Banana rows fold into one, the median-kcal row', async () => {
		const found = (await search('banana')).filter((r) => r.source === 'off')
		expect(found).toHaveLength(1)
		const sorted = bananas.map(([, p, c, f]) => kcal(p, c, f)).sort((a, b) => a - b)
		expect(found[0]!.kcal).toBeCloseTo(sorted[3]!, 2)
		// The folded rows are still found by their barcode.
		const { lookupBarcodeProduct } = await import('#app/domain/capture/barcode.server.ts')
		for (const [code] of bananas) expect((await lookupBarcodeProduct(own, null, code)).status).toBe('found')
	})

	test('a creamer at 1,433 kcal per 100 g never appears, in search or by barcode', async () => {
		expect(await search('creamer')).toEqual([])
		const { lookupBarcodeProduct } = await import('#app/domain/capture/barcode.server.ts')
		expect((await lookupBarcodeProduct(own, null, '3045140105502')).status).toBe('not-found')
		expect((await lookupBarcodeProduct(own, null, '00043000010105')).status).toBe('not-found')
	})

	test('a barcode in both sources answers the USDA product, with brand, serving and published kcal', async () => {
		const { lookupBarcodeProduct } = await import('#app/domain/capture/barcode.server.ts')
		const found = await lookupBarcodeProduct(own, null, '049000049930')
		expect(found.status).toBe('found')
		if (found.status !== 'found') return
		expect(found.product).toMatchObject({ productName: 'COLA, CLASSIC', brand: 'The Coca-Cola Company', source: 'branded', kcalEstimated: false, labelServing: { size: 355, unit: 'ml', household: '1 CAN' } })
		expect(found.product.serving.nutrients.kcal).toBeCloseTo((42 * 355) / 100, 2)
		const rows = await own.$client.execute(`SELECT source FROM foods WHERE gtin14 = '00049000049930'`)
		expect(rows.rows.map((r) => r.source)).toEqual(['branded'])
	})

	test('search results carry the brand of a USDA product', async () => {
		const chips = (await search('potato chips')).find((r) => r.source === 'branded')
		expect(chips).toMatchObject({ name: 'POTATO CHIPS, SEA SALT', brand: "Moyer's Potato Chips", householdServing: '1 oz', servingGrams: 28 })
	})
})

describe('the photographed label form', () => {
	const label = { intent: 'add-label', mealType: 'snack', returnTo: '/?meal=snack', name: 'Trail mix', brand: '', servingGrams: '40', servingUnit: 'g', calories: '190', fat: '11', carbs: '18', protein: '5', barcode: '' }

	test('saves with fiber and sugars blank: they are stored as unknown, not zero', async () => {
		const { user, cookie } = await createTestUser()
		const route = await import('#app/routes/multimodal-input/route.tsx')
		const res = await route.action(routeArgs(formRequest('/multimodal-input', { ...label, fiber: '', sugar: '' }, { Cookie: cookie })))
		expect((res as Response).status).toBe(302)
		const food = await row(`SELECT kcal, fiber_g, sugar_g FROM foods WHERE owner_id = ? AND name = 'Trail mix'`, [user.id])
		expect(food).toEqual({ kcal: 190, fiber_g: null, sugar_g: null })
		const entry = await row(`SELECT kcal FROM meal_foods WHERE user_id = ?`, [user.id])
		expect(entry?.kcal).toBe(190)
	})

	test('the JSON twin accepts blank optional lines too', async () => {
		const { LabelFoodSchema, parseLabelFood } = await import('#app/domain/capture/image/label-food.server.ts')
		const parsed = parseLabelFood(LabelFoodSchema, { ...label, fiber: '', sugar: '  ' })
		expect(parsed).toMatchObject({ fiber: undefined, sugar: undefined, calories: 190 })
	})

	test('a refused save answers 400 with every value as typed and the message on its field; nothing is saved', async () => {
		const { user, cookie } = await createTestUser()
		const route = await import('#app/routes/multimodal-input/route.tsx')
		type Reply = { data: { view: { results: { name: string; label?: { nutrients: { kcal: number | null; fiberG: number | null } } }[]; refusedLabel: { values: Record<string, string>; fieldErrors: Record<string, string[]> } } }; init: { status: number } }
		const sent = { ...label, calories: '99999', fiber: '', sugar: '7', barcode: '12345678' }
		const reply = (await route.action(routeArgs(formRequest('/multimodal-input', sent, { Cookie: cookie })))) as unknown as Reply
		expect(reply.init.status).toBe(400)
		const refused = reply.data.view.refusedLabel
		expect(refused.fieldErrors.calories?.[0]).toMatch(/Calories must be at most/)
		for (const field of ['name', 'servingGrams', 'calories', 'fat', 'carbs', 'protein', 'fiber', 'sugar', 'barcode'] as const) expect(refused.values[field]).toBe(sent[field])
		expect(reply.data.view.results[0]).toMatchObject({ name: 'Trail mix', label: { nutrients: { kcal: 99999, fiberG: null } } })
		expect(await row(`SELECT count(*) AS n FROM foods WHERE owner_id = ?`, [user.id])).toEqual({ n: 0 })

		// A barcode with a wrong check digit is refused by the domain: also in place, values kept.
		const bad = (await route.action(routeArgs(formRequest('/multimodal-input', { ...label, fiber: '2', sugar: '', barcode: '12345678' }, { Cookie: cookie })))) as unknown as Reply
		expect(bad.init.status).toBe(400)
		expect(bad.data.view.refusedLabel.fieldErrors.barcode).toBeDefined()
		expect(bad.data.view.refusedLabel.values).toMatchObject({ fiber: '2', sugar: '', barcode: '12345678', calories: '190' })
	})
})

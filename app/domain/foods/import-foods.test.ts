/**
 * The bundled-food importer (db/import/) on the sample data: what it stores, and that
 * running it again is a no-op (and a half-done import is redone).
 */
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { atwaterKcal, genericSearchRank, importFoods, toGtin14 } from '#db/import/index.ts'

const SAMPLE = path.resolve('db/data/sample')
let db: Db

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

async function counts() {
	const one = async (sql: string) => Number((await db.$client.execute(sql)).rows[0]?.[0])
	return {
		generic: await one(`SELECT count(*) FROM foods WHERE source IN ('sr_legacy', 'foundation', 'survey_fndds')`),
		products: await one(`SELECT count(*) FROM foods WHERE source = 'off'`),
		branded: await one(`SELECT count(*) FROM foods WHERE source = 'branded'`),
		portions: await one(`SELECT count(*) FROM food_portions`),
		genericFts: await one(`SELECT count(*) FROM foods_fts WHERE foods_fts MATCH '"raw"'`),
		productsFts: await one(`SELECT count(*) FROM products_fts WHERE products_fts MATCH '"nutella"'`),
	}
}

describe('importFoods on the sample', () => {
	test('imported every sample food, portion and product', async () => {
		const c = await counts()
		expect(c.generic).toBe(2997)
		// 300 Open Food Facts rows, 2 of them left to the USDA row with the same barcode.
		expect(c.products).toBe(298)
		expect(c.branded).toBe(300)
		expect(c.portions).toBe(7117)
		expect(c.genericFts).toBeGreaterThan(100)
		expect(c.productsFts).toBeGreaterThan(0)
		const imports = await db.$client.execute('SELECT file, rows FROM food_imports ORDER BY file')
		expect(imports.rows.map((r) => [r.file, r.rows])).toEqual([
			['generic', 2997],
			['micronutrients', 2996],
			['products', 298],
			['serving-rule', 2997],
			['usda-branded', 300],
		])
	})

	test('a second run with the same files does nothing', async () => {
		const before = await counts()
		const messages: string[] = []
		const result = await importFoods(db, { dataDir: SAMPLE, log: (m) => messages.push(m) })
		expect(result).toEqual({ generic: 2997, products: 298, branded: 300, skipped: true })
		expect(await counts()).toEqual(before)
		expect(messages.join('\n')).toMatch(/already imported/)
	})

	test('a half-done part is redone, keeping the ids of foods already there', async () => {
		const before = await counts()
		const [banana] = (await db.$client.execute(`SELECT id FROM foods WHERE fdc_id = 173944`)).rows
		// Simulate a crash in the products part: not recorded, the first half of the rows (they
		// go in shortest name first) there, the index emptied.
		await db.$client.execute(`DELETE FROM food_imports WHERE file = 'products'`)
		await db.$client.execute(
			`DELETE FROM foods WHERE source = 'off' AND id > (SELECT min(id) + 150 FROM foods WHERE source = 'off')`,
		)
		await db.$client.execute(`INSERT INTO products_fts(products_fts) VALUES ('delete-all')`)
		const result = await importFoods(db, { dataDir: SAMPLE, only: 'products' })
		expect(result).toEqual({ generic: 2997, products: 298, branded: 300, skipped: false })
		expect(await counts()).toEqual(before)
		// And the generic part after losing its record: same ids (upsert on fdc_id).
		await db.$client.execute(`DELETE FROM food_imports WHERE file = 'generic'`)
		expect(await importFoods(db, { dataDir: SAMPLE, only: 'generic' })).toMatchObject({ generic: 2997, skipped: false })
		expect(await counts()).toEqual(before)
		const [again] = (await db.$client.execute(`SELECT id FROM foods WHERE fdc_id = 173944`)).rows
		expect(again?.id).toBe(banana?.id)
	})

	test('stores USDA values as published and products with GTIN-14 and estimated kcal', async () => {
		const banana = (await db.$client.execute(`SELECT * FROM foods WHERE fdc_id = 173944`)).rows[0]
		// The default serving is the USDA 'medium' banana (the default-serving rule), not the CSV's first portion.
		const medium = (await db.$client.execute({ sql: `SELECT gram_weight FROM food_portions WHERE food_id = ? AND unit LIKE 'medium%'`, args: [Number(banana!.id)] })).rows[0]
		expect(banana).toMatchObject({
			source: 'sr_legacy',
			name: 'Bananas, raw',
			basis: 'per100g',
			serving_size: medium!.gram_weight,
			serving_unit: 'g',
			serving_grams: medium!.gram_weight,
			household_serving: '1 medium',
			kcal: 89,
			kcal_estimated: 0,
			sugar_g: 12.23,
		})
		const cola = (await db.$client.execute(`SELECT * FROM foods WHERE gtin_upc = '0049000049930'`)).rows[0]
		expect(cola).toMatchObject({ source: 'off', gtin14: '00049000049930', kcal_estimated: 1, fiber_g: null })
		expect(cola?.kcal).toBeCloseTo(4 * 0.4 + 4 * 10.6 + 9 * 1, 6)
		// An empty cell is unknown, not zero.
		const noFibre = (await db.$client.execute(`SELECT fiber_g, sugar_g FROM foods WHERE fdc_id = 2646170`)).rows[0]
		expect(noFibre).toMatchObject({ fiber_g: null, sugar_g: null })
	})

	test('products of each source are stored shortest name first', async () => {
		for (const source of ['off', 'branded']) {
			const rows = (await db.$client.execute({ sql: `SELECT length(name) AS n FROM foods WHERE source = ? ORDER BY id`, args: [source] })).rows
			const lengths = rows.map((r) => Number(r.n))
			expect(lengths).toEqual([...lengths].sort((a, b) => a - b))
		}
	})
})

describe('importFoods on products with repeated and odd barcodes', () => {
	test('keeps the first row of a repeated barcode, skips rows without one, and stores the numbers exactly', async () => {
		const fs = await import('node:fs')
		const os = await import('node:os')
		const { randomUUID } = await import('node:crypto')
		const { createDb, preparePragmas } = await import('#db/client.ts')
		const { runMigrations } = await import('#db/migrate.ts')
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-products-'))
		const header = 'source,fdc_id,name,brand,gtin_upc,category,serving_size,serving_unit,household_serving,kcal,protein_g,carbs_g,fat_g,fiber_g,sugar_g,sodium_mg'
		fs.writeFileSync(path.join(dir, 'foods.csv'), `${header}\nsr_legacy,173944,"Bananas, raw",,,Fruits and Fruit Juices,118,g,1 medium,89,1.09,22.84,0.33,2.6,12.23,1\n`)
		fs.writeFileSync(path.join(dir, 'portions.csv'), fs.readFileSync(path.join(SAMPLE, 'portions.csv'), 'utf8').split('\n')[0] + '\n')
		fs.writeFileSync(
			path.join(dir, 'branded.csv'),
			[
				header,
				'off,,First oat drink,,012345678905,,,,,,1.1,6.7,1.5,0.8,,40',
				// The same GTIN-14 written with a leading zero: a repeat, dropped.
				'off,,Second oat drink,,0012345678905,,,,,,9,9,9,9,9,9',
				'off,,No barcode bar,,,,,,,,1,1,1,,,',
				'off,,Tiny mint,,96385074,,,,,250,0.1,62.5,0.01,,,',
			].join('\n') + '\n',
		)
		const file = path.join(os.tmpdir(), `platewise-products-${randomUUID()}.db`)
		const own = createDb(`file:${file}`)
		try {
			await preparePragmas(own)
			await runMigrations(own)
			const result = await importFoods(own, { dataDir: dir })
			expect(result.products).toBe(2)
			const rows = (await own.$client.execute(`SELECT name, gtin_upc, gtin14, kcal, kcal_estimated, protein_g, carbs_g, fat_g, fiber_g, sugar_g, sodium_mg FROM foods WHERE source = 'off' ORDER BY id`)).rows
			expect(rows.map((r) => ({ ...r }))).toEqual([
				{ name: 'Tiny mint', gtin_upc: '96385074', gtin14: '00000096385074', kcal: 250, kcal_estimated: 0, protein_g: 0.1, carbs_g: 62.5, fat_g: 0.01, fiber_g: null, sugar_g: null, sodium_mg: null },
				{ name: 'First oat drink', gtin_upc: '012345678905', gtin14: '00012345678905', kcal: atwaterKcal(1.1, 6.7, 1.5), kcal_estimated: 1, protein_g: 1.1, carbs_g: 6.7, fat_g: 1.5, fiber_g: 0.8, sugar_g: null, sodium_mg: 40 },
			])
			expect(Number((await own.$client.execute(`SELECT count(*) FROM products_fts WHERE products_fts MATCH '"oat"'`)).rows[0]?.[0])).toBe(1)
		} finally {
			own.$client.close()
			for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
			fs.rmSync(dir, { recursive: true, force: true })
		}
	})
})

describe('importer helpers', () => {
	test('Atwater estimate only when protein, carbs and fat are all known', () => {
		expect(atwaterKcal(6.3, 57.5, 30.9)).toBeCloseTo(533.3, 6)
		expect(atwaterKcal(0, 10.6, 0)).toBeCloseTo(42.4, 6)
		expect(atwaterKcal(null, 10, 1)).toBeNull()
		expect(atwaterKcal(1, 10, null)).toBeNull()
	})

	test('GTIN-14 left-pads 8 to 14 digit codes', () => {
		expect(toGtin14('049000049930')).toBe('00049000049930')
		expect(toGtin14('12345670')).toBe('00000012345670')
		expect(toGtin14('1234567')).toBeNull()
		expect(toGtin14('12a45678')).toBeNull()
	})

	test('search rank puts raw staples before dishes and branded foods', () => {
		const rank = (source: string, name: string, category: string | null = null) => genericSearchRank({ source, name, category })
		expect(rank('sr_legacy', 'Bananas, raw')).toBeLessThan(rank('survey_fndds', 'Banana bread'))
		expect(rank('sr_legacy', 'Bananas, raw')).toBeLessThan(rank('sr_legacy', 'Bananas, dehydrated, or banana powder'))
		expect(rank('survey_fndds', 'Milk, NFS')).toBeLessThan(rank('sr_legacy', 'Milk, sheep, fluid'))
		expect(rank('sr_legacy', 'Cereals ready-to-eat, GENERAL MILLS, CHEERIOS')).toBeGreaterThan(rank('sr_legacy', 'Cereals, oats, dry'))
		expect(rank('sr_legacy', 'Babyfood, banana', 'Baby Foods')).toBeGreaterThan(rank('sr_legacy', 'Bread, banana'))
	})
})

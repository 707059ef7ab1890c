/**
 * Imports on a real temporary libSQL database: each source's synthetic sample (tests/fixtures/imports,
 * written by us) previews and writes the expected days and totals; the same file twice changes
 * nothing; undo removes exactly that import; malformed files (wrong columns, bad dates, 50 MB of
 * junk, a zip bomb) are refused with the line named and nothing written.
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { diaryDayTotals, imports, mealFoods, meals, users, waterEntries, weighIns } from '#db/schema.ts'
import { createTestUser } from '#tests/utils.ts'
import type { ImportFile } from './formats.ts'
import { confirmImport, listImports, previewImport, undoImport } from './imports.server.ts'

let db: Db
beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

const FIXTURES = path.resolve('tests/fixtures/imports')
const tmpFiles: string[] = []

function fileOf(bytes: Uint8Array | string, fileName: string): ImportFile {
	const p = path.join(os.tmpdir(), `import-test-${process.pid}-${tmpFiles.length}-${fileName}`)
	fs.writeFileSync(p, bytes)
	tmpFiles.push(p)
	return { path: p, fileName, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length }
}
const fixture = (name: string) => fileOf(fs.readFileSync(path.join(FIXTURES, name)), name)

async function person(units: 'metric' | 'imperial' = 'metric'): Promise<Actor> {
	const { user } = await createTestUser()
	if (units !== 'metric') await db.update(users).set({ units }).where(eq(users.id, user.id))
	return { userId: user.id, timezone: user.timezone }
}

async function dayKcal(actor: Actor): Promise<Record<string, number>> {
	const rows = await db.select({ date: diaryDayTotals.date, kcal: diaryDayTotals.kcal }).from(diaryDayTotals).where(eq(diaryDayTotals.userId, actor.userId))
	return Object.fromEntries(rows.map((r) => [r.date, Math.round(r.kcal * 10) / 10]))
}

async function rowsOf(actor: Actor) {
	const count = async (t: typeof mealFoods | typeof meals | typeof weighIns | typeof waterEntries) =>
		Number((await db.select({ n: sql<number>`count(*)` }).from(t).where(eq(t.userId, actor.userId)))[0]!.n)
	return { entries: await count(mealFoods), meals: await count(meals), weighIns: await count(weighIns), water: await count(waterEntries) }
}

async function refused(promise: Promise<unknown>): Promise<string> {
	const error = await promise.then(
		() => null,
		(e: unknown) => e,
	)
	expect(error).toBeInstanceOf(InvalidError)
	return (error as InvalidError).message
}

describe('each source on its sample', () => {
	test('Cronometer servings: a preview writes nothing; confirming gives the two days with their kcal and every nutrient', async () => {
		const actor = await person()
		const preview = await previewImport(db, actor, { file: fixture('cronometer-servings.csv') })
		expect(preview.status).toBe('preview')
		expect(preview.summary).toMatchObject({ source: 'cronometer', entries: 6, days: 2, from: '2024-03-01', to: '2024-03-02', skippedCount: 0 })
		expect(preview.summary.dayTotals.map((d) => [d.date, Math.round(d.kcal * 10) / 10])).toEqual([
			['2024-03-01', 522.3],
			['2024-03-02', 411.4],
		])
		expect(await rowsOf(actor)).toEqual({ entries: 0, meals: 0, weighIns: 0, water: 0 })
		const done = await confirmImport(db, actor, preview.id)
		expect(done.status).toBe('done')
		expect(await dayKcal(actor)).toEqual({ '2024-03-01': 522.3, '2024-03-02': 411.4 })
		const [salmon] = await db.select().from(mealFoods).where(and(eq(mealFoods.userId, actor.userId), eq(mealFoods.foodName, 'Salmon baked')))
		expect(salmon).toMatchObject({ foodId: null, mealType: 'dinner', grams: 100, quantity: 100, unit: 'g', potassium_mg: 384, cholesterol_mg: 63, saturated_fat_g: 2.5 })
		expect(salmon!.vitamin_d_ug).toBeCloseTo(13.15, 6)
		expect(salmon!.vitamin_b12_ug).toBe(3.2)
		const [coffee] = await db.select().from(mealFoods).where(and(eq(mealFoods.userId, actor.userId), eq(mealFoods.foodName, 'Coffee brewed')))
		expect(coffee).toMatchObject({ mealType: 'snack', caffeine_mg: 95, quantity: 1, unit: 'cup', grams: null })
	})

	test('Cronometer biometrics: weights in kg and lb, body fat joined to its day, other metrics skipped with their line', async () => {
		const actor = await person()
		const done = await previewImport(db, actor, { file: fixture('cronometer-biometrics.csv'), write: true })
		expect(done.status).toBe('done')
		expect(done.summary.skipped).toEqual([{ line: 5, column: 'Metric', reason: "'Blood Pressure' is not a weight" }])
		const rows = await db.select().from(weighIns).where(eq(weighIns.userId, actor.userId)).orderBy(weighIns.date)
		expect(rows.map((r) => [r.date, Math.round(r.weightKg * 100) / 100, r.bodyFatPct])).toEqual([
			['2024-03-01', 81.4, 22.5],
			['2024-03-02', 81.19, null],
		])
		const [user] = await db.select({ weightKg: users.weightKg }).from(users).where(eq(users.id, actor.userId))
		expect(user!.weightKg).toBeCloseTo(179 * 0.45359237, 6)
	})

	test('Lose It! food log: US dates, a deleted row skipped, meals kept', async () => {
		const actor = await person()
		const done = await previewImport(db, actor, { file: fixture('loseit-food-logs.csv'), write: true })
		expect(done.summary).toMatchObject({ source: 'loseit', entries: 4, days: 2, skippedCount: 1 })
		expect(done.summary.skipped[0]).toMatchObject({ line: 5, column: 'Deleted' })
		expect(await dayKcal(actor)).toEqual({ '2024-03-04': 675, '2024-03-05': 480 })
	})

	test('Lose It! weights in the user’s pounds', async () => {
		const actor = await person('imperial')
		const done = await previewImport(db, actor, { file: fixture('loseit-weights.csv'), write: true })
		expect(done.summary).toMatchObject({ source: 'loseit', weighIns: 2 })
		const rows = await db.select().from(weighIns).where(eq(weighIns.userId, actor.userId)).orderBy(weighIns.date)
		expect(rows.map((r) => r.weightKg)).toEqual([182.4 * 0.45359237, 181.8 * 0.45359237])
	})

	test('MyFitnessPal nutrition summary: one entry per meal named after it, with its totals', async () => {
		const actor = await person()
		const done = await previewImport(db, actor, { file: fixture('mfp-nutrition-summary.csv'), write: true })
		expect(done.summary).toMatchObject({ source: 'myfitnesspal', entries: 4, days: 2 })
		expect(await dayKcal(actor)).toEqual({ '2024-03-06': 1785.8, '2024-03-07': 190 })
		const names = await db.select({ name: mealFoods.foodName, type: mealFoods.mealType, k: mealFoods.potassium_mg }).from(mealFoods).where(eq(mealFoods.userId, actor.userId)).orderBy(mealFoods.loggedAt)
		expect(names[0]).toEqual({ name: 'Breakfast (MyFitnessPal)', type: 'breakfast', k: 480 })
	})

	test('MyFitnessPal measurement summary in the user’s kilograms', async () => {
		const actor = await person()
		const done = await previewImport(db, actor, { file: fixture('mfp-measurement-summary.csv'), write: true })
		expect(done.summary).toMatchObject({ source: 'myfitnesspal', weighIns: 2 })
	})

	test('MacroFactor food log: the meal from the time of day, grams from the serving weight', async () => {
		const actor = await person()
		const done = await previewImport(db, actor, { file: fixture('macrofactor-food-log.csv'), write: true })
		expect(done.summary).toMatchObject({ source: 'macrofactor', entries: 4, days: 1 })
		expect(await dayKcal(actor)).toEqual({ '2024-03-08': 784 })
		const rows = await db.select({ t: mealFoods.mealType, g: mealFoods.grams }).from(mealFoods).where(eq(mealFoods.userId, actor.userId)).orderBy(mealFoods.loggedAt)
		expect(rows.map((r) => r.t)).toEqual(['breakfast', 'breakfast', 'lunch', 'snack'])
		expect(rows[2]!.g).toBe(372)
	})

	test('Apple Health export.xml and export.zip: body mass (kg and lb), body fat as a percent, water', async () => {
		const xml = fs.readFileSync(path.join(FIXTURES, 'apple-health-export.xml'))
		for (const file of [fileOf(xml, 'export.xml'), fileOf(zipSync({ 'apple_health_export/export_cda.xml': new Uint8Array(10), 'apple_health_export/export.xml': xml }), 'export.zip')]) {
			const actor = await person()
			const done = await previewImport(db, actor, { file, write: true })
			expect(done.summary).toMatchObject({ source: 'apple_health', weighIns: 2, water: 1 })
			const rows = await db.select().from(weighIns).where(eq(weighIns.userId, actor.userId)).orderBy(weighIns.date)
			expect(rows.map((r) => [r.date, Math.round(r.weightKg * 100) / 100, r.bodyFatPct])).toEqual([
				['2024-03-08', 80.2, 21.4],
				['2024-03-09', 80.01, null],
			])
			expect((await rowsOf(actor)).water).toBe(1)
		}
	})
})

describe('idempotence and undo', () => {
	test('the same file twice changes nothing: the second answers the first import', async () => {
		const actor = await person()
		const first = await previewImport(db, actor, { file: fixture('cronometer-servings.csv'), write: true })
		const before = await rowsOf(actor)
		const again = await previewImport(db, actor, { file: fixture('cronometer-servings.csv'), write: true })
		expect(again.id).toBe(first.id)
		expect(await rowsOf(actor)).toEqual(before)
		expect(await dayKcal(actor)).toEqual({ '2024-03-01': 522.3, '2024-03-02': 411.4 })
	})

	test('undo removes exactly that import: the user’s own entry in the same meal and another import stay', async () => {
		const actor = await person()
		const { logManualEntry } = await import('#app/domain/diary/diary.server.ts')
		const first = await previewImport(db, actor, { file: fixture('cronometer-servings.csv'), write: true })
		await logManualEntry(db, actor, { date: '2024-03-01', mealType: 'breakfast', name: 'Own toast', calories: 100, quantity: 1, unit: 'serving', protein: 0, carbs: 0, fat: 0 })
		await previewImport(db, actor, { file: fixture('macrofactor-food-log.csv'), write: true })
		const weights = await previewImport(db, actor, { file: fixture('cronometer-biometrics.csv'), write: true })
		await undoImport(db, actor, first.id)
		await undoImport(db, actor, weights.id)
		expect(await dayKcal(actor)).toEqual({ '2024-03-01': 100, '2024-03-08': 784 })
		expect(await rowsOf(actor)).toMatchObject({ entries: 5, meals: 4, weighIns: 0 })
		const list = await listImports(db, actor)
		expect(list.items.map((i) => i.status)).toEqual(['undone', 'done', 'undone'])
		// Undone, the same file may be imported again.
		const again = await previewImport(db, actor, { file: fixture('cronometer-servings.csv') })
		expect(again.id).not.toBe(first.id)
	})

	test('another user’s import is not found', async () => {
		const owner = await person()
		const other = await person()
		const preview = await previewImport(db, owner, { file: fixture('cronometer-servings.csv') })
		await expect(confirmImport(db, other, preview.id)).rejects.toMatchObject({ status: 404 })
		await expect(undoImport(db, other, preview.id)).rejects.toMatchObject({ status: 404 })
	})
})

describe('malformed files are refused, naming the line, with nothing written', () => {
	const header = fs.readFileSync(path.join(FIXTURES, 'cronometer-servings.csv'), 'utf8').split('\n')[0]!

	test('wrong columns: the missing column named on line 1', async () => {
		const actor = await person()
		const message = await refused(previewImport(db, actor, { file: fileOf(header.replace(',Protein (g)', ',Proteins') + '\n2024-03-01,,Lunch,X,1 g,,1,,,,,,,,,,,,,,1,,,1,,,\n', 'servings.csv') }))
		expect(message).toBe("Line 1, column 'Protein (g)': the header has no 'Protein (g)' column")
		expect(await rowsOf(actor)).toEqual({ entries: 0, meals: 0, weighIns: 0, water: 0 })
		expect((await db.select().from(imports).where(eq(imports.userId, actor.userId))).length).toBe(0)
	})

	test('a bad date: its line and column named', async () => {
		const actor = await person()
		const lines = fs.readFileSync(path.join(FIXTURES, 'cronometer-servings.csv'), 'utf8').split('\n')
		lines[3] = lines[3]!.replace('2024-03-01', '2024-02-30')
		const message = await refused(previewImport(db, actor, { file: fileOf(lines.join('\n'), 'servings.csv'), write: true }))
		expect(message).toMatch(/^Line 4, column 'Day': '2024-02-30' is not a date/)
		expect(await rowsOf(actor)).toEqual({ entries: 0, meals: 0, weighIns: 0, water: 0 })
	})

	test('50 MB of junk is refused quickly', async () => {
		const actor = await person()
		const junk = fileOf(randomBytes(50 * 1024 * 1024), 'servings.csv')
		const started = performance.now()
		const message = await refused(previewImport(db, actor, { file: junk }))
		expect(message).toMatch(/^Line 1: This file is not an export we can read/)
		// Detection reads the first 64 KiB only (a generous bound: the machine is shared).
		expect(performance.now() - started).toBeLessThan(3000)
	})

	test('a zip bomb stops at the ratio limit', async () => {
		const actor = await person()
		const bomb = zipSync({ 'export.xml': new Uint8Array(60 * 1024 * 1024).fill(0x20) }, { level: 9 })
		expect(bomb.length).toBeLessThan(200 * 1024)
		const message = await refused(previewImport(db, actor, { file: fileOf(bomb, 'export.zip') }))
		expect(message).toMatch(/inflates more than 100 times its size/)
		expect(await rowsOf(actor)).toEqual({ entries: 0, meals: 0, weighIns: 0, water: 0 })
	})
})

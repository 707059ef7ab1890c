/**
 * Export and restore on a real temporary libSQL database: a user with several logged days (USDA
 * foods with micronutrients, manual entries, a typed meal total, a custom food, a recipe, a My Meal,
 * weigh-ins, water, a goal change) exports the JSON backup; importing it into a new account gives
 * every day the same kcal, macros and micronutrients, the same weigh-ins and water, and restores
 * what an importer cannot express. The CSV zip holds one row per entry with the same sums. The same
 * backup twice changes nothing; a malformed one is refused naming its line and JSON path.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { unzipSync } from 'fflate'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { addWater } from '#app/domain/body/water.server.ts'
import { recordWeighIn } from '#app/domain/body/weigh-ins.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { logFood, logManualEntry, updateMeal } from '#app/domain/diary/diary.server.ts'
import { saveMealAs } from '#app/domain/diary/saved-meals.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { createCustomFood } from '#app/domain/foods/foods.server.ts'
import type { ImportFile } from '#app/domain/imports/formats.ts'
import { confirmImport, previewImport } from '#app/domain/imports/imports.server.ts'
import { MICRONUTRIENT_KEYS } from '#app/domain/nutrition/micronutrients.ts'
import { createRecipe } from '#app/domain/recipes/edit.server.ts'
import { writeGoals } from '#app/domain/users/goal-history.server.ts'
import { diaryDayTotals, foods, goalHistory, mealFoods, meals, recipes, savedMeals, users, waterEntries, weighIns } from '#db/schema.ts'
import { createTestUser } from '#tests/utils.ts'
import { BACKUP_NUTRIENT_KEYS, BACKUP_VERSION } from './backup-format.ts'
import { backupJson, csvZip, ENTRY_CSV_COLUMNS } from './export.server.ts'
import { restoreLines } from './restore-summary.ts'

let db: Db
beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

async function person(): Promise<Actor> {
	const { user } = await createTestUser()
	return { userId: user.id, timezone: user.timezone }
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
	let out = ''
	for await (const c of chunks) out += c
	return out
}

let files = 0
function fileOf(content: string, fileName = 'platewise-backup.json'): ImportFile {
	const p = path.join(os.tmpdir(), `export-test-${process.pid}-${files++}.json`)
	fs.writeFileSync(p, content)
	return { path: p, fileName, sha256: createHash('sha256').update(content).digest('hex'), bytes: Buffer.byteLength(content) }
}

/** Every day's kcal (with meal adjustments), macros and each micronutrient, from the diary as stored. */
async function dayNutrients(actor: Actor): Promise<Record<string, Record<string, number | null>>> {
	const sums = [
		sql<number>`sum(${mealFoods.proteinG})`.as('protein_g'),
		...['carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg', ...MICRONUTRIENT_KEYS].map((k) => sql<number | null>`sum(${sql.identifier(k)})`.as(k)),
	]
	const rows = await db
		.select({ date: meals.date, kcal: sql<number>`sum(${mealFoods.kcal})`, ...Object.fromEntries(sums.map((s) => [s.fieldAlias, s])) })
		.from(mealFoods)
		.innerJoin(meals, eq(meals.id, mealFoods.mealId))
		.where(eq(mealFoods.userId, actor.userId))
		.groupBy(meals.date)
	const totals = await db.select({ date: diaryDayTotals.date, kcal: diaryDayTotals.kcal }).from(diaryDayTotals).where(eq(diaryDayTotals.userId, actor.userId))
	const out: Record<string, Record<string, number | null>> = {}
	for (const r of rows as Record<string, number | null | string>[]) {
		const day: Record<string, number | null> = {}
		for (const [k, v] of Object.entries(r)) if (k !== 'date') day[k] = v === null ? null : Math.round(Number(v) * 1e6) / 1e6
		out[r.date as string] = day
	}
	for (const t of totals) (out[t.date] ??= {}).dayKcal = Math.round(t.kcal * 1e6) / 1e6
	return out
}

async function bodyLog(actor: Actor) {
	const weights = await db
		.select({ date: weighIns.date, weightKg: weighIns.weightKg, waistCm: weighIns.waistCm, bodyFatPct: weighIns.bodyFatPct })
		.from(weighIns)
		.where(eq(weighIns.userId, actor.userId))
		.orderBy(asc(weighIns.date))
	const water = await db
		.select({ date: waterEntries.date, ml: sql<number>`sum(${waterEntries.ml})`, drinks: sql<number>`count(*)` })
		.from(waterEntries)
		.where(eq(waterEntries.userId, actor.userId))
		.groupBy(waterEntries.date)
		.orderBy(asc(waterEntries.date))
	return { weights, water }
}

/** A user with three logged days: USDA foods with micronutrients, manual entries, a typed meal total, and the rest. */
async function seededUser() {
	const actor = await person()
	const today = todayIn(actor.timezone)
	const days = [addDaysIso(today, -9), addDaysIso(today, -8), addDaysIso(today, -7)]
	const usda = await db
		.select({ id: foods.id })
		.from(foods)
		.where(and(isNotNull(foods.potassium_mg), isNotNull(foods.vitamin_c_mg), isNotNull(foods.fdcId)))
		.orderBy(asc(foods.id))
		.limit(3)
	expect(usda.length).toBe(3)
	const custom = await createCustomFood(db, actor, { name: 'Grandma granola', servingSize: 40, servingUnit: 'gram', kcal: 180, proteinG: 5, carbsG: 24, fatG: 7, fiberG: 3, micronutrients: { iron_mg: 1.8, potassium_mg: 150 } })
	for (const [i, date] of days.entries()) {
		await logFood(db, actor, { foodId: usda[0]!.id, quantity: 120 + i * 10, unit: 'gram', mealType: 'breakfast', date })
		await logFood(db, actor, { foodId: usda[1]!.id, quantity: 85, unit: 'gram', mealType: 'lunch', date })
		await logFood(db, actor, { foodId: usda[2]!.id, quantity: 1, unit: 'serving', mealType: 'dinner', date })
		await logFood(db, actor, { foodId: custom.id, quantity: 1, unit: 'serving', mealType: 'breakfast', date })
		await logManualEntry(db, actor, { name: `Café, "homemade" soup ${i}`, quantity: 1, unit: 'serving', calories: 240 + i, protein: 9, carbs: 30.5, fat: 8.25, mealType: 'snack', date })
	}
	const { meal: lunch } = await logManualEntry(db, actor, { name: '=Shared pizza', quantity: 1, unit: 'serving', calories: 500, protein: 20, carbs: 60, fat: 18, mealType: 'lunch', date: days[1]! })
	await updateMeal(db, actor, lunch.id, { name: 'lunch', date: days[1]!, calories: 900 })
	await saveMealAs(db, actor, { mealId: lunch.id, name: 'Pizza lunch' })
	await createRecipe(db, { userId: actor.userId }, { name: 'Oat bowl', servings: 2, tags: [], mealTypes: ['breakfast'], ingredients: [{ foodId: usda[0]!.id, quantity: 100, unit: 'gram' }, { foodId: custom.id, quantity: 1, unit: 'serving' }] })
	await recordWeighIn(db, actor, { date: days[0]!, weightKg: 80.4, waistCm: 91.5, bodyFatPct: 22.1 })
	await recordWeighIn(db, actor, { date: days[2]!, weightKg: 79.9 })
	await addWater(db, actor, { date: days[0]!, ml: 250 })
	await addWater(db, actor, { date: days[0]!, ml: 500 })
	await addWater(db, actor, { date: days[2]!, ml: 330 })
	await db.transaction((tx) => writeGoals(tx, { userId: actor.userId, effectiveFrom: days[1]!, goals: { dailyCalorieGoal: 1800, dailyProteinGoal: 140 }, source: 'manual' }))
	return { actor, days }
}

describe('export, then restore into a new account', () => {
	test('every day keeps its kcal, macros and each micronutrient; weigh-ins, water, goals, recipes, foods and My Meals come along', async () => {
		const { actor } = await seededUser()
		const backup = await text(backupJson(db, actor))
		const doc = JSON.parse(backup)
		expect(doc).toMatchObject({ format: 'platewise-backup', version: BACKUP_VERSION })
		expect(backup).not.toContain('passwordHash')
		expect(backup).not.toContain('importId')

		const fresh = await person()
		const preview = await previewImport(db, fresh, { file: fileOf(backup) })
		expect(preview.summary).toMatchObject({ source: 'platewise', format: 'Platewise backup', entries: 16, days: 3, weighIns: 2, water: 3, skippedCount: 0 })
		// Manual entries are kept as custom foods too: granola and the four typed ones.
		expect(restoreLines(preview.summary.restore!)).toEqual([
			'Your profile and goals (replacing the current ones)',
			'2 goal changes',
			'5 custom foods',
			'1 recipe',
			'1 saved meal (My Meals)',
			'1 meal calorie adjustment',
			'1 body measurement day',
			'Undo removes the entries, weigh-ins and water; restored foods, recipes, plans and goals stay.',
		])
		expect(await dayNutrients(fresh)).toEqual({})

		const done = await confirmImport(db, fresh, preview.id)
		expect(done.status).toBe('done')
		const before = await dayNutrients(actor)
		expect(Object.keys(before)).toHaveLength(3)
		expect(before[Object.keys(before)[0]!]!.potassium_mg).toBeGreaterThan(0)
		expect(await dayNutrients(fresh)).toEqual(before)
		expect(await bodyLog(fresh)).toEqual(await bodyLog(actor))

		const goalsOf = async (a: Actor) =>
			(await db.select().from(goalHistory).where(eq(goalHistory.userId, a.userId)).orderBy(asc(goalHistory.effectiveFrom))).map(({ userId: _u, createdAt: _c, ...g }) => g)
		expect(await goalsOf(fresh)).toEqual(await goalsOf(actor))
		const [u] = await db.select({ kcal: users.dailyCalorieGoal, protein: users.dailyProteinGoal }).from(users).where(eq(users.id, fresh.userId))
		expect(u).toEqual({ kcal: 1800, protein: 140 })
		const [recipe] = await db.select().from(recipes).where(eq(recipes.userId, fresh.userId))
		expect(recipe).toMatchObject({ name: 'Oat bowl', servings: 2 })
		const [granola] = await db.select().from(foods).where(and(eq(foods.ownerId, fresh.userId), eq(foods.name, 'Grandma granola')))
		expect(granola).toMatchObject({ name: 'Grandma granola', iron_mg: 1.8, potassium_mg: 150 })
		expect(await db.select({ name: savedMeals.name }).from(savedMeals).where(eq(savedMeals.userId, fresh.userId))).toEqual([{ name: 'Pizza lunch' }])
	})

	test('the same backup imported twice changes nothing the second time', async () => {
		const { actor } = await seededUser()
		const backup = await text(backupJson(db, actor))
		const fresh = await person()
		const first = await previewImport(db, fresh, { file: fileOf(backup), write: true })
		const after = { days: await dayNutrients(fresh), body: await bodyLog(fresh), recipes: await db.select({ n: sql<number>`count(*)` }).from(recipes).where(eq(recipes.userId, fresh.userId)) }
		const second = await previewImport(db, fresh, { file: fileOf(backup), write: true })
		expect(second.id).toBe(first.id)
		expect({ days: await dayNutrients(fresh), body: await bodyLog(fresh), recipes: await db.select({ n: sql<number>`count(*)` }).from(recipes).where(eq(recipes.userId, fresh.userId)) }).toEqual(after)
	})

	test('a malformed backup is refused naming its line and JSON path, and nothing is written', async () => {
		const { actor } = await seededUser()
		const lines = (await text(backupJson(db, actor))).split('\n')
		const at = lines.findIndex((l) => l.includes('"foodName":"Café'))
		const cafe = lines[at]!.indexOf('"foodName":"Café')
		lines[at] = lines[at]!.slice(0, cafe) + lines[at]!.slice(cafe).replace(/"kcal":[\d.]+/, '"kcal":"lots"')
		const fresh = await person()
		const error = await previewImport(db, fresh, { file: fileOf(lines.join('\n')) }).catch((e: unknown) => e)
		expect(error).toBeInstanceOf(InvalidError)
		expect((error as InvalidError).message).toMatch(new RegExp(`^Line ${at + 1}, column 'days\\[0\\]\\.meals\\[3\\]\\.entries\\[0\\]\\.kcal'`))
		expect(await dayNutrients(fresh)).toEqual({})

		const newer = (await text(backupJson(db, actor))).replace(`"version":${BACKUP_VERSION},`, `"version":${BACKUP_VERSION + 1},`)
		const refused = await previewImport(db, fresh, { file: fileOf(newer) }).catch((e: unknown) => e)
		expect((refused as InvalidError).message).toMatch(/^Line 3, column 'version'/)
	})

	test('a backup pretty-printed by hand is read the same', async () => {
		const { actor } = await seededUser()
		const pretty = JSON.stringify(JSON.parse(await text(backupJson(db, actor))), null, 2)
		const fresh = await person()
		await previewImport(db, fresh, { file: fileOf(pretty), write: true })
		expect(await dayNutrients(fresh)).toEqual(await dayNutrients(actor))
	})
})

describe('CSV export', () => {
	test('entries.csv has one row per entry with every nutrient column; entries plus meal adjustments give each day its kcal', async () => {
		const { actor } = await seededUser()
		const chunks: Uint8Array[] = []
		for await (const c of csvZip(db, actor)) chunks.push(c)
		const zip = unzipSync(Buffer.concat(chunks))
		expect(Object.keys(zip)).toEqual(['entries.csv', 'meal-adjustments.csv', 'weights.csv', 'water.csv'])
		const rows = parseCsv(new TextDecoder().decode(zip['entries.csv']))
		expect(rows[0]).toEqual([...ENTRY_CSV_COLUMNS])
		const entries = rows.slice(1)
		expect(entries).toHaveLength(16)
		expect(entries.some((r) => r[3] === `Café, "homemade" soup 0`)).toBe(true)
		expect(entries.some((r) => r[3] === "'=Shared pizza")).toBe(true)
		const col = (k: string) => ENTRY_CSV_COLUMNS.indexOf(k as (typeof ENTRY_CSV_COLUMNS)[number])
		const sums: Record<string, Record<string, number>> = {}
		for (const r of entries) for (const k of BACKUP_NUTRIENT_KEYS) if (r[col(k)] !== '') ((sums[r[0]!] ??= {})[k] = (sums[r[0]!]?.[k] ?? 0) + Number(r[col(k)]))
		for (const r of parseCsv(new TextDecoder().decode(zip['meal-adjustments.csv'])).slice(1)) sums[r[0]!]!.kcal! += Number(r[2])
		const stored = await dayNutrients(actor)
		for (const [date, day] of Object.entries(stored)) {
			expect(sums[date]!.kcal).toBeCloseTo(day.dayKcal!, 6)
			for (const k of ['protein_g', 'carbs_g', 'fat_g', 'potassium_mg', 'vitamin_c_mg', 'iron_mg']) expect(sums[date]![k]).toBeCloseTo(day[k]!, 6)
		}
		expect(parseCsv(new TextDecoder().decode(zip['weights.csv'])).slice(1)).toHaveLength(2)
		expect(parseCsv(new TextDecoder().decode(zip['water.csv'])).slice(1).map((r) => Number(r[1]))).toEqual([250, 500, 330])
	})
})

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
	const rows: string[][] = []
	let row: string[] = []
	let field = ''
	let quoted = false
	const push = () => {
		row.push(field)
		field = ''
	}
	for (let i = 0; i < text.length; i++) {
		const c = text[i]!
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') field += text[++i]
			else if (c === '"') quoted = false
			else field += c
		} else if (c === '"') quoted = true
		else if (c === ',') push()
		else if (c === '\n') {
			push()
			rows.push(row)
			row = []
		} else if (c !== '\r') field += c
	}
	return rows
}

/**
 * Micronutrients against reference intakes, on a real temporary libSQL database seeded with the
 * sample foods and their micronutrients: a day's sums equal the bundled CSV's values × grams / 100
 * (read from the CSV here, not written as literals), the reference-intakes group at every boundary
 * age, pregnancy and lactation, the FDA DV fallback, the user's overrides, completeness with a
 * packaged product in the day, and entries that keep their values when the data is imported again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { and, eq, gt } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { MICRONUTRIENT_KEYS } from '#app/domain/nutrition/micronutrients.ts'
import { referenceGroup, targetsFor } from '#app/domain/nutrition/reference-intakes.ts'
import { foods, users } from '#db/schema.ts'
import { createTestUser, foodIdByFdc } from '#tests/utils.ts'

let db: Db
const DAY = '2026-05-04'
const csvRows = parse(fs.readFileSync(path.resolve('db/data/sample/micronutrients.csv'), 'utf8'), { columns: true }) as Record<string, string>[]
const csvOf = (fdcId: number) => csvRows.find((r) => r.fdc_id === String(fdcId))!

/** 118 g banana, 100 g raw spinach, 1 cup (244 g) whole milk, 100 g raw salmon. */
const FOUR_FOODS = [
	{ fdcId: 173944, grams: 118 },
	{ fdcId: 1750353, grams: 100 },
	{ fdcId: 171265, grams: 244 },
	{ fdcId: 175167, grams: 100 },
]

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

async function userWithDay(profile: Partial<typeof users.$inferInsert> = {}) {
	const u = await createTestUser()
	if (Object.keys(profile).length) await db.update(users).set(profile).where(eq(users.id, u.user.id))
	const actor = { userId: u.user.id, timezone: u.user.timezone }
	const { logFood } = await import('#app/domain/diary/diary.server.ts')
	for (const f of FOUR_FOODS) await logFood(db, actor, { foodId: await foodIdByFdc(f.fdcId), quantity: f.grams, unit: 'gram', mealType: 'lunch', date: DAY })
	return actor
}

describe('a day of four USDA foods', () => {
	test('each micronutrient is the sum of the CSV values × grams / 100', async () => {
		const actor = await userWithDay()
		const { dailyNutrients } = await import('#app/domain/nutrients/nutrients.server.ts')
		const day = await dailyNutrients(db, actor, DAY)
		for (const key of MICRONUTRIENT_KEYS) {
			const known = FOUR_FOODS.filter((f) => csvOf(f.fdcId)[key] !== '')
			const row = day.nutrients.find((n) => n.key === key)!
			if (known.length === 0) {
				expect(row.amount, key).toBeNull()
				continue
			}
			const expected = known.reduce((s, f) => s + (Number(csvOf(f.fdcId)[key]) * f.grams) / 100, 0)
			expect(row.amount, key).toBeCloseTo(expected, 1)
		}
		expect(day.nutrients.find((n) => n.key === 'potassium_mg')!.amount).toBeGreaterThan(1000)
	})

	test('the API answers the issue shape for the day and the Sunday week, averaging per logged day', async () => {
		const actor = await userWithDay({ gender: 'female', dateOfBirth: '1990-06-01' })
		const { dailyNutrients, weeklyNutrients } = await import('#app/domain/nutrients/nutrients.server.ts')
		const day = await dailyNutrients(db, actor, DAY)
		const week = await weeklyNutrients(db, actor, DAY)
		expect(day.group).toBe('female 31-50')
		expect(day.targetsFrom).toBe('DRI')
		expect(week.from).toBe('2026-05-03')
		expect(week.to).toBe('2026-05-09')
		expect(week.loggedDays).toBe(1)
		const k = day.nutrients.find((n) => n.key === 'potassium_mg')!
		expect(week.nutrients.find((n) => n.key === 'potassium_mg')!.amount).toBe(k.amount)
		expect(k).toMatchObject({ unit: 'mg', target: 2600, targetKind: 'AI', upperLimit: null })
		expect(k.percent).toBe(Math.round((k.amount! / 2600) * 100))
	})
})

describe('the reference-intakes group', () => {
	const on = (dateOfBirth: string, sex: 'male' | 'female' = 'male', lifeStage: 'pregnant' | 'breastfeeding' | null = null) =>
		referenceGroup({ sex, dateOfBirth, lifeStage }, '2026-06-15').group
	test.each([
		['2025-06-15', 'children 1-3'],
		['2022-06-16', 'children 1-3'],
		['2022-06-15', 'children 4-8'],
		['2017-06-16', 'children 4-8'],
		['2017-06-15', 'male 9-13'],
		['2012-06-16', 'male 9-13'],
		['2012-06-15', 'male 14-18'],
		['2007-06-16', 'male 14-18'],
		['2007-06-15', 'male 19-30'],
		['1995-06-16', 'male 19-30'],
		['1995-06-15', 'male 31-50'],
		['1975-06-16', 'male 31-50'],
		['1975-06-15', 'male 51-70'],
		['1955-06-16', 'male 51-70'],
		['1955-06-15', 'male 71+'],
		['1930-01-01', 'male 71+'],
	])('born %s is in %s on 2026-06-15', (dob, group) => {
		expect(on(dob)).toBe(group)
	})

	test('pregnancy and lactation take their group by age; outside 14-50 the female group, saying so', () => {
		expect(on('1990-01-01', 'female', 'pregnant')).toBe('pregnancy 31-50')
		expect(on('2010-01-01', 'female', 'pregnant')).toBe('pregnancy 14-18')
		expect(on('2000-01-01', 'female', 'breastfeeding')).toBe('lactation 19-30')
		expect(on('1990-01-01', 'male', 'pregnant')).toBe('male 31-50')
		const late = referenceGroup({ sex: 'female', dateOfBirth: '1970-01-01', lifeStage: 'pregnant' }, '2026-06-15')
		expect(late.group).toBe('female 51-70')
		expect(late.note).toMatch(/14 to 50/)
		const pregnant = targetsFor({ sex: 'female', dateOfBirth: '1990-01-01', lifeStage: 'pregnant' }, '2026-06-15')
		expect(pregnant.targets.iron_mg).toMatchObject({ target: 27, targetKind: 'RDA', upperLimit: 45 })
		const lactating = targetsFor({ sex: 'female', dateOfBirth: '2000-01-01', lifeStage: 'breastfeeding' }, '2026-06-15')
		expect(lactating.targets.vitamin_c_mg).toMatchObject({ target: 120, targetKind: 'RDA' })
	})

	test('without sex or birth date the FDA Daily Values apply, and the answer says so', () => {
		for (const profile of [
			{ sex: null, dateOfBirth: '1990-01-01', lifeStage: null },
			{ sex: 'female' as const, dateOfBirth: null, lifeStage: null },
		]) {
			const t = targetsFor(profile, '2026-06-15')
			expect(t.targetsFrom).toBe('DV')
			expect(t.group).toBe('FDA DV adults')
			expect(t.note).toMatch(/no sex or date of birth/)
			expect(t.targets.potassium_mg).toMatchObject({ target: 4700, targetKind: 'DV', source: 'FDA 21 CFR 101.9 (2016 rule)' })
			expect(t.targets.sodium_mg).toMatchObject({ target: 2300, upperLimit: 2300, upperLimitKind: 'DV' })
		}
	})

	test('sodium has its AI as target and the CDRR as limit; supplement-only ULs are left out; vitamin A carries its caveat', () => {
		const t = targetsFor({ sex: 'male', dateOfBirth: '1990-01-01', lifeStage: null }, '2026-06-15').targets
		expect(t.sodium_mg).toMatchObject({ target: 1500, targetKind: 'AI', upperLimit: 2300, upperLimitKind: 'CDRR' })
		expect(t.magnesium_mg.upperLimit).toBeNull()
		expect(t.magnesium_mg.note).toMatch(/supplements/)
		expect(t.vitamin_a_rae_ug).toMatchObject({ target: 900, upperLimit: 3000 })
		expect(t.vitamin_a_rae_ug.note).toMatch(/preformed vitamin A/)
		expect(t.saturated_fat_g).toMatchObject({ targetKind: 'DV', upperLimit: 20 })
	})
})

describe('overrides', () => {
	test('win over the reference intakes, per field; bad input names its field; the whole set is replaced', async () => {
		const actor = await userWithDay({ gender: 'male', dateOfBirth: '1990-01-01' })
		const { setNutrientTargets } = await import('#app/domain/nutrients/targets.server.ts')
		const { dailyNutrients } = await import('#app/domain/nutrients/nutrients.server.ts')
		await setNutrientTargets(db, actor, { overrides: [{ nutrient: 'sodium_mg', upperLimit: 1500 }, { nutrient: 'potassium_mg', target: 4700 }] })
		const day = await dailyNutrients(db, actor, DAY)
		expect(day.nutrients.find((n) => n.key === 'sodium_mg')).toMatchObject({ target: 1500, targetKind: 'AI', upperLimit: 1500, upperLimitKind: 'custom' })
		expect(day.nutrients.find((n) => n.key === 'potassium_mg')).toMatchObject({ target: 4700, targetKind: 'custom', source: 'Your own target' })
		await expect(setNutrientTargets(db, actor, { overrides: [{ nutrient: 'unobtainium_mg', target: 1 }] })).rejects.toMatchObject({ status: 422, fieldErrors: { 'overrides.0.nutrient': expect.any(Array) } })
		await expect(setNutrientTargets(db, actor, { overrides: [{ nutrient: 'iron_mg', target: -1 }] })).rejects.toMatchObject({ fieldErrors: { 'overrides.0.target': expect.any(Array) } })
		await setNutrientTargets(db, actor, { overrides: [] })
		expect((await dailyNutrients(db, actor, DAY)).nutrients.find((n) => n.key === 'sodium_mg')!.upperLimit).toBe(2300)
	})
})

describe('completeness', () => {
	test('a packaged product without micronutrients lowers completeness instead of reading as deficient', async () => {
		const actor = await userWithDay()
		const { dailyNutrients } = await import('#app/domain/nutrients/nutrients.server.ts')
		const before = await dailyNutrients(db, actor, DAY)
		expect(before.completeness).toBe(1)
		const [product] = await db.select().from(foods).where(and(eq(foods.source, 'branded'), gt(foods.kcal, 200), gt(foods.servingGrams, 20))).limit(1)
		const { logFood } = await import('#app/domain/diary/diary.server.ts')
		await logFood(db, actor, { foodId: product!.id, quantity: 1, unit: 'serving', mealType: 'snack', date: DAY })
		const after = await dailyNutrients(db, actor, DAY)
		const vitC = (d: typeof after) => d.nutrients.find((n) => n.key === 'vitamin_c_mg')!
		expect(vitC(after).amount).toBe(vitC(before).amount)
		expect(after.completeness).toBeCloseTo(before.kcal / after.kcal, 2)
		expect(vitC(after).completeness!).toBeLessThan(vitC(before).completeness!)
		expect(after.completeness!).toBeLessThan(1)
	})
})

describe('snapshots', () => {
	test('an entry keeps its micronutrients when the food data changes and is imported again; copies and edits carry them', async () => {
		const actor = await userWithDay()
		const { dailyNutrients } = await import('#app/domain/nutrients/nutrients.server.ts')
		const before = await dailyNutrients(db, actor, DAY)
		const bananaId = await foodIdByFdc(173944)
		await db.update(foods).set({ potassium_mg: 1, vitamin_b6_mg: null }).where(eq(foods.id, bananaId))
		const { importMicronutrients } = await import('#db/import/micronutrients.ts')
		await importMicronutrients(db.$client, path.resolve('db/data/sample/micronutrients.csv'), 'a-new-release')
		const [banana] = await db.select().from(foods).where(eq(foods.id, bananaId))
		expect(banana!.potassium_mg).toBe(Number(csvOf(173944).potassium_mg))
		expect(await dailyNutrients(db, actor, DAY)).toEqual(before)
		const { copyDay } = await import('#app/domain/diary/copy.server.ts')
		await copyDay(db, actor, { fromDate: DAY, toDate: '2026-05-05' } as never)
		const copied = await dailyNutrients(db, actor, '2026-05-05')
		expect(copied.nutrients.find((n) => n.key === 'potassium_mg')!.amount).toBe(before.nutrients.find((n) => n.key === 'potassium_mg')!.amount)
	})
})

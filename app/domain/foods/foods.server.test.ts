/** getFood, lookupBarcode and createCustomFood against the sample database. */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import * as api from '#app/domain/foods/foods.server.ts'
import { unitOptions } from '#app/domain/nutrition/units.ts'
import { foods, users } from '#db/schema.ts'

let db: Db

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	await db.insert(users).values([
		{ id: 'owner', email: 'owner@example.com', passwordHash: 'x' },
		{ id: 'stranger', email: 'stranger@example.com', passwordHash: 'x' },
	])
})

async function idOfFdc(fdcId: number) {
	const [row] = await db.select({ id: foods.id }).from(foods).where(eq(foods.fdcId, fdcId))
	if (!row) throw new Error(`fdc ${fdcId} not in the sample`)
	return row.id
}

describe('getFood', () => {
	test('returns a USDA food with its portions in file order', async () => {
		const food = await api.getFood(db, { userId: null }, await idOfFdc(173944))
		expect(food).toMatchObject({ name: 'Bananas, raw', kcal: 89, basis: 'per100g', householdServing: '1 medium' })
		expect(food?.servingGrams).toBe(food?.portions.find((p) => p.unit.startsWith('medium'))?.gramWeight)
		expect(food?.portions.map((p) => p.seq)).toEqual(food?.portions.map((_, i) => i))
		expect(food?.portions[0]).toMatchObject({ unit: 'cup, mashed', gramWeight: 225, amount: 1 })
		expect(food?.portions.some((p) => p.unit.startsWith('medium') && p.gramWeight === 118)).toBe(true)
	})

	test('returns null for unknown or invalid ids', async () => {
		expect(await api.getFood(db, {}, 999_999_999)).toBeNull()
		expect(await api.getFood(db, {}, -1)).toBeNull()
		expect(await api.getFood(db, {}, Number.NaN)).toBeNull()
	})

	test("another user's custom food does not exist for them", async () => {
		const mine = await api.createCustomFood(
			db,
			{ userId: 'owner' },
			{ name: 'Secret granola', servingSize: 40, servingUnit: 'gram', kcal: 180, proteinG: 5, carbsG: 25, fatG: 7 },
		)
		expect(await api.getFood(db, { userId: 'owner' }, mine.id)).toMatchObject({ name: 'Secret granola', portions: [] })
		expect(await api.getFood(db, { userId: 'stranger' }, mine.id)).toBeNull()
		expect(await api.getFood(db, { userId: null }, mine.id)).toBeNull()
	})
})

describe('getFoodUnits', () => {
	test('gives each visible food the units and group getFood would, and leaves out the rest', async () => {
		const banana = await idOfFdc(173944)
		const mine = await api.createCustomFood(db, { userId: 'owner' }, { name: 'Own muesli', servingSize: 1, servingUnit: 'cup', kcal: 300, proteinG: 9, carbsG: 50, fatG: 6 })
		const full = await api.getFood(db, { userId: 'owner' }, banana)
		const units = await api.getFoodUnits(db, { userId: 'owner' }, [banana, mine.id, banana, 999_999_999, -1])
		expect([...units.keys()].sort()).toEqual([banana, mine.id].sort())
		expect(unitOptions(units.get(banana)!, units.get(banana)!.portions)).toEqual(unitOptions(full!, full!.portions))
		expect(units.get(banana)).toMatchObject({ category: full!.category, basis: 'per100g', servingGrams: full!.servingGrams })
		expect(units.get(banana)!.portions.map((p) => p.seq)).toEqual(full!.portions.map((p) => p.seq))
		expect(units.get(mine.id)).toMatchObject({ basis: 'perServing', servingUnit: 'cup', servingSize: 1, portions: [] })
		expect([...(await api.getFoodUnits(db, { userId: 'stranger' }, [banana, mine.id])).keys()]).toEqual([banana])
		expect([...(await api.getFoodUnits(db, { userId: null }, [mine.id])).keys()]).toEqual([])
	})
})

describe('lookupBarcode', () => {
	test('a scanned 12-digit UPC-A finds the product stored as 13-digit EAN', async () => {
		const food = await api.lookupBarcode(db, '049000049930')
		expect(food).toMatchObject({ source: 'off', gtinUpc: '0049000049930', gtin14: '00049000049930' })
		expect(await api.lookupBarcode(db, '0049000049930')).toMatchObject({ id: food?.id })
		expect(await api.lookupBarcode(db, '00049000049930')).toMatchObject({ id: food?.id })
		expect(await api.lookupBarcode(db, ' 0 49000-04993 0 ')).toMatchObject({ id: food?.id })
	})

	test('finds an EAN-13 product as published', async () => {
		expect(await api.lookupBarcode(db, '3017620425035')).toMatchObject({ name: 'Nutella', fatG: 30.9 })
	})

	test('returns null for unknown or malformed codes without throwing', async () => {
		for (const code of ['', '123', 'abc', '12345678901234567', '0049OOO49930', '4006381333931', '%', "1' OR '1'='1"]) {
			expect(await api.lookupBarcode(db, code)).toBeNull()
		}
		expect(await api.lookupBarcode(db, undefined as unknown as string)).toBeNull()
	})
})

describe('createCustomFood', () => {
	test('stores nutrients per serving, owned by the user', async () => {
		const food = await api.createCustomFood(
			db,
			{ userId: 'owner' },
			{ name: '  Protein bar  ', brand: 'Acme', servingSize: 1, servingUnit: 'piece', kcal: 200, proteinG: 20, carbsG: 22, fatG: 7, fiberG: 3 },
		)
		expect(food).toMatchObject({
			source: 'custom',
			ownerId: 'owner',
			name: 'Protein bar',
			brand: 'Acme',
			basis: 'perServing',
			servingSize: 1,
			servingUnit: 'piece',
			servingGrams: null,
			kcal: 200,
			kcalEstimated: false,
			fiberG: 3,
			sugarG: null,
			gtin14: null,
		})
	})

	test('knows the weight of gram and ounce servings', async () => {
		const g = await api.createCustomFood(db, { userId: 'owner' }, { name: 'Oat mix', servingSize: 45, servingUnit: 'gram', kcal: 170, proteinG: 6, carbsG: 28, fatG: 3 })
		expect(g.servingGrams).toBe(45)
		const oz = await api.createCustomFood(db, { userId: 'owner' }, { name: 'Jerky', servingSize: 2, servingUnit: 'ounce', kcal: 160, proteinG: 26, carbsG: 6, fatG: 2 })
		expect(oz.servingGrams).toBeCloseTo(56.69904625, 8)
	})

	test('rejects invalid input', async () => {
		const base = { name: 'X', servingSize: 1, servingUnit: 'serving' as const, kcal: 1, proteinG: 0, carbsG: 0, fatG: 0 }
		await expect(api.createCustomFood(db, { userId: 'owner' }, { ...base, name: '   ' })).rejects.toThrow(InvalidError)
		await expect(api.createCustomFood(db, { userId: 'owner' }, { ...base, servingSize: 0 })).rejects.toThrow(InvalidError)
		await expect(api.createCustomFood(db, { userId: 'owner' }, { ...base, kcal: -5 })).rejects.toThrow(InvalidError)
		await expect(api.createCustomFood(db, { userId: 'owner' }, { ...base, servingUnit: 'bucket' as 'cup' })).rejects.toThrow(InvalidError)
		await expect(api.createCustomFood(db, { userId: null }, base)).rejects.toThrow(TypeError)
	})
})

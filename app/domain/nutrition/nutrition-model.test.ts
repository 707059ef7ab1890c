import { describe, expect, test } from 'vitest'
import { addNutrients, atwaterKcal, defaultServing, expandUpcE, parseBarcode, resolvePortion, scaleNutrients, sumNutrients, toGtin14, ZERO_NUTRIENTS, type Nutrients } from './index.ts'

const n = (kcal: number | null, proteinG: number | null = 0): Nutrients => ({ kcal, proteinG, carbsG: 0, fatG: 0, fiberG: null, sugarG: null, sodiumMg: 0 })

describe('Nutrients', () => {
	test('scale keeps unknown as unknown and never goes negative', () => {
		expect(scaleNutrients({ ...n(89), carbsG: -0.5 }, 2)).toMatchObject({ kcal: 178, carbsG: 0, fiberG: null })
		expect(() => scaleNutrients(n(1), Number.POSITIVE_INFINITY)).toThrow(RangeError)
	})
	test('add sums what is known; sum of nothing is zero', () => {
		expect(addNutrients(n(1.1), { ...n(2.2), fiberG: 3 })).toMatchObject({ kcal: 3.3, fiberG: 3, sugarG: null })
		expect(sumNutrients([])).toEqual(ZERO_NUTRIENTS)
		expect(sumNutrients([n(0.1), n(0.2), n(0.3)]).kcal).toBe(0.6)
	})
	test('Atwater 4/4/9, unknown macro gives unknown', () => {
		expect(atwaterKcal(6.3, 57.5, 30.9)).toBe(4 * 6.3 + 4 * 57.5 + 9 * 30.9)
		expect(atwaterKcal(null, 10, 1)).toBeNull()
	})
})

describe('barcodes', () => {
	test('UPC-A and EAN-13 of one product meet as GTIN-14', () => {
		expect(toGtin14('049000049930')).toBe(toGtin14('0049000049930'))
		expect(toGtin14('abc')).toBeNull()
	})
	test('check digit and UPC-E expansion', () => {
		expect(parseBarcode('049000049930')).toMatchObject({ ok: true, format: 'UPC-A' })
		expect(parseBarcode('049000049931')).toMatchObject({ ok: false })
		expect(parseBarcode('12345')).toMatchObject({ ok: false, message: 'Barcode must have 8, 12, 13 or 14 digits' })
		expect(expandUpcE('04252614')).toBe('042100005264')
		const upcE = parseBarcode('04252614')
		expect(upcE.ok && upcE.candidates).toContain('00042100005264')
	})
})

describe('portions', () => {
	const banana = { basis: 'per100g' as const, servingSize: 118, servingUnit: 'g', householdServing: '1 medium', servingGrams: 118, kcal: 89, proteinG: 1.09, carbsG: 22.84, fatG: 0.33, fiberG: 2.6, sugarG: 12.23, sodiumMg: 1, kcalEstimated: false }
	test('default serving names the household portion; 100 g when there is none', () => {
		expect(defaultServing(banana)).toMatchObject({ label: '1 medium (118 g)', grams: 118 })
		expect(defaultServing({ ...banana, servingGrams: null, householdServing: null })).toMatchObject({ label: '100 g', grams: 100 })
	})
	test("'serving' resolves for every food, including one shown as 100 g", () => {
		const r = resolvePortion({ ...banana, servingGrams: null }, [], { quantity: 1.5, unit: 'serving' })
		expect(r.grams).toBe(150)
		expect(r.nutrients.kcal).toBe(Math.round(89 * 1.5 * 100) / 100)
		expect(resolvePortion(banana, [], { quantity: 1, unit: 'serving' }).nutrients.kcal).toBe(Math.round(89 * 1.18 * 100) / 100)
	})
})

/** The rules deciding which packaged products are offered, and how a label serving reads. */
import { describe, expect, test } from 'vitest'
import { cleanHousehold, isImpossible } from './trust.ts'

describe('isImpossible', () => {
	test('kcal above 900 per 100 g cannot be true: the Open Food Facts creamer at 1,433 kcal', () => {
		expect(isImpossible(1433.36, 66.67, 66.67, 100)).toBe(true)
		expect(isImpossible(901, 0, 0, 99)).toBe(true)
	})

	test('protein, carbs and fat weighing more than the 100 g they are part of cannot be true', () => {
		expect(isImpossible(300, 50, 50, 5)).toBe(true)
	})

	test('pure fat and rounded label values are possible', () => {
		// Olive oil: 100 g fat, 900 kcal (Atwater 9 kcal/g).
		expect(isImpossible(900, 0, 0, 100)).toBe(false)
		// A butter cookie as USDA publishes it: 6.67 + 66.7 + 26.7 = 100.07 g.
		expect(isImpossible(500, 6.67, 66.7, 26.7)).toBe(false)
		// Unknown values are not evidence of anything.
		expect(isImpossible(null, null, null, null)).toBe(false)
	})
})

describe('cleanHousehold', () => {
	test("spells USDA's unit codes as people write them", () => {
		expect(cleanHousehold('1 ONZ')).toBe('1 oz')
		expect(cleanHousehold('8 OZA')).toBe('8 fl oz')
	})

	test('leaves out the weight the serving label adds itself', () => {
		expect(cleanHousehold('3/4 cup (20g)')).toBe('3/4 cup')
		expect(cleanHousehold('1 present (9g/0.3 oz)')).toBe('1 present')
		expect(cleanHousehold('3/4 cup (20g) (age 1-3 years)')).toBe('3/4 cup (age 1-3 years)')
	})

	test('a text that only repeats the weight, or says nothing, is no household serving', () => {
		expect(cleanHousehold('28 GRM')).toBeNull()
		expect(cleanHousehold('240 ml')).toBeNull()
		expect(cleanHousehold('None')).toBeNull()
		expect(cleanHousehold('Amount per serving')).toBeNull()
		expect(cleanHousehold('')).toBeNull()
		expect(cleanHousehold(null)).toBeNull()
	})

	test('ordinary household texts stay as written', () => {
		expect(cleanHousehold('1 Bottle')).toBe('1 Bottle')
		expect(cleanHousehold('2 Tbsp')).toBe('2 Tbsp')
	})
})

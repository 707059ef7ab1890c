/**
 * The default-serving rule on USDA portion lists as published (db/data portions, in USDA order):
 * the serving a person logs for foods whose first portion is a measuring unit rather than a
 * serving — a cup of butter or honey, a fluid ounce of beer — and for a whole fruit too big to eat
 * at once. Each expectation is one of the food's own portion rows.
 */
import { describe, expect, test } from 'vitest'
import { chooseDefaultServing, MAX_VOLUME_SERVING_KCAL, type HouseholdPortion } from './serving-rule.ts'

const p = (amount: number, unit: string, gramWeight: number): HouseholdPortion => ({ amount, unit, gramWeight })

/** FNDDS 'Butter, NFS' (743 kcal/100 g). */
const BUTTER_NFS = [p(1, 'cup', 224), p(1, 'tablespoon', 14), p(1, 'pat', 7), p(1, 'individual container', 5), p(1, 'Quantity not specified', 14)]
/** SR 'Honey' (304 kcal/100 g). */
const HONEY = [p(1, 'cup', 339), p(1, 'tbsp', 21), p(1, 'packet (0.5 oz)', 14)]
/** FNDDS 'Sugar, NFS' (401 kcal/100 g). */
const SUGAR_NFS = [p(1, 'cup', 200), p(1, 'teaspoon', 4.2), p(1, 'individual packet', 3.5), p(1, 'cube', 2.3)]
/** SR 'Nuts, almonds' (579 kcal/100 g). */
const ALMONDS = [p(1, 'cup, whole', 143), p(1, 'cup, sliced', 92), p(1, 'oz (23 whole kernels)', 28.35), p(1, 'almond', 1.2)]
/** SR 'Butter, salted': a pat (5 g) first. */
const BUTTER_SALTED = [p(1, 'pat (1" sq, 1/3" high)', 5), p(1, 'tbsp', 14.2), p(1, 'cup', 227), p(1, 'stick', 113)]
/** FNDDS 'Beer'. */
const BEER = [p(1, 'fl oz', 30), p(1, 'can or bottle (12 fl oz)', 360), p(1, 'can or bottle (16 fl oz)', 480), p(1, 'bottle (40 fl oz)', 1200)]
/** SR 'Alcoholic beverage, wine, table, red'. */
const RED_WINE = [p(1, 'fl oz', 29.4), p(1, 'serving (5 fl oz)', 147)]
/** SR 'Pineapple, raw, all varieties'. */
const PINEAPPLE = [p(1, 'cup, chunks', 165), p(1, 'fruit', 905), p(1, 'slice (4-2/3" dia x 3/4" thick)', 166)]
/** FNDDS 'Milk, NFS' (52 kcal/100 g). */
const MILK = [p(1, 'cup', 244), p(1, 'fl oz', 30.5)]

describe('the default serving is the portion a person logs', () => {
	test('a cup of a fat or sweetener gives way to a tablespoon (butter, honey)', () => {
		expect(chooseDefaultServing('Butter, NFS', BUTTER_NFS, 743)?.householdServing).toBe('1 tablespoon')
		expect(chooseDefaultServing('Honey', HONEY, 304)?.householdServing).toBe('1 tbsp')
	})

	test('without a tablespoon row, nuts give way to an ounce and sugar to its teaspoon', () => {
		expect(chooseDefaultServing('Nuts, almonds', ALMONDS, 579)?.householdServing).toBe('1 oz')
		expect(chooseDefaultServing('Sugar, NFS', SUGAR_NFS, 401)?.householdServing).toBe('1 teaspoon')
	})

	test('the dense-cup step needs the energy value: unknown kcal keeps the cup', () => {
		expect(chooseDefaultServing('Honey', HONEY)?.householdServing).toBe('1 cup')
		// A cup under the limit stays: milk.
		expect(chooseDefaultServing('Milk, NFS', MILK, 52)?.householdServing).toBe('1 cup')
		expect((52 * 244) / 100).toBeLessThan(MAX_VOLUME_SERVING_KCAL)
	})

	test('a first pat of butter (5 g) is too small a serving: the tablespoon', () => {
		expect(chooseDefaultServing('Butter, salted', BUTTER_SALTED, 717)).toEqual({ servingSize: 14.2, servingUnit: 'g', householdServing: '1 tbsp' })
	})

	test('a drink is served by its container, not by the fluid ounce (beer can, wine glass)', () => {
		expect(chooseDefaultServing('Beer', BEER, 43)).toEqual({ servingSize: 360, servingUnit: 'g', householdServing: '1 can or bottle' })
		expect(chooseDefaultServing('Alcoholic beverage, wine, table, red', RED_WINE, 85)).toEqual({ servingSize: 147, servingUnit: 'g', householdServing: '1 serving' })
	})

	test('a whole pineapple (905 g) is not one serving: the first cup stays', () => {
		expect(chooseDefaultServing('Pineapple, raw, all varieties', PINEAPPLE, 50)?.householdServing).toBe('1 cup, chunks')
	})
})

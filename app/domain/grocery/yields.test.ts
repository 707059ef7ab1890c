/** The cooked → as-bought rules of grocery lists, on real USDA names and values (per 100 g). */
import { describe, expect, test } from 'vitest'
import { cookedYield, findRawSibling, isCookedName, isRawName, siblingPrefix } from './yields.ts'

const food = (id: number, name: string, kcal: number, proteinG: number, carbsG: number) => ({ id, name, kcal, proteinG, carbsG })
const RICE_NOODLES_COOKED = food(168914, 'Rice noodles, cooked', 108, 1.79, 24.01)
const RICE_NOODLES_DRY = food(169742, 'Rice noodles, dry', 364, 5.95, 80.18)
const BROCCOLI_BOILED = food(169967, 'Broccoli, cooked, boiled, drained, without salt', 35, 2.38, 7.18)
const BROCCOLI_RAW = food(170379, 'Broccoli, raw', 34, 2.82, 6.64)
const BROCCOLI_FROZEN = food(169966, 'Broccoli, frozen, chopped, unprepared', 26, 2.81, 4.78)

describe('cooked foods and their raw siblings', () => {
	test('cooked rice noodles are bought dry, at about a third of the cooked weight', () => {
		const sibling = findRawSibling(RICE_NOODLES_COOKED, [RICE_NOODLES_COOKED, RICE_NOODLES_DRY])
		expect(sibling?.food.name).toBe('Rice noodles, dry')
		expect(sibling!.yield).toBeGreaterThan(2.5)
		expect(sibling!.yield).toBeLessThan(3.6)
	})

	test('boiled broccoli is bought fresh and raw (not frozen), about the same weight', () => {
		const sibling = findRawSibling(BROCCOLI_BOILED, [BROCCOLI_FROZEN, BROCCOLI_RAW])
		expect(sibling?.food.name).toBe('Broccoli, raw')
		expect(sibling!.yield).toBeGreaterThan(0.8)
		expect(sibling!.yield).toBeLessThan(1.25)
	})

	test('a raw food more specific than the cooked one is not its sibling', () => {
		expect(findRawSibling(food(1, 'Beans, baked, canned, plain', 94, 4.75, 21.14), [food(2, 'Beans, cannellini, dry', 337, 23, 60)])).toBeNull()
		expect(findRawSibling(food(3, 'Beans, baked, home prepared', 155, 5.54, 21.63), [food(2, 'Beans, cannellini, dry', 337, 23, 60)])).toBeNull()
	})

	test('roasted nuts, canned vegetables and raw foods stay as they are', () => {
		expect(isCookedName('Nuts, cashew nuts, dry roasted, with salt added')).toBe(false)
		expect(isCookedName('Corn, canned, reduced sodium, cooked with butter or margarine')).toBe(false)
		expect(isCookedName('Broccoli, raw')).toBe(false)
		expect(isCookedName('Tofu, raw, regular, prepared with calcium sulfate')).toBe(false)
		expect(findRawSibling(BROCCOLI_RAW, [BROCCOLI_RAW])).toBeNull()
	})

	test('names: raw markers, a one-word name, the search prefix', () => {
		expect(isRawName('Quinoa, uncooked')).toBe(true)
		expect(isRawName('Tempeh')).toBe(true)
		expect(isRawName('Edamame, frozen, unprepared')).toBe(true)
		expect(isRawName('Tempeh, cooked')).toBe(false)
		expect(siblingPrefix("Rice, brown, long-grain, cooked (Includes foods for USDA's Food Distribution Program)")).toBe('Rice')
	})

	test('the yield is the protein + carbohydrate ratio, kcal when those are missing, none when implausible', () => {
		expect(cookedYield(RICE_NOODLES_COOKED, RICE_NOODLES_DRY)).toBeCloseTo((5.95 + 80.18) / (1.79 + 24.01), 6)
		expect(cookedYield({ kcal: 130, proteinG: null, carbsG: null }, { kcal: 365, proteinG: null, carbsG: null })).toBeCloseTo(365 / 130, 6)
		expect(cookedYield({ kcal: 10, proteinG: 1, carbsG: 1 }, { kcal: 400, proteinG: 50, carbsG: 50 })).toBeNull()
		expect(cookedYield({ kcal: null, proteinG: null, carbsG: null }, RICE_NOODLES_DRY)).toBeNull()
	})
})

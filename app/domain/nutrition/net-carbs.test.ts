import { describe, expect, test } from 'vitest'
import { carbsShown, carbsShownOf, carbTotalsOf, netCarbsOf, netCarbsOfTotals } from './net-carbs.ts'

const banana = { carbsG: 26.95, fiberG: 3.07 }
const manual = { carbsG: 30, fiberG: null }

describe('net carbs', () => {
	test('one food: carbs minus fiber; unknown fiber means unknown net carbs, never the total carbs', () => {
		expect(netCarbsOf(banana)).toBe(23.88)
		expect(netCarbsOf(manual)).toBeNull()
		expect(netCarbsOf({ carbsG: 2, fiberG: 5 })).toBe(0)
	})

	test('a day with a food of unknown fiber: net carbs of the known part, with the share known', () => {
		const t = carbTotalsOf([banana, manual])
		expect(t).toEqual({ carbsG: 56.95, fiberG: 3.07, fiberKnownCarbsG: 26.95 })
		const n = netCarbsOfTotals(t)
		expect(n.netCarbsG).toBe(23.88)
		expect(n.complete).toBe(false)
		expect(n.knownShare).toBeCloseTo(26.95 / 56.95, 6)
		const shown = carbsShown(true, t, "today's carbs")
		expect(shown).toMatchObject({ label: 'Net carbs', goalLabel: 'Net-carb goal', grams: 23.88 })
		expect(shown.note).toBe("Net carbs of 47 % of today's carbs known (some foods have no fiber data)")
	})

	test('a day where no food has fiber data: net carbs unknown, with the reason', () => {
		const shown = carbsShown(true, carbTotalsOf([manual]), "today's carbs")
		expect(shown.grams).toBeNull()
		expect(shown.note).toBe("Net carbs unknown: no fiber data for today's carbs")
		expect(carbsShownOf(true, manual).grams).toBeNull()
	})

	test('every fiber known: whole net carbs, no note; an empty day is 0 net carbs', () => {
		expect(carbsShown(true, carbTotalsOf([banana, { carbsG: 10, fiberG: 0 }]))).toMatchObject({ grams: 33.88, note: null })
		expect(carbsShown(true, carbTotalsOf([]))).toMatchObject({ grams: 0, note: null })
	})

	test('setting off: total carbs under the plain label, whatever the fiber', () => {
		expect(carbsShown(false, carbTotalsOf([banana, manual]))).toEqual({ net: false, label: 'Carbs', goalLabel: 'Carb goal', grams: 56.95, note: null })
	})

	test('a share that rounds to 100 % still says it is partial', () => {
		const shown = carbsShown(true, carbTotalsOf([{ carbsG: 999, fiberG: 9 }, { carbsG: 0.5, fiberG: null }]))
		expect(shown.note).toContain('99 %')
	})
})

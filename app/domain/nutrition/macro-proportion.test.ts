import { describe, expect, test } from 'vitest'
import { ATWATER } from './energy.ts'
import { keepMacroSplit } from './macro-proportion.ts'

describe('keepMacroSplit', () => {
	test('each macro keeps its share of the energy (4/4/9 kcal per g) at the new calorie goal, in whole grams', () => {
		const now = { proteinG: 150, carbsG: 200, fatG: 65 }
		const next = keepMacroSplit(now, 2500)
		expect(next).toEqual({ proteinG: 189, carbsG: 252, fatG: 82 })
		const kcal = next.proteinG * ATWATER.protein + next.carbsG * ATWATER.carbs + next.fatG * ATWATER.fat
		expect(Math.abs(kcal - 2500)).toBeLessThanOrEqual(9) // rounding to whole grams: at most half a gram of each
		const share = (g: { proteinG: number }, total: number) => (g.proteinG * ATWATER.protein) / total
		expect(share(next, kcal)).toBeCloseTo(share(now, 1985), 2)
	})

	test('a split that already adds up to the goal scales with it', () => {
		expect(keepMacroSplit({ proteinG: 100, carbsG: 250, fatG: 60 }, 1940)).toEqual({ proteinG: 100, carbsG: 250, fatG: 60 })
		expect(keepMacroSplit({ proteinG: 100, carbsG: 250, fatG: 60 }, 970)).toEqual({ proteinG: 50, carbsG: 125, fatG: 30 })
	})

	test('macros that give no energy stay as they are', () => {
		expect(keepMacroSplit({ proteinG: 0, carbsG: 0, fatG: 0 }, 2000)).toEqual({ proteinG: 0, carbsG: 0, fatG: 0 })
	})
})

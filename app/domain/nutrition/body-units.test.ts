import { describe, expect, test } from 'vitest'
import { displayWater, ML_PER_US_FLUID_OUNCE, waterBoundsIn, waterMlFrom } from './body-units.ts'

describe('water in the user unit', () => {
	test('US fl oz by definition (NIST): 1 fl oz = 29.5735295625 ml', () => {
		expect(ML_PER_US_FLUID_OUNCE).toBe(29.5735295625)
		expect(waterMlFrom(8, 'imperial')).toBe(237)
		expect(waterMlFrom(16.9, 'imperial')).toBe(500)
		expect(waterMlFrom(250, 'metric')).toBe(250)
		expect(displayWater(2000, 'imperial')).toBe(67.6)
	})

	test('ml bounds become fl oz bounds rounded inward, each converting back inside the ml bounds', () => {
		const shown = waterBoundsIn({ min: 500, max: 5000 }, 'imperial')
		expect(shown).toEqual({ min: 17, max: 169 })
		expect(waterMlFrom(shown.min, 'imperial')).toBeGreaterThanOrEqual(500)
		expect(waterMlFrom(shown.max, 'imperial')).toBeLessThanOrEqual(5000)
		expect(waterBoundsIn({ min: 500, max: 5000 }, 'metric')).toEqual({ min: 500, max: 5000 })
	})
})

import { describe, expect, test } from 'vitest'
import { bmi } from './body.ts'

describe('bmi (spec section 5: weight / height in metres squared, 1 decimal)', () => {
	test('70 kg at 175 cm is 22.9, Normal', () => {
		expect(bmi(70, 175)).toEqual({ value: 22.9, category: 'Normal' })
	})

	test.each([
		// height 200 cm → 4 m², so BMI = weight / 4
		[72, 18, 'Underweight'],
		[73.6, 18.4, 'Underweight'],
		[74, 18.5, 'Normal'],
		[99.6, 24.9, 'Normal'],
		[100, 25, 'Overweight'],
		[119.6, 29.9, 'Overweight'],
		[120, 30, 'Obese'],
		[160, 40, 'Obese'],
	] as const)('%s kg at 200 cm → %s (%s)', (weight, value, category) => {
		expect(bmi(weight, 200)).toEqual({ value, category })
	})

	test('rounds to one decimal', () => {
		// 68 / 1.8² = 20.987…
		expect(bmi(68, 180)?.value).toBe(21)
		// 81.2 / 1.83² = 24.246…
		expect(bmi(81.2, 183)?.value).toBe(24.2)
	})

	test.each([
		[null, 180],
		[70, null],
		[undefined, undefined],
		[0, 180],
		[70, 0],
		[-70, 180],
	])('is null without a positive weight and height (%s kg, %s cm)', (w, h) => {
		expect(bmi(w, h)).toBeNull()
	})
})

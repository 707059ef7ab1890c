import { describe, expect, test } from 'vitest'
import { bmi, isOnTrack, ON_TRACK_RANGE, percentOfGoal } from './nutrition.ts'

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

describe('isOnTrack: THE on-track rule (90-110 % of the calorie goal, inclusive)', () => {
	test('the documented range', () => {
		expect(ON_TRACK_RANGE).toEqual({ min: 0.9, max: 1.1 })
	})

	test.each([
		[1800, 2000, true],
		[2000, 2000, true],
		[2200, 2000, true],
		[1799, 2000, false],
		[2201, 2000, false],
		[0, 2000, false],
		[-100, 2000, false],
		[500, 0, false],
	])('%s kcal against a goal of %s → %s', (consumed, goal, expected) => {
		expect(isOnTrack(consumed, goal)).toBe(expected)
	})
})

describe('percentOfGoal (progress capped at 100, spec section 5 "Display")', () => {
	test.each([
		[50, 200, 25],
		[300, 200, 100],
		[-5, 200, 0],
		[10, 0, 0],
		[Number.NaN, 100, 0],
	])('%s of %s → %s %%', (consumed, goal, expected) => {
		expect(percentOfGoal(consumed, goal)).toBe(expected)
	})
})

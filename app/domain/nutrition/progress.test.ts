import { describe, expect, test } from 'vitest'
import { isOnTrack, ON_TRACK_RANGE, percentOfGoal } from './progress.ts'

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

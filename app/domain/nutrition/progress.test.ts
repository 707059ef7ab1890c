import { describe, expect, test } from 'vitest'
import { balanceText, goalProgress, isOnTrack, isOverRange, ON_TRACK_RANGE, percentOfGoal, uncappedPercent } from './progress.ts'

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

describe('isOverRange: a day above the on-track range', () => {
	test.each([
		[2200, 2000, false],
		[2201, 2000, true],
		[2258, 2000, true],
		[1000, 2000, false],
		[0, 2000, false],
		[500, 0, false],
	])('%s kcal against a goal of %s → %s', (consumed, goal, expected) => {
		expect(isOverRange(consumed, goal)).toBe(expected)
	})

	test('no day is both on track and over', () => {
		for (let kcal = 0; kcal <= 3000; kcal += 7) expect(isOnTrack(kcal, 2000) && isOverRange(kcal, 2000)).toBe(false)
	})
})

describe('percentOfGoal (progress bar capped at 100, spec section 5 "Display")', () => {
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

describe('the text never hides an excess', () => {
	test('carbs at 274 of 200 g read 137 %, while the bar stays full at 100 %', () => {
		expect(uncappedPercent(274, 200)).toBe(137)
		const p = goalProgress(274, 200)
		expect(p).toEqual({ consumed: 274, goal: 200, percent: 137, barPercent: 100, over: true, amount: 74 })
		expect(balanceText(p, 'g')).toBe('74 g over')
	})

	test('2,258 of 2,000 kcal is 258 kcal over', () => {
		expect(balanceText(goalProgress(2258, 2000), 'kcal', (n) => n.toLocaleString('en-US'))).toBe('258 kcal over')
	})

	test('under the goal the text says what is left, grouped by the caller', () => {
		const p = goalProgress(742.4, 2000)
		expect(p.over).toBe(false)
		expect(p.percent).toBe(37)
		expect(balanceText(p, 'kcal', (n) => n.toLocaleString('en-US'))).toBe('1,258 kcal left')
	})

	test('exactly at the goal nothing is left and nothing is over', () => {
		expect(balanceText(goalProgress(2000, 2000), 'kcal')).toBe('0 kcal left')
		// 2000.4 shows as 2,000: not over what the screen shows
		expect(goalProgress(2000.4, 2000).over).toBe(false)
	})

	test('negative or unknown amounts count as 0; no goal means nothing is over', () => {
		expect(goalProgress(-50, 2000)).toMatchObject({ consumed: 0, amount: 2000, over: false, percent: 0 })
		expect(goalProgress(Number.NaN, 65)).toMatchObject({ consumed: 0, amount: 65 })
		expect(goalProgress(120, 0)).toMatchObject({ over: false, amount: 0, percent: 0, barPercent: 0 })
	})
})

import { describe, expect, test } from 'vitest'
import { barHeightPercent, MIN_BAR_PERCENT, parseRange, proteinShortfall, rangeDays, weekdayName } from './analytics.ts'

describe('parseRange', () => {
	test.each([
		['this-week', 'this-week'],
		['last-week', 'last-week'],
		['this-month', 'this-month'],
		[null, 'this-week'],
		['next-year', 'this-week'],
	])('%s → %s', (value, expected) => {
		expect(parseRange(value)).toBe(expected)
	})
})

describe('rangeDays (weeks start Sunday)', () => {
	test('this week on a Wednesday', () => {
		expect(rangeDays('this-week', '2025-03-12')).toEqual(['2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15'])
	})
	test('this week on a Sunday starts that Sunday', () => {
		expect(rangeDays('this-week', '2025-03-09')[0]).toBe('2025-03-09')
	})
	test('this week on a Saturday ends that Saturday', () => {
		const days = rangeDays('this-week', '2025-03-15')
		expect([days[0], days[6]]).toEqual(['2025-03-09', '2025-03-15'])
	})
	test('last week is the Sunday..Saturday before, across a year end', () => {
		expect(rangeDays('last-week', '2025-01-02')).toEqual(['2024-12-22', '2024-12-23', '2024-12-24', '2024-12-25', '2024-12-26', '2024-12-27', '2024-12-28'])
		expect(rangeDays('last-week', '2025-03-09')[0]).toBe('2025-03-02')
	})
	test('this month is every day of the calendar month', () => {
		const feb = rangeDays('this-month', '2024-02-10')
		expect(feb).toHaveLength(29)
		expect([feb[0], feb[28]]).toEqual(['2024-02-01', '2024-02-29'])
		expect(rangeDays('this-month', '2025-02-28')).toHaveLength(28)
		expect(rangeDays('this-month', '2025-12-31').at(-1)).toBe('2025-12-31')
	})
	test('weekday names', () => {
		expect(rangeDays('this-week', '2025-03-12').map((d) => weekdayName(d))).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
	})
})

describe('barHeightPercent: bars at least 5% high', () => {
	test.each([
		[0, 2000, MIN_BAR_PERCENT],
		[-50, 2000, MIN_BAR_PERCENT],
		[40, 2000, MIN_BAR_PERCENT],
		[1000, 2000, 50],
		[2000, 2000, 100],
		[2500, 2000, 100],
		[100, 0, MIN_BAR_PERCENT],
	])('%s kcal on a %s kcal scale → %s %%', (kcal, scale, expected) => {
		expect(barHeightPercent(kcal, scale)).toBe(expected)
	})
})

describe('proteinShortfall: the insight shows under 80% of the goal', () => {
	test.each([
		[0, 150, 150],
		[100, 150, 50],
		[119.9, 150, 30],
		[120, 150, null],
		[200, 150, null],
		[10, 0, null],
	])('%s g eaten of %s g → %s', (consumed, goal, expected) => {
		expect(proteinShortfall(consumed, goal)).toBe(expected)
	})
})

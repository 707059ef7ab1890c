import { describe, expect, test } from 'vitest'
import { addDaysIso, ageOn, localHour, todayIn, weekDays, weekStartSunday } from './dates.ts'

describe('ageOn (age from dateOfBirth, whole years)', () => {
	test('on the birthday the new year counts', () => {
		expect(ageOn('1990-06-15', '2025-06-15')).toBe(35)
	})
	test('the day before the birthday it does not', () => {
		expect(ageOn('1990-06-15', '2025-06-14')).toBe(34)
	})
	test('the day after the birthday', () => {
		expect(ageOn('1990-06-15', '2025-06-16')).toBe(35)
	})
	test('a month before the birthday, later in the month', () => {
		expect(ageOn('1990-06-15', '2025-05-20')).toBe(34)
	})
	test('born on 29 February: not yet on 28 February of a common year, then on 1 March', () => {
		expect(ageOn('2000-02-29', '2025-02-28')).toBe(24)
		expect(ageOn('2000-02-29', '2025-03-01')).toBe(25)
		expect(ageOn('2000-02-29', '2024-02-29')).toBe(24)
	})
	test('born today is 0', () => {
		expect(ageOn('2025-01-01', '2025-01-01')).toBe(0)
	})
	test.each([null, undefined, '', 'not a date', '2025-02-30', '2030-01-01'])('unknown, invalid or future dateOfBirth %s → null', (dob) => {
		expect(ageOn(dob, '2025-06-15')).toBeNull()
	})
})

describe('weeks start on Sunday (spec section 9)', () => {
	test('a Sunday starts its own week', () => {
		expect(weekStartSunday('2025-03-09')).toBe('2025-03-09')
	})
	test('a Saturday belongs to the week of the Sunday before', () => {
		expect(weekStartSunday('2025-03-15')).toBe('2025-03-09')
		expect(weekStartSunday('2025-03-08')).toBe('2025-03-02')
	})
	test('weekDays lists Sunday..Saturday, across a month and a year end', () => {
		expect(weekDays('2025-03-12')).toEqual(['2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15'])
		expect(weekDays('2025-01-01')).toEqual(['2024-12-29', '2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04'])
	})
	test('addDaysIso crosses month ends and leap days', () => {
		expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29')
		expect(addDaysIso('2024-03-01', -1)).toBe('2024-02-29')
	})
})

describe("today in the user's time zone", () => {
	// Sunday 2025-03-09 03:00 UTC is still Saturday evening in Los Angeles and Sunday afternoon in Auckland.
	const instant = new Date('2025-03-09T03:00:00Z')
	test('the diary day follows the zone', () => {
		expect(todayIn('UTC', instant)).toBe('2025-03-09')
		expect(todayIn('America/Los_Angeles', instant)).toBe('2025-03-08')
		expect(todayIn('Pacific/Auckland', instant)).toBe('2025-03-09')
	})
	test('so does the week', () => {
		expect(weekStartSunday(todayIn('UTC', instant))).toBe('2025-03-09')
		expect(weekStartSunday(todayIn('America/Los_Angeles', instant))).toBe('2025-03-02')
	})
	test('local hour', () => {
		expect(localHour('UTC', instant)).toBe(3)
		expect(localHour('America/Los_Angeles', instant)).toBe(19)
	})
	test('an unknown zone falls back to UTC', () => {
		expect(todayIn('Mars/Olympus', instant)).toBe('2025-03-09')
	})
})

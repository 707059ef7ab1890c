import { addDays } from 'date-fns/addDays'
import { format } from 'date-fns/format'
import { parseISO } from 'date-fns/parseISO'
import { describe, expect, test } from 'vitest'
import { addDaysIso } from '#app/domain/dates.ts'
import { dayNumber, isoDayFromNumber } from './iso-days.ts'

const MS_PER_DAY = 86_400_000
/** The day number and day as the JavaScript Date counts them (UTC), the reference. */
const viaDate = (n: number) => new Date(n * MS_PER_DAY).toISOString().slice(0, 10)

describe('ISO day numbers', () => {
	test('every day from 1000-01-01 to 9999-12-31 (every 7th, and every day of 1899-1901 and 1999-2101) round-trips and matches Date', () => {
		const first = Date.UTC(1000, 0, 1) / MS_PER_DAY
		const last = Date.UTC(9999, 11, 31) / MS_PER_DAY
		// One assertion over the list of mismatches: an expect per day took 20 s on a busy machine.
		const wrong: string[] = []
		const check = (n: number) => {
			const day = viaDate(n)
			if (dayNumber(day) !== n || isoDayFromNumber(n) !== day) wrong.push(`${n} ${day} -> ${dayNumber(day)} ${isoDayFromNumber(n)}`)
		}
		for (let n = first; n <= last; n += 7) check(n)
		for (let n = Date.UTC(1899, 0, 1) / MS_PER_DAY; n <= Date.UTC(1901, 11, 31) / MS_PER_DAY; n++) check(n)
		for (let n = Date.UTC(1999, 0, 1) / MS_PER_DAY; n <= Date.UTC(2101, 11, 31) / MS_PER_DAY; n++) check(n)
		check(last)
		expect(wrong).toEqual([])
	})

	test('years outside four digits and fractional numbers have no ISO day', () => {
		expect(isoDayFromNumber(Date.UTC(999, 11, 31) / MS_PER_DAY)).toBeNull()
		expect(isoDayFromNumber(Date.UTC(10000, 0, 1) / MS_PER_DAY)).toBeNull()
		expect(isoDayFromNumber(0.5)).toBeNull()
	})
})

describe('addDaysIso', () => {
	test('gives date-fns’ answer for random days and offsets, leap days and year ends included', () => {
		let seed = 17
		const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
		const days = ['2024-02-28', '2024-02-29', '2023-02-28', '2000-02-29', '1900-02-28', '2026-12-31', '2026-01-01']
		for (let i = 0; i < 2000; i++) days.push(viaDate(Math.floor(Date.UTC(1900, 0, 1) / MS_PER_DAY + rand() * 80_000)))
		const wrong: string[] = []
		for (const day of days) {
			for (const n of [0, 1, -1, 7, -28, 365, -366, Math.floor(rand() * 2000) - 1000]) {
				const expected = format(addDays(parseISO(day), n), 'yyyy-MM-dd')
				if (addDaysIso(day, n) !== expected) wrong.push(`${day} + ${n}: ${addDaysIso(day, n)}, date-fns ${expected}`)
			}
		}
		expect(wrong).toEqual([])
	})

	test('a day that does not exist is refused as before', () => {
		expect(() => addDaysIso('2026-02-30', 1)).toThrow(RangeError)
		expect(() => addDaysIso('2026-13-01', 1)).toThrow(RangeError)
	})
})

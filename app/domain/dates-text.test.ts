import { describe, expect, test } from 'vitest'
import { formatIsoDay, type DayParts } from './dates-text.ts'

describe('formatIsoDay writes what Intl.DateTimeFormat en-US writes', () => {
	const shapes: DayParts[] = [
		{ weekday: 'long', month: 'long', day: true },
		{ weekday: 'long', month: 'long', day: true, year: true },
		{ weekday: 'long', month: 'short', day: true },
		{ month: 'short', day: true },
		{ weekday: 'short' },
		{ weekday: 'long' },
	]
	test('every 13th day from 1900 to 2199, in each shape the app shows', () => {
		for (const parts of shapes) {
			const intl = new Intl.DateTimeFormat('en-US', { weekday: parts.weekday, month: parts.month, day: parts.day ? 'numeric' : undefined, year: parts.year ? 'numeric' : undefined, timeZone: 'UTC' })
			for (let t = Date.UTC(1900, 0, 1); t < Date.UTC(2200, 0, 1); t += 13 * 86_400_000) {
				const day = new Date(t).toISOString().slice(0, 10)
				expect(formatIsoDay(day, parts), `${day} ${JSON.stringify(parts)}`).toBe(intl.format(new Date(`${day}T12:00:00Z`)))
			}
		}
	})

	test('a day that does not exist', () => {
		expect(formatIsoDay('2026-13-45', { weekday: 'long' })).toBe('Invalid Date')
	})
})

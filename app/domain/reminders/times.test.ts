import { describe, expect, test } from 'vitest'
import { DEFAULT_REMINDER_TIMES, isClock, isFarFromGoal, localClock, nextOccurrence, plannedReminders, zonedInstant, type ReminderSwitches } from './times.ts'

const NY = 'America/New_York'
const utc = (iso: string) => Date.parse(iso)

describe('wall-clock times in a time zone', () => {
	test('an ordinary day maps with the standard or daylight offset', () => {
		expect(zonedInstant('2026-01-15', '08:00', NY)).toBe(utc('2026-01-15T13:00:00Z')) // EST, UTC-5
		expect(zonedInstant('2026-07-15', '08:00', NY)).toBe(utc('2026-07-15T12:00:00Z')) // EDT, UTC-4
		expect(zonedInstant('2026-07-15', '08:00', 'UTC')).toBe(utc('2026-07-15T08:00:00Z'))
		expect(zonedInstant('2026-07-15', '08:00', 'Asia/Kolkata')).toBe(utc('2026-07-15T02:30:00Z'))
	})

	test('on the spring-forward day a morning time is on daylight time and a skipped time moves forward by the gap', () => {
		// 8 March 2026: 02:00 EST jumps to 03:00 EDT.
		expect(zonedInstant('2026-03-08', '08:00', NY)).toBe(utc('2026-03-08T12:00:00Z'))
		expect(zonedInstant('2026-03-08', '01:30', NY)).toBe(utc('2026-03-08T06:30:00Z'))
		const skipped = zonedInstant('2026-03-08', '02:30', NY)
		expect(skipped).toBe(utc('2026-03-08T07:30:00Z'))
		expect(localClock(skipped, NY)).toEqual({ day: '2026-03-08', clock: '03:30', weekday: 0 })
	})

	test('on the fall-back day a repeated time is its first occurrence', () => {
		// 1 November 2026: 02:00 EDT falls back to 01:00 EST; 01:30 happens twice.
		expect(zonedInstant('2026-11-01', '01:30', NY)).toBe(utc('2026-11-01T05:30:00Z'))
		expect(zonedInstant('2026-11-01', '08:00', NY)).toBe(utc('2026-11-01T13:00:00Z'))
	})

	test('local clock reads the day, time and weekday', () => {
		expect(localClock(utc('2026-11-27T03:30:00Z'), NY)).toEqual({ day: '2026-11-26', clock: '22:30', weekday: 4 })
	})
})

describe('next occurrence', () => {
	test('is later today when the time has not passed, else tomorrow', () => {
		const morning = utc('2026-07-15T11:00:00Z') // 07:00 EDT
		expect(nextOccurrence('08:00', NY, morning)).toEqual({ dueAt: utc('2026-07-15T12:00:00Z'), slot: '2026-07-15' })
		expect(nextOccurrence('08:00', NY, utc('2026-07-15T12:00:00Z'))).toEqual({ dueAt: utc('2026-07-16T12:00:00Z'), slot: '2026-07-16' })
	})

	test('an evening local time just after midnight UTC is still the same local day', () => {
		// 20:30 EDT on 15 July is 00:30 UTC on 16 July.
		expect(nextOccurrence('21:00', NY, utc('2026-07-16T00:30:00Z'))).toEqual({ dueAt: utc('2026-07-16T01:00:00Z'), slot: '2026-07-15' })
	})

	test('each local day has one occurrence across both daylight-saving changes', () => {
		for (const [from, days] of [
			['2026-03-06', 5],
			['2026-10-30', 5],
		] as const) {
			for (const clock of ['01:30', '02:30', '08:00']) {
				let after = zonedInstant(from, '00:00', NY)
				const slots: string[] = []
				for (let i = 0; i < days; i++) {
					const o = nextOccurrence(clock, NY, after)
					slots.push(o.slot)
					after = o.dueAt
				}
				expect(new Set(slots).size).toBe(days)
				expect(slots[0]).toBe(from)
			}
		}
	})

	test('a weekly occurrence falls on its weekday', () => {
		const o = nextOccurrence('08:00', NY, utc('2026-11-27T12:00:00Z'), 0)
		expect(o).toEqual({ dueAt: utc('2026-11-29T13:00:00Z'), slot: '2026-11-29' })
	})
})

describe('far from the goal', () => {
	test('under half or over 120 % of the target is far; nothing logged is far; no target never is', () => {
		expect(isFarFromGoal(999, 2000)).toBe(true)
		expect(isFarFromGoal(1000, 2000)).toBe(false)
		expect(isFarFromGoal(2400, 2000)).toBe(false)
		expect(isFarFromGoal(2401, 2000)).toBe(true)
		expect(isFarFromGoal(0, 2000)).toBe(true)
		expect(isFarFromGoal(0, 0)).toBe(false)
	})
})

describe('which reminders are planned', () => {
	const all: ReminderSwitches = { emailNotifications: true, pushNotifications: true, mealReminders: true, goalReminders: true, weeklyReports: true, hasDevice: true, hasEmail: true }
	const kinds = (s: ReminderSwitches, times = DEFAULT_REMINDER_TIMES) => plannedReminders(s, times, NY, utc('2026-07-15T11:00:00Z')).map((r) => r.kind)

	test('every switch on plans the three default meal times, the goal and the weekly report', () => {
		expect(kinds(all)).toEqual(['breakfast', 'lunch', 'dinner', 'goal', 'weekly'])
		expect(kinds(all, { ...DEFAULT_REMINDER_TIMES, snackAt: '16:00', lunchAt: null })).toEqual(['breakfast', 'dinner', 'snack', 'goal', 'weekly'])
	})

	test('push reminders need the push switch and a device; the report needs email on and an address', () => {
		expect(kinds({ ...all, pushNotifications: false })).toEqual(['weekly'])
		expect(kinds({ ...all, hasDevice: false })).toEqual(['weekly'])
		expect(kinds({ ...all, mealReminders: false, emailNotifications: false })).toEqual(['goal'])
		expect(kinds({ ...all, goalReminders: false, hasEmail: false })).toEqual(['breakfast', 'lunch', 'dinner'])
		expect(kinds({ ...all, pushNotifications: false, weeklyReports: false })).toEqual([])
	})
})

test('clock format', () => {
	expect(['00:00', '23:59', '08:30'].every(isClock)).toBe(true)
	expect(['24:00', '8:30', '08:60', '', '08:30:00'].some(isClock)).toBe(false)
})

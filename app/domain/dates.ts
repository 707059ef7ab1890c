/**
 * Diary-day and local-time helpers. A diary day is 'YYYY-MM-DD' in the user's IANA time zone
 * (docs/decisions/003-units-and-snapshots.md). Weeks start on Sunday (spec section 9).
 */
import { TZDate } from '@date-fns/tz'
// One module per function: the package root loads all of date-fns (~250 modules; 6-8 MB of RSS and
// 2.5 MB of heap in every server worker, scripts/mem/modules.mjs).
import { addDays } from 'date-fns/addDays'
import { format } from 'date-fns/format'
import { isValid } from 'date-fns/isValid'
import { parseISO } from 'date-fns/parseISO'
import { startOfWeek } from 'date-fns/startOfWeek'
import { dayNumber, isoDayFromNumber } from './nutrition/iso-days.ts'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** True when `tz` is an IANA time zone this runtime knows (e.g. 'Europe/Berlin', 'UTC'). */
export function isValidTimeZone(tz: string): boolean {
	if (!tz || tz.length > 64) return false
	const known = zoneValidity.get(tz)
	if (known !== undefined) return known
	let valid: boolean
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: tz })
		valid = true
	} catch {
		valid = false
	}
	// Building a DateTimeFormat costs ~0.1 ms; remember the answer (bounded: IANA has ~600 zones).
	if (zoneValidity.size < 2000) zoneValidity.set(tz, valid)
	return valid
}
const zoneValidity = new Map<string, boolean>()

/** `tz` when valid, else 'UTC' (the spec's default time zone). */
export function safeTimeZone(tz: string | null | undefined): string {
	return tz && isValidTimeZone(tz) ? tz : 'UTC'
}

/** Diary days outside these years are refused: no one logs meals there, and week maths stays inside 4-digit years. */
export const DIARY_YEARS = { min: 1900, max: 2199 } as const

/**
 * The one message for a date outside {@link isIsoDay}'s rule, prefixed with the field's label
 * (every date input: diary days, meal dates, `loggedAt`).
 */
export function isoDayMessage(label = 'Date'): string {
	return `${label} must be a real date (YYYY-MM-DD) from ${DIARY_YEARS.min} to ${DIARY_YEARS.max}`
}

/** True for a real calendar date 'YYYY-MM-DD' in 1900-2199 (rejects '2026-02-30', '9999-12-31'). */
export function isIsoDay(value: string): boolean {
	if (!ISO_DAY.test(value)) return false
	const year = Number(value.slice(0, 4))
	if (year < DIARY_YEARS.min || year > DIARY_YEARS.max) return false
	const d = parseISO(value)
	return isValid(d) && format(d, 'yyyy-MM-dd') === value
}

/** The wall-clock now in `tz`. */
export function nowIn(tz: string, now: Date = new Date()): TZDate {
	return new TZDate(now, safeTimeZone(tz))
}

/** Today's diary day in `tz`, 'YYYY-MM-DD'. */
export function todayIn(tz: string, now: Date = new Date()): string {
	return format(nowIn(tz, now), 'yyyy-MM-dd')
}

/** Local hour 0-23 in `tz`. */
export function localHour(tz: string, now: Date = new Date()): number {
	return nowIn(tz, now).getHours()
}

/** Local time 'HH:mm' in `tz`. */
export function localTime(tz: string, now: Date = new Date()): string {
	return format(nowIn(tz, now), 'HH:mm')
}

/**
 * Adds `n` days to an ISO day. A real 'YYYY-MM-DD' day and a whole `n` take integer day numbers
 * (./nutrition/iso-days.ts: no Date, no formatting, a tenth of date-fns' cost); anything else goes through
 * date-fns as before (a day that does not exist, such as '2026-02-30', throws RangeError there).
 */
export function addDaysIso(day: string, n: number): string {
	if (Number.isInteger(n) && ISO_DAY.test(day)) {
		const start = dayNumber(day)
		// Only a day that exists round-trips ('2026-02-30' would come back as '2026-03-02').
		if (isoDayFromNumber(start) === day) {
			const out = isoDayFromNumber(start + n)
			if (out !== null) return out
		}
	}
	return format(addDays(parseISO(day), n), 'yyyy-MM-dd')
}

/** The Sunday that starts the week containing `day` (spec section 9: weeks start Sunday). */
export function weekStartSunday(day: string): string {
	return format(startOfWeek(parseISO(day), { weekStartsOn: 0 }), 'yyyy-MM-dd')
}

/** The seven days Sunday..Saturday of the week containing `day`. */
export function weekDays(day: string): string[] {
	const start = weekStartSunday(day)
	return Array.from({ length: 7 }, (_, i) => addDaysIso(start, i))
}

/** Whole years between `dateOfBirth` and `today` (both ISO days); null when unknown or invalid. */
export function ageOn(dateOfBirth: string | null | undefined, today: string): number | null {
	if (!dateOfBirth || !isIsoDay(dateOfBirth) || !isIsoDay(today)) return null
	const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number]
	const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
	let age = ty - by
	if (tm < bm || (tm === bm && td < bd)) age -= 1
	return age >= 0 ? age : null
}

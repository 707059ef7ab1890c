/**
 * ISO days as en-US text, without `Intl` and without a date library (isomorphic and pure: the
 * domain names days with it, e.g. the analytics bars, and so do the dashboard and planner screens).
 *
 * Why not `Intl` (dashboard TBT): the first `Intl.DateTimeFormat` a page builds makes Chromium load
 * its ICU data: 29-104 ms measured on this machine, x4 on Lighthouse's slow phone, inside the
 * hydration task. Platewise's text is en-US only, so the few shapes it shows are written out here,
 * and a test compares them with `Intl` over every 13th day of 1900-2199 (dates-text.test.ts).
 * Why not dates.ts: that module loads date-fns and @date-fns/tz for time-zone maths, which a page
 * that only names a day does not need in its bundle.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const

/** Which parts of a day to show, as the `Intl.DateTimeFormat` options of the same names. */
export type DayParts = { weekday?: 'long' | 'short'; month?: 'long' | 'short'; day?: boolean; year?: boolean }

/**
 * An ISO day (`YYYY-MM-DD`, the day itself: no time zone involved) as en-US text, exactly as
 * `Intl.DateTimeFormat('en-US', { ...parts, timeZone: 'UTC' })` writes it: 'Wednesday, November 25',
 * 'Wednesday, November 25, 2026', 'Nov 25', 'Wed', 'Wednesday, Nov 25'.
 * @param day ISO day; an invalid day gives 'Invalid Date' (as Intl would throw/print).
 */
export function formatIsoDay(day: string, parts: DayParts): string {
	const date = new Date(`${day}T12:00:00Z`)
	if (Number.isNaN(date.getTime())) return 'Invalid Date'
	const weekday = parts.weekday ? WEEKDAYS[date.getUTCDay()]! : ''
	const month = parts.month ? MONTHS[date.getUTCMonth()]! : ''
	const monthDay = [parts.month === 'short' ? month.slice(0, 3) : month, parts.day ? String(date.getUTCDate()) : ''].filter(Boolean).join(' ')
	const weekdayText = parts.weekday === 'short' ? weekday.slice(0, 3) : weekday
	const year = parts.year ? String(date.getUTCFullYear()) : ''
	const datePart = monthDay && year ? `${monthDay}, ${year}` : monthDay || year
	return [weekdayText, datePart].filter(Boolean).join(', ')
}

/**
 * Dashboard URLs keep the day shown: `/?date=YYYY-MM-DD&…` (the date is left out for today, so
 * today's links stay `/?meal=…`). Every link, form and redirect of the dashboard builds its URL
 * here. Isomorphic.
 */
import { formatIsoDay } from '#app/domain/dates-text.ts'
import type { Formatter } from '#app/utils/i18n.tsx'

/** `/` with `params`, plus `date` unless it is `today`. Empty or undefined values are left out. */
export function dayUrl(day: { date: string; today: string }, params: Record<string, string | number | null | undefined> = {}): string {
	const search = new URLSearchParams()
	if (day.date !== day.today) search.set('date', day.date)
	for (const [key, value] of Object.entries(params)) if (value != null && value !== '') search.set(key, String(value))
	const query = search.toString()
	return query ? `/?${query}` : '/'
}

// Without Intl: the first Intl formatter a page builds costs Chromium 30-100 ms of ICU loading
// during hydration, and one per call cost the server 3.6 % of a dashboard request.

/** 'Monday, March 2' for an ISO day (the day itself: no time zone involved). */
export function formatDay(day: string): string {
	return formatIsoDay(day, { weekday: 'long', month: 'long', day: true })
}

/**
 * The day in the page's language ('Monday, March 2'; 'Mittwoch, 25. November'), with the year
 * when it is not `today`'s year: what the dashboard's headings, labels and toasts name a day by.
 * @param f the page's formatter (`useFormat()`, or `formatterFor(serverTranslator(locale))` on the server)
 */
export function dayText(f: Pick<Formatter, 'day'>, day: string, today: string): string {
	return f.day(day, { weekday: 'long', month: 'long', day: true, year: day.slice(0, 4) !== today.slice(0, 4) })
}

/** 'Monday, March 2, 2062' when the year is not `thisYear`, else as {@link formatDay}. */

export function formatDayWithYear(day: string, today: string): string {
	if (day.slice(0, 4) === today.slice(0, 4)) return formatDay(day)
	return formatIsoDay(day, { weekday: 'long', month: 'long', day: true, year: true })
}

/**
 * Dashboard URLs keep the day shown: `/?date=YYYY-MM-DD&…` (the date is left out for today, so
 * today's links stay `/?meal=…`). Every link, form and redirect of the dashboard builds its URL
 * here. Isomorphic.
 */

/** `/` with `params`, plus `date` unless it is `today`. Empty or undefined values are left out. */
export function dayUrl(day: { date: string; today: string }, params: Record<string, string | number | null | undefined> = {}): string {
	const search = new URLSearchParams()
	if (day.date !== day.today) search.set('date', day.date)
	for (const [key, value] of Object.entries(params)) if (value != null && value !== '') search.set(key, String(value))
	const query = search.toString()
	return query ? `/?${query}` : '/'
}

// One formatter each, made once: `toLocaleDateString` with options builds a new Intl formatter on
// every call (3.6 % of a dashboard request in a CPU profile, issue 12).
const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' })
const DAY_WITH_YEAR = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** 'Monday, March 2' for an ISO day (the day itself: no time zone involved). */
export function formatDay(day: string): string {
	return DAY.format(new Date(`${day}T12:00:00Z`))
}

/** 'Monday, March 2, 2062' when the year is not `thisYear`, else as {@link formatDay}. */
export function formatDayWithYear(day: string, today: string): string {
	if (day.slice(0, 4) === today.slice(0, 4)) return formatDay(day)
	return DAY_WITH_YEAR.format(new Date(`${day}T12:00:00Z`))
}

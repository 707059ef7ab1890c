/**
 * What reminders carry, without words: the push payload's shape the service worker shows, what a
 * push reminder is about, and the weekly report's figures. The words are app/utils'
 * (reminder-texts.server.ts), in the user's language.
 */
import type { UnitSystem } from '#app/domain/nutrition/body-units.ts'
import type { MealKind } from './times.ts'

/**
 * A push message's JSON: the service worker's `push` handler (app/sw/push.ts)
 * shows `title` and `body` as a notification with `tag` (a newer reminder of the same kind replaces
 * the older), and opening it navigates to `url`, a same-origin path.
 */
export type PushPayload = { title: string; body: string; url: string; tag: string; kind: MealKind | 'goal' }

/**
 * What a push reminder is about, without its words (the domain is language-free; app/utils
 * renders it in the user's language): a meal not logged on `day`, or the day's calories far from
 * the target (kcal, unrounded).
 */
export type ReminderNotice = { kind: MealKind; day: string } | { kind: 'goal'; day: string; kcal: number; targetKcal: number }

/** Where opening the reminder leads: the dashboard on that day, with the meal's panel for a meal reminder. */
export function noticeUrl(notice: ReminderNotice): string {
	return notice.kind === 'goal' ? `/?date=${notice.day}` : `/?date=${notice.day}&meal=${notice.kind}`
}

/** The notification's tag: one per kind, so a newer reminder replaces an unread older one. */
export function noticeTag(notice: ReminderNotice): string {
	return `reminder-${notice.kind}`
}

/** One week's figures for the weekly report (Sunday-Saturday, the user's diary days). */
export type WeeklyReport = {
	/** Sunday 'YYYY-MM-DD'. */
	weekStart: string
	/** Saturday 'YYYY-MM-DD'. */
	weekEnd: string
	/** Days of the week with at least one meal logged. */
	daysLogged: number
	/** Average per logged day (kcal, g); null when nothing was logged. */
	averages: { kcal: number; proteinG: number; carbsG: number; fatG: number } | null
	/** Days on track (ADR 004: 90-110 % of the day's calorie target). */
	daysOnTrack: number
	/**
	 * The trend weight (kg, app/domain/nutrition/trend-weight.ts) at the end of the week and its
	 * change over the week; null without weigh-ins, change null without one before the week.
	 */
	weight: { endKg: number; changeKg: number | null } | null
	units: UnitSystem
}

/**
 * Reminder time windows: pure rules, no database. Which reminders exist, their default local times,
 * how a local wall-clock time in an IANA time zone becomes an instant (across daylight-saving
 * changes), when each reminder is next due, when a late one is dropped, and what "far from the
 * calorie goal" means. The scheduler (./scheduler.server.ts) applies these to the database.
 */
import { MEAL_TYPES } from '#db/schema.ts'
import { addDaysIso } from '../dates.ts'

/** The meal types that can have a reminder (spec section 3 "Meal": breakfast, lunch, dinner, snack). */
export const MEAL_KINDS = MEAL_TYPES
export type MealKind = (typeof MEAL_KINDS)[number]

/** Every reminder the scheduler knows: one per meal type (push), the evening goal reminder (push), the weekly report (email). */
export const REMINDER_KINDS = [...MEAL_KINDS, 'goal', 'weekly'] as const
export type ReminderKind = (typeof REMINDER_KINDS)[number]

/** A local wall-clock time 'HH:mm' (00:00-23:59). */
export type Clock = string

/** The times a user has chosen; a null meal time means no reminder for that meal. */
export type ReminderTimes = { breakfastAt: Clock | null; lunchAt: Clock | null; dinnerAt: Clock | null; snackAt: Clock | null; goalAt: Clock }

/**
 * The times of a user who never chose any (the defaults of migration 0020's `reminder_settings`):
 * usual meal times, no snack reminder, the goal reminder at 20:00 — late enough that most of the
 * day is logged, early enough to still act on it.
 */
export const DEFAULT_REMINDER_TIMES: ReminderTimes = { breakfastAt: '08:00', lunchAt: '12:30', dinnerAt: '19:00', snackAt: null, goalAt: '20:00' }

/** The weekly report: Sundays at 08:00 local, for the Sunday-Saturday week that just ended (spec section 9: weeks start on Sunday). */
export const WEEKLY_REPORT = { weekday: 0, at: '08:00' } as const

/**
 * How late a due reminder may still be sent (ms), e.g. after the server was down: a meal or goal
 * reminder 30 minutes late is still useful, one hours late is noise; the weekly report keeps for
 * half a day.
 */
export const LATE_LIMIT_MS: Record<ReminderKind, number> = {
	breakfast: 30 * 60_000,
	lunch: 30 * 60_000,
	dinner: 30 * 60_000,
	snack: 30 * 60_000,
	goal: 30 * 60_000,
	weekly: 12 * 60 * 60_000,
}

/**
 * "Far from the goal" for the evening goal reminder: the day's calories under 50 % or over 120 % of
 * the day's calorie target. Wider than on track (90-110 %, ADR 004) on purpose: a reminder at 20:00
 * is for a day clearly off, not for one a snack short.
 */
export const GOAL_REMINDER_RANGE = { under: 0.5, over: 1.2 } as const

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/** True for a wall-clock time 'HH:mm' from 00:00 to 23:59. */
export function isClock(value: string): boolean {
	return CLOCK.test(value)
}

/**
 * True when `kcal` eaten is far from `targetKcal` ({@link GOAL_REMINDER_RANGE}): under 50 % or over
 * 120 %. Nothing logged is 0 kcal, so far. A target of 0 or less is never far (no goal to miss).
 * @example isFarFromGoal(900, 2000) // true (45 %); isFarFromGoal(1500, 2000) // false (75 %)
 */
export function isFarFromGoal(kcal: number, targetKcal: number): boolean {
	if (!(targetKcal > 0)) return false
	return kcal < targetKcal * GOAL_REMINDER_RANGE.under || kcal > targetKcal * GOAL_REMINDER_RANGE.over
}

/** The time the user picked for `kind`, or null when that reminder has no time (a meal switched off). */
export function timeOf(times: ReminderTimes, kind: Exclude<ReminderKind, 'weekly'>): Clock | null {
	return kind === 'goal' ? times.goalAt : times[`${kind}At`]
}

const partsFormats = new Map<string, Intl.DateTimeFormat>()
function partsFormat(tz: string): Intl.DateTimeFormat {
	let f = partsFormats.get(tz)
	if (!f) {
		f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
		if (partsFormats.size < 2000) partsFormats.set(tz, f)
	}
	return f
}

/** The wall clock in `tz` at `instant` (epoch ms): local day 'YYYY-MM-DD', 'HH:mm', and the weekday (0 = Sunday). */
export function localClock(instant: number, tz: string): { day: string; clock: Clock; weekday: number } {
	const p: Record<string, string> = {}
	for (const { type, value } of partsFormat(tz).formatToParts(instant)) p[type] = value
	const day = `${p.year}-${p.month}-${p.day}`
	return { day, clock: `${p.hour}:${p.minute}`, weekday: new Date(`${day}T00:00:00Z`).getUTCDay() }
}

/** The zone's offset from UTC at `instant` (ms; New York in winter: -5 h). */
function offsetAt(instant: number, tz: string): number {
	const p: Record<string, string> = {}
	for (const { type, value } of partsFormat(tz).formatToParts(instant)) p[type] = value
	const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second))
	return asUtc - Math.floor(instant / 1000) * 1000
}

/**
 * The instant (epoch ms) the wall clock in `tz` shows `clock` on `day`.
 * - A time skipped by a spring-forward change (02:30 on 8 March 2026 in America/New_York) is moved
 *   forward by the gap (03:30 EDT), so the reminder still comes that day.
 * - A time that occurs twice at a fall-back change (01:30 on 1 November 2026 in New York) is its
 *   first occurrence (01:30 EDT).
 * @example zonedInstant('2026-03-08', '08:00', 'America/New_York') // Date.UTC(2026, 2, 8, 12, 0): 08:00 EDT
 */
export function zonedInstant(day: string, clock: Clock, tz: string): number {
	const [y, m, d] = day.split('-').map(Number) as [number, number, number]
	const [hh, mm] = clock.split(':').map(Number) as [number, number]
	const wall = Date.UTC(y, m - 1, d, hh, mm)
	// The offsets in force a day either side cover any change near this wall time.
	const before = offsetAt(wall - 86_400_000, tz)
	const after = offsetAt(wall + 86_400_000, tz)
	const candidates = [...new Set([before, after])].map((o) => wall - o).sort((a, b) => a - b)
	for (const instant of candidates) {
		const local = localClock(instant, tz)
		if (local.day === day && local.clock === clock) return instant
	}
	// In a gap: read the wall time with the offset before the change (moves it forward by the gap).
	return wall - before
}

/** One due occurrence: its instant (epoch ms) and the local day it belongs to (the claim's key). */
export type Occurrence = { dueAt: number; slot: string }

/**
 * The first occurrence of a reminder at local `clock` in `tz` strictly after `after` (epoch ms);
 * with `weekday` (0 = Sunday) only on that weekday. Each local day has exactly one occurrence, also
 * on the days of a daylight-saving change ({@link zonedInstant}).
 */
export function nextOccurrence(clock: Clock, tz: string, after: number, weekday?: number): Occurrence {
	const start = localClock(after, tz).day
	// Start a day early: an instant just after midnight UTC may still be yesterday's evening locally.
	for (let i = -1; i <= 8; i++) {
		const slot = addDaysIso(start, i)
		if (weekday !== undefined && new Date(`${slot}T00:00:00Z`).getUTCDay() !== weekday) continue
		const dueAt = zonedInstant(slot, clock, tz)
		if (dueAt > after) return { dueAt, slot }
	}
	throw new RangeError(`no occurrence of ${clock} in ${tz} within 8 days after ${after}`)
}

/** What a user's settings allow: the switches (spec section 3 "User"), whether a device is subscribed, whether they have an email. */
export type ReminderSwitches = {
	emailNotifications: boolean
	pushNotifications: boolean
	mealReminders: boolean
	goalReminders: boolean
	weeklyReports: boolean
	hasDevice: boolean
	hasEmail: boolean
}

/**
 * The reminders that can fire for these settings, each with its next occurrence after `after`:
 * - meal reminders (push): `pushNotifications` and `mealReminders` on, a device subscribed, and a
 *   time set for that meal;
 * - the goal reminder (push): `pushNotifications` and `goalReminders` on and a device subscribed;
 * - the weekly report (email): `weeklyReports` and `emailNotifications` on and an email on the
 *   account (whether mail is configured is checked when it is due).
 */
export function plannedReminders(switches: ReminderSwitches, times: ReminderTimes, tz: string, after: number): Array<Occurrence & { kind: ReminderKind }> {
	const out: Array<Occurrence & { kind: ReminderKind }> = []
	const push = switches.pushNotifications && switches.hasDevice
	if (push && switches.mealReminders) {
		for (const kind of MEAL_KINDS) {
			const at = timeOf(times, kind)
			if (at) out.push({ kind, ...nextOccurrence(at, tz, after) })
		}
	}
	if (push && switches.goalReminders) out.push({ kind: 'goal', ...nextOccurrence(times.goalAt, tz, after) })
	if (switches.weeklyReports && switches.emailNotifications && switches.hasEmail) out.push({ kind: 'weekly', ...nextOccurrence(WEEKLY_REPORT.at, tz, after, WEEKLY_REPORT.weekday) })
	return out
}

/**
 * What reminders say: the push payloads the service worker shows and the weekly report email
 * (plain text and simple HTML). Pure; the scheduler fills in the figures.
 */
import { displayWeight, type UnitSystem } from '#app/domain/nutrition/body-units.ts'
import type { MealKind } from './times.ts'

/**
 * A push message's JSON (docs: /work contract "reminders"): the service worker's `push` handler shows
 * `title` and `body` as a notification with `tag` (a newer reminder of the same kind replaces the
 * older), and opening it navigates to `url`, a same-origin path.
 */
export type PushPayload = { title: string; body: string; url: string; tag: string; kind: MealKind | 'goal' }

const MEAL_NAMES: Record<MealKind, string> = { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner', snack: 'snack' }

/** The meal reminder for `meal` on local day `day` (nothing of that meal logged yet); opens the dashboard on that meal. */
export function mealReminderPayload(meal: MealKind, day: string): PushPayload {
	const name = MEAL_NAMES[meal]
	return {
		title: `Time to log ${name}`,
		body: `You have not logged ${name} today. Tap to add it.`,
		url: `/?date=${day}&meal=${meal}`,
		tag: `reminder-${meal}`,
		kind: meal,
	}
}

/** The evening goal reminder: `kcal` eaten so far on `day` against the day's `targetKcal` (both rounded for display). */
export function goalReminderPayload(kcal: number, targetKcal: number, day: string): PushPayload {
	const eaten = Math.round(kcal).toLocaleString('en-US')
	const target = Math.round(targetKcal).toLocaleString('en-US')
	const over = kcal > targetKcal
	return {
		title: over ? 'Over your calorie goal today' : 'Far from your calorie goal today',
		body: kcal <= 0 ? `Nothing logged today yet; your goal is ${target} kcal.` : `${eaten} of ${target} kcal so far today.${over ? '' : ' Tap to log what you ate.'}`,
		url: `/?date=${day}`,
		tag: 'reminder-goal',
		kind: 'goal',
	}
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

/** A composed email: subject, plain text and an HTML version with the same content. */
export type ReportEmail = { subject: string; text: string; html: string }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** 'Nov 22' for an ISO day (no time zone involved). */
function shortDay(day: string): string {
	const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
	return `${months[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`
}

/** The report's lines as label/value pairs, shared by the text and HTML bodies. */
export function weeklyReportLines(r: WeeklyReport): Array<[string, string]> {
	const n = (v: number) => Math.round(v).toLocaleString('en-US')
	const unit = r.units === 'imperial' ? 'lb' : 'kg'
	const lines: Array<[string, string]> = [['Days logged', `${r.daysLogged} of 7`]]
	if (r.averages) {
		lines.push(['Average calories', `${n(r.averages.kcal)} kcal a day`])
		lines.push(['Average protein', `${n(r.averages.proteinG)} g`])
		lines.push(['Average carbs', `${n(r.averages.carbsG)} g`])
		lines.push(['Average fat', `${n(r.averages.fatG)} g`])
	}
	lines.push(['Days on track', `${r.daysOnTrack}/7`])
	if (!r.weight) lines.push(['Weight trend', 'no weigh-ins yet'])
	else {
		const end = `${displayWeight(r.weight.endKg, r.units).toFixed(1)} ${unit}`
		if (r.weight.changeKg == null) lines.push(['Weight trend', end])
		else {
			const change = displayWeight(Math.abs(r.weight.changeKg), r.units)
			const sign = change === 0 ? '±' : r.weight.changeKg > 0 ? '+' : '−'
			lines.push(['Weight trend', `${end} (${sign}${change.toFixed(1)} ${unit} this week)`])
		}
	}
	return lines
}

/**
 * The weekly report email for `r`; `appUrl` (no trailing slash) links to the analytics screen.
 * The subject names the week: 'Your Platewise week: Nov 22 – Nov 28'.
 */
export function weeklyReportEmail(r: WeeklyReport, appUrl: string): ReportEmail {
	const range = `${shortDay(r.weekStart)} – ${shortDay(r.weekEnd)}`
	const subject = `Your Platewise week: ${range}`
	const lines = weeklyReportLines(r)
	const intro = r.daysLogged ? `Here is your week of ${range}.` : `You logged nothing in the week of ${range}. A fresh week starts today.`
	const link = `${appUrl}/analytics`
	const footer = 'You get this email because weekly reports are on. Turn them off in Profile → Notifications.'
	const text = [intro, '', ...lines.map(([label, value]) => `${label}: ${value}`), '', `See more: ${link}`, '', footer, `${appUrl}/profile/notifications`].join('\n')
	const rows = lines.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`).join('')
	const html = [
		'<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:32rem">',
		`<h1 style="font-size:1.25rem">${escapeHtml(subject)}</h1>`,
		`<p>${escapeHtml(intro)}</p>`,
		`<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
		`<p><a href="${escapeHtml(link)}">See more in Platewise</a></p>`,
		`<p style="font-size:0.8rem;color:#475569">${escapeHtml(footer)} <a href="${escapeHtml(`${appUrl}/profile/notifications`)}">Notification settings</a></p>`,
		'</body></html>',
	].join('')
	return { subject, text, html }
}

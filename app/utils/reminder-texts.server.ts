/**
 * The words of reminders, in the user's language (catalog namespace `reminders`): the push
 * payload a reminder notice becomes, and the weekly report email as plain text and simple HTML.
 * The figures come from the domain (app/domain/reminders/messages.ts); numbers and days are
 * formatted for the language (app/utils/i18n.tsx).
 */
import { noticeTag, noticeUrl, type PushPayload, type ReminderNotice, type WeeklyReport } from '#app/domain/reminders/messages.ts'
import { displayWeight } from '#app/domain/nutrition/body-units.ts'
import { serverT, serverTranslator } from './i18n.server.ts'
import { formatterFor, isLocale, type Locale } from './i18n.tsx'

/** The user's language when it is one of ours, else English (the default language). */
export function reminderLocale(language: string | null | undefined): Locale {
	return isLocale(language) ? language : 'en'
}

const formatters = new Map<Locale, ReturnType<typeof formatterFor>>()
const format = (locale: Locale) => {
	let f = formatters.get(locale)
	if (!f) formatters.set(locale, (f = formatterFor(serverTranslator(locale))))
	return f
}

/**
 * The push payload of `notice` in `language`: e.g. 'Time to log lunch' / 'You have not logged
 * lunch today. Tap to add it.', or '900 of 2,000 kcal so far today…' for a day far from its goal.
 */
export function reminderPushPayload(notice: ReminderNotice, language: string): PushPayload {
	const locale = reminderLocale(language)
	const t = serverT(locale, 'reminders')
	const base = { url: noticeUrl(notice), tag: noticeTag(notice) }
	if (notice.kind !== 'goal') return { ...base, kind: notice.kind, title: t(`notice.${notice.kind}.title`), body: t(`notice.${notice.kind}.body`) }
	const n = format(locale).number
	const over = notice.kcal > notice.targetKcal
	const values = { eaten: n(notice.kcal), target: n(notice.targetKcal) }
	return {
		...base,
		kind: 'goal',
		title: t(over ? 'notice.goal.over.title' : 'notice.goal.under.title'),
		body: notice.kcal <= 0 ? t('notice.goal.nothing', values) : t(over ? 'notice.goal.over.body' : 'notice.goal.under.body', values),
	}
}

/** A composed email: subject, plain text and an HTML version with the same content. */
export type ReportEmail = { subject: string; text: string; html: string }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The report's lines as label/value pairs in `locale`, shared by the text and HTML bodies. */
function reportLines(r: WeeklyReport, locale: Locale): Array<[string, string]> {
	const t = serverT(locale, 'reminders')
	const f = format(locale)
	const common = serverT(locale, 'common')
	const grams = (v: number) => t('report.grams', { value: f.number(v) })
	const lines: Array<[string, string]> = [[t('report.daysLogged'), t('report.daysLoggedValue', { count: r.daysLogged })]]
	if (r.averages) {
		lines.push([t('report.avgCalories'), t('report.avgCaloriesValue', { kcal: f.number(r.averages.kcal) })])
		lines.push([t('report.avgProtein'), grams(r.averages.proteinG)])
		lines.push([t('report.avgCarbs'), grams(r.averages.carbsG)])
		lines.push([t('report.avgFat'), grams(r.averages.fatG)])
	}
	lines.push([t('report.onTrack'), t('report.onTrackValue', { count: r.daysOnTrack })])
	if (!r.weight) lines.push([t('report.weight'), t('report.weightNone')])
	else {
		const unit = r.units === 'imperial' ? 'unit.lb' : 'unit.kg'
		const weight = common(unit, { value: f.number(displayWeight(r.weight.endKg, r.units), 1) })
		if (r.weight.changeKg == null) lines.push([t('report.weight'), weight])
		else {
			const size = displayWeight(Math.abs(r.weight.changeKg), r.units)
			const sign = size === 0 ? '±' : r.weight.changeKg > 0 ? '+' : '−'
			lines.push([t('report.weight'), t('report.weightChange', { weight, change: `${sign}${common(unit, { value: f.number(size, 1) })}` })])
		}
	}
	return lines
}

/**
 * The weekly report email for `r` in `language`; `appUrl` (no trailing slash) is where its links
 * point (the analytics screen, the notification settings). Subject e.g.
 * 'Your Platewise week: Mar 1 – Mar 7'.
 */
export function weeklyReportEmail(r: WeeklyReport, appUrl: string, language: string): ReportEmail {
	const locale = reminderLocale(language)
	const t = serverT(locale, 'reminders')
	const f = format(locale)
	const range = t('report.range', { from: f.day(r.weekStart, { month: 'short', day: true }), to: f.day(r.weekEnd, { month: 'short', day: true }) })
	const subject = t('report.subject', { range })
	const lines = reportLines(r, locale)
	const intro = r.daysLogged ? t('report.intro', { range }) : t('report.empty', { range })
	const link = `${appUrl}/analytics`
	const settings = `${appUrl}/profile/notifications`
	const footer = t('report.footer')
	const text = [intro, '', ...lines.map(([label, value]) => `${label}: ${value}`), '', t('report.more', { link }), '', footer, settings].join('\n')
	const rows = lines.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`).join('')
	const html = [
		`<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:32rem">`,
		`<h1 style="font-size:1.25rem">${escapeHtml(subject)}</h1>`,
		`<p>${escapeHtml(intro)}</p>`,
		`<table role="presentation" style="border-collapse:collapse">${rows}</table>`,
		`<p><a href="${escapeHtml(link)}">${escapeHtml(t('report.moreLink'))}</a></p>`,
		`<p style="font-size:0.8rem;color:#475569">${escapeHtml(footer)} <a href="${escapeHtml(settings)}">${escapeHtml(t('report.settingsLink'))}</a></p>`,
		'</body></html>',
	].join('')
	return { subject, text, html }
}

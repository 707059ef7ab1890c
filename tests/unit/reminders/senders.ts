/**
 * A recording push service and mail for reminder scheduler tests: every message is kept with the
 * simulated instant it was sent at and the process that sent it. Only the push service and mail
 * are fake; the scheduler, the database and the claims are real.
 */
import type { ReminderSenders } from '#app/domain/reminders/scheduler.server.ts'

/** One message a scheduler sent: to whom, what, and at which simulated instant (epoch ms). */
export type Sent = { by: string; channel: 'push' | 'mail'; at: number; endpoint?: string; to?: string; title?: string; url?: string; tag?: string; subject?: string; text?: string; html?: string }

/** Senders that record into `sent`; set `clock.now` to the simulated instant of the tick about to run. */
export function recordingSenders(by: string, answer: (endpoint: string) => 'sent' | 'gone' | 'failed' = () => 'sent') {
	const sent: Sent[] = []
	const clock = { now: 0 }
	const senders: ReminderSenders = {
		push: async (target, payload) => {
			sent.push({ by, channel: 'push', at: clock.now, endpoint: target.endpoint, title: payload.title, url: payload.url, tag: payload.tag })
			return answer(target.endpoint)
		},
		mail: { appUrl: 'https://platewise.example', send: async (m) => void sent.push({ by, channel: 'mail', at: clock.now, to: m.to, subject: m.subject, text: m.text, html: m.html }) },
	}
	return { senders, sent, clock }
}

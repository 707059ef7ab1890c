/**
 * A recording push service and mail for reminder scheduler tests: every message is kept, as the
 * scheduler handed it over (what it is about, the report's figures, the user's language), with the
 * simulated instant it was sent at and the process that sent it. Only the push service and mail
 * transport are fake; the scheduler, the database and the claims are real. (The words are rendered
 * by the test itself: the catalogs load through Vite, which a plain child process has not.)
 */
import type { ReminderNotice, WeeklyReport } from '#app/domain/reminders/messages.ts'
import type { ReminderSenders } from '#app/domain/reminders/scheduler.server.ts'

/** One message a scheduler sent: to whom, what, and at which simulated instant (epoch ms). */
export type Sent = { by: string; channel: 'push' | 'mail'; at: number; language: string; endpoint?: string; notice?: ReminderNotice; to?: string; report?: WeeklyReport }

/** Senders that record into `sent`; set `clock.now` to the simulated instant of the tick about to run. */
export function recordingSenders(by: string, answer: (endpoint: string) => 'sent' | 'gone' | 'failed' = () => 'sent') {
	const sent: Sent[] = []
	const clock = { now: 0 }
	const senders: ReminderSenders = {
		push: async (target, notice, language) => {
			sent.push({ by, channel: 'push', at: clock.now, language, endpoint: target.endpoint, notice })
			return answer(target.endpoint)
		},
		mail: { send: async ({ to, report, language }) => void sent.push({ by, channel: 'mail', at: clock.now, language, to, report }) },
	}
	return { senders, sent, clock }
}

/**
 * Runs the reminder scheduler (app/domain/reminders/scheduler.server.ts) in this server process:
 * a tick every minute, with the push service (./push.server.ts) and mail (./mail.server.ts) as its
 * senders. Started by `entry.server.tsx` when the server build loads — in every cluster worker, the
 * single-process server and the dev server alike — and stopped by `shutdown()` there. Several
 * processes ticking at once is by design: each reminder is claimed in the database before it is
 * sent, so it goes out once (ADR 020). REMINDERS=false leaves this process out.
 */
import type { Db } from '#app/db.server.ts'
import { pruneReminderRuns, runReminderTick, type ReminderSenders, type TickResult } from '#app/domain/reminders/scheduler.server.ts'
import { getEnv } from './env.server.ts'
import { appUrl, mailConfigured, sendMail } from './mail.server.ts'
import { pushConfigured, sendPush } from './push.server.ts'
import { reminderPushPayload, weeklyReportEmail } from './reminder-texts.server.ts'

/** How often the scheduler looks for due reminders: every minute (reminder times are whole minutes). */
export const REMINDER_TICK_MS = 60_000
/** How often old claimed runs are deleted. */
const PRUNE_EVERY_MS = 60 * 60_000

/** The senders for the current configuration (push when VAPID keys are set, mail when SMTP is). */
export function reminderSenders(): ReminderSenders {
	return {
		push: pushConfigured() ? (target, notice, language) => sendPush(target, reminderPushPayload(notice, language)) : null,
		mail: mailConfigured() ? { send: ({ to, report, language }) => sendMail({ to, ...weeklyReportEmail(report, appUrl(), language) }) } : null,
	}
}

/**
 * Starts ticking (the first tick a few seconds after boot, then every {@link REMINDER_TICK_MS}).
 * A tick still running when the next is due is not doubled; a failed tick is logged in one line
 * and the next one retries. The timers never keep the process alive.
 * @returns a function that stops the schedule.
 */
export function startReminderScheduler(db: Db, options: { intervalMs?: number; onTick?: (r: TickResult) => void } = {}): () => void {
	if (!getEnv().REMINDERS) return () => {}
	let running = false
	let lastPrune = 0
	const tick = async () => {
		if (running) return
		running = true
		try {
			const now = Date.now()
			const result = await runReminderTick(db, reminderSenders(), now)
			options.onTick?.(result)
			if (now - lastPrune >= PRUNE_EVERY_MS) {
				lastPrune = now
				await pruneReminderRuns(db, now)
			}
		} catch (error) {
			console.error(`reminders: tick failed: ${error instanceof Error ? error.message : String(error)}`)
		} finally {
			running = false
		}
	}
	// Not at once: boot (migrations, the search warm-up) comes first.
	const first = setTimeout(() => void tick(), 5_000)
	first.unref()
	const timer = setInterval(() => void tick(), options.intervalMs ?? REMINDER_TICK_MS)
	timer.unref()
	return () => {
		clearTimeout(first)
		clearInterval(timer)
	}
}

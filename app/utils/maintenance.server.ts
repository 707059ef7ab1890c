/**
 * Scheduled upkeep inside the server process. Expired sessions are deleted on a schedule so they
 * cannot pile up (a session row lives `SESSION_TTL_MS`, app/domain/users/users.server.ts).
 * Started by `entry.server.tsx` when the server build loads; stopped by `shutdown()` there.
 */
import type { Db } from '#app/db.server.ts'
import { pruneSessions } from '#app/domain/users/users.server.ts'

/** How often expired sessions are deleted: hourly (a session lives 30 days; an hour's worth of expired rows is a handful). */
export const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes expired sessions now and then every `intervalMs`. The timer never keeps the process
 * alive. A failed run is logged in one line and retried at the next tick.
 * @returns a function that stops the schedule.
 */
export function startSessionPruning(db: Db, intervalMs = SESSION_PRUNE_INTERVAL_MS): () => void {
	const run = () =>
		pruneSessions(db).catch((error: unknown) => {
			console.error(`sessions: pruning failed: ${error instanceof Error ? error.message : String(error)}`)
			return 0
		})
	void run()
	const timer = setInterval(run, intervalMs)
	timer.unref()
	return () => clearInterval(timer)
}

/**
 * Bench rows for the reminder scheduler (ADR 020): the cost of one tick with 10,000 users of whom
 * 100 have reminders on (push, meal and goal reminders, a device) in ten time zones, and 9,900 with
 * every switch off: an idle tick (nothing due), and a tick at 08:00 UTC when the breakfast
 * reminders of the users in the UTC zone fall due (claims and sends, with a push service that
 * answers at once). For bench/run.ts: `benchReminders(db)`; alone: `npx tsx bench/engines/reminders.ts <db>`.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { resyncSchedules, runReminderTick, type ReminderSenders } from '#app/domain/reminders/scheduler.server.ts'
import { p50p95, type EngineRow } from '../stats.ts'

const USERS = 10_000
const WITH_REMINDERS = 100
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Sydney', 'Asia/Kolkata', 'America/Sao_Paulo', 'Europe/London', 'Africa/Lagos']
const ROUNDS = 200
/** One tick must stay far below its minute; an idle one should cost a couple of index reads. */
const IDLE_BUDGET_MS = 5

/** Runs the rows on `db` (a migrated database); its bench users are removed afterwards. */
export async function benchReminders(db: Db): Promise<EngineRow[]> {
	const prefix = `bench-reminders-${Date.now()}`
	// 10,000 users in one statement: every switch off but for the first 100 (push, meal and goal reminders on).
	await db.run(sql`
		WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${USERS})
		INSERT INTO users (id, email, password_hash, timezone, email_notifications, push_notifications, meal_reminders, goal_reminders, weekly_reports)
		SELECT ${prefix} || '-' || i, ${prefix} || '-' || i || '@bench.test', 'x', CASE i % ${ZONES.length} ${sql.raw(ZONES.map((z, i) => `WHEN ${i} THEN '${z}'`).join(' '))} END,
			0, i < ${WITH_REMINDERS}, i < ${WITH_REMINDERS}, i < ${WITH_REMINDERS}, 0
		FROM n`)
	await db.run(sql`
		INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth)
		SELECT id || '-sub', id, 'https://push.bench.test/' || id, 'k', 'a' FROM users WHERE id LIKE ${`${prefix}-%`} AND push_notifications = 1`)
	try {
		let sent = 0
		const senders: ReminderSenders = { push: async () => (sent++, 'sent'), mail: null }
		const resyncStart = performance.now()
		while ((await resyncSchedules(db, Date.UTC(2026, 10, 27, 0, 0))) > 0);
		const resyncMs = performance.now() - resyncStart
		const [{ rows }] = (await db.all(sql`SELECT count(*) AS rows FROM reminder_schedule WHERE user_id LIKE ${`${prefix}-%`}`)) as [{ rows: number }]

		// Idle: 03:07 UTC on 27 November 2026, once the dinners due since the schedules were planned have gone.
		await runReminderTick(db, senders, Date.UTC(2026, 10, 27, 3, 7))
		const idle: number[] = []
		for (let i = 0; i < ROUNDS; i++) {
			const t0 = performance.now()
			await runReminderTick(db, senders, Date.UTC(2026, 10, 27, 3, 7))
			idle.push(performance.now() - t0)
		}
		const plan = (await db.all(sql`EXPLAIN QUERY PLAN SELECT * FROM reminder_schedule WHERE due_at <= 0 ORDER BY due_at LIMIT 200`)) as Array<{ detail: string }>

		// Due: 08:00 UTC, the breakfast of the UTC users (10 of the 100) falls due.
		const t0 = performance.now()
		const due = await runReminderTick(db, senders, Date.UTC(2026, 10, 27, 8, 0))
		const dueMs = performance.now() - t0
		const i = p50p95(idle)
		return [
			{ what: `reminders: an idle scheduler tick, ${USERS.toLocaleString('en-US')} users of whom ${WITH_REMINDERS} have reminders on (${rows} schedule rows)`, p50: i.p50, p95: i.p95, budget: { p50: IDLE_BUDGET_MS }, note: `plan: ${plan.map((p) => p.detail).join('; ')}` },
			{ what: `reminders: a tick sending ${due.sent} due reminders (claim, decide, push) among them`, p50: dueMs, note: `${sent} pushes` },
			{ what: `reminders: planning the schedules of all ${USERS.toLocaleString('en-US')} users once (as after the migration)`, p50: resyncMs },
		]
	} finally {
		await db.run(sql`DELETE FROM users WHERE id LIKE ${`${prefix}-%`}`)
	}
}

if (process.argv[1]?.endsWith('reminders.ts') && process.argv[2]) {
	// Run alone: DATABASE_URL etc. come from the environment (read at import).
	const { db } = await import('#app/db.server.ts')
	const { runMigrations } = await import('#db/migrate.ts')
	const { preparePragmas } = await import('#db/client.ts')
	await preparePragmas(db)
	await runMigrations(db)
	for (const r of await benchReminders(db)) console.log([r.what, r.p50?.toFixed(3), r.p95?.toFixed(3), r.note].filter(Boolean).join(' | '))
	db.$client.close()
}

/**
 * Bench rows for judging past days by the goal they had: the on-track readers (/analytics, /profile,
 * GET …/stats, weekly and daily progress, /goals) for a new user and for a three-year user whose
 * goal changed every week (a check-in accepted each Monday: 157 goal-history rows, the last year
 * with per-weekday targets), in the same run, against history-growth's 1.5x budget; and the cost of
 * a goal change today for that user (re-judging the days it governs: today only).
 *
 * `benchGoalHistory(db)` is for bench/run.ts; `npx tsx bench/engines/goal-history.ts <db file>` runs
 * it alone on a database that holds the sample foods (e.g. a copy of tests/.db/template.db).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { startGoalHistory, writeGoals } from '#app/domain/users/goal-history.server.ts'
import { users } from '#db/schema.ts'
import { p50p95, type EngineRow } from '../stats.ts'
import { calls, GROWTH_BUDGET, HISTORY_DAYS, makeUser, seedHistory } from './history-growth.ts'

const WARM_UP = 10
const ROUNDS = 80

/** A goal change every 7 days over the history, alternating 2,000 / 2,100 kcal; weekday targets in the last year. */
async function seedGoalChanges(db: Db, userId: string, today: string): Promise<number> {
	const [u] = await db.select().from(users).where(eq(users.id, userId))
	await db.transaction((tx) => startGoalHistory(tx, u!))
	let n = 1
	await db.transaction(async (tx) => {
		for (let d = HISTORY_DAYS - 1; d >= 0; d -= 7) {
			const kcal = n % 2 ? 2100 : 2000
			const weekdayKcal = d < 365 ? ([kcal - 300, kcal + 200, kcal - 100, kcal + 200, kcal - 100, kcal + 200, kcal - 100] as const) : null
			await writeGoals(tx, { userId, effectiveFrom: addDaysIso(today, -d), goals: { dailyCalorieGoal: kcal }, weekdayKcal, source: 'check-in' })
			n++
		}
	})
	return n
}

/** The on-track readers, as history-growth.ts calls them. */
const ON_TRACK_READERS = new Set([
	'/analytics (This Week)',
	'/analytics?range=this-month (month view)',
	'/profile',
	'/goals',
	'GET /api/users/{id}/stats',
	'GET /api/users/{id}/progress/weekly/{date}',
	'GET /api/users/{id}/progress/daily/{date}',
])

/** New user vs a three-year user with weekly goal changes: p50 of each on-track reader, the ratio, and a goal change's cost. */
export async function benchGoalHistory(db: Db): Promise<EngineRow[]> {
	const fresh = await makeUser(db, 'goals-new')
	const veteran = await makeUser(db, 'goals-three-years')
	try {
		const today = todayIn('UTC')
		await seedHistory(db, fresh.id, 1, today)
		await db.transaction(async (tx) => startGoalHistory(tx, (await tx.select().from(users).where(eq(users.id, fresh.id)))[0]!))
		await seedHistory(db, veteran.id, HISTORY_DAYS, today)
		const changes = await seedGoalChanges(db, veteran.id, today)
		const rows: EngineRow[] = [{ what: 'goal history: three-year diary', note: `${changes} goal-history rows (a change every week, weekday targets in the last year)` }]
		for (const call of (await calls(today)).filter((c) => ON_TRACK_READERS.has(c.what))) {
			const times = { fresh: [] as number[], veteran: [] as number[] }
			for (let i = 0; i < WARM_UP + ROUNDS; i++) {
				for (const [key, u] of [['fresh', fresh], ['veteran', veteran]] as const) {
					const start = performance.now()
					await call.run(u)
					if (i >= WARM_UP) times[key].push(performance.now() - start)
				}
			}
			const a = p50p95(times.fresh)
			const b = p50p95(times.veteran)
			rows.push({
				what: `goal history: ${call.what}`,
				p50: b.p50,
				p95: b.p95,
				budget: { p50: a.p50 * GROWTH_BUDGET },
				note: `new user p50 ${a.p50.toFixed(2)} ms, ratio x${(b.p50 / a.p50).toFixed(2)} (budget x${GROWTH_BUDGET})`,
			})
		}
		const change: number[] = []
		for (let i = 0; i < 20; i++) {
			const start = performance.now()
			await db.transaction((tx) => writeGoals(tx, { userId: veteran.id, effectiveFrom: today, goals: { dailyCalorieGoal: i % 2 ? 2200 : 2300 }, weekdayKcal: null, source: 'manual' }))
			change.push(performance.now() - start)
		}
		const c = p50p95(change)
		rows.push({ what: 'goal history: a goal change today on the three-year diary (re-judges today only)', p50: c.p50, p95: c.p95 })
		return rows
	} finally {
		await db.delete(users).where(eq(users.id, fresh.id))
		await db.delete(users).where(eq(users.id, veteran.id))
	}
}

if (process.argv[1]?.endsWith('goal-history.ts') && process.argv[2]) {
	// Run alone: DATABASE_URL, SESSION_SECRET and RATE_LIMIT=false come from the environment (read at import).
	// Route modules import assets (Vite `?url` imports): bench/asset-hooks.mjs, as bench/run.ts registers it.
	const { register } = await import('node:module')
	register('../asset-hooks.mjs', import.meta.url)
	const { db } = await import('#app/db.server.ts')
	const { runMigrations } = await import('#db/migrate.ts')
	await runMigrations(db)
	for (const r of await benchGoalHistory(db)) console.log([r.what, r.p50?.toFixed(2), r.p95?.toFixed(2), r.note].filter(Boolean).join(' | '))
	db.$client.close()
}

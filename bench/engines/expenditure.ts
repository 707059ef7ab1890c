/**
 * `npm run bench` rows for the adaptive expenditure estimate: the domain read (expenditureOn, what
 * GET /api/users/{id}/expenditure runs) and the check-in screen's data (proposal plus four weeks of
 * intake vs expenditure), for a user with three years of daily weigh-ins and logged days against a
 * new user (one week) and a user whose history just fills what the reads span ({@link SPAN_DAYS}
 * days: the chart's 4 weeks, the 28-day window before its first day and the trend's 120-day
 * warm-up). p50 and p95 over 200 calls in process after a warm-up, the users' calls interleaved so
 * a change of machine load falls on all of them alike.
 *
 * Budget: both read a bounded range (28-day window, 4-week chart, the trend's 120-day warm-up),
 * never the history, so three years may cost at most 1.5x a new user's. The new user's reads
 * return a week of rows where the three-year user's return the whole span (148 weigh-ins for one
 * estimate, 175 for the screen), so the ratio to the span user is printed too: it measures the
 * history's growth alone (it should be near 1.0x).
 *
 * Called by bench/run.ts as `benchExpenditure(db)`; run alone with
 * `DATABASE_URL=file:<copy of a migrated database> npx tsx bench/engines/expenditure.ts`.
 */
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { expenditureOn } from '#app/domain/expenditure/expenditure.server.ts'
import { createUser, updateProfile } from '#app/domain/users/users.server.ts'
import { checkInView } from '#app/routes/check-in/views.server.ts'
import { diaryDayTotals, weighIns } from '#db/schema.ts'
import { interleavedRuns, type EngineRow } from '../stats.ts'

const THREE_YEARS = 1096
const NEW_USER_DAYS = 7
/** Days of weigh-ins the check-in screen reads: 28 chart days + the 27 window days before the first + 120 warm-up. */
const SPAN_DAYS = 28 + 27 + 120
const GROWTH_BUDGET = 1.5

type BenchActor = { userId: string; timezone: string }

/** A user with a profile and `days` days of weigh-ins and logged days (every fifth day unlogged), one transaction. */
async function seedUser(db: Db, days: number) {
	const user = await createUser(db, { email: `bench-exp-${days}-${Date.now()}@example.test`, password: 'bench-password', firstName: 'Bench', lastName: undefined, timezone: 'UTC' })
	await updateProfile(db, user.id, { gender: 'male', dateOfBirth: '1985-01-01', height: 180, weight: 90, activityLevel: 'moderate', weightGoal: 'lose', weeklyWeightChangeKg: 0.5 })
	const today = todayIn('UTC')
	const w: (typeof weighIns.$inferInsert)[] = []
	const t: (typeof diaryDayTotals.$inferInsert)[] = []
	for (let i = 0; i < days; i++) {
		const date = addDaysIso(today, -(days - 1 - i))
		w.push({ userId: user.id, date, weightKg: 95 - i * 0.01 + ((i * 7919) % 100) / 100 - 0.5 })
		if (i % 5 !== 4) t.push({ userId: user.id, date, kcal: 2200 + ((i * 104729) % 600) - 300, entries: 3, mealsLogged: 3 })
	}
	await db.transaction(async (tx) => {
		for (let i = 0; i < w.length; i += 500) await tx.insert(weighIns).values(w.slice(i, i + 500))
		for (let i = 0; i < t.length; i += 500) await tx.insert(diaryDayTotals).values(t.slice(i, i + 500))
	})
	return { userId: user.id, timezone: 'UTC' }
}

/** The rows: each read for the three-year user, with its ratio to the new user's against {@link GROWTH_BUDGET} and to the span user's. */
export async function benchExpenditure(db: Db): Promise<EngineRow[]> {
	const fresh = await seedUser(db, NEW_USER_DAYS)
	const span = await seedUser(db, SPAN_DAYS)
	const old = await seedUser(db, THREE_YEARS)
	const reads = [
		{ what: 'expenditure estimate (GET /api/users/{id}/expenditure domain read)', run: (a: BenchActor) => expenditureOn(db, a) },
		{ what: 'check-in screen data (proposal + 4-week intake vs expenditure)', run: (a: BenchActor) => checkInView(db, a) },
	]
	const rows: EngineRow[] = []
	for (const r of reads) {
		const { fresh: a, span: s, old: b } = await interleavedRuns({ fresh: () => r.run(fresh), span: () => r.run(span), old: () => r.run(old) })
		const ratio = b.p50 / a.p50
		rows.push({
			what: `${r.what}, 3-year history`,
			p50: b.p50,
			p95: b.p95,
			note:
				`new user p50 ${a.p50.toFixed(2)} ms; ratio ${ratio.toFixed(2)}x (budget ${GROWTH_BUDGET}x)${ratio > GROWTH_BUDGET ? ' OVER' : ''}; ` +
				`${SPAN_DAYS}-day user p50 ${s.p50.toFixed(2)} ms, ratio ${(b.p50 / s.p50).toFixed(2)}x; ` +
				`CPU per call new ${a.cpuMs.toFixed(2)} / ${SPAN_DAYS}-day ${s.cpuMs.toFixed(2)} / 3-year ${b.cpuMs.toFixed(2)} ms (${(b.cpuMs / a.cpuMs).toFixed(2)}x, ${(b.cpuMs / s.cpuMs).toFixed(2)}x)`,
		})
	}
	return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const { db } = await import('#app/db.server.ts')
	console.table(await benchExpenditure(db))
}

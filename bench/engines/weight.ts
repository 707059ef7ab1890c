/**
 * `npm run bench` rows for the weight log and water: the weight screen's loader (90-day chart,
 * latest weigh-in, the first history page), GET /api/users/{id}/weights (its default 90 days and
 * its longest range, 731 days) and the dashboard loader with its weight and water cards, for a
 * user with three years of daily weigh-ins (1,096, with measurements weekly) and water (4 drinks a
 * day, 4,384 rows) against a new user (one week of both) and a one-year user. p50 and p95 over 200
 * calls in process after a warm-up, the three users interleaved call by call; the note gives the new user's p50 and ratio (the three-year
 * user's screen shows 90 weigh-ins where the new user's shows 7, so that ratio measures what is
 * shown) and the one-year user's (who shows as much: that ratio measures the history's growth).
 * Budget: the page reads what it shows (a range plus the trend's 120-day warm-up, never the
 * history), so three years may cost at most 1.5x one year on every view that reads a fixed range
 * (as bench/engines/history-growth.ts), and the dashboard loader stays within its p50 <= 10 ms.
 *
 * Called by bench/run.ts as `bench(db)` (listed in its `engines`); run alone with
 * `DATABASE_URL=file:<copy of a database> npx tsx bench/engines/weight.ts`.
 */
import { createId } from '@paralleldrive/cuid2'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { createSession, createUser } from '#app/domain/users/users.server.ts'
import { sessionStorage } from '#app/utils/session.server.ts'
import { waterEntries, weighIns } from '#db/schema.ts'
import { interleavedRuns, type EngineRow } from '../stats.ts'

const THREE_YEARS = 1096
const NEW_USER_DAYS = 7
const ONE_YEAR = 365
const DRINKS_A_DAY = 4
/** The history's cost may grow at most this much over a new user's on views that read a bounded range. */
const GROWTH_BUDGET = 1.5

type BenchUser = { id: string; cookie: string }

/** A user with `days` days of daily weigh-ins (a slow loss with ±0.5 kg of day-to-day water) and water, one transaction. */
async function seedUser(db: Db, days: number): Promise<BenchUser> {
	const user = await createUser(db, { email: `bench-weight-${days}-${Date.now()}@example.test`, password: 'bench-password', firstName: 'Bench', lastName: undefined, timezone: 'UTC' })
	const today = todayIn('UTC')
	let seed = 42
	const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31 - 0.5) * 1.0
	const weights: (typeof weighIns.$inferInsert)[] = []
	const water: (typeof waterEntries.$inferInsert)[] = []
	for (let d = days - 1; d >= 0; d--) {
		const date = addDaysIso(today, -d)
		const i = days - 1 - d
		weights.push({ userId: user.id, date, weightKg: 95 - i * 0.01 + noise(), waistCm: i % 7 === 0 ? 100 - i * 0.005 : null })
		for (let k = 0; k < DRINKS_A_DAY; k++) water.push({ id: createId(), userId: user.id, date, ml: 250 + 125 * k })
	}
	await db.transaction(async (tx) => {
		for (let i = 0; i < weights.length; i += 500) await tx.insert(weighIns).values(weights.slice(i, i + 500))
		for (let i = 0; i < water.length; i += 500) await tx.insert(waterEntries).values(water.slice(i, i + 500))
	})
	const session = await sessionStorage.getSession()
	session.set('token', (await createSession(db, user.id)).token)
	return { id: user.id, cookie: (await sessionStorage.commitSession(session)).split(';')[0]! }
}

type Loader = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>

/** Calls a loader as Remix would; a Response that is not 200 fails the bench. */
async function callLoader(loader: Loader, url: string, u: BenchUser, params: Record<string, string> = {}): Promise<unknown> {
	const out = await loader({ request: new Request(`http://localhost${url}`, { headers: { Cookie: u.cookie } }), params, context: {} })
	if (out instanceof Response) {
		if (out.status !== 200) throw new Error(`${url} answered ${out.status}`)
		await out.text()
	}
	return out
}

/** The rows: each call for the three-year user, with the new user's p50 and the ratio in the note. */
export async function bench(db: Db): Promise<EngineRow[]> {
	const started = performance.now()
	const old = await seedUser(db, THREE_YEARS)
	const fresh = await seedUser(db, NEW_USER_DAYS)
	const year = await seedUser(db, ONE_YEAR)
	const seedMs = performance.now() - started
	const weightPage = (await import('#app/routes/weight/route.tsx')).loader as unknown as Loader
	const weightsApi = (await import('#app/routes/api.users.$id.weights.ts')).loader as unknown as Loader
	const dashboard = (await import('#app/routes/_index/route.tsx')).loader as unknown as Loader
	const to = todayIn('UTC')
	const calls: { what: string; run: (u: BenchUser) => Promise<unknown>; growth: boolean; budget?: { p50: number } }[] = [
		{ what: 'weight page loader (90-day chart, latest, first history page)', run: (u) => callLoader(weightPage, '/weight', u), growth: true },
		{ what: 'weight page loader, 365-day chart', run: (u) => callLoader(weightPage, '/weight?days=365', u), growth: false },
		{ what: 'GET /api/users/{id}/weights (default 90 days)', run: (u) => callLoader(weightsApi, `/api/users/${u.id}/weights`, u, { id: u.id }), growth: true },
		{
			what: 'GET /api/users/{id}/weights?from=&to= (731 days, the longest range)',
			run: (u) => callLoader(weightsApi, `/api/users/${u.id}/weights?from=${addDaysIso(to, -730)}&to=${to}`, u, { id: u.id }),
			growth: false,
		},
		{ what: 'dashboard loader with the weight and water cards', run: (u) => callLoader(dashboard, '/?meal=lunch', u), growth: true, budget: { p50: 10 } },
	]
	const rows: EngineRow[] = [
		{ what: 'weight: seed a three-year log, a one-year and a new user (one transaction each)', note: `${THREE_YEARS.toLocaleString('en-US')} weigh-ins and ${(THREE_YEARS * DRINKS_A_DAY).toLocaleString('en-US')} drinks, plus a one-year and a one-week user, in ${(seedMs / 1000).toFixed(1)} s` },
	]
	for (const call of calls) {
		const { fresh: a, year: y, old: b } = await interleavedRuns({ fresh: () => call.run(fresh), year: () => call.run(year), old: () => call.run(old) })
		rows.push({
			what: `weight, three-year user: ${call.what}`,
			p50: b.p50,
			p95: b.p95,
			// Growth past the budget fails the row through its p50 budget: the one-year user's p50 x 1.5.
			budget: call.budget ?? (call.growth ? { p50: y.p50 * GROWTH_BUDGET } : undefined),
			note: `new user (${NEW_USER_DAYS} days) p50 ${a.p50.toFixed(2)} ms, ratio x${(b.p50 / a.p50).toFixed(2)}; one-year user p50 ${y.p50.toFixed(2)} ms, ratio x${(b.p50 / y.p50).toFixed(2)}${call.growth ? ` (budget x${GROWTH_BUDGET})` : ' (reads more days than the one-year user has)'}`,
		})
	}
	return rows
}

// Run alone: print the rows.
if (import.meta.url === `file://${process.argv[1]}`) {
	// Route modules import assets (Vite `?url` imports): bench/asset-hooks.mjs, as bench/run.ts does.
	const { register } = await import('node:module')
	register('../asset-hooks.mjs', import.meta.url)
	const { db } = await import('#app/db.server.ts')
	for (const r of await bench(db)) console.log([r.what, r.p50 != null ? `p50 ${r.p50.toFixed(2)} ms` : '', r.p95 != null ? `p95 ${r.p95.toFixed(2)} ms` : '', r.note ?? ''].filter(Boolean).join(' | '))
	db.$client.close()
}

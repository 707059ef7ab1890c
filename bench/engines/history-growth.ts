/**
 * `npm run bench` rows for history growth: every page loader and every history-reading API call,
 * called in-process (like the dashboard loader row of bench/run.ts), for a new user and for a
 * user with three years of diary, in the same run. Budget: the three-year user's p50 within
 * 1.5x of the new user's p50 for the same call (the cost of an answer grows with the answer, not
 * with the history behind it).
 *
 * The three-year user holds 1,095 days × 4 meals × 5 entries (21,900 entries) ending on their
 * today; the new user holds only today, the same 4 meals × 5 entries, so a call about today
 * answers the same for both and any difference is the history behind it. Written in one
 * transaction of multi-row inserts: quicker than logging each entry, and every trigger on meals
 * and meal_foods still runs for every row, as it does for a logged one. Both users are removed
 * afterwards.
 *
 * Each call is timed `ROUNDS` times after `WARM_UP` untimed rounds, the two users interleaved
 * call by call so that both see the same state of the machine.
 */
import { createId } from '@paralleldrive/cuid2'
import { eq } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { createSession } from '#app/domain/users/users.server.ts'
import { sessionStorage } from '#app/utils/session.server.ts'
import { foods, mealFoods, meals, MEAL_TYPES, users } from '#db/schema.ts'
import { interleavedRuns, type EngineRow, type InterleavedFigures } from '../stats.ts'

/** Days of diary the long-standing user holds: three years. */
export const HISTORY_DAYS = 1095
/** Entries in each of the day's four meals. */
export const ENTRIES_PER_MEAL = 5
/** The budget: a three-year user's p50 at most this many times a new user's (issue figure). */
export const GROWTH_BUDGET = 1.5
const WARM_UP = 15
const ROUNDS = 120
/** Rows per multi-row INSERT while seeding (well under SQLite's 32,766 bound variables). */
const CHUNK = 400

export type BenchUser = { id: string; cookie: string; token: string }
type Call = { what: string; run: (u: BenchUser) => Promise<unknown> }

/** A bench user with a session: its id, session cookie and bearer token. */
export async function makeUser(db: Db, label: string): Promise<BenchUser> {
	const id = `bench-history-${label}-${Date.now()}`
	await db.insert(users).values({ id, email: `${id}@bench.invalid`, passwordHash: 'x', timezone: 'UTC' })
	const { token } = await createSession(db, id)
	const session = await sessionStorage.getSession()
	session.set('token', token)
	const cookie = (await sessionStorage.commitSession(session)).split(';')[0]!
	return { id, cookie, token }
}

/**
 * Writes `days` days of diary ending today for `userId`: every meal type each day, each with
 * `ENTRIES_PER_MEAL` entries of real foods (snapshotted nutrients from the food rows per 100 g),
 * one transaction.
 */
export async function seedHistory(db: Db, userId: string, days: number, today: string): Promise<number> {
	const foodRows = await db
		.select({ id: foods.id, name: foods.name, kcal: foods.kcal, proteinG: foods.proteinG, carbsG: foods.carbsG, fatG: foods.fatG })
		.from(foods)
		.where(eq(foods.source, 'sr_legacy'))
		.limit(40)
	if (foodRows.length === 0) throw new Error('history-growth bench: the database holds no USDA foods')
	const mealRows: (typeof meals.$inferInsert)[] = []
	const entryRows: (typeof mealFoods.$inferInsert)[] = []
	for (let d = 0; d < days; d++) {
		const date = addDaysIso(today, -d)
		const loggedAt = new Date(`${date}T12:00:00Z`)
		for (const [t, mealType] of MEAL_TYPES.entries()) {
			const mealId = createId()
			mealRows.push({ id: mealId, userId, mealType, date, time: `${String(7 + t * 4).padStart(2, '0')}:00` })
			for (let k = 0; k < ENTRIES_PER_MEAL; k++) {
				const f = foodRows[(d * 7 + t * ENTRIES_PER_MEAL + k) % foodRows.length]!
				const grams = 50 + ((d + k) % 5) * 25
				const per = (v: number | null) => Math.round((v ?? 0) * grams) / 100
				entryRows.push({
					id: createId(),
					userId,
					mealId,
					foodId: f.id,
					foodName: f.name,
					quantity: grams,
					unit: 'g',
					mealType,
					grams,
					kcal: per(f.kcal),
					proteinG: per(f.proteinG),
					carbsG: per(f.carbsG),
					fatG: per(f.fatG),
					loggedAt,
				})
			}
		}
	}
	await db.transaction(async (tx) => {
		for (let i = 0; i < mealRows.length; i += CHUNK) await tx.insert(meals).values(mealRows.slice(i, i + CHUNK))
		for (let i = 0; i < entryRows.length; i += CHUNK) await tx.insert(mealFoods).values(entryRows.slice(i, i + CHUNK))
	})
	return entryRows.length
}

export type Loader = (args: { request: Request; params: Record<string, string>; context: object }) => Promise<unknown>

/** Runs a loader the way Remix does and reads a Response's body (its serialisation is part of the cost). */
export async function runLoader(loader: Loader, request: Request, params: Record<string, string>): Promise<unknown> {
	const out = await loader({ request, params, context: {} })
	return out instanceof Response ? out.text() : out
}

/** Every page loader and history-reading API call, relative to the user's `today` (bench/engines/goal-history.ts times a few of them too). */
export async function calls(today: string): Promise<Call[]> {
	const base = 'http://localhost'
	const page = (what: string, path: string, load: () => Promise<{ loader: unknown }>): Call => ({
		what,
		run: async (u) => runLoader((await load()).loader as Loader, new Request(`${base}${path}`, { headers: { Cookie: u.cookie } }), {}),
	})
	const api = (what: string, path: (u: BenchUser) => string, params: (u: BenchUser) => Record<string, string>, load: () => Promise<{ loader: unknown }>): Call => ({
		what,
		run: async (u) => runLoader((await load()).loader as Loader, new Request(`${base}${path(u)}`, { headers: { Authorization: `Bearer ${u.token}` } }), params(u)),
	})
	return [
		page('/ (dashboard)', '/', () => import('#app/routes/_index/route.tsx')),
		page('/profile', '/profile', () => import('#app/routes/profile/route.tsx')),
		page('/analytics (This Week)', '/analytics', () => import('#app/routes/analytics.tsx')),
		page('/analytics?range=last-week', '/analytics?range=last-week', () => import('#app/routes/analytics.tsx')),
		page('/analytics?range=this-month (month view)', '/analytics?range=this-month', () => import('#app/routes/analytics.tsx')),
		page('/goals', '/goals', () => import('#app/routes/goals.tsx')),
		page('/search?q=banana', '/search?q=banana', () => import('#app/routes/search.tsx')),
		page('/multimodal-input', '/multimodal-input', () => import('#app/routes/multimodal-input/route.tsx')),
		page('/meal-planning', '/meal-planning', () => import('#app/routes/meal-planning/route.tsx')),
		page('/meal-planning?tab=goals (protein of the week)', '/meal-planning?tab=goals', () => import('#app/routes/meal-planning/route.tsx')),
		api('GET /api/users/{id}/stats', (u) => `/api/users/${u.id}/stats`, (u) => ({ id: u.id }), () => import('#app/routes/api.users.$id.stats.ts')),
		api(
			'GET /api/users/{id}/progress/weekly/{date}',
			(u) => `/api/users/${u.id}/progress/weekly/${today}`,
			(u) => ({ id: u.id, date: today }),
			() => import('#app/routes/api.users.$id.progress.weekly.$date.ts'),
		),
		api(
			'GET /api/users/{id}/progress/daily/{date}',
			(u) => `/api/users/${u.id}/progress/daily/${today}`,
			(u) => ({ id: u.id, date: today }),
			() => import('#app/routes/api.users.$id.progress.daily.$date.ts'),
		),
		api('GET /api/users/{id}/progress/daily', (u) => `/api/users/${u.id}/progress/daily`, (u) => ({ id: u.id }), () => import('#app/routes/api.users.$id.progress.daily.ts')),
		api('GET /api/users/{id}/meals/{date}', (u) => `/api/users/${u.id}/meals/${today}`, (u) => ({ id: u.id, date: today }), () => import('#app/routes/api.users.$id.meals.$date.ts')),
		api('GET /api/users/{id}', (u) => `/api/users/${u.id}`, (u) => ({ id: u.id }), () => import('#app/routes/api.users.$id.ts')),
	]
}

/** New user vs three-year user, p50 of each call with the ratio against the 1.5x budget. */
export async function bench(db: Db): Promise<EngineRow[]> {
	const fresh = await makeUser(db, 'new')
	const veteran = await makeUser(db, 'three-years')
	try {
		const today = todayIn('UTC')
		await seedHistory(db, fresh.id, 1, today)
		const t0 = performance.now()
		const entries = await seedHistory(db, veteran.id, HISTORY_DAYS, today)
		const seedMs = performance.now() - t0
		const rows: EngineRow[] = [{ what: 'history growth: seed three-year diary (one transaction)', note: `${entries.toLocaleString('en-US')} entries in ${(seedMs / 1000).toFixed(1)} s` }]
		for (const call of await calls(today)) {
			let timed: Record<'fresh' | 'veteran', InterleavedFigures>
			try {
				timed = await interleavedRuns({ fresh: () => call.run(fresh), veteran: () => call.run(veteran) }, ROUNDS, WARM_UP)
			} catch (failure) {
				rows.push({ what: `history: ${call.what}`, note: `failed: ${failure instanceof Error ? failure.message : String(failure)}` })
				continue
			}
			const { fresh: a, veteran: b } = timed
			const ratio = b.p50 / a.p50
			rows.push({
				what: `history: ${call.what}`,
				p50: b.p50,
				p95: b.p95,
				budget: { p50: a.p50 * GROWTH_BUDGET },
				note: `new user (today only) p50 ${a.p50.toFixed(2)} ms, ratio x${ratio.toFixed(2)} (budget x${GROWTH_BUDGET})`,
			})
		}
		return rows
	} finally {
		await db.delete(users).where(eq(users.id, fresh.id))
		await db.delete(users).where(eq(users.id, veteran.id))
	}
}

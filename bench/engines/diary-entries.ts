/**
 * `npm run bench` rows for the dashboard with a meal opened to its entries (`/?open=<meal id>`):
 * the dashboard loader closed, with a meal of 3 entries open, and with a full meal open
 * (DIARY_CAPS.entriesPerMeal entries of distinct foods, each listed with its food's units), p50
 * and p95 over 200 calls in process, for a user with today's four meals of 3 entries. Budget: the
 * dashboard loader row's (p50 ≤ 10 ms); the full meal is reported against it too.
 */
import type { Db } from '#app/db.server.ts'
import { todayIn } from '#app/domain/dates.ts'
import { DIARY_CAPS } from '#app/domain/diary/caps.ts'
import { findOrCreateMeal, logFood } from '#app/domain/diary/diary.server.ts'
import { createSession, createUser } from '#app/domain/users/users.server.ts'
import { sessionStorage } from '#app/utils/session.server.ts'
import { MEAL_TYPES } from '#db/schema.ts'
import { p50p95, type EngineRow } from '../stats.ts'

const CALLS = 200
const WARM_UP = 20

/** The signed session cookie (`name=value`) of a new session for `userId`. */
async function cookieFor(db: Db, userId: string): Promise<string> {
	const session = await sessionStorage.getSession()
	session.set('token', (await createSession(db, userId)).token)
	return (await sessionStorage.commitSession(session)).split(';')[0]!
}

/** p50/p95 of the dashboard loader at `search` (ms), after a warm-up. */
async function loaderTimes(cookie: string, search: string) {
	const { loader } = await import('#app/routes/_index/route.tsx')
	const times: number[] = []
	for (let i = 0; i < CALLS + WARM_UP; i++) {
		const start = performance.now()
		const data = await loader({ request: new Request(`http://localhost/${search}`, { headers: { Cookie: cookie } }), params: {}, context: {} })
		if (search.includes('open=') && !('opened' in data && data.opened)) throw new Error(`the dashboard did not open the meal at ${search}`)
		if (i >= WARM_UP) times.push(performance.now() - start)
	}
	return p50p95(times)
}

export async function bench(db: Db): Promise<EngineRow[]> {
	const user = await createUser(db, { email: `bench-entries-${Date.now()}@example.test`, password: 'bench-password', firstName: 'Bench', lastName: undefined, timezone: 'UTC' })
	const actor = { userId: user.id, timezone: 'UTC' }
	const foodIds = (await db.$client.execute(`select id from foods where source = 'sr_legacy' and serving_grams is not null limit ${DIARY_CAPS.entriesPerMeal}`)).rows.map((r) => Number(r.id))
	const today = todayIn('UTC')
	for (const [i, mealType] of MEAL_TYPES.entries())
		for (let k = 0; k < 3; k++) await logFood(db, actor, { foodId: foodIds[(i * 3 + k) % foodIds.length]!, quantity: 1, unit: 'serving', mealType, date: today })
	const small = await findOrCreateMeal(db, actor, { mealType: 'lunch', date: today })
	const fullDay = '2026-01-15'
	for (let k = 0; k < DIARY_CAPS.entriesPerMeal; k++) await logFood(db, actor, { foodId: foodIds[k % foodIds.length]!, quantity: 1, unit: 'serving', mealType: 'dinner', date: fullDay })
	const full = await findOrCreateMeal(db, actor, { mealType: 'dinner', date: fullDay })
	const cookie = await cookieFor(db, user.id)
	const budget = { p50: 10 }
	const closed = await loaderTimes(cookie, '')
	const open = await loaderTimes(cookie, `?open=${small.id}`)
	const fullOpen = await loaderTimes(cookie, `?date=${fullDay}&open=${full.id}`)
	return [
		{ what: 'dashboard loader, meals closed (4 meals of 3 entries)', ...closed, budget, note: `${closed.n} calls` },
		{ what: 'dashboard loader, a meal of 3 entries open', ...open, budget, note: `${open.n} calls` },
		{ what: `dashboard loader, a full meal open (${DIARY_CAPS.entriesPerMeal} entries of ${Math.min(foodIds.length, DIARY_CAPS.entriesPerMeal)} foods)`, ...fullOpen, budget, note: `${fullOpen.n} calls` },
	]
}

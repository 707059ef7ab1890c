/**
 * `npm run bench` rows for the add sheet's first step (`/?sheet=search`: recent foods, My Meals,
 * quick add) against the dashboard's page budget: the dashboard loader with the sheet closed and
 * with it open, and the recent-foods read alone, for a user with 90 days of history (4 meals a day
 * of 5 entries of 40 foods, 1,800 entries, written in one transaction with the triggers running)
 * and 10 My Meals. p50 and p95 over 200 calls in process, after a warm-up. Budget: the dashboard
 * loader row's (p50 ≤ 10 ms).
 */
import { createId } from '@paralleldrive/cuid2'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { entrySnapshot } from '#app/domain/diary/diary.server.ts'
import { recentFoods } from '#app/domain/diary/recent.server.ts'
import { saveMealAs } from '#app/domain/diary/saved-meals.server.ts'
import { getFoods } from '#app/domain/foods/foods.server.ts'
import { createSession, createUser } from '#app/domain/users/users.server.ts'
import { sessionStorage } from '#app/utils/session.server.ts'
import { mealFoods, meals, MEAL_TYPES } from '#db/schema.ts'
import { p50p95, type EngineRow } from '../stats.ts'

const CALLS = 200
const WARM_UP = 20
const DAYS = 90
const ENTRIES_PER_MEAL = 5
const FOODS = 40

async function times(run: () => Promise<void>) {
	const out: number[] = []
	for (let i = 0; i < CALLS + WARM_UP; i++) {
		const start = performance.now()
		await run()
		if (i >= WARM_UP) out.push(performance.now() - start)
	}
	return p50p95(out)
}

export async function bench(db: Db): Promise<EngineRow[]> {
	const user = await createUser(db, { email: `bench-loop-${Date.now()}@example.test`, password: 'bench-password', firstName: 'Bench', lastName: undefined, timezone: 'UTC' })
	const actor = { userId: user.id, timezone: 'UTC' }
	const ids = (await db.$client.execute(`select id from foods where source = 'sr_legacy' and serving_grams is not null limit ${FOODS}`)).rows.map((r) => Number(r.id))
	const foods = [...(await getFoods(db, actor, ids)).values()]
	const today = todayIn('UTC')
	let k = 0
	let t = Date.now() - DAYS * 86_400_000
	await db.transaction(async (tx) => {
		for (let d = DAYS - 1; d >= 0; d--) {
			const date = addDaysIso(today, -d)
			for (const mealType of MEAL_TYPES) {
				const [meal] = await tx.insert(meals).values({ id: createId(), userId: user.id, mealType, date, time: '12:00' }).returning()
				const rows = Array.from({ length: ENTRIES_PER_MEAL }, () => {
					const food = foods[k++ % foods.length]!
					return { id: createId(), userId: user.id, mealId: meal!.id, foodId: food.id, foodName: food.name, foodBrand: food.brand, mealType, loggedAt: new Date((t += 60_000)), ...entrySnapshot(food, 1, 'serving') }
				})
				await tx.insert(mealFoods).values(rows)
			}
		}
	})
	const todaysMeals = await db.query.meals.findMany({ where: (m, { and, eq }) => and(eq(m.userId, user.id), eq(m.date, today)) })
	for (let i = 0; i < 10; i++) await saveMealAs(db, actor, { mealId: todaysMeals[i % todaysMeals.length]!.id, name: `My meal ${i}` })

	const session = await sessionStorage.getSession()
	session.set('token', (await createSession(db, user.id)).token)
	const cookie = (await sessionStorage.commitSession(session)).split(';')[0]!
	const { loader } = await import('#app/routes/_index/route.tsx')
	const load = (search: string) => async () => {
		const data = await loader({ request: new Request(`http://localhost/${search}`, { headers: { Cookie: cookie } }), params: {}, context: {} })
		if (search.includes('sheet=search') && !(data.signedIn && data.shortcuts?.recentFoods?.length)) throw new Error('the add sheet did not list recent foods')
	}
	const budget = { p50: 10 }
	const closed = await times(load('?meal=lunch'))
	const open = await times(load('?sheet=search&meal=lunch'))
	const recent = await times(async () => {
		await recentFoods(db, actor, { limit: 12 })
	})
	const entries = DAYS * MEAL_TYPES.length * ENTRIES_PER_MEAL
	return [
		{ what: `dashboard loader, add sheet closed (${DAYS} days of history, ${entries.toLocaleString('en-US')} entries)`, ...closed, budget, note: `${closed.n} calls` },
		{ what: `dashboard loader, add sheet open: recent foods, My Meals, quick add (${DAYS} days of history)`, ...open, budget, note: `${open.n} calls; 10 My Meals` },
		{ what: `recent foods alone (${DAYS} days of history, ${FOODS} foods)`, ...recent, budget, note: `${recent.n} calls` },
	]
}

/**
 * The meal/day calories rule (`mealCalories` in diary.server.ts, the day totals' SQL: the sum of the
 * meal's entries plus the adjustment typed in Edit Meal; a day is the sum of its meals) gives the same
 * number on every screen and API, over random diaries: the dashboard (its loader for `?date=`),
 * the daily-progress API, the weekly view (API), the stats (active days, average) and the
 * meals-of-a-day API. Random but reproducible: a seeded generator, so a failure names its seed.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { createTestUser, foodIdByFdc, routeArgs } from '#tests/utils.ts'
import { call, expectOk, type RouteModule } from '#tests/unit/api/api-helpers.ts'

/** mulberry32: a small deterministic PRNG. */
function rng(seed: number) {
	let a = seed >>> 0
	return () => {
		a = (a + 0x6d2b79f5) >>> 0
		let t = a
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

const WEEK = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']
const TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const
// Bananas, raw; Egg, whole, raw, fresh; Bread, white; Cheese, cheddar; Milk, whole
const FDC = [173944, 171287, 325871, 328637, 322892]

let db: Db
let foodIds: number[]
let mod: Record<'daily' | 'weekly' | 'meals' | 'stats', RouteModule>

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	foodIds = await Promise.all(FDC.map(foodIdByFdc))
	mod = {
		daily: await import('#app/routes/api.users.$id.progress.daily.$date.ts'),
		weekly: await import('#app/routes/api.users.$id.progress.weekly.$date.ts'),
		meals: await import('#app/routes/api.users.$id.meals.$date.ts'),
		stats: await import('#app/routes/api.users.$id.stats.ts'),
	}
})

/** A random week of meals: entries of random foods and weights, some typed calories (then sometimes a food more), some empty meals. */
async function randomDiary(seed: number) {
	const r = rng(seed)
	const u = await createTestUser()
	const { logFood, createMeal, updateMeal } = await import('#app/domain/diary/diary.server.ts')
	const ctx = { userId: u.user.id, timezone: u.user.timezone }
	for (const date of WEEK) {
		for (const type of TYPES) {
			const roll = r()
			if (roll < 0.45) continue
			if (roll < 0.5) {
				await createMeal(db, ctx, { name: type, date }) // an empty meal: counts nowhere
				continue
			}
			const n = 1 + Math.floor(r() * 3)
			let mealId = ''
			for (let i = 0; i < n; i++) {
				const { meal } = await logFood(db, ctx, { foodId: foodIds[Math.floor(r() * foodIds.length)]!, quantity: Math.round(1 + r() * 40000) / 100, unit: 'gram', mealType: type, date })
				mealId = meal.id
			}
			if (r() < 0.3) {
				await updateMeal(db, ctx, mealId, { name: type, date, calories: Math.round(r() * 300000) / 100 })
				// A food logged after typed calories still counts (the typed figure is an adjustment).
				if (r() < 0.5) await logFood(db, ctx, { foodId: foodIds[Math.floor(r() * foodIds.length)]!, quantity: Math.round(1 + r() * 40000) / 100, unit: 'gram', mealType: type, date })
			}
		}
	}
	return u
}

async function dashboardKcal(cookie: string, date: string): Promise<number> {
	const { loader } = await import('#app/routes/_index/route.tsx')
	const data = await loader(routeArgs(new Request(`http://localhost:3000/?date=${date}`, { headers: { Cookie: cookie } })))
	if (!('signedIn' in data) || !data.signedIn) throw new Error('not signed in')
	expect(data.date).toBe(date)
	return data.progress.consumed.kcal ?? 0
}

describe('meal and day calories agree everywhere', () => {
	test.each([11, 23, 37, 41, 59, 61])('random diary, seed %i', async (seed) => {
		const u = await randomDiary(seed)
		const params = { id: u.user.id }
		const weekly = expectOk(await call(mod.weekly, `/api/users/${u.user.id}/progress/weekly/${WEEK[3]}`, { headers: u.bearer, params: { ...params, date: WEEK[3]! } }), 200) as {
			days: Array<{ date: string; calories: number }>
		}
		const { getActiveDays } = await import('#app/domain/stats/stats.server.ts')
		const active = new Map((await getActiveDays(db, u.user)).map((d) => [d.date, d]))
		const perDay: number[] = []
		for (const date of WEEK) {
			const dashboard = await dashboardKcal(u.cookie, date)
			const daily = expectOk(await call(mod.daily, `/api/users/${u.user.id}/progress/daily/${date}`, { headers: u.bearer, params: { ...params, date } }), 200) as {
				consumed: { calories: number }
			}
			const meals = expectOk(await call(mod.meals, `/api/users/${u.user.id}/meals/${date}`, { headers: u.bearer, params: { ...params, date } }), 200) as Array<{
				calories: number
				foods: Array<{ calories: number }>
				caloriesAdjusted: boolean
			}>
			const { roundTo } = await import('#app/domain/nutrition/index.ts')
			const fromMeals = roundTo(meals.reduce((acc, m) => acc + m.calories, 0))
			expect(daily.consumed.calories, `${date} daily API`).toBe(dashboard)
			expect(fromMeals, `${date} meals API`).toBe(dashboard)
			expect(weekly.days.find((d) => d.date === date)?.calories, `${date} weekly`).toBe(dashboard)
			const logged = meals.filter((m) => m.foods.length > 0 || m.caloriesAdjusted)
			expect(active.get(date)?.calories ?? 0, `${date} stats`).toBe(dashboard)
			expect(active.has(date), `${date} active`).toBe(logged.length > 0)
			if (logged.length > 0) perDay.push(dashboard)
		}
		const stats = expectOk(await call(mod.stats, `/api/users/${u.user.id}/stats`, { headers: u.bearer, params }), 200) as { daysActive: number; avgCalories: number }
		expect(stats.daysActive).toBe(perDay.length)
		expect(stats.avgCalories).toBe(perDay.length ? Math.round(perDay.reduce((a, b) => a + b, 0) / perDay.length) : 0)
	}, 60_000)
})

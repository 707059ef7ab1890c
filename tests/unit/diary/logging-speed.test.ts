/**
 * Logging what you ate again, fast: quick add (the add sheet's form and POST /api/users/{id}/quick-add
 * log the same thing), copying a meal or a day (the copy's totals equal the source's, all or
 * nothing at the caps), recent foods (the user's own diary only, with the last amount and unit),
 * My Meals (saved, logged again, capped at the boundary).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { DIARY_CAPS, SAVED_MEAL_CAPS } from '#app/domain/diary/caps.ts'
import { createTestUser, customFood, foodIdByFdc, formRequest, routeArgs } from '#tests/utils.ts'
import { call, expectError, expectOk, type RouteModule } from '#tests/unit/api/api-helpers.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
let db: Db
let api: Record<'quickAdd' | 'recent' | 'copyMeal' | 'copyDay' | 'saved' | 'savedOne' | 'savedLog', RouteModule>
let bananaId: number
const DAY = '2026-06-10'
const NEXT = '2026-06-11'

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	api = {
		quickAdd: await import('#app/routes/api.users.$id.quick-add.ts'),
		recent: await import('#app/routes/api.users.$id.recent-foods.ts'),
		copyMeal: await import('#app/routes/api.meals.$id.copy.ts'),
		copyDay: await import('#app/routes/api.users.$id.copy-day.ts'),
		saved: await import('#app/routes/api.users.$id.saved-meals.ts'),
		savedOne: await import('#app/routes/api.saved-meals.$id.ts'),
		savedLog: await import('#app/routes/api.saved-meals.$id.log.ts'),
	}
	bananaId = await foodIdByFdc(173944) // Bananas, raw
})

const actorOf = (u: TestUser) => ({ userId: u.user.id, timezone: u.user.timezone })

async function dayTotals(u: TestUser, date: string) {
	const { getDailyProgress } = await import('#app/domain/diary/diary.server.ts')
	return (await getDailyProgress(db, u.user, date)).consumed
}

/** The dashboard's action with a form as a browser without JavaScript sends it (a thrown Response is its answer too). */
const postForm = async (u: TestUser, fields: Record<string, string>) =>
	(await import('#app/routes/_index/route.tsx'))
		.action(routeArgs(formRequest(`/?index&date=${DAY}`, { date: DAY, ...fields }, { Cookie: u.cookie })))
		.catch((thrown: unknown) => (thrown instanceof Response ? thrown : Promise.reject(thrown))) as Promise<unknown>
const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200))

/** Breakfast of toast (150 kcal) and 150 g banana, with Edit Meal's typed calories 20 kcal above; lunch of 2 servings of soup (2 × 80 kcal). */
async function seedDay(u: TestUser, date = DAY) {
	const { logFood, updateMeal } = await import('#app/domain/diary/diary.server.ts')
	const toast = await customFood(u.user, 'Toast', 150, 5)
	const soup = await customFood(u.user, 'Soup', 80, 3)
	const a = actorOf(u)
	const { meal: breakfast } = await logFood(db, a, { foodId: toast.id, quantity: 1, unit: 'serving', mealType: 'breakfast', date })
	const { meal } = await logFood(db, a, { foodId: bananaId, quantity: 150, unit: 'gram', mealType: 'breakfast', date })
	await updateMeal(db, a, breakfast.id, { name: 'breakfast', date, calories: Math.round(meal.nutrients.kcal ?? 0) + 20 })
	const { meal: lunch } = await logFood(db, a, { foodId: soup.id, quantity: 2, unit: 'serving', mealType: 'lunch', date })
	return { breakfastId: breakfast.id, lunchId: lunch.id, toast, soup }
}

describe('quick add', () => {
	test('the add sheet form and the API log the same calories and macros, as an entry with no food named Quick add', async () => {
		const viaForm = await createTestUser()
		const viaApi = await createTestUser()
		const values = { calories: '420', protein: '30', carbs: '41.5', fat: '12' }
		expect(statusOf(await postForm(viaForm, { intent: 'quick-add', mealType: 'dinner', ...values }))).toBe(302)
		const res = await call(api.quickAdd, `/api/users/${viaApi.user.id}/quick-add`, {
			params: { id: viaApi.user.id },
			headers: viaApi.bearer,
			body: { date: DAY, mealType: 'dinner', calories: 420, protein: 30, carbs: 41.5, fat: 12 },
		})
		const body = expectOk(res, 201) as { entry: { foodId: number | null; name: string; calories: number } }
		expect(body.entry).toMatchObject({ foodId: null, name: 'Quick add', calories: 420 })
		const [a, b] = [await dayTotals(viaForm, DAY), await dayTotals(viaApi, DAY)]
		expect(a).toEqual(b)
		expect(a).toMatchObject({ kcal: 420, proteinG: 30, carbsG: 41.5, fatG: 12 })
	})

	test('macros are optional; missing calories is refused naming the field; another user id is 403', async () => {
		const u = await createTestUser()
		const other = await createTestUser()
		const path = `/api/users/${u.user.id}/quick-add`
		expectOk(await call(api.quickAdd, path, { params: { id: u.user.id }, headers: u.bearer, body: { date: DAY, mealType: 'snack', calories: 95 } }), 201)
		expect(await dayTotals(u, DAY)).toMatchObject({ kcal: 95, proteinG: 0 })
		expectError(await call(api.quickAdd, path, { params: { id: u.user.id }, headers: u.bearer, body: { date: DAY, mealType: 'snack', protein: 5 } }), 422, 'calories')
		expectError(await call(api.quickAdd, path, { params: { id: u.user.id }, headers: u.bearer, body: { date: DAY, mealType: 'snack', calories: 10, fat: -1 } }), 422, 'fat')
		expectError(await call(api.quickAdd, path, { params: { id: u.user.id }, headers: other.bearer, body: { date: DAY, mealType: 'snack', calories: 95 } }), 403)
		// The form refuses it too, with the field's message, and logs nothing.
		expect(statusOf(await postForm(u, { intent: 'quick-add', mealType: 'snack', calories: '' }))).toBe(400)
		expect((await dayTotals(u, DAY)).kcal).toBe(95)
	})
})

describe('copying a meal or a day', () => {
	test("a meal copied to another day has the source's totals (typed calories included); the API and the form agree", async () => {
		const u = await createTestUser()
		const { breakfastId } = await seedDay(u)
		const { getMeal } = await import('#app/domain/diary/diary.server.ts')
		const source = await getMeal(db, actorOf(u), breakfastId)
		const res = await call(api.copyMeal, `/api/meals/${breakfastId}/copy`, { params: { id: breakfastId }, headers: u.bearer, body: { toDate: NEXT, toMealType: 'breakfast' } })
		const body = expectOk(res, 201) as { meal: { calories: number; protein: number }; entries: unknown[] }
		expect(body.entries).toHaveLength(2)
		expect(body.meal.calories).toBe(source.nutrients.kcal)
		expect(body.meal.protein).toBe(source.nutrients.proteinG)
		// The form: the same meal to lunch of the next day.
		expect(statusOf(await postForm(u, { intent: 'copy-meal', id: breakfastId, toDate: NEXT, toMealType: 'lunch' }))).toBe(302)
		const next = await dayTotals(u, NEXT)
		expect(next.kcal).toBeCloseTo(2 * (source.nutrients.kcal ?? 0), 6)
	})

	test("another user's meal is 404 and copying a meal onto itself is refused naming toMealType", async () => {
		const u = await createTestUser()
		const other = await createTestUser()
		const { breakfastId } = await seedDay(u)
		expectError(await call(api.copyMeal, `/api/meals/${breakfastId}/copy`, { params: { id: breakfastId }, headers: other.bearer, body: { toDate: NEXT, toMealType: 'breakfast' } }), 404)
		expectError(await call(api.copyMeal, `/api/meals/${breakfastId}/copy`, { params: { id: breakfastId }, headers: u.bearer, body: { toDate: DAY, toMealType: 'breakfast' } }), 422, 'toMealType')
		expect((await dayTotals(other, NEXT)).kcal).toBe(0)
	})

	test("'Copy yesterday' gives the day the source day's totals; a day without meals is refused naming fromDate", async () => {
		const u = await createTestUser()
		await seedDay(u)
		const source = await dayTotals(u, DAY)
		expect(statusOf(await postForm(u, { intent: 'copy-day', fromDate: DAY, toDate: NEXT }))).toBe(302)
		expect(await dayTotals(u, NEXT)).toEqual(source)
		const res = await call(api.copyDay, `/api/users/${u.user.id}/copy-day`, { params: { id: u.user.id }, headers: u.bearer, body: { fromDate: '2026-01-01', toDate: NEXT } })
		expectError(res, 422, 'fromDate')
	})

	test('a copy that would pass the foods-per-meal cap writes nothing (one transaction)', async () => {
		const u = await createTestUser()
		await seedDay(u)
		const { quickAdd } = await import('#app/domain/diary/quick-add.server.ts')
		// Lunch of the next day full: the day's copy writes breakfast first, then fails on lunch and must undo breakfast.
		for (let i = 0; i < DIARY_CAPS.entriesPerMeal; i++) await quickAdd(db, actorOf(u), { date: NEXT, mealType: 'lunch', calories: 1, protein: 0, carbs: 0, fat: 0 })
		const before = await dayTotals(u, NEXT)
		const res = await call(api.copyDay, `/api/users/${u.user.id}/copy-day`, { params: { id: u.user.id }, headers: u.bearer, body: { fromDate: DAY, toDate: NEXT } })
		expectError(res, 422, 'toDate')
		expect(await dayTotals(u, NEXT)).toEqual(before)
	})
})

describe('recent foods', () => {
	test("list the user's own foods with the last amount and unit, most recent first, never another user's", async () => {
		const { todayIn, addDaysIso } = await import('#app/domain/dates.ts')
		const { logFood } = await import('#app/domain/diary/diary.server.ts')
		const u = await createTestUser()
		const other = await createTestUser()
		const today = todayIn(u.user.timezone)
		const yesterday = addDaysIso(today, -1)
		const mine = await customFood(u.user, 'My granola', 210, 6)
		const theirs = await customFood(other.user, 'Their secret cake', 500)
		await logFood(db, actorOf(u), { foodId: bananaId, quantity: 100, unit: 'gram', mealType: 'breakfast', date: yesterday })
		await logFood(db, actorOf(u), { foodId: bananaId, quantity: 150, unit: 'gram', mealType: 'breakfast', date: yesterday })
		await logFood(db, actorOf(u), { foodId: mine.id, quantity: 2, unit: 'serving', mealType: 'snack', date: today })
		await logFood(db, actorOf(other), { foodId: theirs.id, quantity: 1, unit: 'serving', mealType: 'lunch', date: today })
		await logFood(db, actorOf(other), { foodId: bananaId, quantity: 1, unit: 'serving', mealType: 'lunch', date: today })
		const { quickAdd } = await import('#app/domain/diary/quick-add.server.ts')
		await quickAdd(db, actorOf(u), { date: today, mealType: 'dinner', calories: 300, protein: 0, carbs: 0, fat: 0 })

		const res = await call(api.recent, `/api/users/${u.user.id}/recent-foods`, { params: { id: u.user.id }, headers: u.bearer })
		const list = expectOk(res, 200) as { foodId: number; quantity: number; unit: string; name: string }[]
		expect(list.map((f) => f.foodId)).toEqual([mine.id, bananaId])
		expect(list[1]).toMatchObject({ quantity: 150, unit: 'gram' })
		const theirList = expectOk(await call(api.recent, `/api/users/${other.user.id}/recent-foods`, { params: { id: other.user.id }, headers: other.bearer }), 200) as { foodId: number; unit: string }[]
		expect(theirList.map((f) => f.foodId).sort()).toEqual([theirs.id, bananaId].sort())
		expect(theirList.find((f) => f.foodId === bananaId)?.unit).toBe('serving')
		expectError(await call(api.recent, `/api/users/${u.user.id}/recent-foods`, { params: { id: u.user.id }, headers: other.bearer }), 403)
		// A page of one, then the rest through the cursor.
		const first = await call(api.recent, `/api/users/${u.user.id}/recent-foods?limit=1`, { params: { id: u.user.id }, headers: u.bearer })
		const cursor = first.headers.get('X-Next-Cursor')!
		const second = await call(api.recent, `/api/users/${u.user.id}/recent-foods?limit=1&cursor=${cursor}`, { params: { id: u.user.id }, headers: u.bearer })
		expect([...(expectOk(first, 200) as { foodId: number }[]), ...(expectOk(second, 200) as { foodId: number }[])].map((f) => f.foodId)).toEqual([mine.id, bananaId])
		expect(second.headers.get('X-Next-Cursor')).toBeNull()
	})

	test('the add sheet opens on them; one tap (a form post of the listed amount) logs the food again', async () => {
		const { todayIn, addDaysIso } = await import('#app/domain/dates.ts')
		const u = await createTestUser()
		const yesterday = addDaysIso(todayIn(u.user.timezone), -1)
		const { logFood } = await import('#app/domain/diary/diary.server.ts')
		const { entry } = await logFood(db, actorOf(u), { foodId: bananaId, quantity: 120, unit: 'gram', mealType: 'breakfast', date: yesterday })
		const { loader } = await import('#app/routes/_index/route.tsx')
		const page = (await loader(routeArgs(new Request('http://localhost:3000/?sheet=search&meal=breakfast', { headers: { Cookie: u.cookie } })))) as { shortcuts: { recentFoods: { foodId: number; quantity: number; unit: string }[] } }
		const item = page.shortcuts.recentFoods[0]!
		expect(item).toMatchObject({ foodId: bananaId, quantity: 120, unit: 'gram' })
		const { action } = await import('#app/routes/_index/route.tsx')
		const today = todayIn(u.user.timezone)
		const r = (await action(routeArgs(formRequest('/?index', { intent: 'add-food', date: today, meal: 'breakfast', mealType: 'breakfast', foodId: String(item.foodId), quantity: String(item.quantity), unit: item.unit }, { Cookie: u.cookie })))) as Response
		expect(r.status).toBe(302)
		expect((await dayTotals(u, today)).kcal).toBe(entry.nutrients.kcal)
	})
})

describe('My Meals', () => {
	test('a saved meal logs again with the same totals; another user cannot see or log it', async () => {
		const u = await createTestUser()
		const other = await createTestUser()
		const { lunchId } = await seedDay(u)
		const { getMeal } = await import('#app/domain/diary/diary.server.ts')
		const lunch = await getMeal(db, actorOf(u), lunchId)
		const saved = expectOk(await call(api.saved, `/api/users/${u.user.id}/saved-meals`, { params: { id: u.user.id }, headers: u.bearer, body: { mealId: lunchId, name: 'Soup lunch' } }), 201) as { id: string; calories: number }
		expect(saved.calories).toBe(lunch.nutrients.kcal)
		expectError(await call(api.savedOne, `/api/saved-meals/${saved.id}`, { params: { id: saved.id }, headers: other.bearer }), 404)
		expectError(await call(api.savedLog, `/api/saved-meals/${saved.id}/log`, { params: { id: saved.id }, headers: other.bearer, body: { mealType: 'lunch', date: NEXT } }), 404)
		// Logged from the add sheet's button (form) on the next day.
		expect(statusOf(await postForm(u, { intent: 'log-saved-meal', id: saved.id, mealType: 'dinner', date: NEXT }))).toBe(302)
		expect((await dayTotals(u, NEXT)).kcal).toBe(lunch.nutrients.kcal)
		const list = expectOk(await call(api.saved, `/api/users/${u.user.id}/saved-meals`, { params: { id: u.user.id }, headers: u.bearer }), 200) as { name: string }[]
		expect(list.map((m) => m.name)).toEqual(['Soup lunch'])
	})

	test(`a My Meal holds ${SAVED_MEAL_CAPS.foodsPerMeal} foods and an account ${SAVED_MEAL_CAPS.perAccount} My Meals; one more is refused naming the limit`, async () => {
		const u = await createTestUser()
		const { quickAdd } = await import('#app/domain/diary/quick-add.server.ts')
		const { saveMealAs } = await import('#app/domain/diary/saved-meals.server.ts')
		const a = actorOf(u)
		let mealId = ''
		for (let i = 0; i < SAVED_MEAL_CAPS.foodsPerMeal; i++) mealId = (await quickAdd(db, a, { date: DAY, mealType: 'dinner', calories: 10 + i, protein: 0, carbs: 0, fat: 0 })).meal.id
		const full = await saveMealAs(db, a, { mealId, name: 'Full' })
		expect(full.itemCount).toBe(SAVED_MEAL_CAPS.foodsPerMeal)
		await quickAdd(db, a, { date: DAY, mealType: 'dinner', calories: 1, protein: 0, carbs: 0, fat: 0 })
		const tooMany = expectError(await call(api.saved, `/api/users/${u.user.id}/saved-meals`, { params: { id: u.user.id }, headers: u.bearer, body: { mealId, name: 'Too big' } }), 422, 'mealId')
		expect(tooMany.message).toContain(String(SAVED_MEAL_CAPS.foodsPerMeal))

		const { mealId: small } = { mealId: (await quickAdd(db, a, { date: NEXT, mealType: 'snack', calories: 50, protein: 0, carbs: 0, fat: 0 })).meal.id }
		for (let i = 1; i < SAVED_MEAL_CAPS.perAccount; i++) await saveMealAs(db, a, { mealId: small, name: `Snack ${i}` })
		const refused = expectError(await call(api.saved, `/api/users/${u.user.id}/saved-meals`, { params: { id: u.user.id }, headers: u.bearer, body: { mealId: small, name: 'One more' } }), 422, 'name')
		expect(refused.message).toContain(String(SAVED_MEAL_CAPS.perAccount))
		// Deleting one makes room.
		const first = expectOk(await call(api.saved, `/api/users/${u.user.id}/saved-meals?limit=1`, { params: { id: u.user.id }, headers: u.bearer }), 200) as { id: string }[]
		expectOk(await call(api.savedOne, `/api/saved-meals/${first[0]!.id}`, { method: 'DELETE', params: { id: first[0]!.id }, headers: u.bearer }), 200)
		expectOk(await call(api.saved, `/api/users/${u.user.id}/saved-meals`, { params: { id: u.user.id }, headers: u.bearer, body: { mealId: small, name: 'One more' } }), 201)
	})
})

/**
 * Fixing one logged entry: change its amount, move it to another meal or day, remove it — through
 * the dashboard's forms (JavaScript off: the action) and through PATCH/DELETE /api/meal-foods/{id},
 * which must leave the same totals; another user's entry is 404; bad input names its field.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import type * as ApiSchemas from '#app/utils/api-schemas.ts'
import { createTestUser, customFood, foodIdByFdc, formRequest, routeArgs } from '#tests/utils.ts'
import { call, expectError, expectOk, expectTransportGuards, snapshotUser, type RouteModule } from '#tests/unit/api/api-helpers.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
let db: Db
let s: typeof ApiSchemas
let entryRoute: RouteModule
let bananaId: number
let breadId: number
const DAY = '2026-05-04'
const NEXT = '2026-05-05'

beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
	s = await import('#app/utils/api-schemas.ts')
	entryRoute = await import('#app/routes/api.meal-foods.$id.ts')
	bananaId = await foodIdByFdc(173944) // Bananas, raw: 89 kcal / 100 g; '1 medium' = 118 g
	breadId = await foodIdByFdc(325871) // Bread, white
})

const actorOf = (u: TestUser) => ({ userId: u.user.id, timezone: u.user.timezone })

/** Breakfast of 1 serving of toast (150 kcal), 150 g of banana and 2 servings of jam (2 × 50 kcal); lunch of bread. */
async function seedDay(u: TestUser) {
	const { logFood } = await import('#app/domain/diary/diary.server.ts')
	const toast = await customFood(u.user, 'Toast', 150, 5)
	const jam = await customFood(u.user, 'Jam', 50)
	const log = (foodId: number, quantity: number, unit: string, mealType: 'breakfast' | 'lunch') =>
		logFood(db, actorOf(u), { foodId, quantity, unit: unit as 'serving', mealType, date: DAY }).then((r) => r.entry.id)
	return {
		toast: await log(toast.id, 1, 'serving', 'breakfast'),
		banana: await log(bananaId, 150, 'gram', 'breakfast'),
		jam: await log(jam.id, 2, 'serving', 'breakfast'),
		bread: await log(breadId, 50, 'gram', 'lunch'),
	}
}

/** Both days as the dashboard shows them: each meal's type, kcal and item count, and the day's kcal. */
async function days(u: TestUser) {
	const { getDailyProgress } = await import('#app/domain/diary/diary.server.ts')
	const view = async (date: string) => {
		const p = await getDailyProgress(db, u.user, date)
		return { kcal: p.consumed.kcal, protein: p.consumed.proteinG, meals: p.meals.map((m) => [m.mealType, m.nutrients.kcal, m.itemCount]) }
	}
	return { [DAY]: await view(DAY), [NEXT]: await view(NEXT) }
}

async function postForm(u: TestUser, fields: Record<string, string>) {
	const { action } = await import('#app/routes/_index/route.tsx')
	try {
		return (await action(routeArgs(formRequest(`/?index&date=${DAY}`, { date: DAY, ...fields }, { Cookie: u.cookie })))) as Response | { data: unknown; init: ResponseInit | null }
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}
const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200))
const fieldErrorsOf = (r: unknown) => ((r as { data: { result: { error?: Record<string, string[]> } } }).data.result.error ?? {}) as Record<string, string[]>

const patch = (u: TestUser, id: string, body: unknown) => call(entryRoute, `/api/meal-foods/${id}`, { method: 'PATCH', headers: u.bearer, params: { id }, body })

describe('form and API give the same totals', () => {
	test('2 servings of toast, banana to 1 piece, jam moved to dinner of the next day, bread removed', async () => {
		const viaForm = await createTestUser()
		const viaApi = await createTestUser()
		const f = await seedDay(viaForm)
		const a = await seedDay(viaApi)
		const before = await days(viaForm)
		expect(before).toEqual(await days(viaApi))
		expect(before[DAY]!.meals).toEqual([
			['breakfast', 150 + 133.5 + 100, 3],
			['lunch', expect.any(Number), 1],
		])

		for (const [fields, body] of [
			[{ intent: 'update-entry', entryId: f.toast, quantity: '2', unit: 'serving' }, [a.toast, { quantity: 2 }]],
			[{ intent: 'update-entry', entryId: f.banana, quantity: '1', unit: 'piece' }, [a.banana, { quantity: 1, unit: 'piece' }]],
			[{ intent: 'move-entry', entryId: f.jam, mealType: 'dinner', toDate: NEXT }, [a.jam, { mealType: 'dinner', date: NEXT }]],
		] as const) {
			const res = await postForm(viaForm, fields)
			expect(statusOf(res), JSON.stringify(fields)).toBe(302)
			expectOk(await patch(viaApi, body[0], body[1]), 200, s.LogMealFoodResponse)
		}
		expect(statusOf(await postForm(viaForm, { intent: 'remove-entry', entryId: f.bread }))).toBe(302)
		expectOk(await call(entryRoute, `/api/meal-foods/${a.bread}`, { method: 'DELETE', headers: viaApi.bearer, params: { id: a.bread } }), 200)

		const after = await days(viaForm)
		expect(after).toEqual(await days(viaApi))
		// Toast 1 → 2 servings: +150 kcal exactly; banana 150 g → 1 medium (118 g): 105.02 kcal (USDA).
		expect(after[DAY]!.meals).toEqual([
			['breakfast', 300 + 105.02, 2],
			['lunch', 0, 0],
		])
		expect(after[DAY]!.kcal).toBe(405.02)
		expect(after[NEXT]!.meals).toEqual([['dinner', 100, 1]])
	})

	test('the form answers with the day shown, the meal left open, and a toast', async () => {
		const u = await createTestUser()
		const e = await seedDay(u)
		const res = (await postForm(u, { intent: 'update-entry', entryId: e.toast, quantity: '3', unit: 'serving', meal: 'lunch' })) as Response
		const { getMeal } = await import('#app/domain/diary/diary.server.ts')
		const { ownedEntry } = await import('#app/domain/diary/diary.server.ts')
		const mealId = (await ownedEntry(db, actorOf(u), e.toast)).mealId
		expect(res.headers.get('Location')).toBe(`/?date=${DAY}&meal=lunch&open=${mealId}`)
		expect(res.headers.get('Set-Cookie')).toMatch(/toast/)
		expect((await getMeal(db, actorOf(u), mealId)).nutrients.kcal).toBe(450 + 133.5 + 100)
	})

	test('the opened meal lists each entry with its amount, unit, kcal and its food’s units', async () => {
		const u = await createTestUser()
		const e = await seedDay(u)
		const { loader } = await import('#app/routes/_index/route.tsx')
		const { ownedEntry } = await import('#app/domain/diary/diary.server.ts')
		const mealId = (await ownedEntry(db, actorOf(u), e.banana)).mealId
		const page = await loader(routeArgs(new Request(`http://localhost:3000/?date=${DAY}&open=${mealId}`, { headers: { Cookie: u.cookie } })))
		if (!page.signedIn) throw new Error('expected a signed-in dashboard')
		expect(page.opened?.mealId).toBe(mealId)
		const banana = page.opened!.entries.find((x) => x.id === e.banana)!
		expect(banana).toMatchObject({ name: 'Bananas, raw', quantity: 150, unit: 'gram', kcal: 133.5 })
		expect(banana.units.map((x) => x.unit)).toEqual(expect.arrayContaining(['serving', 'gram', 'ounce', 'piece']))
		const closed = await loader(routeArgs(new Request(`http://localhost:3000/?date=${DAY}`, { headers: { Cookie: u.cookie } })))
		expect(closed.signedIn && closed.opened).toBeNull()
	})
})

describe('moving an entry', () => {
	test('an emptied meal is removed; one with typed calories stays', async () => {
		const { updateMealFood } = await import('#app/domain/diary/entries.server.ts')
		const { updateMeal, ownedEntry, getMeal } = await import('#app/domain/diary/diary.server.ts')
		const u = await createTestUser()
		const e = await seedDay(u)
		const lunchId = (await ownedEntry(db, actorOf(u), e.bread)).mealId
		const moved = await updateMealFood(db, actorOf(u), e.bread, { mealType: 'breakfast' })
		expect(moved.from).toEqual({ mealId: lunchId, removed: true })
		await expect(getMeal(db, actorOf(u), lunchId)).rejects.toThrow(/not found/i)

		const toastMeal = (await ownedEntry(db, actorOf(u), e.toast)).mealId
		await updateMeal(db, actorOf(u), toastMeal, { name: 'breakfast', date: DAY, calories: 1000 })
		for (const id of [e.toast, e.banana, e.jam, e.bread]) await updateMealFood(db, actorOf(u), id, { date: NEXT })
		const kept = await getMeal(db, actorOf(u), toastMeal)
		expect(kept.itemCount).toBe(0)
		expect(kept.caloriesAdjusted).toBe(true)
	})

	test('into a full meal: 422 naming the field that picked it, nothing moved', async () => {
		const { mealFoods } = await import('#db/schema.ts')
		const { findOrCreateMeal } = await import('#app/domain/diary/diary.server.ts')
		const { DIARY_CAPS } = await import('#app/domain/diary/caps.ts')
		const { createId } = await import('@paralleldrive/cuid2')
		const u = await createTestUser()
		const e = await seedDay(u)
		const full = await findOrCreateMeal(db, actorOf(u), { mealType: 'dinner', date: DAY })
		const row = { userId: u.user.id, mealId: full.id, foodName: 'Filler', quantity: 1, unit: 'serving', mealType: 'dinner' as const, kcal: 1, loggedAt: new Date() }
		await db.insert(mealFoods).values(Array.from({ length: DIARY_CAPS.entriesPerMeal }, () => ({ ...row, id: createId() })))
		const before = await snapshotUser(u.user.id)
		expectError(await patch(u, e.toast, { mealType: 'dinner' }), 422, 'mealType')
		const form = await postForm(u, { intent: 'move-entry', entryId: e.toast, mealType: 'dinner', toDate: DAY })
		expect(statusOf(form)).toBe(400)
		expect(Object.keys(fieldErrorsOf(form))).toContain('mealType')
		expect(await snapshotUser(u.user.id)).toEqual(before)
	})
})

describe('bad input and other users', () => {
	test("another user's entry is 404 through the API and unchanged through the form", async () => {
		const owner = await createTestUser()
		const other = await createTestUser()
		const e = await seedDay(owner)
		const before = await snapshotUser(owner.user.id)
		expectError(await patch(other, e.toast, { quantity: 5 }), 404)
		expectError(await call(entryRoute, `/api/meal-foods/${e.toast}`, { method: 'DELETE', headers: other.bearer, params: { id: e.toast } }), 404)
		expectError(await patch(other, 'no-such-entry', { quantity: 5 }), 404)
		const form = (await postForm(other, { intent: 'update-entry', entryId: e.toast, quantity: '5', unit: 'serving' })) as Response
		expect(form.status).toBe(302)
		expect(form.headers.get('Set-Cookie')).toMatch(/toast/)
		expect(statusOf(await postForm(other, { intent: 'remove-entry', entryId: e.toast }))).toBe(302)
		expect(await snapshotUser(owner.user.id)).toEqual(before)
	})

	test('422 naming the field: quantity, unit, mealType, date; unknown field and empty body refused', async () => {
		const u = await createTestUser()
		const e = await seedDay(u)
		const before = await snapshotUser(u.user.id)
		await expectTransportGuards(entryRoute, `/api/meal-foods/${e.banana}`, { method: 'PATCH', params: { id: e.banana }, headers: u.bearer, body: { quantity: 2 } })
		expectError(await patch(u, e.banana, { quantity: 0 }), 422, 'quantity')
		expectError(await patch(u, e.banana, { quantity: 'two' }), 422, 'quantity')
		expectError(await patch(u, e.banana, { quantity: 1e9 }), 422, 'quantity')
		expectError(await patch(u, e.banana, { unit: 'bucket' }), 422, 'unit')
		expectError(await patch(u, e.toast, { unit: 'cup' }), 422, 'unit') // a custom food per serving has no cup
		expectError(await patch(u, e.banana, { mealType: 'brunch' }), 422, 'mealType')
		expectError(await patch(u, e.banana, { date: '2026-02-30' }), 422, 'date')
		expectError(await patch(u, e.banana, { grams: 100 }), 422)
		expectError(await patch(u, e.banana, {}), 422)
		for (const [fields, field] of [
			[{ intent: 'update-entry', quantity: '0', unit: 'gram' }, 'quantity'],
			[{ intent: 'update-entry', quantity: '1', unit: 'bucket' }, 'unit'],
			[{ intent: 'move-entry', mealType: 'brunch', toDate: DAY }, 'mealType'],
			[{ intent: 'move-entry', mealType: 'dinner', toDate: '2026-13-01' }, 'toDate'],
		] as const) {
			const res = await postForm(u, { entryId: e.banana, ...fields })
			expect(statusOf(res), field).toBe(400)
			expect(Object.keys(fieldErrorsOf(res)), field).toContain(field)
		}
		expect(await snapshotUser(u.user.id)).toEqual(before)
	})

	test('an entry whose food was deleted scales its snapshot with its quantity; its unit cannot change', async () => {
		const { foods } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const u = await createTestUser()
		const e = await seedDay(u)
		const { ownedEntry } = await import('#app/domain/diary/diary.server.ts')
		const jam = await ownedEntry(db, actorOf(u), e.jam)
		await db.delete(foods).where(eq(foods.id, jam.foodId!))
		const scaled = expectOk(await patch(u, e.jam, { quantity: 3 }), 200, s.LogMealFoodResponse)
		expect(scaled.entry).toMatchObject({ foodId: null, quantity: 3, unit: 'serving', calories: 150 })
		expect(scaled.meal.calories).toBe(150 + 133.5 + 150)
		expectError(await patch(u, e.jam, { quantity: 1, unit: 'gram' }), 422, 'unit')
	})
})

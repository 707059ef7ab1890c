import { describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

async function page(cookie: string, q: string | null) {
	const { loader } = await import('./search.tsx')
	const url = q === null ? 'http://localhost:3000/search' : `http://localhost:3000/search?${new URLSearchParams({ q })}`
	return loader(routeArgs(new Request(url, { headers: { Cookie: cookie } })))
}

async function add(cookie: string, fields: Record<string, string>) {
	const { action } = await import('./search.tsx')
	return (await action(routeArgs(formRequest('/search', { intent: 'add', ...fields }, { Cookie: cookie })))) as Response
}

async function toastOf(res: Response) {
	const { getToast } = await import('#app/utils/toast.server.ts')
	const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0]!
	return (await getToast(new Request('http://localhost:3000/', { headers: { Cookie: cookie } }))).toast
}

async function foodId(fdcId: number) {
	const { db } = await import('#app/db.server.ts')
	const { foods } = await import('#db/schema.ts')
	const { eq } = await import('drizzle-orm')
	return (await db.query.foods.findFirst({ where: eq(foods.fdcId, fdcId) }))!.id
}

async function todaysEntries(userId: string, timezone = 'UTC') {
	const { db } = await import('#app/db.server.ts')
	const { listMeals } = await import('#app/domain/diary/diary.server.ts')
	const { todayIn } = await import('#app/domain/dates.ts')
	return (await listMeals(db, { userId, timezone }, todayIn(timezone))).flatMap((m) => m.foods.map((f) => ({ ...f, meal: m.mealType })))
}

const BANANA = 173944 // "Bananas, raw": 89 kcal per 100 g, 1 serving = 1 medium (118 g) by the default-serving rule

/** The food row and its default serving, to derive what a serving holds. */
async function foodRow(fdcId: number) {
	const { db } = await import('#app/db.server.ts')
	const { getFood } = await import('#app/domain/foods/foods.server.ts')
	const { defaultServing } = await import('#app/domain/nutrition/index.ts')
	const food = (await getFood(db, {}, await foodId(fdcId)))!
	return { food, serving: defaultServing(food) }
}
const KIWI = 327046 // "Kiwifruit, green, raw": no serving weight

describe('/search loader', () => {
	test('fewer than 3 characters does not search', async () => {
		const { cookie } = await createTestUser()
		expect((await page(cookie, 'ba')).results).toBeNull()
		expect((await page(cookie, null)).results).toBeNull()
		expect((await page(cookie, '  ba  ')).q).toBe('ba')
	})

	test('results carry name, serving, rounded-ready nutrients per serving and brand', async () => {
		const { cookie } = await createTestUser()
		const res = await page(cookie, 'banana')
		const banana = res.results?.find((r) => r.name === 'Bananas, raw')
		expect(banana).toBeDefined()
		const { food, serving } = await foodRow(BANANA)
		expect(banana).toMatchObject({ serving: '1 medium (118 g)', brand: null, kcalEstimated: false })
		expect(Math.round(banana!.nutrients.kcal!)).toBe(Math.round((food.kcal! * serving.grams!) / 100))
		expect(Math.round(banana!.nutrients.carbsG!)).toBe(Math.round((food.carbsG! * serving.grams!) / 100))
	})

	test('an unknown food gives an empty list (the "No foods found" state)', async () => {
		const { cookie } = await createTestUser()
		expect((await page(cookie, 'zzqqxxv')).results).toEqual([])
	})

	test("another user's custom foods never appear", async () => {
		const { db } = await import('#app/db.server.ts')
		const { createCustomFood } = await import('#app/domain/foods/foods.server.ts')
		const other = await createTestUser()
		await createCustomFood(db, { userId: other.user.id }, { name: 'Grandma secret casserole', servingSize: 1, servingUnit: 'serving', kcal: 400, proteinG: 20, carbsG: 30, fatG: 10 })
		const me = await createTestUser()
		expect((await page(me.cookie, 'casserole')).results?.some((r) => r.name.includes('Grandma'))).toBe(false)
		expect((await page(other.cookie, 'casserole')).results?.some((r) => r.name.includes('Grandma'))).toBe(true)
	})

	test('signed-out visitors are sent to /login', async () => {
		const { loader } = await import('./search.tsx')
		const thrown = await loader(routeArgs(new Request('http://localhost:3000/search?q=banana'))).catch((e: unknown) => e)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).headers.get('Location')).toBe('/login?redirectTo=%2Fsearch%3Fq%3Dbanana')
	})
})

describe('/search Add', () => {
	test('adds 1 serving to the meal type of the local hour and returns to the same search with "Food Added"', async () => {
		const { defaultMealType } = await import('#app/domain/diary/meal-time.ts')
		const { localHour } = await import('#app/domain/dates.ts')
		const { user, cookie } = await createTestUser()
		const res = await add(cookie, { foodId: String(await foodId(BANANA)), q: 'banana' })
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/search?q=banana')
		expect(await toastOf(res)).toMatchObject({ message: 'Food Added', description: 'Bananas, raw has been added to your diary', type: 'success' })
		const entries = await todaysEntries(user.id)
		expect(entries).toHaveLength(1)
		const { food, serving } = await foodRow(BANANA)
		expect(entries[0]).toMatchObject({ name: 'Bananas, raw', quantity: 1, unit: 'serving', grams: serving.grams, meal: defaultMealType(localHour('UTC')) })
		expect(Math.round(entries[0]!.nutrients.kcal!)).toBe(Math.round((food.kcal! * serving.grams!) / 100))
	})

	test('a food without a serving weight is added as 100 g', async () => {
		const { user, cookie } = await createTestUser()
		const res = await add(cookie, { foodId: String(await foodId(KIWI)), q: 'kiwi' })
		expect(res.status).toBe(302)
		const { food } = await foodRow(KIWI)
		// 1 serving of a food without a household serving is the 100 g its values are shown for.
		expect((await todaysEntries(user.id))[0]).toMatchObject({ quantity: 1, unit: 'serving', grams: 100, nutrients: expect.objectContaining({ kcal: food.kcal }) })
	})

	test('a custom food is added as its own serving', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createCustomFood } = await import('#app/domain/foods/foods.server.ts')
		const { user, cookie } = await createTestUser()
		const bar = await createCustomFood(db, { userId: user.id }, { name: 'Granola bar', servingSize: 1, servingUnit: 'piece', kcal: 190, proteinG: 4, carbsG: 29, fatG: 7 })
		const res = await add(cookie, { foodId: String(bar.id), q: 'granola' })
		expect(res.status).toBe(302)
		expect((await todaysEntries(user.id))[0]).toMatchObject({ name: 'Granola bar', quantity: 1, unit: 'serving', nutrients: expect.objectContaining({ kcal: bar.kcal }) })
	})

	test("another user's custom food cannot be added: failure toast, nothing logged", async () => {
		const { db } = await import('#app/db.server.ts')
		const { createCustomFood } = await import('#app/domain/foods/foods.server.ts')
		const other = await createTestUser()
		const secret = await createCustomFood(db, { userId: other.user.id }, { name: 'Secret', servingSize: 1, servingUnit: 'serving', kcal: 1, proteinG: 0, carbsG: 0, fatG: 0 })
		const me = await createTestUser()
		const res = await add(me.cookie, { foodId: String(secret.id), q: 'secret' })
		expect(res.status).toBe(302)
		expect(await toastOf(res)).toMatchObject({ message: 'Error', description: 'Failed to add food. Please try again.', type: 'error' })
		expect(await todaysEntries(me.user.id)).toHaveLength(0)
		expect(await todaysEntries(other.user.id)).toHaveLength(0)
	})

	test.each([['abc'], ['0'], ['-5'], ['99999999']])('a bad food id (%s) answers with the failure toast, never a 500', async (id) => {
		const { cookie } = await createTestUser()
		const res = await add(cookie, { foodId: id, q: 'x' })
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/search?q=x')
		expect((await toastOf(res))?.type).toBe('error')
	})

	test('the redirect stays on /search whatever the q field holds', async () => {
		const { cookie } = await createTestUser()
		const res = await add(cookie, { foodId: String(await foodId(BANANA)), q: '//evil.example/?a=b' })
		expect(res.headers.get('Location')).toBe(`/search?${new URLSearchParams({ q: '//evil.example/?a=b' })}`)
	})
})

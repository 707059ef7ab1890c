import { describe, expect, test } from 'vitest'
import { createTestUser, foodIdByFdc, formRequest, routeArgs } from '#tests/utils.ts'

async function dashboard(cookie: string, search = '') {
	const { loader } = await import('./route.tsx')
	const res = await loader(routeArgs(new Request(`http://localhost:3000/${search}`, { headers: { Cookie: cookie } })))
	if (!res.signedIn) throw new Error('expected a signed-in dashboard')
	return res
}

async function post(cookie: string, fields: Record<string, string>) {
	const { action } = await import('./route.tsx')
	try {
		return (await action(routeArgs(formRequest('/?index', fields, { Cookie: cookie })))) as Response | { data: unknown; init: ResponseInit | null }
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

/** The day's entries as the diary stores them (the dashboard itself shows only a preview per meal). */
async function dayEntries(user: { id: string; timezone: string }, date: string) {
	const { db } = await import('#app/db.server.ts')
	const { listMeals } = await import('#app/domain/diary/diary.server.ts')
	return (await listMeals(db, { userId: user.id, timezone: user.timezone }, date)).flatMap((m) => m.foods)
}

const statusOf = (r: unknown) => (r instanceof Response ? r.status : ((r as { init?: { status?: number } }).init?.status ?? 200))
const BANANA = 173944

describe('dashboard: logging food', () => {
	test('118 g of Bananas, raw adds 105 kcal and 27 g carbs to breakfast (USDA SR Legacy)', async () => {
		const a = await createTestUser()
		const foodId = await foodIdByFdc(BANANA)
		const res = await post(a.cookie, { intent: 'add-food', foodId: String(foodId), quantity: '118', unit: 'gram', mealType: 'breakfast' })
		expect(res).toBeInstanceOf(Response)
		expect((res as Response).status).toBe(302)
		expect((res as Response).headers.get('Location')).toBe('/?meal=breakfast')
		const page = await dashboard(a.cookie)
		expect(Math.round(page.progress.consumed.kcal!)).toBe(105)
		expect(Math.round(page.progress.consumed.carbsG!)).toBe(27)
		expect(page.progress.meals).toHaveLength(1)
		expect(page.progress.meals[0]!.mealType).toBe('breakfast')
		expect(page.progress.meals[0]!.preview.map((f) => f.name)).toEqual(['Bananas, raw'])
		expect((await dayEntries(a.user, page.date))[0]!.grams).toBe(118)
	})

	test.each([
		['zero quantity', { quantity: '0', unit: 'gram' }],
		['negative quantity', { quantity: '-3', unit: 'gram' }],
		['non-numeric quantity', { quantity: 'lots', unit: 'gram' }],
		['unknown unit', { quantity: '1', unit: 'bucket' }],
		['unknown meal type', { quantity: '1', unit: 'gram', mealType: 'brunch' }],
	])('refuses %s with a 400 and logs nothing', async (_name, fields) => {
		const a = await createTestUser()
		const foodId = await foodIdByFdc(BANANA)
		const res = await post(a.cookie, { intent: 'add-food', foodId: String(foodId), mealType: 'breakfast', ...fields })
		expect(statusOf(res)).toBe(400)
		const page = await dashboard(a.cookie)
		expect(page.progress.meals).toHaveLength(0)
	})

	test('a quantity error reads as the spec toast "Invalid quantity"', async () => {
		const a = await createTestUser()
		const res = (await post(a.cookie, { intent: 'add-food', foodId: String(await foodIdByFdc(BANANA)), quantity: '0', unit: 'gram', mealType: 'lunch' })) as {
			data: { result: { error: Record<string, string[]> } }
		}
		// The form's own message (Conform form errors, key '') carries the spec's toast text; the field its message.
		expect(res.data.result.error['']).toEqual(['Invalid quantity', 'Please enter a valid quantity'])
		expect(res.data.result.error.quantity).toEqual(['Please enter a valid quantity'])
	})

	test('an Open Food Facts product logs Atwater-estimated kcal, flagged as estimated (never as label data)', async () => {
		const a = await createTestUser()
		const { db } = await import('#app/db.server.ts')
		const { lookupBarcode } = await import('#app/domain/foods/foods.server.ts')
		const nutella = await lookupBarcode(db, '3017620425035')
		expect(nutella?.source).toBe('off')
		const res = await post(a.cookie, { intent: 'add-food', foodId: String(nutella!.id), quantity: '15', unit: 'gram', mealType: 'breakfast' })
		expect(statusOf(res)).toBe(302)
		const page = await dashboard(a.cookie)
		expect(page.progress.meals[0]!.includesEstimate).toBe(true)
		expect(page.progress.meals[0]!.preview[0]!.kcalEstimated).toBe(true)
		const entry = (await dayEntries(a.user, page.date))[0]!
		expect(entry.kcalEstimated).toBe(true)
		const expected = ((4 * nutella!.proteinG! + 4 * nutella!.carbsG! + 9 * nutella!.fatG!) * 15) / 100
		expect(entry.nutrients.kcal).toBeCloseTo(expected, 1)
	})

	test('an unknown food id answers with the failure toast, not a 500', async () => {
		const a = await createTestUser()
		const res = await post(a.cookie, { intent: 'add-food', foodId: '999999999', quantity: '1', unit: 'gram', mealType: 'lunch' })
		expect(statusOf(res)).toBe(302)
	})

	test('a meal of many foods: its card lists the first three and counts the rest, and its kcal is every entry’s', async () => {
		const a = await createTestUser()
		const foodId = String(await foodIdByFdc(BANANA))
		for (const quantity of ['100', '110', '120', '130', '140', '150', '160']) {
			expect(statusOf(await post(a.cookie, { intent: 'add-food', foodId, quantity, unit: 'gram', mealType: 'lunch' }))).toBe(302)
		}
		const page = await dashboard(a.cookie)
		const card = page.progress.meals[0]!
		expect(card.itemCount).toBe(7)
		expect(card.preview).toHaveLength(3)
		const entries = await dayEntries(a.user, page.date)
		expect(entries).toHaveLength(7)
		expect(card.kcal).toBeCloseTo(entries.reduce((sum, e) => sum + (e.nutrients.kcal ?? 0), 0), 6)
		expect(page.progress.consumed.kcal).toBeCloseTo(card.kcal!, 6)
	})

	test('manual entry: spec messages for empty name, small quantity and negative calories', async () => {
		const a = await createTestUser()
		const res = (await post(a.cookie, { intent: 'manual-entry', name: '', quantity: '0.05', unit: 'serving', calories: '-1', mealType: 'snack' })) as {
			data: { result: { error: Record<string, string[]> } }
		}
		expect(statusOf(res)).toBe(400)
		expect(res.data.result.error.name).toContain('Food name is required')
		expect(res.data.result.error.quantity).toContain('Quantity must be at least 0.1')
		expect(res.data.result.error.calories).toContain('Calories must be non-negative')
	})

	test('manual entry logs quantity × per-unit values', async () => {
		const a = await createTestUser()
		const res = await post(a.cookie, { intent: 'manual-entry', name: 'Flapjack', quantity: '2', unit: 'piece', calories: '150', protein: '3', carbs: '20', fat: '7', mealType: 'snack' })
		expect(statusOf(res)).toBe(302)
		const page = await dashboard(a.cookie)
		expect(page.progress.consumed.kcal).toBe(300)
		expect(page.progress.consumed.fatG).toBe(14)
	})
})

describe('dashboard: goals dialog', () => {
	test.each([
		['too high', { dailyCalorieGoal: '9000' }, 'dailyCalorieGoal'],
		['too low', { dailyProteinGoal: '10' }, 'dailyProteinGoal'],
		['not a number', { dailyFatGoal: 'lots' }, 'dailyFatGoal'],
		['empty', { dailyCarbGoal: '' }, 'dailyCarbGoal'],
		['off the 50 kcal step', { dailyCalorieGoal: '2525' }, 'dailyCalorieGoal'],
	])('refuses a goal that is %s', async (_name, override, field) => {
		const a = await createTestUser()
		const res = (await post(a.cookie, { intent: 'update-goals', dailyCalorieGoal: '2000', dailyProteinGoal: '150', dailyCarbGoal: '200', dailyFatGoal: '65', ...override })) as {
			data: { result: { error: Record<string, string[]> } }
		}
		expect(statusOf(res)).toBe(400)
		expect(res.data.result.error[field]?.length).toBeGreaterThan(0)
		const page = await dashboard(a.cookie)
		expect(page.progress.goals.kcal).toBe(2000)
	})

	test('a non-numeric entry counts as 0 and reads as the bound (spec section 5)', async () => {
		const a = await createTestUser()
		const res = (await post(a.cookie, { intent: 'update-goals', dailyCalorieGoal: 'lots', dailyProteinGoal: '150', dailyCarbGoal: '200', dailyFatGoal: '65' })) as {
			data: { result: { error: Record<string, string[]> } }
		}
		expect(res.data.result.error.dailyCalorieGoal).toEqual(['Daily calories must be between 1000 and 5000'])
	})

	test('saves goals within the bounds', async () => {
		const a = await createTestUser()
		const res = await post(a.cookie, { intent: 'update-goals', dailyCalorieGoal: '2500', dailyProteinGoal: '120', dailyCarbGoal: '300', dailyFatGoal: '70' })
		expect(statusOf(res)).toBe(302)
		const page = await dashboard(a.cookie)
		expect(page.progress.goals).toMatchObject({ kcal: 2500, proteinG: 120, carbsG: 300, fatG: 70 })
	})
})

describe('dashboard: one user cannot touch another user’s meals', () => {
	test('edit and delete with another user’s meal id change nothing', async () => {
		const a = await createTestUser()
		const b = await createTestUser()
		await post(a.cookie, { intent: 'add-food', foodId: String(await foodIdByFdc(BANANA)), quantity: '100', unit: 'gram', mealType: 'dinner' })
		const before = await dashboard(a.cookie)
		const mealId = before.progress.meals[0]!.id

		const edit = await post(b.cookie, { intent: 'update-meal', mealId, name: 'snack', date: '2020-01-01', calories: '1' })
		expect(statusOf(edit)).toBe(302) // redirect with the failure toast
		const del = await post(b.cookie, { intent: 'delete-meal', mealId })
		expect(statusOf(del)).toBe(302)
		// logging into A's meal by id is refused too
		await post(b.cookie, { intent: 'add-food', foodId: String(await foodIdByFdc(BANANA)), quantity: '100', unit: 'gram', mealType: 'dinner', mealId })

		const after = await dashboard(a.cookie)
		expect(after.progress.meals).toEqual(before.progress.meals)
		const bPage = await dashboard(b.cookie, `?edit=${mealId}&delete=${mealId}`)
		expect(bPage.editMeal).toBeNull()
		expect(bPage.deleteMeal).toBeNull()
		expect(bPage.progress.meals).toHaveLength(0)
	})

	test('edit meal validates name, date and calories with the spec messages', async () => {
		const a = await createTestUser()
		await post(a.cookie, { intent: 'add-food', foodId: String(await foodIdByFdc(BANANA)), quantity: '100', unit: 'gram', mealType: 'dinner' })
		const mealId = (await dashboard(a.cookie)).progress.meals[0]!.id
		const res = (await post(a.cookie, { intent: 'update-meal', mealId, name: '', date: '2026-02-30', calories: '-5' })) as { data: { result: { error: Record<string, string[]> } } }
		expect(statusOf(res)).toBe(400)
		expect(res.data.result.error.name).toContain('Meal name is required')
		expect(res.data.result.error.date?.[0]).toMatch(/real date/)
		expect(res.data.result.error.calories).toContain('Calories must be non-negative')
	})
})

describe('accounts', () => {
	test('register: mismatch and short passwords use the spec titles; success signs in', async () => {
		const { action } = await import('../register.tsx')
		const call = async (fields: Record<string, string>) => {
			try {
				return await action(routeArgs(formRequest('/register', fields)))
			} catch (e) {
				if (e instanceof Response) return e
				throw e
			}
		}
		// The form's message (title, description) is the spec's toast; passwords are never sent back.
		type Reply = { data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }; init: { status: number; headers?: Record<string, string> } }
		const mismatch = (await call({ email: 'x@example.test', password: 'secret1', confirmPassword: 'secret2' })) as Reply
		expect(mismatch.data.result.error['']).toEqual(['Password mismatch', 'Passwords do not match. Please try again.'])
		expect(mismatch.data.result.initialValue).not.toHaveProperty('password')
		const short = (await call({ email: 'x@example.test', password: 'abc', confirmPassword: 'abc' })) as Reply
		expect(short.data.result.error['']).toEqual(['Password too short', 'Password must be at least 6 characters long.'])
		const ok = (await call({ email: 'New.User@Example.test', password: 'secret12', confirmPassword: 'secret12', firstName: 'New', timezone: 'Europe/Berlin' })) as Response
		expect(ok.status).toBe(302)
		expect(ok.headers.get('Set-Cookie')).toMatch(/__session=/)
		const dup = (await call({ email: 'new.user@example.test', password: 'secret12', confirmPassword: 'secret12' })) as Reply
		expect(dup.data.result.error['']?.[0]).toBe('Registration failed')
		expect(dup.data.result.error.email?.length).toBeGreaterThan(0)
		expect(dup.init.status).toBe(409)
		const { db } = await import('#app/db.server.ts')
		const { users } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const row = await db.query.users.findFirst({ where: eq(users.email, 'new.user@example.test') })
		expect(row?.timezone).toBe('Europe/Berlin')
		expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
	})

	test('login: wrong password gives "Login failed", right password a session', async () => {
		const a = await createTestUser()
		const { action } = await import('../login.tsx')
		const call = async (fields: Record<string, string>) => {
			try {
				return await action(routeArgs(formRequest('/login', fields)))
			} catch (e) {
				if (e instanceof Response) return e
				throw e
			}
		}
		const bad = (await call({ email: a.user.email, password: 'nope-nope' })) as { data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }; init: { status: number } }
		expect(bad.init.status).toBe(401)
		expect(bad.data.result.error['']).toEqual(['Login failed', 'Invalid email or password'])
		expect(bad.data.result.initialValue).toMatchObject({ email: a.user.email })
		expect(bad.data.result.initialValue).not.toHaveProperty('password')
		const empty = (await call({ email: '', password: '' })) as { init: { status: number } }
		expect(empty.init.status).toBe(400)
		const ok = (await call({ email: a.user.email.toUpperCase(), password: a.password })) as Response
		expect(ok.status).toBe(302)
		expect(ok.headers.get('Set-Cookie')).toMatch(/__session=/)
	})
})

describe('dashboard: search sheet data', () => {
	test('results and the food detail carry one default serving worked out from the food row (kcal = per-100 g value × serving grams)', async () => {
		const a = await createTestUser()
		const bananaId = await foodIdByFdc(BANANA)
		const { db } = await import('#app/db.server.ts')
		const { foods } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const row = (await db.select().from(foods).where(eq(foods.id, bananaId)))[0]!
		const grams = row.servingGrams!
		const expected = { label: `${row.householdServing} (${grams} g)`, grams, kcal: (row.kcal! * grams) / 100, proteinG: (row.proteinG! * grams) / 100 }

		const page = await dashboard(a.cookie, `?sheet=search&meal=lunch&q=banana&food=${bananaId}`)
		const result = page.search.results?.find((r) => r.id === bananaId)
		expect(result).toBeDefined()
		for (const shown of [result!.serving, page.food!.serving]) {
			expect(shown.label).toBe(expected.label)
			expect(shown.grams).toBe(expected.grams)
			// the portion rule keeps two decimals (app/domain/nutrition/portion.ts)
			expect(shown.nutrients.kcal).toBeCloseTo(expected.kcal, 1)
			expect(shown.nutrients.proteinG).toBeCloseTo(expected.proteinG, 1)
		}
		expect(page.food).toMatchObject({ id: bananaId, name: row.name, units: expect.arrayContaining([expect.objectContaining({ unit: 'gram' })]) })
	})
})

import { describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

/** A refused form (refusedForm in app/utils/http.server.ts): field messages and, under '', the spec's toast text. */
type ActionResult = Response | { data: { result: { error?: Record<string, string[]> } }; init: ResponseInit | null }

async function save(cookie: string, goal: string, value: string): Promise<ActionResult> {
	const { action } = await import('./goals.tsx')
	return (await action(routeArgs(formRequest(`/goals?edit=${goal}`, { intent: 'update-goal', goal, value }, { Cookie: cookie })))) as ActionResult
}

async function goalsOf(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const { getUser } = await import('#app/domain/users/users.server.ts')
	const u = await getUser(db, userId)
	return { dailyCalorieGoal: u.dailyCalorieGoal, dailyProteinGoal: u.dailyProteinGoal, dailyCarbGoal: u.dailyCarbGoal, dailyFatGoal: u.dailyFatGoal }
}

async function toastOf(res: Response) {
	const { getToast } = await import('#app/utils/toast.server.ts')
	const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0]!
	return (await getToast(new Request('http://localhost:3000/', { headers: { Cookie: cookie } }))).toast
}

const DEFAULTS = { dailyCalorieGoal: 2000, dailyProteinGoal: 150, dailyCarbGoal: 200, dailyFatGoal: 65 }

describe('/goals inline edit', () => {
	test.each([
		['dailyCalorieGoal', '2100', 2100],
		['dailyProteinGoal', '180', 180],
		['dailyCarbGoal', '250', 250],
		['dailyFatGoal', '70', 70],
	])('saves %s = %s and toasts "Goal updated"', async (goal, value, saved) => {
		const { user, cookie } = await createTestUser()
		const res = await save(cookie, goal, value)
		expect(res).toBeInstanceOf(Response)
		expect((res as Response).status).toBe(302)
		expect((res as Response).headers.get('Location')).toBe('/goals')
		expect(await toastOf(res as Response)).toMatchObject({ message: 'Goal updated', type: 'success' })
		expect(await goalsOf(user.id)).toEqual({ ...DEFAULTS, [goal]: saved })
	})

	test.each([
		['dailyCalorieGoal', '0', 'Please enter a value greater than 0'],
		['dailyCalorieGoal', '-5', 'Please enter a value greater than 0'],
		['dailyCalorieGoal', 'lots', 'Please enter a number'],
		['dailyCalorieGoal', '', 'Please enter a number'],
		['dailyCalorieGoal', '100', 'Daily calories must be between 800 and 5000'],
		['dailyCalorieGoal', '9000', 'Daily calories must be between 800 and 5000'],
		['dailyCalorieGoal', '2000.5', 'Daily calories must be a whole number'],
		['dailyProteinGoal', '501', 'Daily protein must be between 10 and 500'],
		['dailyCarbGoal', '5', 'Daily carbs must be between 10 and 1000'],
		['dailyFatGoal', '1', 'Daily fat must be between 10 and 300'],
	])('refuses %s = "%s" with a 400 and "%s"; nothing changes', async (goal, value, message) => {
		const { user, cookie } = await createTestUser()
		const res = await save(cookie, goal, value)
		expect(res).not.toBeInstanceOf(Response)
		const r = res as Exclude<ActionResult, Response>
		expect(r.init?.status).toBe(400)
		expect(r.data.result.error?.value).toEqual([message])
		// Said once, at the field: nothing failed to update, so no 'Please try again.' above it repeating the message.
		expect(r.data.result.error?.['']).toBeUndefined()
		expect(await goalsOf(user.id)).toEqual(DEFAULTS)
	})

	test('only the four goals can be edited here: back to /goals with the failure toast', async () => {
		const { user, cookie } = await createTestUser()
		const res = (await save(cookie, 'passwordHash', '1000')) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/goals')
		expect(await toastOf(res)).toMatchObject({ message: 'Error: Failed to update goal. Please try again.', type: 'error' })
		expect(await goalsOf(user.id)).toEqual(DEFAULTS)
	})

	test('a new calorie goal with "Keep my macro split" rescales protein, carbs and fat to keep their share of the energy (4/4/9 kcal per g), whole grams', async () => {
		const { user, cookie } = await createTestUser()
		const { action } = await import('./goals.tsx')
		const res = (await action(routeArgs(formRequest('/goals?edit=dailyCalorieGoal', { intent: 'update-goal', goal: 'dailyCalorieGoal', value: '2500', keepSplit: 'on' }, { Cookie: cookie })))) as Response
		expect(res.status).toBe(302)
		// Now 150 g × 4 + 200 g × 4 + 65 g × 9 = 1,985 kcal; each macro × 2,500 / 1,985.
		const energy = DEFAULTS.dailyProteinGoal * 4 + DEFAULTS.dailyCarbGoal * 4 + DEFAULTS.dailyFatGoal * 9
		const scaled = (g: number) => Math.round((g * 2500) / energy)
		const want = { dailyCalorieGoal: 2500, dailyProteinGoal: scaled(150), dailyCarbGoal: scaled(200), dailyFatGoal: scaled(65) }
		expect(want).toEqual({ dailyCalorieGoal: 2500, dailyProteinGoal: 189, dailyCarbGoal: 252, dailyFatGoal: 82 })
		expect(await goalsOf(user.id)).toEqual(want)
		expect(await toastOf(res)).toMatchObject({ message: 'Goal updated', description: 'Daily Calories: 2,500 calories. Protein 189 g, carbs 252 g, fat 82 g' })
		// Without the box ticked, only the calorie goal changes.
		await save(cookie, 'dailyCalorieGoal', '2000')
		expect(await goalsOf(user.id)).toEqual({ ...want, dailyCalorieGoal: 2000 })
	})

	test('a kept split that would take a macro out of its bounds is refused at the calorie field; nothing changes', async () => {
		const { db } = await import('#app/db.server.ts')
		const { users } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const { user, cookie } = await createTestUser()
		await db.update(users).set({ dailyProteinGoal: 50, dailyCarbGoal: 50, dailyFatGoal: 250 }).where(eq(users.id, user.id))
		const { action } = await import('./goals.tsx')
		const r = (await action(routeArgs(formRequest('/goals?edit=dailyCalorieGoal', { intent: 'update-goal', goal: 'dailyCalorieGoal', value: '5000', keepSplit: 'on' }, { Cookie: cookie })))) as Exclude<ActionResult, Response>
		expect(r.init?.status).toBe(400)
		expect(r.data.result.error?.value).toEqual(['Daily fat must be between 10 and 300'])
		expect(await goalsOf(user.id)).toEqual({ ...DEFAULTS, dailyProteinGoal: 50, dailyCarbGoal: 50, dailyFatGoal: 250 })
	})

	test("a save changes only the signed-in user's goals", async () => {
		const a = await createTestUser()
		const b = await createTestUser()
		await save(a.cookie, 'dailyFatGoal', '80')
		expect((await goalsOf(a.user.id)).dailyFatGoal).toBe(80)
		expect(await goalsOf(b.user.id)).toEqual(DEFAULTS)
	})

	test('a deleted account is signed out: sent to /login, never a 500', async () => {
		const { db } = await import('#app/db.server.ts')
		const { users } = await import('#db/schema.ts')
		const { eq } = await import('drizzle-orm')
		const { action } = await import('./goals.tsx')
		const { user, cookie } = await createTestUser()
		// The session row cascades with the user, so the request is signed out. (A user deleted
		// between sign-in check and save gets the failure toast with 'User not found', 404.)
		await db.delete(users).where(eq(users.id, user.id))
		const thrown = await action(routeArgs(formRequest('/goals', { goal: 'dailyFatGoal', value: '70' }, { Cookie: cookie }))).catch((e: unknown) => e)
		expect((thrown as Response).status).toBe(302)
		expect((thrown as Response).headers.get('Location')).toMatch(/^\/login/)
	})
})

describe('/goals loader', () => {
	test('shows the user goals and which one is being edited', async () => {
		const { loader } = await import('./goals.tsx')
		const { cookie } = await createTestUser()
		const page = await loader(routeArgs(new Request('http://localhost:3000/goals?edit=dailyProteinGoal', { headers: { Cookie: cookie } })))
		expect(page).toEqual({
			title: 'Nutrition goals · Platewise',
			goals: DEFAULTS,
			editing: 'dailyProteinGoal',
			netCarbs: false,
			weekdays: { dailyCalorieGoal: 2000, weekdayKcal: null, weeklyTotal: 14000, requiredTotal: 14000 },
		})
		const other = await loader(routeArgs(new Request('http://localhost:3000/goals?edit=nonsense', { headers: { Cookie: cookie } })))
		expect(other.editing).toBeNull()
	})
})

describe('/goals calories by weekday', () => {
	const week = { sunKcal: '1800', monKcal: '2300', tueKcal: '1800', wedKcal: '2300', thuKcal: '1800', friKcal: '2300', satKcal: '1700' }

	async function post(cookie: string, fields: Record<string, string>): Promise<ActionResult> {
		const { action } = await import('./goals.tsx')
		return (await action(routeArgs(formRequest('/goals', fields, { Cookie: cookie })))) as ActionResult
	}

	async function weekdaysOf(cookie: string) {
		const { loader } = await import('./goals.tsx')
		return (await loader(routeArgs(new Request('http://localhost:3000/goals', { headers: { Cookie: cookie } })))).weekdays
	}

	test('saves seven targets adding up to 7 × the daily goal; "Same every day" clears them', async () => {
		const { cookie } = await createTestUser()
		const res = (await post(cookie, { intent: 'weekday-targets', ...week })) as Response
		expect(res.status).toBe(302)
		expect(await toastOf(res)).toMatchObject({ message: 'Goal updated', type: 'success' })
		expect(await weekdaysOf(cookie)).toEqual({ dailyCalorieGoal: 2000, weekdayKcal: [1800, 2300, 1800, 2300, 1800, 2300, 1700], weeklyTotal: 14000, requiredTotal: 14000 })
		expect(((await post(cookie, { intent: 'clear-weekday-targets' })) as Response).status).toBe(302)
		expect((await weekdaysOf(cookie)).weekdayKcal).toBeNull()
	})

	test('refuses a set whose weekly total differs, naming the weekly total, and keeps what was typed; nothing is saved', async () => {
		const { cookie } = await createTestUser()
		const r = (await post(cookie, { intent: 'weekday-targets', ...week, monKcal: '2500' })) as Exclude<ActionResult, Response>
		expect(r.init?.status).toBe(400)
		expect(r.data.result.error?.weekdayKcal).toEqual(['Weekly total must equal 7 × 2,000 = 14,000 kcal; these add up to 14,200 kcal (200 over)'])
		const bad = (await post(cookie, { intent: 'weekday-targets', ...week, sunKcal: 'lots' })) as Exclude<ActionResult, Response>
		expect(bad.data.result.error?.sunKcal).toEqual(['Sunday: please enter a number'])
		// Each message once, at its field: no form-level 'Please try again.' repeating them.
		expect(r.data.result.error?.['']).toBeUndefined()
		expect((await weekdaysOf(cookie)).weekdayKcal).toBeNull()
	})
})

import { describe, expect, test } from 'vitest'
import { carbTotalsOf, netCarbsOf } from '#app/domain/nutrition/net-carbs.ts'
import { createTestUser, foodIdByFdc, formRequest, routeArgs } from '#tests/utils.ts'

const BANANA = 173944

async function dashboard(cookie: string) {
	const { loader } = await import('./route.tsx')
	const res = await loader(routeArgs(new Request('http://localhost:3000/', { headers: { Cookie: cookie } })))
	if (!res.signedIn) throw new Error('expected a signed-in dashboard')
	return res
}

async function post(path: string, cookie: string, fields: Record<string, string>) {
	const route = path.startsWith('/profile') ? await import('#app/routes/profile/route.tsx') : await import('./route.tsx')
	const res = (await route.action(routeArgs(formRequest(path, fields, { Cookie: cookie })))) as Response
	expect(res.status).toBe(302)
}

/** Turns net carbs on (or off) from the Edit Profile dialog's Settings tab, as the form posts it. */
async function setNetCarbs(cookie: string, on: boolean) {
	await post('/profile?edit=settings', cookie, { intent: 'update-settings', units: 'metric', language: 'en', timezone: 'UTC', ...(on ? { showNetCarbs: 'on' } : {}) })
}

async function entries(userId: string, date: string) {
	const { db } = await import('#app/db.server.ts')
	const { listMeals } = await import('#app/domain/diary/diary.server.ts')
	return (await listMeals(db, { userId, timezone: 'UTC' }, date)).flatMap((m) => m.foods.map((f) => f.nutrients))
}

describe('dashboard carbs follow the net-carbs setting', () => {
	test('off by default: the carbs card shows total carbs; on: net carbs against the net-carb goal', async () => {
		const { cookie, user } = await createTestUser()
		await post('/?index', cookie, { intent: 'add-food', foodId: String(await foodIdByFdc(BANANA)), quantity: '118', unit: 'gram', mealType: 'breakfast' })
		expect((await dashboard(cookie)).netCarbs).toBeNull()

		await setNetCarbs(cookie, true)
		const page = await dashboard(cookie)
		const [banana] = await entries(user.id, page.date)
		expect(banana!.fiberG).not.toBeNull()
		expect(page.netCarbs).toEqual({ net: true, label: 'Net carbs', goalLabel: 'Net-carb goal', grams: netCarbsOf(banana!), note: null })
		expect(page.netCarbs!.grams).toBeLessThan(page.progress.consumed.carbsG!)

		await setNetCarbs(cookie, false)
		expect((await dashboard(cookie)).netCarbs).toBeNull()
	})

	test('a manual entry (no fiber asked) makes the day partial: net carbs of the known part, with the share', async () => {
		const { cookie, user } = await createTestUser()
		await setNetCarbs(cookie, true)
		await post('/?index', cookie, { intent: 'add-food', foodId: String(await foodIdByFdc(BANANA)), quantity: '118', unit: 'gram', mealType: 'breakfast' })
		await post('/?index', cookie, { intent: 'manual-entry', name: 'Bread roll', calories: '150', carbs: '30', protein: '5', fat: '1', quantity: '1', unit: 'serving', mealType: 'lunch' })
		const page = await dashboard(cookie)
		const day = await entries(user.id, page.date)
		const roll = day.find((n) => n.carbsG === 30)!
		expect(roll.fiberG).toBeNull()
		const banana = day.find((n) => n !== roll)!
		const share = Math.floor((banana.carbsG! / carbTotalsOf(day).carbsG) * 100)
		expect(page.netCarbs).toMatchObject({ grams: netCarbsOf(banana), note: `Net carbs of ${share} % of today's carbs known (some foods have no fiber data)` })
	})

	test('a day of foods without fiber data: net carbs unknown, never the total carbs', async () => {
		const { cookie } = await createTestUser()
		await setNetCarbs(cookie, true)
		await post('/?index', cookie, { intent: 'manual-entry', name: 'Bread roll', calories: '150', carbs: '30', protein: '5', fat: '1', quantity: '1', unit: 'serving', mealType: 'lunch' })
		const page = await dashboard(cookie)
		expect(page.progress.consumed.carbsG).toBe(30)
		expect(page.netCarbs).toMatchObject({ grams: null, note: "Net carbs unknown: no fiber data for today's carbs" })
	})
})

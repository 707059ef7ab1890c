/**
 * The weight screen and the dashboard's weight and water cards as a browser without JavaScript
 * uses them: form posts to /weight in the user's units, Post/Redirect/Get back to the page, and
 * what the pages then show.
 */
import { describe, expect, test } from 'vitest'
import { todayIn } from '#app/domain/dates.ts'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

async function post(cookie: string, fields: Record<string, string>) {
	const { action } = await import('./route.tsx')
	return action(routeArgs(formRequest('/weight', fields, { Cookie: cookie })))
}

async function weightPage(cookie: string, search = '') {
	const { loader } = await import('./route.tsx')
	return loader(routeArgs(new Request(`http://localhost:3000/weight${search}`, { headers: { Cookie: cookie } })))
}

async function dashboard(cookie: string) {
	const { loader } = await import('#app/routes/_index/route.tsx')
	const res = await loader(routeArgs(new Request('http://localhost:3000/', { headers: { Cookie: cookie } })))
	if (!res.signedIn) throw new Error('expected a signed-in dashboard')
	return res
}

async function setUnits(userId: string, units: 'metric' | 'imperial') {
	const { db } = await import('#app/db.server.ts')
	const { updateProfile } = await import('#app/domain/users/users.server.ts')
	await updateProfile(db, userId, { units })
}

describe('weight screen', () => {
	test('three weigh-ins from the form show in the chart with their trend and in the history; saving a day again replaces it', async () => {
		const a = await createTestUser()
		const today = todayIn('UTC')
		const { addDaysIso } = await import('#app/domain/dates.ts')
		for (const [i, w] of ['80', '80.6', '79.8'].entries()) {
			const res = await post(a.cookie, { intent: 'weigh-in', redirectTo: '/weight', date: addDaysIso(today, i - 2), weight: w, waist: '', hips: '', chest: '', bodyFatPct: '' })
			expect(res.status).toBe(302)
			expect(res.headers.get('Location')).toBe('/weight')
		}
		await post(a.cookie, { intent: 'weigh-in', redirectTo: '/weight', date: today, weight: '79.5', waist: '86', hips: '', chest: '', bodyFatPct: '21.5' })
		const page = await weightPage(a.cookie)
		expect(page.chart.points.map((p) => p.weight)).toEqual([80, 80.6, 79.5])
		// 80 + 0.1 × 0.6 = 80.06; then 80.06 + 0.1 × (79.5 − 80.06) = 80.004 (shown to 0.1 kg).
		expect(page.chart.points.map((p) => p.trend)).toEqual([80, 80.1, 80])
		expect(page.history[0]).toMatchObject({ date: today, weight: 79.5, waist: 86, bodyFatPct: 21.5 })
		expect(page.form.current).toMatchObject({ weight: 79.5 })
		expect(page.latest).toMatchObject({ weight: 79.5, trend: 80 })

		await post(a.cookie, { intent: 'delete-weigh-in', redirectTo: '/weight', date: today })
		expect((await weightPage(a.cookie)).history.map((w) => w.weight)).toEqual([80.6, 80])
	})

	test('an imperial user types pounds and inches; kilograms and centimetres are stored, pounds shown back', async () => {
		const a = await createTestUser()
		await setUnits(a.user.id, 'imperial')
		const today = todayIn('UTC')
		await post(a.cookie, { intent: 'weigh-in', redirectTo: '/weight', date: today, weight: '150', waist: '32' })
		const { db } = await import('#app/db.server.ts')
		const { latestWeighIn } = await import('#app/domain/body/weigh-ins.server.ts')
		const stored = await latestWeighIn(db, { userId: a.user.id, timezone: 'UTC' })
		expect(stored!.weightKg).toBeCloseTo(68.0388555, 6)
		expect(stored!.waistCm).toBeCloseTo(81.28, 6)
		const page = await weightPage(a.cookie)
		expect(page.latest).toMatchObject({ weight: 150, waist: 32 })
		expect(page.chart.units).toMatchObject({ weight: 'lb', length: 'in', water: 'fl oz' })
	})

	test('a weight out of range comes back to the page with a toast naming it, and nothing is saved', async () => {
		const a = await createTestUser()
		const res = await post(a.cookie, { intent: 'weigh-in', redirectTo: '/?meal=lunch', date: todayIn('UTC'), weight: '5' })
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/?meal=lunch')
		expect(res.headers.get('Set-Cookie')).toContain('toast')
		expect((await weightPage(a.cookie)).history).toEqual([])
		// Another site as `redirectTo` falls back to the weight screen.
		const away = await post(a.cookie, { intent: 'weigh-in', redirectTo: 'https://evil.example/', date: todayIn('UTC'), weight: '70' })
		expect(away.headers.get('Location')).toBe('/weight')
	})
})

describe('dashboard cards', () => {
	test('the water card adds a glass, a bottle and a custom amount against the 2,000 ml goal, and takes the last one back', async () => {
		const a = await createTestUser()
		const today = todayIn('UTC')
		await post(a.cookie, { intent: 'add-water', redirectTo: '/', date: today, ml: '250' })
		await post(a.cookie, { intent: 'add-water', redirectTo: '/', date: today, ml: '500' })
		await post(a.cookie, { intent: 'add-water', redirectTo: '/', date: today, amount: '150' })
		let card = (await dashboard(a.cookie)).body.water
		expect(card).toMatchObject({ amount: 900, goal: 2000, percent: 45, drinks: 3 })
		await post(a.cookie, { intent: 'undo-water', redirectTo: '/', id: card.lastDrinkId! })
		card = (await dashboard(a.cookie)).body.water
		expect(card).toMatchObject({ amount: 750, drinks: 2 })
	})

	test('the weight card shows the latest weigh-in and its trend; the profile weight follows a quick weigh-in', async () => {
		const a = await createTestUser()
		expect((await dashboard(a.cookie)).body.weight.latest).toBeNull()
		await post(a.cookie, { intent: 'weigh-in', redirectTo: '/', date: todayIn('UTC'), weight: '72.4' })
		const card = (await dashboard(a.cookie)).body.weight
		expect(card.latest).toMatchObject({ weight: 72.4, trend: 72.4 })
		const { db } = await import('#app/db.server.ts')
		const { getUser } = await import('#app/domain/users/users.server.ts')
		expect((await getUser(db, a.user.id)).weightKg).toBe(72.4)
	})

	test('an imperial user’s water card counts in US fluid ounces', async () => {
		const a = await createTestUser()
		await setUnits(a.user.id, 'imperial')
		await post(a.cookie, { intent: 'add-water', redirectTo: '/', date: todayIn('UTC'), amount: '8' })
		const card = (await dashboard(a.cookie)).body.water
		expect(card.ml).toBeCloseTo(236.5882365, 6)
		expect(card).toMatchObject({ amount: 8, goal: 67.6 })
	})
})

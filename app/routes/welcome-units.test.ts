import { describe, expect, test } from 'vitest'
import { feetInchesToCm, poundsToKg } from '#app/routes/profile/measurements.ts'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

type Answer = { data: { result: { error?: Record<string, string[] | null> }; suggestion?: Record<string, number | null> | null }; init: ResponseInit | null }

/** A user whose profile is set to imperial units, signed in. */
async function imperialUser() {
	const { db } = await import('#app/db.server.ts')
	const { updateProfile } = await import('#app/domain/users/users.server.ts')
	const created = await createTestUser()
	await updateProfile(db, created.user.id, { units: 'imperial' })
	return created
}

async function post(cookie: string, fields: Record<string, string>) {
	const { action } = await import('./welcome.tsx')
	return (await action(routeArgs(formRequest('/welcome', fields, { Cookie: cookie })))) as Response | Answer
}

function bornYearsAgo(years: number) {
	const today = new Date().toISOString().slice(0, 10)
	return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace(/-02-29$/, '-02-28')
}

const BODY = { gender: 'female', dateOfBirth: bornYearsAgo(35), activityLevel: 'moderate', weightGoal: 'lose', weeklyWeightChangeKg: '0.5' }

describe('goal set-up in imperial units (/welcome)', () => {
	test('height in feet + inches and weight in pounds give the same suggestion as their cm and kg, and are stored in cm and kg', async () => {
		const { user, cookie } = await imperialUser()
		const imperial = { ...BODY, heightFt: '5', heightIn: '5', weightLb: '154' }
		const cm = feetInchesToCm(5, 5)
		const kg = poundsToKg(154)
		const metric = (await createTestUser()).cookie
		const fromImperial = (await post(cookie, { ...imperial, intent: 'calculate' })) as Answer
		const fromMetric = (await post(metric, { ...BODY, height: String(cm), weight: String(kg), intent: 'calculate' })) as Answer
		expect(fromImperial.data.suggestion).toEqual(fromMetric.data.suggestion)
		expect(fromImperial.data.suggestion).not.toBeNull()

		const goals = Object.fromEntries(['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'].map((k) => [k, String(fromImperial.data.suggestion![k])]))
		const res = await post(cookie, { ...imperial, ...goals, intent: 'save' })
		expect(res).toBeInstanceOf(Response)
		const { db } = await import('#app/db.server.ts')
		const { getUser } = await import('#app/domain/users/users.server.ts')
		expect(await getUser(db, user.id)).toMatchObject({ heightCm: cm, weightKg: kg })
	})

	test('a refused height or weight is said at the field the person typed in (feet, pounds)', async () => {
		const { cookie } = await imperialUser()
		const res = (await post(cookie, { ...BODY, heightFt: '1', heightIn: '0', weightLb: '2000', intent: 'calculate' })) as Answer
		expect(res.init?.status).toBe(400)
		expect(res.data.result.error?.heightFt).toEqual(['Height must be between 50 and 272 cm'])
		expect(res.data.result.error?.weightLb?.[0]).toMatch(/^Weight must be between/)
		expect(res.data.result.error?.height).toBeUndefined()
		expect(res.data.result.error?.weight).toBeUndefined()
	})

	test('the form shows the stored height and weight in feet + inches and pounds', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		const { user, cookie } = await imperialUser()
		await updateProfile(db, user.id, { height: 177.8, weight: 68.039 })
		const { loader } = await import('./welcome.tsx')
		const data = await loader(routeArgs(new Request('http://localhost:3000/welcome', { headers: { Cookie: cookie } })))
		expect(data.units).toBe('imperial')
		expect(data.defaults).toMatchObject({ heightFt: '5', heightIn: '10', weightLb: '150' })
	})
})

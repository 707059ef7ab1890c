import { describe, expect, test } from 'vitest'
import { createTestUser, formRequest, newUserInput, routeArgs } from '#tests/utils.ts'

/** What the action answers when it does not redirect: the reply (values, field errors) and the suggestion. */
type Answer = { data: { result: { error?: Record<string, string[] | null> }; suggestion?: Record<string, number | null> | null }; init: ResponseInit | null }

async function post(cookie: string, fields: Record<string, string>) {
	const { action } = await import('./welcome.tsx')
	return (await action(routeArgs(formRequest('/welcome', fields, { Cookie: cookie })))) as Response | Answer
}

async function userRow(id: string) {
	const { db } = await import('#app/db.server.ts')
	const { getUser } = await import('#app/domain/users/users.server.ts')
	return getUser(db, id)
}

async function toastOf(res: Response) {
	const { getToast } = await import('#app/utils/toast.server.ts')
	const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0]!
	return (await getToast(new Request('http://localhost:3000/', { headers: { Cookie: cookie } }))).toast
}

/** A birth date exactly `years` before today (UTC), so the age is exactly `years`. */
function bornYearsAgo(years: number) {
	const today = new Date().toISOString().slice(0, 10)
	return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`.replace(/-02-29$/, '-02-28')
}

// A woman of 35, 165 cm, 70 kg, moderately active, losing 0.5 kg a week: resting energy
// 700 + 1031.25 − 175 − 161 = 1395.25 kcal; × 1.55 = 2162.6 kcal; − 550 = 1612.6 → 1,600 kcal.
// Protein 1.6 g × 70 kg = 112 → 110 g; fat 30 % of 1,600 / 9 = 53.3 → 55 g;
// carbohydrate (1600 − 112 × 4 − 53.3 × 9) / 4 = 168 → 170 g.
const ANSWERS = { gender: 'female', dateOfBirth: bornYearsAgo(35), height: '165', weight: '70', activityLevel: 'moderate', weightGoal: 'lose', weeklyWeightChangeKg: '0.5' }
const SUGGESTED = { dailyCalorieGoal: 1600, dailyProteinGoal: 110, dailyCarbGoal: 170, dailyFatGoal: 55 }
const DEFAULT_GOALS = { dailyCalorieGoal: 2000, dailyProteinGoal: 150, dailyCarbGoal: 200, dailyFatGoal: 65 }
const goalsOf = (u: Record<string, unknown>) => ({ dailyCalorieGoal: u.dailyCalorieGoal, dailyProteinGoal: u.dailyProteinGoal, dailyCarbGoal: u.dailyCarbGoal, dailyFatGoal: u.dailyFatGoal })

describe('goal set-up after sign-up (/welcome)', () => {
	test('signing up leads to the set-up, which can be skipped: the standard goals stay', async () => {
		const { action } = await import('./register.tsx')
		const input = newUserInput()
		const res = (await action(routeArgs(formRequest('/register', { ...input, confirmPassword: input.password })))) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/welcome')
		const { db } = await import('#app/db.server.ts')
		const { verifyLogin } = await import('#app/domain/users/users.server.ts')
		const user = (await verifyLogin(db, { email: input.email, password: input.password }))!
		expect(goalsOf(user)).toEqual(DEFAULT_GOALS)
		expect(user.weightGoal).toBeNull()
	})

	test('calculate: the suggestion with its working, and nothing saved yet', async () => {
		const { user, cookie } = await createTestUser()
		const res = await post(cookie, { ...ANSWERS, intent: 'calculate' })
		expect(res).not.toBeInstanceOf(Response)
		const { suggestion } = (res as Answer).data
		expect(suggestion).toEqual({ ageYears: 35, resting: 1395, activityFactor: 1.55, maintenance: 2163, adjustment: -550, floor: null, ...SUGGESTED })
		expect(goalsOf(await userRow(user.id))).toEqual(DEFAULT_GOALS)
	})

	test('save: the answers and the goals as accepted, then the dashboard with the Goals Updated toast', async () => {
		const { user, cookie } = await createTestUser()
		const res = await post(cookie, { ...ANSWERS, ...Object.fromEntries(Object.entries(SUGGESTED).map(([k, v]) => [k, String(v)])), intent: 'save' })
		expect(res).toBeInstanceOf(Response)
		expect((res as Response).headers.get('Location')).toBe('/')
		expect(await toastOf(res as Response)).toMatchObject({ message: 'Goals Updated', type: 'success' })
		const row = await userRow(user.id)
		expect(goalsOf(row)).toEqual(SUGGESTED)
		expect(row).toMatchObject({ gender: 'female', dateOfBirth: ANSWERS.dateOfBirth, heightCm: 165, weightKg: 70, activityLevel: 'moderate', weightGoal: 'lose', weeklyWeightChangeKg: 0.5 })
		// The weight answered is today's weigh-in in the weight log, as a weigh-in from anywhere else is.
		const { listWeighIns } = await import('#app/domain/body/weigh-ins.server.ts')
		const { db } = await import('#app/db.server.ts')
		expect(await listWeighIns(db, { userId: user.id, timezone: user.timezone }, {})).toMatchObject([{ weightKg: 70 }])
	})

	test('save: numbers edited before saving are kept as edited; keeping weight stores no rate; from the goals page it goes back there', async () => {
		const { user, cookie } = await createTestUser()
		const res = await post(cookie, { ...ANSWERS, weightGoal: 'maintain', dailyCalorieGoal: '2150', dailyProteinGoal: '95', dailyCarbGoal: '260', dailyFatGoal: '70', intent: 'save', from: 'goals' })
		expect((res as Response).headers.get('Location')).toBe('/goals')
		const row = await userRow(user.id)
		expect(goalsOf(row)).toEqual({ dailyCalorieGoal: 2150, dailyProteinGoal: 95, dailyCarbGoal: 260, dailyFatGoal: 70 })
		expect(row).toMatchObject({ weightGoal: 'maintain', weeklyWeightChangeKg: null })
	})

	test.each([
		['a height that is not a number', { height: 'tall' }, 'height', 'Height must be a number'],
		['a weight out of range', { weight: '900' }, 'weight', 'Weight must be between 20 and 635 kg'],
		['no sex chosen', { gender: '' }, 'gender', 'Sex: choose one'],
		['losing with no rate', { weeklyWeightChangeKg: '' }, 'weeklyWeightChangeKg', 'Choose how fast'],
		['a rate not offered', { weeklyWeightChangeKg: '3' }, 'weeklyWeightChangeKg', 'Choose how fast'],
		['a child', { dateOfBirth: bornYearsAgo(12) }, 'dateOfBirth', 'Goals are calculated for adults (18 or older)'],
		['a birth date in the future', { dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date of birth must be a real date in the past'],
	])('calculate refuses %s with a 400 naming the field', async (_, change, name, message) => {
		const { cookie } = await createTestUser()
		const res = (await post(cookie, { ...ANSWERS, ...change, intent: 'calculate' })) as Answer
		expect(res.init?.status).toBe(400)
		expect(res.data.result.error?.[name]).toEqual([message])
	})

	test('save refuses a goal out of bounds with a 400 naming it, keeps the working, and changes nothing', async () => {
		const { user, cookie } = await createTestUser()
		const res = (await post(cookie, { ...ANSWERS, ...Object.fromEntries(Object.entries(SUGGESTED).map(([k, v]) => [k, String(v)])), dailyCalorieGoal: '100', intent: 'save' })) as Answer
		expect(res.init?.status).toBe(400)
		expect(res.data.result.error?.dailyCalorieGoal).toEqual(['Daily calories must be between 800 and 5000'])
		expect(res.data.suggestion).toMatchObject(SUGGESTED)
		const row = await userRow(user.id)
		expect(goalsOf(row)).toEqual(DEFAULT_GOALS)
		expect(row.heightCm).toBeNull()
	})

	test('save refuses a child even with goals filled in: nothing is written', async () => {
		const { user, cookie } = await createTestUser()
		const res = (await post(cookie, { ...ANSWERS, dateOfBirth: bornYearsAgo(15), ...Object.fromEntries(Object.entries(SUGGESTED).map(([k, v]) => [k, String(v)])), intent: 'save' })) as Answer
		expect(res.init?.status).toBe(400)
		expect(res.data.result.error?.dateOfBirth).toEqual(['Goals are calculated for adults (18 or older)'])
		expect((await userRow(user.id)).dateOfBirth).toBeNull()
	})
})

import { describe, expect, test } from 'vitest'
import type { MealType, User } from '#db/schema.ts'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

/** A refused save (app/utils/http.server.ts): field messages, and under '' the spec's failure toast text. */
type Refusal = { data: { result?: { error?: Record<string, string[]> } }; init: ResponseInit | null }

async function post(cookie: string, fields: Record<string, string | string[]>, path = '/profile'): Promise<Response | Refusal> {
	const { action } = await import('./route.tsx')
	return (await action(routeArgs(formRequest(path, fields, { Cookie: cookie })))) as Response | Refusal
}

async function page(cookie: string, search = '') {
	const { loader } = await import('./route.tsx')
	return loader(routeArgs(new Request(`http://localhost:3000/profile${search}`, { headers: { Cookie: cookie } })))
}

async function toastOf(res: Response) {
	const { getToast } = await import('#app/utils/toast.server.ts')
	const cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0]!
	return (await getToast(new Request('http://localhost:3000/', { headers: { Cookie: cookie } }))).toast
}

async function row(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const { getUser } = await import('#app/domain/users/users.server.ts')
	return getUser(db, userId)
}

function refused(res: Response | Refusal, status = 400): Refusal {
	expect(res).not.toBeInstanceOf(Response)
	const r = res as Refusal
	expect(r.init?.status).toBe(status)
	// What the user sees above the form: the section 8 failure toast's title, then what to fix.
	expect(r.data.result?.error?.['']?.[0]).toBe('Error: Failed to update profile. Please try again.')
	return r
}

const GOALS = { dailyCalorieGoal: '2000', dailyProteinGoal: '150', dailyCarbGoal: '200', dailyFatGoal: '65' }

async function logKcal(user: User, kcal: number, date: string, mealType: MealType = 'lunch') {
	const { db } = await import('#app/db.server.ts')
	const { createCustomFood } = await import('#app/domain/foods/foods.server.ts')
	const { logFood } = await import('#app/domain/diary/diary.server.ts')
	const f = await createCustomFood(db, { userId: user.id }, { name: `Meal ${kcal}`, servingSize: 1, servingUnit: 'serving', kcal, proteinG: 0, carbsG: 0, fatG: 0 })
	return logFood(db, { userId: user.id, timezone: user.timezone }, { foodId: f.id, quantity: 1, unit: 'serving', mealType, date })
}

describe('/profile loader', () => {
	test('header fallbacks: full name, else username, else "User"', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		const a = await createTestUser({ firstName: 'Ada', lastName: 'Lovelace' })
		expect((await page(a.cookie)).displayName).toBe('Ada Lovelace')
		await updateProfile(db, a.user.id, { firstName: null, lastName: null, username: 'ada_l' })
		expect((await page(a.cookie)).displayName).toBe('ada_l')
		await updateProfile(db, a.user.id, { username: null })
		expect((await page(a.cookie)).displayName).toBe('User')
	})

	test('age, BMI to 1 decimal with category, imperial display', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		const { cookie, user } = await createTestUser()
		await updateProfile(db, user.id, { dateOfBirth: '1990-01-01', height: 177.8, weight: 68.039, units: 'imperial' })
		const p = await page(cookie)
		expect(p.age).toBeGreaterThanOrEqual(35)
		expect(p.bmi).toEqual({ value: 21.5, category: 'Normal' })
		expect(p.height).toBe('5 ft 10 in')
		expect(p.weight).toBe('150 lb')
	})

	test("stats and This Week's Summary are the user's own", async () => {
		const { todayIn } = await import('#app/domain/dates.ts')
		const today = todayIn('UTC')
		const me = await createTestUser()
		await logKcal(me.user, 1900, today, 'lunch')
		const other = await createTestUser()
		await logKcal(other.user, 500, today, 'breakfast')
		await logKcal(other.user, 700, today, 'dinner')
		await logKcal(other.user, 900, '2024-01-01', 'dinner')
		const p = await page(me.cookie)
		expect(p.stats).toEqual({ daysActive: 1, goalSuccessRate: 100, totalMeals: 1, avgCalories: 1900, favoriteFood: 'Meal 1900' })
		expect(p.week).toMatchObject({ mealsLogged: 1, avgCalories: 1900, daysOnTrack: 1, daysInWeek: 7 })
		expect(p.user.id).toBe(me.user.id)
		expect(JSON.stringify(p)).not.toContain(other.user.id)
		expect(JSON.stringify(p)).not.toContain('passwordHash')
	})

	test('?edit selects the dialog tab; the settings tab gets the time zone list', async () => {
		const { cookie } = await createTestUser()
		expect((await page(cookie, '?edit=nutrition')).edit).toBe('nutrition')
		expect((await page(cookie, '?edit=bogus')).edit).toBeNull()
		const settings = await page(cookie, '?edit=settings')
		expect(settings.timeZones).toContain('UTC')
		expect(settings.timeZones).toContain('Europe/Berlin')
	})
})

describe('/profile menu toasts (POST, so they work without JavaScript)', () => {
	test.each([
		['settings', 'Settings', 'coming soon'],
		['help', 'Help and Support', 'support@platewise.app'],
	])('%s → "%s" toast mentioning %s', async (intent, message, text) => {
		const { cookie } = await createTestUser()
		const res = (await post(cookie, { intent })) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/profile')
		const toast = await toastOf(res)
		expect(toast?.message).toBe(message)
		expect(toast?.description).toContain(text)
	})

	test('Notifications opens the notifications page (switches, reminder times, push on this device)', async () => {
		const { cookie } = await createTestUser()
		const res = (await post(cookie, { intent: 'notifications' })) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/profile/notifications')
	})

	test('an unknown intent goes back to /profile with the failure toast, not a 500', async () => {
		const { cookie } = await createTestUser()
		const res = (await post(cookie, { intent: 'drop-tables' })) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/profile')
		expect(await toastOf(res)).toMatchObject({ message: 'Error: Failed to update profile. Please try again.', type: 'error' })
	})
})

describe('Edit Profile: Nutrition tab', () => {
	test('saves the goals and toasts "Profile updated"', async () => {
		const { cookie, user } = await createTestUser()
		const res = (await post(cookie, { intent: 'update-nutrition', ...GOALS, dailyCalorieGoal: '2200', dailyFiberGoal: '30', dailyWaterGoal: '2500', dailySugarGoal: '' }, '/profile?edit=nutrition')) as Response
		expect(res.status).toBe(302)
		expect(await toastOf(res)).toMatchObject({ message: 'Profile updated', type: 'success' })
		expect(await row(user.id)).toMatchObject({ dailyCalorieGoal: 2200, dailyFiberGoal: 30, dailyWaterGoal: 2500, dailySugarGoal: null })
	})

	test.each([
		['dailyCalorieGoal', '799', 'Daily calories must be between 800 and 5000'],
		['dailyCalorieGoal', '5001', 'Daily calories must be between 800 and 5000'],
		['dailyProteinGoal', '501', 'Daily protein must be between 10 and 500'],
		['dailyCarbGoal', '9', 'Daily carbs must be between 10 and 1000'],
		['dailyFatGoal', '301', 'Daily fat must be between 10 and 300'],
		['dailyFiberGoal', '9', 'Daily fiber must be between 10 and 100'],
		['dailySugarGoal', '201', 'Daily sugar must be between 10 and 200'],
		['dailyWaterGoal', '6000', 'Daily water must be between 500 and 5000'],
		['dailyCalorieGoal', 'abc', 'Daily calories must be a number'],
	])('refuses %s = %s: 400, "%s", nothing saved', async (field, value, message) => {
		const { cookie, user } = await createTestUser()
		const r = refused(await post(cookie, { intent: 'update-nutrition', ...GOALS, [field]: value }, '/profile?edit=nutrition'))
		expect(r.data.result?.error?.[field]).toEqual([message])
		expect(r.data.result?.error?.['']?.[1]).toContain(message)
		expect(await row(user.id)).toMatchObject({ dailyCalorieGoal: 2000, dailyProteinGoal: 150, dailyCarbGoal: 200, dailyFatGoal: 65, dailyFiberGoal: null, dailySugarGoal: null, dailyWaterGoal: null })
	})
})

describe('Edit Profile: Profile tab', () => {
	test('saves every field and the option lists', async () => {
		const { cookie, user } = await createTestUser()
		const res = (await post(cookie, {
			intent: 'update-profile',
			measurement: 'metric',
			firstName: 'Grace',
			lastName: 'Hopper',
			username: 'grace_h',
			bio: 'Rear admiral',
			dateOfBirth: '1990-12-09',
			gender: 'female',
			height: '167.5',
			weight: '61.2',
			activityLevel: 'very_active',
			dietaryPreferences: ['vegetarian', 'mediterranean', 'gluten_free', 'dash'],
			healthGoals: ['build_muscle'],
			allergies: ['peanuts', 'sesame'],
			medicalConditions: ['hypertension'],
		})) as Response
		expect(res.status).toBe(302)
		expect(await toastOf(res)).toMatchObject({ message: 'Profile updated' })
		expect(await row(user.id)).toMatchObject({
			firstName: 'Grace',
			lastName: 'Hopper',
			username: 'grace_h',
			bio: 'Rear admiral',
			dateOfBirth: '1990-12-09',
			gender: 'female',
			heightCm: 167.5,
			weightKg: 61.2,
			activityLevel: 'very_active',
			dietaryPreferences: ['vegetarian', 'mediterranean', 'gluten_free', 'dash'],
			healthGoals: ['build_muscle'],
			allergies: ['peanuts', 'sesame'],
			medicalConditions: ['hypertension'],
		})
		// unchecking everything clears the lists
		await post(cookie, { intent: 'update-profile', measurement: 'metric', firstName: 'Grace' })
		expect(await row(user.id)).toMatchObject({ dietaryPreferences: [], allergies: [], heightCm: null, bio: null })
	})

	test('imperial users enter ft/in and lb; the database stays metric', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		const { cookie, user } = await createTestUser()
		await updateProfile(db, user.id, { units: 'imperial' })
		const res = (await post(cookie, { intent: 'update-profile', measurement: 'imperial', heightFt: '5', heightIn: '10', weightLb: '150' })) as Response
		expect(res.status).toBe(302)
		expect(await row(user.id)).toMatchObject({ heightCm: 177.8, weightKg: 68.039 })
		const p = await page(cookie)
		expect([p.height, p.weight]).toEqual(['5 ft 10 in', '150 lb'])
	})

	test('saving one measurement in imperial never drifts the other (180 cm stays 180 cm)', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		const { cmToFeetInches } = await import('./measurements.ts')
		const { cookie, user } = await createTestUser()
		await updateProfile(db, user.id, { units: 'imperial', height: 180, weight: 80 })
		const shown = cmToFeetInches(180)
		const res = (await post(cookie, { intent: 'update-profile', measurement: 'imperial', heightFt: String(shown.feet), heightIn: String(shown.inches), weightLb: '170' })) as Response
		expect(res.status).toBe(302)
		const saved = await row(user.id)
		expect(saved.heightCm).toBe(180)
		expect(saved.weightKg).toBeCloseTo(77.111, 3)
	})

	test.each([
		[{ measurement: 'metric', height: '300' }, 'height', 'Height must be between 50 and 272 cm'],
		[{ measurement: 'metric', weight: '10' }, 'weight', 'Weight must be between 20 and 400 kg'],
		[{ measurement: 'imperial', heightFt: '9', heightIn: '0' }, 'heightFt', 'Feet must be between 0 and 8'],
		[{ measurement: 'imperial', heightFt: '1', heightIn: '0' }, 'heightFt', 'Height must be between 50 and 272 cm'],
		[{ measurement: 'imperial', weightLb: '1500' }, 'weightLb', 'Weight must be between 20 and 400 kg'],
		[{ gender: 'robot' }, 'gender', 'Gender: unknown option'],
		[{ activityLevel: 'couch' }, 'activityLevel', 'Activity level: unknown option'],
		[{ allergies: ['nuts', 'kryptonite'] }, 'allergies', 'Allergies: unknown option'],
		[{ username: 'a b' }, 'username', 'Username must be 3-30 letters, digits, dots, dashes or underscores'],
		[{ dateOfBirth: 'yesterday' }, 'dateOfBirth', 'Date of birth must be a date (YYYY-MM-DD)'],
	])('refuses %o with a 400 and the message on %s', async (fields, field, message) => {
		const { cookie, user } = await createTestUser()
		const before = await row(user.id)
		const r = refused(await post(cookie, { intent: 'update-profile', ...fields }, '/profile?edit=profile'))
		expect(r.data.result?.error?.[field]).toEqual([message])
		expect(await row(user.id)).toEqual(before)
	})

	test('domain refusals come back as field messages, never a 500: future birthday, taken username', async () => {
		const first = await createTestUser()
		await post(first.cookie, { intent: 'update-profile', username: 'taken_name' })
		const { cookie } = await createTestUser()
		const future = refused(await post(cookie, { intent: 'update-profile', dateOfBirth: '2999-01-01' }))
		expect(future.data.result?.error?.dateOfBirth).toEqual(['Date of birth must be between 1900 and today'])
		const taken = refused(await post(cookie, { intent: 'update-profile', username: 'taken_name' }), 409)
		expect(taken.data.result?.error?.username).toEqual(['This username is taken'])
		expect(taken.data.result?.error?.['']).toEqual(['Error: Failed to update profile. Please try again.', 'This username is taken'])
	})
})

describe('Edit Profile: Settings tab', () => {
	test('units, language, time zone and the five switches', async () => {
		const { cookie, user } = await createTestUser()
		const res = (await post(cookie, { intent: 'update-settings', units: 'imperial', language: 'fr', timezone: 'Europe/Paris', mealReminders: 'on', goalReminders: 'on' })) as Response
		expect(res.status).toBe(302)
		expect(await row(user.id)).toMatchObject({
			units: 'imperial',
			language: 'fr',
			timezone: 'Europe/Paris',
			emailNotifications: false,
			pushNotifications: false,
			mealReminders: true,
			goalReminders: true,
			weeklyReports: false,
		})
	})

	test('an unknown time zone is refused with a message', async () => {
		const { cookie } = await createTestUser()
		const r = refused(await post(cookie, { intent: 'update-settings', units: 'metric', language: 'en', timezone: 'Mars/Olympus' }))
		expect(r.data.result?.error?.timezone).toEqual(['Unknown time zone'])
	})
})

describe('Edit Profile: the whole dialog in one form', () => {
	const SETTINGS = { units: 'metric', language: 'en', timezone: 'UTC' }

	test('switching tab without JavaScript answers the page with every value typed so far, nothing saved', async () => {
		const { cookie, user } = await createTestUser()
		const typed = { measurement: 'metric', bio: 'Typed, not saved', dietaryPreferences: ['vegan', 'keto'], ...GOALS, dailyCalorieGoal: '2300', ...SETTINGS }
		const res = (await post(cookie, { intent: 'switch-tab', ...typed }, '/profile?edit=nutrition')) as unknown as { result: { initialValue: Record<string, unknown>; error: null } }
		expect(res.result.error).toBeNull()
		expect(res.result.initialValue).toMatchObject({ bio: 'Typed, not saved', dietaryPreferences: ['vegan', 'keto'], dailyCalorieGoal: '2300' })
		expect(res.result.initialValue).not.toHaveProperty('intent')
		expect(await row(user.id)).toMatchObject({ bio: user.bio, dailyCalorieGoal: user.dailyCalorieGoal })
	})

	test("Save Changes saves what was typed on every tab in one step", async () => {
		const { cookie, user } = await createTestUser()
		const res = (await post(cookie, { intent: 'update', measurement: 'metric', bio: 'From the Profile tab', ...GOALS, dailyCalorieGoal: '2300', ...SETTINGS, weeklyReports: 'on' }, '/profile?edit=settings')) as Response
		expect(res.status).toBe(302)
		expect(await toastOf(res)).toMatchObject({ message: 'Profile updated', type: 'success' })
		expect(await row(user.id)).toMatchObject({ bio: 'From the Profile tab', dailyCalorieGoal: 2300, weeklyReports: true })
	})

	test('a refused field on another tab is named, and nothing is saved', async () => {
		const { cookie, user } = await createTestUser()
		const r = refused(await post(cookie, { intent: 'update', measurement: 'metric', bio: 'Not yet', ...GOALS, dailyCalorieGoal: '9000', ...SETTINGS }, '/profile?edit=profile'))
		expect(r.data.result?.error?.dailyCalorieGoal).toEqual(['Daily calories must be between 800 and 5000'])
		expect(await row(user.id)).toMatchObject({ bio: user.bio, dailyCalorieGoal: user.dailyCalorieGoal })
	})

	test('imperial: the water goal is typed in fl oz and stored in ml; the unchanged shown value keeps the stored ml', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		const { cookie, user } = await createTestUser()
		await updateProfile(db, user.id, { units: 'imperial', dailyWaterGoal: 2000 })
		const imperial = { intent: 'update', measurement: 'imperial', ...GOALS, ...SETTINGS, units: 'imperial' }
		// 2000 ml shows as 67.6 fl oz; saving it unchanged must not drift to 1999 ml.
		await post(cookie, { ...imperial, dailyWaterGoal: '67.6' })
		expect((await row(user.id)).dailyWaterGoal).toBe(2000)
		await post(cookie, { ...imperial, dailyWaterGoal: '80' })
		expect((await row(user.id)).dailyWaterGoal).toBe(2366)
		const r = refused(await post(cookie, { ...imperial, dailyWaterGoal: '200' }))
		expect(r.data.result?.error?.dailyWaterGoal).toEqual(['Daily water must be between 17 and 169 fl oz'])
	})
})

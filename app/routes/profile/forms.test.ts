import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { AllTabsSchema, NutritionTabSchema, ProfileTabSchema, SettingsTabSchema } from './forms.server.ts'

function form(fields: Record<string, string | string[]>) {
	const fd = new FormData()
	for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item)
	return fd
}

/** Field errors of a refused submission. */
function errorsOf(s: { status?: 'success' | 'error' } & object): Record<string, string[] | null> | undefined {
	return s.status === 'error' && 'error' in s ? (s.error as Record<string, string[] | null>) : undefined
}

describe('Profile tab form', () => {
	test('imperial height and weight are converted to cm and kg before validation', () => {
		const s = parseWithZod(form({ measurement: 'imperial', heightFt: '5', heightIn: '10', weightLb: '150' }), { schema: ProfileTabSchema })
		expect(s.status).toBe('success')
		if (s.status !== 'success') return
		expect(s.value.height).toBe(177.8)
		expect(s.value.weight).toBe(68.039)
	})

	test('metric height and weight pass through', () => {
		const s = parseWithZod(form({ measurement: 'metric', height: '180', weight: '75.5' }), { schema: ProfileTabSchema })
		expect(s.status === 'success' && [s.value.height, s.value.weight]).toEqual([180, 75.5])
	})

	test('empty inputs clear the fields and unchecked lists become empty', () => {
		const s = parseWithZod(form({ measurement: 'metric', firstName: '', bio: '' }), { schema: ProfileTabSchema })
		expect(s.status).toBe('success')
		if (s.status !== 'success') return
		expect(s.value).toMatchObject({ firstName: null, bio: null, height: null, weight: null, dateOfBirth: null, dietaryPreferences: [], allergies: [], healthGoals: [], medicalConditions: [] })
	})

	test('checked options are kept', () => {
		const s = parseWithZod(form({ dietaryPreferences: ['vegan', 'keto'], allergies: 'nuts' }), { schema: ProfileTabSchema })
		expect(s.status === 'success' && [s.value.dietaryPreferences, s.value.allergies]).toEqual([['vegan', 'keto'], ['nuts']])
	})

	test('an out-of-range imperial height is refused on the feet input with the domain message', () => {
		const s = parseWithZod(form({ measurement: 'imperial', heightFt: '0', heightIn: '10' }), { schema: ProfileTabSchema })
		expect(s.status).toBe('error')
		expect(errorsOf(s)?.heightFt).toEqual(['Height must be between 50 and 272 cm'])
	})

	test('an out-of-range weight in lb is refused on the pound input', () => {
		const s = parseWithZod(form({ measurement: 'imperial', weightLb: '2000' }), { schema: ProfileTabSchema })
		expect(errorsOf(s)?.weightLb).toEqual(['Weight must be between 20 and 400 kg'])
	})

	test('unknown options and bad enums are refused', () => {
		const s = parseWithZod(form({ dietaryPreferences: ['vegan', 'carnivore'], gender: 'robot', activityLevel: 'lazy' }), { schema: ProfileTabSchema })
		expect(s.status).toBe('error')
		expect(errorsOf(s)?.dietaryPreferences).toEqual(['Dietary preferences: unknown option'])
		expect(errorsOf(s)?.gender).toEqual(['Gender: unknown option'])
		expect(errorsOf(s)?.activityLevel).toEqual(['Activity level: unknown option'])
	})

	test('non-numeric height', () => {
		const s = parseWithZod(form({ height: 'tall' }), { schema: ProfileTabSchema })
		expect(errorsOf(s)?.height).toEqual(['Height must be a number'])
	})
})

describe('Nutrition tab form (spec section 5 bounds)', () => {
	const valid = { dailyCalorieGoal: '2000', dailyProteinGoal: '150', dailyCarbGoal: '200', dailyFatGoal: '65' }

	test('valid goals; empty optional goals clear', () => {
		const s = parseWithZod(form({ ...valid, dailyWaterGoal: '2500' }), { schema: NutritionTabSchema })
		expect(s.status === 'success' && s.value).toEqual({ ...{ dailyCalorieGoal: 2000, dailyProteinGoal: 150, dailyCarbGoal: 200, dailyFatGoal: 65 }, dailyFiberGoal: null, dailySugarGoal: null, dailyWaterGoal: 2500 })
	})

	test.each([
		['dailyCalorieGoal', '799', 'Daily calories must be between 800 and 5000'],
		['dailyCalorieGoal', '5001', 'Daily calories must be between 800 and 5000'],
		['dailyProteinGoal', '9', 'Daily protein must be between 10 and 500'],
		['dailyCarbGoal', '1001', 'Daily carbs must be between 10 and 1000'],
		['dailyFatGoal', '301', 'Daily fat must be between 10 and 300'],
		['dailyFiberGoal', '101', 'Daily fiber must be between 10 and 100'],
		['dailySugarGoal', '5', 'Daily sugar must be between 10 and 200'],
		['dailyWaterGoal', '499', 'Daily water must be between 500 and 5000'],
		['dailyCalorieGoal', 'lots', 'Daily calories must be a number'],
		['dailyCalorieGoal', '', 'Daily calories is required'],
	])('%s = %s is refused: %s', (field, value, message) => {
		const s = parseWithZod(form({ ...valid, [field]: value }), { schema: NutritionTabSchema })
		expect(s.status).toBe('error')
		expect(errorsOf(s)?.[field]).toEqual([message])
	})
})

describe('Settings tab form', () => {
	test('unchecked switches are off; checked are on', () => {
		const s = parseWithZod(form({ units: 'imperial', language: 'de', timezone: 'Europe/Berlin', weeklyReports: 'on' }), { schema: SettingsTabSchema })
		expect(s.status === 'success' && s.value).toEqual({
			units: 'imperial',
			language: 'de',
			timezone: 'Europe/Berlin',
			emailNotifications: false,
			pushNotifications: false,
			mealReminders: false,
			goalReminders: false,
			weeklyReports: true,
			showNetCarbs: false,
		})
	})
	test('unknown units and language are refused', () => {
		const s = parseWithZod(form({ units: 'cubits', language: 'xx' }), { schema: SettingsTabSchema })
		expect(errorsOf(s)?.units).toEqual(['Units: unknown option'])
		expect(errorsOf(s)?.language).toEqual(['Language: unknown option'])
	})
})

describe('water goal in imperial units', () => {
	const valid = { measurement: 'imperial', dailyCalorieGoal: '2000', dailyProteinGoal: '150', dailyCarbGoal: '200', dailyFatGoal: '65' }

	test('a goal typed in US fl oz is stored in whole ml (64 fl oz × 29.5735 ml = 1893 ml)', () => {
		const s = parseWithZod(form({ ...valid, dailyWaterGoal: '64' }), { schema: NutritionTabSchema })
		expect(s.status === 'success' && s.value.dailyWaterGoal).toBe(1893)
	})

	test.each([
		['16.9', 'Daily water must be between 17 and 169 fl oz'],
		['169.1', 'Daily water must be between 17 and 169 fl oz'],
	])('%s fl oz is refused in fl oz, the unit typed', (value, message) => {
		const s = parseWithZod(form({ ...valid, dailyWaterGoal: value }), { schema: NutritionTabSchema })
		expect(errorsOf(s)?.dailyWaterGoal).toEqual([message])
	})

	test('the bounds in fl oz convert back inside the ml bounds', () => {
		for (const value of ['17', '169']) {
			const s = parseWithZod(form({ ...valid, dailyWaterGoal: value }), { schema: NutritionTabSchema })
			expect(s.status).toBe('success')
		}
	})

	test('metric water stays ml', () => {
		const s = parseWithZod(form({ ...valid, measurement: 'metric', dailyWaterGoal: '2500' }), { schema: NutritionTabSchema })
		expect(s.status === 'success' && s.value.dailyWaterGoal).toBe(2500)
	})
})

describe('the whole dialog saved at once', () => {
	const all = {
		measurement: 'metric',
		bio: 'Cooks on Sundays',
		dailyCalorieGoal: '2100',
		dailyProteinGoal: '150',
		dailyCarbGoal: '200',
		dailyFatGoal: '65',
		units: 'metric',
		language: 'en',
		timezone: 'UTC',
		weeklyReports: 'on',
	}

	test("every tab's fields make one patch", () => {
		const s = parseWithZod(form(all), { schema: AllTabsSchema })
		expect(s.status).toBe('success')
		if (s.status !== 'success') return
		expect(s.value).toMatchObject({ bio: 'Cooks on Sundays', dailyCalorieGoal: 2100, units: 'metric', weeklyReports: true, emailNotifications: false, dietaryPreferences: [] })
	})

	test('refused fields on several tabs each get their message', () => {
		const s = parseWithZod(form({ ...all, height: '10', dailyCalorieGoal: '9000', language: 'xx' }), { schema: AllTabsSchema })
		expect(s.status).toBe('error')
		expect(errorsOf(s)?.height).toEqual(['Height must be between 50 and 272 cm'])
		expect(errorsOf(s)?.dailyCalorieGoal).toEqual(['Daily calories must be between 800 and 5000'])
		expect(errorsOf(s)?.language).toEqual(['Language: unknown option'])
	})
})

import { describe, expect, test } from 'vitest'
import { ACTIVITY_FACTORS, calorieTarget, dailyEnergyChange, macroSplit, restingEnergy, type BodyProfile } from './energy.ts'

describe('restingEnergy: Mifflin-St Jeor (1990), simplified form', () => {
	test('a woman of 35 years, 70 kg, 165 cm: 700 + 1031.25 − 175 − 161 = 1395.25 kcal/day', () => {
		expect(restingEnergy({ sex: 'female', ageYears: 35, heightCm: 165, weightKg: 70 })).toBe(1395.25)
	})

	test('a man of 30 years, 80 kg, 180 cm: 800 + 1125 − 150 + 5 = 1780 kcal/day', () => {
		expect(restingEnergy({ sex: 'male', ageYears: 30, heightCm: 180, weightKg: 80 })).toBe(1780)
	})

	test("the simplified form agrees with the paper's full regression within a few kcal (9.99 W + 6.25 H − 4.92 A + 166 × male − 161)", () => {
		for (const [sex, male] of [['male', 1], ['female', 0]] as const)
			for (const [ageYears, heightCm, weightKg] of [[19, 160, 50], [45, 175, 90], [78, 185, 120]] as const) {
				const full = 9.99 * weightKg + 6.25 * heightCm - 4.92 * ageYears + 166 * male - 161
				expect(Math.abs(restingEnergy({ sex, ageYears, heightCm, weightKg }) - full)).toBeLessThan(10)
			}
	})

	test('an unstated sex sits halfway between the two', () => {
		const body = { ageYears: 40, heightCm: 170, weightKg: 75 }
		const male = restingEnergy({ ...body, sex: 'male' })
		const female = restingEnergy({ ...body, sex: 'female' })
		expect(restingEnergy({ ...body, sex: 'other' })).toBe((male + female) / 2)
		expect(restingEnergy({ ...body, sex: 'prefer_not_to_say' })).toBe((male + female) / 2)
	})
})

describe('calorieTarget: resting × activity ± rate × 7,700 kcal/kg', () => {
	const base: BodyProfile = { sex: 'female', ageYears: 35, heightCm: 165, weightKg: 70, activityLevel: 'moderate', goal: 'maintain', rateKgPerWeek: 0.5 }

	test('half a kilogram a week is 550 kcal a day', () => {
		expect(dailyEnergyChange(0.5)).toBe(550)
		expect(dailyEnergyChange(0.25)).toBe(275)
		expect(dailyEnergyChange(0.75)).toBe(825)
	})

	test('maintain: 1395.25 × 1.55 = 2162.64 kcal; the rate is ignored', () => {
		const t = calorieTarget(base)
		expect(t.activityFactor).toBe(ACTIVITY_FACTORS.moderate)
		expect(t.maintenance).toBeCloseTo(2162.6375, 6)
		expect(t.adjustment).toBe(0)
		expect(t.calories).toBeCloseTo(2162.6375, 6)
		expect(t.floored).toBe(false)
	})

	test('lose 0.5 kg/week: 2162.64 − 550 = 1612.64 kcal; gain 0.25 kg/week: + 275', () => {
		expect(calorieTarget({ ...base, goal: 'lose' }).calories).toBeCloseTo(1612.6375, 6)
		expect(calorieTarget({ ...base, goal: 'gain', rateKgPerWeek: 0.25 }).calories).toBeCloseTo(2437.6375, 6)
	})

	test('a loss never goes below the floor (1,200 kcal for women, 1,500 for men) nor above maintenance', () => {
		const small: BodyProfile = { ...base, ageYears: 60, heightCm: 152, weightKg: 50, activityLevel: 'sedentary', goal: 'lose', rateKgPerWeek: 0.75 }
		// 500 + 950 − 300 − 161 = 989 kcal resting; × 1.2 = 1186.8 kcal maintenance, under the 1,200 floor
		const t = calorieTarget(small)
		expect(t.maintenance).toBeCloseTo(1186.8, 6)
		expect(t.calories).toBeCloseTo(1186.8, 6)
		expect(t.floored).toBe(true)
		const man = calorieTarget({ ...small, sex: 'male', heightCm: 170, weightKg: 70, activityLevel: 'light' })
		// 700 + 1062.5 − 300 + 5 = 1467.5; × 1.375 = 2017.8; − 825 = 1192.8 → raised to 1,500
		expect(man.calories).toBe(1500)
		expect(man.floored).toBe(true)
	})
})

describe('macroSplit: protein by body weight, fat 30 % of energy, carbohydrate the rest', () => {
	test('2,000 kcal at 70 kg keeping weight: 84 g protein, 66.7 g fat, 266 g carbohydrate, adding back up to 2,000 kcal', () => {
		const m = macroSplit(2000, 70, 'maintain')
		expect(m.proteinG).toBeCloseTo(84, 6)
		expect(m.fatG).toBeCloseTo(600 / 9, 6)
		expect(m.carbsG).toBeCloseTo(266, 6)
		expect(m.proteinG * 4 + m.fatG * 9 + m.carbsG * 4).toBeCloseTo(2000, 6)
	})

	test('losing weight asks 1.6 g/kg, but protein never passes 35 % of energy', () => {
		expect(macroSplit(2000, 70, 'lose').proteinG).toBeCloseTo(112, 6)
		// 140 kg × 1.6 = 224 g would be 45 % of 2,000 kcal: capped at 700 kcal = 175 g
		expect(macroSplit(2000, 140, 'lose').proteinG).toBeCloseTo(175, 6)
	})

	test('carbohydrate is never negative', () => {
		expect(macroSplit(0, 70, 'gain').carbsG).toBe(0)
	})
})

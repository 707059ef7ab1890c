/**
 * The expenditure estimate and weekly check-ins on a real temporary libSQL database: a simulated
 * person's five weeks written through the diary (quick add) and the weight log give the same
 * estimate as the pure core and land near the truth; a day marked incomplete is left out; the
 * check-in proposes expenditure minus the rate's energy, and accepting it changes the goals from
 * today while older days keep the goal they had.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { ConflictError, InvalidError } from '#app/domain/errors.ts'
import { dailyEnergyChange } from '#app/domain/nutrition/energy.ts'
import { estimateExpenditure } from '#app/domain/nutrition/expenditure.ts'
import { simulate, type SimPerson } from '#tests/sim/expenditure-sim.ts'
import { createTestUser } from '#tests/utils.ts'

let db: Db
beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

const PROFILE = { gender: 'male', dateOfBirth: '1990-03-01', height: 180, weight: 85, activityLevel: 'moderate', weightGoal: 'lose', weeklyWeightChangeKg: 0.5 } as const

/** A user with a full profile whose last 35 days (ending today) are the simulated person's. */
async function simulatedUser(p: Omit<SimPerson, 'startDate'>) {
	const { updateProfile } = await import('#app/domain/users/users.server.ts')
	const { quickAdd } = await import('#app/domain/diary/quick-add.server.ts')
	const { recordWeighIn } = await import('#app/domain/body/weigh-ins.server.ts')
	const { user } = await createTestUser()
	const actor = { userId: user.id, timezone: user.timezone }
	await updateProfile(db, user.id, PROFILE)
	const today = todayIn(actor.timezone)
	const sim = simulate({ ...p, startDate: addDaysIso(today, -34) }, 35)
	for (const d of sim) {
		if (d.intake.kcal !== null) await quickAdd(db, actor, { date: d.date, mealType: 'lunch', calories: d.intake.kcal, protein: 0, carbs: 0, fat: 0 })
		await recordWeighIn(db, actor, { date: d.date, weightKg: d.weighIn.weightKg })
	}
	return { actor, sim, today }
}

describe('expenditure from the diary and the weight log', () => {
	test('five simulated weeks through the diary give the pure estimate and land within 10 % of the true expenditure', async () => {
		const { expenditureOn, formulaExpenditure } = await import('./expenditure.server.ts')
		const { getUser } = await import('#app/domain/users/users.server.ts')
		for (const seed of [11, 12, 13]) {
			const p = { seed, trueKcal: 2600, formulaKcal: 0, meanIntakeKcal: 2100 }
			const { actor, sim, today } = await simulatedUser(p)
			const view = await expenditureOn(db, actor, {})
			const user = await getUser(db, actor.userId)
			const pure = estimateExpenditure({
				date: today,
				formulaKcal: formulaExpenditure(user, today, view.trendWeightKg).kcal,
				intake: sim.map((d) => d.intake),
				weighIns: sim.map((d) => d.weighIn),
			})
			expect(view.estimateKcal).toBe(pure.estimateKcal)
			expect(view).toMatchObject({ date: today, method: 'adaptive', daysOfData: pure.daysOfData, formulaFromGoal: false })
			expect(Math.abs(view.estimateKcal - 2600)).toBeLessThanOrEqual(260)
		}
	})

	test('each day of the four-week chart shows that day’s own estimate, and a weigh-in older than the window and the trend’s warm-up changes nothing', async () => {
		const { expenditureOn, expenditureSeries } = await import('./expenditure.server.ts')
		const { actor, today } = await simulatedUser({ seed: 31, trueKcal: 2500, formulaKcal: 0, meanIntakeKcal: 2200 })
		const { recordWeighIn } = await import('#app/domain/body/weigh-ins.server.ts')
		const from = addDaysIso(today, -6)
		const before = await expenditureSeries(db, actor, { from, to: today })
		for (const e of before.estimates.slice(0, 3)) expect(e).toEqual(await expenditureOn(db, actor, { date: e.date }))
		// The first chart day's window starts 27 days before it and its trend 120 days before that.
		await recordWeighIn(db, actor, { date: addDaysIso(from, -(27 + 120 + 1)), weightKg: 150 })
		expect(await expenditureSeries(db, actor, { from, to: today })).toEqual(before)
	})

	test('a day marked incomplete leaves the estimate’s days; unmarking brings it back', async () => {
		const { expenditureOn, setDayIncomplete, isDayIncomplete } = await import('./expenditure.server.ts')
		const { actor, sim } = await simulatedUser({ seed: 21, trueKcal: 2500, formulaKcal: 0, meanIntakeKcal: 2500 })
		const day = sim.find((d, i) => i > 10 && d.intake.kcal !== null)!.date
		const before = await expenditureOn(db, actor)
		await setDayIncomplete(db, actor, { date: day, incomplete: true })
		expect(await isDayIncomplete(db, actor, day)).toBe(true)
		expect((await expenditureOn(db, actor)).daysOfData).toBe(before.daysOfData - 1)
		await setDayIncomplete(db, actor, { date: day, incomplete: false })
		expect((await expenditureOn(db, actor)).daysOfData).toBe(before.daysOfData)
	})

	test('a date that is not a day up to today is refused naming date', async () => {
		const { expenditureOn } = await import('./expenditure.server.ts')
		const { user } = await createTestUser()
		const actor = { userId: user.id, timezone: user.timezone }
		for (const date of ['2026-02-30', 'tomorrow', addDaysIso(todayIn('UTC'), 2)]) {
			const err = await expenditureOn(db, actor, { date }).catch((e: unknown) => e)
			expect(err).toBeInstanceOf(InvalidError)
			expect((err as InvalidError).fieldErrors).toHaveProperty('date')
		}
	})

	test('without a profile the formula uses the calorie goal and says so', async () => {
		const { expenditureOn } = await import('./expenditure.server.ts')
		const { user } = await createTestUser()
		const view = await expenditureOn(db, { userId: user.id, timezone: user.timezone })
		expect(view).toMatchObject({ estimateKcal: user.dailyCalorieGoal, method: 'formula', formulaFromGoal: true, daysOfData: 0 })
	})
})

describe('weekly check-in', () => {
	test('proposes expenditure minus the rate’s energy; accepting changes the goals from today while older days keep theirs; one answer a week', async () => {
		const { checkInProposal, answerCheckIn } = await import('./check-ins.server.ts')
		const { goalsOn } = await import('./expenditure.server.ts')
		const { getUser } = await import('#app/domain/users/users.server.ts')
		const { actor, today } = await simulatedUser({ seed: 31, trueKcal: 2700, formulaKcal: 0, meanIntakeKcal: 2150 })
		const before = await getUser(db, actor.userId)
		const p = await checkInProposal(db, actor)
		expect(p.answer).toBeNull()
		expect(p.goal).toBe('lose')
		expect(p.rateKgPerWeek).toBe(0.5)
		const expected = Math.round((p.expenditure.estimateKcal - dailyEnergyChange(0.5)) / 50) * 50
		expect(p.proposed.dailyCalorieGoal).toBe(expected)
		expect(p.proposed.dailyCalorieGoal).toBeGreaterThanOrEqual(1500)

		const answered = await answerCheckIn(db, actor, { decision: 'accepted' })
		expect(p.drivesGoal).toBe(false)
		expect(answered.answer).toEqual({ decision: 'accepted', proposedKcal: expected })
		expect(answered.drivesGoal).toBe(true)
		expect((await getUser(db, actor.userId)).dailyCalorieGoal).toBe(expected)
		expect((await goalsOn(db, actor, today)).dailyCalorieGoal).toBe(expected)
		expect((await goalsOn(db, actor, addDaysIso(today, -10))).dailyCalorieGoal).toBe(before.dailyCalorieGoal)

		await expect(answerCheckIn(db, actor, { decision: 'kept' })).rejects.toBeInstanceOf(ConflictError)
	})

	test('keeping the goals records the answer and changes nothing; a wrong decision is refused naming decision', async () => {
		const { answerCheckIn } = await import('./check-ins.server.ts')
		const { getUser } = await import('#app/domain/users/users.server.ts')
		const { user } = await createTestUser()
		const actor = { userId: user.id, timezone: user.timezone }
		const err = await answerCheckIn(db, actor, { decision: 'maybe' as 'kept' }).catch((e: unknown) => e)
		expect((err as InvalidError).fieldErrors).toHaveProperty('decision')
		const kept = await answerCheckIn(db, actor, { decision: 'kept' })
		expect(kept.answer?.decision).toBe('kept')
		expect((await getUser(db, user.id)).dailyCalorieGoal).toBe(user.dailyCalorieGoal)
	})
})

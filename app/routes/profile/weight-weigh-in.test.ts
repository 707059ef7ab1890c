/**
 * The Edit Profile form's weight is a weigh-in: saving a new weight on /profile records the
 * person's weigh-in of their today through the weight log's domain function, so the weight log,
 * its trend and the profile show one weight.
 */
import { describe, expect, test } from 'vitest'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

async function saveProfileTab(cookie: string, fields: Record<string, string>) {
	const { action } = await import('./route.tsx')
	return action(routeArgs(formRequest('/profile?edit=profile', { intent: 'update-profile', ...fields }, { Cookie: cookie })))
}

async function stateOf(user: { id: string; timezone: string }) {
	const { db } = await import('#app/db.server.ts')
	const { getUser } = await import('#app/domain/users/users.server.ts')
	const { listWeighIns } = await import('#app/domain/body/weigh-ins.server.ts')
	const actor = { userId: user.id, timezone: user.timezone }
	return { profileKg: (await getUser(db, user.id)).weightKg, log: await listWeighIns(db, actor, {}) }
}

describe('profile weight and the weight log', () => {
	test('saving a new weight on the profile records today’s weigh-in; the log, its trend and the profile agree, and saving again replaces it', async () => {
		const { db } = await import('#app/db.server.ts')
		const { recordWeighIn } = await import('#app/domain/body/weigh-ins.server.ts')
		const { cookie, user } = await createTestUser({ firstName: 'Ada' })
		const today = todayIn(user.timezone)
		await recordWeighIn(db, { userId: user.id, timezone: user.timezone }, { date: addDaysIso(today, -3), weightKg: 84 })

		const res = (await saveProfileTab(cookie, { measurement: 'metric', firstName: 'Ada', weight: '82.5' })) as Response
		expect(res.status).toBe(302)
		let s = await stateOf(user)
		expect(s.profileKg).toBe(82.5)
		expect(s.log.map((w) => [w.date, w.weightKg])).toEqual([
			[addDaysIso(today, -3), 84],
			[today, 82.5],
		])
		// The trend takes the new weigh-in as any weigh-in: 82.5 + (84 − 82.5) × 0.9³.
		expect(s.log[1]!.trendWeightKg).toBeCloseTo(82.5 + 1.5 * 0.9 ** 3, 6)

		await saveProfileTab(cookie, { measurement: 'imperial', firstName: 'Ada', weightLb: '180' })
		s = await stateOf(user)
		expect(s.log).toHaveLength(2)
		expect(s.log[1]!.weightKg).toBeCloseTo(81.647, 3)
		expect(s.profileKg).toBe(s.log[1]!.weightKg)
	})

	test('saving other fields with the weight unchanged records no weigh-in; a weight outside the weigh-in bounds is refused on its input and writes nothing', async () => {
		const { db } = await import('#app/db.server.ts')
		const { updateProfile } = await import('#app/domain/users/users.server.ts')
		const { cookie, user } = await createTestUser()
		await updateProfile(db, user.id, { weight: 70 })

		await saveProfileTab(cookie, { measurement: 'metric', firstName: 'Grace', weight: '70.0' })
		expect(await stateOf(user)).toEqual({ profileKg: 70, log: [] })

		const refused = (await saveProfileTab(cookie, { measurement: 'metric', firstName: 'Hopper', weight: '450' })) as { data: { result?: { error?: Record<string, string[]> } } }
		expect(refused.data.result?.error?.weight).toEqual(['Weight must be between 20 and 400 kg'])
		expect(await stateOf(user)).toEqual({ profileKg: 70, log: [] })
	})
})

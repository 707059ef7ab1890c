/**
 * The weight log and water on a real temporary libSQL database: one weigh-in a day (logging the day
 * again replaces it), deleting, trends over a range, the profile's weight following the latest
 * weigh-in, and a day's and a week's water with its cap.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { createTestUser } from '#tests/utils.ts'

let db: Db
beforeAll(async () => {
	db = (await import('#app/db.server.ts')).db
})

async function person() {
	const u = await createTestUser()
	return { ...u, actor: { userId: u.user.id, timezone: u.user.timezone } }
}

async function profileWeight(userId: string) {
	const { getUser } = await import('#app/domain/users/users.server.ts')
	return (await getUser(db, userId)).weightKg
}

describe('weigh-ins', () => {
	test('one a day: logging the same day again replaces the weight, and keeps measurements not sent', async () => {
		const { recordWeighIn, listWeighIns } = await import('./weigh-ins.server.ts')
		const { actor } = await person()
		await recordWeighIn(db, actor, { date: '2026-01-10', weightKg: 80, waistCm: 90 })
		const replaced = await recordWeighIn(db, actor, { date: '2026-01-10', weightKg: 79.4 })
		expect(replaced).toMatchObject({ date: '2026-01-10', weightKg: 79.4, trendWeightKg: 79.4, waistCm: 90 })
		const cleared = await recordWeighIn(db, actor, { date: '2026-01-10', weightKg: 79.4, waistCm: null })
		expect(cleared.waistCm).toBeNull()
		expect(await listWeighIns(db, actor, { from: '2026-01-01', to: '2026-01-31' })).toHaveLength(1)
	})

	test('the profile’s weight follows the latest weigh-in by date, through edits of older days and deletes', async () => {
		const { recordWeighIn, deleteWeighIn } = await import('./weigh-ins.server.ts')
		const { actor, user } = await person()
		await recordWeighIn(db, actor, { date: '2026-02-02', weightKg: 82 })
		expect(await profileWeight(user.id)).toBe(82)
		await recordWeighIn(db, actor, { date: '2026-02-01', weightKg: 83 })
		expect(await profileWeight(user.id)).toBe(82)
		await recordWeighIn(db, actor, { date: '2026-02-03', weightKg: 81.5 })
		expect(await profileWeight(user.id)).toBe(81.5)
		await deleteWeighIn(db, actor, '2026-02-03')
		expect(await profileWeight(user.id)).toBe(82)
		await deleteWeighIn(db, actor, '2026-02-02')
		expect(await profileWeight(user.id)).toBe(83)
		// With no weigh-in left the profile keeps the weight it had.
		await deleteWeighIn(db, actor, '2026-02-01')
		expect(await profileWeight(user.id)).toBe(83)
		await expect(deleteWeighIn(db, actor, '2026-02-01')).rejects.toBeInstanceOf(NotFoundError)
	})

	test('a range lists each weigh-in with the trend seeded from the weeks before it', async () => {
		const { recordWeighIn, listWeighIns, latestWeighIn } = await import('./weigh-ins.server.ts')
		const { actor } = await person()
		await recordWeighIn(db, actor, { date: '2026-03-01', weightKg: 80 })
		await recordWeighIn(db, actor, { date: '2026-03-02', weightKg: 81 })
		await recordWeighIn(db, actor, { date: '2026-03-05', weightKg: 79 })
		const list = await listWeighIns(db, actor, { from: '2026-03-02', to: '2026-03-31' })
		expect(list.map((w) => w.date)).toEqual(['2026-03-02', '2026-03-05'])
		expect(list[0]!.trendWeightKg).toBeCloseTo(80.1, 9)
		expect(list[1]!.trendWeightKg).toBeCloseTo(79 + (80.1 - 79) * 0.9 ** 3, 9)
		expect(await latestWeighIn(db, actor)).toMatchObject({ date: '2026-03-05', trendWeightKg: list[1]!.trendWeightKg })
	})

	test('another user’s weigh-ins are neither listed nor deletable', async () => {
		const { recordWeighIn, listWeighIns, deleteWeighIn } = await import('./weigh-ins.server.ts')
		const a = await person()
		const b = await person()
		await recordWeighIn(db, a.actor, { date: '2026-04-01', weightKg: 70 })
		expect(await listWeighIns(db, b.actor, { from: '2026-04-01', to: '2026-04-01' })).toEqual([])
		await expect(deleteWeighIn(db, b.actor, '2026-04-01')).rejects.toBeInstanceOf(NotFoundError)
		expect(await listWeighIns(db, a.actor, { from: '2026-04-01', to: '2026-04-01' })).toHaveLength(1)
	})

	test('refusals name the field: weight outside 20-400 kg, a day after today, a too long range', async () => {
		const { recordWeighIn, listWeighIns } = await import('./weigh-ins.server.ts')
		const { actor } = await person()
		const today = todayIn(actor.timezone)
		await expect(recordWeighIn(db, actor, { date: today, weightKg: 19.9 })).rejects.toMatchObject({ fieldErrors: { weightKg: [expect.stringContaining('20')] } })
		await expect(recordWeighIn(db, actor, { date: addDaysIso(today, 1), weightKg: 70 })).rejects.toMatchObject({ fieldErrors: { date: [expect.any(String)] } })
		await expect(recordWeighIn(db, actor, { date: today, weightKg: 70, bodyFatPct: 90 })).rejects.toMatchObject({ fieldErrors: { bodyFatPct: [expect.any(String)] } })
		await expect(listWeighIns(db, actor, { from: '2020-01-01', to: '2026-01-01' })).rejects.toBeInstanceOf(InvalidError)
		expect(await listWeighIns(db, actor, {})).toEqual([])
	})

	test('"today" is the user\'s own: in Kiritimati (UTC+14) their today is accepted, the day after is not', async () => {
		const { recordWeighIn } = await import('./weigh-ins.server.ts')
		const u = await createTestUser({ timezone: 'Pacific/Kiritimati' })
		const actor = { userId: u.user.id, timezone: 'Pacific/Kiritimati' }
		const theirToday = todayIn('Pacific/Kiritimati')
		expect(theirToday >= todayIn('UTC')).toBe(true)
		expect((await recordWeighIn(db, actor, { date: theirToday, weightKg: 70 })).date).toBe(theirToday)
		await expect(recordWeighIn(db, actor, { date: addDaysIso(theirToday, 1), weightKg: 70 })).rejects.toMatchObject({ fieldErrors: { date: [expect.stringContaining(theirToday)] } })
	})

	test('the history pages newest first with trends, and its cursor continues where the page ended', async () => {
		const { recordWeighIn, weighInHistory } = await import('./weigh-ins.server.ts')
		const { actor } = await person()
		for (let i = 0; i < 35; i++) await recordWeighIn(db, actor, { date: addDaysIso('2025-06-01', i), weightKg: 90 - i * 0.1 })
		const first = await weighInHistory(db, actor)
		expect(first.items).toHaveLength(30)
		expect(first.items[0]!.date).toBe('2025-07-05')
		const second = await weighInHistory(db, actor, { cursor: first.nextCursor })
		expect(second.items.map((w) => w.date)).toEqual(['2025-06-05', '2025-06-04', '2025-06-03', '2025-06-02', '2025-06-01'])
		expect(second.nextCursor).toBeNull()
		expect(second.items[4]!.trendWeightKg).toBe(90)
	})
})

describe('the weight screen in one read', () => {
	test('chart, history page, latest and the form day agree with reading each on its own, near the chart and far back', async () => {
		const { recordWeighIn, listWeighIns, weighInHistory, latestWeighIn, weightLog } = await import('./weigh-ins.server.ts')
		const { weighIns } = await import('#db/schema.ts')
		const { actor } = await person()
		const today = todayIn(actor.timezone)
		// Daily weigh-ins for 400 days but a 20-day gap, written at once.
		const rows = Array.from({ length: 400 }, (_, i) => ({ userId: actor.userId, date: addDaysIso(today, -i - 3), weightKg: 90 - i * 0.02 + (i % 3) * 0.3 })).filter((_, i) => i < 40 || i > 60)
		await db.insert(weighIns).values(rows)
		await recordWeighIn(db, actor, { date: today, weightKg: 88 })
		const from = addDaysIso(today, -89)
		// Each read seeds its trend 120 days before what it shows, so trends agree to far below the 0.01 kg shown (ADR 016).
		type W = { date: string; weightKg: number; trendWeightKg: number } | null | undefined
		const shown = (list: W[]) => list.map((w) => w && { date: w.date, weightKg: w.weightKg, trend: Math.round(w.trendWeightKg * 1000) / 1000 })
		const first = await weightLog(db, actor, { from, to: today, day: addDaysIso(today, -10) })
		expect(shown(first.chart)).toEqual(shown(await listWeighIns(db, actor, { from, to: today })))
		expect(shown(first.history.items)).toEqual(shown((await weighInHistory(db, actor)).items))
		expect(shown([first.latest])).toEqual(shown([await latestWeighIn(db, actor)]))
		expect(shown([first.day])).toEqual(shown(await listWeighIns(db, actor, { from: addDaysIso(today, -10), to: addDaysIso(today, -10) })))
		let page = await weighInHistory(db, actor)
		for (let i = 0; i < 8; i++) page = await weighInHistory(db, actor, { cursor: page.nextCursor })
		const far = await weightLog(db, actor, { from, to: today, day: today, cursor: page.after[0]! })
		expect(shown(far.history.items)).toEqual(shown((await weighInHistory(db, actor, { cursor: page.after[0]! })).items))
		expect(far.history.items[0]!.date < addDaysIso(from, -120)).toBe(true)
	})
})

describe('water', () => {
	test('drinks add up against the goal (2,000 ml by default); the last one can be taken back', async () => {
		const { addWater, dayWater, deleteWater } = await import('./water.server.ts')
		const { actor } = await person()
		const today = todayIn(actor.timezone)
		await addWater(db, actor, { date: today, ml: 250 })
		const after = await addWater(db, actor, { date: today, ml: 500 })
		expect(after).toMatchObject({ ml: 750, goalMl: 2000, drinks: 2 })
		const undone = await deleteWater(db, actor, after.lastDrinkId!)
		expect(undone).toMatchObject({ ml: 250, drinks: 1 })
		expect((await dayWater(db, actor, addDaysIso(today, -1))).ml).toBe(0)
	})

	test('a week reads Sunday to Saturday with each day’s total', async () => {
		const { addWater, weekWater } = await import('./water.server.ts')
		const { actor } = await person()
		await addWater(db, actor, { date: '2026-01-04', ml: 1000 })
		await addWater(db, actor, { date: '2026-01-06', ml: 1500 })
		await addWater(db, actor, { date: '2026-01-06', ml: 250 })
		await addWater(db, actor, { date: '2026-01-11', ml: 999 })
		const week = await weekWater(db, actor, '2026-01-07')
		expect(week.days.map((d) => d.ml)).toEqual([1000, 0, 1750, 0, 0, 0, 0])
		expect(week.averageMl).toBe(1375)
	})

	test('refusals name ml: outside 1-5,000 ml, or past the drinks a day may hold', async () => {
		const { addWater } = await import('./water.server.ts')
		const { BODY_CAPS } = await import('./caps.ts')
		const { actor } = await person()
		await expect(addWater(db, actor, { date: '2026-01-01', ml: 0 })).rejects.toMatchObject({ fieldErrors: { ml: [expect.any(String)] } })
		for (let i = 0; i < BODY_CAPS.waterEntriesPerDay; i++) await addWater(db, actor, { date: '2026-01-01', ml: 10 })
		await expect(addWater(db, actor, { date: '2026-01-01', ml: 10 })).rejects.toMatchObject({ fieldErrors: { ml: [expect.stringContaining(String(BODY_CAPS.waterEntriesPerDay))] } })
	})
})

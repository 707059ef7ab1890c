/**
 * /profile/notifications as a browser without JavaScript uses it: the switches and the reminder
 * times are plain form posts, and what they save decides what the scheduler plans.
 */
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

const PATH = '/profile/notifications'

async function post(cookie: string, fields: Record<string, string>) {
	const { action } = await import('./route.tsx')
	return action(routeArgs(formRequest(PATH, fields, { Cookie: cookie })))
}

async function page(cookie: string) {
	const { loader } = await import('./route.tsx')
	return loader(routeArgs(new Request(`http://localhost:3000${PATH}`, { headers: { Cookie: cookie } })))
}

/** The reminders the scheduler has planned for the user (after recomputing what the triggers queued). */
async function planned(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const { resyncSchedules } = await import('#app/domain/reminders/scheduler.server.ts')
	const { reminderSchedule } = await import('#db/schema.ts')
	await resyncSchedules(db, Date.now())
	return (await db.select({ kind: reminderSchedule.kind }).from(reminderSchedule).where(eq(reminderSchedule.userId, userId))).map((r) => r.kind).sort()
}

// The route and the catalogs load once here (slow on a loaded machine), not inside the first test's time limit.
beforeAll(async () => {
	await import('./route.tsx')
	await import('#app/domain/reminders/scheduler.server.ts')
})

describe('notifications page', () => {
	test('shows the switches as stored, the default times, the time zone and no device yet', async () => {
		const { cookie, user } = await createTestUser({ timezone: 'Europe/Paris' })
		const d = await page(cookie)
		expect(d.title).toBe('Notifications · Platewise')
		expect(d.switches).toEqual({ emailNotifications: true, pushNotifications: false, mealReminders: false, goalReminders: false, weeklyReports: true })
		expect(d.times).toEqual({ breakfastAt: '08:00', lunchAt: '12:30', dinnerAt: '19:00', snackAt: '', goalAt: '20:00' })
		expect(d.timezone).toBe('Europe/Paris')
		expect(d.devices).toBe(0)
		expect(d.push?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
		// The defaults plan only the weekly report (email on, an address): push reminders need push on and a device.
		expect(await planned(user.id)).toEqual(['weekly'])
	})

	test('the switches save as a form (unchecked = off) and really change what is planned', async () => {
		const { cookie, user } = await createTestUser()
		const { db } = await import('#app/db.server.ts')
		const { pushSubscriptions } = await import('#db/schema.ts')
		await db.insert(pushSubscriptions).values({ id: `sub-${user.id}`, userId: user.id, endpoint: `https://push.example.test/${user.id}`, p256dh: 'k', auth: 'a' })
		const res = (await post(cookie, { intent: 'save-switches', pushNotifications: 'on', mealReminders: 'on', goalReminders: 'on' })) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe(PATH)
		expect((await page(cookie)).switches).toEqual({ emailNotifications: false, pushNotifications: true, mealReminders: true, goalReminders: true, weeklyReports: false })
		expect(await planned(user.id)).toEqual(['breakfast', 'dinner', 'goal', 'lunch'])
		await post(cookie, { intent: 'save-switches' })
		expect(await planned(user.id)).toEqual([])
	})

	test('reminder times save; an empty meal time means no reminder for it; a wrong time is refused naming the field', async () => {
		const { cookie, user } = await createTestUser()
		const { db } = await import('#app/db.server.ts')
		const { pushSubscriptions } = await import('#db/schema.ts')
		await db.insert(pushSubscriptions).values({ id: `sub-${user.id}`, userId: user.id, endpoint: `https://push.example.test/${user.id}`, p256dh: 'k', auth: 'a' })
		await post(cookie, { intent: 'save-switches', pushNotifications: 'on', mealReminders: 'on' })
		const saved = (await post(cookie, { intent: 'save-times', breakfastAt: '07:15', lunchAt: '', dinnerAt: '18:45', snackAt: '16:00', goalAt: '21:00' })) as Response
		expect(saved.status).toBe(302)
		expect((await page(cookie)).times).toEqual({ breakfastAt: '07:15', lunchAt: '', dinnerAt: '18:45', snackAt: '16:00', goalAt: '21:00' })
		expect(await planned(user.id)).toEqual(['breakfast', 'dinner', 'snack'])

		const refused = (await post(cookie, { intent: 'save-times', breakfastAt: '25:00', lunchAt: '', dinnerAt: '18:45', snackAt: '', goalAt: '' })) as unknown as { data: { fieldErrors: Record<string, string[]>; values: Record<string, string> }; init: ResponseInit }
		expect(refused.init.status).toBe(400)
		expect(Object.keys(refused.data.fieldErrors).sort()).toEqual(['breakfastAt', 'goalAt'])
		expect(refused.data.values.breakfastAt).toBe('25:00')
		// Nothing of the refused form was written.
		expect((await page(cookie)).times.breakfastAt).toBe('07:15')
	})
})

/**
 * The colour theme in the profile's Settings tab: saving 'dark' stores it (the next page's
 * <html data-theme> follows), the tab shows the saved choice, leaving the radios out keeps it,
 * and an unknown value is refused with a message under the field.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

const SETTINGS = { intent: 'update-settings', units: 'metric', language: 'en', timezone: 'UTC' }

async function post(cookie: string, fields: Record<string, string>) {
	const { action } = await import('./route.tsx')
	return action(routeArgs(formRequest('/profile?edit=settings', fields, { Cookie: cookie })))
}

async function themeOf(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const { getUser } = await import('#app/domain/users/users.server.ts')
	return (await getUser(db, userId)).theme
}

describe('Edit Profile: Settings tab, colour theme', () => {
	// The route module's first import is slow on a loaded machine; not on any one test's time.
	beforeAll(() => import('./route.tsx'), 60_000)

	test("a new account follows the device; saving 'dark' forces dark and the tab shows it chosen", async () => {
		const { cookie, user } = await createTestUser()
		expect(await themeOf(user.id)).toBe('system')
		const res = (await post(cookie, { ...SETTINGS, theme: 'dark' })) as Response
		expect(res.status).toBe(302)
		expect(await themeOf(user.id)).toBe('dark')
		const { loader } = await import('./route.tsx')
		const data = await loader(routeArgs(new Request('http://localhost:3000/profile?edit=settings', { headers: { Cookie: cookie } })))
		expect(data.user.theme).toBe('dark')
	})

	test('a save without the theme radios keeps the chosen theme', async () => {
		const { cookie, user } = await createTestUser()
		await post(cookie, { ...SETTINGS, theme: 'light' })
		await post(cookie, { ...SETTINGS, weeklyReports: 'on' })
		expect(await themeOf(user.id)).toBe('light')
	})

	test('an unknown theme is refused with a message under the field, nothing saved', async () => {
		const { cookie, user } = await createTestUser()
		const r = (await post(cookie, { ...SETTINGS, theme: 'sepia', weeklyReports: 'on' })) as { data: { result?: { error?: Record<string, string[]> } }; init: ResponseInit | null }
		expect(r.init?.status).toBe(400)
		expect(r.data.result?.error?.theme).toEqual(['Theme: unknown option'])
		expect(await themeOf(user.id)).toBe('system')
	})
})

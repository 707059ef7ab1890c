import { describe, expect, test } from 'vitest'
import { createTestUser, routeArgs } from '#tests/utils.ts'

async function page(cookie: string | null, search = '') {
	const { loader } = await import('./analytics.tsx')
	return loader(routeArgs(new Request(`http://localhost:3000/analytics${search}`, { headers: cookie ? { Cookie: cookie } : {} })))
}

describe('/analytics loader', () => {
	test('?range selects the range; anything else is This Week', async () => {
		const { cookie } = await createTestUser()
		expect((await page(cookie, '?range=last-week')).range).toBe('last-week')
		expect((await page(cookie, '?range=this-month')).rangeLabel).toBe('This Month')
		const fallback = await page(cookie, '?range=forever')
		expect(fallback.range).toBe('this-week')
		expect(fallback.days).toHaveLength(7)
		expect(fallback.days.filter((d) => d.isToday)).toHaveLength(1)
	})

	test('signed-out visitors are sent to /login', async () => {
		const thrown = await page(null).catch((e: unknown) => e)
		expect((thrown as Response).headers.get('Location')).toBe('/login?redirectTo=%2Fanalytics')
	})
})

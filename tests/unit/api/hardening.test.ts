/**
 * Regressions from the security review: each of these once answered 500, leaked, or accepted
 * input it should refuse.
 */
import { describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'
import { call, expectError, type RouteModule } from './api-helpers.ts'

const mod = async (path: string) => (await import(/* @vite-ignore */ path)) as RouteModule

describe('API input hardening', () => {
	test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])('an unknown field named %s is a 422, not a 500', async (key) => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.meals.ts')
		const res = await call(route, '/api/meals', { body: `{"name":"lunch","date":"2026-01-01","${key}":1}`, headers: a.bearer })
		expect(res.status).toBe(422)
		expect(typeof res.json.message).toBe('string')
	})

	test('a NUL character in any string is refused, naming the field', async () => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.foods.ts')
		const res = await call(route, '/api/foods', {
			body: { name: '\u0000abc', servingSize: '1', servingUnit: 'serving', caloriesPerServing: '100', proteinPerServing: '1', carbsPerServing: '1', fatPerServing: '1' },
			headers: a.bearer,
		})
		expectError(res, 422, 'name')
	})

	test.each([true, [324], '0x144', '1e3', -5, 0])('foodId %j is refused (no coercion of booleans, arrays, hex or exponents)', async (foodId) => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.users.$id.meal-foods.ts')
		const res = await call(route, `/api/users/${a.user.id}/meal-foods`, {
			params: { id: a.user.id },
			body: { foodId, quantity: 1, unit: 'gram', mealType: 'lunch' },
			headers: a.bearer,
		})
		expect(res.status).toBe(422)
	})

	test.each(['9999-12-31', '0001-01-01', '1899-12-31'])('a diary date in year %s is a 422', async (date) => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.users.$id.progress.weekly.$date.ts')
		const res = await call(route, `/api/users/${a.user.id}/progress/weekly/${date}`, { params: { id: a.user.id, date }, headers: a.bearer })
		expect(res.status).toBe(422)
	})

	test('a body over 1 MB without a Content-Length is a 413 that closes the connection', async () => {
		const a = await createTestUser()
		const route = await mod('#app/routes/api.meals.ts')
		const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
		let sent = 0
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				if (sent > 2 * 1024 * 1024) return controller.close()
				sent += chunk.byteLength
				controller.enqueue(chunk)
			},
		})
		const request = new Request('http://localhost:3000/api/meals', { method: 'POST', headers: { ...a.bearer, 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit)
		const res = await route.action(routeArgs(request))
		expect(res.status).toBe(413)
		expect(res.headers.get('Connection')).toBe('close')
	})
})

describe('HTML form hardening', () => {
	test('a 200 KB login form is refused with 413 before anything is parsed', async () => {
		const { action } = await import('#app/routes/login.tsx')
		const request = formRequest('/login', { email: 'a@example.test', password: 'x'.repeat(200 * 1024) })
		const thrown = await action(routeArgs(request)).catch((e: unknown) => e)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).status).toBe(413)
	})

	test('a NUL character in a form field is a 400, and nothing is saved', async () => {
		const a = await createTestUser()
		const { action } = await import('#app/routes/_index/route.tsx')
		const thrown = await action(routeArgs(formRequest('/?index', { intent: 'manual-entry', name: 'a\u0000b', quantity: '1', unit: 'serving', calories: '1', mealType: 'lunch' }, a.cookieHeaders))).catch(
			(e: unknown) => e,
		)
		expect((thrown as Response).status).toBe(400)
	})

	test('a login redirectTo with a tab cannot leave the site', async () => {
		const a = await createTestUser()
		const { action } = await import('#app/routes/login.tsx')
		const res = (await action(routeArgs(formRequest('/login', { email: a.user.email, password: a.password, redirectTo: '/\t/evil.example' })))) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/')
	})
})

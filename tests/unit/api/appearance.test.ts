/**
 * The colour theme through the API: GET /api/users/{id}/profile shows it ('system' for a new
 * account), PATCH sets 'light', 'dark' or back to 'system', an unknown value is refused naming the
 * field, and the change is what the next page's <html data-theme> renders (the root loader).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type * as ApiSchemas from '#app/utils/api-schemas.ts'
import { createTestUser } from '#tests/utils.ts'
import { call, expectError, expectOk, snapshotUser, type RouteModule } from './api-helpers.ts'

let schemas: typeof ApiSchemas
let profile: RouteModule

beforeAll(async () => {
	schemas = await import('#app/utils/api-schemas.ts')
	profile = await import('#app/routes/api.users.$id.profile.ts')
})

describe('the colour theme on /api/users/{id}/profile', () => {
	test("a new account follows the device ('system'); PATCH forces dark, then light, then back to system", async () => {
		const u = await createTestUser()
		const path = `/api/users/${u.user.id}/profile`
		const base = { headers: u.bearer, params: { id: u.user.id } }
		expect(expectOk(await call(profile, path, base), 200, schemas.UserResponse).theme).toBe('system')
		for (const theme of ['dark', 'light', 'system'] as const) {
			const patched = expectOk(await call(profile, path, { ...base, method: 'PATCH', body: { theme } }), 200, schemas.UserResponse)
			expect(patched.theme).toBe(theme)
			expect(expectOk(await call(profile, path, base), 200, schemas.UserResponse).theme).toBe(theme)
		}
	})

	test('the theme is optional: a PATCH without it keeps the chosen one', async () => {
		const u = await createTestUser()
		const path = `/api/users/${u.user.id}/profile`
		const base = { headers: u.bearer, params: { id: u.user.id }, method: 'PATCH' }
		expectOk(await call(profile, path, { ...base, body: { theme: 'dark' } }), 200)
		const after = expectOk(await call(profile, path, { ...base, body: { bio: 'Night owl' } }), 200, schemas.UserResponse)
		expect(after).toMatchObject({ bio: 'Night owl', theme: 'dark' })
	})

	test('an unknown theme is 422 naming the field and changes nothing', async () => {
		const u = await createTestUser()
		const path = `/api/users/${u.user.id}/profile`
		const before = await snapshotUser(u.user.id)
		for (const theme of ['sepia', '', 1, null]) {
			expectError(await call(profile, path, { headers: u.bearer, params: { id: u.user.id }, method: 'PATCH', body: { theme, bio: 'x' } }), 422, 'theme')
		}
		expect(await snapshotUser(u.user.id)).toEqual(before)
	})

	test("another person's profile is refused, and their theme is unchanged", async () => {
		const a = await createTestUser()
		const b = await createTestUser()
		const path = `/api/users/${a.user.id}/profile`
		expectError(await call(profile, path, { headers: b.bearer, params: { id: a.user.id } }), 403)
		expectError(await call(profile, path, { headers: b.bearer, params: { id: a.user.id }, method: 'PATCH', body: { theme: 'dark' } }), 403)
		expect(expectOk(await call(profile, path, { headers: a.bearer, params: { id: a.user.id } }), 200, schemas.UserResponse).theme).toBe('system')
	})
})

describe('the root renders the theme', () => {
	test("<html data-theme> carries the signed-in person's theme; a visitor gets 'system'", async () => {
		const { loader } = await import('#app/root.tsx')
		const u = await createTestUser()
		const visitor = await loader({ request: new Request('http://localhost/'), params: {}, context: {} })
		expect((visitor as unknown as { data: { theme: string } }).data.theme).toBe('system')
		await call(profile, `/api/users/${u.user.id}/profile`, { headers: u.bearer, params: { id: u.user.id }, method: 'PATCH', body: { theme: 'dark' } })
		const signedIn = await loader({ request: new Request('http://localhost/', { headers: u.cookieHeaders }), params: {}, context: {} })
		expect((signedIn as unknown as { data: { theme: string } }).data.theme).toBe('dark')
	})
})

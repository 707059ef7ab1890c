/**
 * /api/auth/* and /api/users/{id}[/profile|/stats]: happy paths (status and documented shape),
 * bad input, and the two-user matrix (B's token on A's ids is refused; A's data is unchanged).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type * as ApiSchemas from '#app/utils/api-schemas.ts'
import { createTestUser, newUserInput } from '#tests/utils.ts'
import { call, expectError, expectOk, expectTransportGuards, snapshotUser, type RouteModule } from './api-helpers.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
let A: TestUser
let B: TestUser
let schemas: typeof ApiSchemas
const m = {} as Record<'login' | 'register' | 'authUser' | 'logout' | 'users' | 'user' | 'profile' | 'stats', RouteModule>

beforeAll(async () => {
	schemas = await import('#app/utils/api-schemas.ts')
	m.login = await import('#app/routes/api.auth.login.ts')
	m.register = await import('#app/routes/api.auth.register.ts')
	m.authUser = await import('#app/routes/api.auth.user.ts')
	m.logout = await import('#app/routes/api.auth.logout.ts')
	m.users = await import('#app/routes/api.users.ts')
	m.user = await import('#app/routes/api.users.$id.ts')
	m.profile = await import('#app/routes/api.users.$id.profile.ts')
	m.stats = await import('#app/routes/api.users.$id.stats.ts')
	A = await createTestUser({ firstName: 'Alice' })
	B = await createTestUser({ firstName: 'Bob' })
})

describe('POST /api/auth/register and POST /api/users', () => {
	for (const [label, key, path] of [
		['register', 'register', '/api/auth/register'],
		['users', 'users', '/api/users'],
	] as const) {
		test(`${label}: 201 with token, message and user (no password hash); the token works as a bearer`, async () => {
			const input = newUserInput({ firstName: 'Reg' })
			const res = await call(m[key], path, { body: { email: input.email, password: input.password, firstName: 'Reg', lastName: 'Ister' } })
			const body = expectOk(res, 201, schemas.AuthResponse)
			expect(body.user.email).toBe(input.email)
			expect(body.message).toMatch(/Welcome/)
			expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i)
			expect(res.headers.get('set-cookie')).toMatch(/__session=/)
			const me = await call(m.authUser, '/api/auth/user', { headers: { Authorization: `Bearer ${body.token}` } })
			expect(expectOk(me, 200, schemas.UserResponse).id).toBe(body.user.id)
		})

		test(`${label}: bad input is 4xx naming the field, never 500`, async () => {
			const input = newUserInput()
			await expectTransportGuards(m[key], path, { method: 'POST', headers: {}, body: input })
			expectError(await call(m[key], path, { body: { password: input.password } }), 422, 'email')
			expectError(await call(m[key], path, { body: { email: 'not-an-email', password: input.password } }), 422, 'email')
			expectError(await call(m[key], path, { body: { email: input.email, password: '123' } }), 422, 'password')
			expectError(await call(m[key], path, { body: { email: input.email, password: input.password, firstName: 'x'.repeat(51) } }), 422, 'firstName')
			expectError(await call(m[key], path, { body: [1, 2] }), 422)
			expectError(await call(m[key], path, { body: { email: A.user.email, password: 'whatever123' } }), 409, 'email')
			expectError(await call(m[key], path, { method: 'GET' }), 405)
		})
	}
})

describe('POST /api/auth/login', () => {
	test('200 with token, message and user; the token is a bearer token', async () => {
		const res = await call(m.login, '/api/auth/login', { body: { email: A.user.email.toUpperCase(), password: A.password } })
		const body = expectOk(res, 200, schemas.AuthResponse)
		expect(body.user.id).toBe(A.user.id)
		const me = await call(m.authUser, '/api/auth/user', { headers: { Authorization: `Bearer ${body.token}` } })
		expect(expectOk(me, 200, schemas.UserResponse).email).toBe(A.user.email)
	})

	test('wrong password or unknown email: 401 with the same message', async () => {
		const wrong = expectError(await call(m.login, '/api/auth/login', { body: { email: A.user.email, password: 'nope-nope' } }), 401)
		const unknown = expectError(await call(m.login, '/api/auth/login', { body: { email: 'nobody@example.test', password: 'nope-nope' } }), 401)
		expect(wrong.message).toBe(unknown.message)
	})

	test('bad input is 4xx naming the field', async () => {
		await expectTransportGuards(m.login, '/api/auth/login', { method: 'POST', headers: {}, body: { email: A.user.email, password: A.password } })
		expectError(await call(m.login, '/api/auth/login', { body: { email: A.user.email } }), 422, 'password')
		expectError(await call(m.login, '/api/auth/login', { body: { email: 'x'.repeat(300) + '@example.test', password: 'abcdef' } }), 422, 'email')
		expectError(await call(m.login, '/api/auth/login', { body: { email: 42, password: 'abcdef' } }), 422, 'email')
		expectError(await call(m.login, '/api/auth/login', { method: 'PUT', body: {} }), 405)
	})

	test('rate limited (docs/decisions/006): the 11th failure in a minute for one email from one address is 429 with Retry-After; registering is not', async () => {
		const previous = { RATE_LIMIT: process.env.RATE_LIMIT, TRUST_PROXY: process.env.TRUST_PROXY }
		Object.assign(process.env, { RATE_LIMIT: 'true', TRUST_PROXY: 'true' })
		try {
			const email = `limited-${Date.now()}@example.test`
			const from = { 'fly-client-ip': '10.9.8.7' }
			const statuses: number[] = []
			for (let i = 0; i < 11; i++) {
				statuses.push((await call(m.login, '/api/auth/login', { body: { email, password: 'wrong-password' }, headers: from })).status)
			}
			expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
			const res = await call(m.login, '/api/auth/login', { body: { email, password: 'wrong-password' }, headers: from })
			expectError(res, 429)
			expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
			// Another address is still allowed to try (no lockout by strangers) …
			expectError(await call(m.login, '/api/auth/login', { body: { email, password: 'wrong-password' }, headers: { 'fly-client-ip': '10.9.8.99' } }), 401)
			// … and registrations have their own counters.
			const reg = await call(m.register, '/api/auth/register', { body: { email, password: 'long-enough' }, headers: from })
			expectOk(reg, 201)
		} finally {
			for (const [k, v] of Object.entries(previous)) {
				if (v === undefined) delete process.env[k]
				else process.env[k] = v
			}
		}
	})
})

describe('GET /api/auth/user and POST /api/auth/logout', () => {
	test('the caller by bearer token or cookie; 401 { message: "Unauthorized" } without', async () => {
		expect(expectOk(await call(m.authUser, '/api/auth/user', { headers: A.bearer }), 200, schemas.UserResponse).id).toBe(A.user.id)
		expect(expectOk(await call(m.authUser, '/api/auth/user', { headers: A.cookieHeaders }), 200, schemas.UserResponse).id).toBe(A.user.id)
		for (const headers of [{}, { Authorization: 'Bearer not-a-token' }, { Authorization: `Bearer ${'x'.repeat(5000)}` }, { Cookie: '__session=forged' }] as Array<Record<string, string>>) {
			const res = await call(m.authUser, '/api/auth/user', { headers })
			expectError(res, 401)
			expect(res.body).toEqual({ message: 'Unauthorized' })
		}
		expectError(await call(m.authUser, '/api/auth/user', { method: 'POST', headers: A.bearer, body: {} }), 405)
	})

	test('logout deletes the session: the token stops working; other sessions live on', async () => {
		const temp = await createTestUser()
		const login = expectOk(await call(m.login, '/api/auth/login', { body: { email: temp.user.email, password: temp.password } }), 200, schemas.AuthResponse)
		const res = await call(m.logout, '/api/auth/logout', { headers: { Authorization: `Bearer ${login.token}` }, body: {} })
		expectOk(res, 200, schemas.MessageResponse)
		expectError(await call(m.authUser, '/api/auth/user', { headers: { Authorization: `Bearer ${login.token}` } }), 401)
		expectOk(await call(m.authUser, '/api/auth/user', { headers: temp.bearer }), 200)
	})

	test('logout refuses bad input', async () => {
		await expectTransportGuards(m.logout, '/api/auth/logout', { method: 'POST', headers: B.bearer, body: {} })
		expectError(await call(m.logout, '/api/auth/logout', { headers: B.bearer, body: { everywhere: true } }), 422)
		expectError(await call(m.logout, '/api/auth/logout', { method: 'GET', headers: B.bearer }), 405)
		expectOk(await call(m.authUser, '/api/auth/user', { headers: B.bearer }), 200)
	})
})

describe('GET | PUT | PATCH /api/users/{id}', () => {
	test('GET: the caller, without a password hash', async () => {
		const res = await call(m.user, `/api/users/${A.user.id}`, { headers: A.bearer, params: { id: A.user.id } })
		const body = expectOk(res, 200, schemas.UserResponse)
		expect(body).toMatchObject({ id: A.user.id, firstName: 'Alice', dailyCalorieGoal: 2000 })
		expect(JSON.stringify(body)).not.toMatch(/password/i)
	})

	test('GET bad input: no token, garbled or ended token, wrong method', async () => {
		const path = `/api/users/${A.user.id}`
		const params = { id: A.user.id }
		expectError(await call(m.user, path, { params }), 401)
		expectError(await call(m.user, path, { params, headers: { Authorization: 'Bearer ' + 'A'.repeat(43) } }), 401)
		expectError(await call(m.user, path, { params, headers: { Authorization: 'Basic dXNlcjpwYXNz' } }), 401)
		expectError(await call(m.user, path, { params, headers: A.bearer, method: 'POST', body: {} }), 405)
	})

	test('PUT: the goals dialog values; PATCH: any goal subset', async () => {
		const u = await createTestUser()
		const path = `/api/users/${u.user.id}`
		const put = await call(m.user, path, { method: 'PUT', headers: u.bearer, params: { id: u.user.id }, body: { dailyCalorieGoal: 2200, dailyProteinGoal: 140, dailyCarbGoal: 250, dailyFatGoal: 70 } })
		expect(expectOk(put, 200, schemas.UserResponse)).toMatchObject({ dailyCalorieGoal: 2200, dailyProteinGoal: 140, dailyCarbGoal: 250, dailyFatGoal: 70 })
		const patch = await call(m.user, path, { method: 'PATCH', headers: u.bearer, params: { id: u.user.id }, body: { dailyFiberGoal: 30, dailyCalorieGoal: 1800 } })
		expect(expectOk(patch, 200, schemas.UserResponse)).toMatchObject({ dailyCalorieGoal: 1800, dailyFiberGoal: 30, dailyProteinGoal: 140 })
	})

	test('bad input: 4xx naming the field; nothing changes', async () => {
		const path = `/api/users/${A.user.id}`
		const before = await snapshotUser(A.user.id)
		const base = { headers: A.bearer, params: { id: A.user.id } }
		for (const method of ['PUT', 'PATCH']) {
			await expectTransportGuards(m.user, path, { method, ...base, body: { dailyCalorieGoal: 2100 } })
			expectError(await call(m.user, path, { method, ...base, body: { dailyCalorieGoal: -5 } }), 422, 'dailyCalorieGoal')
			expectError(await call(m.user, path, { method, ...base, body: { dailyCalorieGoal: '2000 kcal' } }), 422, 'dailyCalorieGoal')
			expectError(await call(m.user, path, { method, ...base, body: { dailyCalorieGoal: 2000, dailyProteinGoal: 150, dailyCarbGoal: 200, dailyFatGoal: 65, passwordHash: 'x' } }), 422)
		}
		expectError(await call(m.user, path, { method: 'PUT', ...base, body: { dailyCalorieGoal: 2000 } }), 422, 'dailyProteinGoal')
		expectError(await call(m.user, path, { method: 'PUT', ...base, body: { dailyCalorieGoal: 900, dailyProteinGoal: 150, dailyCarbGoal: 200, dailyFatGoal: 65 } }), 422, 'dailyCalorieGoal')
		// DELETE deletes the account, only with the password.
		expectError(await call(m.user, path, { method: 'DELETE', ...base, body: {} }), 422, 'password')
		expect(await snapshotUser(A.user.id)).toEqual(before)
	})
})

describe('PATCH /api/users/{id}/profile', () => {
	test('updates profile, goal and notification fields', async () => {
		const u = await createTestUser()
		const res = await call(m.profile, `/api/users/${u.user.id}/profile`, {
			method: 'PATCH',
			headers: u.bearer,
			params: { id: u.user.id },
			body: { bio: 'Runner', height: 180, weight: 75.5, activityLevel: 'active', dietaryPreferences: ['vegan'], allergies: ['nuts'], dailyCalorieGoal: 2400, weeklyReports: false, timezone: 'Europe/Berlin' },
		})
		const body = expectOk(res, 200, schemas.UserResponse)
		expect(body).toMatchObject({ bio: 'Runner', height: 180, weight: 75.5, activityLevel: 'active', dietaryPreferences: ['vegan'], dailyCalorieGoal: 2400, weeklyReports: false, timezone: 'Europe/Berlin' })
		expect(body.bmi).toEqual({ value: 23.3, category: 'Normal' })
	})

	test("a weight is recorded as today's weigh-in (the weight log, its trend and the profile agree); a weight out of range writes nothing", async () => {
		const u = await createTestUser()
		const path = `/api/users/${u.user.id}/profile`
		const patch = (body: unknown) => call(m.profile, path, { method: 'PATCH', headers: u.bearer, params: { id: u.user.id }, body })
		expectOk(await patch({ weight: 82.4 }), 200, schemas.UserResponse)
		const weights = await import('#app/routes/api.users.$id.weights.ts')
		const log = await call(weights, `/api/users/${u.user.id}/weights`, { headers: u.bearer, params: { id: u.user.id } })
		const { todayIn } = await import('#app/domain/dates.ts')
		expect((expectOk(log, 200) as { weights: { date: string; weightKg: number }[] }).weights).toMatchObject([{ date: todayIn(u.user.timezone), weightKg: 82.4 }])

		expectError(await patch({ bio: 'Should not stick', weight: 450 }), 422, 'weight')
		const after = await call(m.user, `/api/users/${u.user.id}`, { headers: u.bearer, params: { id: u.user.id } })
		expect(expectOk(after, 200)).toMatchObject({ weight: 82.4, bio: null })
	})

	test('bad input: unknown enum value, too-long string, impossible date, unknown field, wrong type', async () => {
		const path = `/api/users/${A.user.id}/profile`
		const base = { method: 'PATCH', headers: A.bearer, params: { id: A.user.id } }
		const before = await snapshotUser(A.user.id)
		await expectTransportGuards(m.profile, path, { ...base, body: { bio: 'x' } })
		expectError(await call(m.profile, path, { ...base, body: { activityLevel: 'couch' } }), 422, 'activityLevel')
		expectError(await call(m.profile, path, { ...base, body: { dietaryPreferences: ['vegan', 'carnivore'] } }), 422, 'dietaryPreferences.1')
		expectError(await call(m.profile, path, { ...base, body: { bio: 'x'.repeat(501) } }), 422, 'bio')
		expectError(await call(m.profile, path, { ...base, body: { dateOfBirth: '2026-02-30' } }), 422, 'dateOfBirth')
		expectError(await call(m.profile, path, { ...base, body: { timezone: 'Mars/Olympus' } }), 422, 'timezone')
		expectError(await call(m.profile, path, { ...base, body: { height: 'tall' } }), 422, 'height')
		expectError(await call(m.profile, path, { ...base, body: { email: 'new@example.test' } }), 422)
		expectError(await call(m.profile, path, { method: 'DELETE', headers: A.bearer, params: { id: A.user.id } }), 405)
		expect(await snapshotUser(A.user.id)).toEqual(before)
	})
})

describe('GET /api/users/{id}/stats', () => {
	test('200 with the spec stats for a new user', async () => {
		const res = await call(m.stats, `/api/users/${A.user.id}/stats`, { headers: A.bearer, params: { id: A.user.id } })
		expect(expectOk(res, 200, schemas.StatsResponse)).toEqual({ daysActive: 0, goalSuccessRate: 0, totalMeals: 0, avgCalories: 0, favoriteFood: null })
	})

	test('bad input: no token, garbled token, wrong method', async () => {
		const params = { id: A.user.id }
		expectError(await call(m.stats, `/api/users/${A.user.id}/stats`, { params }), 401)
		expectError(await call(m.stats, `/api/users/${A.user.id}/stats`, { params, headers: { Authorization: 'Bearer' } }), 401)
		expectError(await call(m.stats, `/api/users/${A.user.id}/stats`, { params, headers: A.bearer, method: 'POST', body: {} }), 405)
	})
})

describe("two-user matrix: B's token on A's user id is refused (403) and A is unchanged", () => {
	test('every user-scoped endpoint of this file', async () => {
		const before = await snapshotUser(A.user.id)
		const id = A.user.id
		const cases: Array<[RouteModule, string, string, unknown]> = [
			[m.user, 'GET', `/api/users/${id}`, undefined],
			[m.user, 'PUT', `/api/users/${id}`, { dailyCalorieGoal: 3000, dailyProteinGoal: 150, dailyCarbGoal: 200, dailyFatGoal: 65 }],
			[m.user, 'PATCH', `/api/users/${id}`, { dailyCalorieGoal: 3000 }],
			[m.profile, 'PATCH', `/api/users/${id}/profile`, { bio: 'hacked', firstName: 'Mallory' }],
			[m.stats, 'GET', `/api/users/${id}/stats`, undefined],
		]
		for (const [mod, method, path, body] of cases) {
			for (const headers of [B.bearer, B.cookieHeaders]) {
				const res = await call(mod, path, { method, headers, params: { id }, body })
				expectError(res, 403)
				expect(JSON.stringify(res.body)).not.toContain('Alice')
			}
		}
		// Bad input from B is still refused as 403 first (no validation detail leaks).
		expectError(await call(m.profile, `/api/users/${id}/profile`, { method: 'PATCH', headers: B.bearer, params: { id }, body: '{oops' }), 403)
		expect(await snapshotUser(A.user.id)).toEqual(before)
	})
})

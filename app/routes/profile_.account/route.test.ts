/**
 * The Account page's forms on a real temporary libSQL database, posted as a browser without
 * JavaScript posts them: the password change signs every other device out and keeps this one, a
 * wrong current password is named on its field, sessions end one by one or all but this one, a
 * token's secret is shown once and revoking it stops it, the email changes with the password, and
 * deleting the account needs the password, then signs out and leaves the credentials refused.
 */
import { describe, expect, test } from 'vitest'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

type Refusal = { data: { result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } }; init: ResponseInit | null }
type Me = Awaited<ReturnType<typeof createTestUser>>

async function post(me: Me, fields: Record<string, string | string[]>) {
	const { action } = await import('./route.tsx')
	return (await action(routeArgs(formRequest('/profile/account', fields, me.cookieHeaders)))) as unknown
}

async function page(me: Me) {
	const { loader } = await import('./route.tsx')
	return loader(routeArgs(new Request('http://localhost:3000/profile/account', { headers: me.cookieHeaders })))
}

async function toastOf(res: Response) {
	const { getToast } = await import('#app/utils/toast.server.ts')
	const cookie = (res.headers.get('Set-Cookie') ?? '').match(/toast-session=[^;]*/)?.[0] ?? ''
	return (await getToast(new Request('http://localhost:3000/', { headers: { Cookie: cookie } }))).toast
}

function refused(res: unknown, status = 400): Refusal {
	expect(res).not.toBeInstanceOf(Response)
	const r = res as Refusal
	expect(r.init?.status).toBe(status)
	return r
}

async function otherDevice(userId: string) {
	const { db } = await import('#app/db.server.ts')
	const { createSession } = await import('#app/domain/users/users.server.ts')
	return (await createSession(db, userId, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).token
}

async function signedIn(token: string) {
	const { db } = await import('#app/db.server.ts')
	const { getUserBySessionToken } = await import('#app/domain/users/users.server.ts')
	return (await getUserBySessionToken(db, token)) !== null
}

async function passwordWorks(email: string, password: string) {
	const { db } = await import('#app/db.server.ts')
	const { verifyLogin } = await import('#app/domain/users/users.server.ts')
	return (await verifyLogin(db, { email, password })) !== null
}

describe('change password', () => {
	test('a wrong current password is named on its field and changes nothing', async () => {
		const me = await createTestUser()
		const phone = await otherDevice(me.user.id)
		const r = refused(await post(me, { intent: 'change-password', currentPassword: 'not my password', newPassword: 'new secret 1', confirmPassword: 'new secret 1' }))
		expect(r.data.result?.error?.currentPassword).toEqual(['Password is incorrect'])
		expect(r.data.result?.error?.['']).toEqual(['Could not change the password', 'Password is incorrect'])
		// The reply names its form and never carries a password back.
		expect(r.data.result?.initialValue).toEqual({ intent: 'change-password' })
		expect(await signedIn(phone)).toBe(true)
		expect(await passwordWorks(me.user.email, me.password)).toBe(true)

		const mismatch = refused(await post(me, { intent: 'change-password', currentPassword: me.password, newPassword: 'new secret 1', confirmPassword: 'new secret 2' }))
		expect(mismatch.data.result?.error?.confirmPassword).toEqual(['Passwords do not match. Please try again.'])
		const short = refused(await post(me, { intent: 'change-password', currentPassword: me.password, newPassword: 'abc', confirmPassword: 'abc' }))
		expect(short.data.result?.error?.newPassword).toEqual(['Password must be at least 6 characters long.'])
	})

	test('signs every other device out, keeps this one, and the new password signs in', async () => {
		const me = await createTestUser()
		const phone = await otherDevice(me.user.id)
		const res = (await post(me, { intent: 'change-password', currentPassword: me.password, newPassword: 'new secret 1', confirmPassword: 'new secret 1' })) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/profile/account')
		expect(await toastOf(res)).toMatchObject({ message: 'Password changed', description: '1 other device was signed out.' })
		expect(await signedIn(phone)).toBe(false)
		expect(await signedIn(me.token)).toBe(true)
		expect(await passwordWorks(me.user.email, 'new secret 1')).toBe(true)
		expect(await passwordWorks(me.user.email, me.password)).toBe(false)
	})
})

describe('sessions', () => {
	test('lists each device with this one marked; signs out one, then every other', async () => {
		const me = await createTestUser()
		const phone = await otherDevice(me.user.id)
		const laptop = await otherDevice(me.user.id)
		const listed = await page(me)
		expect(listed.sessions).toHaveLength(3)
		expect(listed.sessions.filter((s) => s.current)).toHaveLength(1)
		expect(listed.sessions.filter((s) => s.device === 'Chrome on Android')).toHaveLength(2)
		const { sessionIdOf } = await import('#app/domain/account/account.server.ts')

		expect(((await post(me, { intent: 'end-session', id: sessionIdOf(phone) })) as Response).status).toBe(302)
		expect(await signedIn(phone)).toBe(false)
		expect(await signedIn(laptop)).toBe(true)
		const ended = (await post(me, { intent: 'end-other-sessions' })) as Response
		expect(await toastOf(ended)).toMatchObject({ message: 'Signed out everywhere else', description: '1 other device was signed out.' })
		expect(await signedIn(laptop)).toBe(false)
		expect(await signedIn(me.token)).toBe(true)
		expect((await page(me)).sessions).toHaveLength(1)

		// Another account's session is not one of mine: nothing ends, an error toast.
		const stranger = await createTestUser()
		const res = (await post(me, { intent: 'end-session', id: sessionIdOf(stranger.token) })) as Response
		expect(await toastOf(res)).toMatchObject({ message: 'Could not sign that device out' })
		expect(await signedIn(stranger.token)).toBe(true)
	})
})

describe('personal API tokens', () => {
	test('a token needs a name and a permission, is shown once, listed without its secret, and revoked', async () => {
		const me = await createTestUser()
		const empty = refused(await post(me, { intent: 'create-token', name: ' ' }))
		expect(empty.data.result?.error?.name).toEqual(['Name is required'])
		expect(empty.data.result?.error?.scopes).toBeDefined()

		const made = (await post(me, { intent: 'create-token', name: 'Shortcuts: weigh-ins', scopes: ['weights:write', 'weights:read'] })) as { created: { id: string; name: string; token: string } }
		expect(made.created.token).toMatch(/^pwt_/)
		const listed = await page(me)
		expect(listed.tokens).toEqual([expect.objectContaining({ id: made.created.id, name: 'Shortcuts: weigh-ins', scopes: ['weights:write', 'weights:read'], lastUsed: null })])
		expect(JSON.stringify(listed)).not.toContain(made.created.token)

		const { db } = await import('#app/db.server.ts')
		const { userByApiToken } = await import('#app/domain/account/tokens.server.ts')
		expect(await userByApiToken(db, made.created.token)).not.toBeNull()
		const revoked = (await post(me, { intent: 'revoke-token', id: made.created.id })) as Response
		expect(await toastOf(revoked)).toMatchObject({ message: 'Token revoked' })
		expect(await userByApiToken(db, made.created.token)).toBeNull()
		expect((await page(me)).tokens).toEqual([])
	})
})

describe('change email', () => {
	test('needs the password and a free address', async () => {
		const me = await createTestUser()
		const other = await createTestUser()
		const wrong = refused(await post(me, { intent: 'change-email', email: 'new-address@example.test', password: 'nope' }))
		expect(wrong.data.result?.error?.password).toEqual(['Password is incorrect'])
		const taken = refused(await post(me, { intent: 'change-email', email: other.user.email, password: me.password }), 409)
		expect(taken.data.result?.error?.email).toEqual(['An account with this email already exists'])
		const fresh = `moved-${me.user.id}@example.test`
		const res = (await post(me, { intent: 'change-email', email: fresh.toUpperCase(), password: me.password })) as Response
		expect(await toastOf(res)).toMatchObject({ message: 'Email changed' })
		expect((await page(me)).email).toBe(fresh)
		expect(await passwordWorks(fresh, me.password)).toBe(true)
	})
})

describe('delete account', () => {
	test('needs the password; then the account is gone, signed out, and its credentials refused', async () => {
		const me = await createTestUser()
		const wrong = refused(await post(me, { intent: 'delete-account', password: 'not it' }))
		expect(wrong.data.result?.error?.password).toEqual(['Password is incorrect'])
		expect(await signedIn(me.token)).toBe(true)

		const res = (await post(me, { intent: 'delete-account', password: me.password })) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe('/login')
		expect(res.headers.get('Set-Cookie')).toMatch(/__session=;/)
		expect(await toastOf(res)).toMatchObject({ message: 'Account deleted' })
		expect(await signedIn(me.token)).toBe(false)
		expect(await passwordWorks(me.user.email, me.password)).toBe(false)
	})
})

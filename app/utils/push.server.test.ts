/**
 * Web Push messages as a push service receives them: a local HTTP server stands in for the push
 * service, and the test holds the subscription's private key and auth secret as a browser would,
 * so it can decrypt the body (aes128gcm, RFC 8291, with http_ece, the library web-push encrypts
 * with) and verify the VAPID token (ES256, RFC 8292) against the server's public key.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PUSH_TTL_SECONDS, sendPush, vapidDetails } from './push.server.ts'
import { reminderPushPayload } from './reminder-texts.server.ts'

const mealReminderPayload = (meal: 'lunch' | 'dinner', day: string) => reminderPushPayload({ kind: meal, day }, 'en')

const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer }

type Received = { path: string; headers: IncomingMessage['headers']; body: Buffer }
const received: Received[] = []
/** The status the fake push service answers, by path. */
const answers: Record<string, number> = { '/push/ok': 201, '/push/gone': 410, '/push/expired': 404, '/push/broken': 500 }
const server = createServer((req, res) => {
	const chunks: Buffer[] = []
	req.on('data', (c: Buffer) => chunks.push(c))
	req.on('end', () => {
		received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) })
		res.writeHead(answers[req.url!] ?? 400).end()
	})
})
let origin = ''

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A browser's subscription: its key pair and auth secret stay with the test, the public parts go to the server. */
function browserSubscription(path: string) {
	const ecdh = createECDH('prime256v1')
	ecdh.generateKeys()
	const auth = randomBytes(16).toString('base64url')
	return { ecdh, auth, target: { id: 'sub', endpoint: `${origin}${path}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth } }
}

/** Verifies an ES256 JWT (RFC 7515/7518) with an uncompressed P-256 public key; returns its claims. */
function verifiedJwtClaims(jwt: string, publicKey: string): Record<string, unknown> {
	const [header, claims, signature] = jwt.split('.') as [string, string, string]
	const raw = Buffer.from(publicKey, 'base64url')
	const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' })
	const ok = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
	expect(ok).toBe(true)
	expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' })
	return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>
}

describe('a push message as the push service receives it', () => {
	test('is encrypted with aes128gcm for the subscription, decrypts to the reminder JSON, and carries a valid VAPID token', async () => {
		const { ecdh, auth, target } = browserSubscription('/push/ok')
		const payload = mealReminderPayload('lunch', '2026-11-27')
		expect(await sendPush(target, payload)).toBe('sent')
		const got = received.at(-1)!
		expect(got.path).toBe('/push/ok')
		expect(got.headers['content-encoding']).toBe('aes128gcm')
		expect(got.headers['content-type']).toBe('application/octet-stream')
		expect(got.headers.ttl).toBe(String(PUSH_TTL_SECONDS))
		expect(got.headers.urgency).toBe('normal')
		expect(got.headers.topic).toBe('reminder-lunch')
		// The body is not the JSON in the clear, and only the subscription's keys open it.
		expect(got.body.includes(Buffer.from('Time to log'))).toBe(false)
		const clear = ece.decrypt(got.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth })
		expect(JSON.parse(clear.toString('utf8'))).toEqual({ title: 'Time to log lunch', body: 'You have not logged lunch today. Tap to add it.', url: '/?date=2026-11-27&meal=lunch', tag: 'reminder-lunch', kind: 'lunch' })
		const stranger = browserSubscription('/push/ok')
		expect(() => ece.decrypt(got.body, { version: 'aes128gcm', privateKey: stranger.ecdh, authSecret: stranger.auth })).toThrow()

		const vapid = vapidDetails()!
		const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(got.headers.authorization))!
		expect(match[2]).toBe(vapid.publicKey)
		const claims = verifiedJwtClaims(match[1]!, vapid.publicKey)
		expect(claims.aud).toBe(origin)
		expect(claims.sub).toBe(vapid.subject)
		const now = Math.floor(Date.now() / 1000)
		expect(claims.exp).toBeGreaterThan(now)
		expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600)
	})

	test("the push service's 404 and 410 mean the subscription is gone; another failure is a failed delivery", async () => {
		expect(await sendPush(browserSubscription('/push/gone').target, mealReminderPayload('dinner', '2026-11-27'))).toBe('gone')
		expect(await sendPush(browserSubscription('/push/expired').target, mealReminderPayload('dinner', '2026-11-27'))).toBe('gone')
		expect(await sendPush(browserSubscription('/push/broken').target, mealReminderPayload('dinner', '2026-11-27'))).toBe('failed')
		expect(await sendPush({ ...browserSubscription('/push/ok').target, endpoint: 'http://127.0.0.1:1/closed' }, mealReminderPayload('dinner', '2026-11-27'))).toBe('failed')
	})
})

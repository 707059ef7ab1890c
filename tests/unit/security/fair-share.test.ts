/**
 * Per-account fair share (scripts/fair-share.js) on a real HTTP server: one
 * account's requests run one at a time and never hold up another account's; a line that is too
 * long answers 429 with Retry-After; a client that gives up while waiting leaves the line.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { credentialOf, fairShare } from '../../../scripts/fair-share.js'

type Middleware = ((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void) & { accounts: Map<string, unknown> }

const servers: http.Server[] = []
afterEach(async () => {
	await Promise.all(servers.splice(0).map((s) => new Promise((r) => (s.close(r), s.closeAllConnections()))))
})

/** A server whose handler holds each request until the test releases it by its `?id=`. */
async function heldServer(options?: { perAccount?: number; maxWaiting?: number; accountOf?: (credential: string) => Promise<string | null> }) {
	const share = fairShare(options) as Middleware
	const started: string[] = []
	const gates = new Map<string, () => void>()
	const server = http.createServer((req, res) => {
		share(req, res, () => {
			const id = new URL(req.url!, 'http://x').searchParams.get('id')!
			started.push(id)
			gates.set(id, () => res.end(id))
		})
	})
	servers.push(server)
	await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
	const port = (server.address() as AddressInfo).port
	const get = (id: string, token: string | null, signal?: AbortSignal) =>
		fetch(`http://127.0.0.1:${port}/?id=${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal })
	const until = async (cond: () => boolean) => {
		for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 5))
		expect(cond()).toBe(true)
	}
	const release = (id: string) => gates.get(id)!()
	return { share, started, get, until, release }
}

describe('fair share per account', () => {
	test("with one request per account allowed, an account's requests run one at a time; another account's runs at once", async () => {
		const s = await heldServer({ perAccount: 1 })
		const a1 = s.get('a1', 'token-a')
		const a2 = s.get('a2', 'token-a')
		const a3 = s.get('a3', 'token-a')
		await s.until(() => s.started.includes('a1'))
		const b1 = s.get('b1', 'token-b')
		await s.until(() => s.started.includes('b1'))
		expect(s.started).toEqual(['a1', 'b1'])
		s.release('b1')
		expect(await (await b1).text()).toBe('b1')
		s.release('a1')
		await s.until(() => s.started.includes('a2'))
		expect(s.started).toEqual(['a1', 'b1', 'a2'])
		s.release('a2')
		await s.until(() => s.started.includes('a3'))
		s.release('a3')
		expect(await Promise.all([a1, a2, a3].map(async (r) => (await r).text()))).toEqual(['a1', 'a2', 'a3'])
		await s.until(() => s.share.accounts.size === 0)
	})

	test('by default an account may run several requests at once (a slow upload does not stop its page loads)', async () => {
		const s = await heldServer()
		void s.get('a1', 'token-a')
		void s.get('a2', 'token-a')
		await s.until(() => s.started.length === 2)
		s.release('a1')
		s.release('a2')
	})

	test('requests without a credential are not lined up', async () => {
		const s = await heldServer()
		void s.get('x1', null)
		void s.get('x2', null)
		await s.until(() => s.started.length === 2)
		s.release('x1')
		s.release('x2')
	})

	test('past maxWaiting the account gets 429 with Retry-After, without running', async () => {
		const s = await heldServer({ perAccount: 1, maxWaiting: 2 })
		const running = s.get('a1', 'token-a')
		await s.until(() => s.started.includes('a1'))
		const waiting = [s.get('a2', 'token-a'), s.get('a3', 'token-a')]
		await s.until(() => (s.share.accounts.get('b:token-a') as { waiting: unknown[] } | undefined)?.waiting.length === 2)
		const refused = await s.get('a4', 'token-a')
		expect(refused.status).toBe(429)
		expect(refused.headers.get('Retry-After')).toBe('1')
		expect(((await refused.json()) as { message: string }).message).toMatch(/Too many requests at once/)
		expect(s.started).not.toContain('a4')
		s.release('a1')
		await s.until(() => s.started.includes('a2'))
		s.release('a2')
		await s.until(() => s.started.includes('a3'))
		s.release('a3')
		expect((await Promise.all([running, ...waiting])).map((r) => r.status)).toEqual([200, 200, 200])
	})

	test('a client that gives up while waiting leaves the line; the next one runs', async () => {
		const s = await heldServer({ perAccount: 1 })
		void s.get('a1', 'token-a')
		await s.until(() => s.started.includes('a1'))
		const abort = new AbortController()
		const gone = s.get('a2', 'token-a', abort.signal).catch(() => 'aborted')
		const a3 = s.get('a3', 'token-a')
		await s.until(() => (s.share.accounts.get('b:token-a') as { waiting: unknown[] } | undefined)?.waiting.length === 2)
		abort.abort()
		expect(await gone).toBe('aborted')
		await s.until(() => (s.share.accounts.get('b:token-a') as { waiting: unknown[] }).waiting.length === 1)
		s.release('a1')
		await s.until(() => s.started.includes('a3'))
		expect(s.started).toEqual(['a1', 'a3'])
		s.release('a3')
		expect(await (await a3).text()).toBe('a3')
	})

	test("the line is the user's, however many sessions they hold: two tokens of one user wait behind each other, another user's does not", async () => {
		const users: Record<string, string> = { 'b:a-phone': 'user-a', 'b:a-laptop': 'user-a', 'b:b-phone': 'user-b' }
		const s = await heldServer({ perAccount: 1, accountOf: async (credential) => users[credential] ?? null })
		void s.get('a1', 'a-phone')
		await s.until(() => s.started.includes('a1'))
		void s.get('a2', 'a-laptop')
		await s.until(() => (s.share.accounts.get('u:user-a') as { waiting: unknown[] } | undefined)?.waiting.length === 1)
		void s.get('b1', 'b-phone')
		await s.until(() => s.started.includes('b1'))
		expect(s.started).toEqual(['a1', 'b1'])
		s.release('a1')
		await s.until(() => s.started.includes('a2'))
		s.release('a2')
		s.release('b1')
	})

	test('credentials naming no live session share one line of their own, so rotating forged tokens gains no turns', async () => {
		const s = await heldServer({ perAccount: 1, accountOf: async () => null })
		void s.get('f1', 'forged-1')
		await s.until(() => s.started.includes('f1'))
		void s.get('f2', 'forged-2')
		await s.until(() => (s.share.accounts.get('unknown credential') as { waiting: unknown[] } | undefined)?.waiting.length === 1)
		expect(s.started).toEqual(['f1'])
		s.release('f1')
		await s.until(() => s.started.includes('f2'))
		s.release('f2')
	})

	test('the credential is the bearer token, else the session cookie; nothing else', () => {
		const req = (headers: Record<string, string>) => ({ headers }) as unknown as http.IncomingMessage
		expect(credentialOf(req({ authorization: 'Bearer abc' }))).toBe('b:abc')
		expect(credentialOf(req({ cookie: 'theme=dark; __session=xyz; other=1' }))).toBe('c:xyz')
		expect(credentialOf(req({ cookie: 'not__session=xyz' }))).toBeNull()
		expect(credentialOf(req({}))).toBeNull()
	})
})

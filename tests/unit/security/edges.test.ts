/**
 * Clean edges: every response of the server carries the security headers and, when it sets a
 * cookie, redirects or answers a signed-in request, `Cache-Control: no-store`
 * (scripts/edge-headers.js in front of a real HTTP server); a signed-out request for an unknown path
 * answers 404 (the 404 page); a POST to a page without an action logs one line, no stack.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { edgeHeaders } from '../../../scripts/edge-headers.js'

const servers: http.Server[] = []
afterAll(() => servers.forEach((s) => (s.close(), s.closeAllConnections())))

/** A server with the edge headers in front of a few answers shaped like the app's. */
async function edgeServer() {
	const { securityHeaders } = await import('#app/utils/security-headers.ts')
	const edge = edgeHeaders({ ...securityHeaders({ api: true }), 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' })
	/** Answers shaped like the app's: the sign-in redirect, a CSV download, the health check, files, the 403 page. */
	const routes: Record<string, (res: http.ServerResponse) => void> = {
		'/login': (res) => {
			res.setHeader('Set-Cookie', '__session=abc; Path=/; HttpOnly')
			res.writeHead(302, { Location: '/' }).end()
		},
		'/export.csv': (res) => res.writeHead(200, { 'Content-Type': 'text/csv' }).end('name\nbanana\n'),
		'/healthcheck': (res) => {
			res.setHeader('Cache-Control', 'no-store')
			res.end('OK')
		},
		'/public': (res) => res.end('hello'),
		'/asset.js': (res) => {
			res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
			res.end('1')
		},
		'/403': (res) => res.writeHead(403, { 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src 'none'" }).end('<p>refused</p>'),
	}
	const server = http.createServer((req, res) => edge(req, res, () => routes[new URL(req.url!, 'http://x').pathname]!(res)))
	server.listen(0, '127.0.0.1')
	servers.push(server)
	await new Promise((r) => server.once('listening', r))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return (path: string, init: RequestInit = {}) => fetch(base + path, { redirect: 'manual', ...init })
}

function expectSecurityHeaders(res: Response) {
	expect(res.headers.get('x-frame-options')).toBe('DENY')
	expect(res.headers.get('x-content-type-options')).toBe('nosniff')
	expect(res.headers.get('referrer-policy')).toBe('same-origin')
	expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
	expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'/)
}

describe('headers on every response', () => {
	test("the sign-in's redirect that sets the session cookie: security headers and no-store", async () => {
		const get = await edgeServer()
		const res = await get('/login', { method: 'POST' })
		expect(res.status).toBe(302)
		expect(res.headers.get('set-cookie')).toMatch(/^__session=/)
		expect(res.headers.get('cache-control')).toBe('no-store')
		expectSecurityHeaders(res)
		expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/)
	})

	test('a CSV download for a signed-in request, the health check and a 403 page carry them too; their own headers win', async () => {
		const get = await edgeServer()
		const csv = await get('/export.csv', { headers: { Cookie: '__session=abc' } })
		expectSecurityHeaders(csv)
		expect(csv.headers.get('cache-control')).toBe('no-store')
		const health = await get('/healthcheck')
		expectSecurityHeaders(health)
		const refused = await get('/403')
		expect(refused.status).toBe(403)
		expect(refused.headers.get('x-frame-options')).toBe('DENY')
		expect(refused.headers.get('content-security-policy')).toBe("default-src 'none'")
	})

	test('a public answer without a credential keeps its own caching; a bearer request gets no-store', async () => {
		const get = await edgeServer()
		expect((await get('/asset.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		expect((await get('/public')).headers.get('cache-control')).toBeNull()
		expect((await get('/public', { headers: { Authorization: 'Bearer t' } })).headers.get('cache-control')).toBe('no-store')
	})
})

describe('unknown paths and methods', () => {
	test('a signed-out request for an unknown path (e.g. /favicon.ico) answers 404 (the 404 page, as for a signed-in person)', async () => {
		const mod = await import('#app/routes/$.tsx')
		const thrown = await mod.loader().catch((e: unknown) => e)
		expect(thrown).toBeInstanceOf(Response)
		expect((thrown as Response).status).toBe(404)
	})

	test('a POST to a page without an action is logged as one line, without a stack trace', async () => {
		const { handleError } = await import('#app/entry.server.tsx')
		const { UNSAFE_ErrorResponseImpl: ErrorResponseImpl } = await import('@remix-run/router')
		const internal = new Error('You made a POST request to "/analytics" but did not provide an `action` for route "routes/analytics"')
		const error = new ErrorResponseImpl(405, 'Method Not Allowed', internal, true)
		const logged: unknown[][] = []
		const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => void logged.push(args))
		const errorLog = vi.spyOn(console, 'error').mockImplementation((...args) => void logged.push(args))
		try {
			handleError(error, { request: new Request('http://localhost:3000/analytics', { method: 'POST' }), params: {}, context: {} })
		} finally {
			warn.mockRestore()
			errorLog.mockRestore()
		}
		expect(logged).toEqual([['405 POST /analytics: no action on this route']])
	})
})

/**
 * The OpenAPI document covers every app/routes/api.* file, and every /api URL reaches the
 * intended route module through Remix's own flat-route config and request handler (so a
 * nesting mistake in the file names would fail here). Also: 405 and the JSON 404 catch-all.
 */
import fs from 'node:fs'
import path from 'node:path'
import { UNSAFE_flatRoutes } from '@remix-run/dev'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { beforeAll, describe, expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'
import { call, expectError, expectOk, openApiPath, type RouteModule } from './api-helpers.ts'

const ROUTES_DIR = path.resolve('app/routes')
const apiFiles = fs
	.readdirSync(ROUTES_DIR)
	.filter((f) => f.startsWith('api.') && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
	.sort()

type Doc = {
	openapi: string
	paths: Record<string, Record<string, { operationId: string; parameters: Array<{ name: string; in: string }>; requestBody?: unknown; responses: Record<string, unknown> }>>
	'x-catch-all': { path: string; route: string }
	components: { schemas: Record<string, unknown> }
}
let doc: Doc

beforeAll(async () => {
	const mod = (await import('#app/routes/api.openapi[.]json.ts')) as RouteModule
	const res = await call(mod, '/api/openapi.json')
	doc = expectOk(res, 200) as Doc
})

describe('GET /api/openapi.json', () => {
	test('is an OpenAPI 3.1 document with the error schema', () => {
		expect(doc.openapi).toBe('3.1.0')
		expect(doc.components.schemas.Error).toMatchObject({ type: 'object', required: ['message'] })
	})

	test('every app/routes/api.* file appears in the document, with exactly the methods it serves', async () => {
		expect(apiFiles.length).toBeGreaterThanOrEqual(22)
		for (const file of apiFiles) {
			const p = openApiPath(file)
			if (p === '/api/*') {
				expect(doc['x-catch-all']).toMatchObject({ path: '/api/*', route: file })
				continue
			}
			expect(Object.keys(doc.paths), `${file} → ${p}`).toContain(p)
			const mod = (await import(/* @vite-ignore */ path.join(ROUTES_DIR, file))) as { loader: { operations: Array<{ method: string; path: string }> }; action: unknown; default?: unknown }
			expect(mod.default, `${file} is a resource route`).toBeUndefined()
			expect(mod.action).toBe(mod.loader)
			const served = mod.loader.operations.map((o) => `${o.method} ${o.path}`).sort()
			const documented = Object.keys(doc.paths[p]!).map((m) => `${m.toUpperCase()} ${p}`).sort()
			expect(served, file).toEqual(documented)
		}
	})

	test('each operation documents its path params, body and error responses', () => {
		for (const [p, ops] of Object.entries(doc.paths)) {
			for (const [method, op] of Object.entries(ops)) {
				const names = [...p.matchAll(/\{(\w+)\}/g)].map((x) => x[1])
				expect(op.parameters.filter((x) => x.in === 'path').map((x) => x.name), `${method} ${p}`).toEqual(names)
				if (['post', 'put', 'patch'].includes(method)) expect(op.requestBody, `${method} ${p}`).toBeDefined()
				expect(op.responses['405']).toBeDefined()
			}
		}
		const search = doc.paths['/api/foods/search']!.get!
		expect(search.parameters).toContainEqual(expect.objectContaining({ name: 'q', in: 'query', required: true }))
		const logFood = doc.paths['/api/users/{id}/meal-foods']!.post! as unknown as { requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } } }
		const schema = logFood.requestBody.content['application/json'].schema
		expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['foodId', 'quantity', 'unit', 'mealType', 'userId', 'loggedAt', 'date']))
		expect(schema.required).toEqual(expect.arrayContaining(['foodId', 'quantity', 'unit', 'mealType']))
		expect(schema.properties.mealType).toMatchObject({ enum: ['breakfast', 'lunch', 'dinner', 'snack'] })
	})

	test('bad input: wrong method 405 with Allow; HEAD works; unknown query parameters are ignored', async () => {
		const mod = (await import('#app/routes/api.openapi[.]json.ts')) as RouteModule
		const res = await call(mod, '/api/openapi.json', { method: 'POST', body: {} })
		expectError(res, 405)
		expect(res.headers.get('allow')).toBe('GET, HEAD')
		expectError(await call(mod, '/api/openapi.json', { method: 'DELETE' }), 405)
		expect((await call(mod, '/api/openapi.json?x=1', { method: 'HEAD' })).status).toBe(200)
	})
})

describe('Remix routing: every /api URL reaches its own module', () => {
	let handler: ReturnType<typeof createRequestHandler>

	beforeAll(async () => {
		const manifest = UNSAFE_flatRoutes(path.resolve('app'), ['**/.*', '**/*.test.{ts,tsx}'])
		const routes: Record<string, unknown> = {
			root: { id: 'root', path: '', module: { default: () => null } },
		}
		for (const entry of Object.values(manifest)) {
			let module: Record<string, unknown> = { default: () => null }
			if (path.basename(entry.file).startsWith('api.')) {
				const real = (await import(/* @vite-ignore */ path.resolve('app', entry.file))) as RouteModule
				const tag = (fn: RouteModule['loader']) => async (args: Parameters<RouteModule['loader']>[0]) => {
					const res = await fn(args)
					const headers = new Headers(res.headers)
					headers.set('X-Test-Route', path.basename(entry.file))
					return new Response(res.body, { status: res.status, headers })
				}
				module = { loader: tag(real.loader), action: tag(real.action) }
			}
			routes[entry.id] = { id: entry.id, parentId: entry.parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module }
		}
		const build = {
			mode: 'production',
			entry: { module: { default: () => new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } }) } },
			routes,
			assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: 'test' },
			publicPath: '/',
			assetsBuildDirectory: 'build/client',
			future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true, v3_routeConfig: false, unstable_optimizeDeps: false },
			isSpaMode: false,
			prerender: [],
		} as unknown as ServerBuild
		handler = createRequestHandler(build, 'production')
	})

	const sample: Record<string, string> = { id: 'abc123', date: '2026-03-01' }

	test('each documented operation → the file that documents it', async () => {
		const { bearer } = await createTestUser()
		let checked = 0
		for (const file of apiFiles) {
			const p = openApiPath(file)
			const url = p === '/api/*' ? '/api/no/such/thing' : p.replace(/\{(\w+)\}/g, (_, k: string) => sample[k] ?? 'x')
			const methods = p === '/api/*' ? ['get', 'post', 'put', 'patch', 'delete'] : Object.keys(doc.paths[p]!)
			for (const method of methods) {
				const res = await handler(
					new Request(`http://localhost:3000${url}${p.endsWith('search') ? '?q=chicken' : ''}`, {
						method: method.toUpperCase(),
						headers: { ...bearer, 'Content-Type': 'application/json' },
						body: method === 'get' ? undefined : '{}',
					}),
				)
				expect(res.headers.get('X-Test-Route'), `${method.toUpperCase()} ${url}`).toBe(file)
				expect(res.headers.get('content-type')).toMatch(/application\/json/)
				expect(res.status, `${method.toUpperCase()} ${url}`).toBeLessThan(500)
				checked++
			}
		}
		expect(checked).toBeGreaterThanOrEqual(30)
	})

	test('look-alike URLs do not reach a neighbour: they are JSON 404s from the catch-all', async () => {
		for (const url of ['/api', '/api/', '/api/users/abc/progress', '/api/users/abc/progress/weekly', '/api/users/abc/meals', '/api/meals/abc/foods/1', '/api/auth', '/api/foods/1/portions', '/api/openapi.yaml', '/api/users/abc/unknown']) {
			const res = await handler(new Request(`http://localhost:3000${url}`))
			expect(res.status, url).toBe(404)
			expect(res.headers.get('X-Test-Route'), url).toBe('api.$.ts')
			const body = (await res.json()) as { message: string }
			expect(Object.keys(body)).toEqual(['message'])
		}
	})

	test('a method a route does not serve is 405 with Allow; HEAD answers like GET without a body', async () => {
		const res = await handler(new Request('http://localhost:3000/api/meals', { method: 'GET' }))
		expect(res.status).toBe(405)
		expect(res.headers.get('allow')).toBe('POST')
		expect(Object.keys((await res.json()) as object)).toEqual(['message'])
		const options = await handler(new Request('http://localhost:3000/api/users/abc', { method: 'OPTIONS' }))
		expect(options.status).toBe(405)
		expect(options.headers.get('allow')).toBe('GET, PUT, PATCH, DELETE, HEAD')
		const head = await handler(new Request('http://localhost:3000/api/openapi.json', { method: 'HEAD' }))
		expect(head.status).toBe(200)
		expect(await head.text()).toBe('')
	})
})

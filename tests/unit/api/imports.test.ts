/**
 * Imports over /api: POST /api/users/{id}/imports (multipart, streamed to disk) answers a preview,
 * POST …/confirm writes it, DELETE …/{importId} undoes it; the answers match their documented
 * schema; a file we cannot read is 422 naming the line, an upload past the cap 413, another user's
 * id 403 — and nothing is written.
 */
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import type * as ImportsApi from '#app/utils/openapi/imports.ts'
import { createTestUser, routeArgs } from '#tests/utils.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
type Mod = { action: (args: ReturnType<typeof routeArgs>) => Promise<Response>; loader: (args: ReturnType<typeof routeArgs>) => Promise<Response> }
let A: TestUser
let B: TestUser
let list: Mod
let one: Mod
let confirm: Mod
let api: typeof ImportsApi

beforeAll(async () => {
	list = (await import('#app/routes/api.users.$id.imports.ts')) as unknown as Mod
	one = (await import('#app/routes/api.users.$id.imports.$importId.ts')) as unknown as Mod
	confirm = (await import('#app/routes/api.users.$id.imports.$importId.confirm.ts')) as unknown as Mod
	api = await import('#app/utils/openapi/imports.ts')
	A = await createTestUser()
	B = await createTestUser()
})

const servings = fs.readFileSync(path.resolve('tests/fixtures/imports/cronometer-servings.csv'))

function upload(u: TestUser, asUser: TestUser, file: Uint8Array, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.set(k, v)
	form.set('file', new Blob([Buffer.from(file)], { type: 'text/csv' }), 'servings.csv')
	const request = new Request(`http://localhost:3000/api/users/${u.user.id}/imports`, { method: 'POST', headers: { ...asUser.bearer, ...headers }, body: form })
	return list.action(routeArgs(request, { id: u.user.id }))
}

describe('imports API', () => {
	test('upload → preview (nothing written) → confirm → the day is in daily progress → undo', async () => {
		const preview = await upload(A, A, servings)
		expect(preview.status).toBe(201)
		const body = api.ImportResponse.parse(await preview.json())
		expect(body).toMatchObject({ status: 'preview', summary: { entries: 6, days: 2, from: '2024-03-01', to: '2024-03-02' } })
		const daily = await import('#app/routes/api.users.$id.progress.daily.$date.ts')
		const progress = async () => {
			const r = await daily.loader(routeArgs(new Request(`http://localhost:3000/api/users/${A.user.id}/progress/daily/2024-03-01`, { headers: A.bearer }), { id: A.user.id, date: '2024-03-01' }) as never)
			return ((await (r as Response).json()) as { consumed: { calories: number } }).consumed.calories
		}
		expect(await progress()).toBe(0)
		const url = `http://localhost:3000/api/users/${A.user.id}/imports/${body.id}`
		const done = await confirm.action(routeArgs(new Request(`${url}/confirm`, { method: 'POST', headers: { ...A.bearer, 'Content-Type': 'application/json' }, body: '{}' }), { id: A.user.id, importId: body.id }))
		expect(done.status).toBe(200)
		expect(api.ImportResponse.parse(await done.json()).status).toBe('done')
		expect(Math.round(await progress())).toBe(522)
		const again = await confirm.action(routeArgs(new Request(`${url}/confirm`, { method: 'POST', headers: { ...A.bearer, 'Content-Type': 'application/json' }, body: '{}' }), { id: A.user.id, importId: body.id }))
		expect(again.status).toBe(422)
		const undone = await one.action(routeArgs(new Request(url, { method: 'DELETE', headers: A.bearer }), { id: A.user.id, importId: body.id }))
		expect(api.ImportResponse.parse(await undone.json()).status).toBe('undone')
		expect(await progress()).toBe(0)
	})

	test('?confirm=true writes at once; the list shows it', async () => {
		const u = await createTestUser()
		const form = new FormData()
		form.set('file', new Blob([servings]), 'servings.csv')
		const r = await list.action(routeArgs(new Request(`http://localhost:3000/api/users/${u.user.id}/imports?confirm=true`, { method: 'POST', headers: u.bearer, body: form }), { id: u.user.id }))
		expect((await r.json()) as { status: string }).toMatchObject({ status: 'done' })
		const listed = await list.loader(routeArgs(new Request(`http://localhost:3000/api/users/${u.user.id}/imports`, { headers: u.bearer }), { id: u.user.id }))
		expect(((await listed.json()) as unknown[]).length).toBe(1)
	})

	test('a file we cannot read is 422 naming the line; an unknown source 422; no file 422', async () => {
		const bad = await upload(A, A, new TextEncoder().encode('hello,world\n1,2\n'))
		expect(bad.status).toBe(422)
		expect(((await bad.json()) as { message: string }).message).toMatch(/^Line 1: /)
		const source = await upload(A, A, servings, { source: 'fitbit' })
		expect(source.status).toBe(422)
		const empty = await upload(A, A, new Uint8Array(0))
		expect(((await empty.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.file).toEqual(['Please choose a file to import'])
	})

	test('past the upload cap 413 before the body is read; another user 403', async () => {
		const big = await upload(A, A, servings, {}, { 'Content-Length': String(65 * 1024 * 1024) })
		expect(big.status).toBe(413)
		expect((await upload(A, B, servings)).status).toBe(403)
	})

	test('a personal API token cannot import, even one with every scope; the OpenAPI document says so per operation', async () => {
		const { db } = await import('#app/db.server.ts')
		const { createApiToken } = await import('#app/domain/account/tokens.server.ts')
		const { TOKEN_SCOPE_NAMES } = await import('#app/domain/account/scopes.ts')
		const { token } = await createApiToken(db, { userId: A.user.id, timezone: 'UTC' }, { name: 'Everything', scopes: TOKEN_SCOPE_NAMES })
		const refused = await upload(A, A, servings, {}, { Authorization: `Bearer ${token}` })
		expect(refused.status).toBe(403)
		const { buildOpenApiDocument } = await import('#app/utils/openapi.server.ts')
		const paths = buildOpenApiDocument().paths as Record<string, Record<string, { 'x-token-scopes'?: string[]; security: Record<string, string[]>[] }>>
		for (const [p, method] of [['/api/users/{id}/imports', 'post'], ['/api/users/{id}/imports', 'get'], ['/api/users/{id}/imports/{importId}/confirm', 'post'], ['/api/users/{id}/imports/{importId}', 'delete']] as const) {
			expect(paths[p]![method]!['x-token-scopes']).toEqual([])
			expect(paths[p]![method]!.security.some((s) => 'personalToken' in s)).toBe(false)
		}
		// The weight log admits its own scope: the document lists it as a requirement of its own.
		expect(paths['/api/users/{id}/weights']!.post!['x-token-scopes']).toEqual(['weights:write'])
		expect(paths['/api/users/{id}/weights']!.post!.security).toContainEqual({ personalToken: ['weights:write'] })
		expect(paths['/api/users/{id}/weights']!.get!['x-token-scopes']).toEqual(['weights:read', 'read'])
	})
})

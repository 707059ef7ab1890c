import { type EntryContext } from '@remix-run/node'
import { describe, expect, test } from 'vitest'
import { RenderMemo } from './render-memo.server.ts'

/** The part of Remix's entry context the memo reads. */
function context(loaderData: Record<string, unknown>, extra: { actionData?: unknown; errors?: unknown; routes?: string[] } = {}): EntryContext {
	return {
		staticHandlerContext: {
			loaderData,
			actionData: extra.actionData ?? null,
			errors: extra.errors ?? null,
			matches: (extra.routes ?? ['root', 'routes/_index']).map((id) => ({ route: { id } })),
		},
	} as unknown as EntryContext
}
const get = (url = 'http://localhost/') => new Request(url)
const day = (kcal: number, userId = 'u1') => ({ root: { user: { id: userId }, toast: null }, 'routes/_index': { date: '2026-11-25', kcal } })

describe('RenderMemo.key', () => {
	const memo = new RenderMemo(1 << 20)

	test('the same URL, routes and loader data give the same key; any change gives another', () => {
		const k = memo.key(get(), 200, context(day(1800)))
		expect(k).toBeTruthy()
		expect(memo.key(get(), 200, context(day(1800)))).toBe(k)
		expect(memo.key(get(), 200, context(day(1801)))).not.toBe(k)
		expect(memo.key(get(), 200, context(day(1800, 'u2')))).not.toBe(k)
		expect(memo.key(get('http://localhost/?date=2026-11-24'), 200, context(day(1800)))).not.toBe(k)
		expect(memo.key(get(), 200, context(day(1800), { routes: ['root', 'routes/search'] }))).not.toBe(k)
	})

	test('loader data is compared by content that JSON would lose (Map, Set, Date, undefined)', () => {
		const withMap = (m: Map<string, number>) => memo.key(get(), 200, context({ root: { m } }))
		expect(withMap(new Map([['a', 1]]))).not.toBe(withMap(new Map([['a', 2]])))
		const withDate = (d: Date) => memo.key(get(), 200, context({ root: { d } }))
		expect(withDate(new Date('2026-11-24'))).not.toBe(withDate(new Date('2026-11-25')))
		expect(memo.key(get(), 200, context({ root: { x: undefined } }))).not.toBe(memo.key(get(), 200, context({ root: {} })))
	})

	test('only plain successful page loads are remembered', () => {
		expect(memo.key(new Request('http://localhost/', { method: 'POST' }), 200, context(day(1)))).toBeNull()
		expect(memo.key(get(), 404, context(day(1)))).toBeNull()
		expect(memo.key(get(), 200, context(day(1), { actionData: { 'routes/_index': { ok: false } } }))).toBeNull()
		expect(memo.key(get(), 200, context(day(1), { errors: { root: new Error('x') } }))).toBeNull()
		// Data V8 cannot copy (a function) is never guessed at.
		expect(memo.key(get(), 200, context({ root: { f: () => 1 } }))).toBeNull()
		expect(new RenderMemo(0).key(get(), 200, context(day(1)))).toBeNull()
	})
})

describe('RenderMemo.get / set', () => {
	test("serves the remembered document with each request's nonce in every place the placeholder stood", () => {
		const memo = new RenderMemo(1 << 20)
		const p = memo.placeholderNonce
		expect(p).toMatch(/^[A-Za-z0-9+/]{22}==$/)
		const html = `<html><script nonce="${p}">a</script><p>text</p><script nonce="${p}" type="module">b</script></html>`
		memo.set('k', Buffer.from(html))
		const a = memo.get('k', 'AAAAAAAAAAAAAAAAAAAAAA==')!.toString()
		const b = memo.get('k', 'BBBBBBBBBBBBBBBBBBBBBB==')!.toString()
		expect(a).toBe(html.replaceAll(p, 'AAAAAAAAAAAAAAAAAAAAAA=='))
		expect(b).toBe(html.replaceAll(p, 'BBBBBBBBBBBBBBBBBBBBBB=='))
		expect(a).not.toContain(p)
		expect(memo.get('other', 'x')).toBeNull()
		// A document rendered with an error is not remembered, but still gets the request's nonce.
		expect(memo.rekey(Buffer.from(`<i nonce="${p}"></i>`), 'N').toString()).toBe('<i nonce="N"></i>')
	})

	test('holds at most maxBytes, dropping the least recently used first', () => {
		const memo = new RenderMemo(250)
		const doc = (c: string) => Buffer.from(c.repeat(100))
		memo.set('a', doc('a'))
		memo.set('b', doc('b'))
		expect(memo.size).toEqual({ entries: 2, bytes: 200 })
		memo.get('a', 'n') // a is now the most recently used
		memo.set('c', doc('c'))
		expect(memo.get('b', 'n')).toBeNull()
		expect(memo.get('a', 'n')?.toString()).toBe('a'.repeat(100))
		expect(memo.get('c', 'n')?.toString()).toBe('c'.repeat(100))
		expect(memo.size).toEqual({ entries: 2, bytes: 200 })
		// Replacing a key counts its bytes once; a document larger than the memo is not kept.
		memo.set('c', doc('C'))
		expect(memo.size.bytes).toBe(200)
		memo.set('huge', Buffer.from('x'.repeat(300)))
		expect(memo.get('huge', 'n')).toBeNull()
	})
})

/**
 * The import page as a browser without JavaScript uses it: a multipart upload posts to
 * /profile/import and opens the preview page (nothing written yet); Confirm writes it and comes
 * back to the list with a toast; Undo (after its confirm step) removes exactly what it wrote;
 * Cancel drops a preview; a file we cannot read stays on the page with a 4xx naming the line and
 * column; the list shows one page at a time.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { imports, mealFoods } from '#db/schema.ts'
import { createTestUser, formRequest, routeArgs } from '#tests/utils.ts'

type TestUser = Awaited<ReturnType<typeof createTestUser>>
const servings = fs.readFileSync(path.resolve('tests/fixtures/imports/cronometer-servings.csv'), 'utf8')

async function upload(u: TestUser, text: string, name = 'servings.csv') {
	const { action } = await import('./route.tsx')
	const form = new FormData()
	form.set('source', '')
	form.set('file', new Blob([text], { type: 'text/csv' }), name)
	const res = await action(routeArgs(new Request('http://localhost:3000/profile/import', { method: 'POST', headers: u.cookieHeaders, body: form })))
	return res as unknown as Response | { data: { error: string }; init: { status: number } }
}

async function post(u: TestUser, importId: string, intent: string) {
	const { action } = await import('../profile_.import_.$importId/route.tsx')
	return (await action(routeArgs(formRequest(`/profile/import/${importId}`, { intent }, u.cookieHeaders), { importId }))) as Response
}

async function detail(u: TestUser, importId: string, search = '') {
	const { loader } = await import('../profile_.import_.$importId/route.tsx')
	return loader(routeArgs(new Request(`http://localhost:3000/profile/import/${importId}${search}`, { headers: u.cookieHeaders }), { importId }))
}

async function listPage(u: TestUser, search = '') {
	const { loader } = await import('./route.tsx')
	return loader(routeArgs(new Request(`http://localhost:3000/profile/import${search}`, { headers: u.cookieHeaders })))
}

async function entriesOf(u: TestUser) {
	const { db } = await import('#app/db.server.ts')
	return db.select({ name: mealFoods.foodName, kcal: mealFoods.kcal }).from(mealFoods).where(eq(mealFoods.userId, u.user.id))
}

const idFrom = (res: Response) => res.headers.get('Location')!.split('/').pop()!

describe('import page', () => {
	test('upload → preview (nothing written) → confirm with a toast → the list → undo after its confirm step', async () => {
		const u = await createTestUser()
		const res = (await upload(u, servings)) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toMatch(/^\/profile\/import\/\w+$/)
		const id = idFrom(res)

		const preview = await detail(u, id)
		expect(preview.view).toMatchObject({ status: 'preview', summary: { entries: 6, days: 2, from: '2024-03-01', to: '2024-03-02', skippedCount: 0 } })
		expect(preview.view.summary.dayTotals.map((d) => Math.round(d.kcal))).toEqual([522, 411])
		expect(await entriesOf(u)).toEqual([])

		const confirmed = await post(u, id, 'confirm')
		expect(confirmed.status).toBe(302)
		expect(confirmed.headers.get('Location')).toBe('/profile/import')
		expect(confirmed.headers.get('Set-Cookie')).toContain('toast-session=')
		expect((await entriesOf(u)).length).toBe(6)

		const list = await listPage(u)
		expect(list.imports.map((i) => [i.id, i.status])).toEqual([[id, 'done']])
		const done = await detail(u, id, '?undo=1')
		expect(done.confirmUndo).toBe(true)
		expect(done.diaryHref).toBe('/?date=2024-03-01')

		const undone = await post(u, id, 'undo')
		expect(undone.headers.get('Location')).toBe('/profile/import')
		expect(await entriesOf(u)).toEqual([])
		expect((await listPage(u)).imports[0]!.status).toBe('undone')
	})

	test('the same file again opens the import it made and writes nothing; Cancel drops a preview', async () => {
		const u = await createTestUser()
		const first = idFrom((await upload(u, servings)) as Response)
		await post(u, first, 'confirm')
		const again = (await upload(u, servings, 'copy.csv')) as Response
		expect(again.headers.get('Location')).toBe(`/profile/import/${first}`)
		expect((await entriesOf(u)).length).toBe(6)

		const other = idFrom((await upload(u, servings.replaceAll('2024-03-0', '2024-04-0'))) as Response)
		const cancelled = await post(u, other, 'cancel')
		expect(cancelled.headers.get('Location')).toBe('/profile/import')
		const { db } = await import('#app/db.server.ts')
		expect((await db.select({ id: imports.id }).from(imports).where(eq(imports.userId, u.user.id))).map((r) => r.id)).toEqual([first])
		expect((await entriesOf(u)).length).toBe(6)
	})

	test('a file we cannot read stays on the page with 400 naming its line and column; no file is 400 too; nothing written', async () => {
		const u = await createTestUser()
		const lines = servings.split('\n')
		lines[3] = lines[3]!.replace('2024-03-01', '2024-02-30')
		const bad = (await upload(u, lines.join('\n'))) as { data: { error: string }; init: { status: number } }
		expect(bad.init.status).toBe(400)
		expect(bad.data.error).toMatch(/^Line 4, column 'Day': '2024-02-30' is not a date/)
		const empty = (await upload(u, '')) as { data: { error: string }; init: { status: number } }
		expect(empty.init.status).toBe(400)
		expect(empty.data.error).toBe('Please choose a file to import')
		expect((await listPage(u)).imports).toEqual([])
		expect(await entriesOf(u)).toEqual([])
	})

	test("another user's import is a 404 and cannot be confirmed or undone", async () => {
		const a = await createTestUser()
		const b = await createTestUser()
		const id = idFrom((await upload(a, servings)) as Response)
		await expect(detail(b, id)).rejects.toMatchObject({ status: 404 })
		const res = await post(b, id, 'confirm')
		expect(res.headers.get('Location')).toBe('/profile/import')
		expect((await detail(a, id)).view.status).toBe('preview')
	})
})

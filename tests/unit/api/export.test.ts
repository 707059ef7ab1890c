/**
 * GET /api/users/{id}/export on a real temporary database: a signed-in session downloads the JSON
 * backup (an attachment) or the CSV zip; a personal token needs the 'export' scope ('read' is not
 * enough); another user's id is 403; an unknown format 422 naming `format`.
 */
import { unzipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { createTestUser, jsonRequest, routeArgs } from '#tests/utils.ts'

async function get(path: string, id: string, headers: Record<string, string>) {
	const route = await import('#app/routes/api.users.$id.export.ts')
	return route.loader(routeArgs(jsonRequest(path, { method: 'GET', headers }), { id }))
}

describe('GET /api/users/{id}/export', () => {
	test('a session downloads its backup as JSON and its diary as a zip of CSV files', async () => {
		const { db } = await import('#app/db.server.ts')
		const { logManualEntry } = await import('#app/domain/diary/diary.server.ts')
		const me = await createTestUser()
		await logManualEntry(db, { userId: me.user.id, timezone: 'UTC' }, { name: 'Soup', quantity: 1, unit: 'serving', calories: 300, protein: 10, carbs: 20, fat: 5, mealType: 'lunch' })
		const auth = { Authorization: `Bearer ${me.token}` }

		const json = await get(`/api/users/${me.user.id}/export?format=json`, me.user.id, auth)
		expect(json.status).toBe(200)
		expect(json.headers.get('content-type')).toMatch(/^application\/json/)
		expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="platewise-backup-\d{4}-\d{2}-\d{2}\.json"$/)
		const backup = JSON.parse(await json.text())
		expect(backup.format).toBe('platewise-backup')
		expect(backup.days[0].meals[0].entries[0]).toMatchObject({ foodName: 'Soup', kcal: 300, protein_g: 10 })

		const csv = await get(`/api/users/${me.user.id}/export?format=csv`, me.user.id, auth)
		expect(csv.headers.get('content-type')).toBe('application/zip')
		const files = unzipSync(new Uint8Array(await csv.arrayBuffer()))
		expect(new TextDecoder().decode(files['entries.csv']).split('\r\n').filter(Boolean)).toHaveLength(2)
	})

	test("a personal token needs the 'export' scope; another user's id and an unknown format are refused", async () => {
		const { db } = await import('#app/db.server.ts')
		const { createApiToken } = await import('#app/domain/account/tokens.server.ts')
		const me = await createTestUser()
		const other = await createTestUser()
		const actor = { userId: me.user.id, timezone: 'UTC' }
		const read = await createApiToken(db, actor, { name: 'Reader', scopes: ['read'] })
		const backup = await createApiToken(db, actor, { name: 'Nightly backup', scopes: ['export'] })
		expect((await get(`/api/users/${me.user.id}/export`, me.user.id, { Authorization: `Bearer ${read.token}` })).status).toBe(403)
		expect((await get(`/api/users/${me.user.id}/export`, me.user.id, { Authorization: `Bearer ${backup.token}` })).status).toBe(200)
		expect((await get(`/api/users/${other.user.id}/export`, other.user.id, { Authorization: `Bearer ${me.token}` })).status).toBe(403)
		const bad = await get(`/api/users/${me.user.id}/export?format=xml`, me.user.id, { Authorization: `Bearer ${me.token}` })
		expect(bad.status).toBe(422)
		expect((await bad.json()).fieldErrors).toHaveProperty('format')
	})
})

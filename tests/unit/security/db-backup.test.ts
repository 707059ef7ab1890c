/** Backup and restore of the libSQL file (docs/deployment.md): a backup taken while the app writes restores exactly. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from 'vitest'
import { createTestUser } from '#tests/utils.ts'

test('backup while live, stage, apply: the restored database has the users of the backup and the old file is kept', async () => {
	const { backup, stageRestore, applyRestore, databaseFile } = await import('../../../scripts/db-backup.ts')
	const { db } = await import('#app/db.server.ts')
	const { createClient } = await import('@libsql/client')
	const before = await createTestUser()
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platewise-backup-'))
	const file = path.join(dir, 'backup.db')
	await backup(file)
	await expect(backup(file)).rejects.toThrow(/exists/)
	const after = await createTestUser()
	const live = databaseFile()
	const staged = await stageRestore(file)
	expect(staged).toBe(`${live}.restore`)
	await expect(stageRestore(path.join(dir, 'missing.db'))).rejects.toThrow()
	// The server would be stopped here: close the app's connection, swap, reopen the file.
	db.$client.close()
	expect(applyRestore()).toBe(true)
	expect(fs.existsSync(`${live}.before-restore`)).toBe(true)
	const restored = createClient({ url: `file:${live}` })
	const ids = (await restored.execute('SELECT id FROM users')).rows.map((r) => String(r.id))
	restored.close()
	expect(ids).toContain(before.user.id)
	expect(ids).not.toContain(after.user.id)
	expect(applyRestore()).toBe(false)
	fs.rmSync(dir, { recursive: true, force: true })
	for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${live}.before-restore${suffix}`, { force: true })
})

/**
 * An export as a file to send: a byte stream pulled chunk by chunk (the next chunk is produced only
 * when the client has taken the last one, so a slow download never piles the diary up in memory),
 * with its media type and file name. The first chunk is produced before the answer starts, so an
 * error reading the account is still an ordinary error answer.
 */
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { todayIn } from '#app/domain/dates.ts'
import { backupJson, csvZip } from './export.server.ts'

export type ExportFormat = 'json' | 'csv'
export type ExportFile = { body: ReadableStream<Uint8Array>; contentType: string; fileName: string }

/**
 * The caller's export in `format`: 'json' the backup (application/json), 'csv' the zip of CSV files.
 * @throws NotFoundError when the actor's user no longer exists.
 */
export async function exportFile(db: Db, actor: Actor, format: ExportFormat, now = new Date()): Promise<ExportFile> {
	const day = todayIn(actor.timezone, now)
	const chunks = format === 'csv' ? csvZip(db, actor) : backupJson(db, actor, now)
	const encoder = new TextEncoder()
	const bytes = (value: string | Uint8Array) => (typeof value === 'string' ? encoder.encode(value) : value)
	const first = await chunks.next()
	let pending: Uint8Array | null = first.done ? null : bytes(first.value)
	const body = new ReadableStream<Uint8Array>(
		{
			async pull(controller) {
				if (pending) {
					controller.enqueue(pending)
					pending = null
					return
				}
				const next = await chunks.next()
				if (next.done) controller.close()
				else controller.enqueue(bytes(next.value))
			},
			async cancel() {
				await chunks.return(undefined)
			},
		},
		{ highWaterMark: 0 },
	)
	return format === 'csv'
		? { body, contentType: 'application/zip', fileName: `platewise-export-${day}.zip` }
		: { body, contentType: 'application/json; charset=utf-8', fileName: `platewise-backup-${day}.json` }
}

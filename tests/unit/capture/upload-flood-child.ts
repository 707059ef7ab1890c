/**
 * Child process of upload-memory.test.ts, so the resident set measured is this process's alone:
 * against the database in DATABASE_URL, creates `users` accounts and sends the image files in
 * argv[3…] at once through POST /api/analyze-food-image's route module (the request a browser
 * sends, multipart; the same code path as over HTTP after Remix's adapter), `users` uploads
 * spread over the accounts, after one upload of the first and the last file in turn (which loads
 * the image library and starts the OCR worker, as a server's first photos do). Prints one JSON
 * line: RSS after start-up, peak RSS after the uploads one at a time and after the uploads at
 * once (the kernel's high-water mark, MB), and every answer's status.
 * Run with `node --import tsx`.
 */
import fs from 'node:fs'

const [usersArg, ...files] = process.argv.slice(2) as [string, ...string[]]
Object.assign(process.env, { NODE_ENV: 'test', SESSION_SECRET: 'test-session-secret', RATE_LIMIT: 'false' })

const rssMb = (field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) / 1024

const { db } = await import('#app/db.server.ts')
const { createUser, createSession } = await import('#app/domain/users/users.server.ts')
const route = await import('#app/routes/api.analyze-food-image.ts')
const tokens: string[] = []
for (let i = 0; i < Number(usersArg); i++) {
	const user = await createUser(db, { email: `flood-${process.pid}-${i}@example.test`, password: 'correct horse battery', firstName: 'Flood', lastName: undefined, timezone: 'UTC' })
	tokens.push((await createSession(db, user.id)).token)
}
const images = files.map((f) => fs.readFileSync(f))
async function upload(bytes: Buffer, i: number): Promise<number> {
	const form = new FormData()
	form.append('image', new Blob([new Uint8Array(bytes)]), `upload-${i}`)
	const request = new Request('http://localhost:3000/api/analyze-food-image', { method: 'POST', headers: { Authorization: `Bearer ${tokens[i % tokens.length]}` }, body: form })
	return (await route.action({ request, params: {} })).status
}
const bootMb = rssMb('VmRSS')
const oneAtATime = [await upload(images[0]!, 0), await upload(images.at(-1)!, 1)]
const sequentialPeakMb = rssMb('VmHWM')
const started = performance.now()
const statuses = await Promise.all(images.map(upload))
const ms = Math.round(performance.now() - started)
const round = Math.round
process.stdout.write(`${JSON.stringify({ bootMb: round(bootMb), sequentialPeakMb: round(sequentialPeakMb), peakMb: round(rssMb('VmHWM')), statuses: [...oneAtATime, ...statuses], ms })}\n`)
const { closeOcrPool } = await import('#app/domain/capture/image/ocr-pool.server.ts')
await closeOcrPool()
db.$client.close()

/**
 * Child process of upload-memory.test.ts: a web worker's photo path alone in a process of its own,
 * so the resident set measured is the server side's and nothing else's (the uploads are made by
 * the test's process, over loopback HTTP). Against the database in DATABASE_URL it creates `users`
 * accounts and serves POST /api/analyze-food-image's route module on a loopback port, turning each
 * Node request into the web Request Remix's Express adapter makes (the body streamed, as
 * createReadableStreamFromReadable does), so the request runs the same code as in the server.
 *
 * Prints one JSON line when listening: `{ port, tokens, bootMb }`. Answers:
 * - POST /upload (multipart, Bearer token): the route's answer;
 * - GET /memory: `{ rssMb, peakMb, ocr: [{ pid, rssMb, peakMb }] }`: this process's resident set now
 *   and its high-water mark (the kernel's VmRSS and VmHWM, MB), and the same for each label reader
 *   process (ocr-pool.server.ts runs Tesseract in a child of its own);
 * - POST /stop: stops the readers and exits.
 * Run with `node --import tsx`.
 */
import fs from 'node:fs'
import http from 'node:http'

const [usersArg] = process.argv.slice(2) as [string]
Object.assign(process.env, { NODE_ENV: 'test', SESSION_SECRET: 'test-session-secret', RATE_LIMIT: 'false' })

/** A process's VmRSS or VmHWM, MB (null once it has exited). */
function memMb(pid: number | 'self', field: 'VmRSS' | 'VmHWM'): number | null {
	try {
		return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024)
	} catch {
		return null
	}
}

const { createReadableStreamFromReadable } = await import('@remix-run/node')
const { db } = await import('#app/db.server.ts')
const { createUser, createSession } = await import('#app/domain/users/users.server.ts')
const { closeOcrPool, ocrPool } = await import('#app/domain/capture/image/ocr-pool.server.ts')
const route = await import('#app/routes/api.analyze-food-image.ts')
const tokens: string[] = []
for (let i = 0; i < Number(usersArg); i++) {
	const user = await createUser(db, { email: `flood-${process.pid}-${i}@example.test`, password: 'correct horse battery', firstName: 'Flood', lastName: undefined, timezone: 'UTC' })
	tokens.push((await createSession(db, user.id)).token)
}

async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
	if (req.method === 'GET' && req.url === '/memory') {
		const ocr = ocrPool().pids.map((pid) => ({ pid, rssMb: memMb(pid, 'VmRSS'), peakMb: memMb(pid, 'VmHWM') }))
		res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rssMb: memMb('self', 'VmRSS'), peakMb: memMb('self', 'VmHWM'), ocr }))
		return
	}
	if (req.method === 'POST' && req.url === '/stop') {
		res.writeHead(204).end()
		server.close()
		await closeOcrPool()
		db.$client.close()
		return
	}
	const headers = new Headers()
	for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
	const request = new Request('http://localhost:3000/api/analyze-food-image', {
		method: req.method,
		headers,
		body: createReadableStreamFromReadable(req),
		// A streamed body needs `duplex` in Node's fetch.
		duplex: 'half',
	})
	const response = await route.action({ request, params: {} })
	res.writeHead(response.status, { 'content-type': response.headers.get('content-type') ?? 'application/json' }).end(await response.text())
}

const server = http.createServer((req, res) => {
	answer(req, res).catch((error: unknown) => {
		console.error(error)
		if (!res.headersSent) res.writeHead(500).end(String(error))
	})
})
server.listen(0, '127.0.0.1', () => {
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : 0
	process.stdout.write(`${JSON.stringify({ port, tokens, bootMb: memMb('self', 'VmRSS') })}\n`)
})

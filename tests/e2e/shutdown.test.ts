/**
 * Graceful SIGTERM of the production server (Fly stops machines with SIGTERM):
 * a request in flight when the signal arrives is still answered, new connections are refused,
 * the database is closed, and the process exits 0. Runs the built server (BUILD_DIR) on its own
 * free port and its own freshly migrated database.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from './fixtures.ts'

const BUILD_DIR = process.env.BUILD_DIR ?? 'build'

const freePort = () =>
	new Promise<number>((resolve) => {
		const s = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = s.address() as net.AddressInfo
			s.close(() => resolve(port))
		})
	})

test('SIGTERM: the in-flight request is answered, then the DB is closed and the process exits 0', async () => {
	test.setTimeout(60_000)
	const file = path.join(os.tmpdir(), `platewise-shutdown-${randomUUID()}.db`)
	const { createDb } = await import('#db/client.ts')
	const { runMigrations } = await import('#db/migrate.ts')
	const db = createDb(`file:${file}`)
	await runMigrations(db)
	db.$client.close()

	const port = await freePort()
	const child = spawn(process.execPath, ['scripts/server.js', `${BUILD_DIR}/server/index.js`], {
		env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: `file:${file}`, SESSION_SECRET: 'shutdown-secret', INSECURE_COOKIES: 'true', RATE_LIMIT: 'false' },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	const seen = (text: string) =>
		new Promise<void>((resolve, reject) => {
			const check = () => (output.includes(text) ? resolve() : undefined)
			child.stdout.on('data', check)
			child.on('exit', () => (output.includes(text) ? resolve() : reject(new Error(`exited before "${text}": ${output}`))))
			check()
		})
	child.stdout.on('data', (d: Buffer) => (output += d.toString()))
	child.stderr.on('data', (d: Buffer) => (output += d.toString()))
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	try {
		await seen('listening on')
		// A sign-in whose body is still being sent when SIGTERM arrives.
		const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' })
		const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
			const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
				let text = ''
				res.on('data', (d: Buffer) => (text += d.toString()))
				res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
			})
			req.on('error', reject)
			req.write(body.slice(0, 10))
			req.on('socket', (socket) =>
				socket.on('connect', () => {
					// Headers and half the body are on the wire: now stop the server, then finish the body.
					setTimeout(() => {
						child.kill('SIGTERM')
						void seen('finishing in-flight requests').then(() => req.end(body.slice(10)))
					}, 200)
				}),
			)
		})
		const res = await answered
		expect(res.status).toBe(401)
		expect(JSON.parse(res.text)).toEqual({ message: 'Invalid email or password' })
		expect(await exited).toBe(0)
		expect(output).toContain('stopped (database closed)')
		// Nothing listens any more.
		const refused = await new Promise<string>((resolve) => {
			const s = net.connect(port, '127.0.0.1')
			s.on('connect', () => (s.destroy(), resolve('connected')))
			s.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'))
		})
		expect(refused).toBe('ECONNREFUSED')
	} finally {
		if (child.exitCode === null) child.kill('SIGKILL')
		for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
	}
})

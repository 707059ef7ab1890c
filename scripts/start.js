#!/usr/bin/env node
/**
 * `npm start`: the embedded default in one command.
 * 1. builds the app if build/ is missing or older than the sources;
 * 2. makes (once) and keeps a SESSION_SECRET and the Web Push (VAPID) key pair in ./data when none
 *    is configured;
 * 3. migrates the database, imports the USDA generic foods (a few seconds, first run only) and
 *    writes the built-in recipe library (scripts/import-foods.ts);
 * 4. starts scripts/server.js on $PORT (default 3000);
 * 5. imports the packaged products (425,225 USDA Branded Foods, then the 545,425 Open Food Facts
 *    products whose barcode USDA does not have) in the background on first run.
 *
 * SIGTERM/SIGINT (Fly stops a machine with SIGTERM): both children get the signal; the server
 * finishes its in-flight requests and closes the database, the product import stops between
 * two transactions (it is recorded as done only at its very end, so the next start resumes it),
 * and this process exits when both have.
 *
 * Defaults for PORT and DATABASE_URL live in app/utils/env.server.ts (the one place).
 */
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

function newestMtime(dir) {
	let newest = 0
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const p = path.join(dir, entry.name)
		newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)
	}
	return newest
}

const serverBuild = path.join(root, 'build/server/index.js')
const sourcesChanged = () =>
	Math.max(newestMtime(path.join(root, 'app')), newestMtime(path.join(root, 'public')), fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs) >
	fs.statSync(serverBuild).mtimeMs
// A production image has only production dependencies (no Vite): it runs the build it shipped.
const canBuild = fs.existsSync(bin('remix'))
if (!fs.existsSync(serverBuild) ? true : canBuild && sourcesChanged()) {
	console.log('platewise: building the app…')
	const r = spawnSync(bin('remix'), ['vite:build'], { stdio: 'inherit' })
	if (r.status !== 0) process.exit(r.status ?? 1)
}

fs.mkdirSync(path.join(root, 'data'), { recursive: true })
const env = { ...process.env, NODE_ENV: 'production' }
if (!env.SESSION_SECRET) {
	const secretFile = path.join(root, 'data', '.session-secret')
	if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
	env.SESSION_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
}
// The Web Push (VAPID) key pair, kept beside the session secret the same way: made once, reused on
// every start, so browsers' push subscriptions stay valid across restarts.
if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
	const keyFile = path.join(root, 'data', '.vapid-keys.json')
	if (!fs.existsSync(keyFile)) {
		const { default: webPush } = await import('web-push')
		fs.writeFileSync(keyFile, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600 })
	}
	const keys = JSON.parse(fs.readFileSync(keyFile, 'utf8'))
	env.VAPID_PUBLIC_KEY = keys.publicKey
	env.VAPID_PRIVATE_KEY = keys.privateKey
}

// A backup staged with `scripts/db-backup.ts stage-restore` replaces the database now, before anything opens it.
const restore = spawnSync(bin('tsx'), ['scripts/db-backup.ts', 'apply-restore'], { stdio: 'inherit', env })
if (restore.status !== 0) process.exit(restore.status ?? 1)

const prep = spawnSync(bin('tsx'), ['scripts/import-foods.ts', '--only', 'generic'], { stdio: 'inherit', env })
if (prep.status !== 0) process.exit(prep.status ?? 1)

// The same V8 heap limits scripts/server.js gives its cluster workers, for when the server is a
// single process (one worker: a 512 MB machine) and cannot set them for itself; measured 141/368 MB
// after boot/peak without them, 106/184 MB with them. An operator's NODE_OPTIONS win.
const given = (env.NODE_OPTIONS ?? '').split(/\s+/)
const heapFlags = [['--max-semi-space-size', 2], ['--max-old-space-size', 256]].filter(([flag]) => !given.some((a) => a.startsWith(flag))).map(([flag, mb]) => `${flag}=${mb}`)
// Two glibc malloc arenas instead of one per thread: the image decoder's threads otherwise each
// keep their own freed memory (scripts/server.js gives cluster workers the same). An operator's value wins.
const server = spawn(process.execPath, [...heapFlags, path.join(root, 'scripts/server.js'), serverBuild], { stdio: 'inherit', env: { MALLOC_ARENA_MAX: '2', ...env } })

// The product import's V8 heap is capped so that it collects garbage before growing beside the
// server: measured on the first boot with one worker, 332 MB Pss for both together with 192 MB
// against 360 MB without (its live data stays well under the cap). An operator's value wins.
const importFlags = given.some((a) => a.startsWith('--max-old-space-size')) ? [] : ['--max-old-space-size=192']
const products = spawn(bin('tsx'), ['scripts/import-foods.ts', '--only', 'products'], {
	stdio: 'inherit',
	env: { ...env, NODE_OPTIONS: [env.NODE_OPTIONS ?? '', ...importFlags].join(' ').trim() },
})
let productsRunning = true
products.on('exit', (code, signal) => {
	productsRunning = false
	if (code !== 0) console.error(`platewise: product import ended (${signal ?? `exit ${code}`}); it resumes on the next start`)
})

let stopping = false
const stop = (signal) => {
	stopping = true
	if (productsRunning) products.kill(signal)
	server.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
server.on('exit', (code) => {
	const exitCode = code ?? (stopping ? 0 : 1)
	if (!productsRunning) process.exit(exitCode)
	if (!stopping) products.kill('SIGTERM')
	products.on('exit', () => process.exit(exitCode))
})

#!/usr/bin/env node
/**
 * `npm start`: the embedded default in one command.
 * 1. builds the app if build/ is missing or older than the sources;
 * 2. makes (once) and keeps a SESSION_SECRET in ./data when none is configured;
 * 3. migrates the database and imports the USDA generic foods (a few seconds, first run only);
 * 4. starts @remix-run/serve on $PORT (default 3000) and prints the URL;
 * 5. imports the 695,325 Open Food Facts products in the background on first run.
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
if (!fs.existsSync(serverBuild) || sourcesChanged()) {
	console.log('platewise: building the app…')
	const r = spawnSync(bin('remix'), ['vite:build'], { stdio: 'inherit' })
	if (r.status !== 0) process.exit(r.status ?? 1)
}

fs.mkdirSync(path.join(root, 'data'), { recursive: true })
const env = { ...process.env, NODE_ENV: 'production' }
env.DATABASE_URL ||= 'file:./data/platewise.db'
env.PORT ||= '3000'
if (!env.SESSION_SECRET) {
	const secretFile = path.join(root, 'data', '.session-secret')
	if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
	env.SESSION_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
}

const prep = spawnSync(bin('tsx'), ['db/import-foods.ts', '--only', 'generic'], { stdio: 'inherit', env })
if (prep.status !== 0) process.exit(prep.status ?? 1)

const server = spawn(bin('remix-serve'), ['./build/server/index.js'], { stdio: 'inherit', env })
console.log(`platewise: serving on http://localhost:${env.PORT}`)

const products = spawn(bin('tsx'), ['db/import-foods.ts', '--only', 'products'], { stdio: 'inherit', env })
products.on('exit', (code) => {
	if (code !== 0) console.error(`platewise: product import exited with ${code}; it resumes on the next start`)
})

const stop = (signal) => {
	products.kill(signal)
	server.kill(signal)
}
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
server.on('exit', (code) => {
	products.kill('SIGTERM')
	process.exit(code ?? 0)
})

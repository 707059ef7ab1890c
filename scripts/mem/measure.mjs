#!/usr/bin/env node
/**
 * Memory of the production server ("server RSS"): starts scripts/server.js on a build,
 * prints each process's memory after boot (Rss, and from /proc/PID/smaps_rollup the Pss,
 * Private_Dirty and Anonymous parts: file pages of the mmap'd database are shared between the
 * workers and reclaimable, anonymous memory is not), then runs loads with autocannon while
 * sampling every 200 ms, and prints the peak per process and of the whole tree.
 *
 * Usage: node scripts/mem/measure.mjs [build dir, default build-mem]
 * Env: MEM_PORT (3341), MEM_DB (data/bench.db), MEM_SECONDS per load (10) or MEM_AMOUNT
 * (requests per load, times a weight per load), MEM_LOADS
 * (comma list of health,search,dash,mixed,login; default all), MEM_SERVER (the server script,
 * default scripts/server.js: a proposed variant can be measured the same way), MEM_NODE_FLAGS
 * (node flags for the server process itself, e.g. what scripts/start.js would pass);
 * WEB_CONCURRENCY and NODE_OPTIONS are passed through. Loopback only.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const root = process.cwd()
const buildDir = process.argv[2] ?? 'build-mem'
const port = Number(process.env.MEM_PORT ?? 3341)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.MEM_SECONDS ?? 10)
const loads = (process.env.MEM_LOADS ?? 'health,search,dash,mixed,login').split(',').filter(Boolean)
const require = createRequire(path.join(root, 'node_modules/.cache/platewise-perf/package.json'))
const autocannon = require('autocannon')

/** The process and its descendants, the root first. */
function tree(pid) {
	const kids = (p) => {
		try {
			return fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number).flatMap((k) => [k, ...kids(k)])
		} catch {
			return []
		}
	}
	return [pid, ...kids(pid)]
}

/** One process's memory in MB: rss, pss, privateDirty, anon (smaps_rollup), rssFile. */
export function memoryOf(pid) {
	try {
		const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
		const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
		const kb = (text, key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) / 1024
		return {
			pid,
			rss: kb(status, 'VmRSS'),
			anon: kb(status, 'RssAnon'),
			file: kb(status, 'RssFile'),
			pss: kb(rollup, 'Pss'),
			privateDirty: kb(rollup, 'Private_Dirty'),
		}
	} catch {
		return null
	}
}

/** Open descriptors on the database's main file (one per SQLite connection). */
function dbFiles(pid) {
	try {
		return fs.readdirSync(`/proc/${pid}/fd`).filter((fd) => {
			try {
				return /\.db$/.test(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
			} catch {
				return false
			}
		}).length
	} catch {
		return 0
	}
}

const fmt = (n) => n.toFixed(0).padStart(4)
function snapshot(pid) {
	return tree(pid).map(memoryOf).filter(Boolean)
}
function print(label, procs) {
	const sum = (k) => procs.reduce((s, p) => s + p[k], 0)
	console.log(`\n${label}: ${procs.length > 1 ? `${procs.length - 1} worker(s) + primary` : "one process (no cluster)"}`)
	console.log('   pid   rss anon file  pss privDirty')
	for (const p of procs) console.log(`${String(p.pid).padStart(6)} ${fmt(p.rss)} ${fmt(p.anon)} ${fmt(p.file)} ${fmt(p.pss)} ${fmt(p.privateDirty)}`)
	console.log(` total ${fmt(sum('rss'))} ${fmt(sum('anon'))} ${fmt(sum('file'))} ${fmt(sum('pss'))} ${fmt(sum('privateDirty'))}`)
}

const env = {
	...process.env,
	PORT: String(port),
	DATABASE_URL: `file:${process.env.MEM_DB ?? 'data/bench.db'}`,
	SESSION_SECRET: 'x',
	INSECURE_COOKIES: 'true',
	NODE_ENV: 'production',
}
const child = spawn(process.execPath, [...(process.env.MEM_NODE_FLAGS ?? '').split(' ').filter(Boolean), process.env.MEM_SERVER ?? 'scripts/server.js', path.join(buildDir, 'server/index.js')], { env, stdio: ['ignore', 'inherit', 'inherit'], detached: true })
const stop = () => {
	try {
		process.kill(-child.pid, 'SIGTERM')
	} catch {
		/* gone */
	}
}
process.on('exit', stop)
try {
	let up = false
	for (let i = 0; i < 300 && !up; i++) {
		up = await fetch(`${base}/healthcheck`).then((r) => r.ok).catch(() => false)
		if (!up) await new Promise((r) => setTimeout(r, 100))
	}
	if (!up) throw new Error('server did not start')
	await new Promise((r) => setTimeout(r, 1500))
	print('after boot', snapshot(child.pid))

	const email = `mem-${Date.now()}@example.test`
	const password = 'correct-horse-battery-9'
	const reg = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, confirmPassword: password, firstName: 'Mem' }) })
	const body = await reg.json()
	const token = body.token
	const user = body.user
	const login = await fetch(`${base}/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ email, password }) })
	const cookie = login.headers.getSetCookie().find((c) => c.startsWith('__session') || c.includes('session'))?.split(';')[0] ?? ''
	if (!token || !cookie) throw new Error(`no token/cookie: ${reg.status} ${login.status}`)
	print('after sign-up and sign-in', snapshot(child.pid))

	// Peak sampling: per process and of the whole tree.
	const peaks = new Map()
	let peakTotal = { rss: 0, anon: 0, pss: 0 }
	const sample = () => {
		const procs = snapshot(child.pid)
		for (const p of procs) {
			const old = peaks.get(p.pid)
			if (!old || p.rss > old.rss) peaks.set(p.pid, p)
		}
		const total = (k) => procs.reduce((s, p) => s + p[k], 0)
		peakTotal = { rss: Math.max(peakTotal.rss, total('rss')), anon: Math.max(peakTotal.anon, total('anon')), pss: Math.max(peakTotal.pss, total('pss')) }
	}
	const timer = setInterval(sample, 200)
	const bearer = { Authorization: `Bearer ${token}` }
	// With MEM_AMOUNT, each load sends a fixed number of requests (MEM_AMOUNT x its weight) instead
	// of running for MEM_SECONDS: the garbage made is then the same however busy the machine is.
	const weights = { health: 4, search: 2, dash: 0.5, mixed: 2, login: 0.5 }
	const run = async (name, opts) => {
		if (!loads.includes(name)) return
		const amount = Math.round(Number(process.env.MEM_AMOUNT) * weights[name])
		const r = await autocannon(amount > 0 ? { amount, ...opts } : { duration: seconds, ...opts })
		const conns = tree(child.pid).slice(1).map((pid) => dbFiles(pid)).join('/')
		console.log(`${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.errors + r.non2xx} errors; tree rss now ${snapshot(child.pid).reduce((s, p) => s + p.rss, 0).toFixed(0)} MB; db files open per worker ${conns}`)
	}
	await run('health', { url: `${base}/healthcheck`, connections: 10 })
	await run('search', { url: `${base}/api/foods/search?q=chicken`, connections: 10, headers: bearer })
	await run('dash', { url: `${base}/`, connections: 10, headers: { Cookie: cookie } })
	const today = new Date().toISOString().slice(0, 10)
	const foods = await (await fetch(`${base}/api/foods/search?q=apple`, { headers: bearer })).json()
	const foodIds = (foods.foods ?? foods.results ?? foods).map((f) => f.id).slice(0, 10)
	const types = ['breakfast', 'lunch', 'dinner', 'snack']
	let n = 0
	let w = 0
	const words = ['banana', 'chicken', 'rice', 'brocoli', 'apple', 'yogurt', 'salmon', 'bread', 'chees', 'coca cola', 'oat', 'milk']
	await run('mixed', {
		url: base,
		connections: 50,
		requests: [
			{ path: `/api/users/${user.id}/progress/daily/${today}`, headers: bearer },
			{ path: '/api/foods/search?q=banana', headers: bearer },
			{ path: '/', headers: { Cookie: cookie } },
			{
				path: '/api/foods/search?q=x',
				headers: bearer,
				setupRequest: (req) => ({ ...req, path: `/api/foods/search?q=${encodeURIComponent(words[n++ % words.length] + (n % 7 === 0 ? String(n % 50) : ''))}` }),
			},
			{
				// The bench's write: one food logged on a spread of days.
				method: 'POST',
				path: `/api/users/${user.id}/meal-foods`,
				headers: { ...bearer, 'content-type': 'application/json' },
				setupRequest: (req) => {
					w += 1
					const date = new Date(Date.now() - (w % 365) * 86_400_000).toISOString().slice(0, 10)
					return { ...req, body: JSON.stringify({ foodId: foodIds[w % foodIds.length], quantity: 1, unit: 'serving', mealType: types[w % 4], date }) }
				},
			},
		],
	})
	let f = 0
	await run('login', {
		url: `${base}/api/auth/login`,
		connections: 20,
		requests: [{ method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `flood-${f++}@example.test`, password: 'wrong-password' }) }) }],
	})
	clearInterval(timer)
	sample()
	print('peak per process (sampled at its highest rss)', [...peaks.values()])
	console.log(`peak of the tree: rss ${peakTotal.rss.toFixed(0)} MB, anon ${peakTotal.anon.toFixed(0)} MB, pss ${peakTotal.pss.toFixed(0)} MB`)
	await new Promise((r) => setTimeout(r, 3000))
	print('3 s after the load', snapshot(child.pid))
} finally {
	stop()
}

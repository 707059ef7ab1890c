/**
 * `npm run bench`: measured, not hoped (issue #2 budgets).
 * 1. Food search latency p50/p95 over the FULL database (imports it first if needed).
 * 2. Dashboard loader p50 for a user with 90 days of entries (4 meals × 3 foods a day).
 * 3. Dashboard server render p50 over HTTP against the built server, when build/ exists.
 * 4. First-load JavaScript per route (raw and gzip), from the Vite manifest.
 * Uses ./data/bench.db (a copy of the full database; never your real one).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = process.cwd()
const benchDb = path.join(root, 'data', 'bench.db')
fs.mkdirSync(path.dirname(benchDb), { recursive: true })
process.env.DATABASE_URL = `file:${benchDb}`
process.env.RATE_LIMIT = 'false'

const pct = (xs: number[], p: number) => {
	const s = [...xs].sort((a, b) => a - b)
	return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}
const ms = (n: number) => `${n.toFixed(2)} ms`

const { db, preparePragmas } = await import('#app/db.server.ts')
const { runMigrations } = await import('#db/migrate.ts')
const { importFoods } = await import('#db/import-foods.ts')
await preparePragmas(db)
await runMigrations(db)
const t0 = performance.now()
const imported = await importFoods(db, { dataDir: path.join(root, 'db/data'), only: 'all', log: () => {} })
if (!imported.skipped) console.log(`import: ${imported.generic} generic + ${imported.products} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
const count = await db.$client.execute('select count(*) as n from foods')
console.log(`database: ${Number(count.rows[0]!.n).toLocaleString('en-US')} foods`)

// 1. search
const { benchFoodSearch } = await import('#app/domain/foods/search.server.ts')
const queries = ['banana', 'chicken breast', 'milk', 'oats', 'brocoli', 'bananna', 'nutella', 'coca cola', 'yogurt', 'cheddar', 'apple', 'rice', 'egg', 'bread', 'salmon', 'peanut butter', 'olive oil', 'pasta', 'tomato', 'chocolate', 'orange juice', 'almonds', 'spinach', 'beef', 'potato', 'avocado', 'tofu', 'cereal', 'pizza', 'coffee']
await benchFoodSearch(db, queries, 1) // warm-up
const search = await benchFoodSearch(db, queries, 10)
console.log(`food search (${search.n} queries, full DB): p50 ${ms(search.p50)}, p95 ${ms(search.p95)}  [budget p95 <= 5 ms]`)

// 2. dashboard loader, user with 90 days
const { createUser, createSession } = await import('#app/domain/users/users.server.ts')
const { logFood } = await import('#app/domain/diary/diary.server.ts')
const { addDaysIso, todayIn } = await import('#app/domain/dates.ts')
const { sessionStorage } = await import('#app/utils/session.server.ts')
const email = `bench-${Date.now()}@example.test`
const user = await createUser(db, { email, password: 'bench-password', firstName: 'Bench', lastName: undefined, timezone: 'UTC' })
const foodRows = await db.$client.execute("select id from foods where source = 'sr_legacy' and serving_grams is not null limit 12")
const foodIds = foodRows.rows.map((r) => Number(r.id))
const today = todayIn('UTC')
const types = ['breakfast', 'lunch', 'dinner', 'snack'] as const
for (let d = 0; d < 90; d++) {
	const date = addDaysIso(today, -d)
	for (const [i, mealType] of types.entries())
		for (let k = 0; k < 3; k++) await logFood(db, { userId: user.id, timezone: 'UTC' }, { foodId: foodIds[(i * 3 + k) % foodIds.length]!, quantity: 1, unit: 'serving', mealType, date })
}
const { token } = await createSession(db, user.id)
const session = await sessionStorage.getSession()
session.set('token', token)
const cookie = (await sessionStorage.commitSession(session)).split(';')[0]!
const { loader } = await import('#app/routes/_index/route.tsx')
const loaderTimes: number[] = []
for (let i = 0; i < 220; i++) {
	const start = performance.now()
	await loader({ request: new Request('http://localhost/', { headers: { Cookie: cookie } }), params: {}, context: {} })
	if (i >= 20) loaderTimes.push(performance.now() - start)
}
console.log(`dashboard loader (90 days, 1,080 entries): p50 ${ms(pct(loaderTimes, 50))}, p95 ${ms(pct(loaderTimes, 95))}  [budget p50 <= 10 ms]`)

// 3. HTTP render against the built server
const serverBuild = path.join(root, 'build/server/index.js')
if (fs.existsSync(serverBuild)) {
	const port = 3199
	const server = spawn(path.join(root, 'node_modules/.bin/remix-serve'), [serverBuild], {
		env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SESSION_SECRET: process.env.SESSION_SECRET ?? 'platewise-dev-only-secret', INSECURE_COOKIES: 'true' },
		stdio: 'ignore',
	})
	try {
		const base = `http://localhost:${port}`
		for (let i = 0; i < 100; i++) {
			const ok = await fetch(`${base}/healthcheck`).then((r) => r.ok).catch(() => false)
			if (ok) break
			await new Promise((r) => setTimeout(r, 100))
		}
		const renderTimes: number[] = []
		for (let i = 0; i < 120; i++) {
			const start = performance.now()
			const res = await fetch(`${base}/`, { headers: { Cookie: cookie } })
			await res.text()
			if (i >= 20) renderTimes.push(performance.now() - start)
		}
		console.log(`dashboard server render over HTTP (full HTML): p50 ${ms(pct(renderTimes, 50))}, p95 ${ms(pct(renderTimes, 95))}`)
	} finally {
		server.kill('SIGTERM')
	}
} else {
	console.log('dashboard server render: skipped (run `npm run build` first)')
}

// 4. first-load JS per route
const manifestPath = path.join(root, 'build/.vite/client-manifest.json')
if (fs.existsSync(manifestPath)) {
	type Chunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string }
	const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>
	const size = (file: string) => {
		const buf = fs.readFileSync(path.join(root, 'build/client', file))
		return { raw: buf.length, gz: gzipSync(buf).length }
	}
	const closure = (key: string, seen = new Set<string>()) => {
		if (seen.has(key)) return seen
		seen.add(key)
		for (const i of manifest[key]?.imports ?? []) closure(i, seen)
		return seen
	}
	const entryKey = Object.keys(manifest).find((k) => k.includes('entry.client'))!
	const rootKey = Object.keys(manifest).find((k) => k.startsWith('app/root.tsx'))!
	const base = new Set([...closure(entryKey), ...closure(rootKey)])
	console.log('first-load JS per route (entry + root + route chunks):')
	const screens = Object.keys(manifest).filter((k) => k.startsWith('app/routes/') && !/\/(api\.|healthcheck|logout)/.test(k) && manifest[k]!.file.endsWith('.js'))
	for (const key of screens.sort()) {
		const files = new Set([...base, ...closure(key)])
		let raw = 0
		let gz = 0
		for (const f of files) {
			const s = size(manifest[f]!.file)
			raw += s.raw
			gz += s.gz
		}
		console.log(`  ${key.replace('app/routes/', '').replace('?__remix-build-client-route', '').padEnd(40)} ${(raw / 1024).toFixed(1).padStart(7)} KiB raw  ${(gz / 1024).toFixed(1).padStart(6)} KiB gzip`)
	}
} else {
	console.log('first-load JS: skipped (run `npm run build` first)')
}
db.$client.close()

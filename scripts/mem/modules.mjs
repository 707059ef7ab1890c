#!/usr/bin/env node
/**
 * What each module a server worker loads at boot costs. Without
 * arguments: imports the server build's external packages one at a time in this process, each
 * after the previous ones (so a row is the module's own share), then the build itself, then
 * opens the database and builds the search vocabulary, printing RSS and live V8 heap (after a
 * full GC) at each step. With `--alone SPEC`: one module over a bare process.
 *
 * Usage: node --expose-gc scripts/mem/modules.mjs [build dir, default build-mem]
 * Env: DATABASE_URL (default file:data/bench.db). A diagnostic only.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const mb = (n) => n / 2 ** 20
function now() {
	globalThis.gc?.()
	globalThis.gc?.()
	const m = process.memoryUsage()
	const status = fs.readFileSync('/proc/self/status', 'utf8')
	const anon = Number(/RssAnon:\s+(\d+)/.exec(status)[1]) / 1024
	return { rss: mb(m.rss), anon, heap: mb(m.heapUsed), ext: mb(m.external) }
}
let last = now()
const first = last
function step(label) {
	const cur = now()
	const d = (k) => (cur[k] - last[k]).toFixed(1).padStart(6)
	console.log(`${label.padEnd(34)} rss ${cur.rss.toFixed(0).padStart(4)} (${d('rss')})  anon ${d('anon')}  heap ${cur.heap.toFixed(1).padStart(5)} (${d('heap')})  ext ${d('ext')}`)
	last = cur
}
step('bare node')

if (process.argv[2] === '--alone') {
	await import(process.argv[3])
	step(process.argv[3])
	process.exit(0)
}

const buildDir = process.argv[2] ?? 'build-mem'
process.env.NODE_ENV ??= 'production'
process.env.SESSION_SECRET ??= 'x'
process.env.DATABASE_URL ??= 'file:data/bench.db'

for (const spec of ['express', 'compression', '@remix-run/node', '@remix-run/express']) {
	await import(spec)
	step(spec)
}
const chunk = fs.readdirSync(path.join(buildDir, 'server/assets')).find((f) => f.startsWith('server-build-'))
const source = fs.readFileSync(path.join(buildDir, 'server/assets', chunk), 'utf8')
const externals = [...new Set([...source.matchAll(/^import [^;]*?from "([^".][^"]*)"/gm)].map((m) => m[1]).filter((s) => !s.startsWith('node:')))]
for (const spec of externals) {
	await import(spec)
	step(spec)
}
const build = await import(pathToFileURL(path.resolve(buildDir, 'server/index.js')).href)
step('the server build (app code)')
// The build's entry module warms the search vocabulary at import; wait for it to finish.
await new Promise((r) => setTimeout(r, 3000))
step('+3 s (vocabulary warm-up, db open)')
void build
console.log(`total over bare node: rss ${(last.rss - first.rss).toFixed(0)} MB, heap ${(last.heap - first.heap).toFixed(1)} MB`)
process.exit(0)

/**
 * Memory probe for a running server, preloaded with
 * `NODE_OPTIONS="--import ./scripts/mem/probe.mjs"` (cluster workers inherit it). Every
 * MEM_PROBE_MS (default 1000) it appends one JSON line per process to
 * /tmp/mem-probe/<pid>.jsonl: process.memoryUsage() and V8's heap spaces, in MB. Nothing else
 * changes; a diagnostic only, never loaded by the app.
 */
import fs from 'node:fs'
import v8 from 'node:v8'

const dir = '/tmp/mem-probe'
fs.mkdirSync(dir, { recursive: true })
const file = `${dir}/${process.pid}.jsonl`
const mb = (n) => Math.round((n / 2 ** 20) * 10) / 10
const started = Date.now()
const timer = setInterval(() => {
	const m = process.memoryUsage()
	const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name.replace('_space', ''), mb(s.space_size)]))
	const h = v8.getHeapStatistics()
	fs.appendFileSync(
		file,
		`${JSON.stringify({ t: Math.round((Date.now() - started) / 1000), rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers), malloced: mb(h.malloced_memory), peakMalloced: mb(h.peak_malloced_memory), spaces })}\n`,
	)
}, Number(process.env.MEM_PROBE_MS ?? 1000))
timer.unref()

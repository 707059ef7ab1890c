/**
 * The measurement harness for `npm run bench`: the product owner's page-speed and load tools in
 * ../shared/perf (Lighthouse 12.8 mobile, autocannon, the 10 KB floor page), installed once into
 * node_modules/.cache/platewise-perf, plus a built server to point them at and RSS sampling.
 * Load goes to loopback only.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { lighthouseCpuRun, type LighthouseCpuRun } from './lighthouse-cpu.ts'
import { percentile } from './stats.ts'

const root = process.cwd()
const perfSource = path.resolve(root, '../shared/perf')
export const perfDir = path.join(root, 'node_modules/.cache/platewise-perf')

/** Copies ../shared/perf next to our node_modules and installs its pinned tools (idempotent). */
export function ensurePerfHarness(): boolean {
	if (fs.existsSync(path.join(perfDir, 'node_modules/autocannon'))) return true
	if (!fs.existsSync(perfSource)) return false
	fs.rmSync(perfDir, { recursive: true, force: true })
	fs.cpSync(perfSource, perfDir, { recursive: true })
	for (const f of fs.readdirSync(perfDir)) if (f.endsWith('.sh')) fs.chmodSync(path.join(perfDir, f), 0o755)
	execFileSync('bash', [path.join(perfDir, 'install.sh')], { stdio: 'inherit' })
	return fs.existsSync(path.join(perfDir, 'node_modules/autocannon'))
}

type AutocannonRequest = {
	method?: string
	path: string
	headers?: Record<string, string>
	body?: string
	/** Called before each send; returns the request to send (e.g. with a fresh body). */
	setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>
}
type AutocannonResult = {
	requests: { average: number; total: number }
	latency: { p50: number; p99: number; p97_5: number; max: number; average: number }
	errors: number
	timeouts: number
	non2xx: number
	'2xx': number
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1']

/**
 * One autocannon run (programmatic API of the harness's pinned autocannon), after a warm-up of
 * `warmupSeconds` (default 3) with the same connections and requests that is not counted: a
 * route's first seconds measure V8 compiling its code and the caches filling, not the steady
 * state a server spends its life in (measured here: the dashboard's first 3 s ran at 323 req/s,
 * p99 149 ms, the next 8 s at 581 req/s, p99 65 ms). 0 measures from the first request.
 */
export async function load(opts: {
	url: string
	connections: number
	seconds: number
	warmupSeconds?: number
	headers?: Record<string, string>
	requests?: AutocannonRequest[]
}): Promise<AutocannonResult> {
	const host = new URL(opts.url).hostname
	if (!LOOPBACK.includes(host)) throw new Error(`refusing non-loopback host ${host}`)
	const require = createRequire(path.join(perfDir, 'package.json'))
	const autocannon = require('autocannon') as (o: object) => Promise<AutocannonResult>
	const warmup = opts.warmupSeconds ?? 3
	return autocannon({
		url: opts.url,
		connections: opts.connections,
		duration: opts.seconds,
		headers: opts.headers,
		requests: opts.requests,
		...(warmup > 0 ? { warmup: { connections: opts.connections, duration: warmup } } : {}),
	})
}

/**
 * The loop {@link latency} runs in a worker thread: `connections` keep-alive connections, each
 * sending its next GET (the next of `urls`, in turn) when the last is answered, until `seconds`
 * have passed.
 */
const LATENCY_LOOP = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { urls, connections, seconds, headers } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
const until = performance.now() + seconds * 1000
const times = []
let failed = 0
let turn = 0
const one = () => new Promise((resolve) => {
	const start = performance.now()
	const req = http.get(urls[turn++ % urls.length], { agent, headers }, (res) => {
		res.resume()
		res.on('end', () => { if (res.statusCode === 200) times.push(performance.now() - start); else failed++; resolve() })
	})
	req.on('error', () => { failed++; resolve() })
})
Promise.all(Array.from({ length: connections }, async () => { while (performance.now() < until) await one() })).then(() => {
	agent.destroy()
	parentPort.postMessage({ times, failed })
})
`

/**
 * Latency of GET `url` (or of each of several URLs, asked in turn) with microsecond resolution
 * (autocannon reports whole milliseconds, too coarse for a request that takes 0.3 ms), measured
 * from a worker thread of its own, so that an autocannon load running in this process at the same
 * time does not delay its timers and callbacks; p50, p95 and p99 in ms over every request.
 * Loopback only. A request answering other than 200 counts in `failed`, not in the times.
 */
export async function latency(url: string | string[], opts: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<{ p50: number; p95: number; p99: number; n: number; failed: number }> {
	const urls = Array.isArray(url) ? url : [url]
	for (const u of urls) {
		const target = new URL(u)
		if (!LOOPBACK.includes(target.hostname)) throw new Error(`refusing non-loopback host ${target.hostname}`)
	}
	const { times, failed } = await new Promise<{ times: number[]; failed: number }>((resolve, reject) => {
		const worker = new Worker(LATENCY_LOOP, { eval: true, workerData: { urls, connections: opts.connections, seconds: opts.seconds, headers: opts.headers ?? {} } })
		worker.once('message', resolve)
		worker.once('error', reject)
	})
	return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), n: times.length, failed }
}

/**
 * Medians (and spreads) of Lighthouse runs. `tbtCpu*`: the same runs' TBT with every main-thread task
 * at its thread time instead of its wall time (bench/lighthouse-cpu.ts): the page's own blocking
 * work, without what the host's other processes add; `wallPerCpu` is the median ratio of the two
 * (1 on an idle host; 2-16 measured on this shared machine).
 */
type LighthouseSummary = {
	fcp: number
	lcp: number
	tbt: number
	fcpMin: number
	fcpMax: number
	lcpMin: number
	lcpMax: number
	tbtMin: number
	tbtMax: number
	scriptBytes: number
	benchmarkIndex: number
	tbtCpu: number
	tbtCpuMin: number
	tbtCpuMax: number
	wallPerCpu: number
}

/**
 * Lighthouse mobile (Slow 4G, 4x CPU) `runs` times, with lh.sh's flags, each run also audited with
 * its main-thread tasks at their thread time (bench/lighthouse-cpu.ts); medians. One failed
 * Lighthouse run fails the series (on this shared machine one in ~15 does, and a second try of
 * the same page succeeds), so a failed series is tried once more.
 */
export function lighthouse(url: string, runs: number, cookie?: string): LighthouseSummary | null {
	return lighthouseOnce(url, runs, cookie) ?? lighthouseOnce(url, runs, cookie)
}

function lighthouseOnce(url: string, runs: number, cookie?: string): LighthouseSummary | null {
	try {
		const all = Array.from({ length: runs }, () => lighthouseCpuRun(perfDir, url, cookie))
		const stats = (pick: (r: LighthouseCpuRun) => number) => {
			const v = all.map(pick).sort((a, b) => a - b)
			return { median: v[Math.floor(v.length / 2)]!, min: v[0]!, max: v.at(-1)! }
		}
		const [fcp, lcp, tbt, tbtCpu] = [stats((r) => r.fcp), stats((r) => r.lcp), stats((r) => r.tbt), stats((r) => r.tbtCpu)]
		return {
			fcp: fcp.median,
			lcp: lcp.median,
			tbt: tbt.median,
			fcpMin: fcp.min,
			fcpMax: fcp.max,
			lcpMin: lcp.min,
			lcpMax: lcp.max,
			tbtMin: tbt.min,
			tbtMax: tbt.max,
			scriptBytes: stats((r) => r.scriptBytes).median,
			benchmarkIndex: stats((r) => r.benchmarkIndex).median,
			tbtCpu: tbtCpu.median,
			tbtCpuMin: tbtCpu.min,
			tbtCpuMax: tbtCpu.max,
			wallPerCpu: Math.round(stats((r) => r.mainThreadWallMs / Math.max(1, r.mainThreadCpuMs)).median * 10) / 10,
		}
	} catch {
		return null
	}
}

/** Starts a process and waits until `readyUrl` answers 2xx (30 s at most). */
export async function startServer(command: string, args: string[], env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
	const child = spawn(command, args, { env, stdio: 'ignore', detached: true })
	for (let i = 0; i < 300; i++) {
		const ok = await fetch(readyUrl).then((r) => r.ok).catch(() => false)
		if (ok) return child
		await new Promise((r) => setTimeout(r, 100))
	}
	stopServer(child)
	throw new Error(`server did not answer ${readyUrl}`)
}

/** Stops a server started by {@link startServer} and its whole process group. */
export function stopServer(child: ChildProcess): void {
	try {
		process.kill(-child.pid!, 'SIGTERM')
	} catch {
		child.kill('SIGTERM')
	}
}

/** A process and all its descendants with their resident set size in MB (Linux /proc), the root first. */
function processTree(pid: number): Array<{ pid: number; rssMb: number }> {
	const kids = (p: number): number[] => {
		try {
			const list = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
			return list.flatMap((k) => [k, ...kids(k)])
		} catch {
			return []
		}
	}
	const out: Array<{ pid: number; rssMb: number }> = []
	for (const p of [pid, ...kids(pid)]) {
		try {
			const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))
			out.push({ pid: p, rssMb: m ? Number(m[1]) / 1024 : 0 })
		} catch {
			/* exited */
		}
	}
	return out
}

/** Resident set size in MB of a process and all its descendants (Linux /proc); `.processes` lists them. */
export const treeRssMb = Object.assign((pid: number): number => processTree(pid).reduce((sum, p) => sum + p.rssMb, 0), { processes: processTree })

/**
 * Proportional set size in MB of a process tree (Linux `smaps_rollup` Pss): pages shared between
 * the processes (the node binary, native libraries) counted once across them, unlike summed RSS.
 */
export function treePssMb(pid: number): number {
	let kb = 0
	for (const p of processTree(pid)) {
		try {
			kb += Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${p.pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0)
		} catch {
			/* exited, or no smaps_rollup */
		}
	}
	return kb / 1024
}

/**
 * RSS of a process tree split by what backs it (MB, Linux /proc/PID/status): `anon` (heaps, V8's
 * and native: each process's own) and `file` (RssFile + RssShmem: the node binary, shared
 * libraries, a memory-mapped database file; pages the processes share, counted once per process).
 */
export function treeRssPartsMb(pid: number): { anon: number; file: number } {
	let anon = 0
	let file = 0
	for (const p of processTree(pid)) {
		try {
			const status = fs.readFileSync(`/proc/${p.pid}/status`, 'utf8')
			const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
			anon += kb('RssAnon')
			file += kb('RssFile') + kb('RssShmem')
		} catch {
			/* exited */
		}
	}
	return { anon: anon / 1024, file: file / 1024 }
}

/**
 * Samples {@link treeRssMb} and {@link treePssMb} every 200 ms until stopped; returns the peaks (MB),
 * the split of the tree's RSS at its peak ({@link treeRssPartsMb}), and the largest RSS any one
 * process of the tree reached (what a worker needs at most: the basis of scripts/server.js's
 * WORKER_PEAK_MB).
 */
export function memorySampler(pid: number): { stop: () => { rss: number; pss: number; largestRss: number; atPeak: { anon: number; file: number } } } {
	const largest = () => Math.max(0, ...treeRssMb.processes(pid).map((p) => p.rssMb))
	const peak = { rss: treeRssMb(pid), pss: treePssMb(pid), largestRss: largest(), atPeak: treeRssPartsMb(pid) }
	const sample = () => {
		const rss = treeRssMb(pid)
		if (rss > peak.rss) {
			peak.rss = rss
			peak.atPeak = treeRssPartsMb(pid)
		}
		peak.pss = Math.max(peak.pss, treePssMb(pid))
		peak.largestRss = Math.max(peak.largestRss, largest())
	}
	const timer = setInterval(sample, 200)
	return {
		stop() {
			clearInterval(timer)
			sample()
			return peak
		},
	}
}

/** CPU time (user + system, ms) used so far by a process tree (Linux /proc/PID/stat). */
export function treeCpuMs(pid: number): number {
	const tick = 1000 / 100 // USER_HZ is 100 on Linux
	let ticks = 0
	for (const p of processTree(pid)) {
		try {
			const stat = fs.readFileSync(`/proc/${p.pid}/stat`, 'utf8')
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
			ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
		} catch {
			/* exited */
		}
	}
	return ticks * tick
}

/** A bare Node http server answering 'ok': the ceiling of what Node can serve on this machine. */
export async function bareNodeServer(port: number): Promise<http.Server> {
	const server = http.createServer((_req, res) => {
		res.writeHead(200, { 'content-type': 'text/plain' })
		res.end('ok')
	})
	await new Promise<void>((r) => server.listen(port, '127.0.0.1', r))
	return server
}

/** 'ok' / 'MISS' against a budget, for the report. */
export function verdict(pass: boolean): string {
	return pass ? 'ok' : 'MISS'
}

#!/usr/bin/env node
/**
 * The production HTTP server (what `npm start` and the Docker image run): Express with the Remix
 * request handler, like `remix-serve`, plus what remix-serve lacks:
 * - cross-site form posts get a short 403 page before Remix sees them (Remix's own check answers
 *   a bare 500 and logs a stack trace; resource routes such as /logout are not checked at all);
 * - `X-Forwarded-Host` is dropped unless TRUST_PROXY=true (a client could forge it);
 * - each account's requests run in their own line per worker, keyed on the user however many
 *   sessions they hold (scripts/fair-share.js), so one account hammering its largest day or
 *   flooding label uploads cannot slow the others;
 * - security headers and `Cache-Control: no-store` on every response that lacks them, redirects
 *   and files included (scripts/edge-headers.js);
 * - a graceful stop on SIGTERM/SIGINT: stop accepting, let in-flight requests finish (at most
 *   SHUTDOWN_GRACE_MS), then stop scheduled work and close the database, then exit 0.
 *
 * Usage: node scripts/server.js [path/to/build/server/index.js]   (default ./build/server/index.js)
 * Configuration comes from the app's validated env module (app/utils/env.server.ts), read through
 * the server build: a bad variable stops the start with a message naming it.
 */
import cluster from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** How long in-flight requests may run after SIGTERM (fly.toml's kill_timeout is 10 s). */
const SHUTDOWN_GRACE_MS = 8000

/**
 * Memory one worker may need at peak (MB): ~125–145 MB after boot, ~250 MB measured at peak
 * under `npm run bench`'s load. The default worker count never plans for more.
 */
const WORKER_PEAK_MB = 256
/** V8 young-generation semi-space per worker (MB); Node's default is 16. */
const WORKER_SEMI_SPACE_MB = 2
/**
 * V8 old-generation limit per worker (MB). Live heap is ~25–50 MB; with no explicit limit V8 sizes
 * the heap from the machine's RAM and lets it grow to ~4x what survives a full GC (peak 602 MB for
 * 2 workers under the bench's load); any explicit limit up to ~1 GB makes it ~1.3x (391 MB), with
 * no throughput change measured.
 */
const WORKER_OLD_SPACE_MB = 256
/**
 * The share of a second a cluster worker's event loop may be busy before it asks the primary for
 * the other workers (performance.eventLoopUtilization over {@link BUSY_SAMPLE_MS}).
 */
const BUSY_UTILISATION = 0.5
const BUSY_SAMPLE_MS = 500

/** What the cluster primary itself takes (MB, measured 44–45). */
const PRIMARY_MB = 48

/** The memory this process may use (MB): the cgroup limit (a container, a Fly machine), else the machine's RAM. */
function memoryLimitMb() {
	const total = os.totalmem() / 2 ** 20
	try {
		const raw = fs.readFileSync('/sys/fs/cgroup/memory.max', 'utf8').trim()
		if (/^\d+$/.test(raw)) return Math.min(total, Number(raw) / 2 ** 20)
	} catch {
		/* no cgroup v2 limit */
	}
	return total
}

/**
 * WEB_CONCURRENCY's default: one worker per available core, but no more than the memory holds
 * at {@link WORKER_PEAK_MB} each (a 512 MB machine runs one worker, which also saves the
 * primary's ~45 MB).
 */
function defaultWorkerCount() {
	return Math.max(1, Math.min(os.availableParallelism(), Math.floor((memoryLimitMb() - PRIMARY_MB) / WORKER_PEAK_MB)))
}

/**
 * Both cores at work: with WEB_CONCURRENCY > 1 (default: one worker per available
 * core, within the memory limit, see {@link defaultWorkerCount}) this process becomes a small cluster primary that loads no app code; each worker runs
 * the whole server below and they share the listening socket. The primary starts one worker at
 * boot and the others the first time a worker reports its event loop busy (an idle server holds one
 * worker's memory: the tree measured 251 MB after boot with every worker started, against a
 * 150 MB budget). SIGTERM is passed to every worker,
 * which finish their in-flight requests. A worker that dies is replaced, unless it dies at boot
 * (bad configuration): then the primary exits with its code. The value itself is validated by
 * the env module in each worker (app/utils/env.server.ts); the primary only counts.
 */
const workerCount = Number(process.env.WEB_CONCURRENCY || defaultWorkerCount())
if (cluster.isPrimary && Number.isInteger(workerCount) && workerCount > 1) {
	// Unless the operator set them: a smaller young generation (~20 MB less RSS per worker) and an
	// explicit old-generation limit (see WORKER_OLD_SPACE_MB).
	const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]
	const unlessGiven = (flag, mb) => (given.some((a) => a.startsWith(flag)) ? [] : [`${flag}=${mb}`])
	cluster.setupPrimary({ execArgv: [...process.execArgv, ...unlessGiven('--max-semi-space-size', WORKER_SEMI_SPACE_MB), ...unlessGiven('--max-old-space-size', WORKER_OLD_SPACE_MB)] })
	let stopping = false
	const bornAt = new Map()
	// Two glibc malloc arenas per worker instead of one per thread: libvips' threads (photo decoding)
	// otherwise each keep their own freed memory, and a worker's RSS stays at its peak. An operator's value wins.
	const fork = () => bornAt.set(cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' }).id, Date.now())
	// One worker at boot, the others when a worker says it is busy (see BUSY_UTILISATION): an idle
	// server holds one worker's memory, not one per core.
	fork()
	cluster.on('message', (_worker, message) => {
		if (stopping || message?.platewise !== 'busy') return
		while (Object.keys(cluster.workers ?? {}).length < workerCount) fork()
	})
	cluster.on('exit', (worker, code, signal) => {
		if (stopping) {
			if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
			return
		}
		if (Date.now() - (bornAt.get(worker.id) ?? 0) < 5000 && code !== 0) {
			console.error(`platewise: worker ${worker.process.pid} failed at boot (exit ${code}); stopping`)
			stopping = true
			for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM')
			process.exitCode = code ?? 1
			if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code ?? 1)
			return
		}
		console.error(`platewise: worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`)
		fork()
	})
	const stopAll = (signal) => {
		if (stopping) return
		stopping = true
		for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal)
	}
	// `on`, not `once`: a stop often brings the signal twice (coreutils `timeout` and process
	// managers signal the whole group, and start.js passes it on too); a second one must not kill us.
	process.on('SIGTERM', () => stopAll('SIGTERM'))
	process.on('SIGINT', () => stopAll('SIGTERM'))
} else {
	await serve()
}

/**
 * In a cluster worker: tells the primary once when the event loop was busy for more than
 * {@link BUSY_UTILISATION} of a sample, so the primary starts the remaining workers. The timer
 * does not keep the process alive.
 */
function reportWhenBusy() {
	let last = performance.eventLoopUtilization()
	const timer = setInterval(() => {
		const now = performance.eventLoopUtilization()
		const { utilization } = performance.eventLoopUtilization(now, last)
		last = now
		if (utilization < BUSY_UTILISATION) return
		process.send?.({ platewise: 'busy' })
		clearInterval(timer)
	}, BUSY_SAMPLE_MS)
	timer.unref()
}

/**
 * The URL paths of the files under `dir` (recursively), served at `prefix`; a subfolder named
 * `skip` (the hashed build assets, mounted on their own) is left out.
 * @param {string} dir
 * @param {string} prefix
 * @param {string} [skip]
 * @returns {Set<string>}
 */
function listFiles(dir, prefix, skip) {
	const found = new Set()
	const walk = (folder, urlBase) => {
		let entries
		try {
			entries = fs.readdirSync(folder, { withFileTypes: true })
		} catch {
			return
		}
		for (const e of entries) {
			if (urlBase === prefix && e.name === skip) continue
			if (e.isDirectory()) walk(path.join(folder, e.name), `${urlBase}${e.name}/`)
			else found.add(`${urlBase}${e.name}`)
		}
	}
	walk(dir, prefix.endsWith('/') ? prefix : `${prefix}/`)
	return found
}

/**
 * A server-level switch of the performance machinery (README's configuration table): 'true' or
 * 'false', unset means `fallback`. Read here, not in the app's env module, because the route-matching
 * memo must be in place before the server build (and with it the env module) loads.
 * @param {string} name the environment variable
 * @param {boolean} fallback its value when unset or empty
 * @returns {boolean}
 * @throws Error naming the variable when it is neither 'true' nor 'false'
 */
function serverFlag(name, fallback) {
	const raw = process.env[name]
	if (!raw) return fallback
	if (raw !== 'true' && raw !== 'false') throw new Error(`Invalid environment configuration: ${name}: must be 'true' or 'false'`)
	return raw === 'true'
}

async function serve() {
	const flags = { routerMemo: serverFlag('ROUTER_MEMO', true), fairShare: serverFlag('FAIR_SHARE', true) }
	// Before anything loads Remix: route matching memoised (server/router-memo.js).
	if (flags.routerMemo) {
		const { installRouterMemo } = await import('../server/router-memo.js')
		installRouterMemo()
	}
	// Loaded here, not at the top: the cluster primary stays a small process.
	const { installGlobals } = await import('@remix-run/node')
	const { createRequestHandler } = await import('@remix-run/express')
	const { default: compression } = await import('compression')
	const { default: express } = await import('express')
	const { fairShare } = await import('./fair-share.js')
	const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js')
	const build = await import(pathToFileURL(buildPath).href)
	installGlobals({ nativeFetch: build.future.v3_singleFetch })
	const entry = build.entry.module
	const env = entry.getEnv()

	const app = express()
	app.disable('x-powered-by')
	// Every response, whoever writes it (redirects, the 403 page, files, resource routes), gets the
	// security headers and, when it sets a cookie or answers a signed-in request, no-store.
	const { edgeHeaders } = await import('./edge-headers.js')
	app.use(edgeHeaders(entry.securityHeaders({ api: true })))
	app.use(compression())
	// Static files without a filesystem stat on every dynamic request: hashed build
	// assets live under /assets/ (a year, immutable); the few other files (public/, copied into the
	// client build by Vite) are listed once at boot and only their exact paths reach express.static.
	// The service worker's own fetches obey the CSP its script is served with ('self', not the API's 'none'); the browser checks it for updates, so no HTTP caching.
	app.get('/sw.js', (_req, res, next) => (res.setHeader('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'"), res.setHeader('Cache-Control', 'no-cache'), next()))
	app.use(`${build.publicPath}assets`, express.static(path.join(build.assetsBuildDirectory, 'assets'), { immutable: true, maxAge: '1y', fallthrough: true }))
	const clientFiles = express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' })
	const publicFiles = express.static('public', { maxAge: '1h' })
	const inClient = listFiles(build.assetsBuildDirectory, build.publicPath, 'assets')
	const inPublic = listFiles(path.resolve('public'), '/')
	app.use((req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		if (inClient.has(req.path)) return clientFiles(req, res, next)
		if (inPublic.has(req.path)) return publicFiles(req, res, next)
		next()
	})

	const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
	app.use((req, res, next) => {
		if (!env.TRUST_PROXY) delete req.headers['x-forwarded-host']
		if (!MUTATIONS.has(req.method)) return next()
		const headers = new Headers()
		for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
		const refusal = entry.crossSiteRefusal(new Request(`http://${req.headers.host ?? 'localhost'}${req.originalUrl}`, { method: req.method, headers }))
		if (!refusal) return next()
		res.status(refusal.status)
		refusal.headers.forEach((value, key) => res.setHeader(key, value))
		// The body is not read: answer and close, so a large upload is not waited for.
		res.setHeader('Connection', 'close')
		refusal.text().then((html) => res.end(html), next)
	})

	// One account's requests line up behind each other, never in front of other accounts', so one account cannot slow the others (scripts/fair-share.js, ADR 008).
	if (flags.fairShare) app.use(fairShare({ accountOf: entry.accountOfCredential }))

	app.all('*', createRequestHandler({ build, mode: env.NODE_ENV }))

	const server = app.listen(env.PORT, () => console.log(`platewise: listening on http://localhost:${env.PORT}`))
	if (cluster.isWorker) reportWhenBusy()

	let stopping = false
	async function stop(signal) {
		if (stopping) return
		stopping = true
		console.log(`platewise: ${signal}: finishing in-flight requests…`)
		const force = setTimeout(() => {
			console.error('platewise: requests still running after the grace period; closing them')
			server.closeAllConnections()
		}, SHUTDOWN_GRACE_MS)
		force.unref()
		// Idle keep-alive connections would hold close() open; close them as they become idle.
		const idle = setInterval(() => server.closeIdleConnections(), 100)
		await new Promise((resolve) => server.close(resolve))
		clearInterval(idle)
		clearTimeout(force)
		await entry.shutdown()
		console.log('platewise: stopped (database closed)')
		process.exit(0)
	}
	// `on`, not `once`: the signal may arrive twice (the group's and the cluster primary's).
	process.on('SIGTERM', () => void stop('SIGTERM'))
	process.on('SIGINT', () => void stop('SIGINT'))
}

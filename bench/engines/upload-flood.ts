/**
 * `npm run bench` rows for photo uploads under abuse, against the real server (it needs HTTP, so
 * bench/run.ts calls {@link uploadFlood} from its HTTP section rather than as a `bench(db)` engine):
 *
 * - another user's label upload while one user floods: one account holding 4 sessions sends 32
 *   label uploads at once (8 per session, the attack that made others' uploads answer 503 'busy'
 *   or wait 10.7 s instead of 1.3 s); a second user's uploads meanwhile, against the same user's
 *   uploads on an idle server, and how many answers of the whole run were 503;
 * - peak RSS under the 16-upload test: 16 uploads of the largest images the checks accept (8
 *   JPEGs of 50 MP, 8 PNGs of 16 MP, each holding a label) at once from 4 users, the worker's
 *   resident set (the kernel's high-water mark) against its 256 MB; the label reader process the
 *   worker starts for OCR (ocr-pool.server.ts) is measured beside it.
 *
 * The server is started here with one worker (`WEB_CONCURRENCY=1`, the heap flags scripts/start.js
 * gives it), so the process measured is the worker.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { startServer, stopServer, treeRssMb } from '../harness.ts'
import { percentile } from '../stats.ts'

/** One printed row, as bench/run.ts's `row(what, value, budget, ok)` takes it. */
export type FloodRow = { what: string; value: string; budget: string; ok: boolean | null }

/** A worker's memory budget, MB (scripts/server.js WORKER_PEAK_MB). */
const WORKER_BUDGET_MB = 256
const LABEL = path.resolve('tests/fixtures/labels/167555-2020-clean.png')

/** A process's resident set now (VmRSS) or its peak so far (VmHWM), MB. */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024
}

/** A white square of `side` px with the label photo in its middle. */
async function largest(format: 'jpeg' | 'png', side: number): Promise<Buffer> {
	const inner = await sharp(LABEL).resize({ width: Math.round(side / 2) }).toBuffer()
	const canvas = sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' }, limitInputPixels: false }).composite([{ input: inner }])
	return format === 'png' ? canvas.png({ compressionLevel: 9 }).toBuffer() : canvas.jpeg({ quality: 90 }).toBuffer()
}

/**
 * Starts a one-worker server on `port` from `buildDir` with `env` (its DATABASE_URL must be a
 * migrated database), runs both measurements and stops it. `serverScript` is scripts/server.js of
 * another checkout (to measure a build from before a change with its own server).
 * @returns the rows: the other user's label upload alone and under the flood (p50/max ms, its
 *   statuses), the 503 count, and the worker's RSS after boot and at peak under the 16 uploads.
 */
export async function uploadFlood(opts: { buildDir: string; env: NodeJS.ProcessEnv; port: number; serverScript?: string }): Promise<FloodRow[]> {
	const base = `http://127.0.0.1:${opts.port}`
	const server = await startServer(
		process.execPath,
		['--max-semi-space-size=2', '--max-old-space-size=256', opts.serverScript ?? path.resolve('scripts/server.js'), path.join(opts.buildDir, 'server/index.js')],
		{ ...opts.env, PORT: String(opts.port), WEB_CONCURRENCY: '1', MALLOC_ARENA_MAX: opts.env.MALLOC_ARENA_MAX ?? '2' },
		`${base}/healthcheck`,
	)
	try {
		const stamp = `${process.pid}-${Date.now()}`
		const register = async (name: string) => {
			const res = await fetch(`${base}/api/auth/register`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ email: `flood-${name}-${stamp}@example.test`, password: 'bench-password', firstName: name }),
			})
			if (!res.ok) throw new Error(`register ${name}: ${res.status} ${await res.text()}`)
			return { email: `flood-${name}-${stamp}@example.test`, token: ((await res.json()) as { token: string }).token }
		}
		const login = async (email: string) => {
			const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'bench-password' }) })
			return ((await res.json()) as { token: string }).token
		}
		const upload = async (token: string, bytes: Buffer, type = 'image/png') => {
			const form = new FormData()
			form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'label')
			const started = performance.now()
			const res = await fetch(`${base}/api/analyze-food-image`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
			await res.arrayBuffer()
			return { status: res.status, ms: performance.now() - started }
		}
		const label = fs.readFileSync(LABEL)
		const flooder = await register('flooder')
		const sessions = [flooder.token, ...(await Promise.all([1, 2, 3].map(() => login(flooder.email))))]
		const other = await register('other')
		const uploaders = [other.token, ...(await Promise.all(['u2', 'u3', 'u4'].map(async (n) => (await register(n)).token)))]

		// First, on the fresh worker: 16 uploads of the largest accepted images at once, from 4 users
		// (the first images also start the OCR worker, as on a server's first photos).
		const jpeg = await largest('jpeg', Math.floor(Math.sqrt(50_000_000)))
		const png = await largest('png', Math.floor(Math.sqrt(16_000_000)))
		const bootMb = rssMb(server.pid!, 'VmRSS')
		const big = await Promise.all(Array.from({ length: 16 }, (_, i) => upload(uploaders[i % 4]!, i % 2 ? png : jpeg, i % 2 ? 'image/png' : 'image/jpeg')))
		const peakMb = rssMb(server.pid!, 'VmHWM')
		// The worker's children: the label reader process (Tesseract), started by the first label.
		const readers = treeRssMb.processes(server.pid!).slice(1).map((p) => ({ rss: p.rssMb, peak: rssMb(p.pid, 'VmHWM') }))
		const bigOk = big.filter((b) => b.status === 200).length

		// The other user's upload on an idle server.
		const alone: number[] = []
		for (let i = 0; i < 3; i++) alone.push((await upload(other.token, label)).ms)

		// The flood: 32 uploads at once over 4 sessions of one account; the other user uploads 3
		// times in a row once the flood is under way.
		const flood = sessions.flatMap((token) => Array.from({ length: 8 }, () => upload(token, label)))
		await new Promise((r) => setTimeout(r, 300))
		const during: Array<{ status: number; ms: number }> = []
		for (let i = 0; i < 3; i++) during.push(await upload(other.token, label))
		const floodAnswers = await Promise.all(flood)
		const busy = [...floodAnswers, ...during].filter((a) => a.status === 503).length
		const duringMs = during.map((d) => d.ms)
		const fmt = (x: number) => `${Math.round(x).toLocaleString('en')} ms`
		return [
			{ what: "another user's label upload, idle server", value: `p50 ${fmt(percentile(alone, 0.5))} (3 uploads)`, budget: '', ok: null },
			{
				what: "another user's label upload while one user floods (32 at once, 4 sessions)",
				value: `p50 ${fmt(percentile(duringMs, 0.5))}, max ${fmt(Math.max(...duringMs))}; answers ${during.map((d) => d.status).join(', ')}`,
				budget: 'all 200, p50 <= 3x idle',
				ok: during.every((d) => d.status === 200) && percentile(duringMs, 0.5) <= 3 * percentile(alone, 0.5),
			},
			{ what: '  503 answers during that flood (all 35 uploads)', value: String(busy), budget: '0', ok: busy === 0 },
			{
				what: 'peak RSS under the 16-upload test (one worker; 8 x 50 MP JPEG, 8 x 16 MP PNG)',
				value: `${Math.round(peakMb)} MB (after boot ${Math.round(bootMb)} MB); ${bigOk}/16 answered 200`,
				budget: `<= ${WORKER_BUDGET_MB} MB`,
				ok: peakMb <= WORKER_BUDGET_MB && bigOk === 16,
			},
			{
				what: '  the label reader process beside it (OCR, its own process)',
				value: readers.length ? readers.map((r) => `${Math.round(r.rss)} MB (peak ${Math.round(r.peak)} MB)`).join(', ') : 'not running',
				budget: '',
				ok: null,
			},
		]
	} finally {
		stopServer(server)
	}
}

/** `npx tsx bench/engines/upload-flood.ts <buildDir> <database file> [port] [server script]`: the rows alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
	const [buildDir = 'build', file = 'data/bench.db', port = '3193', serverScript] = process.argv.slice(2)
	const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATABASE_URL: `file:${path.resolve(file)}`, SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-secret', INSECURE_COOKIES: 'true', RATE_LIMIT: 'true' }
	for (const r of await uploadFlood({ buildDir, env, port: Number(port), serverScript })) console.log(`${r.what.padEnd(80)} ${r.value.padEnd(60)} ${r.budget} ${r.ok === null ? '' : r.ok ? 'ok' : 'OVER'}`)
}

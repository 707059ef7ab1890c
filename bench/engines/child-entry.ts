/**
 * The two ways a bench module that measures in a child process is started, shared by the import and
 * export rows: as the child (`--child <args…>`: run the job, print its report as one JSON line,
 * exit 0; exit 1 on error), or alone from the command line (a fresh migrated database in the temp
 * folder, then the module's rows printed one a line).
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from '#app/db.server.ts'
import type { EngineRow } from '../stats.ts'

/**
 * Starts the module at `moduleUrl` (its `import.meta.url`) as a child or alone, if it is the one
 * being run; otherwise does nothing.
 * @param child the job a `--child` process runs, given the arguments after `--child`.
 * @param rows the module's bench rows, for a run alone.
 */
export async function childOrAlone(moduleUrl: string, child: (args: string[]) => Promise<unknown>, rows: (db: Db) => Promise<EngineRow[]>): Promise<void> {
	if (process.argv[2] === '--child') {
		try {
			const report = await child(process.argv.slice(3))
			process.stdout.write(`${JSON.stringify(report)}\n`)
			process.exit(0)
		} catch (error) {
			console.error(error)
			process.exit(1)
		}
	}
	if (!process.argv[1] || fileURLToPath(moduleUrl) !== path.resolve(process.argv[1])) return
	const dir = await mkdtemp(path.join(os.tmpdir(), 'platewise-bench-db-'))
	process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`
	const { db } = await import('#app/db.server.ts')
	const { runMigrations } = await import('#db/migrate.ts')
	await runMigrations(db)
	for (const row of await rows(db)) console.log([row.what, row.p50 != null ? `${row.p50.toFixed(0)} ms` : '', row.note ?? ''].filter(Boolean).join(' | '))
	await rm(dir, { recursive: true, force: true })
	process.exit(0)
}

/** A web worker's memory budget, MB of RSS (scripts/server.js sizes and restarts workers by it). */
export const WORKER_BUDGET_MB = 256

/**
 * Runs `moduleUrl` as a `--child` process with a web worker's V8 and malloc settings (the heap
 * flags scripts/start.js and scripts/server.js give workers, MALLOC_ARENA_MAX=2), and answers the
 * JSON report it prints last.
 * @throws Error with the child's last output when it exits non-zero or prints no report.
 */
export function runWorkerLikeChild<T>(moduleUrl: string, args: string[]): Promise<T> {
	return new Promise((resolve, reject) => {
		const flags = ['--max-semi-space-size=2', '--max-old-space-size=256']
		const p = spawn(process.execPath, [...process.execArgv, ...flags, fileURLToPath(moduleUrl), '--child', ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, MALLOC_ARENA_MAX: '2' } })
		let out = ''
		p.stdout.on('data', (c: Buffer) => (out += c.toString()))
		p.on('error', reject)
		p.on('exit', (code) => {
			const last = out.trim().split('\n').pop() ?? ''
			if (code !== 0 || !last.startsWith('{')) reject(new Error(`bench child ${path.basename(fileURLToPath(moduleUrl))} exited ${code}: ${out.slice(-500)}`))
			else resolve(JSON.parse(last) as T)
		})
	})
}

/** Peaks seen by {@link memoryPeaks}, MB. */
export type MemoryPeaks = { heapMb: number; anonMb: number; fileMb: number }

/**
 * Samples this process's memory every `everyMs` and whenever `sample()` is called (libSQL's calls
 * are synchronous, so a timer may not fire during a long statement): the largest V8 heap in use,
 * and the largest anonymous and file-backed resident sets (`RssAnon`, `RssFile` of
 * /proc/self/status; Linux only, 0 elsewhere). RSS counts both; only the anonymous part is memory
 * the job needs — file-backed pages (the node binary, mapped libraries) are shared and reclaimable.
 */
export function memoryPeaks(everyMs = 50): { sample: () => void; stop: () => MemoryPeaks } {
	const peaks: MemoryPeaks = { heapMb: 0, anonMb: 0, fileMb: 0 }
	const sample = () => {
		peaks.heapMb = Math.max(peaks.heapMb, process.memoryUsage().heapUsed / 1024 / 1024)
		try {
			const status = readFileSync('/proc/self/status', 'utf8')
			const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
			peaks.anonMb = Math.max(peaks.anonMb, kb('RssAnon') / 1024)
			peaks.fileMb = Math.max(peaks.fileMb, kb('RssFile') / 1024)
		} catch {
			// Not Linux: heap only.
		}
	}
	const timer = setInterval(sample, everyMs)
	return {
		sample,
		stop: () => {
			clearInterval(timer)
			sample()
			return peaks
		},
	}
}

/**
 * This process's peak resident set since it started, MB: the kernel's `VmHWM` of
 * /proc/self/status, which begins anew at exec. Not `process.resourceUsage().maxRSS`: getrusage's
 * ru_maxrss survives execve(2), so a child spawned by a large bench process reports the parent's
 * size at fork as its own peak (every child of a full bench run read the same 280.2 MB). Falls
 * back to maxRSS where /proc is missing (not Linux).
 */
export function peakRssMb(): number {
	try {
		const kb = Number(/^VmHWM:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1])
		if (kb > 0) return kb / 1024
	} catch {
		// Not Linux.
	}
	return process.resourceUsage().maxRSS / 1024
}

/**
 * A Playwright reporter that runs after the list reporter: when a run fails, it prints what the
 * built server logged (errors, stack traces) and the machine's facts, last, so that a CI log
 * cut to its tail still shows why. The webServer command writes the server's output to
 * {@link SERVER_LOG} (playwright.config.ts).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FullResult, Reporter } from '@playwright/test/reporter'

/** Where the webServer command tees the server's stdout and stderr. */
export const SERVER_LOG = path.resolve(process.env.E2E_SERVER_LOG_FILE ?? 'tests/.db/e2e-server.log')

/** Lines of the server log printed at most. */
const MAX_LINES = 80

/** Routine lines (start-up, refused cross-site posts the security tests send on purpose). */
const ROUTINE = /^(platewise: listening on|csrf: refused)/

function machineFacts(): string {
	let cgroup = 'none'
	try {
		cgroup = fs.readFileSync('/sys/fs/cgroup/memory.max', 'utf8').trim()
	} catch {
		/* no cgroup v2 limit */
	}
	let disk = 'unknown'
	try {
		const s = fs.statfsSync(path.dirname(SERVER_LOG))
		disk = `${Math.round((s.bavail * s.bsize) / 2 ** 20)} MB free`
	} catch {
		/* statfs unavailable */
	}
	const mb = (n: number) => `${Math.round(n / 2 ** 20)} MB`
	return [
		`node ${process.version}, ${os.availableParallelism()} cores available (${os.cpus().length} listed)`,
		`memory ${mb(os.totalmem())} total, ${mb(os.freemem())} free, cgroup memory.max ${cgroup}`,
		`disk ${disk}, TZ ${process.env.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone}, now ${new Date().toISOString()}`,
	].join('\n')
}

export default class ServerLogReporter implements Reporter {
	printsToStdio() {
		return true
	}

	onEnd(result: FullResult) {
		if (result.status === 'passed') return
		let lines: string[] = []
		try {
			lines = fs.readFileSync(SERVER_LOG, 'utf8').split('\n')
		} catch {
			/* no log written */
		}
		const unusual = lines.filter((line) => line.trim() && !ROUTINE.test(line))
		const shown = unusual.slice(-MAX_LINES)
		console.log(`\n── server log: ${unusual.length} unusual line(s) of ${lines.length}${unusual.length > shown.length ? `, the last ${shown.length}` : ''} (${path.relative(process.cwd(), SERVER_LOG)}) ──`)
		for (const line of shown) console.log(line)
		console.log(`── machine ──\n${machineFacts()}`)
	}
}

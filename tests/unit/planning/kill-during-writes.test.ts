/**
 * kill -9 during plan creation and Log to Tracker: a child process creates plans and logs their
 * planned meals in a loop and is killed with SIGKILL mid-run, four times over the
 * same database file. After each restart (the database reopened as a new process would) there
 * is no plan without its planned meals, and the diary holds exactly what the planned meals marked
 * logged stand for: no entries without the mark, no mark without the entries.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'

const CHILD = path.resolve('tests/unit/planning/write-loop.ts')

/** Runs the child until it has printed `writes` lines after 'ready', then kills it with SIGKILL. */
function runAndKill(file: string, email: string, writes: number): Promise<number> {
	return new Promise((resolve, reject) => {
		const child = spawn(process.execPath, ['--import', 'tsx', CHILD, file, email], { stdio: ['ignore', 'pipe', 'pipe'] })
		let seen = -1
		let stderr = ''
		child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
		child.stdout.on('data', (d: Buffer) => {
			for (const line of d.toString().split('\n').filter(Boolean)) {
				seen += 1
				if (line !== 'ready' && seen >= writes && child.exitCode === null) child.kill('SIGKILL')
			}
		})
		child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve(seen) : reject(new Error(`child ended by itself (${code}): ${stderr}`))))
	})
}

test('SIGKILL while plans are created and their meals logged leaves no partial records after restart', { timeout: 120_000 }, async () => {
	const file = path.join(os.tmpdir(), `platewise-kill-${randomUUID()}.db`)
	fs.copyFileSync(path.resolve('tests/.db/template.db'), file)
	const email = `kill-${randomUUID().slice(0, 8)}@example.test`
	const { createDb } = await import('#db/client.ts')
	try {
		let plansSeen = 0
		// Kill points spread over plan creation and the logging that follows it.
		for (const writes of [1, 6, 13, 2 + Math.floor(Math.random() * 20)]) {
			await runAndKill(file, email, writes)
			const db = createDb(`file:${file}`)
			try {
				const q = async (sql: string) => (await db.$client.execute({ sql, args: [email] })).rows
				const plans = await q(
					`SELECT p.id, (SELECT count(*) FROM planned_meals m WHERE m.plan_id = p.id) AS meals FROM meal_plans p JOIN users u ON u.id = p.user_id WHERE u.email = ?`,
				)
				for (const p of plans) expect(Number(p.meals), `plan ${String(p.id)} has its week`).toBeGreaterThan(0)
				expect(plans.length).toBeGreaterThanOrEqual(plansSeen)
				plansSeen = plans.length
				const [planned] = await q(`SELECT coalesce(sum(m.estimated_calories), 0) AS kcal, count(*) AS n FROM planned_meals m JOIN users u ON u.id = m.user_id WHERE u.email = ? AND m.logged_at IS NOT NULL`)
				const [diary] = await q(`SELECT coalesce(sum(f.kcal), 0) AS kcal, count(*) AS n FROM meal_foods f JOIN users u ON u.id = f.user_id WHERE u.email = ?`)
				// Each logged planned meal put exactly its estimate into the diary (kcal, to rounding).
				expect(Number(diary!.kcal)).toBeCloseTo(Number(planned!.kcal), 0)
				if (Number(planned!.n) === 0) expect(Number(diary!.kcal)).toBe(0)
			} finally {
				db.$client.close()
			}
		}
		expect(plansSeen).toBeGreaterThan(0)
	} finally {
		for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true })
	}
})

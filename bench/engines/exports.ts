/**
 * `npm run bench` rows for the export: a full export of a three-year diary (1,095 days × 4 meals ×
 * 5 entries = 21,900 entries, each with kcal, the macros and all 29 micronutrient columns, plus a
 * weigh-in and two drinks a day) as the JSON backup and as the CSV zip, read the way a download
 * reads it: the body stream of `exportFile` (app/domain/exports/export-file.server.ts) pulled to
 * the end. Then the backup restored into a new account (preview + confirm of the import, with the
 * restore step), the figure a user moving accounts waits for.
 *
 * Each measurement runs in a child process of its own, so its peak RSS (the kernel's high-water mark VmHWM, see peakRssMb in
 * child-entry.ts) is that job's and not the bench's, held against a web
 * worker's 256 MB (scripts/server.js). The child loads the database and domain modules as a worker
 * does; the note gives its RSS before the job too.
 *
 * Called by bench/run.ts as `benchExport(db)`; run alone (a fresh database in the temp folder) with
 * `npx tsx bench/engines/exports.ts`.
 */
import { writeFile, mkdtemp, rm } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import type { Db } from '#app/db.server.ts'
import type { EngineRow } from '../stats.ts'
import { childOrAlone, memoryPeaks, peakRssMb, runWorkerLikeChild, WORKER_BUDGET_MB, type MemoryPeaks } from './child-entry.ts'

/** Days of history (three years), meals a day, entries a meal. */
const DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? 1095)
const ENTRIES_PER_MEAL = 5
/** The memory budget of one web worker, MB (scripts/server.js, WORKER_PEAK_MB). */
/** Rows per multi-row INSERT while seeding. */
const CHUNK = 100

/**
 * Writes the three-year diary for a new user (synthetic snapshots, every nutrient known), with a
 * weigh-in and two drinks a day, in one transaction per 100 days. Returns the user id.
 */
async function seedDiary(db: Db, days = DAYS): Promise<{ userId: string; entries: number }> {
	const { createId } = await import('@paralleldrive/cuid2')
	const { addDaysIso, todayIn } = await import('#app/domain/dates.ts')
	const { MICRONUTRIENT_KEYS } = await import('#app/domain/nutrition/micronutrients.ts')
	const { MEAL_TYPES, mealFoods, meals, users, waterEntries, weighIns } = await import('#db/schema.ts')
	const userId = `bench-export-${Date.now()}`
	await db.insert(users).values({ id: userId, email: `${userId}@bench.invalid`, passwordHash: 'x', timezone: 'UTC' })
	let seed = 20_240_301
	const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
	const today = todayIn('UTC')
	let entries = 0
	for (let from = days; from >= 1; from -= 100) {
		const mealRows: (typeof meals.$inferInsert)[] = []
		const entryRows: (typeof mealFoods.$inferInsert)[] = []
		const weightRows: (typeof weighIns.$inferInsert)[] = []
		const waterRows: (typeof waterEntries.$inferInsert)[] = []
		for (let d = from; d > Math.max(0, from - 100); d--) {
			const date = addDaysIso(today, -d)
			for (const [t, mealType] of MEAL_TYPES.entries()) {
				const mealId = createId()
				mealRows.push({ id: mealId, userId, mealType, date, time: `${String(8 + t * 4).padStart(2, '0')}:00`, calorieAdjustment: d % 30 === 0 && t === 1 ? 120 : 0 })
				for (let e = 0; e < ENTRIES_PER_MEAL; e++) {
					const micros = Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, rand() * 50]))
					entryRows.push({
						id: createId(),
						userId,
						mealId,
						foodName: `Bench food ${(d * 7 + t * 5 + e) % 60}`,
						quantity: 100,
						unit: 'g',
						mealType,
						grams: 100 + rand() * 100,
						kcal: 40 + rand() * 300,
						proteinG: rand() * 20,
						carbsG: rand() * 40,
						fatG: rand() * 15,
						fiberG: rand() * 5,
						sugarG: rand() * 10,
						sodiumMg: rand() * 400,
						...micros,
						loggedAt: new Date(`${date}T12:00:00Z`),
					})
					entries++
				}
			}
			weightRows.push({ userId, date, weightKg: 80 + rand() * 2, waistCm: d % 7 === 0 ? 90 : null })
			waterRows.push({ id: createId(), userId, date, ml: 250 }, { id: createId(), userId, date, ml: 500 })
		}
		await db.transaction(async (tx) => {
			for (let i = 0; i < mealRows.length; i += CHUNK) await tx.insert(meals).values(mealRows.slice(i, i + CHUNK))
			for (let i = 0; i < entryRows.length; i += CHUNK) await tx.insert(mealFoods).values(entryRows.slice(i, i + CHUNK))
			for (let i = 0; i < weightRows.length; i += CHUNK) await tx.insert(weighIns).values(weightRows.slice(i, i + CHUNK))
			for (let i = 0; i < waterRows.length; i += CHUNK) await tx.insert(waterEntries).values(waterRows.slice(i, i + CHUNK))
		})
	}
	return { userId, entries }
}

type Job = 'json' | 'csv' | 'restore'
/** What a child reports. */
type ChildReport = { baselineMb: number; ms: number; cpuMs: number; peakMb: number; peaks: MemoryPeaks; bytes: number; entries?: number; previewMs?: number; previewPeakMb?: number }

/** The child's work: one export pulled to the end (or the backup in `file` restored into a new account), timed. */
async function child(job: Job, arg: string): Promise<ChildReport> {
	const { db } = await import('#app/db.server.ts')
	const { exportFile } = await import('#app/domain/exports/export-file.server.ts')
	const { previewImport, confirmImport } = await import('#app/domain/imports/imports.server.ts')
	const { createUser } = await import('#app/domain/users/users.server.ts')
	const { stat } = await import('node:fs/promises')
	const restoreUser = job === 'restore' ? await createUser(db, { email: `bench-restore-${Date.now()}@example.test`, password: 'bench-password', firstName: 'Bench', lastName: undefined, timezone: 'UTC' }) : null
	global.gc?.()
	const baselineMb = process.memoryUsage().rss / 1024 / 1024
	// Sampled in the loop as well as on a timer: libSQL's calls are synchronous, so a timer may not fire during a job.
	const sampler = memoryPeaks()
	const sample = sampler.sample
	const cpu = process.cpuUsage()
	const t = performance.now()
	let bytes = 0
	let entries: number | undefined
	let previewMs: number | undefined
	let previewPeakMb: number | undefined
	if (job === 'restore') {
		const actor = { userId: restoreUser!.id, timezone: 'UTC' }
		const { createReadStream } = await import('node:fs')
		const hash = createHash('sha256')
		for await (const chunk of createReadStream(arg)) hash.update(chunk as Buffer)
		bytes = (await stat(arg)).size
		const preview = await previewImport(db, actor, { file: { path: arg, fileName: 'backup.json', sha256: hash.digest('hex'), bytes } })
		previewMs = performance.now() - t
		previewPeakMb = peakRssMb()
		sample()
		const done = await confirmImport(db, actor, preview.id)
		entries = done.summary.entries
	} else {
		const file = await exportFile(db, { userId: arg, timezone: 'UTC' }, job)
		const reader = file.body.getReader()
		for (;;) {
			const { value, done } = await reader.read()
			if (done) break
			bytes += value.length
			sample()
		}
	}
	const ms = performance.now() - t
	const used = process.cpuUsage(cpu)
	const peaks = sampler.stop()
	return { baselineMb, ms, cpuMs: (used.user + used.system) / 1000, peakMb: peakRssMb(), peaks, bytes, entries, previewMs, previewPeakMb }
}

const f1 = (n: number) => n.toFixed(1)
const mem = (r: ChildReport) =>
	`peak RSS ${f1(r.peakMb)} MB (${f1(r.baselineMb)} MB before; V8 heap at most ${f1(r.peaks.heapMb)}; anonymous RSS at most ${f1(r.peaks.anonMb)}, file-backed ${f1(r.peaks.fileMb)}); budget ${WORKER_BUDGET_MB} MB a worker: ${r.peakMb <= WORKER_BUDGET_MB ? 'within' : 'OVER'}`

/**
 * The export rows: JSON backup and CSV zip of a three-year diary (time, CPU, size, peak RSS of the
 * process), and restoring that backup into a new account.
 */
export async function benchExport(db: Db): Promise<EngineRow[]> {
	const { userId, entries } = await seedDiary(db)
	const dir = await mkdtemp(path.join(os.tmpdir(), 'platewise-bench-export-'))
	try {
		const json = await runWorkerLikeChild<ChildReport>(import.meta.url, ['json', userId])
		const csv = await runWorkerLikeChild<ChildReport>(import.meta.url, ['csv', userId])
		// The backup file for the restore row (written by this process, outside the measured child).
		const { exportFile } = await import('#app/domain/exports/export-file.server.ts')
		const file = path.join(dir, 'backup.json')
		const body = await new Response((await exportFile(db, { userId, timezone: 'UTC' }, 'json')).body).arrayBuffer()
		await writeFile(file, Buffer.from(body))
		const restore = await runWorkerLikeChild<ChildReport>(import.meta.url, ['restore', file])
		const size = (r: ChildReport) => `${f1(r.bytes / 1024 / 1024)} MB`
		const diary = `${DAYS.toLocaleString('en-US')} days, ${entries.toLocaleString('en-US')} entries`
		return [
			{ what: 'export 3-year diary: JSON backup (whole download)', p50: json.ms, note: `CPU ${json.cpuMs.toFixed(0)} ms; ${size(json)} for ${diary}; ${mem(json)}` },
			{ what: 'export 3-year diary: CSV zip (whole download)', p50: csv.ms, note: `CPU ${csv.cpuMs.toFixed(0)} ms; ${size(csv)} zipped; ${mem(csv)}` },
			{ what: 'export 3-year diary: restore the backup into a new account (preview + confirm)', p50: restore.ms, note: `CPU ${restore.cpuMs.toFixed(0)} ms (preview ${(restore.previewMs ?? 0).toFixed(0)} ms, peak RSS after it ${f1(restore.previewPeakMb ?? 0)} MB); ${(restore.entries ?? 0).toLocaleString('en-US')} entries; ${mem(restore)}` },
		]
	} finally {
		await rm(dir, { recursive: true, force: true })
	}
}

await childOrAlone(import.meta.url, (args) => child(args[0] as Job, args[1]!), benchExport)

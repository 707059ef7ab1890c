/**
 * `npm run bench` rows for imports: three years of Cronometer history (servings.csv, 1,095 days ×
 * 20 foods with every nutrient column Cronometer exports, about 30 MB, generated here with a fixed
 * seed) uploaded, previewed, confirmed and undone the way the import page and the /api do it: the
 * multipart body streamed through `importUpload` (app/utils/import-upload.server.ts) to disk, then
 * `previewImport`, `confirmImport`, `undoImport` (app/domain/imports/imports.server.ts).
 *
 * The import runs in a child process of its own, so its peak RSS (the kernel's high-water mark,
 * VmHWM, see peakRssMb in child-entry.ts) is the import's and not the bench's: the figure is held against
 * the memory budget of a web worker, 256 MB (scripts/server.js sizes workers by it). The child
 * loads the app's database and domain modules as a worker does, not React or the route tree, so
 * the note also gives its RSS before the upload (what the import adds is peak − baseline).
 *
 * Called by bench/run.ts as `benchImports(db)`; run alone (a fresh database in the temp folder)
 * with `npx tsx bench/engines/imports.ts`.
 */
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Db } from '#app/db.server.ts'
import type { EngineRow } from '../stats.ts'
import { childOrAlone, memoryPeaks, peakRssMb, runWorkerLikeChild, WORKER_BUDGET_MB, type MemoryPeaks } from './child-entry.ts'

/** Days of history (three years) and foods logged a day. */
const DAYS = Number(process.env.BENCH_IMPORT_DAYS ?? 1095)
const FOODS_A_DAY = 20
/** The memory budget of one web worker, MB (scripts/server.js, WORKER_PEAK_MB). */

/**
 * Cronometer's servings.csv columns after 'Energy (kcal)', as its export names them (the ones the
 * importer maps and the ones it ignores, e.g. amino acids), each with a typical amount per food.
 */
const NUTRIENTS: readonly (readonly [string, number])[] = [
	['Alcohol (g)', 0.5], ['Ash (g)', 1], ['Caffeine (mg)', 10], ['Oxalate (mg)', 5], ['Phytosterol (mg)', 3], ['Water (g)', 80],
	['B1 (Thiamine) (mg)', 0.1], ['B2 (Riboflavin) (mg)', 0.1], ['B3 (Niacin) (mg)', 2], ['B5 (Pantothenic Acid) (mg)', 0.4], ['B6 (Pyridoxine) (mg)', 0.1],
	['B12 (Cobalamin) (µg)', 0.3], ['Biotin (µg)', 2], ['Choline (mg)', 20], ['Folate (µg)', 25], ['Vitamin A (µg)', 40], ['Alpha-carotene (µg)', 20],
	['Beta-carotene (µg)', 150], ['Beta-cryptoxanthin (µg)', 5], ['Lutein+Zeaxanthin (µg)', 60], ['Lycopene (µg)', 100], ['Retinol (µg)', 15],
	['Vitamin C (mg)', 6], ['Vitamin D (IU)', 10], ['Vitamin E (mg)', 0.5], ['Beta-tocopherol (mg)', 0.01], ['Delta-tocopherol (mg)', 0.05],
	['Gamma-tocopherol (mg)', 0.3], ['Vitamin K (µg)', 8], ['Calcium (mg)', 40], ['Chromium (µg)', 1], ['Copper (mg)', 0.05], ['Fluoride (µg)', 10],
	['Iodine (µg)', 5], ['Iron (mg)', 0.8], ['Magnesium (mg)', 20], ['Manganese (mg)', 0.2], ['Molybdenum (µg)', 3], ['Phosphorus (mg)', 60],
	['Potassium (mg)', 150], ['Selenium (µg)', 4], ['Sodium (mg)', 120], ['Zinc (mg)', 0.5], ['Carbs (g)', 15], ['Fiber (g)', 1.5], ['Starch (g)', 6],
	['Sugars (g)', 4], ['Added Sugars (g)', 1], ['Net Carbs (g)', 13], ['Fat (g)', 5], ['Cholesterol (mg)', 15], ['Monounsaturated (g)', 2],
	['Polyunsaturated (g)', 1], ['Saturated (g)', 1.5], ['Trans-Fats (g)', 0.05], ['Omega-3 (g)', 0.1], ['Omega-6 (g)', 0.8], ['Cystine (g)', 0.05],
	['Histidine (g)', 0.1], ['Isoleucine (g)', 0.2], ['Leucine (g)', 0.3], ['Lysine (g)', 0.25], ['Methionine (g)', 0.08], ['Phenylalanine (g)', 0.15],
	['Protein (g)', 6], ['Threonine (g)', 0.12], ['Tryptophan (g)', 0.04], ['Tyrosine (g)', 0.1], ['Valine (g)', 0.2],
]
const GROUPS = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'] as const
const FOOD_NAMES = ['Oats, rolled, dry', 'Milk, 2%', 'Chicken breast roasted', 'Coffee brewed', 'Rice, white, cooked', 'Salmon baked', 'Banana, raw', 'Egg, whole, boiled', 'Bread, whole wheat', 'Apple, raw', 'Yogurt, Greek, plain', 'Broccoli, steamed', 'Olive oil', 'Almonds', 'Cheddar cheese', 'Lentils, boiled', 'Pasta, cooked', 'Tomato, raw', 'Peanut butter', 'Orange juice']

/** 'YYYY-MM-DD' of the day `back` days before today (UTC). */
function dayBefore(back: number): string {
	return new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10)
}

/**
 * Writes the synthetic servings.csv to `file`, as a stream.
 * @returns its size in bytes, the entries and the total kcal it holds.
 */
export async function writeCronometerServings(file: string, days = DAYS, foodsADay = FOODS_A_DAY): Promise<{ bytes: number; entries: number; kcal: number }> {
	let seed = 20_240_301
	const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
	const out = createWriteStream(file)
	const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())))
	await write(`Day,Time,Group,Food Name,Amount,Category,Energy (kcal),${NUTRIENTS.map(([c]) => c).join(',')}\n`)
	let entries = 0
	let kcal = 0
	for (let d = days; d >= 1; d--) {
		const date = dayBefore(d)
		let lines = ''
		for (let f = 0; f < foodsADay; f++) {
			const scale = 0.5 + rand() * 1.5
			// Cronometer writes its amounts with a double's full digits (e.g. 150.39999999999998).
			const energy = 40 + rand() * 300
			kcal += energy
			const amounts = NUTRIENTS.map(([, typical]) => typical * scale * (0.5 + rand()))
			const name = FOOD_NAMES[(d * 7 + f) % FOOD_NAMES.length]!
			lines += `${date},${String(7 + (f % 14)).padStart(2, '0')}:${f % 2 ? '30' : '00'},${GROUPS[f % 4]},"${name}",${(scale * 100).toFixed(2)} g,Bench,${energy},${amounts.join(',')}\n`
			entries++
		}
		await write(lines)
	}
	await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())))
	return { bytes: (await stat(file)).size, entries, kcal }
}

/** What the child reports: ms per step, MB of RSS, and what the import read and wrote. */
type ChildReport = {
	baselineMb: number
	previewMs: number
	previewCpuMs: number
	previewPeakMb: number
	confirmMs: number
	confirmCpuMs: number
	confirmPeakMb: number
	undoMs: number
	peakMb: number
	/** Largest V8 heap in use, anonymous and file-backed RSS seen (sampled every 50 ms), MB. */
	peaks: MemoryPeaks
	entries: number
	days: number
	skipped: number
	written: number
}

/** A multipart/form-data body of `file` (field 'file'), streamed from disk as the browser sends it. */
function multipartRequest(file: string, url: string, cookie: string): Request {
	const boundary = `----platewise-bench-${Date.now()}`
	const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="servings.csv"\r\nContent-Type: text/csv\r\n\r\n`)
	const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
	const body = new ReadableStream<Uint8Array>({
		async start(controller) {
			controller.enqueue(head)
			for await (const chunk of createReadStream(file, { highWaterMark: 64 * 1024 })) controller.enqueue(chunk as Buffer)
			controller.enqueue(tail)
			controller.close()
		},
	})
	return new Request(url, { method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Cookie: cookie }, body, duplex: 'half' } as RequestInit)
}

/** The child's work: one user's upload → preview → confirm → undo, timed, with the RSS high-water mark after each step. */
async function child(file: string): Promise<ChildReport> {
	const { db } = await import('#app/db.server.ts')
	const { createUser } = await import('#app/domain/users/users.server.ts')
	const { previewImport, confirmImport, undoImport } = await import('#app/domain/imports/imports.server.ts')
	const { importUpload } = await import('#app/utils/import-upload.server.ts')
	const { mealFoods } = await import('#db/schema.ts')
	const { count, eq } = await import('drizzle-orm')
	const user = await createUser(db, { email: `bench-import-${Date.now()}@example.test`, password: 'bench-password', firstName: 'Bench', lastName: undefined, timezone: 'UTC' })
	const actor = { userId: user.id, timezone: 'UTC' }
	global.gc?.()
	const baselineMb = process.memoryUsage().rss / 1024 / 1024
	const sampler = memoryPeaks()
	const cpuMs = (since: NodeJS.CpuUsage) => {
		const used = process.cpuUsage(since)
		return (used.user + used.system) / 1000
	}
	let cpu = process.cpuUsage()
	let t = performance.now()
	const preview = await importUpload(multipartRequest(file, `http://localhost/api/users/${user.id}/imports`, ''), ({ file: f, source }) => previewImport(db, actor, { file: f, source }))
	const previewMs = performance.now() - t
	const previewCpuMs = cpuMs(cpu)
	const previewPeakMb = peakRssMb()
	sampler.sample()
	cpu = process.cpuUsage()
	t = performance.now()
	await confirmImport(db, actor, preview.id)
	const confirmMs = performance.now() - t
	const confirmCpuMs = cpuMs(cpu)
	const confirmPeakMb = peakRssMb()
	sampler.sample()
	const [{ n }] = (await db.select({ n: count() }).from(mealFoods).where(eq(mealFoods.userId, user.id))) as [{ n: number }]
	t = performance.now()
	await undoImport(db, actor, preview.id)
	const undoMs = performance.now() - t
	const peaks = sampler.stop()
	return {
		baselineMb,
		previewMs,
		previewCpuMs,
		previewPeakMb,
		confirmMs,
		confirmCpuMs,
		confirmPeakMb,
		undoMs,
		peaks,
		peakMb: peakRssMb(),
		entries: preview.summary.entries,
		days: preview.summary.days,
		skipped: preview.summary.skippedCount,
		written: Number(n),
	}
}

const f1 = (n: number) => n.toFixed(1)
const f0 = (n: number) => n.toFixed(0)

/**
 * The import rows: preview, confirm and undo of a 3-year Cronometer servings.csv, and the import
 * process's peak RSS against a worker's 256 MB. `db` is unused (the child opens the same
 * DATABASE_URL); it is taken to match the other engines' signature.
 */
export async function benchImports(_db?: Db): Promise<EngineRow[]> {
	const dir = await mkdtemp(path.join(os.tmpdir(), 'platewise-bench-import-'))
	try {
		const file = path.join(dir, 'servings.csv')
		const made = await writeCronometerServings(file)
		const r = await runWorkerLikeChild<ChildReport>(import.meta.url, [file])
		const size = `${f1(made.bytes / 1024 / 1024)} MB, ${made.entries.toLocaleString('en-US')} entries on ${r.days.toLocaleString('en-US')} days`
		const within = r.peakMb <= WORKER_BUDGET_MB
		return [
			{ what: 'import 3-year Cronometer: upload + preview', p50: r.previewMs, note: `CPU ${f0(r.previewCpuMs)} ms; ${size}; ${r.entries.toLocaleString('en-US')} previewed, ${r.skipped} skipped` },
			{ what: 'import 3-year Cronometer: confirm (one transaction)', p50: r.confirmMs, note: `CPU ${f0(r.confirmCpuMs)} ms; ${r.written.toLocaleString('en-US')} entries written` },
			{ what: 'import 3-year Cronometer: undo', p50: r.undoMs },
			{
				what: 'import 3-year Cronometer: peak RSS of the process',
				note: `${f1(r.peakMb)} MB (${f1(r.baselineMb)} MB before the upload; after preview ${f1(r.previewPeakMb)}, after confirm ${f1(r.confirmPeakMb)}; V8 heap at most ${f1(r.peaks.heapMb)}; anonymous RSS at most ${f1(r.peaks.anonMb)}, file-backed ${f1(r.peaks.fileMb)}); budget ${WORKER_BUDGET_MB} MB a worker: ${within ? 'within' : 'OVER'}`,
			},
		]
	} finally {
		await rm(dir, { recursive: true, force: true })
	}
}

await childOrAlone(import.meta.url, (args) => child(args[0]!), benchImports)

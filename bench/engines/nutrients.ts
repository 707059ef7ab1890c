/**
 * `npm run bench` rows for micronutrients (ADR 015):
 *
 * - the nutrients day and week (the domain calls GET /api/users/{id}/nutrients/daily|weekly/{date}
 *   make) and the pages that show them (the dashboard loader with `?view=nutrients`, budget p50
 *   10 ms like every dashboard load; the /analytics loader, whose week section is the weekly call,
 *   and that section's adapter alone) for a user with three years of diary (1,095 days × 4 meals ×
 *   5 entries, every entry carrying its food's micronutrients scaled to its grams) against a new
 *   user (this week so far: today and the days since Sunday), the two users interleaved call by call, p50 and p95 over ROUNDS calls after a
 *   warm-up, and the ratio against the 1.5x history-growth budget;
 * - the sums statement alone on the three-year diary (SPAN_SUMS_SQL of the nutrients domain): built
 *   and prepared on every call through drizzle (the first version), through @libsql/client without
 *   drizzle, prepared once (db/hot-read.ts, as the domain now runs it), and prepared once over a
 *   covering index of meal_foods (created for the measurement and dropped);
 * - the storage alternative, measured on the same diary: the day's and week's sums from a narrow
 *   table (entry, nutrient, amount) instead of the columns, and the bytes each takes;
 * - the micronutrient import (the full micronutrients.csv.gz written into the generic foods) and the
 *   bytes the micronutrient columns add to `foods`;
 * - the completeness of a typical day built from the search-default foods (one default serving of
 *   the top result of each everyday word of bench/eval/search-defaults.ts).
 *
 * Called by bench/run.ts as `benchNutrients(db)`; run alone with
 * `DATABASE_URL=file:<copy of a database> npx tsx bench/engines/nutrients.ts`. The bench users and
 * the narrow table are removed afterwards.
 */
import { register } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { todayIn, weekDays } from '#app/domain/dates.ts'
import { searchFoods } from '#app/domain/foods/search/index.server.ts'
import { dailyNutrients, SPAN_SUMS_SQL, weeklyNutrients } from '#app/domain/nutrients/nutrients.server.ts'
import { nutrientWeek } from '#app/utils/nutrient-views.server.ts'
import { hotRows } from '#db/hot-read.ts'
import { foodPanelPerServing, totalPanel } from '#app/domain/nutrients/panel.ts'
import { MICRONUTRIENT_KEYS, NUTRIENT_LIST } from '#app/domain/nutrition/micronutrients.ts'
import { importMicronutrients, MICRONUTRIENT_PART } from '#db/import/micronutrients.ts'
import { foods, users } from '#db/schema.ts'
import { HELD_OUT_WORDS, TUNING_WORDS } from '../eval/search-defaults.ts'
import { interleavedRuns, p50p95, type EngineRow } from '../stats.ts'

/** The dashboard loader's budget (bench/run.ts: every dashboard load p50 <= 10 ms), for its Nutrients view too. */
const DASHBOARD_BUDGET_MS = 10
import { GROWTH_BUDGET, HISTORY_DAYS, makeUser, runLoader, seedHistory, type Loader } from './history-growth.ts'

const WARM_UP = 15
const ROUNDS = 120

/** p50/p95 of ROUNDS calls of `run` after WARM_UP calls. */
async function times(run: () => Promise<unknown>) {
	const out: number[] = []
	for (let i = 0; i < WARM_UP + ROUNDS; i++) {
		const start = performance.now()
		await run()
		if (i >= WARM_UP) out.push(performance.now() - start)
	}
	return p50p95(out)
}

/** A bench user (with a session) with `days` days of diary whose entries carry their foods' micronutrients. */
async function diaryUser(db: Db, label: string, days: number, today: string) {
	const u = await makeUser(db, `nutrients-${label}`)
	await db.update(users).set({ gender: 'female', dateOfBirth: '1990-01-01' }).where(eq(users.id, u.id))
	await seedHistory(db, u.id, days, today)
	// seedHistory snapshots the macros; give every entry its food's micronutrients for its grams, as logging does.
	const set = MICRONUTRIENT_KEYS.map((k) => `${k} = (SELECT f.${k} * meal_foods.grams / 100.0 FROM foods f WHERE f.id = meal_foods.food_id)`).join(', ')
	await db.run(sql`UPDATE meal_foods SET ${sql.raw(set)} WHERE user_id = ${u.id}`)
	return { ...u, userId: u.id, timezone: 'UTC' }
}
type DiaryUser = Awaited<ReturnType<typeof diaryUser>>

/** The three-year row of a call against the new user's: ratio and budget (1.5x the new user's p50, and `absolute` ms when given). */
function growthRow(what: string, fresh: ReturnType<typeof p50p95>, veteran: ReturnType<typeof p50p95>, absolute?: number): EngineRow[] {
	const ratio = veteran.p50 / fresh.p50
	const budget = Math.min(fresh.p50 * GROWTH_BUDGET, absolute ?? Infinity)
	return [
		{ what: `${what}, new user (this week only)`, ...fresh, ...(absolute ? { budget: { p50: absolute } } : {}) },
		{ what: `${what}, 3-year diary`, ...veteran, budget: { p50: budget }, note: `${ratio.toFixed(2)}x the new user's p50 (budget ${GROWTH_BUDGET}x${absolute ? ` and ${absolute} ms` : ''})` },
	]
}

/** The day and week API calls and the pages showing them, new user against three-year user. */
async function callRows(db: Db, fresh: DiaryUser, veteran: DiaryUser, today: string): Promise<EngineRow[]> {
	const dashboard = (await import('#app/routes/_index/route.tsx')).loader as Loader
	const analytics = (await import('#app/routes/analytics.tsx')).loader as Loader
	const page = (loader: Loader, path: string, u: DiaryUser) => runLoader(loader, new Request(`http://localhost${path}`, { headers: { Cookie: u.cookie } }), {})
	const calls: Array<{ what: string; run: (u: DiaryUser) => Promise<unknown>; absolute?: number }> = [
		{ what: 'GET /api/users/{id}/nutrients/daily/{date} (domain call)', run: (u) => dailyNutrients(db, u, today) },
		{ what: 'GET /api/users/{id}/nutrients/weekly/{date} (domain call)', run: (u) => weeklyNutrients(db, u, today) },
		{ what: 'page: dashboard loader, Nutrients view (/?view=nutrients)', run: (u) => page(dashboard, '/?view=nutrients', u), absolute: DASHBOARD_BUDGET_MS },
		{ what: 'page: dashboard loader without the view (/), for comparison', run: (u) => page(dashboard, '/', u), absolute: DASHBOARD_BUDGET_MS },
		{ what: "page: /analytics loader (This Week, with the week's nutrients)", run: (u) => page(analytics, '/analytics', u) },
		{ what: "page: /analytics week's nutrient section alone (nutrientWeek)", run: (u) => nutrientWeek(u, 0) },
	]
	const rows: EngineRow[] = []
	for (const c of calls) {
		const t = await interleavedRuns({ fresh: () => c.run(fresh), veteran: () => c.run(veteran) }, ROUNDS, WARM_UP)
		rows.push(...growthRow(c.what, t.fresh, t.veteran, c.absolute))
	}
	return rows
}

/**
 * The sums statement alone on the three-year diary, day and week: built and prepared on each call
 * through drizzle (the first version of the domain), through @libsql/client (no drizzle, still
 * prepared each call), prepared once and read raw (db/hot-read.ts, what the domain runs now), and
 * prepared once over a covering index (meal_id, user_id, kcal and every nutrient column; created
 * here, forced with INDEXED BY, dropped after).
 */
async function statementRows(db: Db, fresh: DiaryUser, veteran: DiaryUser, today: string, week: string[]): Promise<EngineRow[]> {
	const inline = (u: DiaryUser, from: string, to: string) => {
		const parts = SPAN_SUMS_SQL.split('?')
		return sql.join([sql.raw(parts[0]!), sql`${u.userId}`, sql.raw(parts[1]!), sql`${from}`, sql.raw(parts[2]!), sql`${to}`, sql.raw(parts[3]!)])
	}
	const covering = SPAN_SUMS_SQL.replace('JOIN meal_foods mf ON', 'JOIN meal_foods mf INDEXED BY bench_meal_foods_nutrients_cover ON')
	await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS bench_meal_foods_nutrients_cover ON meal_foods (meal_id, user_id, kcal, ${NUTRIENT_LIST.map((n) => n.key).join(', ')})`))
	try {
		const rows: EngineRow[] = []
		for (const [span, from, to] of [['day', today, today], ['week', week[0]!, week[6]!]] as const) {
			const t = await interleavedRuns({
				drizzle: () => db.all(inline(veteran, from, to)),
				client: () => db.$client.execute({ sql: SPAN_SUMS_SQL, args: [veteran.userId, from, to] }),
				once: () => hotRows(db, SPAN_SUMS_SQL, [veteran.userId, from, to]),
				onceNew: () => hotRows(db, SPAN_SUMS_SQL, [fresh.userId, from, to]),
				cover: () => hotRows(db, covering, [veteran.userId, from, to]),
			}, ROUNDS, WARM_UP)
			const what = `nutrients: ${span} sums statement alone (3-year diary)`
			rows.push(
				{ what: `${what}, drizzle, prepared each call (before)`, ...t.drizzle },
				{ what: `${what}, @libsql/client without drizzle, prepared each call`, ...t.client },
				{ what: `${what}, prepared once, raw rows (now)`, ...t.once, note: `${(t.once.p50 / t.onceNew.p50).toFixed(2)}x the new user's ${t.onceNew.p50.toFixed(3)} ms` },
				{ what: `${what}, prepared once, covering index`, ...t.cover },
			)
		}
		return rows
	} finally {
		await db.run(sql`DROP INDEX IF EXISTS bench_meal_foods_nutrients_cover`)
	}
}

/** Bytes of the database file's pages in use. */
async function pages(db: Db): Promise<number> {
	// Pages in use: a file that held deleted rows (earlier bench users) reuses its free pages before it grows.
	const [r] = await db.all<{ n: number }>(sql`SELECT (page_count - freelist_count) * page_size AS n FROM pragma_page_count(), pragma_freelist_count(), pragma_page_size()`)
	return Number(r?.n ?? 0)
}

/** Bytes of one table with its indexes, from dbstat when SQLite has it; null otherwise. */
async function tableBytes(db: Db, table: string): Promise<number | null> {
	try {
		const [r] = await db.all<{ n: number }>(sql`SELECT sum(pgsize) AS n FROM dbstat WHERE name = ${table} OR tbl_name = ${table}`)
		return r?.n == null ? null : Number(r.n)
	} catch {
		return null
	}
}

const mb = (b: number | null) => (b == null ? 'n/a' : `${(b / 1024 / 1024).toFixed(1)} MB`)

/** The narrow-table alternative: day and week sums from (entry_id, nutrient, amount) rows of the same diary. */
async function narrowTable(db: Db, userId: string, today: string, week: string[]): Promise<EngineRow[]> {
	await db.run(sql`DROP TABLE IF EXISTS bench_entry_nutrients`)
	await db.run(sql`CREATE TABLE bench_entry_nutrients (entry_id text NOT NULL, nutrient text NOT NULL, amount real NOT NULL, PRIMARY KEY (entry_id, nutrient)) WITHOUT ROWID`)
	const before = await pages(db)
	for (const k of MICRONUTRIENT_KEYS) {
		await db.run(sql`INSERT INTO bench_entry_nutrients SELECT id, ${k}, ${sql.raw(k)} FROM meal_foods WHERE user_id = ${userId} AND ${sql.raw(k)} IS NOT NULL`)
	}
	const added = (await pages(db)) - before
	const [{ n } = { n: 0 }] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM bench_entry_nutrients`)
	const span = (from: string, to: string) =>
		db.all(sql`SELECT n.nutrient, sum(n.amount), total(mf.kcal) FROM meals m JOIN meal_foods mf ON mf.meal_id = m.id JOIN bench_entry_nutrients n ON n.entry_id = mf.id
			WHERE m.user_id = ${userId} AND m.date BETWEEN ${from} AND ${to} GROUP BY n.nutrient`)
	const day = await times(() => span(today, today))
	const wk = await times(() => span(week[0]!, week[6]!))
	await db.run(sql`DROP TABLE bench_entry_nutrients`)
	return [
		{ what: 'nutrients storage alternative: narrow table, day sums (3-year diary)', ...day, note: `${Number(n).toLocaleString('en-US')} rows, ${mb(added)} (pages in use added)` },
		{ what: 'nutrients storage alternative: narrow table, week sums (3-year diary)', ...wk },
	]
}

/** One default serving of each search-default word's top result: the day's completeness per nutrient. */
async function typicalDay(db: Db): Promise<EngineRow> {
	const items: { kcal: number; values: ReturnType<typeof totalPanel>['values'] }[] = []
	for (const c of [...TUNING_WORDS, ...HELD_OUT_WORDS]) {
		const [top] = await searchFoods(db, { query: c.word, limit: 1 }, { cache: null })
		if (!top) continue
		const [food] = await db.select().from(foods).where(eq(foods.id, top.id))
		const serving = food ? foodPanelPerServing(food) : null
		if (!food || !serving || food.kcal == null) continue
		const kcal = food.basis === 'perServing' ? food.kcal : (food.kcal * (serving.grams ?? 0)) / 100
		items.push({ kcal, values: serving.values })
	}
	const total = totalPanel(items)
	const shares = MICRONUTRIENT_KEYS.map((k) => total.completeness[k] ?? 0).sort((a, b) => a - b)
	const median = shares[Math.floor(shares.length / 2)]!
	const low = MICRONUTRIENT_KEYS.filter((k) => (total.completeness[k] ?? 0) < 0.8)
		.map((k) => `${k} ${Math.round((total.completeness[k] ?? 0) * 100)} %`)
		.join(', ')
	return {
		what: `nutrients: completeness of a day of the ${items.length} search-default foods (one default serving each, ${Math.round(total.kcal)} kcal)`,
		note: `median over ${MICRONUTRIENT_KEYS.length} micronutrients ${Math.round(median * 100)} %; potassium ${Math.round((total.completeness.potassium_mg ?? 0) * 100)} %, vitamin D ${Math.round((total.completeness.vitamin_d_ug ?? 0) * 100)} %; below 80 %: ${low || 'none'}`,
	}
}

/** The micronutrient import on this database (the same file and recorded hash, so nothing changes) and the bytes the columns hold in `foods`. */
async function importRows(db: Db): Promise<EngineRow[]> {
	const dataDir = fileURLToPath(new URL('../../db/data', import.meta.url))
	const [rec] = await db.all<{ sha256: string }>(sql`SELECT sha256 FROM food_imports WHERE file = ${MICRONUTRIENT_PART}`)
	const started = performance.now()
	const n = await importMicronutrients(db.$client, path.join(dataDir, 'micronutrients.csv.gz'), rec?.sha256 ?? 'bench')
	const ms = performance.now() - started
	// Bytes of the stored micronutrient values: SQLite stores a REAL in 8 bytes, a small whole number in 1-4, a NULL in a 1-byte header only.
	const [bytes] = await db.all<{ n: number }>(
		sql`SELECT ${sql.raw(MICRONUTRIENT_KEYS.map((k) => `total(CASE WHEN ${k} IS NULL THEN 1 ELSE 9 END)`).join(' + '))} AS n FROM foods WHERE fdc_id > 0`,
	)
	return [
		{ what: 'nutrients: micronutrient import (micronutrients.csv.gz into the generic foods, one transaction)', p50: ms, note: `${n.toLocaleString('en-US')} foods` },
		{ what: 'nutrients: database size the micronutrient columns add to foods (at most 9 bytes a value, 1 a NULL)', note: `about ${mb(Number(bytes?.n ?? 0))} of ${mb(await tableBytes(db, 'foods'))} for foods` },
	]
}

/**
 * The rows: day and week calls and pages for a new and a three-year user, the sums statement alone,
 * the narrow-table alternative, import time and size, a typical day's completeness.
 */
export async function benchNutrients(db: Db): Promise<EngineRow[]> {
	const today = todayIn('UTC')
	const week = weekDays(today)
	// The new user started this week: today's day and this week's days so far, so a week compares a week with a week.
	const fresh = await diaryUser(db, 'new', week.indexOf(today) + 1, today)
	const sizeBefore = await pages(db)
	const veteran = await diaryUser(db, 'three-years', HISTORY_DAYS, today)
	const rows: EngineRow[] = []
	try {
		const [{ entries } = { entries: 0 }] = await db.all<{ entries: number }>(sql`SELECT count(*) AS entries FROM meal_foods WHERE user_id = ${veteran.userId}`)
		rows.push({ what: 'nutrients: 3-year diary written with micronutrient columns', note: `${Number(entries).toLocaleString('en-US')} entries, ${mb((await pages(db)) - sizeBefore)} (pages in use added, macros included)` })
		rows.push(...(await callRows(db, fresh, veteran, today)))
		rows.push(...(await statementRows(db, fresh, veteran, today, week)))
		rows.push(...(await narrowTable(db, veteran.userId, today, week)))
		rows.push(...(await importRows(db)))
		rows.push(await typicalDay(db))
	} finally {
		for (const u of [fresh, veteran]) await db.delete(users).where(eq(users.id, u.userId))
	}
	return rows
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
	// As bench/run.ts: route modules import assets (see ../asset-hooks.mjs); no rate limit on in-process loaders.
	register('../asset-hooks.mjs', import.meta.url)
	process.env.RATE_LIMIT = 'false'
	const { db } = await import('#app/db.server.ts')
	for (const r of await benchNutrients(db)) console.log(JSON.stringify(r))
	db.$client.close()
}

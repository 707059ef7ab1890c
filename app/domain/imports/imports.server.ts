/**
 * Imports: preview an uploaded export (parse it as a stream, keep its records server-side, answer
 * what would be written and what is skipped and why), confirm it (one transaction, every row
 * carrying the import's id), undo it (delete exactly those rows). The diary aggregates, diary
 * versions and the profile's weight follow through the same triggers and rules as any write
 * (ADR 014). Entries are named snapshots (ADR 003): never matched to our foods (food_id null).
 * Scoped to `actor.userId`; another user's import is a NotFoundError.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { followLatestWeighIn, type Tx } from '#app/domain/body/weigh-ins.server.ts'
import { BODY_CAPS, WATER_BOUNDS, WEIGH_IN_BOUNDS } from '#app/domain/body/caps.ts'
import { todayIn } from '#app/domain/dates.ts'
import { DIARY_CAPS } from '#app/domain/diary/caps.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { decodeCursor, encodeCursor, type Page } from '#app/domain/pagination.ts'
import { importRecords, imports, mealFoods, meals, users, waterEntries, weighIns } from '#db/schema.ts'
import { keepBackupExtras, restoreBackupExtras } from '#app/domain/exports/restore.server.ts'
import type { BackupRestoreSummary } from '#app/domain/exports/restore-summary.ts'
import { IMPORT_CAPS } from './caps.ts'
import { openImport, type ImportFile } from './formats.ts'
import { ImportFormatError, type EntryRecord, type ImportRecord, type ImportSource, type WaterRecord, type WeighInRecord } from './types.ts'

/** A line not imported, and why. */
export type SkippedLine = { line: number; column?: string; reason: string }

/** What an import holds (preview) or wrote (done). kcal are the entries' sums, unrounded. */
export type ImportSummary = {
	source: ImportSource
	/** The format read, e.g. 'Cronometer servings'. */
	format: string
	entries: number
	days: number
	weighIns: number
	water: number
	/** First and last day of the entries, weigh-ins and drinks ('YYYY-MM-DD'), null when none. */
	from: string | null
	to: string | null
	/** One row per day (the first IMPORT_CAPS.daysListed, in date order): entries and kcal. */
	dayTotals: { date: string; entries: number; kcal: number }[]
	skipped: SkippedLine[]
	/** All skipped lines (skipped lists the first IMPORT_CAPS.skippedListed). */
	skippedCount: number
	/** A Platewise backup: what its restore step writes beside the records (app/domain/exports/restore.server.ts). */
	restore?: BackupRestoreSummary
}

/** An import as the API and the page show it. */
export type ImportView = { id: string; source: ImportSource; status: 'preview' | 'done' | 'undone'; fileName: string; createdAt: string; summary: ImportSummary }

type StoredRecord = EntryRecord | WeighInRecord | WaterRecord

const CHUNK = 1000
/** Entries per INSERT statement of a confirm, and statements between two turns of the event loop (see {@link breather}). */
const ENTRIES_PER_INSERT = 25
const STATEMENTS_PER_TURN = 20

/**
 * A counter that gives the event loop a turn every STATEMENTS_PER_TURN statements of a long write.
 * Local libSQL calls are synchronous under their promises, so without it a 3-year import would hold
 * the worker's event loop for its whole transaction: no other request served, and no native
 * statement freed (each prepared statement's memory, 60 KB and more, is released by a finalizer
 * that runs only on a turn of the loop; without turns the 3-year confirm peaked at 558 MB RSS,
 * measured with bench/engines/imports.ts).
 */
function breather() {
	let statements = 0
	return async () => {
		if (++statements % STATEMENTS_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve))
	}
}
const MEAL_TIMES = { breakfast: '08:00', lunch: '12:30', dinner: '19:00', snack: '15:00' } as const

function toView(row: typeof imports.$inferSelect): ImportView {
	return { id: row.id, source: row.source, status: row.status, fileName: row.fileName, createdAt: row.createdAt.toISOString(), summary: row.summary as ImportSummary }
}

async function ownedImport(db: Db | Tx, actor: Actor, importId: string) {
	const [row] = await db.select().from(imports).where(and(eq(imports.id, importId), eq(imports.userId, actor.userId))).limit(1)
	if (!row) throw new NotFoundError('Import')
	return row
}

/** Drops the caller's previews whose records have expired (they can no longer be confirmed). */
async function dropExpired(db: Db, actor: Actor): Promise<void> {
	await db.delete(imports).where(and(eq(imports.userId, actor.userId), eq(imports.status, 'preview'), lt(imports.expiresAt, new Date())))
}

/** A reason a record cannot be imported, or null. */
function refusal(r: StoredRecord, today: string): SkippedLine | null {
	if (r.date > today) return { line: r.line, column: 'date', reason: `${r.date} is after today` }
	if (r.date < WEIGH_IN_BOUNDS.earliestDate) return { line: r.line, column: 'date', reason: `${r.date} is before 1900` }
	if (r.kind === 'weight') {
		const { min, max } = WEIGH_IN_BOUNDS.weightKg
		if (!(r.weightKg >= min && r.weightKg <= max)) return { line: r.line, column: 'weight', reason: `weight ${Math.round(r.weightKg * 10) / 10} kg is outside ${min}-${max} kg` }
	}
	if (r.kind === 'water' && !(r.ml >= WATER_BOUNDS.mlMin && r.ml <= WATER_BOUNDS.mlMax))
		return { line: r.line, column: 'water', reason: `${r.ml} ml is outside ${WATER_BOUNDS.mlMin}-${WATER_BOUNDS.mlMax} ml` }
	return null
}

/**
 * Reads an uploaded export and keeps it as a preview: nothing is written to the diary or weight log.
 * The same file (by SHA-256) already previewed or imported answers that import again, so importing
 * it twice changes nothing. With `write`, the preview is confirmed at once (status 'done').
 * @param input.file the upload on disk (the adapter streamed it there and removes it afterwards).
 * @param input.source a hint restricting detection to that source's formats.
 * @throws InvalidError (422) naming `file` with the line and column for a file we cannot read, or
 *   past IMPORT_CAPS (imports per account, records per import).
 */
export async function previewImport(db: Db, actor: Actor, input: { file: ImportFile; source?: ImportSource; write?: boolean }): Promise<ImportView> {
	await dropExpired(db, actor)
	const [same] = await db
		.select()
		.from(imports)
		.where(and(eq(imports.userId, actor.userId), eq(imports.fileHash, input.file.sha256), inArray(imports.status, ['preview', 'done'])))
		.limit(1)
	if (same) return input.write && same.status === 'preview' ? confirmImport(db, actor, same.id) : toView(same)
	const [{ n }] = (await db.select({ n: count() }).from(imports).where(and(eq(imports.userId, actor.userId), inArray(imports.status, ['preview', 'done'])))) as [{ n: number }]
	if (n >= IMPORT_CAPS.importsPerAccount)
		throw new InvalidError(`An account keeps at most ${IMPORT_CAPS.importsPerAccount} imports; undo an old one first`, { file: [`At most ${IMPORT_CAPS.importsPerAccount} imports per account`] })
	const [user] = await db.select({ unitSystem: users.units }).from(users).where(eq(users.id, actor.userId)).limit(1)
	const id = createId()
	try {
		const { importer, input: source } = await openImport(input.file, user?.unitSystem === 'imperial' ? 'lb' : 'kg', input.source)
		await db.insert(imports).values({ id, userId: actor.userId, source: importer.source, fileHash: input.file.sha256, fileName: input.file.fileName.slice(0, 200), status: 'preview', expiresAt: new Date(Date.now() + IMPORT_CAPS.previewTtlMs) })
		const summary = await storeRecords(db, actor, id, importer.label, importer.source, importer.parse(source))
		if (importer.source === 'platewise') summary.restore = await keepBackupExtras(db, id, source)
		await db.update(imports).set({ summary }).where(eq(imports.id, id))
	} catch (error) {
		await db.delete(imports).where(eq(imports.id, id))
		if (error instanceof ImportFormatError) throw new InvalidError(error.message, { file: [error.message] })
		throw error
	}
	return input.write ? confirmImport(db, actor, id) : toView(await ownedImport(db, actor, id))
}

/** Parses `records` into chunks of import_records and answers the summary. */
async function storeRecords(db: Db, actor: Actor, id: string, format: string, source: ImportSource, records: AsyncIterable<ImportRecord>): Promise<ImportSummary> {
	const today = todayIn(actor.timezone)
	const skipped: SkippedLine[] = []
	let skippedCount = 0
	const skip = (s: SkippedLine) => {
		skippedCount++
		if (skipped.length < IMPORT_CAPS.skippedListed) skipped.push(s)
	}
	const days = new Map<string, { entries: number; kcal: number }>()
	const weights = new Map<string, WeighInRecord>()
	let chunk: StoredRecord[] = []
	let seq = 0
	let total = 0
	let entries = 0
	let water = 0
	let from: string | null = null
	let to: string | null = null
	const flush = async () => {
		if (chunk.length === 0) return
		await db.insert(importRecords).values({ importId: id, seq: seq++, records: JSON.stringify(chunk) })
		chunk = []
	}
	const keep = async (r: StoredRecord) => {
		if (++total > IMPORT_CAPS.recordsPerImport) throw new ImportFormatError(`more than ${IMPORT_CAPS.recordsPerImport.toLocaleString('en-US')} records in one import`, r.line)
		if (from === null || r.date < from) from = r.date
		if (to === null || r.date > to) to = r.date
		chunk.push(r)
		if (chunk.length >= CHUNK) await flush()
	}
	for await (const r of records) {
		if (r.kind === 'skip') {
			skip({ line: r.line, ...(r.column ? { column: r.column } : {}), reason: r.reason })
			continue
		}
		const refused = refusal(r, today)
		if (refused) {
			skip(refused)
			continue
		}
		if (r.kind === 'weight') {
			weights.set(r.date, r)
			continue
		}
		if (r.kind === 'entry') {
			entries++
			const day = days.get(r.date) ?? { entries: 0, kcal: 0 }
			day.entries++
			day.kcal += r.kcal
			days.set(r.date, day)
		} else water++
		await keep(r)
	}
	const taken = await takenWeighInDays(db, actor, [...weights.keys()])
	for (const w of weights.values()) {
		if (taken.has(w.date)) skip({ line: w.line, column: 'date', reason: `a weigh-in is already logged on ${w.date}` })
		else await keep(w)
	}
	await flush()
	const dayTotals = [...days.entries()]
		.sort(([a], [b]) => (a < b ? -1 : 1))
		.slice(0, IMPORT_CAPS.daysListed)
		.map(([date, d]) => ({ date, entries: d.entries, kcal: d.kcal }))
	return { source, format, entries, days: days.size, weighIns: weights.size - taken.size, water, from, to, dayTotals, skipped, skippedCount }
}

async function takenWeighInDays(db: Db, actor: Actor, dates: string[]): Promise<Set<string>> {
	const taken = new Set<string>()
	for (let i = 0; i < dates.length; i += 500) {
		const rows = await db.select({ date: weighIns.date }).from(weighIns).where(and(eq(weighIns.userId, actor.userId), inArray(weighIns.date, dates.slice(i, i + 500))))
		for (const r of rows) taken.add(r.date)
	}
	return taken
}

/**
 * Writes a previewed import in one transaction: entries into the day's meal of their type (made,
 * and marked as the import's, when the day has none), weigh-ins (a day that has one by now keeps
 * it), drinks. A meal that is full (DIARY_CAPS.entriesPerMeal) or a day with its drinks at
 * BODY_CAPS.waterEntriesPerDay skips the rest, listed in the summary. The preview's records are
 * then dropped.
 * @throws NotFoundError for another user's or an unknown import; InvalidError naming `importId` when
 *   it is not a preview (already written or undone) or its preview expired.
 */
export async function confirmImport(db: Db, actor: Actor, importId: string): Promise<ImportView> {
	await db.transaction(async (tx) => {
		const row = await ownedImport(tx, actor, importId)
		if (row.status !== 'preview') throw new InvalidError(`This import is already ${row.status === 'done' ? 'written' : 'undone'}`, { importId: [`Import is ${row.status}`] })
		if (row.expiresAt && row.expiresAt.getTime() < Date.now()) throw new InvalidError('This preview has expired; upload the file again', { importId: ['Preview expired'] })
		const summary = row.summary as ImportSummary
		const skipped = [...summary.skipped]
		let skippedCount = summary.skippedCount
		const skip = (s: SkippedLine) => {
			skippedCount++
			if (skipped.length < IMPORT_CAPS.skippedListed) skipped.push(s)
		}
		const mealsByKey = new Map<string, { id: string; room: number }>()
		const waterRoom = new Map<string, number>()
		let weights = 0
		let entryRows: (typeof mealFoods.$inferInsert)[] = []
		const breathe = breather()
		const flushEntries = async () => {
			for (let i = 0; i < entryRows.length; i += ENTRIES_PER_INSERT) {
				await tx.insert(mealFoods).values(entryRows.slice(i, i + ENTRIES_PER_INSERT))
				await breathe()
			}
			entryRows = []
		}
		for (let seq = 0; ; seq++) {
			const [chunk] = await tx.select({ records: importRecords.records }).from(importRecords).where(and(eq(importRecords.importId, importId), eq(importRecords.seq, seq)))
			if (!chunk) break
			for (const r of JSON.parse(chunk.records) as StoredRecord[]) {
				if (r.kind === 'entry') {
					const meal = await mealFor(tx, actor, importId, mealsByKey, r, breathe)
					if (meal.room <= 0) {
						skip({ line: r.line, reason: `the ${r.mealType} of ${r.date} already holds ${DIARY_CAPS.entriesPerMeal} foods` })
						continue
					}
					meal.room--
					entryRows.push(entryRow(actor, importId, meal.id, r))
					if (entryRows.length >= 500) await flushEntries()
				} else if (r.kind === 'weight') {
					await breathe()
					const written = await tx
						.insert(weighIns)
						.values({ userId: actor.userId, date: r.date, weightKg: r.weightKg, bodyFatPct: r.bodyFatPct ?? null, importId })
						.onConflictDoNothing()
						.returning({ date: weighIns.date })
					if (written.length) weights++
					else skip({ line: r.line, column: 'date', reason: `a weigh-in is already logged on ${r.date}` })
				} else {
					await breathe()
					let room = waterRoom.get(r.date)
					if (room === undefined) {
						const [{ n }] = (await tx.select({ n: count() }).from(waterEntries).where(and(eq(waterEntries.userId, actor.userId), eq(waterEntries.date, r.date)))) as [{ n: number }]
						room = BODY_CAPS.waterEntriesPerDay - n
					}
					if (room <= 0) skip({ line: r.line, reason: `${r.date} already has ${BODY_CAPS.waterEntriesPerDay} drinks` })
					else await tx.insert(waterEntries).values({ id: createId(), userId: actor.userId, date: r.date, ml: r.ml, importId })
					waterRoom.set(r.date, room - 1)
				}
			}
		}
		await flushEntries()
		const restore = row.source === 'platewise' ? await restoreBackupExtras(tx, actor, importId) : undefined
		if (weights) await followLatestWeighIn(tx, actor.userId)
		await tx.delete(importRecords).where(eq(importRecords.importId, importId))
		await tx
			.update(imports)
			.set({ status: 'done', expiresAt: null, summary: { ...summary, weighIns: weights, skipped, skippedCount, ...(restore ? { restore } : {}) } })
			.where(eq(imports.id, importId))
	})
	return toView(await ownedImport(db, actor, importId))
}

/** The meal of an entry's day and type (the day's own, or one made for the import), with its room left. */
async function mealFor(tx: Tx, actor: Actor, importId: string, cache: Map<string, { id: string; room: number }>, r: EntryRecord, breathe: () => Promise<void>) {
	const key = `${r.date}|${r.mealType}`
	let meal = cache.get(key)
	if (meal) return meal
	await breathe()
	const [existing] = await tx
		.select({ id: meals.id, n: sql<number>`(SELECT count(*) FROM meal_foods WHERE meal_id = ${meals.id})` })
		.from(meals)
		.where(and(eq(meals.userId, actor.userId), eq(meals.date, r.date), eq(meals.mealType, r.mealType)))
		.limit(1)
	if (existing) meal = { id: existing.id, room: DIARY_CAPS.entriesPerMeal - Number(existing.n) }
	else {
		const id = createId()
		await tx.insert(meals).values({ id, userId: actor.userId, mealType: r.mealType, date: r.date, time: MEAL_TIMES[r.mealType], importId })
		meal = { id, room: DIARY_CAPS.entriesPerMeal }
	}
	cache.set(key, meal)
	return meal
}

/** The meal_foods row of an imported entry: the source's numbers as the snapshot, no food linked. */
function entryRow(actor: Actor, importId: string, mealId: string, r: EntryRecord): typeof mealFoods.$inferInsert {
	return {
		id: createId(),
		userId: actor.userId,
		mealId,
		foodId: null,
		foodName: r.name,
		foodBrand: r.brand ?? null,
		quantity: r.quantity ?? 1,
		unit: r.unit ?? 'serving',
		mealType: r.mealType,
		grams: r.grams ?? null,
		kcal: r.kcal,
		proteinG: r.proteinG,
		carbsG: r.carbsG,
		fatG: r.fatG,
		fiberG: r.fiberG ?? null,
		sugarG: r.sugarG ?? null,
		sodiumMg: r.sodiumMg ?? null,
		...(r.micros ?? {}),
		// The entry's day at noon UTC (its order kept to the millisecond): imported entries have no clock time.
		loggedAt: new Date(Date.parse(`${r.date}T12:00:00Z`) + (r.line % 100_000)),
		importId,
	}
}

/**
 * Undoes a written import: deletes exactly the entries, weigh-ins and drinks it wrote, and the meals
 * it made that hold nothing else, in one transaction (the aggregates and the profile's weight follow).
 * @throws NotFoundError for another user's or an unknown import; InvalidError naming `importId` when it is not written.
 */
export async function undoImport(db: Db, actor: Actor, importId: string): Promise<ImportView> {
	await db.transaction(async (tx) => {
		const row = await ownedImport(tx, actor, importId)
		if (row.status === 'preview') {
			await tx.delete(imports).where(eq(imports.id, importId))
			return
		}
		if (row.status !== 'done') throw new InvalidError('This import is already undone', { importId: ['Import is undone'] })
		await tx.delete(mealFoods).where(and(eq(mealFoods.userId, actor.userId), eq(mealFoods.importId, importId)))
		await tx
			.delete(meals)
			.where(and(eq(meals.userId, actor.userId), eq(meals.importId, importId), eq(meals.calorieAdjustment, 0), sql`NOT EXISTS (SELECT 1 FROM meal_foods WHERE meal_id = ${meals.id})`))
		const gone = await tx.delete(weighIns).where(and(eq(weighIns.userId, actor.userId), eq(weighIns.importId, importId))).returning({ date: weighIns.date })
		if (gone.length) await followLatestWeighIn(tx, actor.userId)
		await tx.delete(waterEntries).where(and(eq(waterEntries.userId, actor.userId), eq(waterEntries.importId, importId)))
		await tx.update(imports).set({ status: 'undone' }).where(eq(imports.id, importId))
	})
	const [row] = await db.select().from(imports).where(and(eq(imports.id, importId), eq(imports.userId, actor.userId)))
	return row ? toView(row) : { id: importId, source: 'cronometer', status: 'undone', fileName: '', createdAt: new Date().toISOString(), summary: emptySummary() }
}

function emptySummary(): ImportSummary {
	return { source: 'cronometer', format: '', entries: 0, days: 0, weighIns: 0, water: 0, from: null, to: null, dayTotals: [], skipped: [], skippedCount: 0 }
}

/** One import of the caller's. @throws NotFoundError. */
export async function getImport(db: Db, actor: Actor, importId: string): Promise<ImportView> {
	return toView(await ownedImport(db, actor, importId))
}

const LIST_CURSOR = 'n,s'
/** Imports on one page of the list (newest first). */
export const IMPORT_PAGE = { default: 20, max: 50 } as const

/**
 * The caller's imports, newest first, a page at a time (keyset on created_at, id).
 * @throws InvalidError naming `cursor` when it is not one this list gave out.
 */
export async function listImports(db: Db, actor: Actor, input: { cursor?: string | null; limit?: number } = {}): Promise<Page<ImportView>> {
	const limit = Math.min(Math.max(1, input.limit ?? IMPORT_PAGE.default), IMPORT_PAGE.max)
	const key = input.cursor ? decodeCursor(input.cursor, LIST_CURSOR) : null
	const rows = await db
		.select()
		.from(imports)
		.where(
			and(
				eq(imports.userId, actor.userId),
				key ? or(lt(imports.createdAt, new Date(Number(key[0]))), and(eq(imports.createdAt, new Date(Number(key[0]))), lt(imports.id, String(key[1])))) : undefined,
			),
		)
		.orderBy(desc(imports.createdAt), desc(imports.id))
		.limit(limit + 1)
	const items = rows.slice(0, limit)
	const after = items.map((r) => encodeCursor([r.createdAt.getTime(), r.id]))
	return { items: items.map(toView), nextCursor: rows.length > limit ? after[after.length - 1]! : null, after }
}

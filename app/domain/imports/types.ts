/**
 * The importer interface: every source (another tracker's export, Platewise's own JSON backup) is
 * one {@link Importer} that recognises its file from the content and turns it, as a stream, into
 * {@link ImportRecord}s. The records are previewed, kept server-side, and written in one
 * transaction by app/domain/imports/imports.server.ts; an importer never touches the database.
 */
import type { Readable } from 'node:stream'
import type { MicronutrientKey } from '#app/domain/nutrition/micronutrients.ts'
import type { IMPORT_SOURCES, MEAL_TYPES } from '#db/schema.ts'

export type ImportSource = (typeof IMPORT_SOURCES)[number]
export type MealType = (typeof MEAL_TYPES)[number]

/**
 * One diary entry as the source has it: a named snapshot (ADR 003), never matched to our foods.
 * Amounts are what was eaten: kcal, grams, mg; a micronutrient in its key's unit (`_mg`, `_ug`, `_g`).
 * `null`/absent = the source has no value (never written as 0).
 */
export type EntryRecord = {
	kind: 'entry'
	/** The 1-based line of the source file the entry came from (for messages). */
	line: number
	/** Diary day 'YYYY-MM-DD' as the source dated it (its own local day). */
	date: string
	mealType: MealType
	/** The food's name as logged (a MyFitnessPal meal total is named after the meal). */
	name: string
	brand?: string | null
	/** The amount as the source wrote it (e.g. 1.5 'cup'); default 1 'serving'. */
	quantity?: number
	unit?: string
	grams?: number | null
	kcal: number
	proteinG: number
	carbsG: number
	fatG: number
	fiberG?: number | null
	sugarG?: number | null
	sodiumMg?: number | null
	/** Every micronutrient the source has, by the shared key (app/domain/nutrition/micronutrients.ts). */
	micros?: Partial<Record<MicronutrientKey, number>>
}

/** A weigh-in: kg, body fat in % (0-100). One a day: the last record of a day wins. */
export type WeighInRecord = { kind: 'weight'; line: number; date: string; weightKg: number; bodyFatPct?: number | null }

/** One drink of water (ml) on a day. */
export type WaterRecord = { kind: 'water'; line: number; date: string; ml: number }

/** A line the importer could read but will not import, with the reason shown in the preview. */
export type SkipRecord = { kind: 'skip'; line: number; column?: string; reason: string }

export type ImportRecord = EntryRecord | WeighInRecord | WaterRecord | SkipRecord

/**
 * The uploaded file as an importer sees it. `head` is its first bytes (up to {@link HEAD_BYTES}, or a
 * zip's chosen entry's first bytes), decoded as UTF-8 with a BOM removed; `open()` streams the
 * whole content (a zip already unpacked to the entry the importer asked for, within the zip limits).
 */
export type ImportInput = {
	/** The file name the client sent (a hint only: detection reads the content). */
	fileName: string
	head: string
	open(): Readable
	/** The unit of a weight the file gives without one: the user's (their profile's unit system). */
	weightUnit: 'kg' | 'lb'
}

/** How many bytes of a file detection reads. */
export const HEAD_BYTES = 64 * 1024

/**
 * One source format. `detect` must decide from `head` (the content), never from the name alone;
 * `parse` yields records in file order and throws {@link ImportFormatError} for a file it cannot
 * read (wrong columns, a bad date), naming the line and column.
 */
export type Importer = {
	source: ImportSource
	/** What the preview calls the format, e.g. 'Cronometer servings'. */
	label: string
	detect(head: string, fileName: string): boolean
	parse(input: ImportInput): AsyncIterable<ImportRecord>
}

/**
 * A file that cannot be imported. `line` (1-based) and `column` (its header name, or a JSON path)
 * say where; adapters answer 422 with the message (which names them) and nothing is written.
 */
export class ImportFormatError extends Error {
	constructor(
		message: string,
		readonly line?: number,
		readonly column?: string,
	) {
		super(line === undefined ? message : `Line ${line}${column ? `, column '${column}'` : ''}: ${message}`)
		this.name = 'ImportFormatError'
	}
}

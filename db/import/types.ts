/**
 * The shapes shared by the parts of the food import: its options and result, the generic
 * sources, the error a stopped import throws, and a bound SQL value.
 */

/** The sources imported as the "generic" part (USDA). */
export const GENERIC_SOURCES = ['sr_legacy', 'foundation', 'survey_fndds'] as const
export type GenericSource = (typeof GENERIC_SOURCES)[number]

/** Which part(s) to import. */
export type ImportPart = 'generic' | 'products' | 'all'

/** Options of {@link importFoods}. */
export interface ImportFoodsOptions {
	/** Folder holding foods.csv(.gz), portions.csv(.gz) and optionally branded.csv(.gz) and usda_branded.csv(.gz). */
	dataDir: string
	/** Default 'all'. 'generic' is fast (a few seconds) and lets a server start serving search. */
	only?: ImportPart
	/** Progress lines (default: none). */
	log?: (msg: string) => void
	/**
	 * Stops the product part between two write transactions (SIGTERM); it then throws
	 * ImportInterruptedError. The part is not recorded as done, so the next run resumes it.
	 */
	signal?: AbortSignal
}

/** The import was stopped through `signal`; the committed rows stay and the next run resumes. */
export class ImportInterruptedError extends Error {
	constructor() {
		super('food import interrupted; it resumes on the next run')
	}
}

/** What {@link importFoods} did. */
export interface ImportFoodsResult {
	/**
	 * Generic foods now in the database according to `food_imports` (imported by this call, or by
	 * an earlier one when skipped); 0 when the part was never imported.
	 */
	generic: number
	/** Same for Open Food Facts products (those whose barcode USDA does not have). */
	products: number
	/** Same for USDA Branded Foods products. */
	branded: number
	/** True when every requested part was already imported from identical files (nothing done). */
	skipped: boolean
}

/**
 * The macronutrient columns after kcal, per 100 g as published: named alike in the data files
 * and in the `foods` table, and in this order in both.
 */
export const MACRO_COLUMNS = ['protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg'] as const

/** A value bound to an SQL statement. */
export type SqlValue = string | number | null

/**
 * What every capture engine returns (barcode, voice/typed text, vision model, nutrition label),
 * so that the capture panel, the /multimodal-input page and the /api adapters render and log
 * them one way. Isomorphic. Nutrition always comes from a database food (resolvePortion), a
 * photographed label, or the user — never from a model.
 */
import type { Db } from '#app/db.server.ts'
import type { LogUnit, Nutrients } from '#app/domain/nutrition/index.ts'
import type { LabelExtras } from '#app/domain/capture/image/label-parse.ts'

/** Which engine produced a result. */
export const CAPTURE_SOURCES = ['barcode', 'transcript', 'vision-model', 'nutrition-label'] as const
export type CaptureSource = (typeof CAPTURE_SOURCES)[number]

/** Values read off a 'Nutrition Facts' panel, per one labelled serving (kcal, g). */
export type LabelReading = {
	/** Serving size as printed, e.g. '2/3 cup (55g)'. */
	servingText: string | null
	/** g (or ml) per serving, when printed. */
	servingGrams: number | null
	servingUnit: 'g' | 'ml' | null
	nutrients: Nutrients
	/**
	 * The label's other mandatory lines (saturated and trans fat, cholesterol, added sugars, vitamin
	 * D, calcium, iron, potassium; g, mg, µg), null where not read; absent on results made before
	 * they were read. Amounts from a printed '% DV' are listed in `fromPercent`.
	 */
	extras?: LabelExtras
}

/** One recognised food, ready to be added to a meal. */
export type CaptureResult = {
	/** The database food's name (or the label's / user's name when there is no food yet). */
	name: string
	brand: string | null
	source: CaptureSource
	/** 0–1. */
	confidence: number
	/** The matched database food; null for a label not yet saved as a custom food. */
	foodId: number | null
	/** The phrase, code or model name that led here (e.g. 'two scrambled eggs', '3017620422003'). */
	matchedFrom: string | null
	/** Quantity in `unit` to log (resolvePortion's input). */
	quantity: number
	unit: LogUnit
	/** g for the quantity, when known. */
	grams: number | null
	/** Totals for the quantity (kcal, g, mg). */
	nutrients: Nutrients
	/** True when kcal is an Atwater estimate (Open Food Facts products). */
	kcalEstimated: boolean
	/** e.g. '1 medium (118 g)'. */
	servingLabel: string | null
	/** USDA / Open Food Facts category, when known. */
	category: string | null
	/** Present for source 'nutrition-label': what was read, to save as a custom food. */
	label?: LabelReading
}

/**
 * The photo engine's entry point, as the /multimodal-input action calls it when
 * app/domain/capture/image/index.server.ts exports it: an uploaded image (already size-checked,
 * at most 8 MB) → recognised foods, nutrition from the database or the photographed label.
 * Expected failures are thrown as DomainError (4xx, message shown to the user).
 */
export type AnalyzeFoodImage = (
	db: Db,
	viewer: { userId: string },
	image: { bytes: Uint8Array; type: string; name: string },
) => Promise<CaptureResult[] | { results: CaptureResult[] }>

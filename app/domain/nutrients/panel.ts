/**
 * The nutrient panel of one food or entry (pure): every reported nutrient from a row that carries
 * the columns (a food per its basis, an entry's snapshot), and a food's panel per default serving.
 * For recipes and planned days built in memory, {@link totalPanel} sums panels with completeness.
 */
import { roundTo } from '#app/domain/nutrition/index.ts'
import { NUTRIENT_LIST, type ReportedNutrientKey } from '#app/domain/nutrition/micronutrients.ts'

/** Every reported nutrient's value (null = unknown). */
export type NutrientPanel = Record<ReportedNutrientKey, number | null>

/** Column (drizzle property) of each macro key on foods / meal_foods; micronutrient keys are their own property. */
const MACRO_PROPERTY: Partial<Record<ReportedNutrientKey, string>> = { protein_g: 'proteinG', carbs_g: 'carbsG', fat_g: 'fatG', fiber_g: 'fiberG', sugar_g: 'sugarG', sodium_mg: 'sodiumMg' }

/** The panel of a row (food or entry) as stored: its values as they are (per basis, or the amount eaten). */
export function panelOf(row: object): NutrientPanel {
	const r = row as Record<string, unknown>
	const out = {} as NutrientPanel
	for (const { key } of NUTRIENT_LIST) {
		const v = r[MACRO_PROPERTY[key] ?? key]
		out[key] = typeof v === 'number' && Number.isFinite(v) ? v : null
	}
	return out
}

/** `panel` × `factor`, rounded to 0.01 (unknown stays unknown). */
export function scalePanel(panel: NutrientPanel, factor: number): NutrientPanel {
	const out = {} as NutrientPanel
	for (const { key } of NUTRIENT_LIST) {
		const v = panel[key]
		out[key] = v == null ? null : roundTo(Math.max(0, v) * factor)
	}
	return out
}

/**
 * A food's panel for one default serving: per-100 g foods × serving grams / 100; per-serving
 * (custom) foods as stored. Null when a per-100 g food has no serving weight.
 */
export function foodPanelPerServing(food: { basis: string; servingGrams: number | null } & object): { grams: number | null; values: NutrientPanel } | null {
	const panel = panelOf(food)
	if (food.basis === 'perServing') return { grams: food.servingGrams, values: panel }
	if (food.servingGrams == null || !(food.servingGrams > 0)) return null
	return { grams: food.servingGrams, values: scalePanel(panel, food.servingGrams / 100) }
}

/**
 * The sum of `items` (each with its kcal and panel), with each nutrient's completeness: the share
 * of the kcal whose item carries the nutrient (null when the kcal is 0).
 */
export function totalPanel(items: readonly { kcal: number; values: NutrientPanel }[]): { kcal: number; values: NutrientPanel; completeness: Record<ReportedNutrientKey, number | null> } {
	const kcal = items.reduce((s, i) => s + Math.max(0, i.kcal), 0)
	const values = {} as NutrientPanel
	const completeness = {} as Record<ReportedNutrientKey, number | null>
	for (const { key } of NUTRIENT_LIST) {
		const known = items.filter((i) => i.values[key] != null)
		values[key] = known.length ? roundTo(known.reduce((s, i) => s + (i.values[key] ?? 0), 0)) : items.length ? null : 0
		completeness[key] = kcal > 0 ? roundTo(known.reduce((s, i) => s + Math.max(0, i.kcal), 0) / kcal) : null
	}
	return { kcal: roundTo(kcal), values, completeness }
}

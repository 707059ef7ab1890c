/**
 * Nutrient rows for panels built in memory (pure): a food's serving, a recipe's serving, a
 * planned day. The same row shape and the same percent / over rules as a logged day's
 * (./nutrients.server.ts `NutrientRow`), from a {@link totalPanel} sum and the person's targets.
 */
import { roundTo } from '#app/domain/nutrition/index.ts'
import { isMicronutrientKey, NUTRIENT_LIST, type ReportedNutrientKey } from '#app/domain/nutrition/micronutrients.ts'
import type { PersonTargets } from '#app/domain/nutrition/reference-intakes.ts'
import type { NutrientRow } from './nutrients.server.ts'
import { totalPanel, type NutrientPanel } from './panel.ts'

/** A panel against targets, as a logged day's answer has it (without the day's own fields). */
export type PanelRows = {
	group: string
	targetsFrom: 'DRI' | 'DV'
	targetsNote: string | null
	kcal: number
	/** Share (0..1) of the kcal from items carrying any micronutrient; null for 0 kcal. */
	completeness: number | null
	nutrients: NutrientRow[]
}

/**
 * `items` (each a kcal figure and its panel, e.g. a recipe's ingredients divided by its servings)
 * summed by {@link totalPanel}, against `targets`: each nutrient's amount (0.01), percent of target
 * (whole, null without target or amount), `over` when above the upper limit, and completeness
 * (0..1). The overall completeness is the kcal share of the items that carry at least one
 * micronutrient, as a logged day's is.
 *
 * Example: one banana (105 kcal, 422 mg potassium) against a 2,600 mg AI → potassium 422 mg, 16 %.
 */
export function panelRows(items: readonly { kcal: number; values: NutrientPanel }[], targets: PersonTargets): PanelRows {
	const total = totalPanel(items)
	const withMicros = items.filter((i) => Object.entries(i.values).some(([k, v]) => v != null && isMicronutrientKey(k)))
	const anyKcal = withMicros.reduce((s, i) => s + Math.max(0, i.kcal), 0)
	return {
		group: targets.group,
		targetsFrom: targets.targetsFrom,
		targetsNote: targets.note,
		kcal: total.kcal,
		completeness: total.kcal > 0 ? roundTo(Math.min(1, anyKcal / total.kcal)) : null,
		nutrients: NUTRIENT_LIST.map((info) => nutrientRow(info, targets, total.values[info.key], total.completeness[info.key])),
	}
}

/**
 * One nutrient's row against the person's targets: the rule every panel and every logged day or
 * week uses. `percent` is amount / target × 100 as a whole percent (null without a target or an
 * amount); `over` is true when the amount is above the upper limit.
 */
export function nutrientRow(info: (typeof NUTRIENT_LIST)[number], targets: PersonTargets, amount: number | null, completeness: number | null): NutrientRow {
	const t = targets.targets[info.key as ReportedNutrientKey]
	return {
		...t,
		...info,
		amount,
		percent: amount != null && t.target ? Math.round((amount / t.target) * 100) : null,
		over: amount != null && t.upperLimit != null && amount > t.upperLimit,
		completeness,
	}
}

/**
 * What the micronutrient screens render (isomorphic, no rules): the shape of the daily nutrients
 * API (`GET /api/users/{id}/nutrients/daily/{date}`) plus each nutrient's display group and
 * whether it is past its upper level. The adapters (app/routes/_index/nutrients-view.server.ts
 * and the other loaders) build these from the nutrients domain; components only show them.
 */

import type { NutrientGroup } from '#app/domain/nutrition/micronutrients.ts'

/** The display groups, in screen order (the nutrient list's groups). */
export { NUTRIENT_GROUPS, type NutrientGroup } from '#app/domain/nutrition/micronutrients.ts'

export const NUTRIENT_GROUP_LABELS: Record<NutrientGroup, string> = { vitamins: 'Vitamins', minerals: 'Minerals', fats: 'Fats', other: 'Other' }

/** One nutrient's line: amount in `unit`, the person's target and upper level (null where none applies). */
export type NutrientLine = {
	/** As in the shared CSV: `potassium_mg`, `vitamin_k_ug`, … */
	key: string
	name: string
	group: NutrientGroup
	/** Amount in `unit`, 2 decimals; null when no food carries the nutrient. */
	amount: number | null
	/** 'g', 'mg' or 'µg'. */
	unit: string
	target: number | null
	/** 'RDA', 'AI', 'DV', 'CDRR' or 'custom' (the user's own), null without a target. */
	targetKind: string | null
	upperLimit: number | null
	/** amount / target × 100, whole; null without a target. */
	percent: number | null
	/** Share of the kcal (0-100) whose foods carry data for this nutrient; null when nothing was eaten. */
	completeness: number | null
	/** True when amount is above `upperLimit`. */
	over: boolean
}

/** A day's (or an average day's, or a serving's) panel. */
export type NutrientPanelView = {
	/** The life-stage group the targets are for ('female 31-50', 'FDA DV adults'). */
	group: string
	targetsFrom: 'DRI' | 'DV'
	/** Share of the kcal (0-100) whose foods carry micronutrient data at all; null when nothing was eaten. */
	completeness: number | null
	lines: NutrientLine[]
}

/** The fields of the nutrients domain's rows (app/domain/nutrients) a panel shows; completeness there is a 0..1 share. */
type DomainRow = Omit<NutrientLine, 'completeness' | 'unit'> & { unit: string; completeness: number | null }

/** 'ug' as people write it. */
const unitText = (unit: string) => (unit === 'ug' ? 'µg' : unit)

/** A share 0..1 as a percent 0..100 (null stays null). */
const asPercent = (share: number | null) => (share == null ? null : share * 100)

/**
 * A panel from the nutrients domain's day, week or in-memory total (`dailyNutrients`,
 * `weeklyNutrients`, app/domain/nutrients): the same rows, completeness as a percent, µg spelt out.
 */
export function toPanel(day: { group: string; targetsFrom: 'DRI' | 'DV'; completeness: number | null; nutrients: readonly DomainRow[] }): NutrientPanelView {
	return {
		group: day.group,
		targetsFrom: day.targetsFrom,
		completeness: asPercent(day.completeness),
		lines: day.nutrients.map((n) => ({
			key: n.key,
			name: n.name,
			group: n.group,
			amount: n.amount,
			unit: unitText(n.unit),
			target: n.target,
			targetKind: n.targetKind,
			upperLimit: n.upperLimit,
			percent: n.percent,
			completeness: asPercent(n.completeness),
			over: n.over,
		})),
	}
}

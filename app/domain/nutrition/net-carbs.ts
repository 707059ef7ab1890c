/**
 * Net carbs: total carbohydrate minus dietary fibre, the figure low-carb eaters count. THE rule every
 * screen that shows carbs calls when the user chose net carbs (users.show_net_carbs): pure, no db,
 * no React.
 *
 * Unknown fibre means unknown net carbs, never the total carbs: an entry whose food publishes no
 * fibre contributes carbs whose net part nobody knows. A sum of entries therefore says how much of
 * its carbs have known net carbs ({@link CarbTotals.fiberKnownCarbsG}); the figure shown is the net
 * carbs of that known part, with the share, so a partly known day is never read as complete.
 *
 * Worked example: 118 g banana (26.95 g carbs, 3.07 g fibre) and a manual entry of 30 g carbs
 * (fibre unknown) → carbs 56.95 g, fibre-known carbs 26.95 g, net carbs known for 23.88 g, i.e.
 * `{ netCarbsG: 23.88, knownShare: 0.473…, complete: false }`.
 */
import { roundTo } from './nutrients.ts'

/** Carbs (g) and fibre (g, null = unknown) of one food, portion or entry. */
export type CarbsAndFiber = { carbsG: number | null; fiberG: number | null }

/**
 * The carb figures of a sum of entries: `carbsG` all their carbs, `fiberG` the fibre of those that
 * know it (null when none does), `fiberKnownCarbsG` the carbs of the entries whose fibre is known
 * (the day summary's `fiber_known_carbs_g`, migration 0013).
 */
export type CarbTotals = { carbsG: number; fiberG: number | null; fiberKnownCarbsG: number }

/** Net carbs of a sum: the known part, how much of the carbs it covers, and whether that is all. */
export type NetCarbs = {
	/** g: net carbs of the entries whose fibre is known; null when no carbs have a known fibre. */
	netCarbsG: number | null
	/** 0-1: share of the carbs (by grams) whose fibre is known; 1 when there are no carbs. */
	knownShare: number
	/** True when every carb has known fibre (the figure is the whole net carbs). */
	complete: boolean
}

/**
 * Net carbs of one food or entry, g: carbs − fibre, at least 0 (some labels count fibre outside
 * total carbohydrate, which would make it negative), rounded to 0.01. Null when either is unknown.
 */
export function netCarbsOf(n: CarbsAndFiber): number | null {
	if (n.carbsG == null || n.fiberG == null) return null
	return roundTo(Math.max(0, n.carbsG - n.fiberG))
}

/** The {@link CarbTotals} of a list of entries (an empty list: all 0). */
export function carbTotalsOf(entries: Iterable<CarbsAndFiber>): CarbTotals {
	let carbsG = 0
	let fiberG: number | null = null
	let fiberKnownCarbsG = 0
	for (const e of entries) {
		const carbs = Math.max(0, e.carbsG ?? 0)
		carbsG += carbs
		if (e.fiberG != null) {
			fiberG = (fiberG ?? 0) + Math.max(0, e.fiberG)
			fiberKnownCarbsG += carbs
		}
	}
	return { carbsG: roundTo(carbsG), fiberG: fiberG == null ? null : roundTo(fiberG), fiberKnownCarbsG: roundTo(fiberKnownCarbsG) }
}

/**
 * `t` scaled by `factor` (≥ 0): a recipe's totals per serving (1 / servings), a planned meal's
 * servings, a week's average per logged day (1 / days). The known share stays the same.
 */
export function scaleCarbTotals(t: CarbTotals, factor: number): CarbTotals {
	const f = Number.isFinite(factor) && factor > 0 ? factor : 0
	return { carbsG: roundTo(t.carbsG * f), fiberG: t.fiberG == null ? null : roundTo(t.fiberG * f), fiberKnownCarbsG: roundTo(t.fiberKnownCarbsG * f) }
}

/** The sum of some {@link CarbTotals} (meals of a day, days of a week); fibre stays null only when every part's is. */
export function sumCarbTotals(list: Iterable<CarbTotals>): CarbTotals {
	let carbsG = 0
	let fiberG: number | null = null
	let fiberKnownCarbsG = 0
	for (const t of list) {
		carbsG += t.carbsG
		if (t.fiberG != null) fiberG = (fiberG ?? 0) + t.fiberG
		fiberKnownCarbsG += t.fiberKnownCarbsG
	}
	return { carbsG: roundTo(carbsG), fiberG: fiberG == null ? null : roundTo(fiberG), fiberKnownCarbsG: roundTo(fiberKnownCarbsG) }
}

/**
 * Net carbs of a sum of entries (a meal, a day, a week): known net carbs = fibre-known carbs −
 * their fibre (at least 0), over the share of carbs they cover.
 */
export function netCarbsOfTotals(t: CarbTotals): NetCarbs {
	const carbs = Math.max(0, t.carbsG)
	const known = Math.min(carbs, Math.max(0, t.fiberKnownCarbsG))
	if (carbs <= 0) return { netCarbsG: 0, knownShare: 1, complete: true }
	const knownShare = known / carbs
	// Float sums drift by ~1e-12: within 0.005 g (what 0.01 rounding hides) counts as all known.
	const complete = carbs - known < 0.005
	if (known <= 0) return { netCarbsG: null, knownShare: 0, complete: false }
	return { netCarbsG: roundTo(Math.max(0, known - (t.fiberG ?? 0))), knownShare: complete ? 1 : knownShare, complete }
}

/** What a screen shows for carbs under the user's setting. */
export type CarbsShown = {
	/** True when the figure is net carbs. */
	net: boolean
	/** 'Carbs' or 'Net carbs'. */
	label: 'Carbs' | 'Net carbs'
	/** The goal's name: 'Carb goal' or 'Net-carb goal' (the same stored number). */
	goalLabel: 'Carb goal' | 'Net-carb goal'
	/** g to show; null = unknown, shown as '—' with {@link CarbsShown.note}. */
	grams: number | null
	/** Why the figure is partial or unknown ('Net carbs of 80 % of the carbs known'); null when whole. */
	note: string | null
}

/** '—', what a screen prints for an unknown amount. */
export const UNKNOWN_AMOUNT = '—'

/**
 * The words for carbs and their goal under the setting, for screens that name them without a
 * figure (the Goals page's card, a goal field's label): 'Carbs' / 'Carb goal', or 'Net carbs' /
 * 'Net-carb goal' (the same stored number, read as a net-carb goal).
 */
export function carbLabels(showNet: boolean): Pick<CarbsShown, 'net' | 'label' | 'goalLabel'> {
	return showNet ? { net: true, label: 'Net carbs', goalLabel: 'Net-carb goal' } : { net: false, label: 'Carbs', goalLabel: 'Carb goal' }
}

/**
 * THE carbs a screen shows: total carbs when `showNet` is off, else {@link netCarbsOfTotals} with a
 * note when fibre is unknown for some or all of the carbs. `whose` names the sum in the note
 * ("today's carbs", "this meal's carbs"; default "the carbs").
 */
export function carbsShown(showNet: boolean, t: CarbTotals, whose = 'the carbs'): CarbsShown {
	if (!showNet) return { ...carbLabels(false), grams: roundTo(t.carbsG), note: null }
	const n = netCarbsOfTotals(t)
	const base = carbLabels(true)
	if (n.netCarbsG == null) return { ...base, grams: null, note: `Net carbs unknown: no fiber data for ${whose}` }
	if (n.complete) return { ...base, grams: n.netCarbsG, note: null }
	// Never 100 % while something is unknown, never 0 % while something is known.
	const percent = Math.min(99, Math.max(1, Math.floor(n.knownShare * 100)))
	return { ...base, grams: n.netCarbsG, note: `Net carbs of ${percent} % of ${whose} known (some foods have no fiber data)` }
}

/** {@link carbsShown} of one food, portion or entry (its fibre known or not). */
export function carbsShownOf(showNet: boolean, n: CarbsAndFiber, whose = 'this food'): CarbsShown {
	return carbsShown(showNet, carbTotalsOf([n]), whose)
}

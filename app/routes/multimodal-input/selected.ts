/**
 * The capture screen's Selected Foods, kept in the URL as repeated `sel` parameters
 * ('foodId~quantity~unit~name'), so the list works without JavaScript and survives a reload.
 */
import { DIARY_CAPS } from '#app/domain/diary/caps.ts'
import { isLogUnit, type LogUnit } from '#app/domain/nutrition/index.ts'

/** A selected food, as kept in the `sel` URL parameter. */
export type Selected = { foodId: number; quantity: number; unit: LogUnit; name: string }

/** One `sel` value for `s`. */
export const selValue = (s: Selected) => `${s.foodId}~${s.quantity}~${s.unit}~${s.name}`

/** Identity of a selection (the same food, quantity and unit is selected once). */
export const selKey = (s: Pick<Selected, 'foodId' | 'quantity' | 'unit'>) => `${s.foodId}~${s.quantity}~${s.unit}`

/**
 * The selections of `values` (the `sel` parameters): at most DIARY_CAPS.foodsPerLog, malformed ones
 * and repeats dropped, names cut to 200 characters. Never throws.
 */
export function parseSelected(values: string[]): Selected[] {
	const seen = new Set<string>()
	const out: Selected[] = []
	for (const v of values.slice(0, DIARY_CAPS.foodsPerLog)) {
		const [id, q, unit, ...name] = v.split('~')
		const foodId = Number(id)
		const quantity = Number(q)
		if (!Number.isSafeInteger(foodId) || foodId <= 0 || !(quantity > 0) || !isLogUnit(unit)) continue
		const key = selKey({ foodId, quantity, unit })
		if (seen.has(key)) continue
		seen.add(key)
		out.push({ foodId, quantity, unit, name: name.join('~').slice(0, 200) || 'Food' })
	}
	return out
}

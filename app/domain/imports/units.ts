/** Units of the sources' weights: kg, or pounds by their definition (0.45359237 kg, app/domain/nutrition/body-units.ts). */
import { toKg } from '#app/domain/nutrition/body-units.ts'

/** `value` in `unit` ('kg', 'lb', 'lbs', 'pounds', 'kilograms'…) as kg; null for an unknown unit. */
export function weightToKg(value: number, unit: string): number | null {
	const u = unit.trim().toLowerCase()
	if (/^(kg|kgs|kilograms?)$/.test(u)) return value
	if (/^(lb|lbs|pounds?)$/.test(u)) return toKg(value, 'imperial')
	return null
}

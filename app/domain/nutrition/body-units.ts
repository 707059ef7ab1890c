/**
 * The weight log's and water's units (pure, isomorphic). The database and the domain always hold
 * kilograms, centimetres and millilitres; a user whose profile `units` is 'imperial' sees and types
 * pounds, inches and US fluid ounces, converted at the edge (docs/decisions/003-units-and-snapshots.md).
 * Every factor is exact by definition.
 *
 * @example
 * toKg(150, 'imperial')        // 68.0388555 (150 × 0.45359237)
 * fromMl(250, 'imperial')      // 8.4535… fl oz (250 / 29.5735295625)
 * displayWeight(68.0388555, 'imperial') // 150  (to 0.1 lb)
 */
import { CM_PER_INCH, KG_PER_POUND } from './body.ts'
import { roundTo } from './nutrients.ts'

/** A user's unit system (spec section 3: 'metric' or 'imperial'; default 'metric'). */
export type UnitSystem = 'metric' | 'imperial'

/**
 * Millilitres in one US customary fluid ounce: 1/128 US gallon of 231 in³, with 1 in = 2.54 cm
 * exactly, so 231 × 16.387064 / 128 = 29.5735295625 ml (NIST Handbook 44, Appendix C).
 */
export const ML_PER_US_FLUID_OUNCE = 29.5735295625

/** The label of a weight, length and volume in a unit system. */
export const BODY_UNIT_LABELS: Record<UnitSystem, { weight: string; length: string; water: string }> = {
	metric: { weight: 'kg', length: 'cm', water: 'ml' },
	imperial: { weight: 'lb', length: 'in', water: 'fl oz' },
}

/** A weight typed in the user's units (kg or lb) → kg, unrounded. */
export function toKg(value: number, units: UnitSystem): number {
	return units === 'imperial' ? value * KG_PER_POUND : value
}

/** kg → the user's units (kg or lb), unrounded. */
export function fromKg(kg: number, units: UnitSystem): number {
	return units === 'imperial' ? kg / KG_PER_POUND : kg
}

/** A length typed in the user's units (cm or in) → cm, unrounded. */
export function toCm(value: number, units: UnitSystem): number {
	return units === 'imperial' ? value * CM_PER_INCH : value
}

/** cm → the user's units (cm or in), unrounded. */
export function fromCm(cm: number, units: UnitSystem): number {
	return units === 'imperial' ? cm / CM_PER_INCH : cm
}

/** A volume of water typed in the user's units (ml or US fl oz) → ml, unrounded. */
export function toMl(value: number, units: UnitSystem): number {
	return units === 'imperial' ? value * ML_PER_US_FLUID_OUNCE : value
}

/** ml → the user's units (ml or US fl oz), unrounded. */
export function fromMl(ml: number, units: UnitSystem): number {
	return units === 'imperial' ? ml / ML_PER_US_FLUID_OUNCE : ml
}

/** A weight for display in the user's units, to 0.1 kg or 0.1 lb. */
export function displayWeight(kg: number, units: UnitSystem): number {
	return roundTo(fromKg(kg, units), 1)
}

/** A length for display in the user's units, to 0.1 cm or 0.1 in. */
export function displayLength(cm: number, units: UnitSystem): number {
	return roundTo(fromCm(cm, units), 1)
}

/** Water for display in the user's units: whole ml, or US fl oz to 0.1. */
export function displayWater(ml: number, units: UnitSystem): number {
	return units === 'imperial' ? roundTo(fromMl(ml, units), 1) : Math.round(ml)
}

/**
 * Bounds given in millilitres (a water goal's 500-5000 ml, spec section 5) as the user types them:
 * ml unchanged, or US fl oz to 0.1 rounded inward, so every amount inside the shown bounds converts
 * back to whole millilitres inside the ml bounds (500-5000 ml → 17-169 fl oz, since 16.9 fl oz is
 * 499.8 ml and 169.1 fl oz is 5,000.9 ml). Factor: {@link ML_PER_US_FLUID_OUNCE} (NIST Handbook 44).
 * @param bounds inclusive bounds, ml
 * @returns inclusive bounds in the user's water unit
 */
export function waterBoundsIn(bounds: { min: number; max: number }, units: UnitSystem): { min: number; max: number } {
	if (units === 'metric') return { min: bounds.min, max: bounds.max }
	return { min: Math.ceil(fromMl(bounds.min, units) * 10) / 10, max: Math.floor(fromMl(bounds.max, units) * 10) / 10 }
}

/**
 * A water amount typed in the user's units → whole millilitres, the unit every stored water amount
 * and goal has (ml, or US fl oz × {@link ML_PER_US_FLUID_OUNCE}, rounded to the nearest ml).
 */
export function waterMlFrom(value: number, units: UnitSystem): number {
	return Math.round(toMl(value, units))
}

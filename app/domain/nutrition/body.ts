/**
 * Body measures: BMI and the unit conversions the profile's imperial fields use (pure, isomorphic).
 * Constants cite their source (WHO, NIST).
 */

/** BMI categories (WHO adult cut-offs, as in spec section 5). */
export type BmiCategory = 'Underweight' | 'Normal' | 'Overweight' | 'Obese'

/**
 * BMI = weight (kg) / height (m)², to 1 decimal, with its WHO category (spec section 5).
 * Returns null when either value is missing or not positive.
 */
export function bmi(weightKg: number | null | undefined, heightCm: number | null | undefined): { value: number; category: BmiCategory } | null {
	if (!weightKg || !heightCm || weightKg <= 0 || heightCm <= 0) return null
	const m = heightCm / 100
	const value = Math.round((weightKg / (m * m)) * 10) / 10
	const category: BmiCategory = value < 18.5 ? 'Underweight' : value < 25 ? 'Normal' : value < 30 ? 'Overweight' : 'Obese'
	return { value, category }
}

/** Centimetres per inch (NIST). */
export const CM_PER_INCH = 2.54
/** Kilograms per pound (NIST). */
export const KG_PER_POUND = 0.45359237

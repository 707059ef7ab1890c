/**
 * Pure nutrition rules shared by every screen and the API (isomorphic: no db, no React).
 * Constants cite their source: the product spec section, USDA or WHO.
 */
import type { MealType } from '#db/schema.ts'

export { DEFAULT_GOALS, MEAL_PLAN_DEFAULT_TARGETS } from './nutrition/goals.ts'
export { CUSTOM_FOOD_BOUNDS, ENTRY_BOUNDS, QUANTITY_BOUNDS } from './nutrition/bounds.ts'

/** Percent of goal, rounded, clamped to 0..100 (spec section 5 "Display": capped at 100). */
export function percentOfGoal(consumed: number, goal: number): number {
	if (!Number.isFinite(consumed) || !Number.isFinite(goal) || goal <= 0) return 0
	// Of the amount as shown (rounded to a whole number), so '0 / 65 g' never sits beside '1%'.
	return Math.min(100, Math.max(0, Math.round((Math.round(consumed) / goal) * 100)))
}

/**
 * The single definition of an "on track" day, used by the dashboard, analytics, profile stats
 * and the API: calories consumed within 90-110 % of the calorie goal (inclusive).
 * A day with nothing logged is never on track. Documented in docs/decisions/004-on-track.md.
 */
export const ON_TRACK_RANGE = { min: 0.9, max: 1.1 } as const
export function isOnTrack(caloriesConsumed: number, calorieGoal: number): boolean {
	if (calorieGoal <= 0 || caloriesConsumed <= 0) return false
	const ratio = caloriesConsumed / calorieGoal
	return ratio >= ON_TRACK_RANGE.min && ratio <= ON_TRACK_RANGE.max
}

/** Greeting by local hour: morning before 12, afternoon before 18, else evening (spec section 9). */
export function greetingFor(hour: number): 'Good morning' | 'Good afternoon' | 'Good evening' {
	if (hour < 12) return 'Good morning'
	if (hour < 18) return 'Good afternoon'
	return 'Good evening'
}

/** Default meal type by local hour: breakfast < 11, lunch < 16, dinner < 20, else snack (spec section 4). */
export function defaultMealType(hour: number): MealType {
	if (hour < 11) return 'breakfast'
	if (hour < 16) return 'lunch'
	if (hour < 20) return 'dinner'
	return 'snack'
}

/** Suggested meal for the empty state: lunch 11-15, dinner from 16, else breakfast (spec section 2). */
export function suggestedMealType(hour: number): MealType {
	if (hour >= 11 && hour < 16) return 'lunch'
	if (hour >= 16) return 'dinner'
	return 'breakfast'
}

/** 'breakfast' → 'Breakfast'. */
export function mealTypeLabel(type: MealType): string {
	return type.charAt(0).toUpperCase() + type.slice(1)
}

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

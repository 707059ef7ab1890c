/**
 * The time of day in the diary: the greeting, the meal a new entry defaults to and the meal the
 * empty state suggests, each by the user's local hour, and a meal type's label (pure, isomorphic).
 * The hour comes from `localHour(tz)` in app/domain/dates.ts.
 */
import type { MealType } from '#db/schema.ts'

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

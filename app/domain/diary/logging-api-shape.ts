/**
 * The JSON API's edge for the logging shortcuts: recent foods and My Meals under the spec's
 * nutrient names (`calories` kcal, `protein`, `carbs`, `fat` g), as api-shape.ts does for meals
 * and entries. Isomorphic.
 */
import type { Nutrients } from '#app/domain/nutrition/index.ts'
import { toApiMealFood, toApiMealTotals } from './api-shape.ts'
import type { MealFoodView, MealTotalsView } from './diary.server.ts'
import type { RecentFood } from './recent.server.ts'
import type { SavedMealSummary, SavedMealView } from './saved-meals.server.ts'

const macros = (n: Nutrients) => ({ calories: n.kcal ?? 0, protein: n.proteinG ?? 0, carbs: n.carbsG ?? 0, fat: n.fatG ?? 0 })

/** A recent food as GET /api/users/{id}/recent-foods returns it. */
export function toApiRecentFood(f: RecentFood) {
	return { foodId: f.foodId, name: f.name, brand: f.brand, quantity: f.quantity, unit: f.unit, calories: f.kcal, lastLoggedAt: f.lastLoggedAt, timesLogged: f.timesLogged }
}

/** A My Meal without its foods. */
export function toApiSavedMealSummary(m: SavedMealSummary) {
	return { id: m.id, name: m.name, itemCount: m.itemCount, ...macros(m.nutrients), createdAt: m.createdAt }
}

/** A My Meal with its foods. */
export function toApiSavedMeal(m: SavedMealView) {
	return {
		...toApiSavedMealSummary(m),
		foods: m.foods.map((f) => ({ foodId: f.foodId, name: f.name, brand: f.brand, quantity: f.quantity, unit: f.unit, ...macros(f.nutrients) })),
	}
}

/** A write that put entries into a meal (a copy, a My Meal logged): the meal's totals and the new entries. */
export function toApiWritten<T extends { meal: MealTotalsView; entries: MealFoodView[] }>(r: T) {
	return { ...r, meal: toApiMealTotals(r.meal), entries: r.entries.map(toApiMealFood) }
}

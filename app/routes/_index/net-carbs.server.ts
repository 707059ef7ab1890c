import { carbsShown, carbTotalsOf, type CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
import type { MealView } from '#app/domain/diary/diary.server.ts'

/**
 * The dashboard's carbs for the day shown, by the user's net-carbs setting: the day's entries are
 * already read for the meal cards, so this costs no query. Null when the setting is off (the macro
 * card shows total carbs as before).
 */
export function dayCarbs(user: { showNetCarbs: boolean }, meals: readonly MealView[], isToday: boolean): CarbsShown | null {
	if (!user.showNetCarbs) return null
	const entries = meals.flatMap((m) => m.foods.map((f) => f.nutrients))
	return carbsShown(true, carbTotalsOf(entries), isToday ? "today's carbs" : "this day's carbs")
}

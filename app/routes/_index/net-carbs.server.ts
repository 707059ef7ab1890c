import { carbsShown, carbsShownOf, carbTotalsOf, type CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
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

/**
 * The carbs the rest of the dashboard shows, by the setting (`net`: the add sheet's food rows and
 * detail print net carbs of each food with the same rule). With net carbs on, each meal card gets
 * its meal's net carbs and the opened meal each entry's; off, meal cards show no carbs (as before).
 * From the entries the page already read: no query.
 */
export function dashboardCarbs(user: { showNetCarbs: boolean }, meals: readonly MealView[], opened: MealView | undefined) {
	const net = user.showNetCarbs
	return {
		net,
		/** Meal id → its net carbs; null with the setting off. */
		meals: net ? Object.fromEntries(meals.map((m) => [m.id, carbsShown(true, carbTotalsOf(m.foods.map((f) => f.nutrients)), "this meal's carbs")])) : null,
		/** Entry id → its net carbs, for the opened meal only; null with the setting off or no meal opened. */
		entries: net && opened ? Object.fromEntries(opened.foods.map((f) => [f.id, carbsShownOf(true, f.nutrients, 'this food')])) : null,
	}
}

/** What {@link dashboardCarbs} answers. */
export type DashboardCarbs = ReturnType<typeof dashboardCarbs>

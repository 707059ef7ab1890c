/**
 * Carbs on the screens that are not the dashboard, by the user's net-carbs setting
 * (users.show_net_carbs): /analytics (today's row, each day of the range and the average per
 * logged day), recipes (per serving) and the planner's day. Each calls the one rule
 * (app/domain/nutrition/net-carbs.ts) on sums built with `carbTotalsOf`, never on summed fibre
 * (a sum's fibre counts only the foods that know it).
 */
import { db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { carbTotalsByDay } from '#app/domain/diary/carbs.server.ts'
import { getRecipes } from '#app/domain/recipes/recipes.server.ts'
import { goalProgress, type GoalProgress } from '#app/domain/nutrition/progress.ts'
import { carbsShown, carbTotalsOf, scaleCarbTotals, sumCarbTotals, type CarbsAndFiber, type CarbsShown, type CarbTotals } from '#app/domain/nutrition/net-carbs.ts'

/** What /analytics shows of carbs with net carbs on ({@link analyticsCarbs}). */
export type AnalyticsCarbsView = {
	/** Today's net carbs (the Today's Nutrition row) and their progress to the net-carb goal (unknown counts 0 on the bar). */
	today: CarbsShown & { progress: GoalProgress }
	/** Each day of the range: its net carbs, null when nothing was logged that day. */
	days: { date: string; carbs: CarbsShown | null }[]
	/** Average per logged day (days with a logged meal); null when none. */
	average: CarbsShown | null
	loggedDays: number
}

const ZERO: CarbTotals = { carbsG: 0, fiberG: null, fiberKnownCarbsG: 0 }

/**
 * /analytics' carbs for the range's `days` and `today` with the net-carbs setting on; null when
 * it is off (the screen shows total carbs as before and reads nothing more). One read of the
 * day summaries for the range and today (at most 32 rows).
 */
export async function analyticsCarbs(actor: Actor, user: { showNetCarbs: boolean; dailyCarbGoal: number }, view: { days: readonly string[]; today: string; rangeWord: string }): Promise<AnalyticsCarbsView | null> {
	if (!user.showNetCarbs || view.days.length === 0) return null
	const byDay = await carbTotalsByDay(db, actor, view.days[0]!, view.days[view.days.length - 1]!, [view.today])
	const todayShown = carbsShown(true, byDay.get(view.today) ?? ZERO, "today's carbs")
	const logged = view.days.flatMap((d) => byDay.get(d) ?? [])
	return {
		today: { ...todayShown, progress: goalProgress(todayShown.grams ?? 0, user.dailyCarbGoal) },
		days: view.days.map((date) => {
			const t = byDay.get(date)
			return { date, carbs: t ? carbsShown(true, t, "this day's carbs") : null }
		}),
		average: logged.length ? carbsShown(true, scaleCarbTotals(sumCarbTotals(logged), 1 / logged.length), `${view.rangeWord}'s carbs`) : null,
		loggedDays: logged.length,
	}
}

/**
 * The carbs of `servings` servings of a recipe (default one) from its ingredients' amounts
 * (`nutrients` of each, as the recipe view holds them): total carbs, or net carbs by the rule
 * with the share known when some ingredient has no fibre data.
 */
export function recipeCarbs(showNet: boolean, recipe: { servings: number; ingredients: readonly { nutrients: CarbsAndFiber }[] }, servings = 1): CarbsShown {
	return carbsShown(showNet, recipeCarbTotals(recipe, servings), "this recipe's carbs")
}

/** The {@link CarbTotals} of `servings` servings of a recipe, from its ingredients. */
function recipeCarbTotals(recipe: { servings: number; ingredients: readonly { nutrients: CarbsAndFiber }[] }, servings: number): CarbTotals {
	return scaleCarbTotals(carbTotalsOf(recipe.ingredients.map((i) => i.nutrients)), servings / Math.max(1, recipe.servings))
}

/** A planned meal as the planner's day lists it (planned_meals: its recipe, servings and stored carbs). */
type PlannedMealCarbs = { id: string; recipeId: string | null; servings: number; estimatedCarbs: number }

/**
 * The planner's day with net carbs on: each planned meal's net carbs (its servings of its recipe,
 * from the ingredients' fibre; a meal whose recipe is gone has only its stored carbs, so its net
 * carbs are unknown) and the day's. Null when the setting is off or nothing is planned (nothing read).
 */
export async function plannedCarbs(actor: Actor, showNet: boolean, meals: readonly PlannedMealCarbs[]): Promise<{ meals: Record<string, CarbsShown>; day: CarbsShown } | null> {
	if (!showNet || meals.length === 0) return null
	const recipes = await getRecipes(db, actor, meals.flatMap((m) => (m.recipeId ? [m.recipeId] : [])))
	const totals = meals.map((m): [string, CarbTotals] => {
		const recipe = m.recipeId ? recipes.get(m.recipeId) : undefined
		if (!recipe) return [m.id, { carbsG: m.estimatedCarbs, fiberG: null, fiberKnownCarbsG: 0 }]
		return [m.id, recipeCarbTotals(recipe, m.servings)]
	})
	return {
		meals: Object.fromEntries(totals.map(([id, t]) => [id, carbsShown(true, t, "this meal's carbs")])),
		day: carbsShown(true, sumCarbTotals(totals.map(([, t]) => t)), "this day's carbs"),
	}
}

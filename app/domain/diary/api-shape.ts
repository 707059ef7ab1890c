/**
 * The JSON API's edge for the diary: the domain's {@link Nutrients} renamed to the spec's field
 * names (section 3: Meal `calories`/`totalCalories`, `protein`, `carbs`, `fat`; Meal-food entry
 * the same plus `fiber`, `sugar`, `sodium`; Daily progress `consumed`/`goals`). Every /api route
 * that returns a meal, entry or day calls these; nothing else uses the spec's names. Isomorphic.
 */
import { goalProgress, type Nutrients } from '#app/domain/nutrition/index.ts'
import { carbTotalsOf, netCarbsOf, netCarbsOfTotals, scaleCarbTotals } from '#app/domain/nutrition/net-carbs.ts'
import type { DailyProgress, MealFoodView, MealTotalsView, MealView } from './diary.server.ts'

/** A meal-food entry as the API returns it (kcal, g, mg; fiber, sugar, sodium null when unknown). */
export function toApiMealFood(e: MealFoodView) {
	const n = e.nutrients
	return {
		id: e.id,
		mealId: e.mealId,
		foodId: e.foodId,
		name: e.name,
		brand: e.brand,
		quantity: e.quantity,
		unit: e.unit,
		mealType: e.mealType,
		userId: e.userId,
		loggedAt: e.loggedAt,
		grams: e.grams,
		calories: n.kcal ?? 0,
		caloriesEstimated: e.kcalEstimated,
		protein: n.proteinG ?? 0,
		carbs: n.carbsG ?? 0,
		fat: n.fatG ?? 0,
		fiber: n.fiberG,
		sugar: n.sugarG,
		sodium: n.sodiumMg,
		/** Added to the spec's entry: carbs − fiber (g), null when the fiber is unknown (never the total carbs). */
		netCarbs: netCarbsOf(n),
	}
}

/**
 * Net carbs of a sum of entries (a meal, a day) at the API's edge, whatever the user's display
 * setting: `amount` the net carbs (g) of the entries whose fiber is known (null when none is),
 * `knownShare` the share (0-1) of the carbs they cover, `complete` whether that is all of them.
 * `carbs` stays the total, as the spec defines it. `factor` scales the sum first (a recipe's
 * ingredients per serving: 1 / servings); the share known does not change.
 */
export function toApiNetCarbs(entries: readonly { nutrients: Nutrients }[], factor = 1) {
	const n = netCarbsOfTotals(scaleCarbTotals(carbTotalsOf(entries.map((e) => e.nutrients)), factor))
	return { amount: n.netCarbsG, knownShare: Math.round(n.knownShare * 10000) / 10000, complete: n.complete }
}

/** A meal's totals as the API returns them: `calories` = `totalCalories` (the meal-calories rule). */
export function toApiMealTotals(m: MealTotalsView) {
	const kcal = m.nutrients.kcal ?? 0
	return {
		id: m.id,
		userId: m.userId,
		// The spec calls a meal's type its `name` (section 3 "Meal"); the domain calls it mealType.
		name: m.mealType,
		date: m.date,
		time: m.time,
		calories: kcal,
		totalCalories: kcal,
		caloriesAdjusted: m.caloriesAdjusted,
		protein: m.nutrients.proteinG ?? 0,
		carbs: m.nutrients.carbsG ?? 0,
		fat: m.nutrients.fatG ?? 0,
		itemCount: m.itemCount,
	}
}

/** A meal as the API returns it: its totals ({@link toApiMealTotals}) and its entries. */
export function toApiMeal(m: MealView) {
	return { ...toApiMealTotals(m), netCarbs: toApiNetCarbs(m.foods), foods: m.foods.map(toApiMealFood) }
}

/** Day totals under the spec's names (kcal, g); unknown counts as 0 in a total. */
export function toApiTotals(n: Nutrients) {
	return {
		calories: n.kcal ?? 0,
		protein: n.proteinG ?? 0,
		carbs: n.carbsG ?? 0,
		fat: n.fatG ?? 0,
		fiber: n.fiberG ?? 0,
		sugar: n.sugarG ?? 0,
	}
}

/**
 * One nutrient against its goal, as the API adds it to the spec's daily progress: `percent`
 * uncapped (137 when 274 of 200 g), `barPercent` capped at 100 (the spec's bars), and what is
 * `remaining` (under the goal) or the `excess` (over it), whole kcal or g.
 */
function toApiGoalProgress(consumed: number | null, goal: number | null) {
	const g = goalProgress(consumed ?? 0, goal ?? 0)
	return { percent: g.percent, barPercent: g.barPercent, remaining: g.over ? 0 : g.amount, excess: g.over ? g.amount : 0 }
}

/** Daily progress as the API returns it (spec section 3), plus `progress`: each of the four against its goal. */
export function toApiDailyProgress(p: DailyProgress) {
	const { consumed: c, goals: g } = p
	return {
		date: p.date,
		consumed: toApiTotals(c),
		goals: toApiTotals(g),
		meals: p.meals.map(toApiMeal),
		onTrack: p.onTrack,
		netCarbs: toApiNetCarbs(p.meals.flatMap((m) => m.foods)),
		progress: {
			calories: toApiGoalProgress(c.kcal, g.kcal),
			protein: toApiGoalProgress(c.proteinG, g.proteinG),
			carbs: toApiGoalProgress(c.carbsG, g.carbsG),
			fat: toApiGoalProgress(c.fatG, g.fatG),
		},
	}
}

/** `logFood`'s answer: the new entry and its meal's totals (never every entry, so a full meal costs no more to write). */
export function toApiLogged(r: { meal: MealTotalsView; entry: MealFoodView }) {
	return { meal: toApiMealTotals(r.meal), entry: toApiMealFood(r.entry) }
}

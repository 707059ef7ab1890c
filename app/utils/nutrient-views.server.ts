/**
 * Micronutrient panels for the screens that are not the dashboard: the week on /analytics, a
 * food's serving in the add sheet, a recipe's serving and a planned day. Each calls the nutrients
 * domain (app/domain/nutrients) and shapes its answer for the components in
 * app/components/nutrients; no nutrient rule is restated here.
 */
import { toPanel, type NutrientPanelView } from '#app/components/nutrients/types.ts'
import type { NutrientWeekView } from '#app/components/nutrients/week-table.tsx'
import { db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { entrySnapshot } from '#app/domain/diary/diary.server.ts'
import { DomainError, NotFoundError } from '#app/domain/errors.ts'
import { weeklyNutrients } from '#app/domain/nutrients/nutrients.server.ts'
import { panelOf, scalePanel, type NutrientPanel } from '#app/domain/nutrients/panel.ts'
import { panelRows } from '#app/domain/nutrients/panel-rows.ts'
import { nutrientTargets } from '#app/domain/nutrients/targets.server.ts'
import { NUTRIENT_LIST } from '#app/domain/nutrition/micronutrients.ts'
import { getRecipe, recipeFoods, type RecipeFoods, type RecipeView } from '#app/domain/recipes/recipes.server.ts'

/**
 * The week's average per logged day for /analytics: this Sunday week, or the one before for
 * 'Last Week' (`weeksBack` 1).
 */
export async function nutrientWeek(actor: Actor, weeksBack: 0 | 1): Promise<NutrientWeekView> {
	const week = await weeklyNutrients(db, actor, addDaysIso(todayIn(actor.timezone), -7 * weeksBack))
	return { from: week.from, to: week.to, loggedDays: week.loggedDays, panel: toPanel(week) }
}

/** One item of an in-memory panel: its kcal and every nutrient it carries. */
type Item = { kcal: number; values: NutrientPanel }

/** A panel that knows nothing (a planned meal without a recipe): its kcal count, its nutrients are unknown. */
const UNKNOWN_PANEL = Object.fromEntries(NUTRIENT_LIST.map((n) => [n.key, null])) as NutrientPanel

/**
 * The items of ONE serving of `recipe`: each ingredient as the diary would snapshot it
 * (`entrySnapshot`, ADR 003), divided by the recipe's servings. An ingredient whose food is gone
 * or whose unit no longer applies is left out, as the recipe's own totals leave it out.
 */
function servingItems(recipe: RecipeView, loaded: RecipeFoods): Item[] {
	const per = 1 / Math.max(1, recipe.servings)
	return recipe.ingredients.flatMap((i) => {
		const food = i.foodId == null ? undefined : loaded.foods.get(i.foodId)
		if (!food) return []
		try {
			const snapshot = entrySnapshot({ ...food, portions: loaded.portions.get(food.id) ?? [] }, i.quantity, i.unit)
			return [{ kcal: (snapshot.kcal ?? 0) * per, values: scalePanel(panelOf(snapshot), per) }]
		} catch (error) {
			if (error instanceof DomainError) return []
			throw error
		}
	})
}

/** One serving of `recipe` against the person's targets (today's), for the recipe page. */
export async function recipeNutrients(actor: Actor, recipe: RecipeView): Promise<NutrientPanelView> {
	const [loaded, targets] = await Promise.all([recipeFoods(db, [recipe]), nutrientTargets(db, actor)])
	return toPanel(panelRows(servingItems(recipe, loaded), targets))
}

/**
 * A planned day against the person's targets on that day: each planned meal's servings of its
 * recipe; a planned meal without a recipe counts its estimated kcal with unknown nutrients (so the
 * completeness says so). Null for a day with nothing planned (nothing read).
 */
export async function plannedDayNutrients(actor: Actor, day: string, meals: readonly { recipeId: string | null; servings: number; estimatedCalories: number }[]): Promise<NutrientPanelView | null> {
	if (meals.length === 0) return null
	const ids = [...new Set(meals.flatMap((m) => (m.recipeId ? [m.recipeId] : [])))]
	const recipes = new Map<string, RecipeView>()
	for (const id of ids) {
		try {
			recipes.set(id, await getRecipe(db, actor, id))
		} catch (error) {
			if (!(error instanceof NotFoundError)) throw error
		}
	}
	const [loaded, targets] = await Promise.all([recipeFoods(db, recipes.values()), nutrientTargets(db, actor, day)])
	const items = meals.flatMap((m) => {
		const recipe = m.recipeId ? recipes.get(m.recipeId) : undefined
		if (!recipe) return [{ kcal: m.estimatedCalories, values: UNKNOWN_PANEL }]
		return servingItems(recipe, loaded).map((i) => ({ kcal: i.kcal * m.servings, values: scalePanel(i.values, m.servings) }))
	})
	return toPanel(panelRows(items, targets))
}

/**
 * The dashboard's Nutrients view (`?view=nutrients`) and the add sheet's full nutrient panel of a
 * food (`?panel=1`): read only when the URL asks, so the normal dashboard reads and ships what it did.
 */
import { toPanel, type NutrientPanelView } from '#app/components/nutrients/types.ts'
import { db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { servingSummary } from '#app/domain/foods/display.ts'
import type { FoodWithPortions } from '#app/domain/foods/foods.server.ts'
import { dailyNutrients } from '#app/domain/nutrients/nutrients.server.ts'
import { foodPanelPerServing, panelOf } from '#app/domain/nutrients/panel.ts'
import { panelRows } from '#app/domain/nutrients/panel-rows.ts'
import { nutrientTargets } from '#app/domain/nutrients/targets.server.ts'
import { preloadNutrientsView, showsNutrients } from './nutrients-tab.tsx'

/** A food's full panel in the add sheet, and what amount it is for ('per serving, 1 medium (118 g)'). */
export type FoodNutrientsView = { label: string; panel: NutrientPanelView; /** The serving's own words ('1 medium (118 g)'), null when per 100 g: the screen words the label in the page's language. */ serving: string | null }

/**
 * The day's panel when `params` ask for the Nutrients view, else null (nothing read). Awaits the
 * view's module too, so the server's HTML has it (app/components/on-demand.tsx).
 */
export async function nutrientsView(actor: Actor, date: string, params: URLSearchParams): Promise<NutrientPanelView | null> {
	if (!showsNutrients(params)) return null
	const [day] = await Promise.all([dailyNutrients(db, actor, date), preloadNutrientsView()])
	return toPanel(day)
}

/**
 * The add sheet's food detail, when `?panel=1` asks: every nutrient of one default serving of
 * `food` against the person's targets on `date` (a food without a serving weight: per 100 g).
 * Null otherwise (nothing read).
 */
export async function foodNutrientsView(actor: Actor, food: FoodWithPortions | null, date: string, params: URLSearchParams): Promise<FoodNutrientsView | null> {
	if (!food || params.get('panel') !== '1') return null
	const serving = foodPanelPerServing(food)
	const summary = servingSummary(food)
	const item = serving
		? { kcal: summary.nutrients.kcal ?? 0, values: serving.values, label: `per serving, ${summary.label}` }
		: { kcal: food.kcal ?? 0, values: panelOf(food), label: 'per 100 g' }
	const targets = await nutrientTargets(db, actor, date)
	return { label: item.label, panel: toPanel(panelRows([item], targets)), serving: serving ? summary.label : null }

}

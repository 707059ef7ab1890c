/**
 * Quick add: calories with optional protein, carbs and fat, no food needed. The entry has no food
 * (`foodId` null) and the name {@link QUICK_ADD_NAME}; its snapshot is the typed figures (kcal, g;
 * fiber, sugar and sodium unknown).
 */
import type { Db } from '#app/db.server.ts'
import { todayIn } from '#app/domain/dates.ts'
import { UNKNOWN_MICRONUTRIENTS } from '#app/domain/nutrition/micronutrients.ts'
import type { Actor } from '#app/domain/actor.ts'
import { requireDay, writeEntries } from './copy.server.ts'
import type { MealFoodView, MealTotalsView } from './diary.server.ts'
import type { QuickAddInput } from './logging.schema.ts'

/** The name a quick-add entry shows in the diary. */
export const QUICK_ADD_NAME = 'Quick add'

/**
 * Logs `calories` kcal (and `protein`, `carbs`, `fat` g) into the meal of `mealType` on `date`
 * (default the user's today), created when missing, as one entry of 1 serving. One transaction.
 * @returns the meal's totals and the new entry.
 * @throws InvalidError naming `date` outside 1900-2199, `mealType` when the meal already holds
 *   DIARY_CAPS.entriesPerMeal foods.
 */
export async function quickAdd(db: Db, actor: Actor, input: QuickAddInput): Promise<{ meal: MealTotalsView; entry: MealFoodView }> {
	const date = input.date ?? todayIn(actor.timezone)
	requireDay(date, 'date')
	const entry = {
		foodId: null,
		foodName: QUICK_ADD_NAME,
		foodBrand: null,
		quantity: 1,
		unit: 'serving',
		grams: null,
		kcal: input.calories,
		kcalEstimated: false,
		proteinG: input.protein,
		carbsG: input.carbs,
		fatG: input.fat,
		fiberG: null,
		sugarG: null,
		sodiumMg: null,
		...UNKNOWN_MICRONUTRIENTS,
	}
	const { meal, entries } = await db.transaction((tx) => writeEntries(tx as unknown as Db, actor, { mealType: input.mealType, date }, [entry], 'mealType'))
	return { meal, entry: entries[0]! }
}

/**
 * Copying diary entries: a meal into another meal type or day, a whole day into another day. A
 * copied entry keeps its snapshot (ADR 003: the food is the same, so are its amount and nutrients),
 * so a copy's totals equal its source's. Every copy is one transaction and respects DIARY_CAPS.
 * Quick add and My Meals write their entries through {@link writeEntries} too.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { isIsoDay, isoDayMessage } from '#app/domain/dates.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { diaryDayTotals, mealFoods, meals, type MealFood, type MealType } from '#db/schema.ts'
import type { Actor } from '#app/domain/actor.ts'
import { pickMicronutrients } from '#app/domain/nutrition/micronutrients.ts'
import { DIARY_CAPS } from './caps.ts'
import { findOrCreateMeal, getMeal, listMeals, mealTotals, toEntryView, type EntrySnapshot, type MealFoodView, type MealTotalsView } from './diary.server.ts'
import type { CopyDayInput, CopyMealInput } from './logging.schema.ts'

/** What a written entry holds besides its meal: the food it names and its snapshot. */
export type EntryCopy = Pick<MealFood, 'foodId' | 'foodName' | 'foodBrand'> & EntrySnapshot

/** The snapshot columns of an entry (or a My Meal food), micronutrients included, for {@link writeEntries}. */
export function copyOf(e: EntryCopy): EntryCopy {
	const { foodId, foodName, foodBrand, quantity, unit, grams, kcal, kcalEstimated, proteinG, carbsG, fatG, fiberG, sugarG, sodiumMg } = e
	return { foodId, foodName, foodBrand, quantity, unit, grams, kcal, kcalEstimated, proteinG, carbsG, fatG, fiberG, sugarG, sodiumMg, ...pickMicronutrients(e) }
}

/**
 * The caller's own entries (defence in depth beside the meal filter), written `+user_id` so SQLite
 * reads the meal's entries through the meal_id index, never the user's whole history through the
 * (user_id, food_id) one.
 */
const ownRows = (actor: Actor) => sql`+${mealFoods.userId} = ${actor.userId}`

/** Refuses a day outside what the diary accepts (1900-2199), naming `field`. */
export function requireDay(day: string, field: string): void {
	if (!isIsoDay(day)) throw new InvalidError(`${field}: ${isoDayMessage(field)}`, { [field]: [isoDayMessage(field)] })
}

/**
 * Writes `entries` into the day's meal of `to.mealType` (created when missing), in logging order,
 * and adds `adjustment` kcal to that meal's calorie adjustment. Run inside the caller's transaction.
 * @returns the meal's totals after the write and the new entries.
 * @throws InvalidError naming `field` when the meal would hold more than DIARY_CAPS.entriesPerMeal.
 */
export async function writeEntries(
	db: Db,
	actor: Actor,
	to: { mealType: MealType; date: string },
	entries: EntryCopy[],
	field: string,
	adjustment = 0,
): Promise<{ meal: MealTotalsView; entries: MealFoodView[] }> {
	const meal = await findOrCreateMeal(db, actor, to)
	const [held] = await db.select({ n: count() }).from(mealFoods).where(eq(mealFoods.mealId, meal.id))
	if ((held?.n ?? 0) + entries.length > DIARY_CAPS.entriesPerMeal) {
		const message = `A meal holds at most ${DIARY_CAPS.entriesPerMeal} foods; ${held?.n ?? 0} are there and this adds ${entries.length}`
		throw new InvalidError(`${field}: ${message}`, { [field]: [message] })
	}
	const now = Date.now()
	const written = entries.length
		? await db
				.insert(mealFoods)
				.values(entries.map((e, i) => ({ ...copyOf(e), id: createId(), userId: actor.userId, mealId: meal.id, mealType: meal.mealType, loggedAt: new Date(now + i) })))
				.returning()
		: []
	let after = meal
	if (adjustment !== 0) {
		const [row] = await db
			.update(meals)
			.set({ calorieAdjustment: sql`round(${meals.calorieAdjustment} + ${adjustment}, 2)`, updatedAt: new Date() })
			.where(and(eq(meals.id, meal.id), eq(meals.userId, actor.userId)))
			.returning()
		after = row ?? meal
	}
	return { meal: await mealTotals(db, after), entries: written.map(toEntryView) }
}

/**
 * Copies one of the caller's meals (its entries' snapshots and its calorie adjustment, so the
 * copy's kcal equals the source's) into the meal of `toMealType` on `toDate`, created when missing,
 * in one transaction.
 * @returns the target meal's totals and the new entries.
 * @throws NotFoundError for a meal that is not the caller's; InvalidError naming `toMealType` when
 *   the target is the meal itself or would pass DIARY_CAPS.entriesPerMeal, `toDate` outside
 *   1900-2199, `mealId` when the meal has nothing to copy.
 */
export async function copyMeal(db: Db, actor: Actor, mealId: string, input: CopyMealInput): Promise<{ meal: MealTotalsView; entries: MealFoodView[] }> {
	requireDay(input.toDate, 'toDate')
	const source = await getMeal(db, actor, mealId)
	if (source.date === input.toDate && source.mealType === input.toMealType) {
		const message = 'Pick another day or meal: this is the meal being copied'
		throw new InvalidError(`toMealType: ${message}`, { toMealType: [message] })
	}
	if (source.foods.length === 0 && source.calorieAdjustment === 0) {
		const message = 'This meal has no foods to copy'
		throw new InvalidError(`mealId: ${message}`, { mealId: [message] })
	}
	const entries = await db.query.mealFoods.findMany({ where: and(eq(mealFoods.mealId, source.id), ownRows(actor)), orderBy: (f, { asc }) => [asc(f.loggedAt)], limit: DIARY_CAPS.entriesPerMeal })
	return db.transaction((tx) => writeEntries(tx as unknown as Db, actor, { mealType: input.toMealType, date: input.toDate }, entries, 'toMealType', source.calorieAdjustment))
}

/**
 * Copies every meal of `fromDate` into the same meal types of `toDate` (each meal's entries and
 * calorie adjustment, so the day's totals rise by exactly the source day's), in one transaction:
 * either every meal is copied or none.
 * @returns the target day's meals that received copies (their totals after the copy) and how many
 *   entries were written.
 * @throws InvalidError naming `toDate` when it is `fromDate` or outside 1900-2199, or a target meal
 *   would pass DIARY_CAPS.entriesPerMeal; `fromDate` when that day has no meals.
 */
export async function copyDay(db: Db, actor: Actor, input: CopyDayInput): Promise<{ meals: MealTotalsView[]; entries: number }> {
	requireDay(input.fromDate, 'fromDate')
	requireDay(input.toDate, 'toDate')
	if (input.fromDate === input.toDate) {
		const message = 'Pick another day to copy to'
		throw new InvalidError(`toDate: ${message}`, { toDate: [message] })
	}
	const source = await listMeals(db, actor, input.fromDate)
	if (source.length === 0) {
		const message = 'No meals are logged on that day'
		throw new InvalidError(`fromDate: ${message}`, { fromDate: [message] })
	}
	const entriesOf = await db.query.mealFoods.findMany({
		where: and(inArray(mealFoods.mealId, source.map((m) => m.id)), ownRows(actor)),
		orderBy: (f, { asc }) => [asc(f.loggedAt)],
		limit: DIARY_CAPS.entriesPerMeal * DIARY_CAPS.mealsPerDay,
	})
	return db.transaction(async (tx) => {
		const written: MealTotalsView[] = []
		let n = 0
		for (const meal of source) {
			const entries = entriesOf.filter((e) => e.mealId === meal.id)
			const result = await writeEntries(tx as unknown as Db, actor, { mealType: meal.mealType, date: input.toDate }, entries, 'toDate', meal.calorieAdjustment)
			written.push(result.meal)
			n += entries.length
		}
		return { meals: written, entries: n }
	})
}

/**
 * Whether `date` has a logged meal (a meal with an entry or typed calories): one row of the day
 * totals the triggers keep (diary_day_totals, migration 0008), so the dashboard's 'Copy yesterday'
 * costs one primary-key lookup.
 */
export async function dayHasMeals(db: Db, actor: Actor, date: string): Promise<boolean> {
	const [row] = await db
		.select({ meals: diaryDayTotals.mealsLogged })
		.from(diaryDayTotals)
		.where(and(eq(diaryDayTotals.userId, actor.userId), eq(diaryDayTotals.date, date)))
		.limit(1)
	return (row?.meals ?? 0) > 0
}

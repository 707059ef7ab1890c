/**
 * My Meals: a logged meal saved under a name (its entries' snapshots), logged again in one tap.
 * Scoped to `actor.userId`; another user's My Meal is NotFoundError (404). Caps: SAVED_MEAL_CAPS
 * (counted inside the writing transaction, so two saves cannot both pass the last place).
 */
import { createId } from '@paralleldrive/cuid2'
import { and, asc, count, eq, gt, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { todayIn } from '#app/domain/dates.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { decodeCursor, pageOf, type Page, type PageRequest } from '#app/domain/pagination.ts'
import { nutrientsOf, roundTo, sumNutrients, type Nutrients } from '#app/domain/nutrition/index.ts'
import { mealFoods, savedMealFoods, savedMeals, type SavedMeal, type SavedMealFood } from '#db/schema.ts'
import type { Actor } from '#app/domain/actor.ts'
import { SAVED_MEAL_CAPS } from './caps.ts'
import { copyOf, requireDay, writeEntries } from './copy.server.ts'
import { getMeal, type MealFoodView, type MealTotalsView } from './diary.server.ts'
import type { LogSavedMealInput, SaveMealInput } from './logging.schema.ts'

/** One food of a My Meal: the amount and nutrients (kcal, g, mg) logging it writes. */
export type SavedMealFoodView = { foodId: number | null; name: string; brand: string | null; quantity: number; unit: string; nutrients: Nutrients }

/** A My Meal without its foods: name, how many foods and their summed nutrients. */
export type SavedMealSummary = { id: string; name: string; itemCount: number; nutrients: Nutrients; createdAt: string }

/** A My Meal with its foods, in the order they were logged. */
export type SavedMealView = SavedMealSummary & { foods: SavedMealFoodView[] }

function toFoodView(f: SavedMealFood): SavedMealFoodView {
	return { foodId: f.foodId, name: f.foodName, brand: f.foodBrand, quantity: f.quantity, unit: f.unit, nutrients: nutrientsOf(f) }
}

function toSummary(m: SavedMeal, itemCount: number, nutrients: Nutrients): SavedMealSummary {
	return { id: m.id, name: m.name, itemCount, nutrients, createdAt: m.createdAt.toISOString() }
}

async function ownedSavedMeal(db: Db, actor: Actor, id: string): Promise<SavedMeal> {
	const row = await db.query.savedMeals.findFirst({ where: and(eq(savedMeals.id, id), eq(savedMeals.userId, actor.userId)) })
	if (!row) throw new NotFoundError('My Meal')
	return row
}

async function foodsOf(db: Db, id: string): Promise<SavedMealFood[]> {
	return db.select().from(savedMealFoods).where(eq(savedMealFoods.savedMealId, id)).orderBy(asc(savedMealFoods.seq)).limit(SAVED_MEAL_CAPS.foodsPerMeal)
}

/**
 * Saves one of the caller's logged meals as a My Meal named `name` (its entries' snapshots, in
 * logging order; the meal's typed-calories adjustment is not part of it). One transaction.
 * @throws NotFoundError for a meal that is not the caller's; InvalidError naming `mealId` when the
 *   meal has no foods or more than SAVED_MEAL_CAPS.foodsPerMeal, `name` when the account already
 *   keeps SAVED_MEAL_CAPS.perAccount My Meals.
 */
export async function saveMealAs(db: Db, actor: Actor, input: SaveMealInput): Promise<SavedMealView> {
	const meal = await getMeal(db, actor, input.mealId)
	if (meal.itemCount === 0 || meal.itemCount > SAVED_MEAL_CAPS.foodsPerMeal) {
		const message = meal.itemCount ? `A My Meal holds at most ${SAVED_MEAL_CAPS.foodsPerMeal} foods; this meal has ${meal.itemCount}` : 'This meal has no foods to save'
		throw new InvalidError(`mealId: ${message}`, { mealId: [message] })
	}
	const entries = await db.select().from(mealFoods).where(and(eq(mealFoods.mealId, meal.id), sql`+${mealFoods.userId} = ${actor.userId}`)).orderBy(asc(mealFoods.loggedAt), sql`rowid`)
	const id = await db.transaction(async (tx) => {
		const [kept] = await tx.select({ n: count() }).from(savedMeals).where(eq(savedMeals.userId, actor.userId))
		if ((kept?.n ?? 0) >= SAVED_MEAL_CAPS.perAccount) {
			const message = `You keep ${SAVED_MEAL_CAPS.perAccount} My Meals, the most an account can keep; delete one first`
			throw new InvalidError(`name: ${message}`, { name: [message] })
		}
		const [row] = await tx.insert(savedMeals).values({ id: createId(), userId: actor.userId, name: input.name }).returning()
		await tx.insert(savedMealFoods).values(entries.map((e, seq) => ({ ...copyOf(e), id: createId(), savedMealId: row!.id, seq })))
		return row!.id
	})
	return getSavedMeal(db, actor, id)
}

/** One of the caller's My Meals with its foods. @throws NotFoundError when missing or another user's. */
export async function getSavedMeal(db: Db, actor: Actor, id: string): Promise<SavedMealView> {
	const meal = await ownedSavedMeal(db, actor, id)
	const foods = (await foodsOf(db, meal.id)).map(toFoodView)
	return { ...toSummary(meal, foods.length, sumNutrients(foods.map((f) => f.nutrients))), foods }
}

/**
 * A page of the caller's My Meals by name (then id), each with its food count and summed
 * nutrients; keyset on (name, id) through the saved_meals (user_id, name, id) index.
 * @throws InvalidError naming `cursor` for a cursor this list did not give out.
 */
export async function listSavedMeals(db: Db, actor: Actor, page: PageRequest): Promise<Page<SavedMealSummary>> {
	const after = page.cursor ? (decodeCursor(page.cursor, 'ss') as [string, string]) : null
	const rows = await db
		.select()
		.from(savedMeals)
		.where(and(eq(savedMeals.userId, actor.userId), after ? or(gt(savedMeals.name, after[0]), and(eq(savedMeals.name, after[0]), gt(savedMeals.id, after[1]))) : undefined))
		.orderBy(asc(savedMeals.name), asc(savedMeals.id))
		.limit(page.limit + 1)
	const ids = rows.slice(0, page.limit).map((r) => r.id)
	const sums = ids.length
		? await db
				.select({
					id: savedMealFoods.savedMealId,
					n: count(),
					kcal: sql<number>`sum(${savedMealFoods.kcal})`,
					proteinG: sql<number>`sum(${savedMealFoods.proteinG})`,
					carbsG: sql<number>`sum(${savedMealFoods.carbsG})`,
					fatG: sql<number>`sum(${savedMealFoods.fatG})`,
				})
				.from(savedMealFoods)
				.where(inArray(savedMealFoods.savedMealId, ids))
				.groupBy(savedMealFoods.savedMealId)
		: []
	const byId = new Map(sums.map((s) => [s.id, s]))
	const summaries = rows.map((r) => {
		const s = byId.get(r.id)
		const n: Nutrients = { kcal: roundTo(s?.kcal ?? 0), proteinG: roundTo(s?.proteinG ?? 0), carbsG: roundTo(s?.carbsG ?? 0), fatG: roundTo(s?.fatG ?? 0), fiberG: null, sugarG: null, sodiumMg: null }
		return toSummary(r, s?.n ?? 0, n)
	})
	return pageOf(summaries, page.limit, (m) => [m.name, m.id])
}

/**
 * Logs one of the caller's My Meals into the meal of `mealType` on `date` (default the user's
 * today), created when missing: its foods' snapshots, in order. One transaction.
 * @returns the meal's totals and the new entries.
 * @throws NotFoundError for a My Meal that is not the caller's; InvalidError naming `date`
 *   outside 1900-2199, `mealType` when the meal would pass DIARY_CAPS.entriesPerMeal.
 */
export async function logSavedMeal(db: Db, actor: Actor, id: string, input: LogSavedMealInput): Promise<{ meal: MealTotalsView; entries: MealFoodView[]; savedMeal: { id: string; name: string } }> {
	const saved = await ownedSavedMeal(db, actor, id)
	const date = input.date ?? todayIn(actor.timezone)
	requireDay(date, 'date')
	const foods = await foodsOf(db, saved.id)
	const result = await db.transaction((tx) => writeEntries(tx as unknown as Db, actor, { mealType: input.mealType, date }, foods, 'mealType'))
	return { ...result, savedMeal: { id: saved.id, name: saved.name } }
}

/** Deletes one of the caller's My Meals (its foods with it). @throws NotFoundError when missing or another user's. */
export async function deleteSavedMeal(db: Db, actor: Actor, id: string): Promise<SavedMealSummary> {
	const meal = await getSavedMeal(db, actor, id)
	await db.delete(savedMeals).where(and(eq(savedMeals.id, id), eq(savedMeals.userId, actor.userId)))
	const { foods: _foods, ...summary } = meal
	return summary
}

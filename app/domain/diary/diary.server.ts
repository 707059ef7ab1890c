/**
 * The food diary: meals, meal-food entries, daily and weekly progress. Every function is scoped
 * to `actor.userId`; a meal or entry of another user is reported as NotFoundError (404) so its
 * existence is never revealed. Multi-row writes run in one transaction.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, asc, count, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { hotRows, hotTable } from '#db/hot-read.ts'
import { isIsoDay, isoDayMessage, localTime, todayIn, weekDays } from '#app/domain/dates.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { createCustomFood, getFood } from '#app/domain/foods/foods.server.ts'
import { DEFAULT_GOALS, ENTRY_BOUNDS, isOnTrack, nutrientsOf, resolvePortion, roundTo, sumNutrients, UnitNotAvailableError, type Nutrients, type ResolvedPortion } from '#app/domain/nutrition/index.ts'
import { mealFoods, meals, type Meal, type MealFood, type MealType, type User } from '#db/schema.ts'
import { actorOf, type Actor } from '#app/domain/actor.ts'
import { DIARY_CAPS } from './caps.ts'
import type { AddFoodInput, CreateMealInput, EditMealInput, ManualEntryInput } from './diary.schema.ts'

/**
 * A meal-food entry (spec section 3 "Meal-food entry"): what was logged and the nutrients it
 * contributed, snapshotted at logging time (ADR 003). The API renames `nutrients` to the spec's
 * field names at its edge (diary/api-shape.ts).
 */
export type MealFoodView = {
	id: string
	mealId: string
	foodId: number | null
	name: string
	brand: string | null
	quantity: number
	unit: string
	mealType: MealType
	userId: string
	loggedAt: string
	/** g, when the weight is known. */
	grams: number | null
	nutrients: Nutrients
	/** True when the kcal is an Atwater estimate (Open Food Facts products). */
	kcalEstimated: boolean
}

/** A meal (spec section 3 "Meal"): its entries and their sum, kcal by {@link mealCalories}. */
export type MealView = {
	id: string
	userId: string
	/** breakfast, lunch, dinner or snack (the API's Meal `name`, renamed at its edge: api-shape.ts). */
	mealType: MealType
	date: string
	time: string
	/** Sum of the entries (kcal, g, mg), except `kcal`: {@link mealCalories}. */
	nutrients: Nutrients
	/**
	 * kcal added to the entries' sum by the calories typed in Edit Meal (negative lowers it; 0 when
	 * the meal follows its foods). `nutrients.kcal` already includes it.
	 */
	calorieAdjustment: number
	/** True when the calories typed in Edit Meal adjust the foods' sum (`calorieAdjustment` ≠ 0). */
	caloriesAdjusted: boolean
	itemCount: number
	foods: MealFoodView[]
}

/**
 * A meal without its entries: what a write answers with (the entry and the
 * meal's totals, never every entry).
 */
export type MealTotalsView = Omit<MealView, 'foods'>

/**
 * THE meal-calories rule: the sum of the meal's entries (kcal) plus the meal's calorie adjustment
 * (kcal; what the user typed in Edit Meal minus the entries' sum at that time, 0 otherwise), so
 * adding or removing a food always moves the meal by that food's kcal. Never below 0 (a negative
 * adjustment whose foods were removed leaves an empty meal at 0, not at minus kcal). A day's
 * calories are the sum of its meals'. SQL aggregates use {@link mealCaloriesSql}, the same rule
 * as an expression.
 */
export function mealCalories(adjustment: number, entriesKcal: number): number {
	return Math.max(0, roundTo(entriesKcal + adjustment))
}

/** {@link mealCalories} as SQL, for aggregates over many meals (`entriesKcal`: the meal's sum, NULL when it has none). */
export function mealCaloriesSql(adjustment: SQLWrapper, entriesKcal: SQLWrapper): SQL<number> {
	return sql<number>`max(0, round(coalesce(${entriesKcal}, 0) + ${adjustment}, 2))`
}

/**
 * The adjustment Edit Meal stores for typed calories `typed` (kcal) over entries summing to
 * `entriesKcal`: `typed − entriesKcal`, or 0 when the field is empty or equals the rounded sum
 * (a prefilled form saved unchanged keeps following the foods).
 */
export function adjustmentFor(typed: number | null | undefined, entriesKcal: number): number {
	if (typed == null || Math.round(typed) === Math.round(entriesKcal)) return 0
	return roundTo(typed - entriesKcal)
}

function toEntryView(e: MealFood): MealFoodView {
	return {
		id: e.id,
		mealId: e.mealId,
		foodId: e.foodId,
		name: e.foodName,
		brand: e.foodBrand,
		quantity: e.quantity,
		unit: e.unit,
		mealType: e.mealType,
		userId: e.userId,
		loggedAt: e.loggedAt.toISOString(),
		grams: e.grams,
		nutrients: nutrientsOf(e),
		kcalEstimated: e.kcalEstimated,
	}
}

/** The meal's totals from its entries' nutrients (the same sum and calories rule as {@link toMealView}). */
function toMealTotals(meal: Meal, entries: Nutrients[]): MealTotalsView {
	const sum = sumNutrients(entries)
	return {
		id: meal.id,
		userId: meal.userId,
		mealType: meal.mealType,
		date: meal.date,
		time: meal.time,
		nutrients: { ...sum, kcal: mealCalories(meal.calorieAdjustment, sum.kcal ?? 0) },
		calorieAdjustment: meal.calorieAdjustment,
		caloriesAdjusted: meal.calorieAdjustment !== 0,
		itemCount: entries.length,
	}
}

function toMealView(meal: Meal, entries: MealFood[]): MealView {
	const foods = entries.map(toEntryView)
	return { ...toMealTotals(meal, foods.map((f) => f.nutrients)), foods }
}

// The diary's hot reads (db/hot-read.ts): every request for a day or a meal runs these, over
// at most DIARY_CAPS rows. Entries come through the meal_id index (meals of the day by the
// (user_id, date) index), in logging order, as tie-broken by rowid.
const mealRow = hotTable(meals, 'm')
const entryRow = hotTable(mealFoods, 'f')
const DAY_MEALS_SQL = `SELECT ${mealRow.columns} FROM meals m WHERE m.user_id = ? AND m.date = ? ORDER BY m.time, m.created_at LIMIT ?`
// `+f.user_id`: also the user's own rows (defence in depth), without letting SQLite pick the
// (user_id, food_id) index, which reads the user's whole history.
const DAY_ENTRIES_SQL = `SELECT ${entryRow.columns} FROM meal_foods f WHERE +f.user_id = ? AND f.meal_id IN (SELECT m.id FROM meals m WHERE m.user_id = ? AND m.date = ? ORDER BY m.time, m.created_at LIMIT ?) ORDER BY f.logged_at, f.rowid LIMIT ?`
const MEAL_ENTRIES_SQL = `SELECT ${entryRow.columns} FROM meal_foods f WHERE f.meal_id = ? ORDER BY f.logged_at, f.rowid LIMIT ?`

async function ownedMeal(db: Db, actor: Actor, mealId: string): Promise<Meal> {
	const meal = await db.query.meals.findFirst({ where: and(eq(meals.id, mealId), eq(meals.userId, actor.userId)) })
	if (!meal) throw new NotFoundError('Meal')
	return meal
}

/**
 * Meals of one diary day with their entries, in time order. Bounded: a day holds at most
 * DIARY_CAPS.mealsPerDay meals of DIARY_CAPS.entriesPerMeal entries each (writes past the caps are
 * refused), and the queries read no more than that.
 */
export async function listMeals(db: Db, actor: Actor, date: string): Promise<MealView[]> {
	const dayMeals = (await hotRows(db, DAY_MEALS_SQL, [actor.userId, date, DIARY_CAPS.mealsPerDay])).map(mealRow.fromRow)
	if (dayMeals.length === 0) return []
	const entries = (await hotRows(db, DAY_ENTRIES_SQL, [actor.userId, actor.userId, date, DIARY_CAPS.mealsPerDay, DIARY_CAPS.entriesPerMeal * DIARY_CAPS.mealsPerDay])).map(entryRow.fromRow)
	const byMeal = new Map<string, MealFood[]>(dayMeals.map((m) => [m.id, []]))
	for (const e of entries) byMeal.get(e.mealId)?.push(e)
	return dayMeals.map((m) => toMealView(m, byMeal.get(m.id)!))
}

/**
 * One meal with its entries (at most DIARY_CAPS.entriesPerMeal, in logging order).
 * @throws NotFoundError when missing or not the caller's.
 */
export async function getMeal(db: Db, actor: Actor, mealId: string): Promise<MealView> {
	const meal = await ownedMeal(db, actor, mealId)
	const entries = (await hotRows(db, MEAL_ENTRIES_SQL, [meal.id, DIARY_CAPS.entriesPerMeal])).map(entryRow.fromRow)
	return toMealView(meal, entries)
}

/** Entries of one meal (at most DIARY_CAPS.entriesPerMeal). @throws NotFoundError when the meal is missing or not the caller's. */
export async function listMealFoods(db: Db, actor: Actor, mealId: string): Promise<MealFoodView[]> {
	return (await getMeal(db, actor, mealId)).foods
}

/**
 * The meal of a meal type on a day: a new empty one stamped with the local time, or the one the
 * day already has (one day never holds two meals of one type).
 */
export async function createMeal(db: Db, actor: Actor, input: CreateMealInput): Promise<MealView> {
	const meal = await findOrCreateMeal(db, actor, { mealType: input.name, date: input.date })
	return getMeal(db, actor, meal.id)
}

/**
 * Edits a meal's type, day and calories. Typed calories are stored as an adjustment to the
 * foods' sum ({@link adjustmentFor}); calories equal to the foods' rounded sum (or empty) store 0,
 * so a prefilled form saved unchanged keeps following the foods.
 *
 * One day never holds two meals of one type: when the new type and day already have a meal, the
 * edited meal's entries move into it (one transaction) and the edited meal is deleted. The
 * merged meal's adjustment is the sum of both meals' adjustments, so the day's total is what it was.
 *
 * @returns the resulting meal, and whether it was merged into another one.
 * @throws NotFoundError when missing or not the caller's; InvalidError (`name`) when the merged
 *   meal would hold more than DIARY_CAPS.entriesPerMeal entries.
 */
export async function updateMealMerging(db: Db, actor: Actor, mealId: string, input: EditMealInput): Promise<{ meal: MealView; merged: boolean }> {
	const current = await getMeal(db, actor, mealId)
	const computed = sumNutrients(current.foods.map((f) => f.nutrients)).kcal ?? 0
	const adjustment = adjustmentFor(input.calories, computed)
	const moved = input.name !== current.mealType || input.date !== current.date
	const [target] = moved
		? await db
				.select()
				.from(meals)
				.where(and(eq(meals.userId, actor.userId), eq(meals.date, input.date), eq(meals.mealType, input.name)))
				.orderBy(asc(meals.createdAt))
				.limit(1)
		: []
	if (!target) {
		await db.transaction(async (tx) => {
			await tx
				.update(meals)
				.set({ mealType: input.name, date: input.date, calorieAdjustment: adjustment, updatedAt: new Date() })
				.where(and(eq(meals.id, mealId), eq(meals.userId, actor.userId)))
			await tx.update(mealFoods).set({ mealType: input.name }).where(and(eq(mealFoods.mealId, mealId), eq(mealFoods.userId, actor.userId)))
		})
		return { meal: await getMeal(db, actor, mealId), merged: false }
	}
	const into = await getMeal(db, actor, target.id)
	// A merge never makes a meal past the cap.
	if (into.itemCount + current.itemCount > DIARY_CAPS.entriesPerMeal) {
		const message = `Together these meals hold more than ${DIARY_CAPS.entriesPerMeal} foods, the most one meal can hold`
		throw new InvalidError(`name: ${message}`, { name: [message] })
	}
	const mergedAdjustment = roundTo(into.calorieAdjustment + adjustment)
	await db.transaction(async (tx) => {
		await tx
			.update(mealFoods)
			.set({ mealId: target.id, mealType: input.name })
			.where(and(eq(mealFoods.mealId, mealId), eq(mealFoods.userId, actor.userId)))
		await tx.update(meals).set({ calorieAdjustment: mergedAdjustment, updatedAt: new Date() }).where(and(eq(meals.id, target.id), eq(meals.userId, actor.userId)))
		await tx.delete(meals).where(and(eq(meals.id, mealId), eq(meals.userId, actor.userId)))
	})
	return { meal: await getMeal(db, actor, target.id), merged: true }
}

/** {@link updateMealMerging}, answering the resulting meal (PUT /api/meals/{id}). */
export async function updateMeal(db: Db, actor: Actor, mealId: string, input: EditMealInput): Promise<MealView> {
	return (await updateMealMerging(db, actor, mealId, input)).meal
}

/** Deletes a meal and its entries. @throws NotFoundError when missing or not the caller's. */
export async function deleteMeal(db: Db, actor: Actor, mealId: string): Promise<MealView> {
	const meal = await getMeal(db, actor, mealId)
	await db.delete(meals).where(and(eq(meals.id, mealId), eq(meals.userId, actor.userId)))
	return meal
}

/** Deletes one entry. @throws NotFoundError when missing or not the caller's. */
export async function deleteMealFood(db: Db, actor: Actor, entryId: string): Promise<MealFoodView> {
	const entry = await db.query.mealFoods.findFirst({ where: and(eq(mealFoods.id, entryId), eq(mealFoods.userId, actor.userId)) })
	if (!entry) throw new NotFoundError('Meal food')
	await db.delete(mealFoods).where(and(eq(mealFoods.id, entryId), eq(mealFoods.userId, actor.userId)))
	return toEntryView(entry)
}

/**
 * Logs `quantity` × `unit` of a food into a meal: the given `mealId`, else the day's latest meal
 * of `mealType`, else a new one. The entry stores its grams and nutrient totals at logging time.
 * @throws NotFoundError for an unknown food or meal; InvalidError when the unit does not apply
 *   (`unit`), the entry would pass ENTRY_BOUNDS or is not finite (`quantity`), the day is outside
 *   1900-2199 (`date`), or the meal already holds DIARY_CAPS.entriesPerMeal entries (`mealType`).
 */
export async function logFood(db: Db, actor: Actor, input: AddFoodInput): Promise<{ meal: MealTotalsView; entry: MealFoodView }> {
	const food = await getFood(db, { userId: actor.userId }, input.foodId)
	if (!food) throw new NotFoundError('Food')
	let portion: ResolvedPortion
	try {
		portion = resolvePortion(food, food.portions, { quantity: input.quantity, unit: input.unit })
	} catch (error) {
		if (error instanceof UnitNotAvailableError || error instanceof RangeError)
			throw new InvalidError(`unit: ${error.message}`, { unit: [error.message] })
		throw error
	}
	const n = portion.nutrients
	// Bound the product of quantity and serving: never store Infinity or 1e12 kcal.
	const tooMuch =
		[n.kcal, n.proteinG, n.carbsG, n.fatG, n.fiberG, n.sugarG, n.sodiumMg, portion.grams].some((v) => v != null && !Number.isFinite(v)) ||
		(n.kcal ?? 0) > ENTRY_BOUNDS.kcal ||
		(portion.grams ?? 0) > ENTRY_BOUNDS.grams
	if (tooMuch) {
		const message = `Quantity is too large: one entry may hold at most ${ENTRY_BOUNDS.kcal.toLocaleString('en-US')} kcal and ${ENTRY_BOUNDS.grams / 1000} kg`
		throw new InvalidError(`quantity: ${message}`, { quantity: [message] })
	}
	const date = input.date ?? todayIn(actor.timezone)
	if (!isIsoDay(date)) throw new InvalidError(`date: ${isoDayMessage()}`, { date: [isoDayMessage()] })
	return db.transaction(async (tx) => {
		const meal = await findOrCreateMeal(tx as unknown as Db, actor, { mealId: input.mealId, mealType: input.mealType, date })
		const [held] = await tx.select({ n: count() }).from(mealFoods).where(eq(mealFoods.mealId, meal.id))
		if ((held?.n ?? 0) >= DIARY_CAPS.entriesPerMeal) {
			// Named on mealType: the field the user picks to log into another meal.
			const message = `This meal already holds ${DIARY_CAPS.entriesPerMeal} foods, the most one meal can hold`
			throw new InvalidError(`mealType: ${message}`, { mealType: [message] })
		}
		const [entry] = await tx
			.insert(mealFoods)
			.values({
				id: createId(),
				userId: actor.userId,
				mealId: meal.id,
				foodId: food.id,
				foodName: food.name,
				foodBrand: food.brand,
				quantity: input.quantity,
				unit: input.unit,
				mealType: meal.mealType,
				grams: portion.grams,
				kcal: n.kcal ?? 0,
				kcalEstimated: portion.kcalEstimated,
				proteinG: n.proteinG ?? 0,
				carbsG: n.carbsG ?? 0,
				fatG: n.fatG ?? 0,
				fiberG: n.fiberG,
				sugarG: n.sugarG,
				sodiumMg: n.sodiumMg,
				loggedAt: new Date(),
			})
			.returning()
		// The meal's totals from its entries' nutrient columns only (at most the cap), not every entry.
		const all = await tx
			.select({ kcal: mealFoods.kcal, proteinG: mealFoods.proteinG, carbsG: mealFoods.carbsG, fatG: mealFoods.fatG, fiberG: mealFoods.fiberG, sugarG: mealFoods.sugarG, sodiumMg: mealFoods.sodiumMg })
			.from(mealFoods)
			.where(eq(mealFoods.mealId, meal.id))
		return { meal: toMealTotals(meal, all.map(nutrientsOf)), entry: toEntryView(entry!) }
	})
}

/** One food of a `logFoods` call: `quantity` × `unit` of database food `foodId`. */
export type FoodToLog = Pick<AddFoodInput, 'foodId' | 'quantity' | 'unit'>

/**
 * Logs several foods into the day's meal of `mealType` (of `date`, default the user's today) in
 * one transaction, each through {@link logFood}: either every food is logged or none is.
 * @returns the logged entries, in the order given.
 * @throws InvalidError (`foods`) for an empty list or more than DIARY_CAPS.foodsPerLog foods;
 *   any error of logFood (unknown food, a unit that does not apply, the meal's cap), after which
 *   nothing is logged.
 */
export async function logFoods(db: Db, actor: Actor, input: { foods: FoodToLog[]; mealType: MealType; date?: string }): Promise<MealFoodView[]> {
	if (input.foods.length === 0 || input.foods.length > DIARY_CAPS.foodsPerLog) {
		const message = input.foods.length ? `Log at most ${DIARY_CAPS.foodsPerLog} foods at once` : 'Select at least one food first'
		throw new InvalidError(`foods: ${message}`, { foods: [message] })
	}
	return db.transaction(async (tx) => {
		const entries: MealFoodView[] = []
		for (const food of input.foods) entries.push((await logFood(tx as unknown as Db, actor, { ...food, mealType: input.mealType, date: input.date })).entry)
		return entries
	})
}

/**
 * Manual Food Entry: saves a custom food (nutrients per 1 `unit`) owned by the user and logs
 * `quantity` of it on `date` (default: the user's today), in one transaction.
 */
export async function logManualEntry(db: Db, actor: Actor, input: ManualEntryInput): Promise<{ meal: MealTotalsView; entry: MealFoodView }> {
	return db.transaction(async (tx) => {
		const t = tx as unknown as Db
		const food = await createCustomFood(t, { userId: actor.userId }, {
			name: input.name,
			servingSize: 1,
			servingUnit: input.unit,
			kcal: input.calories,
			proteinG: input.protein,
			carbsG: input.carbs,
			fatG: input.fat,
			fiberG: 0,
			sugarG: 0,
		})
		return logFood(t, actor, { foodId: food.id, quantity: input.quantity, unit: 'serving', mealType: input.mealType, date: input.date })
	})
}

async function findOrCreateMeal(db: Db, actor: Actor, where: { mealId?: string; mealType: MealType; date: string }): Promise<Meal> {
	if (where.mealId) return ownedMeal(db, actor, where.mealId)
	const existing = await db
		.select()
		.from(meals)
		.where(and(eq(meals.userId, actor.userId), eq(meals.date, where.date), eq(meals.mealType, where.mealType)))
		.orderBy(asc(meals.createdAt))
		.limit(1)
	if (existing[0]) return existing[0]
	const [row] = await db
		.insert(meals)
		.values({ id: createId(), userId: actor.userId, mealType: where.mealType, date: where.date, time: localTime(actor.timezone) })
		.returning()
	return row!
}

/**
 * The user's daily goals as {@link Nutrients} (kcal, g; sodium has no goal: null), with spec
 * section 9 defaults for unset fiber and sugar.
 */
export function goalsOf(user: Pick<User, 'dailyCalorieGoal' | 'dailyProteinGoal' | 'dailyCarbGoal' | 'dailyFatGoal' | 'dailyFiberGoal' | 'dailySugarGoal'>): Nutrients {
	return {
		kcal: user.dailyCalorieGoal,
		proteinG: user.dailyProteinGoal,
		carbsG: user.dailyCarbGoal,
		fatG: user.dailyFatGoal,
		fiberG: user.dailyFiberGoal ?? DEFAULT_GOALS.fiber,
		sugarG: user.dailySugarGoal ?? DEFAULT_GOALS.sugar,
		sodiumMg: null,
	}
}

/** Daily progress (spec section 3): consumed and goal totals for a day, plus its meals. */
export type DailyProgress = { date: string; consumed: Nutrients; goals: Nutrients; meals: MealView[]; onTrack: boolean }

/**
 * Consumed totals, goals and meals for one diary day: the sum of the day's meals (so calories
 * include Edit Meal adjustments, {@link mealCalories}).
 */
export async function getDailyProgress(db: Db, user: User, date: string): Promise<DailyProgress> {
	const dayMeals = await listMeals(db, actorOf(user), date)
	const consumed = sumNutrients(dayMeals.map((m) => m.nutrients))
	const goals = goalsOf(user)
	return { date, consumed, goals, meals: dayMeals, onTrack: isOnTrack(consumed.kcal ?? 0, user.dailyCalorieGoal) }
}

/** Calories per day over an inclusive range of diary days (days without meals are absent). */
export async function caloriesByDay(db: Db, userId: string, from: string, to: string): Promise<Map<string, number>> {
	const entrySums = db
		.select({ mealId: mealFoods.mealId, kcal: sql<number>`sum(${mealFoods.kcal})`.as('kcal') })
		.from(mealFoods)
		.where(eq(mealFoods.userId, userId))
		.groupBy(mealFoods.mealId)
		.as('entry_sums')
	const rows = await db
		.select({
			date: meals.date,
			calories: sql<number>`sum(${mealCaloriesSql(meals.calorieAdjustment, entrySums.kcal)})`,
		})
		.from(meals)
		.leftJoin(entrySums, eq(entrySums.mealId, meals.id))
		.where(and(eq(meals.userId, userId), gte(meals.date, from), lte(meals.date, to)))
		.groupBy(meals.date)
	return new Map(rows.map((r) => [r.date, roundTo(Number(r.calories) || 0)]))
}

/** Weekly progress (spec section 3): Sunday..Saturday of the week containing `date`. */
export async function getWeeklyProgress(db: Db, user: User, date: string) {
	const days = weekDays(date)
	const byDay = await caloriesByDay(db, user.id, days[0]!, days[6]!)
	return {
		weekStart: days[0]!,
		weekEnd: days[6]!,
		goal: user.dailyCalorieGoal,
		days: days.map((d) => {
			const calories = byDay.get(d) ?? 0
			return { date: d, calories, onTrack: isOnTrack(calories, user.dailyCalorieGoal) }
		}),
	}
}


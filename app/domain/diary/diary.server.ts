/**
 * The food diary: meals, meal-food entries, daily and weekly progress. Every function is scoped
 * to `actor.userId`; a meal or entry of another user is reported as NotFoundError (404) so its
 * existence is never revealed. Multi-row writes run in one transaction.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { hotRows, hotTable } from '#db/hot-read.ts'
import { isIsoDay, isoDayMessage, localTime, todayIn, weekDays } from '#app/domain/dates.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { createCustomFood, getFood, type FoodWithPortions } from '#app/domain/foods/foods.server.ts'
import { DEFAULT_GOALS, ENTRY_BOUNDS, isOnTrack, nutrientsOf, resolvePortion, roundTo, sumNutrients, UnitNotAvailableError, type Nutrients, type ResolvedPortion } from '#app/domain/nutrition/index.ts'
import { diaryDayTotals, mealFoods, meals, type Meal, type MealFood, type MealType, type User } from '#db/schema.ts'
import { pickMicronutrients, scaleMicronutrients, UNKNOWN_MICRONUTRIENTS, type Micronutrients } from '#app/domain/nutrition/micronutrients.ts'
import { actorOf, type Actor } from '#app/domain/actor.ts'
import { calorieTargetsByDay, goalsForDay } from '#app/domain/users/goal-history.server.ts'
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
 * adding or removing a food always moves the meal by that food's kcal. A day's calories are the
 * sum of its meals'. The day totals the history reads use (diary_day_totals) apply the same rule
 * in SQL: migration 0008's day refresh, checked against this by the stats property test.
 * Writes keep it at 0 or more ({@link keepMealCaloriesNonNegative}).
 */
export function mealCalories(adjustment: number, entriesKcal: number): number {
	return roundTo(entriesKcal + adjustment)
}

/**
 * After entries leave a meal (removed, moved, made smaller): a negative calorie adjustment is
 * raised so the meal's kcal ({@link mealCalories}) never goes below 0, e.g. typed 100 kcal over a
 * 120 kcal food (adjustment −20), then the food removed → adjustment 0, not a −20 kcal meal.
 * Run inside the write's transaction.
 */
export async function keepMealCaloriesNonNegative(db: Db, actor: Actor, mealId: string): Promise<void> {
	const entriesKcal = sql`coalesce((select sum(${mealFoods.kcal}) from ${mealFoods} where ${mealFoods.mealId} = ${meals.id}), 0)`
	await db
		.update(meals)
		.set({ calorieAdjustment: sql`max(${meals.calorieAdjustment}, -${entriesKcal})` })
		.where(and(eq(meals.id, mealId), eq(meals.userId, actor.userId), sql`${meals.calorieAdjustment} < 0`, sql`${meals.calorieAdjustment} + ${entriesKcal} < 0`))
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

/**
 * The columns of an entry that {@link toEntryView} reads: the day and meal reads take only these,
 * not the entry's micronutrient snapshot (30 more columns no meal view shows; the Nutrients view
 * and the exports read those themselves). A full day (4 meals of 100 entries) read 49 columns a row.
 */
const ENTRY_VIEW_KEYS = ['id', 'mealId', 'foodId', 'foodName', 'foodBrand', 'quantity', 'unit', 'mealType', 'userId', 'loggedAt', 'grams', 'kcal', 'proteinG', 'carbsG', 'fatG', 'fiberG', 'sugarG', 'sodiumMg', 'kcalEstimated'] as const satisfies readonly (keyof MealFood)[]

/** An entry row as far as {@link toEntryView} needs it. */
type EntryViewRow = Pick<MealFood, (typeof ENTRY_VIEW_KEYS)[number]>

/** An entry row as the domain returns it ({@link MealFoodView}). */
export function toEntryView(e: EntryViewRow): MealFoodView {
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

function toMealView(meal: Meal, entries: EntryViewRow[]): MealView {
	const foods = entries.map(toEntryView)
	return { ...toMealTotals(meal, foods.map((f) => f.nutrients)), foods }
}

// The diary's hot reads (db/hot-read.ts): every request for a day or a meal runs these, over
// at most DIARY_CAPS rows. Entries come through the meal_id index (meals of the day by the
// (user_id, date) index), in logging order, as tie-broken by rowid.
const mealRow = hotTable(meals, 'm')
const entryRow = hotTable(mealFoods, 'f', ENTRY_VIEW_KEYS)
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
	const byMeal = new Map<string, EntryViewRow[]>(dayMeals.map((m) => [m.id, []]))
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

/**
 * Deletes one entry; its meal stays (with its calorie adjustment, kept non-negative:
 * {@link keepMealCaloriesNonNegative}). One transaction.
 * @throws NotFoundError when missing or not the caller's.
 */
export async function deleteMealFood(db: Db, actor: Actor, entryId: string): Promise<MealFoodView> {
	const entry = await ownedEntry(db, actor, entryId)
	await db.transaction(async (tx) => {
		await tx.delete(mealFoods).where(and(eq(mealFoods.id, entryId), eq(mealFoods.userId, actor.userId)))
		await keepMealCaloriesNonNegative(tx as unknown as Db, actor, entry.mealId)
	})
	return toEntryView(entry)
}

/** One of the caller's entries. @throws NotFoundError when missing or another user's. */
export async function ownedEntry(db: Db, actor: Actor, entryId: string): Promise<MealFood> {
	const entry = await db.query.mealFoods.findFirst({ where: and(eq(mealFoods.id, entryId), eq(mealFoods.userId, actor.userId)) })
	if (!entry) throw new NotFoundError('Meal food')
	return entry
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
	const snapshot = entrySnapshot(food, input.quantity, input.unit)
	const date = input.date ?? todayIn(actor.timezone)
	if (!isIsoDay(date)) throw new InvalidError(`date: ${isoDayMessage()}`, { date: [isoDayMessage()] })
	return db.transaction(async (tx) => {
		const meal = await findOrCreateMeal(tx as unknown as Db, actor, { mealId: input.mealId, mealType: input.mealType, date })
		// Named on mealType: the field the user picks to log into another meal.
		await requireRoomIn(tx as unknown as Db, meal.id, 'mealType')
		const [entry] = await tx
			.insert(mealFoods)
			.values({
				id: createId(),
				userId: actor.userId,
				mealId: meal.id,
				foodId: food.id,
				foodName: food.name,
				foodBrand: food.brand,
				...snapshot,
				mealType: meal.mealType,
				loggedAt: new Date(),
			})
			.returning()
		return { meal: await mealTotals(tx as unknown as Db, meal), entry: toEntryView(entry!) }
	})
}

/** The columns of an entry that {@link entrySnapshot} computes: its amount, weight, nutrients and micronutrients. */
export type EntrySnapshot = Pick<MealFood, 'quantity' | 'unit' | 'grams' | 'kcal' | 'kcalEstimated' | 'proteinG' | 'carbsG' | 'fatG' | 'fiberG' | 'sugarG' | 'sodiumMg'> & Micronutrients

/**
 * THE entry snapshot (ADR 003): what `quantity` × `unit` of `food` weighs and contributes, as the
 * entry stores it (kcal, g, mg; fiber, sugar and sodium null when unknown), by the nutrition
 * core's `resolvePortion` (the food's serving and USDA household portions), checked against
 * ENTRY_BOUNDS. Logging and editing an entry both use it.
 * @throws InvalidError (`unit`) when the unit does not apply to the food or the quantity is not a
 *   finite number > 0; (`quantity`) past ENTRY_BOUNDS.
 */
export function entrySnapshot(food: FoodWithPortions, quantity: number, unit: string): EntrySnapshot {
	let portion: ResolvedPortion
	try {
		portion = resolvePortion(food, food.portions, { quantity, unit })
	} catch (error) {
		if (error instanceof UnitNotAvailableError || error instanceof RangeError)
			throw new InvalidError(`unit: ${error.message}`, { unit: [error.message] })
		throw error
	}
	// Micronutrients scale like the macros: per 100 g (or ml) of a reference food, per serving of a custom one.
	const factor = food.basis === 'perServing' ? portion.servings : portion.grams == null ? null : portion.grams / 100
	const micros = factor == null ? UNKNOWN_MICRONUTRIENTS : scaleMicronutrients(pickMicronutrients(food), factor)
	return boundedSnapshot({ quantity, unit, grams: portion.grams, kcalEstimated: portion.kcalEstimated }, portion.nutrients, micros)
}

/**
 * An entry's snapshot from its amount and nutrient totals, refused past ENTRY_BOUNDS (never
 * Infinity or 1e12 kcal): the bound both {@link entrySnapshot} and a scaled snapshot of a deleted
 * food pass through. Unknown kcal and macros are stored as 0, unknown fiber, sugar, sodium as null;
 * `micros` (the amounts eaten, default all unknown) are stored as given.
 * @throws InvalidError (`quantity`) past the bounds or when a value is not finite.
 */
export function boundedSnapshot(
	amount: Pick<EntrySnapshot, 'quantity' | 'unit' | 'grams' | 'kcalEstimated'>,
	n: Nutrients,
	micros: Readonly<Micronutrients> = UNKNOWN_MICRONUTRIENTS,
): EntrySnapshot {
	const tooMuch =
		[n.kcal, n.proteinG, n.carbsG, n.fatG, n.fiberG, n.sugarG, n.sodiumMg, amount.grams].some((v) => v != null && !Number.isFinite(v)) ||
		(n.kcal ?? 0) > ENTRY_BOUNDS.kcal ||
		(amount.grams ?? 0) > ENTRY_BOUNDS.grams
	if (tooMuch) {
		const message = `Quantity is too large: one entry may hold at most ${ENTRY_BOUNDS.kcal.toLocaleString('en-US')} kcal and ${ENTRY_BOUNDS.grams / 1000} kg`
		throw new InvalidError(`quantity: ${message}`, { quantity: [message] })
	}
	const { kcal, proteinG, carbsG, fatG, fiberG, sugarG, sodiumMg } = n
	return { ...amount, kcal: kcal ?? 0, proteinG: proteinG ?? 0, carbsG: carbsG ?? 0, fatG: fatG ?? 0, fiberG, sugarG, sodiumMg, ...micros }
}

/** A meal's totals from its entries' nutrient columns only (at most the cap), not every entry. */
export async function mealTotals(db: Db, meal: Meal): Promise<MealTotalsView> {
	const all = await db
		.select({ kcal: mealFoods.kcal, proteinG: mealFoods.proteinG, carbsG: mealFoods.carbsG, fatG: mealFoods.fatG, fiberG: mealFoods.fiberG, sugarG: mealFoods.sugarG, sodiumMg: mealFoods.sodiumMg })
		.from(mealFoods)
		.where(eq(mealFoods.mealId, meal.id))
	return toMealTotals(meal, all.map(nutrientsOf))
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
			// The form asks for no fiber or sugar: unknown, never 0 (net carbs must not equal total carbs).
			fiberG: null,
			sugarG: null,
		})
		return logFood(t, actor, { foodId: food.id, quantity: input.quantity, unit: 'serving', mealType: input.mealType, date: input.date })
	})
}

/**
 * Refuses a write that would put one more entry into a meal already holding
 * DIARY_CAPS.entriesPerMeal entries.
 * @throws InvalidError naming `field` (the one the user changes to pick another meal).
 */
export async function requireRoomIn(db: Db, mealId: string, field: string): Promise<void> {
	const [held] = await db.select({ n: count() }).from(mealFoods).where(eq(mealFoods.mealId, mealId))
	if ((held?.n ?? 0) < DIARY_CAPS.entriesPerMeal) return
	const message = `This meal already holds ${DIARY_CAPS.entriesPerMeal} foods, the most one meal can hold`
	throw new InvalidError(`${field}: ${message}`, { [field]: [message] })
}

/**
 * The meal `mealId` (the caller's), else the day's meal of `mealType` (the oldest, should a day
 * hold two), else a new empty one stamped with the local time. Run inside the write's transaction.
 * @throws NotFoundError when `mealId` is missing or another user's.
 */
export async function findOrCreateMeal(db: Db, actor: Actor, where: { mealId?: string; mealType: MealType; date: string }): Promise<Meal> {
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
 * include Edit Meal adjustments, {@link mealCalories}). The goals are the ones in force on that day
 * (goal history), with the day's calorie target (its weekday's when set) as the calorie goal.
 */
export async function getDailyProgress(db: Db, user: User, date: string): Promise<DailyProgress> {
	const [dayMeals, day] = await Promise.all([listMeals(db, actorOf(user), date), goalsForDay(db, user, date)])
	const consumed = sumNutrients(dayMeals.map((m) => m.nutrients))
	const goals = goalsOf({ ...user, ...day, dailyCalorieGoal: day.calorieTarget })
	return { date, consumed, goals, meals: dayMeals, onTrack: isOnTrack(consumed.kcal ?? 0, day.calorieTarget) }
}

/**
 * Calories per day over an inclusive range of diary days, rounded to 0.01 kcal: the day totals the
 * triggers keep (diary_day_totals, migration 0008: the same meal-calories rule), one row per active
 * day, so a week reads at most seven rows whatever the history. Days without a logged meal are absent.
 */
export async function caloriesByDay(db: Db, userId: string, from: string, to: string): Promise<Map<string, number>> {
	const rows = await db
		.select({ date: diaryDayTotals.date, kcal: diaryDayTotals.kcal })
		.from(diaryDayTotals)
		.where(and(eq(diaryDayTotals.userId, userId), gte(diaryDayTotals.date, from), lte(diaryDayTotals.date, to)))
	return new Map(rows.map((r) => [r.date, roundTo(r.kcal)]))
}

/** Weekly progress (spec section 3): Sunday..Saturday of the week containing `date`. */
export async function getWeeklyProgress(db: Db, user: User, date: string) {
	const days = weekDays(date)
	const [byDay, targets] = await Promise.all([caloriesByDay(db, user.id, days[0]!, days[6]!), calorieTargetsByDay(db, user, days[0]!, days[6]!)])
	return {
		weekStart: days[0]!,
		weekEnd: days[6]!,
		goal: user.dailyCalorieGoal,
		days: days.map((d) => {
			const calories = byDay.get(d) ?? 0
			// Each day against the target it had (goal history, per-weekday targets).
			return { date: d, calories, onTrack: isOnTrack(calories, targets.get(d) ?? user.dailyCalorieGoal) }
		}),
	}
}


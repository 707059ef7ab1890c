/**
 * Fixing one logged entry: a new amount (its snapshot recomputed from its food), a move to
 * another meal type or day, and what a meal card shows when it is opened (each entry with the
 * units its food can be logged in). Scoped to `actor.userId`; another user's entry is NotFoundError.
 */
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { isIsoDay, isoDayMessage } from '#app/domain/dates.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { distinctDisplayNames } from '#app/domain/foods/display-name.ts'
import { foodGroup, type FoodGroup } from '#app/domain/foods/food-group.ts'
import { getFood, getFoodUnits } from '#app/domain/foods/foods.server.ts'
import { nutrientsOf, roundTo, scaleNutrients, unitOptions, type LogUnit } from '#app/domain/nutrition/index.ts'
import { pickMicronutrients, scaleMicronutrients } from '#app/domain/nutrition/micronutrients.ts'
import { mealFoods, meals, type MealFood } from '#db/schema.ts'
import type { UpdateMealFoodInput } from './diary.schema.ts'
import {
	boundedSnapshot,
	entrySnapshot,
	findOrCreateMeal,
	keepMealCaloriesNonNegative,
	mealTotals,
	ownedEntry,
	requireRoomIn,
	toEntryView,
	type EntrySnapshot,
	type MealFoodView,
	type MealTotalsView,
	type MealView,
} from './diary.server.ts'

/** What {@link updateMealFood} answers. */
export type UpdatedEntry = {
	entry: MealFoodView
	/** The totals of the meal the entry is in now. */
	meal: MealTotalsView
	/** The meal the entry left, when it moved; `removed` when that meal was emptied and deleted. */
	from: { mealId: string; removed: boolean } | null
}

/**
 * Changes one entry: its amount (`quantity` and/or `unit`), and/or the meal type and day it
 * belongs to.
 *
 * - A new amount recomputes the entry's snapshot from its food ({@link entrySnapshot}, the rule
 *   logging uses). When the food is no longer in the database (deleted: `foodId` null, or no
 *   longer visible), only the quantity can change, and the snapshot scales in proportion
 *   (2 servings of a 150 kcal entry of 1 serving → 300 kcal).
 * - Another meal type or day moves the entry into that day's meal of that type (created when
 *   missing; at most DIARY_CAPS.entriesPerMeal entries). The meal it left is deleted when it is
 *   left empty with no calorie adjustment; otherwise a negative adjustment is kept from taking the
 *   meal below 0 kcal (keepMealCaloriesNonNegative).
 *
 * Everything is written in one transaction. An empty input changes nothing.
 *
 * @throws NotFoundError when the entry is missing or another user's.
 * @throws InvalidError naming the field: `quantity` (not a finite number > 0, past ENTRY_BOUNDS),
 *   `unit` (the food cannot be logged in it, or the food is gone and the unit differs), `date`
 *   (not a day of 1900-2199), `mealType`/`date` (the destination meal is full: the field changed).
 */
export async function updateMealFood(db: Db, actor: Actor, entryId: string, input: UpdateMealFoodInput): Promise<UpdatedEntry> {
	const entry = await ownedEntry(db, actor, entryId)
	if (input.quantity != null && !(Number.isFinite(input.quantity) && input.quantity > 0)) {
		throw new InvalidError('quantity: Please enter a valid quantity', { quantity: ['Please enter a valid quantity'] })
	}
	if (input.date != null && !isIsoDay(input.date)) throw new InvalidError(`date: ${isoDayMessage()}`, { date: [isoDayMessage()] })
	const snapshot = input.quantity != null || input.unit != null ? await newSnapshot(db, actor, entry, input) : null
	const source = await db.query.meals.findFirst({ where: and(eq(meals.id, entry.mealId), eq(meals.userId, actor.userId)) })
	if (!source) throw new NotFoundError('Meal food')
	const mealType = input.mealType ?? source.mealType
	const date = input.date ?? source.date
	const moves = mealType !== source.mealType || date !== source.date
	return db.transaction(async (tx) => {
		const t = tx as unknown as Db
		const target = moves ? await findOrCreateMeal(t, actor, { mealType, date }) : source
		if (moves) await requireRoomIn(t, target.id, input.mealType != null && input.mealType !== source.mealType ? 'mealType' : 'date')
		const [updated] = await tx
			.update(mealFoods)
			.set({ ...snapshot, mealId: target.id, mealType: target.mealType })
			.where(and(eq(mealFoods.id, entry.id), eq(mealFoods.userId, actor.userId)))
			.returning()
		let from: UpdatedEntry['from'] = null
		if (moves) from = { mealId: source.id, removed: await removeIfEmpty(t, actor, source.id) }
		// The meal the entry left or shrank in: a typed-below-the-sum adjustment never takes it under 0 kcal.
		if (!from?.removed) await keepMealCaloriesNonNegative(t, actor, source.id)
		return { entry: toEntryView(updated!), meal: await mealTotals(t, target), from }
	})
}

/** The entry's snapshot for its new amount: from its food, else scaled from itself. */
async function newSnapshot(db: Db, actor: Actor, entry: MealFood, input: UpdateMealFoodInput): Promise<EntrySnapshot> {
	const quantity = input.quantity ?? entry.quantity
	const unit = input.unit ?? entry.unit
	const food = entry.foodId == null ? null : await getFood(db, { userId: actor.userId }, entry.foodId)
	if (food) return entrySnapshot(food, quantity, unit)
	if (unit !== entry.unit) {
		const message = `This food is no longer in the food database, so only its quantity can change (in ${entry.unit})`
		throw new InvalidError(`unit: ${message}`, { unit: [message] })
	}
	const factor = quantity / entry.quantity
	const grams = entry.grams == null ? null : roundTo(entry.grams * factor)
	return boundedSnapshot({ quantity, unit, grams, kcalEstimated: entry.kcalEstimated }, scaleNutrients(nutrientsOf(entry), factor), scaleMicronutrients(pickMicronutrients(entry), factor))
}

/** Deletes the caller's meal `mealId` when it holds no entry and no calorie adjustment; true when it did. */
async function removeIfEmpty(db: Db, actor: Actor, mealId: string): Promise<boolean> {
	const [held] = await db.select({ n: count() }).from(mealFoods).where(eq(mealFoods.mealId, mealId))
	if ((held?.n ?? 0) > 0) return false
	const gone = await db
		.delete(meals)
		.where(and(eq(meals.id, mealId), eq(meals.userId, actor.userId), eq(meals.calorieAdjustment, 0)))
		.returning({ id: meals.id })
	return gone.length > 0
}

/** A unit an opened entry can be changed to: the log unit and its label, e.g. 'cup, sliced (150 g)'. */
export type EntryUnitChoice = { unit: LogUnit | string; label: string }

/** An entry as an opened meal card shows it: amount, unit, kcal, and the units it can change to. */
export type OpenedEntry = {
	id: string
	/** The name logged (the food's stored name). */
	name: string
	/** The short name the list shows (`distinctDisplayNames` over the meal's entries). */
	displayName: string
	/** The food's group, for the list icon ('other' when the food is gone or has no category). */
	group: FoodGroup
	brand: string | null
	quantity: number
	unit: string
	/** kcal of the entry (its snapshot). */
	kcal: number
	kcalEstimated: boolean
	/** The food's units ({@link unitOptions}); only the entry's own unit when its food is gone. */
	units: EntryUnitChoice[]
}

/**
 * The entries of one meal as its opened card shows them, each with the units its food can be
 * logged in (the nutrition core's `unitOptions`, the list the add sheet offers). Two queries
 * (the foods, their portions) for at most DIARY_CAPS.entriesPerMeal entries (the meal's bound).
 */
export async function openedEntries(db: Db, actor: Actor, meal: Pick<MealView, 'foods'>): Promise<OpenedEntry[]> {
	// Only the columns the card shows (units and the group icon): not the foods' micronutrients.
	const foods = await getFoodUnits(db, { userId: actor.userId }, meal.foods.flatMap((f) => (f.foodId == null ? [] : [f.foodId])))
	const unitsOf = new Map([...foods.values()].map((f) => [f.id, unitOptions(f, f.portions).map((u): EntryUnitChoice => ({ unit: u.unit, label: u.label }))]))
	const shortNames = distinctDisplayNames(meal.foods)
	return meal.foods.map((f, i) => {
		const units = (f.foodId != null ? unitsOf.get(f.foodId) : undefined) ?? []
		return {
			id: f.id,
			name: f.name,
			displayName: shortNames[i]!,
			group: foodGroup(f.foodId != null ? foods.get(f.foodId)?.category : null),
			brand: f.brand,
			quantity: f.quantity,
			unit: f.unit,
			kcal: f.nutrients.kcal ?? 0,
			kcalEstimated: f.kcalEstimated,
			units: units.some((u) => u.unit === f.unit) ? units : [{ unit: f.unit, label: f.unit }, ...units],
		}
	})
}

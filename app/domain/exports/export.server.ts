/**
 * Export: everything an account owns as a versioned JSON backup (docs/backup-format.md), or its
 * diary as CSV (one row per entry with every nutrient, plus weigh-ins and water) in a zip. Both are
 * produced as streams of chunks: the diary is read 31 active days at a time (a keyset on the date),
 * so a three-year diary is never held in memory as a whole. Bookkeeping (ids of rows, import ids,
 * sessions, tokens, the password hash) is left out. Scoped to `actor.userId`.
 */
import { and, asc, eq, gt, gte, inArray, lte, ne } from 'drizzle-orm'
import { Zip, ZipDeflate } from 'fflate'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import {
	checkIns,
	foods,
	goalHistory,
	groceryItems,
	groceryLists,
	incompleteDays,
	mealFoods,
	mealPlans,
	meals,
	MEAL_TYPES,
	nutrientTargetOverrides,
	plannedMeals,
	recipeIngredients,
	recipes,
	savedMealFoods,
	savedMeals,
	users,
	waterEntries,
	weighIns,
	type MealFood,
	type User,
} from '#db/schema.ts'
import type { z } from 'zod'
import {
	BACKUP_FORMAT,
	BACKUP_NUTRIENT_KEYS,
	BACKUP_VERSION,
	CheckInSchema,
	CustomFoodSchema,
	GoalHistorySchema,
	GoalsSchema,
	GroceryItemSchema,
	GroceryListSchema,
	IngredientSchema,
	MealPlanSchema,
	OverrideSchema,
	PlannedMealSchema,
	ProfileSchema,
	RecipeSchema,
	SavedMealSchema,
	type BackupDay,
	type BackupFoodRef,
	type BackupSections,
} from './backup-format.ts'
import { known, nutrientsOfRow } from './nutrient-columns.ts'

/**
 * A turn of the event loop. Local libSQL calls are synchronous under their promises, and a finished
 * statement's native memory is freed by a finalizer that runs only on a turn of the loop; a long read
 * without turns holds the worker and piles that memory up (see confirmImport's breather).
 */
export const loopTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Active diary days read at once (one query for the days' meals, one for their entries). */
export const EXPORT_DAYS_PER_READ = 31
/** Weigh-ins or drinks read at once. */
const ROWS_PER_READ = 2000

type FoodRefs = { ref(foodId: number | null): BackupFoodRef; load(ids: Iterable<number | null>): Promise<void> }

/** Resolves food ids to backup references (custom food by id, USDA by fdcId, product by GTIN-14), caching them. */
function foodRefs(db: Db, actor: Actor): FoodRefs {
	const cache = new Map<number, BackupFoodRef>()
	return {
		ref: (id) => (id === null ? null : (cache.get(id) ?? null)),
		async load(ids) {
			const wanted = [...new Set([...ids].filter((id): id is number => id !== null && !cache.has(id)))]
			for (let i = 0; i < wanted.length; i += 500) {
				const rows = await db.select({ id: foods.id, ownerId: foods.ownerId, fdcId: foods.fdcId, gtin14: foods.gtin14 }).from(foods).where(inArray(foods.id, wanted.slice(i, i + 500)))
				for (const r of rows) {
					const ref = r.ownerId === actor.userId ? { customFoodId: r.id } : r.fdcId !== null ? { fdcId: r.fdcId } : r.gtin14 !== null ? { gtin14: r.gtin14 } : null
					cache.set(r.id, ref)
				}
			}
		},
	}
}

async function ownUser(db: Db, actor: Actor): Promise<User> {
	const [user] = await db.select().from(users).where(eq(users.id, actor.userId)).limit(1)
	if (!user) throw new NotFoundError('User')
	return user
}

/** The small sections of the backup (all bounded by the account's caps), read at once. */
export async function backupSections(db: Db, actor: Actor): Promise<BackupSections> {
	const u = await ownUser(db, actor)
	const uid = actor.userId
	const refs = foodRefs(db, actor)
	const custom = await db.select().from(foods).where(eq(foods.ownerId, uid)).orderBy(asc(foods.id))
	const ownRecipes = await db.select().from(recipes).where(eq(recipes.userId, uid)).orderBy(asc(recipes.createdAt), asc(recipes.id))
	const ingredients = ownRecipes.length
		? await db.select().from(recipeIngredients).where(inArray(recipeIngredients.recipeId, ownRecipes.map((r) => r.id))).orderBy(asc(recipeIngredients.position), asc(recipeIngredients.id))
		: []
	const plans = await db.select().from(mealPlans).where(eq(mealPlans.userId, uid)).orderBy(asc(mealPlans.createdAt), asc(mealPlans.id))
	const planned = await db.select().from(plannedMeals).where(eq(plannedMeals.userId, uid)).orderBy(asc(plannedMeals.date), asc(plannedMeals.position), asc(plannedMeals.id))
	const lists = await db.select().from(groceryLists).where(eq(groceryLists.userId, uid)).orderBy(asc(groceryLists.createdAt), asc(groceryLists.id))
	const items = lists.length ? await db.select().from(groceryItems).where(inArray(groceryItems.listId, lists.map((l) => l.id))).orderBy(asc(groceryItems.position), asc(groceryItems.id)) : []
	const saved = await db.select().from(savedMeals).where(eq(savedMeals.userId, uid)).orderBy(asc(savedMeals.createdAt), asc(savedMeals.id))
	const savedFoods = saved.length ? await db.select().from(savedMealFoods).where(inArray(savedMealFoods.savedMealId, saved.map((s) => s.id))).orderBy(asc(savedMealFoods.seq)) : []
	await refs.load([...ingredients, ...items, ...savedFoods].map((r) => r.foodId))
	const byParent = <T, K extends keyof T>(rows: T[], key: K) => {
		const out = new Map<T[K], T[]>()
		for (const r of rows) out.set(r[key], [...(out.get(r[key]) ?? []), r])
		return out
	}
	const ingredientsOf = byParent(ingredients, 'recipeId')
	const plannedOf = byParent(planned, 'planId')
	const itemsOf = byParent(items, 'listId')
	const foodsOf = byParent(savedFoods, 'savedMealId')
	return {
		profile: pick(ProfileSchema, u),
		goals: pick(GoalsSchema, u),
		goalHistory: (await db.select().from(goalHistory).where(eq(goalHistory.userId, uid)).orderBy(asc(goalHistory.effectiveFrom))).map((g) => pick(GoalHistorySchema, g)),
		nutrientTargetOverrides: (await db.select().from(nutrientTargetOverrides).where(eq(nutrientTargetOverrides.userId, uid)).orderBy(asc(nutrientTargetOverrides.nutrient))).map((o) => pick(OverrideSchema, o)),
		checkIns: (await db.select().from(checkIns).where(eq(checkIns.userId, uid)).orderBy(asc(checkIns.weekStart))).map((c) => pick(CheckInSchema, c)),
		incompleteDays: (await db.select({ date: incompleteDays.date }).from(incompleteDays).where(eq(incompleteDays.userId, uid)).orderBy(asc(incompleteDays.date))).map((d) => d.date),
		customFoods: custom.map((f) => ({ ...pick(CustomFoodSchema, f), ...known(nutrientsOfRow(f)) })),
		recipes: ownRecipes.map((r) => ({
			...pick(RecipeSchema, r),
			ingredients: (ingredientsOf.get(r.id) ?? []).map((i) => ({ ...pick(IngredientSchema, i), food: refs.ref(i.foodId) })),
		})),
		mealPlans: plans.map((p) => ({ ...pick(MealPlanSchema, p), plannedMeals: (plannedOf.get(p.id) ?? []).map((m) => pick(PlannedMealSchema, m)) })),
		groceryLists: lists.map((l) => ({
			...pick(GroceryListSchema, l),
			items: (itemsOf.get(l.id) ?? []).map((i) => ({ ...pick(GroceryItemSchema, i), food: refs.ref(i.foodId) })),
		})),
		savedMeals: saved.map((m) => ({ ...pick(SavedMealSchema, m), foods: (foodsOf.get(m.id) ?? []).map((f) => eaten(f, refs)) })),
	} as BackupSections
}

/**
 * The members of `row` that `schema` (a backup record) names, a Date as ISO text; members the row
 * does not have (nested lists, food references, nutrient keys) are the caller's to add.
 */
function pick(schema: z.ZodObject, row: object): Record<string, unknown> {
	const out: Record<string, unknown> = {}
	for (const key of Object.keys(schema.shape)) {
		if (!(key in row)) continue
		const value = (row as Record<string, unknown>)[key]
		out[key] = value instanceof Date ? value.toISOString() : value
	}
	return out
}

/** An entry's or My Meal food's snapshot as the backup writes it (unknown nutrients left out). */
function eaten(row: Pick<MealFood, 'foodId' | 'foodName' | 'foodBrand' | 'quantity' | 'unit' | 'grams' | 'kcalEstimated'> & Parameters<typeof nutrientsOfRow>[0], refs: FoodRefs) {
	return {
		food: refs.ref(row.foodId),
		foodName: row.foodName,
		foodBrand: row.foodBrand,
		quantity: row.quantity,
		unit: row.unit,
		grams: row.grams,
		kcalEstimated: row.kcalEstimated,
		...known(nutrientsOfRow(row)),
	}
}

const MEAL_ORDER = new Map<string, number>(MEAL_TYPES.map((t, i) => [t, i]))

/**
 * The diary, one day at a time in date order: each day's meals (breakfast → snack) with their time,
 * calorie adjustment and entries (in logging order) with every nutrient.
 */
export async function* diaryDays(db: Db, actor: Actor): AsyncGenerator<BackupDay> {
	const refs = foodRefs(db, actor)
	let after = ''
	for (;;) {
		const dates = await db
			.selectDistinct({ date: meals.date })
			.from(meals)
			.where(and(eq(meals.userId, actor.userId), gt(meals.date, after)))
			.orderBy(asc(meals.date))
			.limit(EXPORT_DAYS_PER_READ)
		if (dates.length === 0) return
		const from = dates[0]!.date
		const to = dates[dates.length - 1]!.date
		after = to
		const mealRows = await db
			.select()
			.from(meals)
			.where(and(eq(meals.userId, actor.userId), gte(meals.date, from), lte(meals.date, to)))
		const entries = await db
			.select()
			.from(mealFoods)
			.where(and(eq(mealFoods.userId, actor.userId), inArray(mealFoods.mealId, mealRows.map((m) => m.id))))
			.orderBy(asc(mealFoods.loggedAt), asc(mealFoods.id))
		await refs.load(entries.map((e) => e.foodId))
		const entriesOf = new Map<string, MealFood[]>()
		for (const e of entries) {
			const list = entriesOf.get(e.mealId)
			if (list) list.push(e)
			else entriesOf.set(e.mealId, [e])
		}
		mealRows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : MEAL_ORDER.get(a.mealType)! - MEAL_ORDER.get(b.mealType)! || (a.id < b.id ? -1 : 1)))
		let day: BackupDay | null = null
		for (const m of mealRows) {
			if (day && day.date !== m.date) yield day
			if (!day || day.date !== m.date) day = { date: m.date, meals: [] }
			day.meals.push({
				mealType: m.mealType,
				time: m.time,
				calorieAdjustment: m.calorieAdjustment,
				entries: (entriesOf.get(m.id) ?? []).map((e) => ({ ...eaten(e, refs), loggedAt: e.loggedAt.toISOString() })) as BackupDay['meals'][number]['entries'],
			})
		}
		if (day) yield day
		if (dates.length < EXPORT_DAYS_PER_READ) return
		await loopTurn()
	}
}

/** Every weigh-in in date order, ROWS_PER_READ at a time. */
export async function* allWeighIns(db: Db, actor: Actor) {
	let after = ''
	for (;;) {
		const rows = await db
			.select({ date: weighIns.date, weightKg: weighIns.weightKg, waistCm: weighIns.waistCm, hipsCm: weighIns.hipsCm, chestCm: weighIns.chestCm, bodyFatPct: weighIns.bodyFatPct })
			.from(weighIns)
			.where(and(eq(weighIns.userId, actor.userId), gt(weighIns.date, after)))
			.orderBy(asc(weighIns.date))
			.limit(ROWS_PER_READ)
		yield* rows
		if (rows.length < ROWS_PER_READ) return
		await loopTurn()
		after = rows[rows.length - 1]!.date
	}
}

/** Every drink in date order (then time logged), ROWS_PER_READ at a time (keyset on date and id). */
export async function* allWater(db: Db, actor: Actor) {
	let after = ''
	for (;;) {
		// A whole number of days a read: a day holds at most 60 drinks, so no day is split across reads.
		const days = await db
			.selectDistinct({ date: waterEntries.date })
			.from(waterEntries)
			.where(and(eq(waterEntries.userId, actor.userId), gt(waterEntries.date, after)))
			.orderBy(asc(waterEntries.date))
			.limit(Math.floor(ROWS_PER_READ / 60))
		if (days.length === 0) return
		const to = days[days.length - 1]!.date
		const rows = await db
			.select({ date: waterEntries.date, ml: waterEntries.ml })
			.from(waterEntries)
			.where(and(eq(waterEntries.userId, actor.userId), gt(waterEntries.date, after), lte(waterEntries.date, to)))
			.orderBy(asc(waterEntries.date), asc(waterEntries.createdAt), asc(waterEntries.id))
		yield* rows
		after = to
		await loopTurn()
	}
}

/**
 * The JSON backup as text chunks (docs/backup-format.md): `{`, then one `"key":value` line per
 * small section, then `weighIns`, `water` and `days` with one element a line, then `}`. The whole
 * document is valid JSON; the one-element-a-line layout lets the importer read it as a stream.
 * @throws NotFoundError when the actor's user no longer exists.
 */
export async function* backupJson(db: Db, actor: Actor, now = new Date()): AsyncGenerator<string> {
	const sections = await backupSections(db, actor)
	yield `{\n"format":${JSON.stringify(BACKUP_FORMAT)},\n"version":${BACKUP_VERSION},\n"exportedAt":${JSON.stringify(now.toISOString())},\n"app":"Platewise",\n`
	for (const [key, value] of Object.entries(sections)) yield `${JSON.stringify(key)}:${JSON.stringify(value)},\n`
	const streamed: [string, AsyncIterable<unknown>][] = [
		['weighIns', allWeighIns(db, actor)],
		['water', allWater(db, actor)],
		['days', diaryDays(db, actor)],
	]
	for (const [i, [key, rows]] of streamed.entries()) {
		let buffer = `${JSON.stringify(key)}:[`
		let first = true
		for await (const row of rows) {
			buffer += `${first ? '' : ','}\n${JSON.stringify(row, dropNull)}`
			first = false
			if (buffer.length >= 64 * 1024) {
				yield buffer
				buffer = ''
			}
		}
		yield `${buffer}\n]${i === streamed.length - 1 ? '' : ','}\n`
	}
	yield '}\n'
}

/** JSON.stringify replacer for the streamed lists: a null (unknown) member is left out. */
function dropNull(_key: string, value: unknown) {
	return value === null ? undefined : value
}

/** The columns of entries.csv, in order (every nutrient of BACKUP_NUTRIENT_KEYS). */
export const ENTRY_CSV_COLUMNS = ['date', 'meal_type', 'meal_time', 'food_name', 'food_brand', 'quantity', 'unit', 'grams', ...BACKUP_NUTRIENT_KEYS, 'kcal_estimated', 'logged_at'] as const

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text starting with
 * `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so a spreadsheet does not run it as a formula
 * (OWASP "CSV Injection"); numbers are written as they are.
 */
export function csvField(value: string | number | boolean | null | undefined): string {
	if (value === null || value === undefined) return ''
	if (typeof value === 'number') return String(value)
	if (typeof value === 'boolean') return value ? 'true' : 'false'
	const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
	return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const csvLine = (fields: (string | number | boolean | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`

/** entries.csv's lines: the header, then one line per diary entry (date, then meal, then logging order). */
async function* entryLines(db: Db, actor: Actor): AsyncGenerator<string> {
	yield csvLine([...ENTRY_CSV_COLUMNS])
	for await (const day of diaryDays(db, actor)) {
		let chunk = ''
		for (const meal of day.meals)
			for (const e of meal.entries) {
				const n = e as Record<string, unknown>
				chunk += csvLine([day.date, meal.mealType, meal.time, e.foodName, e.foodBrand, e.quantity, e.unit, e.grams, ...BACKUP_NUTRIENT_KEYS.map((k) => n[k] as number | null | undefined), e.kcalEstimated, e.loggedAt])
			}
		yield chunk
	}
}

/** meal-adjustments.csv: the meals whose calories were typed over their entries' sum (kcal added). */
async function* adjustmentLines(db: Db, actor: Actor): AsyncGenerator<string> {
	yield csvLine(['date', 'meal_type', 'calorie_adjustment'])
	const rows = await db
		.select({ date: meals.date, mealType: meals.mealType, adjustment: meals.calorieAdjustment })
		.from(meals)
		.where(and(eq(meals.userId, actor.userId), ne(meals.calorieAdjustment, 0)))
		.orderBy(asc(meals.date))
	for (const r of rows) yield csvLine([r.date, r.mealType, r.adjustment])
}

async function* weightLines(db: Db, actor: Actor): AsyncGenerator<string> {
	yield csvLine(['date', 'weight_kg', 'waist_cm', 'hips_cm', 'chest_cm', 'body_fat_pct'])
	for await (const w of allWeighIns(db, actor)) yield csvLine([w.date, w.weightKg, w.waistCm, w.hipsCm, w.chestCm, w.bodyFatPct])
}

async function* waterLines(db: Db, actor: Actor): AsyncGenerator<string> {
	yield csvLine(['date', 'ml'])
	for await (const w of allWater(db, actor)) yield csvLine([w.date, w.ml])
}

/** The files of the CSV export, in the zip's order. */
export const CSV_FILES = ['entries.csv', 'meal-adjustments.csv', 'weights.csv', 'water.csv'] as const

/**
 * The CSV export as the bytes of a zip (deflated as it streams, fflate): entries.csv (one row per
 * diary entry with every nutrient column, ENTRY_CSV_COLUMNS), meal-adjustments.csv, weights.csv and
 * water.csv. A day's kcal = its entries' kcal + its meals' calorie adjustments.
 */
export async function* csvZip(db: Db, actor: Actor): AsyncGenerator<Uint8Array> {
	await ownUser(db, actor)
	const out: Uint8Array[] = []
	let failure: Error | null = null
	const zip = new Zip((err, data) => {
		if (err) failure = err
		else out.push(data)
	})
	const encoder = new TextEncoder()
	const sources = { 'entries.csv': entryLines, 'meal-adjustments.csv': adjustmentLines, 'weights.csv': weightLines, 'water.csv': waterLines }
	for (const name of CSV_FILES) {
		const file = new ZipDeflate(name, { level: 6 })
		zip.add(file)
		for await (const text of sources[name](db, actor)) {
			file.push(encoder.encode(text))
			if (failure) throw failure
			while (out.length) yield out.shift()!
		}
		file.push(new Uint8Array(0), true)
		while (out.length) yield out.shift()!
	}
	zip.end()
	if (failure) throw failure
	while (out.length) yield out.shift()!
}

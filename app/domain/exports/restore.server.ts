/**
 * Restoring what an importer cannot express from a Platewise backup: the profile and goals, goal
 * history, nutrient target overrides, check-ins, days marked incomplete, custom foods, recipes,
 * meal plans with their planned meals, grocery lists, My Meals, meal calorie adjustments and meal
 * times, and weigh-ins' body measurements.
 *
 * Preview (`keepBackupExtras`): the backup is read again (the upload is still on disk), checked, and
 * these sections are kept beside the import's records (import_records at sequence -1, which the
 * record loop never reads and which is dropped with them), answering what will be restored.
 * Confirm (`restoreBackupExtras`): written in the import's own transaction, after its entries.
 * Restoring is idempotent: a custom food, recipe, plan, grocery list or My Meal whose name the
 * account already has is not written again (references to it point at the one there), and every
 * cap of docs/architecture.md "Limits per account" holds (what is past a cap is noted, not written).
 */
import { createId } from '@paralleldrive/cuid2'
import { and, count, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import type { Tx } from '#app/domain/body/weigh-ins.server.ts'
import { todayIn } from '#app/domain/dates.ts'
import { FOOD_CAPS } from '#app/domain/foods/caps.ts'
import { GROCERY_CAPS } from '#app/domain/grocery/caps.ts'
import { SAVED_MEAL_CAPS } from '#app/domain/diary/caps.ts'
import type { ImportInput } from '#app/domain/imports/types.ts'
import { nutrientInfo } from '#app/domain/nutrition/micronutrients.ts'
import { PLANNING_CAPS } from '#app/domain/planning/caps.ts'
import { RECIPE_CAPS } from '#app/domain/recipes/caps.ts'
import {
	checkIns,
	foods,
	goalHistory,
	groceryItems,
	groceryLists,
	importRecords,
	incompleteDays,
	mealPlans,
	meals,
	nutrientTargetOverrides,
	plannedMeals,
	recipeIngredients,
	recipes,
	savedMealFoods,
	savedMeals,
	users,
	weighIns,
	type MealType,
} from '#db/schema.ts'
import type { BackupFoodRef, BackupSections } from './backup-format.ts'
import { readBackup } from './backup-reader.ts'
import { loopTurn } from './export.server.ts'
import { columnsOfNutrients } from './nutrient-columns.ts'
import { EMPTY_RESTORE, type BackupRestoreSummary } from './restore-summary.ts'

/** The import_records sequence holding a backup's restorable sections (the record loop reads 0, 1, 2, …). */
export const EXTRAS_SEQ = -1

/** What a backup holds beyond entries, weigh-ins and drinks. Meals: [date, mealType, time, calorieAdjustment]. */
export type BackupExtras = {
	sections: Partial<BackupSections>
	meals: [string, MealType, string, number][]
	measurements: { date: string; waistCm: number | null; hipsCm: number | null; chestCm: number | null }[]
}

/** Reads the backup's restorable parts (checked; errors name line and JSON path). */
export async function readBackupExtras(input: ImportInput): Promise<BackupExtras> {
	const extras: BackupExtras = { sections: {}, meals: [], measurements: [] }
	for await (const piece of readBackup(input.open)) {
		if (piece.kind === 'section') (extras.sections as Record<string, unknown>)[piece.key] = piece.value
		else if (piece.kind === 'days') for (const m of piece.value.meals) extras.meals.push([piece.value.date, m.mealType, m.time, m.calorieAdjustment])
		else if (piece.kind === 'weighIns') {
			const w = piece.value
			if (w.waistCm != null || w.hipsCm != null || w.chestCm != null) extras.measurements.push({ date: w.date, waistCm: w.waistCm ?? null, hipsCm: w.hipsCm ?? null, chestCm: w.chestCm ?? null })
		}
	}
	return extras
}

/** What restoring `extras` would write into an empty account (the preview's promise). */
export function restorePromise(extras: BackupExtras): BackupRestoreSummary {
	const s = extras.sections
	return {
		...EMPTY_RESTORE,
		profile: Boolean(s.profile),
		goals: Boolean(s.goals),
		goalHistory: s.goalHistory?.length ?? 0,
		nutrientTargetOverrides: s.nutrientTargetOverrides?.length ?? 0,
		checkIns: s.checkIns?.length ?? 0,
		incompleteDays: s.incompleteDays?.length ?? 0,
		customFoods: s.customFoods?.length ?? 0,
		recipes: s.recipes?.length ?? 0,
		mealPlans: s.mealPlans?.length ?? 0,
		plannedMeals: (s.mealPlans ?? []).reduce((n, p) => n + p.plannedMeals.length, 0),
		groceryLists: s.groceryLists?.length ?? 0,
		savedMeals: s.savedMeals?.length ?? 0,
		mealAdjustments: extras.meals.filter((m) => m[3] !== 0).length,
		measurements: extras.measurements.length,
		notes: ['Undo removes the entries, weigh-ins and water; restored foods, recipes, plans and goals stay.'],
	}
}

/**
 * Preview step of a Platewise backup: reads and keeps its restorable parts with the import.
 * @throws ImportFormatError (→ 422 naming line and JSON path) for a malformed backup.
 */
export async function keepBackupExtras(db: Db, importId: string, input: ImportInput): Promise<BackupRestoreSummary> {
	const extras = await readBackupExtras(input)
	await db.insert(importRecords).values({ importId, seq: EXTRAS_SEQ, records: JSON.stringify(extras) })
	return restorePromise(extras)
}

const dateOf = (iso: string | null | undefined) => {
	const d = iso ? new Date(iso) : null
	return d && !Number.isNaN(d.getTime()) ? d : undefined
}

function isTimeZone(tz: string): boolean {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: tz })
		return true
	} catch {
		return false
	}
}

/** How many of `table`'s rows the user owns (for the caps). */
async function owned(tx: Tx, table: typeof recipes | typeof mealPlans | typeof groceryLists | typeof savedMeals, userId: string): Promise<number> {
	const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId))
	return Number(row?.n ?? 0)
}

/**
 * Confirm step: writes the backup's restorable parts kept by {@link keepBackupExtras}, inside the
 * import's transaction and after its entries and weigh-ins (so the import's meals get their times
 * and calorie adjustments, and its weigh-ins their measurements). Answers what was written.
 */
export async function restoreBackupExtras(tx: Tx, actor: Actor, importId: string): Promise<BackupRestoreSummary> {
	const [row] = await tx.select({ records: importRecords.records }).from(importRecords).where(and(eq(importRecords.importId, importId), eq(importRecords.seq, EXTRAS_SEQ)))
	if (!row) return { ...EMPTY_RESTORE }
	const extras = JSON.parse(row.records) as BackupExtras
	const s = extras.sections
	const uid = actor.userId
	const out: BackupRestoreSummary = { ...EMPTY_RESTORE, notes: [] }
	const note = (text: string) => out.notes.push(text)

	if (s.profile || s.goals) {
		const { email: _email, username: _username, createdAt: _createdAt, timezone, ...profile } = s.profile ?? {}
		await tx
			.update(users)
			.set({ ...profile, ...(timezone && isTimeZone(timezone) ? { timezone } : {}), ...(s.goals ?? {}), updatedAt: new Date() })
			.where(eq(users.id, uid))
		out.profile = Boolean(s.profile)
		out.goals = Boolean(s.goals)
	}
	for (const g of s.goalHistory ?? []) {
		await tx
			.insert(goalHistory)
			.values({ ...g, userId: uid })
			.onConflictDoUpdate({ target: [goalHistory.userId, goalHistory.effectiveFrom], set: { ...g } })
		out.goalHistory++
	}
	for (const o of s.nutrientTargetOverrides ?? []) {
		if (!nutrientInfo(o.nutrient) || (o.target == null && o.upperLimit == null)) continue
		const values = { target: o.target ?? null, upperLimit: o.upperLimit ?? null }
		await tx
			.insert(nutrientTargetOverrides)
			.values({ userId: uid, nutrient: o.nutrient, ...values })
			.onConflictDoUpdate({ target: [nutrientTargetOverrides.userId, nutrientTargetOverrides.nutrient], set: values })
		out.nutrientTargetOverrides++
	}
	for (const c of s.checkIns ?? []) {
		const done = await tx.insert(checkIns).values({ ...c, userId: uid }).onConflictDoNothing().returning({ w: checkIns.weekStart })
		out.checkIns += done.length
	}
	for (const date of s.incompleteDays ?? []) {
		const done = await tx.insert(incompleteDays).values({ userId: uid, date }).onConflictDoNothing().returning({ d: incompleteDays.date })
		out.incompleteDays += done.length
	}

	const foodIds = await restoreCustomFoods(tx, uid, s.customFoods ?? [], out, note)
	const resolve = foodResolver(tx, foodIds)
	const recipeIds = await restoreRecipes(tx, uid, s.recipes ?? [], resolve, out, note)
	const planIds = await restorePlans(tx, uid, s.mealPlans ?? [], recipeIds, out, note)
	await restoreGroceryLists(tx, uid, s.groceryLists ?? [], planIds, resolve, out, note)
	await restoreSavedMeals(tx, uid, s.savedMeals ?? [], resolve, out, note)
	await restoreMeals(tx, actor, importId, extras.meals, out)
	for (const m of extras.measurements) {
		const done = await tx
			.update(weighIns)
			.set({ waistCm: m.waistCm, hipsCm: m.hipsCm, chestCm: m.chestCm })
			.where(and(eq(weighIns.userId, uid), eq(weighIns.date, m.date), eq(weighIns.importId, importId)))
			.returning({ d: weighIns.date })
		out.measurements += done.length
		if (out.measurements % 20 === 0) await loopTurn()
	}
	return out
}

type Note = (text: string) => void
type Resolve = (ref: BackupFoodRef) => Promise<number | null>

/** Custom foods: the backup's id → the account's food id (a food of the same name and brand is reused). */
async function restoreCustomFoods(tx: Tx, uid: string, list: BackupSections['customFoods'], out: BackupRestoreSummary, note: Note): Promise<Map<number, number>> {
	const ids = new Map<number, number>()
	if (list.length === 0) return ids
	const mine = await tx.select({ id: foods.id, name: foods.name, brand: foods.brand }).from(foods).where(eq(foods.ownerId, uid))
	const byName = new Map(mine.map((f) => [`${f.name}|${f.brand ?? ''}`, f.id]))
	let room = FOOD_CAPS.customFoodsPerAccount - mine.length
	for (const f of list) {
		const same = byName.get(`${f.name}|${f.brand ?? ''}`)
		if (same !== undefined) {
			ids.set(f.id, same)
			continue
		}
		if (room <= 0) {
			note(`Custom food '${f.name}' not restored: an account keeps at most ${FOOD_CAPS.customFoodsPerAccount}`)
			continue
		}
		const { id: _id, createdAt, kcalEstimated, ...rest } = f
		const nutrients = columnsOfNutrients(rest)
		const [made] = await tx
			.insert(foods)
			.values({
				source: 'custom',
				ownerId: uid,
				name: rest.name,
				brand: rest.brand ?? null,
				category: rest.category ?? null,
				servingSize: rest.servingSize ?? null,
				servingUnit: rest.servingUnit ?? null,
				householdServing: rest.householdServing ?? null,
				servingGrams: rest.servingGrams ?? null,
				basis: rest.basis,
				kcalEstimated: kcalEstimated ?? false,
				...nutrients,
				...(dateOf(createdAt) ? { createdAt: dateOf(createdAt) } : {}),
			})
			.returning({ id: foods.id })
		ids.set(f.id, made!.id)
		byName.set(`${f.name}|${f.brand ?? ''}`, made!.id)
		room--
		out.customFoods++
	}
	return ids
}

/** A food reference → a food id of this database (the account's restored custom food, a USDA food by fdcId, a product by GTIN-14), or null. */
function foodResolver(tx: Tx, custom: Map<number, number>): Resolve {
	const cache = new Map<string, number | null>()
	return async (ref) => {
		if (!ref) return null
		if (ref.customFoodId !== undefined) return custom.get(ref.customFoodId) ?? null
		const key = ref.fdcId !== undefined ? `f${ref.fdcId}` : ref.gtin14 !== undefined ? `g${ref.gtin14}` : null
		if (!key) return null
		if (!cache.has(key)) {
			const [found] = await tx
				.select({ id: foods.id })
				.from(foods)
				.where(and(ref.fdcId !== undefined ? eq(foods.fdcId, ref.fdcId) : eq(foods.gtin14, ref.gtin14!), isNull(foods.ownerId)))
				.limit(1)
			cache.set(key, found?.id ?? null)
		}
		return cache.get(key)!
	}
}

/** Recipes with their ingredients: the backup's id → the account's recipe id (one of the same name is reused). */
async function restoreRecipes(tx: Tx, uid: string, list: BackupSections['recipes'], resolve: Resolve, out: BackupRestoreSummary, note: Note): Promise<Map<string, string>> {
	const ids = new Map<string, string>()
	if (list.length === 0) return ids
	const mine = await tx.select({ id: recipes.id, name: recipes.name }).from(recipes).where(eq(recipes.userId, uid))
	const byName = new Map(mine.map((r) => [r.name, r.id]))
	let room = RECIPE_CAPS.recipesPerAccount - (await owned(tx, recipes, uid))
	for (const r of list) {
		const same = byName.get(r.name)
		if (same) {
			ids.set(r.id, same)
			continue
		}
		if (room <= 0) {
			note(`Recipe '${r.name}' not restored: an account keeps at most ${RECIPE_CAPS.recipesPerAccount}`)
			continue
		}
		const { id: _id, ingredients, createdAt, ...fields } = r
		const id = createId()
		await tx.insert(recipes).values({ ...fields, id, userId: uid, ...(dateOf(createdAt) ? { createdAt: dateOf(createdAt) } : {}) })
		const rows = []
		for (const i of ingredients) rows.push({ ...i, food: undefined, id: createId(), recipeId: id, foodId: await resolve(i.food) })
		if (rows.length) await tx.insert(recipeIngredients).values(rows.map(({ food: _f, ...row }) => row))
		ids.set(r.id, id)
		byName.set(r.name, id)
		room--
		out.recipes++
	}
	return ids
}

/** Meal plans with their planned meals: the backup's id → the account's plan id. One active plan at most. */
async function restorePlans(tx: Tx, uid: string, list: BackupSections['mealPlans'], recipeIds: Map<string, string>, out: BackupRestoreSummary, note: Note): Promise<Map<string, string>> {
	const ids = new Map<string, string>()
	if (list.length === 0) return ids
	const mine = await tx.select({ id: mealPlans.id, name: mealPlans.name, startDate: mealPlans.startDate, isActive: mealPlans.isActive }).from(mealPlans).where(eq(mealPlans.userId, uid))
	const byKey = new Map(mine.map((p) => [`${p.name}|${p.startDate}`, p.id]))
	let active = mine.some((p) => p.isActive)
	let room = PLANNING_CAPS.plansPerAccount - mine.length
	const wanted = [...new Set(list.flatMap((p) => p.plannedMeals.map((m) => m.recipeId)).filter((id): id is string => Boolean(id) && !recipeIds.has(id!)))]
	const builtin = new Set<string>()
	for (let i = 0; i < wanted.length; i += 500) {
		const rows = await tx.select({ id: recipes.id }).from(recipes).where(and(inArray(recipes.id, wanted.slice(i, i + 500)), isNull(recipes.userId)))
		for (const r of rows) builtin.add(r.id)
	}
	for (const p of list) {
		const same = byKey.get(`${p.name}|${p.startDate}`)
		if (same) {
			ids.set(p.id, same)
			continue
		}
		if (room <= 0) {
			note(`Meal plan '${p.name}' not restored: an account keeps at most ${PLANNING_CAPS.plansPerAccount}`)
			continue
		}
		const { id: _id, plannedMeals: planned, createdAt, isActive, ...fields } = p
		const id = createId()
		await tx.insert(mealPlans).values({ ...fields, id, userId: uid, isActive: isActive && !active, ...(dateOf(createdAt) ? { createdAt: dateOf(createdAt) } : {}) })
		active ||= isActive
		const rows = planned.map(({ recipeId, loggedAt, ...m }) => ({
			...m,
			id: createId(),
			planId: id,
			userId: uid,
			recipeId: recipeId ? (recipeIds.get(recipeId) ?? (builtin.has(recipeId) ? recipeId : null)) : null,
			loggedAt: dateOf(loggedAt) ?? null,
		}))
		for (let i = 0; i < rows.length; i += 100) await tx.insert(plannedMeals).values(rows.slice(i, i + 100))
		ids.set(p.id, id)
		byKey.set(`${p.name}|${p.startDate}`, id)
		room--
		out.mealPlans++
		out.plannedMeals += rows.length
	}
	return ids
}

async function restoreGroceryLists(tx: Tx, uid: string, list: BackupSections['groceryLists'], planIds: Map<string, string>, resolve: Resolve, out: BackupRestoreSummary, note: Note): Promise<void> {
	if (list.length === 0) return
	const mine = await tx.select({ name: groceryLists.name, startDate: groceryLists.startDate }).from(groceryLists).where(eq(groceryLists.userId, uid))
	const seen = new Set(mine.map((l) => `${l.name}|${l.startDate ?? ''}`))
	let room = GROCERY_CAPS.listsPerAccount - mine.length
	for (const l of list) {
		if (seen.has(`${l.name}|${l.startDate ?? ''}`)) continue
		if (room <= 0) {
			note(`Grocery list '${l.name}' not restored: an account keeps at most ${GROCERY_CAPS.listsPerAccount}`)
			continue
		}
		const { items, mealPlanId, createdAt, ...fields } = l
		const id = createId()
		await tx.insert(groceryLists).values({ ...fields, id, userId: uid, mealPlanId: mealPlanId ? (planIds.get(mealPlanId) ?? null) : null, ...(dateOf(createdAt) ? { createdAt: dateOf(createdAt) } : {}) })
		const rows = []
		for (const { food, ...item } of items) rows.push({ ...item, id: createId(), listId: id, foodId: await resolve(food) })
		for (let i = 0; i < rows.length; i += 100) await tx.insert(groceryItems).values(rows.slice(i, i + 100))
		seen.add(`${l.name}|${l.startDate ?? ''}`)
		room--
		out.groceryLists++
	}
}

async function restoreSavedMeals(tx: Tx, uid: string, list: BackupSections['savedMeals'], resolve: Resolve, out: BackupRestoreSummary, note: Note): Promise<void> {
	if (list.length === 0) return
	const mine = await tx.select({ name: savedMeals.name }).from(savedMeals).where(eq(savedMeals.userId, uid))
	const seen = new Set(mine.map((m) => m.name))
	let room = SAVED_MEAL_CAPS.perAccount - mine.length
	for (const m of list) {
		if (seen.has(m.name)) continue
		if (room <= 0) {
			note(`My Meal '${m.name}' not restored: an account keeps at most ${SAVED_MEAL_CAPS.perAccount}`)
			continue
		}
		const id = createId()
		await tx.insert(savedMeals).values({ id, userId: uid, name: m.name, ...(dateOf(m.createdAt) ? { createdAt: dateOf(m.createdAt) } : {}) })
		const rows = []
		for (const [seq, f] of m.foods.entries())
			rows.push({
				...columnsOfNutrients(f),
				kcal: f.kcal,
				proteinG: f.protein_g,
				carbsG: f.carbs_g,
				fatG: f.fat_g,
				id: createId(),
				savedMealId: id,
				seq,
				foodId: await resolve(f.food),
				foodName: f.foodName,
				foodBrand: f.foodBrand ?? null,
				quantity: f.quantity,
				unit: f.unit,
				grams: f.grams ?? null,
				kcalEstimated: f.kcalEstimated ?? false,
			})
		if (rows.length) await tx.insert(savedMealFoods).values(rows)
		seen.add(m.name)
		room--
		out.savedMeals++
	}
}

/**
 * The import's meals get the backup's times and calorie adjustments; a meal of the backup with an
 * adjustment but no entries is made (marked as the import's) unless the day already has that meal.
 */
async function restoreMeals(tx: Tx, actor: Actor, importId: string, list: BackupExtras['meals'], out: BackupRestoreSummary): Promise<void> {
	const today = todayIn(actor.timezone)
	const made = await tx
		.select({ id: meals.id, date: meals.date, mealType: meals.mealType, time: meals.time, adjustment: meals.calorieAdjustment })
		.from(meals)
		.where(and(eq(meals.userId, actor.userId), eq(meals.importId, importId)))
	const byKey = new Map(made.map((m) => [`${m.date}|${m.mealType}`, m]))
	let written = 0
	for (const [date, mealType, time, adjustment] of list) {
		if (date > today) continue
		const mine = byKey.get(`${date}|${mealType}`)
		if (mine) {
			if (mine.time !== time || mine.adjustment !== adjustment) {
				await tx.update(meals).set({ time, calorieAdjustment: adjustment }).where(eq(meals.id, mine.id))
				if (++written % 20 === 0) await loopTurn()
			}
			if (adjustment !== 0) out.mealAdjustments++
			continue
		}
		if (adjustment === 0) continue
		const [existing] = await tx
			.select({ id: meals.id })
			.from(meals)
			.where(and(eq(meals.userId, actor.userId), eq(meals.date, date), eq(meals.mealType, mealType)))
			.limit(1)
		if (existing) continue
		await tx.insert(meals).values({ id: createId(), userId: actor.userId, date, mealType, time, calorieAdjustment: adjustment, importId })
		out.mealAdjustments++
	}
}

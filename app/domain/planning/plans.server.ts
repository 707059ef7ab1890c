/**
 * Meal plans and planned meals (spec sections 3, 4 'Meal plan selection' and 'Logging a
 * planned meal', 5 'New meal plan', 7 'Planning'). Every function is scoped to the caller: another
 * user's plan or planned meal is a NotFoundError (404). Multi-row writes run in one transaction.
 */
import { createId } from '@paralleldrive/cuid2'
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn, weekDays } from '#app/domain/dates.ts'
import type { Actor } from '#app/domain/actor.ts'
import { ConflictError, InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { decodeCursor, mapPage, pageOf, type Page, type PageRequest } from '#app/domain/pagination.ts'
import type { Nutrients } from '#app/domain/nutrition/index.ts'
import { prepareRecipeLog, removeLoggedEntries, writeRecipeLog } from '#app/domain/recipes/log.server.ts'
import { getRecipe, listRecipes, recipeFoods, type RecipeFoods, type RecipeView } from '#app/domain/recipes/recipes.server.ts'
import { servingAmounts } from '#app/domain/recipes/scaling.ts'
import { diaryDayTotals, groceryLists, mealPlans, plannedMeals, recipes, type MealPlan, type MealType, type PlannedMeal } from '#db/schema.ts'
import { proposeWithAi } from './ai-plan.server.ts'
import { PLANNING_CAPS } from './caps.ts'
import { MAX_PLAN_DAYS, PLANNING_WEEKLY_TARGETS } from './options.ts'
import { planDays, type PlannedDay, type PlannerConstraints, type PlannerRecipe } from './planner.ts'
import type { AddPlannedMealInput, CreatePlanInput } from './plans.schema.ts'

/** A meal plan as screens and the API show it (spec section 3 'Meal plan'). */
export type MealPlanView = Omit<MealPlan, 'createdAt' | 'userId'> & { userId: string; createdAt: string; plannedMealCount: number }

/** A planned meal (spec section 3 'Planned meal') with its day, recipe and servings. */
export type PlannedMealView = {
	id: string
	planId: string
	date: string
	name: string
	mealType: MealType
	description: string | null
	recipeId: string | null
	servings: number
	/** Snapshot for `servings` (kcal, g): the same numbers Log to Tracker adds to the diary. */
	estimatedCalories: number
	estimatedProtein: number
	estimatedCarbs: number
	estimatedFat: number
	loggedAt: string | null
}

const MEAL_ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 }

function toPlanView(plan: MealPlan, count = 0): MealPlanView {
	const { createdAt, ...rest } = plan
	return { ...rest, createdAt: createdAt.toISOString(), plannedMealCount: count }
}

function toPlannedView(p: PlannedMeal): PlannedMealView {
	return {
		id: p.id,
		planId: p.planId,
		date: p.date,
		name: p.name,
		mealType: p.mealType,
		description: p.description,
		recipeId: p.recipeId,
		servings: p.servings,
		estimatedCalories: p.estimatedCalories,
		estimatedProtein: p.estimatedProtein,
		estimatedCarbs: p.estimatedCarbs,
		estimatedFat: p.estimatedFat,
		loggedAt: p.loggedAt ? p.loggedAt.toISOString() : null,
	}
}

/** The caller's plans, oldest first, with their planned-meal counts (at most PLANNING_CAPS.plansPerAccount). */
export async function listPlans(db: Db, userId: string): Promise<MealPlanView[]> {
	const rows = await db.select().from(mealPlans).where(eq(mealPlans.userId, userId)).orderBy(asc(mealPlans.createdAt), asc(mealPlans.id))
	return withCounts(db, userId, rows)
}

async function withCounts(db: Db, userId: string, rows: MealPlan[]): Promise<MealPlanView[]> {
	if (rows.length === 0) return []
	const counts = await db
		.select({ planId: plannedMeals.planId, n: sql<number>`count(*)` })
		.from(plannedMeals)
		.where(and(eq(plannedMeals.userId, userId), inArray(plannedMeals.planId, rows.map((r) => r.id))))
		.groupBy(plannedMeals.planId)
	const byPlan = new Map(counts.map((c) => [c.planId, Number(c.n)]))
	return rows.map((r) => toPlanView(r, byPlan.get(r.id) ?? 0))
}

/**
 * One page of the caller's plans, oldest first (created time, then id), with their planned-meal
 * counts: `page.limit` plans after `page.cursor`, read through meal_plans_user_created_idx.
 * @throws InvalidError naming `cursor` for a cursor this list did not give out.
 */
export async function pagePlans(db: Db, userId: string, page: PageRequest): Promise<Page<MealPlanView>> {
	const after = page.cursor ? (decodeCursor(page.cursor, 'ns') as [number, string]) : null
	const rows = await db
		.select()
		.from(mealPlans)
		.where(and(eq(mealPlans.userId, userId), after ? sql`(${mealPlans.createdAt}, ${mealPlans.id}) > (${after[0]}, ${after[1]})` : undefined))
		.orderBy(asc(mealPlans.createdAt), asc(mealPlans.id))
		.limit(page.limit + 1)
	const views = await withCounts(db, userId, rows)
	return pageOf(views, page.limit, (p) => [Date.parse(p.createdAt), p.id])
}

/**
 * The plan /meal-planning shows (spec section 4 'Meal plan selection'): the chosen one, else the
 * active one, else the first; null when the user has none. At most three indexed reads, however
 * many plans the user keeps.
 */
export async function findShownPlan(db: Db, userId: string, chosenId?: string | null): Promise<MealPlanView | null> {
	const first = (where: ReturnType<typeof and>) => db.select().from(mealPlans).where(where).orderBy(asc(mealPlans.createdAt), asc(mealPlans.id)).limit(1)
	const [chosen] = chosenId ? await first(and(eq(mealPlans.userId, userId), eq(mealPlans.id, chosenId))) : []
	const [active] = chosen ? [] : await first(and(eq(mealPlans.userId, userId), eq(mealPlans.isActive, true)))
	const plan = chosen ?? active ?? (await first(eq(mealPlans.userId, userId)))[0]
	return plan ? ((await withCounts(db, userId, [plan]))[0] ?? null) : null
}

async function ownedPlan(db: Db, userId: string, planId: string): Promise<MealPlan> {
	const [plan] = await db
		.select()
		.from(mealPlans)
		.where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)))
		.limit(1)
	if (!plan) throw new NotFoundError('Meal plan')
	return plan
}

/** One of the caller's plans. @throws NotFoundError when missing or another user's. */
export async function getPlan(db: Db, userId: string, planId: string): Promise<MealPlanView> {
	const plan = await ownedPlan(db, userId, planId)
	const [c] = await db.select({ n: sql<number>`count(*)` }).from(plannedMeals).where(eq(plannedMeals.planId, plan.id))
	return toPlanView(plan, Number(c?.n ?? 0))
}

/**
 * The plan shown (spec section 4 'Meal plan selection'): the chosen one, else the active one,
 * else the first. Null when the user has no plans.
 */
export function shownPlan<P extends { id: string; isActive: boolean }>(plans: readonly P[], chosenId?: string | null): P | null {
	return plans.find((p) => p.id === chosenId) ?? plans.find((p) => p.isActive) ?? plans[0] ?? null
}

/** The planner's view of the caller's library (built-ins and own recipes with ingredients). */
export async function plannerLibrary(db: Db, userId: string): Promise<{ library: PlannerRecipe[]; recipes: Map<string, RecipeView> }> {
	const list = await listRecipes(db, { userId })
	const library = list.map(toPlannerRecipe)
	return { library, recipes: new Map(list.map((r) => [r.id, r])) }
}

/** A recipe as the planner sees it (per serving). */
export function toPlannerRecipe(r: RecipeView): PlannerRecipe {
	return {
		id: r.id,
		name: r.name,
		mealTypes: r.mealTypes,
		labels: r.labels,
		allergens: r.allergens,
		ingredientNames: r.ingredients.map((i) => i.name.toLowerCase()),
		tags: r.tags,
		cuisine: r.cuisine,
		totalTime: r.totalTime,
		kcal: r.perServing.kcal ?? 0,
		proteinG: r.perServing.proteinG ?? 0,
		carbsG: r.perServing.carbsG ?? 0,
		fatG: r.perServing.fatG ?? 0,
		sugarG: r.perServing.sugarG ?? 0,
		sodiumMg: r.perServing.sodiumMg ?? 0,
	}
}

function constraintsOf(plan: MealPlan): PlannerConstraints {
	return {
		targetCalories: plan.targetCalories,
		targetProtein: plan.targetProtein,
		targetCarbs: plan.targetCarbs,
		targetFat: plan.targetFat,
		dietaryRestrictions: plan.dietaryRestrictions,
		allergies: plan.allergies,
		healthConditions: plan.healthConditions,
		foodPreferences: plan.foodPreferences,
	}
}

/** Every ISO day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
	const out: string[] = []
	for (let d = from; d <= to && out.length <= MAX_PLAN_DAYS; d = addDaysIso(d, 1)) out.push(d)
	return out
}

/** Planned-meal rows for planned days (estimates = the exact servings amounts of the recipe). */
function plannedRows(plan: MealPlan, days: PlannedDay[], recipesById: Map<string, RecipeView>, foods: RecipeFoods): PlannedInsert[] {
	const rows: PlannedInsert[] = []
	for (const day of days)
		for (const [position, m] of day.meals.entries()) {
			const recipe = recipesById.get(m.recipeId)
			if (!recipe) continue
			rows.push(plannedRow(plan, day.date, m.mealType, recipe, m.servings, position, foods))
		}
	return rows
}

function plannedRow(plan: Pick<MealPlan, 'id' | 'userId'>, date: string, mealType: MealType, recipe: RecipeView, servings: number, position: number, foods: RecipeFoods): typeof plannedMeals.$inferInsert {
	const { total } = servingAmounts(recipe, servings, foods)
	return {
		id: createId(),
		planId: plan.id,
		userId: plan.userId,
		date,
		name: recipe.name,
		mealType,
		description: recipe.description,
		recipeId: recipe.id,
		servings,
		estimatedCalories: total.kcal ?? 0,
		estimatedProtein: total.proteinG ?? 0,
		estimatedCarbs: total.carbsG ?? 0,
		estimatedFat: total.fatG ?? 0,
		position,
	}
}

/** How the week was planned, for the screen's message. */
export type FillReport = { days: PlannedDay[]; source: 'local' | 'ai'; aiNote: string | null }

type PlannedInsert = typeof plannedMeals.$inferInsert

/**
 * Plans `dates` of a plan without writing anything: the local planner, or the AI provider's
 * proposal when `useAi` and it passes the same checks. Days keep their meals already logged
 * (the planner's meal of that type is dropped for them), and each day stays within
 * PLANNING_CAPS.plannedMealsPerDay. The rows are written by {@link writeDates}.
 */
async function planDates(db: Db, plan: MealPlan, dates: string[], options: { useAi?: boolean } = {}): Promise<{ report: FillReport; rows: PlannedInsert[] }> {
	const { library, recipes: byId } = await plannerLibrary(db, plan.userId)
	const constraints = constraintsOf(plan)
	const [prevRows, keptRows] = await Promise.all([
		db
			.select({ recipeId: plannedMeals.recipeId })
			.from(plannedMeals)
			.where(and(eq(plannedMeals.planId, plan.id), eq(plannedMeals.date, addDaysIso(dates[0]!, -1)))),
		db
			.select()
			.from(plannedMeals)
			.where(and(eq(plannedMeals.planId, plan.id), inArray(plannedMeals.date, dates), isNotNull(plannedMeals.loggedAt))),
	])
	const previous = prevRows.map((r) => r.recipeId).filter((id): id is string => id != null)
	let report: FillReport = { days: planDays(library, constraints, dates, { seed: plan.id, previous }), source: 'local', aiNote: null }
	if (options.useAi) {
		const ai = await proposeWithAi(library, constraints, dates, previous)
		if (ai.days) report = { days: ai.days, source: 'ai', aiNote: ai.note }
		else report = { ...report, aiNote: ai.note }
	}
	// Days keep the meals already logged; the planner's meal of that type is dropped for them.
	const logged = new Set(keptRows.map((r) => `${r.date}|${r.mealType}`))
	const keptOn = (date: string) => keptRows.filter((r) => r.date === date).length
	const days = report.days.map((d) => ({ ...d, meals: d.meals.filter((m) => !logged.has(`${d.date}|${m.mealType}`)).slice(0, Math.max(0, PLANNING_CAPS.plannedMealsPerDay - keptOn(d.date))) }))
	const planned = days.flatMap((d) => d.meals.flatMap((m) => byId.get(m.recipeId) ?? []))
	return { report, rows: plannedRows(plan, days, byId, await recipeFoods(db, planned)) }
}

/**
 * Writes planned days (inside the caller's transaction): deletes the planned meals of `dates`
 * that were not logged, then inserts `rows`, 100 to a statement.
 */
async function writeDates(tx: Db, planId: string, dates: string[], rows: PlannedInsert[]): Promise<void> {
	await tx.delete(plannedMeals).where(and(eq(plannedMeals.planId, planId), inArray(plannedMeals.date, dates), isNull(plannedMeals.loggedAt)))
	for (let i = 0; i < rows.length; i += 100) await tx.insert(plannedMeals).values(rows.slice(i, i + 100))
}

/** The refusal of a plan past PLANNING_CAPS.plansPerAccount (422 naming `name`). */
export const TOO_MANY_PLANS = `You can keep at most ${PLANNING_CAPS.plansPerAccount} meal plans; delete an old plan to create a new one`

/** @throws InvalidError naming `name` when `userId` holds PLANNING_CAPS.plansPerAccount plans. */
async function refuseAtPlanCap(db: Db, userId: string): Promise<void> {
	const [held] = await db.select({ n: count() }).from(mealPlans).where(eq(mealPlans.userId, userId))
	if ((held?.n ?? 0) >= PLANNING_CAPS.plansPerAccount) throw new InvalidError(`name: ${TOO_MANY_PLANS}`, { name: [TOO_MANY_PLANS] })
}

/**
 * Creates a plan (spec section 5 defaults: targets 2000/150/200/70, today to today + 7, not
 * active unless asked) and fills each day of its range from the recipe library. The week is
 * planned first (reads only); then one transaction counts the caller's plans, inserts the plan
 * and its planned meals: after a crash there is either the whole plan or none of it.
 * @throws InvalidError for an end date before the start, a range over 31 days, or (naming
 *   `name`) when the caller already holds PLANNING_CAPS.plansPerAccount plans.
 */
export async function createPlan(db: Db, actor: Actor, input: CreatePlanInput): Promise<{ plan: MealPlanView; report: FillReport }> {
	const today = todayIn(actor.timezone)
	const startDate = input.startDate ?? today
	const endDate = input.endDate ?? addDaysIso(startDate, 7)
	if (endDate < startDate) throw new InvalidError('endDate: End date must be on or after the start date', { endDate: ['End date must be on or after the start date'] })
	if (daysBetween(startDate, endDate).length > MAX_PLAN_DAYS) throw new InvalidError(`endDate: A plan covers at most ${MAX_PLAN_DAYS} days`, { endDate: [`A plan covers at most ${MAX_PLAN_DAYS} days`] })
	// Refused before the planning work when already at the cap (checked again when writing).
	await refuseAtPlanCap(db, actor.userId)
	const id = createId()
	const values = {
		id,
		userId: actor.userId,
		name: input.name,
		description: input.description ?? null,
		startDate,
		endDate,
		isActive: input.isActive,
		targetCalories: input.targetCalories,
		targetProtein: input.targetProtein,
		targetCarbs: input.targetCarbs,
		targetFat: input.targetFat,
		healthConditions: input.healthConditions,
		allergies: input.allergies,
		dietaryRestrictions: input.dietaryRestrictions,
		foodPreferences: input.foodPreferences,
	}
	const dates = daysBetween(startDate, endDate)
	const { report, rows } = await planDates(db, { ...values, createdAt: new Date() }, dates, { useAi: input.useAi })
	await db.transaction(async (tx) => {
		await refuseAtPlanCap(tx as unknown as Db, actor.userId)
		if (input.isActive) await tx.update(mealPlans).set({ isActive: false }).where(eq(mealPlans.userId, actor.userId))
		await tx.insert(mealPlans).values(values)
		await writeDates(tx as unknown as Db, id, dates, rows)
	})
	return { plan: await getPlan(db, actor.userId, id), report }
}

/** Makes `planId` the caller's only active plan (spec section 4). */
export async function activatePlan(db: Db, userId: string, planId: string): Promise<MealPlanView> {
	await ownedPlan(db, userId, planId)
	await db.transaction(async (tx) => {
		await tx.update(mealPlans).set({ isActive: false }).where(eq(mealPlans.userId, userId))
		await tx.update(mealPlans).set({ isActive: true }).where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)))
	})
	return getPlan(db, userId, planId)
}

/** Deletes one of the caller's plans with its planned meals. */
export async function deletePlan(db: Db, userId: string, planId: string): Promise<MealPlanView> {
	const plan = await getPlan(db, userId, planId)
	await db.delete(mealPlans).where(and(eq(mealPlans.id, planId), eq(mealPlans.userId, userId)))
	return plan
}

/**
 * 'Refill week': plans again the days of the plan in `from`..`from + days − 1` (clipped to the
 * plan's range), keeping meals already logged. The old meals' removal and the new ones' insert
 * are one transaction.
 */
export async function refillPlan(db: Db, userId: string, planId: string, window: { from?: string; days?: number } = {}, options: { useAi?: boolean } = {}): Promise<FillReport> {
	const plan = await ownedPlan(db, userId, planId)
	const from = window.from && window.from > plan.startDate ? window.from : plan.startDate
	const to = window.days ? addDaysIso(from, window.days - 1) : plan.endDate
	const dates = daysBetween(from, to < plan.endDate ? to : plan.endDate)
	if (dates.length === 0) throw new InvalidError('from: The week is outside this plan', { from: ['The week is outside this plan'] })
	const { report, rows } = await planDates(db, plan, dates, options)
	await db.transaction((tx) => writeDates(tx as unknown as Db, plan.id, dates, rows))
	return report
}

/** Which days of a plan to read: one `date`, or `from`..`to` inclusive (either end open). */
export type PlannedDays = { date?: string; from?: string; to?: string }

function daysFilter(days: PlannedDays) {
	return and(
		days.date ? eq(plannedMeals.date, days.date) : undefined,
		days.from ? gte(plannedMeals.date, days.from) : undefined,
		days.to ? lte(plannedMeals.date, days.to) : undefined,
	)
}

/** Meal order in SQL: breakfast, lunch, dinner, snack (MEAL_ORDER). */
const mealOrderSql = sql<number>`case ${plannedMeals.mealType} when 'breakfast' then 0 when 'lunch' then 1 when 'dinner' then 2 else 3 end`

/**
 * Planned meals of a plan, on one day, a range of days or all, in day and meal order (bounded:
 * a plan covers at most MAX_PLAN_DAYS days of PLANNING_CAPS.plannedMealsPerDay meals).
 */
export async function listPlannedMeals(db: Db, userId: string, planId: string, days: string | PlannedDays = {}): Promise<PlannedMealView[]> {
	await ownedPlan(db, userId, planId)
	const rows = await db
		.select()
		.from(plannedMeals)
		.where(and(eq(plannedMeals.planId, planId), eq(plannedMeals.userId, userId), daysFilter(typeof days === 'string' ? { date: days } : days)))
		.orderBy(asc(plannedMeals.date), asc(plannedMeals.position))
	return rows.map(toPlannedView).sort((a, b) => a.date.localeCompare(b.date) || MEAL_ORDER[a.mealType] - MEAL_ORDER[b.mealType])
}

/**
 * One page of a plan's planned meals in day and meal order (then position and id): `page.limit`
 * after `page.cursor`, through planned_meals_plan_date_idx.
 * @throws NotFoundError for another user's plan; InvalidError naming `cursor`.
 */
export async function pagePlannedMeals(db: Db, userId: string, planId: string, days: PlannedDays, page: PageRequest): Promise<Page<PlannedMealView>> {
	await ownedPlan(db, userId, planId)
	const after = page.cursor ? (decodeCursor(page.cursor, 'snns') as [string, number, number, string]) : null
	const rows = await db
		.select()
		.from(plannedMeals)
		.where(
			and(
				eq(plannedMeals.planId, planId),
				eq(plannedMeals.userId, userId),
				daysFilter(days),
				after ? sql`(${plannedMeals.date}, ${mealOrderSql}, ${plannedMeals.position}, ${plannedMeals.id}) > (${after[0]}, ${after[1]}, ${after[2]}, ${after[3]})` : undefined,
			),
		)
		.orderBy(asc(plannedMeals.date), asc(mealOrderSql), asc(plannedMeals.position), asc(plannedMeals.id))
		.limit(page.limit + 1)
	return mapPage(
		pageOf(rows, page.limit, (r) => [r.date, MEAL_ORDER[r.mealType], r.position, r.id]),
		toPlannedView,
	)
}

async function ownedPlannedMeal(db: Db, userId: string, id: string): Promise<PlannedMeal> {
	const [row] = await db
		.select()
		.from(plannedMeals)
		.where(and(eq(plannedMeals.id, id), eq(plannedMeals.userId, userId)))
		.limit(1)
	if (!row) throw new NotFoundError('Planned meal')
	return row
}

/** One of the caller's planned meals. */
export async function getPlannedMeal(db: Db, userId: string, id: string): Promise<PlannedMealView> {
	return toPlannedView(await ownedPlannedMeal(db, userId, id))
}

/** The refusal of a planned meal past PLANNING_CAPS.plannedMealsPerDay (422 naming `date`). */
export const TOO_MANY_PLANNED_MEALS = `A day of a plan holds at most ${PLANNING_CAPS.plannedMealsPerDay} planned meals; remove one to add another`

/**
 * Adds a recipe to a day of a plan (Recipes tab 'Add to Plan'); the day's count and the insert
 * share one transaction.
 * @throws InvalidError naming `date` for a day outside the plan or a day already holding
 *   PLANNING_CAPS.plannedMealsPerDay meals; NotFoundError for another user's plan or recipe.
 */
export async function addPlannedMeal(db: Db, userId: string, planId: string, input: AddPlannedMealInput): Promise<PlannedMealView> {
	const plan = await ownedPlan(db, userId, planId)
	if (input.date < plan.startDate || input.date > plan.endDate)
		throw new InvalidError(`date: Choose a day from ${plan.startDate} to ${plan.endDate}`, { date: [`Choose a day from ${plan.startDate} to ${plan.endDate}`] })
	const recipe = await getRecipe(db, { userId }, input.recipeId)
	const foods = await recipeFoods(db, [recipe])
	const id = await db.transaction(async (tx) => {
		const [day] = await tx
			.select({ n: count(), last: sql<number>`coalesce(max(${plannedMeals.position}), -1)` })
			.from(plannedMeals)
			.where(and(eq(plannedMeals.planId, planId), eq(plannedMeals.date, input.date)))
		if ((day?.n ?? 0) >= PLANNING_CAPS.plannedMealsPerDay) throw new InvalidError(`date: ${TOO_MANY_PLANNED_MEALS}`, { date: [TOO_MANY_PLANNED_MEALS] })
		const row = plannedRow(plan, input.date, input.mealType, recipe, input.servings ?? 1, Number(day?.last ?? -1) + 1, foods)
		await tx.insert(plannedMeals).values(row)
		return row.id!
	})
	return getPlannedMeal(db, userId, id)
}

/** Replaces a planned meal's recipe (and servings, default: kept). */
export async function replacePlannedMeal(db: Db, userId: string, id: string, input: { recipeId: string; servings?: number }): Promise<PlannedMealView> {
	const current = await ownedPlannedMeal(db, userId, id)
	const recipe = await getRecipe(db, { userId }, input.recipeId)
	const row = plannedRow({ id: current.planId, userId }, current.date, current.mealType, recipe, input.servings ?? current.servings, current.position, await recipeFoods(db, [recipe]))
	const { id: _new, ...values } = row
	void _new
	await db
		.update(plannedMeals)
		.set({ ...values, loggedAt: null })
		.where(and(eq(plannedMeals.id, id), eq(plannedMeals.userId, userId)))
	return getPlannedMeal(db, userId, id)
}

/** Removes a planned meal. */
export async function removePlannedMeal(db: Db, userId: string, id: string): Promise<PlannedMealView> {
	const current = await ownedPlannedMeal(db, userId, id)
	await db.delete(plannedMeals).where(and(eq(plannedMeals.id, id), eq(plannedMeals.userId, userId)))
	return toPlannedView(current)
}

/** The refusal of logging a planned meal a second time (409). */
export const ALREADY_LOGGED = 'This planned meal is already logged; its foods are in your diary'
/** The refusal of an undo of a planned meal that is not logged (409). */
export const NOT_LOGGED = 'This planned meal is not logged'

/**
 * 'Log to Tracker' (spec section 4 'Logging a planned meal'): logs the planned meal's
 * recipe servings into that day's diary meal of its type — one entry per ingredient food, each
 * with its nutrition snapshot — and marks the planned meal logged, in one transaction. The mark
 * is a conditional update (`logged_at IS NULL`) at the start of that transaction, so of two
 * attempts (a double click, a retry) exactly one logs; after a crash there is neither the
 * entries nor the mark.
 * @returns the totals added to the diary (equal to the planned meal's estimates).
 * @throws ConflictError (409) when the planned meal is already logged; NotFoundError for
 *   another user's; InvalidError when its recipe is gone or has no ingredients.
 */
export async function logPlannedMeal(db: Db, actor: Actor, id: string): Promise<{ plannedMeal: PlannedMealView; total: Nutrients; entries: number; entryIds: string[] }> {
	const current = await ownedPlannedMeal(db, actor.userId, id)
	if (current.loggedAt) throw new ConflictError(ALREADY_LOGGED)
	if (!current.recipeId) throw new InvalidError('recipeId: This planned meal has no recipe any more', { recipeId: ['This planned meal has no recipe any more'] })
	const prepared = await prepareRecipeLog(db, actor, { recipeId: current.recipeId, servings: current.servings })
	const entryIds: string[] = []
	const total = await db.transaction(async (tx) => {
		const marked = await tx
			.update(plannedMeals)
			.set({ loggedAt: new Date() })
			.where(and(eq(plannedMeals.id, id), eq(plannedMeals.userId, actor.userId), isNull(plannedMeals.loggedAt)))
			.returning({ id: plannedMeals.id })
		if (marked.length === 0) throw new ConflictError(ALREADY_LOGGED)
		return writeRecipeLog(tx as unknown as Db, actor, prepared, { mealType: current.mealType, date: current.date }, entryIds)
	})
	return { plannedMeal: await getPlannedMeal(db, actor.userId, id), total, entries: prepared.amounts.length, entryIds }
}

/**
 * Undoes Log to Tracker: deletes the diary entries that logging wrote (`entryIds`, as
 * {@link logPlannedMeal} returned them; only the caller's entries in the planned meal's day and
 * meal type are touched, each meal's calorie adjustment kept non-negative) and marks the planned
 * meal not logged, in one transaction.
 * @throws NotFoundError for an unknown planned meal (or another user's); ConflictError when it
 *   is not logged; InvalidError naming `entries` for more than UNDO_ENTRIES_MAX ids
 *   (app/domain/recipes/caps.ts).
 */
export async function unlogPlannedMeal(db: Db, actor: Actor, id: string, entryIds: readonly string[]): Promise<PlannedMealView> {
	const current = await ownedPlannedMeal(db, actor.userId, id)
	if (!current.loggedAt) throw new ConflictError(NOT_LOGGED)
	await db.transaction(async (tx) => {
		await removeLoggedEntries(tx as unknown as Db, actor, entryIds, { date: current.date, mealType: current.mealType })
		await tx.update(plannedMeals).set({ loggedAt: null }).where(and(eq(plannedMeals.id, id), eq(plannedMeals.userId, actor.userId)))
	})
	return getPlannedMeal(db, actor.userId, id)
}

/** One weekly progress bar of the Goals tab. */
export type GoalBar = { key: keyof typeof PLANNING_WEEKLY_TARGETS; label: string; count: number; target: number; percent: number }

/** The Goals tab: weekly counts against spec section 9's targets and insights from real data. */
export type PlanningGoals = {
	weekStart: string
	weekEnd: string
	bars: GoalBar[]
	/** Planned meals of this week's days that were logged, and how many were planned (0..1 share). */
	logged: { planned: number; logged: number; share: number | null }
	/** Average daily protein logged this week on days with a diary entry, g, against the shown plan's target. */
	protein: { averageG: number | null; targetG: number | null; share: number | null; days: number }
	insights: string[]
}

/**
 * Goals tab numbers for the week (Sunday..Saturday) containing `today`: planned meals (this
 * week's days, all plans), plans created, own recipes, grocery lists created this week — against
 * 21 / 3 / 10 / 1 (spec section 9) — and insights computed from the plan and the diary.
 */
export async function planningGoals(db: Db, actor: Actor, plan: Pick<MealPlan, 'id' | 'targetProtein'> | null): Promise<PlanningGoals> {
	const days = weekDays(todayIn(actor.timezone))
	const weekStart = days[0]!
	const weekEnd = days[6]!
	const startMs = Date.parse(`${weekStart}T00:00:00Z`) - 14 * 3600_000
	const endMs = Date.parse(`${weekEnd}T23:59:59Z`) + 14 * 3600_000
	const inWeek = (d: Date) => d.getTime() >= startMs && d.getTime() <= endMs
	const [planned, plans, own, lists, protein] = await Promise.all([
		db
			.select({ loggedAt: plannedMeals.loggedAt })
			.from(plannedMeals)
			.where(and(eq(plannedMeals.userId, actor.userId), gte(plannedMeals.date, weekStart), lte(plannedMeals.date, weekEnd))),
		db.select({ createdAt: mealPlans.createdAt }).from(mealPlans).where(eq(mealPlans.userId, actor.userId)),
		db.select({ n: sql<number>`count(*)` }).from(recipes).where(eq(recipes.userId, actor.userId)),
		db.select({ createdAt: groceryLists.createdAt }).from(groceryLists).where(eq(groceryLists.userId, actor.userId)),
		// The week's diary days from the per-day totals (the entries' protein summed by triggers): seven
		// rows at most, whatever the history.
		db
			.select({ date: diaryDayTotals.date, protein: diaryDayTotals.proteinG })
			.from(diaryDayTotals)
			.where(and(eq(diaryDayTotals.userId, actor.userId), gte(diaryDayTotals.date, weekStart), lte(diaryDayTotals.date, weekEnd))),
	])
	const T = PLANNING_WEEKLY_TARGETS
	const bar = (key: GoalBar['key'], label: string, count: number): GoalBar => ({ key, label, count, target: T[key], percent: Math.min(100, Math.round((count / T[key]) * 100)) })
	const bars = [
		bar('mealsPlanned', 'Meals planned', planned.length),
		bar('mealPlans', 'Meal plans', plans.length),
		bar('recipes', 'Your recipes', Number(own[0]?.n ?? 0)),
		bar('groceryLists', 'Grocery lists', lists.filter((l) => inWeek(l.createdAt)).length),
	]
	const loggedCount = planned.filter((p) => p.loggedAt != null).length
	const share = planned.length ? loggedCount / planned.length : null
	const proteinDays = protein.filter((p) => Number(p.protein) > 0)
	const averageG = proteinDays.length ? Math.round(proteinDays.reduce((a, p) => a + Number(p.protein), 0) / proteinDays.length) : null
	const targetG = plan?.targetProtein ?? null
	const proteinShare = averageG != null && targetG ? averageG / targetG : null
	const insights: string[] = []
	if (share == null) insights.push('No meals are planned this week yet. Create a plan or refill the week to get started.')
	else insights.push(`You logged ${loggedCount} of ${planned.length} meals planned this week (${Math.round(share * 100)}%).`)
	if (proteinShare != null && averageG != null && targetG)
		insights.push(
			`Your logged protein averages ${averageG} g a day, ${Math.round(proteinShare * 100)}% of the plan's ${targetG} g target${proteinShare >= 0.8 ? ' — on track.' : ' — below 80%, so add protein-rich meals.'}`,
		)
	else if (targetG) insights.push(`Log meals this week to compare your protein with the plan's ${targetG} g target.`)
	return { weekStart, weekEnd, bars, logged: { planned: planned.length, logged: loggedCount, share }, protein: { averageG, targetG, share: proteinShare, days: proteinDays.length }, insights }
}


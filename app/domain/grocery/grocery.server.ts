/**
 * Grocery lists (spec sections 3 'Grocery list', 5 'Grocery generation', 7): generated
 * from a plan's planned meals over a window of days, stored with server-side check marks.
 * Another user's list or item is a NotFoundError (404).
 */
import { createId } from '@paralleldrive/cuid2'
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import type { Actor } from '#app/domain/actor.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { decodeCursor, pageOf, type Page, type PageRequest } from '#app/domain/pagination.ts'
import { getPlan } from '#app/domain/planning/plans.server.ts'
import type { GenerateGroceryInput } from '#app/domain/planning/plans.schema.ts'
import { foods, groceryItems, groceryLists, plannedMeals, type Food, type GroceryItem, type GroceryList } from '#db/schema.ts'
import { GROCERY_CAPS } from './caps.ts'
import { aggregateGroceries, formatAmount, type GroceryExportNames, type GroceryFood, type GroceryNeed } from './grocery.ts'
import { getRecipes, recipeFoods } from '#app/domain/recipes/recipes.server.ts'
import { portionsOf } from '#app/domain/recipes/ingredient-foods.server.ts'
import { findRawSibling, isCookedName, siblingPrefix, type YieldFood } from './yields.ts'
import { GROCERY_CATEGORY_STYLES, type GroceryCategory } from '#app/domain/recipes/rules.ts'
import { servingAmounts } from '#app/domain/recipes/scaling.ts'

/** A grocery item (spec section 3: id, name, category, quantity, unit, notes) plus its check mark. */
export type GroceryItemView = { id: string; name: string; foodName: string; foodId: number | null; category: GroceryCategory; quantity: number | null; unit: string | null; grams: number | null; notes: string | null; checked: boolean }

/** A grocery list with its items, in category order. */
export type GroceryListView = {
	id: string
	name: string
	mealPlanId: string | null
	startDate: string | null
	days: number | null
	servings: number | null
	createdAt: string
	itemCount: number
	checkedCount: number
	items: GroceryItemView[]
}

export const CATEGORY_ORDER = Object.keys(GROCERY_CATEGORY_STYLES) as GroceryCategory[]

function toItemView(i: GroceryItem): GroceryItemView {
	return { id: i.id, name: i.name, foodName: i.name, foodId: i.foodId, category: i.category, quantity: i.quantity, unit: i.unit, grams: i.grams, notes: i.notes, checked: i.checked }
}

function toListView(list: GroceryList, items: GroceryItem[]): GroceryListView {
	const views = items.sort((a, b) => a.position - b.position).map(toItemView)
	return {
		id: list.id,
		name: list.name,
		mealPlanId: list.mealPlanId,
		startDate: list.startDate,
		days: list.days,
		servings: list.servings,
		createdAt: list.createdAt.toISOString(),
		itemCount: views.length,
		checkedCount: views.filter((v) => v.checked).length,
		items: views,
	}
}

async function withItems(db: Db, lists: GroceryList[]): Promise<GroceryListView[]> {
	if (lists.length === 0) return []
	const items = await db.select().from(groceryItems).where(inArray(groceryItems.listId, lists.map((l) => l.id)))
	return lists.map((l) => toListView(l, items.filter((i) => i.listId === l.id)))
}

/**
 * One page of the caller's grocery lists, newest first (created time, then id, descending), with
 * their items: `page.limit` lists after `page.cursor`, through grocery_lists_user_created_idx.
 * @throws InvalidError naming `cursor` for a cursor this list did not give out.
 */
export async function pageGroceryLists(db: Db, userId: string, page: PageRequest): Promise<Page<GroceryListView>> {
	const after = page.cursor ? (decodeCursor(page.cursor, 'ns') as [number, string]) : null
	const lists = await db
		.select()
		.from(groceryLists)
		.where(and(eq(groceryLists.userId, userId), after ? sql`(${groceryLists.createdAt}, ${groceryLists.id}) < (${after[0]}, ${after[1]})` : undefined))
		.orderBy(desc(groceryLists.createdAt), desc(groceryLists.id))
		.limit(page.limit + 1)
	return pageOf(await withItems(db, lists), page.limit, (l) => [Date.parse(l.createdAt), l.id])
}

/**
 * The Grocery tab's list: the caller's newest list for `planId`, else their newest list; null
 * when they have none. Two indexed reads at most.
 */
export async function latestGroceryList(db: Db, userId: string, planId?: string | null): Promise<GroceryListView | null> {
	const newest = (planOnly: boolean) =>
		db
			.select()
			.from(groceryLists)
			.where(and(eq(groceryLists.userId, userId), planOnly && planId ? eq(groceryLists.mealPlanId, planId) : undefined))
			.orderBy(desc(groceryLists.createdAt), desc(groceryLists.id))
			.limit(1)
	const [list] = planId ? await newest(true) : []
	const found = list ?? (await newest(false))[0]
	return found ? ((await withItems(db, [found]))[0] ?? null) : null
}

/** One of the caller's lists. @throws NotFoundError. */
export async function getGroceryList(db: Db, userId: string, listId: string): Promise<GroceryListView> {
	const [list] = await db
		.select()
		.from(groceryLists)
		.where(and(eq(groceryLists.id, listId), eq(groceryLists.userId, userId)))
		.limit(1)
	if (!list) throw new NotFoundError('Grocery list')
	const items = await db.select().from(groceryItems).where(eq(groceryItems.listId, list.id))
	return toListView(list, items)
}

/** The refusal of a list past GROCERY_CAPS.listsPerAccount (422 naming `mealPlanId`). */
export const TOO_MANY_LISTS = `You can keep at most ${GROCERY_CAPS.listsPerAccount} grocery lists; delete an old list to generate a new one`

/** The refusal of a list longer than GROCERY_CAPS.itemsPerList (422 naming `daysToGenerate`). */
export const TOO_MANY_ITEMS = `A grocery list holds at most ${GROCERY_CAPS.itemsPerList} items; generate fewer days`

/** @throws InvalidError naming `mealPlanId` when `userId` holds GROCERY_CAPS.listsPerAccount lists. */
async function refuseAtListCap(db: Db, userId: string): Promise<void> {
	const [held] = await db.select({ n: count() }).from(groceryLists).where(eq(groceryLists.userId, userId))
	if ((held?.n ?? 0) >= GROCERY_CAPS.listsPerAccount) throw new InvalidError(`mealPlanId: ${TOO_MANY_LISTS}`, { mealPlanId: [TOO_MANY_LISTS] })
}

/**
 * Generates a grocery list for a plan (spec section 5 'Grocery generation'): the planned meals of
 * `daysToGenerate` days from `startDate` (default today when it is inside the plan, else the
 * plan's first day), each recipe's ingredients scaled by the planned servings and by `servings`
 * (people shopped for), cooked foods turned into what is bought (dry rice for cooked rice, raw
 * broccoli for boiled: yields.ts), merged per food and converted to shopping units (grocery.ts). The list
 * and its items are inserted in one transaction, which first counts the caller's lists.
 * @throws NotFoundError for an unknown plan (including another user's); InvalidError naming
 *   `daysToGenerate` for more than GROCERY_CAPS.itemsPerList items, `mealPlanId` when the caller
 *   holds GROCERY_CAPS.listsPerAccount lists.
 */
export async function generateGroceryList(db: Db, actor: Actor, input: GenerateGroceryInput): Promise<GroceryListView> {
	const plan = await getPlan(db, actor.userId, input.mealPlanId)
	// Refused before the recipe work when already at the cap (checked again when writing).
	await refuseAtListCap(db, actor.userId)
	const today = todayIn(actor.timezone)
	const start = input.startDate ?? (today >= plan.startDate && today <= plan.endDate ? today : plan.startDate)
	const end = addDaysIso(start, input.daysToGenerate - 1)
	const planned = await db
		.select()
		.from(plannedMeals)
		.where(and(eq(plannedMeals.planId, plan.id), eq(plannedMeals.userId, actor.userId), gte(plannedMeals.date, start), lte(plannedMeals.date, end)))
		.orderBy(asc(plannedMeals.date))
	const recipesById = await getRecipes(
		db,
		{ userId: actor.userId },
		planned.map((p) => p.recipeId).filter((id): id is string => id != null),
	)
	// The recipes' ingredient foods, loaded once: for the exact amounts and the shopping units.
	const ingredientFoods = await recipeFoods(db, recipesById.values())
	const needs: GroceryNeed[] = []
	for (const p of planned) {
		const recipe = p.recipeId ? recipesById.get(p.recipeId) : undefined
		if (!recipe) continue
		for (const a of servingAmounts(recipe, p.servings * input.servings, ingredientFoods).amounts) if (a.grams != null) needs.push({ foodId: a.foodId, grams: a.grams })
	}
	const map = new Map<number, GroceryFood & YieldFood>()
	for (const n of needs) {
		const food = ingredientFoods.foods.get(n.foodId)
		if (food && !map.has(food.id)) map.set(food.id, { ...food, portions: ingredientFoods.portions.get(food.id) ?? [] })
	}
	const lines = aggregateGroceries(await asBought(db, needs, map), map, CATEGORY_ORDER)
	if (lines.length > GROCERY_CAPS.itemsPerList) throw new InvalidError(`daysToGenerate: ${TOO_MANY_ITEMS}`, { daysToGenerate: [TOO_MANY_ITEMS] })
	const id = createId()
	await db.transaction(async (tx) => {
		await refuseAtListCap(tx as unknown as Db, actor.userId)
		await tx.insert(groceryLists).values({ id, userId: actor.userId, mealPlanId: plan.id, name: `${plan.name}: ${start} to ${end}`, startDate: start, days: input.daysToGenerate, servings: input.servings })
		if (lines.length)
			await tx.insert(groceryItems).values(
				lines.map((l, position) => ({ id: createId(), listId: id, name: l.name, foodId: l.foodId, category: l.category, quantity: l.quantity, unit: l.unit, grams: l.grams, notes: l.notes, position })),
			)
	})
	return getGroceryList(db, actor.userId, id)
}

/** Raw-sibling candidates read per cooked food at most (USDA rows sharing its first name part). */
const SIBLING_CANDIDATES = 400

/**
 * The shared (USDA) foods whose name starts with `prefix` and a comma, or is `prefix`: the raw
 * siblings a cooked food may have (yields.ts), generic staples first (search rank, then id).
 */
function siblingCandidates(db: Db, prefix: string): Promise<Food[]> {
	const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`)
	return db
		.select()
		.from(foods)
		.where(and(isNull(foods.ownerId), inArray(foods.source, ['sr_legacy', 'foundation', 'survey_fndds']), or(eq(foods.name, prefix), sql`${foods.name} like ${`${escaped},%`} escape '\\'`)))
		.orderBy(asc(foods.searchRank), asc(foods.id))
		.limit(SIBLING_CANDIDATES)
}

/**
 * `needs` as bought: each amount of a cooked food (yields.ts: 'Rice noodles, cooked') becomes
 * the raw or dry amount of its raw sibling ('Rice noodles, dry', grams ÷ yield); a cooked food
 * without a sibling stays as it is. Adds the siblings (with their portions) to `foods`. One
 * query per distinct cooked food, one for the siblings' portions.
 */
async function asBought(db: Db, needs: readonly GroceryNeed[], foodsById: Map<number, GroceryFood & YieldFood>): Promise<GroceryNeed[]> {
	const swaps = new Map<number, { to: number; yield: number }>()
	const found: Food[] = []
	for (const food of foodsById.values()) {
		if (!isCookedName(food.name) || food.basis !== 'per100g') continue
		const sibling = findRawSibling(food, await siblingCandidates(db, siblingPrefix(food.name)))
		if (!sibling) continue
		swaps.set(food.id, { to: sibling.food.id, yield: sibling.yield })
		found.push(sibling.food)
	}
	if (swaps.size === 0) return [...needs]
	const portions = await portionsOf(db, found.map((f) => f.id))
	for (const f of found) if (!foodsById.has(f.id)) foodsById.set(f.id, { ...f, portions: portions.get(f.id) ?? [] })
	return needs.map((n) => {
		const swap = swaps.get(n.foodId)
		return swap ? { foodId: swap.to, grams: n.grams / swap.yield } : n
	})
}

/**
 * Deletes one of the caller's lists with its items (makes room under GROCERY_CAPS.listsPerAccount).
 * @returns the deleted list. @throws NotFoundError when missing or another user's.
 */
export async function deleteGroceryList(db: Db, userId: string, listId: string): Promise<GroceryListView> {
	const list = await getGroceryList(db, userId, listId)
	await db.delete(groceryLists).where(and(eq(groceryLists.id, listId), eq(groceryLists.userId, userId)))
	return list
}

/** Ticks or unticks one item of one of the caller's lists. @throws NotFoundError. */
export async function setGroceryItemChecked(db: Db, userId: string, itemId: string, checked: boolean): Promise<GroceryItemView> {
	const [row] = await db
		.select({ item: groceryItems })
		.from(groceryItems)
		.innerJoin(groceryLists, eq(groceryLists.id, groceryItems.listId))
		.where(and(eq(groceryItems.id, itemId), eq(groceryLists.userId, userId)))
		.limit(1)
	if (!row) throw new NotFoundError('Grocery item')
	await db.update(groceryItems).set({ checked }).where(eq(groceryItems.id, itemId))
	return { ...toItemView(row.item), checked }
}

const ENGLISH_EXPORT_NAMES: GroceryExportNames = { category: (c) => GROCERY_CATEGORY_STYLES[c].label, amount: formatAmount }

/** The list as plain text for sharing: one '☐ name — amount' line per item, grouped by category. */
export function groceryText(list: GroceryListView, names: GroceryExportNames = ENGLISH_EXPORT_NAMES): string {
	const lines = [list.name, '']
	for (const category of CATEGORY_ORDER) {
		const items = list.items.filter((i) => i.category === category)
		if (items.length === 0) continue
		lines.push(names.category(category))
		for (const i of items) lines.push(`${i.checked ? '☑' : '☐'} ${i.name}${i.quantity != null && i.unit ? ` — ${names.amount({ quantity: i.quantity, unit: i.unit as 'g' })}` : ''}`)
		lines.push('')
	}
	return lines.join('\n').trimEnd() + '\n'
}

/** The list as CSV (RFC 4180): category, item, quantity, unit, checked, USDA food. */
export function groceryCsv(list: GroceryListView, names: GroceryExportNames = ENGLISH_EXPORT_NAMES): string {
	const cell = (v: string | number | boolean | null) => {
		const s = v == null ? '' : String(v)
		// A leading =, +, - or @ would run as a formula in spreadsheet apps.
		const safe = /^[=+\-@]/.test(s) ? `'${s}` : s
		return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
	}
	const rows = [['category', 'item', 'quantity', 'unit', 'checked', 'usda_food'].join(',')]
	for (const i of list.items) rows.push([names.category(i.category), i.name, i.quantity, i.unit, i.checked, i.notes].map(cell).join(','))
	return rows.join('\r\n') + '\r\n'
}

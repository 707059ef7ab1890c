/**
 * What /meal-planning reads for its URL (see ./route.tsx for the URL state), as one function so
 * the screen's components can share its type ({@link PlanningData}) without importing the route.
 */
import { actorOf } from '#app/domain/actor.ts'
import { db } from '#app/db.server.ts'
import { addDaysIso, isIsoDay, localHour, todayIn, weekDays } from '#app/domain/dates.ts'
import { latestGroceryList, type GroceryItemView, type GroceryListView } from '#app/domain/grocery/grocery.server.ts'
import { distinctDisplayNames } from '#app/domain/foods/display-name.ts'
import { defaultMealType } from '#app/domain/diary/meal-time.ts'
import { isCursor, type Page } from '#app/domain/pagination.ts'
import { PLANNING_PAGES } from '#app/domain/planning/caps.ts'
import { GROCERY_DEFAULTS } from '#app/domain/planning/options.ts'
import { hardRules, isAllowed } from '#app/domain/planning/planner.ts'
import { findShownPlan, listPlannedMeals, pagePlans, planningGoals, toPlannerRecipe } from '#app/domain/planning/plans.server.ts'
import { RECIPE_PAGE } from '#app/domain/recipes/caps.ts'
import { formatUndoEntries, parseUndoEntries } from '#app/domain/recipes/undo-entries.ts'
import { getRecipe, isFiltered, listRecipes, pageRecipes, type RecipeQuery, type RecipeView } from '#app/domain/recipes/recipes.server.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { DIET_FILTERS, RECIPE_TIME_FILTERS, type DietFilter } from '#app/domain/recipes/rules.ts'
import { aiModels } from '#app/infra/ai.server.ts'
import { MEAL_TYPES, type User } from '#db/schema.ts'
import { plannedDayNutrients } from '#app/utils/nutrient-views.server.ts'
import { plannedCarbs, recipeCarbs } from '#app/utils/carbs-views.server.ts'

export const TABS = ['planner', 'recipes', 'grocery', 'goals'] as const
export type PlanningTab = (typeof TABS)[number]

/** `value` when it is one of `options`, else `fallback` (a URL or form choice). */
export const pick = <T extends string>(value: string | null, options: readonly T[], fallback: T): T => (value && (options as readonly string[]).includes(value) ? (value as T) : fallback)

/** Replace dialog: the allowed recipes it offers at most (the first by list order). */
const REPLACE_CHOICES = 30

/** A page as loader data: its rows and the cursor of the next page (the screen's 'More' link). */
const shown = <T,>(page: Page<T>) => ({ items: page.items, nextCursor: page.nextCursor })

/**
 * Everything /meal-planning shows for `url` (tab, plan, week, day, recipes, grocery list, goals
 * and which dialog is open), read for `user`. Each tab reads only what it shows, and every list
 * is one page (`rcursor` the Recipes tab's, `pcursor` the plan picker's): the page costs the same
 * however much the user has created.
 */
export async function loadPlanningData(user: Pick<User, 'id' | 'timezone' | 'showNetCarbs'>, url: URL) {
	const params = url.searchParams
	// Right after a log: the diary entries it wrote, for the Undo the screen then offers.
	const undoEntries = parseUndoEntries(params.get('undo'))
	const today = todayIn(user.timezone)
	const tab = pick(params.get('tab'), TABS, 'planner')
	const plan = await findShownPlan(db, user.id, params.get('plan'))
	const pcursor = params.get('pcursor')
	const plans = params.get('plans') === '1' ? shown(await pagePlans(db, user.id, { limit: PLANNING_PAGES.plans.default, cursor: isCursor(pcursor, 'ns') ? pcursor : null })) : { items: [], nextCursor: null }
	const weekParam = params.get('week')
	const anchor = weekParam && isIsoDay(weekParam) ? weekParam : plan && (today < plan.startDate || today > plan.endDate) ? plan.startDate : today
	const week = weekDays(anchor)
	const dayParam = params.get('day')
	const day = dayParam && week.includes(dayParam) ? dayParam : week.includes(today) ? today : week[0]!
	const q = (params.get('q') ?? '').trim().slice(0, 100)
	const diet = pick(params.get('diet'), DIET_FILTERS, 'all') as DietFilter
	const mealFilter = pick(params.get('meal'), ['any', ...MEAL_TYPES], 'any')
	const timeFilter = Number(pick(params.get('time'), ['any', ...RECIPE_TIME_FILTERS.map(String)], 'any')) || null
	const recipeQuery: RecipeQuery = { q, diet, mealType: mealFilter === 'any' ? undefined : mealFilter, maxMinutes: timeFilter ?? undefined }
	const rcursor = params.get('rcursor')
	const [weekMeals, recipePage, list, goals] = await Promise.all([
		plan ? listPlannedMeals(db, user.id, plan.id, { from: week[0]!, to: week[6]! }) : Promise.resolve([]),
		tab === 'recipes' ? pageRecipes(db, actorOf(user), recipeQuery, { limit: RECIPE_PAGE.default, cursor: isCursor(rcursor, 'nss') ? rcursor : null }) : null,
		tab === 'grocery' ? latestGroceryList(db, user.id, plan?.id) : Promise.resolve(null),
		tab === 'goals' ? planningGoals(db, actorOf(user), plan) : Promise.resolve(null),
	])
	const replace = params.get('replace') ? (weekMeals.find((m) => m.id === params.get('replace')) ?? null) : null
	const rules = plan ? hardRules(plan) : null
	const choices = replace && rules ? (await listRecipes(db, actorOf(user))).filter((r) => isAllowed(toPlannerRecipe(r), rules)).slice(0, REPLACE_CHOICES) : []
	const addId = params.get('add')
	const addRecipe = addId ? await getRecipe(db, actorOf(user), addId).catch((error: unknown) => (error instanceof NotFoundError ? null : Promise.reject(error))) : null
	const summary = (r: RecipeView) => ({
		id: r.id,
		name: r.name,
		builtIn: r.builtIn,
		totalTime: r.totalTime,
		servings: r.servings,
		difficulty: r.difficulty,
		tags: r.tags,
		labels: r.labels,
		mealTypes: r.mealTypes,
		perServing: r.perServing,
		/** One serving's carbs, as net carbs when the user counts them. */
		carbs: recipeCarbs(user.showNetCarbs, r),
		ingredientCount: r.ingredients.length,
	})
	return {
		today,
		tab,
		plans,
		plan,
		week,
		day,
		weekMeals,
		/** The Planner's day: its planned meals' vitamins and minerals against the person's targets (null with nothing planned). */
		dayNutrients: tab === 'planner' ? await plannedDayNutrients(actorOf(user), day, weekMeals.filter((m) => m.date === day)) : null,
		/** Carbs shown as net carbs (the Settings tab's switch): the plan's carb target reads as a net-carb target. */
		netCarbs: user.showNetCarbs,
		/** The Planner's day: each planned meal's net carbs and the day's, with net carbs on (else null, nothing read). */
		plannedCarbs: tab === 'planner' ? await plannedCarbs(actorOf(user), user.showNetCarbs, weekMeals.filter((m) => m.date === day)) : null,
		q,
		diet,
		/** The Recipes tab's meal filter (URL `meal`: a meal type or 'any') and time filter (URL `time`: most minutes, or null). */
		mealFilter,
		timeFilter,
		/** Whether a search word or a filter narrows the Recipes tab's list. */
		recipesFiltered: isFiltered(recipeQuery),
		recipes: recipePage ? recipePage.items.map(summary) : [],
		/** Whether the plan picker shows a later page. */
		plansPaged: Boolean(pcursor),
		/** Cursor of the Recipes tab's next page, and whether this is a later page. */
		recipesMore: recipePage?.nextCursor ?? null,
		recipesPaged: Boolean(recipePage && rcursor),
		replace,
		choices: choices.map(summary),
		addRecipe: addRecipe ? summary(addRecipe) : null,
		/** The Grocery tab's list; each item with its short display name (the stored USDA name stays in `notes`). */
		list: list ? withDisplayNames(list) : null,
		goals,
		dialog: params.get('new') === '1' ? ('new' as const) : params.get('plans') === '1' ? ('plans' as const) : replace ? ('replace' as const) : addRecipe ? ('add' as const) : null,
		aiAvailable: aiModels().text != null,
		defaultMealType: defaultMealType(localHour(user.timezone)),
		groceryDefaults: groceryFormValues(params, list),
		/** Right after Log to Tracker: the planned meal and the diary entries logging wrote, for its Undo (URL `logged`, `undo`). */
		undo: params.get('logged') && undoEntries ? { plannedMealId: params.get('logged')!, entries: formatUndoEntries(undoEntries) } : null,
		/** Right after a Recipes tab 'Log a serving': the recipe and the diary entries written, for its Undo (URL `served`, `undo`). */
		served: params.get('served') && undoEntries ? { recipeId: params.get('served')!, entries: formatUndoEntries(undoEntries) } : null,
		defaults: { startDate: today, endDate: addDaysIso(today, 7) },
	}
}

/** `list` with each item's `displayName`: its food's stored name shortened for a list row (display-name.ts). */
function withDisplayNames(list: GroceryListView): Omit<GroceryListView, 'items'> & { items: (GroceryItemView & { displayName: string })[] } {
	const names = distinctDisplayNames(list.items.map((i) => ({ name: i.notes || i.name })))
	return { ...list, items: list.items.map((i, k) => ({ ...i, displayName: names[k] ?? i.name })) }
}

/** A number from the URL within [min, max], else null. */
function urlNumber(value: string | null, min: number, max: number): number | null {
	const n = value == null || value.trim() === '' ? NaN : Number(value)
	return Number.isFinite(n) && n >= min && n <= max ? n : null
}

/**
 * What the Grocery tab's form shows: the People and Days a refused post carried back in the URL
 * (`people`, `days`), else those the shown list was generated with, else GROCERY_DEFAULTS. So
 * the chosen number of people stays after generating, checking items off or reloading, with or
 * without JavaScript.
 */
export function groceryFormValues(params: URLSearchParams, list: { servings: number | null; days: number | null } | null): { servings: number; daysToGenerate: number } {
	return {
		servings: urlNumber(params.get('people'), 0.5, 20) ?? list?.servings ?? GROCERY_DEFAULTS.servings,
		daysToGenerate: urlNumber(params.get('days'), 1, 31) ?? list?.days ?? GROCERY_DEFAULTS.daysToGenerate,
	}
}

/** What the planning screen and its tabs render. */
export type PlanningData = Awaited<ReturnType<typeof loadPlanningData>>


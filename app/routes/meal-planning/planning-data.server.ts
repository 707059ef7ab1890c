/**
 * What /meal-planning reads for its URL (see ./route.tsx for the URL state), as one function so
 * the screen's components can share its type ({@link PlanningData}) without importing the route.
 */
import { actorOf } from '#app/domain/actor.ts'
import { db } from '#app/db.server.ts'
import { addDaysIso, isIsoDay, localHour, todayIn, weekDays } from '#app/domain/dates.ts'
import { listGroceryLists } from '#app/domain/grocery/grocery.server.ts'
import { defaultMealType } from '#app/domain/diary/meal-time.ts'
import { GROCERY_DEFAULTS } from '#app/domain/planning/options.ts'
import { hardRules, isAllowed } from '#app/domain/planning/planner.ts'
import { listPlannedMeals, listPlans, planningGoals, shownPlan, toPlannerRecipe } from '#app/domain/planning/plans.server.ts'
import { listRecipes } from '#app/domain/recipes/recipes.server.ts'
import { DIET_FILTERS, type DietFilter } from '#app/domain/recipes/rules.ts'
import { aiModels } from '#app/infra/ai.server.ts'
import type { User } from '#db/schema.ts'

export const TABS = ['planner', 'recipes', 'grocery', 'goals'] as const
export type PlanningTab = (typeof TABS)[number]

/** `value` when it is one of `options`, else `fallback` (a URL or form choice). */
export const pick = <T extends string>(value: string | null, options: readonly T[], fallback: T): T => (value && (options as readonly string[]).includes(value) ? (value as T) : fallback)

/**
 * Everything /meal-planning shows for `url` (tab, plan, week, day, recipes, grocery list, goals
 * and which dialog is open), read for `user`. Each tab reads only what it shows.
 */
export async function loadPlanningData(user: Pick<User, 'id' | 'timezone'>, url: URL) {
	const params = url.searchParams
	const today = todayIn(user.timezone)
	const tab = pick(params.get('tab'), TABS, 'planner')
	const plans = await listPlans(db, user.id)
	const plan = shownPlan(plans, params.get('plan'))
	const weekParam = params.get('week')
	const anchor = weekParam && isIsoDay(weekParam) ? weekParam : plan && (today < plan.startDate || today > plan.endDate) ? plan.startDate : today
	const week = weekDays(anchor)
	const dayParam = params.get('day')
	const day = dayParam && week.includes(dayParam) ? dayParam : week.includes(today) ? today : week[0]!
	const q = (params.get('q') ?? '').trim().slice(0, 100)
	const diet = pick(params.get('diet'), DIET_FILTERS, 'all') as DietFilter
	const needRecipes = tab === 'recipes' || params.has('replace') || params.has('add')
	const [weekMeals, recipes, lists, goals] = await Promise.all([
		plan ? listPlannedMeals(db, user.id, plan.id).then((all) => all.filter((m) => m.date >= week[0]! && m.date <= week[6]!)) : Promise.resolve([]),
		needRecipes ? listRecipes(db, actorOf(user), tab === 'recipes' ? { q, diet } : {}) : Promise.resolve([]),
		tab === 'grocery' ? listGroceryLists(db, user.id) : Promise.resolve([]),
		tab === 'goals' ? planningGoals(db, actorOf(user), plan) : Promise.resolve(null),
	])
	const replace = params.get('replace') ? (weekMeals.find((m) => m.id === params.get('replace')) ?? null) : null
	const rules = plan ? hardRules(plan) : null
	const choices = replace && rules ? recipes.filter((r) => isAllowed(toPlannerRecipe(r), rules)) : []
	const addRecipe = params.get('add') ? (recipes.find((r) => r.id === params.get('add')) ?? null) : null
	const summary = (r: (typeof recipes)[number]) => ({
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
		ingredientCount: r.ingredients.length,
	})
	const latest = lists.find((l) => !plan || l.mealPlanId === plan.id) ?? lists[0] ?? null
	return {
		today,
		tab,
		plans,
		plan,
		week,
		day,
		weekMeals,
		q,
		diet,
		recipes: tab === 'recipes' ? recipes.map(summary) : [],
		replace,
		choices: choices.map(summary),
		addRecipe: addRecipe ? summary(addRecipe) : null,
		list: latest,
		goals,
		dialog: params.get('new') === '1' ? ('new' as const) : params.get('plans') === '1' ? ('plans' as const) : replace ? ('replace' as const) : addRecipe ? ('add' as const) : null,
		aiAvailable: aiModels().text != null,
		defaultMealType: defaultMealType(localHour(user.timezone)),
		groceryDefaults: GROCERY_DEFAULTS,
		defaults: { startDate: today, endDate: addDaysIso(today, 7) },
	}
}

/** What the planning screen and its tabs render. */
export type PlanningData = Awaited<ReturnType<typeof loadPlanningData>>


/**
 * `npm run bench` rows for isolation under planning growth: another user's planning reads, p50
 * and p95, alone and while one account sitting at every planning cap lists its data at the
 * largest pages and keeps trying to create more (refused at the caps), measured in process on the
 * bench's database.
 *
 * The flood runs one request at a time: what the server's per-account fair share
 * (scripts/fair-share.js) lets one account have running in a worker however many connections it
 * opens (the attack run used 8). In one process, 8 in flight would measure the event loop, not
 * the caps (each request's database work is synchronous); the 8-connection figure through the
 * fair share is an HTTP measurement.
 *
 * The heavy account holds, written straight to the tables: RECIPE_CAPS.recipesPerAccount recipes
 * of RECIPE_CAPS.ingredientsPerRecipe ingredients with the longest instructions,
 * PLANNING_CAPS.plansPerAccount plans (one with a full 31-day week of PLANNING_CAPS.plannedMealsPerDay
 * meals a day), GROCERY_CAPS.listsPerAccount grocery lists of GROCERY_CAPS.itemsPerList items.
 * The neighbour's request set is one page of each planning list and the week's planned meals,
 * what /meal-planning and its API read.
 *
 * Rows: the neighbour alone; the neighbour during the flood (budget p95 150 ms; the attack run
 * measured 3.75 s over HTTP before the caps and pages); one flood request, with the largest
 * answer's size and each kind's p50.
 *
 * {@link capsNeighbourHttp} measures the same through the real server (bench/run.ts calls it from
 * its HTTP section): the account at its caps lists its largest pages and creates on 8 connections
 * (autocannon), as the attack run did, while another user reads one page of each of their
 * planning lists over the API.
 */
import { createId } from '@paralleldrive/cuid2'
import { inArray } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { addDaysIso } from '#app/domain/dates.ts'
import { GROCERY_CAPS, GROCERY_PAGE } from '#app/domain/grocery/caps.ts'
import { latestGroceryList, pageGroceryLists } from '#app/domain/grocery/grocery.server.ts'
import { PLANNING_CAPS, PLANNING_PAGES } from '#app/domain/planning/caps.ts'
import { createPlan, listPlannedMeals, pagePlannedMeals, pagePlans } from '#app/domain/planning/plans.server.ts'
import { toApiRecipe } from '#app/domain/recipes/api-shape.ts'
import { RECIPE_CAPS, RECIPE_PAGE } from '#app/domain/recipes/caps.ts'
import { createRecipe } from '#app/domain/recipes/edit.server.ts'
import { pageRecipes } from '#app/domain/recipes/recipes.server.ts'
import { createSession } from '#app/domain/users/users.server.ts'
import { foods, groceryItems, groceryLists, mealPlans, plannedMeals, recipeIngredients, recipes, users } from '#db/schema.ts'
import { latency, load } from '../harness.ts'
import { p50p95, type EngineRow } from '../stats.ts'

/** Requests of the flooding account running at once (the fair share's one per account). */
const FLOOD_IN_FLIGHT = 1
const SAMPLES = 60

async function insertChunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>, size = 200) {
	for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size))
}

/** Fills `userId` to every planning cap, straight to the tables. Returns a plan id with a full month. */
async function fillToCaps(db: Db, userId: string): Promise<string> {
	const foodIds = (await db.select({ id: foods.id }).from(foods).where(inArray(foods.source, ['sr_legacy', 'foundation', 'survey_fndds'])).limit(RECIPE_CAPS.ingredientsPerRecipe)).map((f) => f.id)
	const ids = foodIds.length ? foodIds : (await db.select({ id: foods.id }).from(foods).limit(RECIPE_CAPS.ingredientsPerRecipe)).map((f) => f.id)
	const recipeRows = Array.from({ length: RECIPE_CAPS.recipesPerAccount }, (_, i) => ({ id: createId(), userId, name: `Heavy recipe ${String(i).padStart(3, '0')}`, servings: 4, tags: ['heavy'], mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'] as never, instructions: 'Stir and simmer. '.repeat(RECIPE_CAPS.instructionsLength / 17) }))
	await insertChunked(recipeRows, (c) => db.insert(recipes).values(c))
	const ingredientRows = recipeRows.flatMap((r) => ids.map((foodId, position) => ({ id: createId(), recipeId: r.id, foodId, name: `Ingredient ${position}`, quantity: 50, unit: 'gram', grams: 50, position })))
	await insertChunked(ingredientRows, (c) => db.insert(recipeIngredients).values(c))
	const planRows = Array.from({ length: PLANNING_CAPS.plansPerAccount }, (_, i) => ({ id: createId(), userId, name: `Heavy plan ${i}`, startDate: '2026-01-01', endDate: '2026-01-31' }))
	await insertChunked(planRows, (c) => db.insert(mealPlans).values(c))
	const full = planRows[0]!.id
	const plannedRows = Array.from({ length: 31 * PLANNING_CAPS.plannedMealsPerDay }, (_, i) => ({
		id: createId(),
		planId: full,
		userId,
		date: addDaysIso('2026-01-01', Math.floor(i / PLANNING_CAPS.plannedMealsPerDay)),
		name: 'Heavy meal',
		mealType: 'lunch' as const,
		recipeId: recipeRows[i % recipeRows.length]!.id,
		position: i % PLANNING_CAPS.plannedMealsPerDay,
	}))
	await insertChunked(plannedRows, (c) => db.insert(plannedMeals).values(c))
	const listRows = Array.from({ length: GROCERY_CAPS.listsPerAccount }, (_, i) => ({ id: createId(), userId, mealPlanId: full, name: `Heavy list ${i}`, startDate: '2026-01-01', days: 31, servings: 2 }))
	await insertChunked(listRows, (c) => db.insert(groceryLists).values(c))
	const itemRows = listRows.flatMap((l) => Array.from({ length: GROCERY_CAPS.itemsPerList }, (_, position) => ({ id: createId(), listId: l.id, name: `Grocery item ${position} with a long name`, foodId: ids[position % ids.length]!, category: 'pantry' as const, quantity: 500, unit: 'g', grams: 500, notes: 'A USDA food description of typical length', position })))
	await insertChunked(itemRows, (c) => db.insert(groceryItems).values(c), 500)
	return full
}

/**
 * Two accounts written straight to the tables: `heavy` filled to every planning cap (see
 * {@link fillToCaps}) and `light`, the neighbour, with a plan for one week (filled as the planner does).
 */
async function twoAccounts(db: Db, tag: string): Promise<{ heavy: string; light: string; heavyPlan: string; plan: { id: string } }> {
	const stamp = Date.now()
	const heavy = `bench-caps-${tag}heavy-${stamp}`
	const light = `bench-caps-${tag}light-${stamp}`
	await db.insert(users).values([
		{ id: heavy, email: `${heavy}@bench.invalid`, passwordHash: 'x' },
		{ id: light, email: `${light}@bench.invalid`, passwordHash: 'x' },
	])
	const heavyPlan = await fillToCaps(db, heavy)
	const { plan } = await createPlan(db, { userId: light, timezone: 'UTC' }, { name: 'Neighbour week', startDate: '2030-01-01', endDate: '2030-01-07', isActive: true, targetCalories: 2000, targetProtein: 150, targetCarbs: 200, targetFat: 70, healthConditions: [], allergies: [], dietaryRestrictions: [], foodPreferences: [] })
	return { heavy, light, heavyPlan, plan }
}

/** The neighbour's request set: one page of each planning list and the week's planned meals. */
async function neighbourReads(db: Db, userId: string, planId: string): Promise<void> {
	await pageRecipes(db, { userId }, {}, { limit: RECIPE_PAGE.default })
	await pagePlans(db, userId, { limit: PLANNING_PAGES.plans.default })
	await listPlannedMeals(db, userId, planId, { from: '2030-01-01', to: '2030-01-07' })
	await latestGroceryList(db, userId, planId)
}

/** What the flood's turns do, in turn order. */
const FLOOD_KINDS = ['recipes page', 'plans page', 'planned-meals page', 'grocery-lists page', 'recipe create', 'plan create'] as const

/** One flood request: a largest page of one list (turn by turn), or a create refused at its cap. */
async function floodOnce(db: Db, userId: string, planId: string, turn: number): Promise<number> {
	switch (turn % FLOOD_KINDS.length) {
		case 0:
			return JSON.stringify((await pageRecipes(db, { userId }, {}, { limit: RECIPE_PAGE.max })).items.map(toApiRecipe)).length
		case 1:
			return JSON.stringify((await pagePlans(db, userId, { limit: PLANNING_PAGES.plans.max })).items).length
		case 2:
			return JSON.stringify((await pagePlannedMeals(db, userId, planId, {}, { limit: PLANNING_PAGES.plannedMeals.max })).items).length
		case 3:
			return JSON.stringify((await pageGroceryLists(db, userId, { limit: GROCERY_PAGE.max })).items).length
		case 4:
			return createRecipe(db, { userId }, { name: 'One more', servings: 1, tags: [], mealTypes: ['lunch'], ingredients: [] }).then(
				() => 0,
				() => 0,
			)
		default:
			return createPlan(db, { userId, timezone: 'UTC' }, { name: 'One more', isActive: false, targetCalories: 2000, targetProtein: 150, targetCarbs: 200, targetFat: 70, healthConditions: [], allergies: [], dietaryRestrictions: [], foodPreferences: [] }).then(
				() => 0,
				() => 0,
			)
	}
}

/**
 * The neighbour's request set timed SAMPLES times, a short pause apart (so the samples spread over
 * many of the flood's requests), and on until `enough()` says the flood has run long enough.
 */
async function timeNeighbour(db: Db, userId: string, planId: string, enough: () => boolean = () => true): Promise<number[]> {
	const times: number[] = []
	while (times.length < SAMPLES || !enough()) {
		const t0 = performance.now()
		await neighbourReads(db, userId, planId)
		times.push(performance.now() - t0)
		await new Promise((resolve) => setTimeout(resolve, 10))
	}
	return times
}

/** Times the neighbour alone and beside the flood; see the module comment for the rows. */
export async function bench(db: Db): Promise<EngineRow[]> {
	const { heavy, light, heavyPlan, plan } = await twoAccounts(db, '')
	try {
		await timeNeighbour(db, light, plan.id) // warm-up, untimed
		const alone = p50p95(await timeNeighbour(db, light, plan.id))
		let running = true
		let turn = 0
		let largest = 0
		const flood: number[] = []
		const byKind = FLOOD_KINDS.map(() => [] as number[])
		const workers = Array.from({ length: FLOOD_IN_FLIGHT }, async () => {
			while (running) {
				const t0 = performance.now()
				const mine = turn++
				largest = Math.max(largest, await floodOnce(db, heavy, heavyPlan, mine))
				flood.push(performance.now() - t0)
				byKind[mine % FLOOD_KINDS.length]!.push(performance.now() - t0)
			}
		})
		const beside = p50p95(await timeNeighbour(db, light, plan.id, () => flood.length >= 3 * FLOOD_KINDS.length))
		running = false
		await Promise.all(workers)
		const floodStats = p50p95(flood)
		const ratio = beside.p95 / alone.p95
		return [
			{ what: 'planning neighbour: one page of recipes, plans, the week and the grocery list, alone', p50: alone.p50, p95: alone.p95, note: `n ${alone.n}` },
			{
				what: 'planning neighbour: the same while one account at every cap lists its largest pages and creates (its requests one at a time, as the fair share runs them)',
				p50: beside.p50,
				p95: beside.p95,
				budget: { p95: 150 },
				note: `n ${beside.n}; p95 ${ratio.toFixed(2)}x alone`,
			},
			{ what: 'planning flood: one request of the account at its caps (largest page or refused create)', p50: floodStats.p50, p95: floodStats.p95, note: `n ${floodStats.n}; largest answer ${(largest / 1024).toFixed(0)} KB; p50 by kind: ${FLOOD_KINDS.map((k, i) => `${k} ${p50p95(byKind[i]!).p50.toFixed(0)} ms`).join(', ')}` },
		]
	} finally {
		// Cascades to their recipes, plans, planned meals, lists and diary.
		await db.delete(users).where(inArray(users.id, [heavy, light]))
	}
}

/** One printed row, as bench/run.ts's `row(what, figure, budget, pass)` takes it. */
export type HttpRow = { what: string; value: string; budget: string; ok: boolean | null }

/** Connections the account at its caps holds (the attack run's 8). */
const HTTP_FLOOD_CONNECTIONS = 8
/** The neighbour's p95 budget over HTTP, ms (the in-process row's). */
const HTTP_NEIGHBOUR_P95_MS = 150

/**
 * Another user's planning reads over HTTP, alone and while one account at every planning cap lists
 * its largest pages and keeps creating (refused at the caps, 422) on {@link HTTP_FLOOD_CONNECTIONS}
 * connections, against the server at `base` (its DATABASE_URL must be `db`'s file: the accounts
 * are written here and signed in with bearer tokens). The neighbour asks, in turn on 2
 * connections, one page of their recipes, their plans, their week's planned meals and their grocery
 * lists; p50/p95 over every request.
 * @returns the rows: the neighbour alone, beside the flood (budget p95 150 ms, with the ratio) and
 *   the flood's own throughput, latency and status mix.
 */
export async function capsNeighbourHttp(db: Db, base: string): Promise<HttpRow[]> {
	const { heavy, light, heavyPlan, plan } = await twoAccounts(db, 'http-')
	try {
		const heavyToken = (await createSession(db, heavy)).token
		const lightToken = (await createSession(db, light)).token
		const neighbourUrls = [
			`${base}/api/users/${light}/recipes?limit=${RECIPE_PAGE.default}`,
			`${base}/api/users/${light}/meal-plans?limit=${PLANNING_PAGES.plans.default}`,
			`${base}/api/meal-plans/${plan.id}/planned-meals?limit=${PLANNING_PAGES.plannedMeals.default}`,
			`${base}/api/users/${light}/grocery-lists?limit=${GROCERY_PAGE.default}`,
		]
		const neighbour = { connections: 2, headers: { Authorization: `Bearer ${lightToken}` } }
		const json = { Authorization: `Bearer ${heavyToken}`, 'content-type': 'application/json' }
		const heavyHeaders = { Authorization: `Bearer ${heavyToken}` }
		const floodRequests = [
			{ path: `/api/users/${heavy}/recipes?limit=${RECIPE_PAGE.max}`, headers: heavyHeaders },
			{ path: `/api/users/${heavy}/meal-plans?limit=${PLANNING_PAGES.plans.max}`, headers: heavyHeaders },
			{ path: `/api/meal-plans/${heavyPlan}/planned-meals?limit=${PLANNING_PAGES.plannedMeals.max}`, headers: heavyHeaders },
			{ path: `/api/users/${heavy}/grocery-lists?limit=${GROCERY_PAGE.max}`, headers: heavyHeaders },
			{ method: 'POST', path: `/api/users/${heavy}/recipes`, headers: json, body: JSON.stringify({ name: 'One more', servings: 1, tags: [], mealTypes: ['lunch'], ingredients: [] }) },
			{ method: 'POST', path: `/api/users/${heavy}/meal-plans`, headers: json, body: JSON.stringify({ name: 'One more' }) },
		]
		await latency(neighbourUrls, { ...neighbour, seconds: 2 }) // warm-up
		const alone = await latency(neighbourUrls, { ...neighbour, seconds: 5 })
		const later = <T>(ms: number, f: () => Promise<T>) => new Promise((r) => setTimeout(r, ms)).then(f)
		const [beside, flood] = await Promise.all([
			later(500, () => latency(neighbourUrls, { ...neighbour, seconds: 8 })),
			load({ url: base, connections: HTTP_FLOOD_CONNECTIONS, seconds: 9, warmupSeconds: 0, requests: floodRequests }),
		])
		// The floor of that slowdown: /healthcheck (one SELECT 1, no account, so not lined up by the fair
		// share) alone and under the same flood: what sharing the cores with the load generator and the
		// flood costs any request, whatever the server does for it.
		const healthUrl = `${base}/healthcheck`
		const healthAlone = await latency(healthUrl, { connections: 2, seconds: 5 })
		const [healthBeside] = await Promise.all([
			later(500, () => latency(healthUrl, { connections: 2, seconds: 8 })),
			load({ url: base, connections: HTTP_FLOOD_CONNECTIONS, seconds: 9, warmupSeconds: 0, requests: floodRequests }),
		])
		const ms = (x: number) => `${x.toFixed(1)} ms`
		return [
			{ what: "planning neighbour over HTTP (4 list pages in turn), alone", value: `p50 ${ms(alone.p50)}, p95 ${ms(alone.p95)} (n ${alone.n})`, budget: '', ok: null },
			{
				what: `... while one account at every cap lists and creates x${HTTP_FLOOD_CONNECTIONS}`,
				value: `p50 ${ms(beside.p50)}, p95 ${ms(beside.p95)} (${(beside.p95 / alone.p95).toFixed(1)}x alone; ${beside.failed} not 200)`,
				budget: `p95 <= ${HTTP_NEIGHBOUR_P95_MS} ms`,
				ok: beside.p95 <= HTTP_NEIGHBOUR_P95_MS && beside.failed === 0,
			},
			{
				what: '  floor: /healthcheck p95 alone -> under the same flood',
				value: `${ms(healthAlone.p95)} -> ${ms(healthBeside.p95)} (${(healthBeside.p95 / healthAlone.p95).toFixed(1)}x)`,
				budget: '',
				ok: null,
			},
			{
				what: '  that account itself (largest pages; creates refused 422)',
				value: `${Math.round(flood.requests.average)} req/s, p50 ${flood.latency.p50} ms, p99 ${flood.latency.p99} ms; ${flood['2xx']} 2xx, ${flood.non2xx} not`,
				budget: '',
				ok: null,
			},
		]
	} finally {
		await db.delete(users).where(inArray(users.id, [heavy, light]))
	}
}

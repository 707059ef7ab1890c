/**
 * E2E fixture: a signed-in user with two weeks of diary entries, seeded in the test process
 * straight into the server's e2e database (tests/.db/e2e.db, WAL + busy timeout, so the test
 * process and the server can both use it). Each worker logs the diary once through the domain
 * functions the app itself uses, then copies those rows to every new user in one transaction.
 *
 * The fixture returns the entries exactly as `logFood` / `logManualEntry` stored them, so tests
 * derive every number they expect from the entries (see the `expected*` helpers below) instead
 * of hard-coding results.
 */
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import type { MealFoodView } from '#app/domain/diary/diary.server.ts'
import { isOnTrack } from '#app/domain/nutrition/index.ts'
import type { Db } from '#db/client.ts'
import type { Food, Meal, MealFood, MealType, User } from '#db/schema.ts'

// The server's settings (playwright.config.ts webServer.env), read by session.server.ts and
// env.server.ts when they are first imported (lazily, below), so the cookie is signed with the
// server's secret.
process.env.SESSION_SECRET = 'e2e-session-secret'
process.env.NODE_ENV = 'production'
process.env.INSECURE_COOKIES = 'true'

/** The e2e database file, as the webServer command prepares it. */
export const E2E_DB_FILE = path.resolve(process.env.E2E_DB ?? 'tests/.db/e2e.db')

let dbPromise: Promise<Db> | undefined

/** This worker's connection to the e2e database (opened once). */
export function e2eDb(): Promise<Db> {
	dbPromise ??= (async () => {
		const { createDb, preparePragmas } = await import('#db/client.ts')
		const db = createDb(`file:${E2E_DB_FILE}`)
		await preparePragmas(db)
		return db
	})()
	return dbPromise
}

/** Closes this worker's connection (worker teardown). */
export async function closeE2eDb() {
	if (!dbPromise) return
	const db = await dbPromise
	dbPromise = undefined
	db.$client.close()
}

/** One seeded entry with its diary day. */
export type SeededEntry = MealFoodView & { date: string }

export type SeededUser = {
	user: User
	/** The user's today ('YYYY-MM-DD', UTC) when the diary was seeded. */
	today: string
	/** Every entry logged, in logging order. */
	entries: SeededEntry[]
}

/** USDA SR Legacy foods of the bundled sample data, logged by weight. */
const USDA = {
	banana: 173944, // Bananas, raw
	chicken: 171477, // Chicken, broilers or fryers, breast, meat only, cooked, roasted
	rice: 168878, // Rice, white, long-grain, regular, enriched, cooked
	yogurt: 330137, // Yogurt, Greek, plain, nonfat (Foundation)
} as const

type PlannedEntry =
	| { kind: 'usda'; food: keyof typeof USDA; grams: number; mealType: MealType }
	| { kind: 'manual'; name: string; quantity: number; calories: number; protein: number; carbs: number; fat: number; mealType: MealType }

const banana = (grams = 118): PlannedEntry => ({ kind: 'usda', food: 'banana', grams, mealType: 'breakfast' })
const yogurt = (grams: number): PlannedEntry => ({ kind: 'usda', food: 'yogurt', grams, mealType: 'breakfast' })
const chicken = (grams: number): PlannedEntry => ({ kind: 'usda', food: 'chicken', grams, mealType: 'dinner' })
const rice = (grams: number): PlannedEntry => ({ kind: 'usda', food: 'rice', grams, mealType: 'dinner' })
const bowl = (name: string, calories: number, protein: number): PlannedEntry => ({ kind: 'manual', name, quantity: 1, calories, protein, carbs: 80, fat: 20, mealType: 'lunch' })
const cookies = (quantity: number): PlannedEntry => ({ kind: 'manual', name: 'Oat cookie', quantity, calories: 120, protein: 2, carbs: 17, fat: 5, mealType: 'snack' })

/**
 * The diary, by days before today (13 = two weeks ago, 0 = today). Days 11 and 5 are empty, so
 * averages over active days differ from averages over all days; some days land within 90-110 %
 * of the 2000 kcal default goal and some outside it.
 */
const PLAN: Record<number, PlannedEntry[]> = {
	13: [banana(), bowl('Lentil rice bowl', 700, 30), chicken(300)],
	12: [banana(), bowl('Pasta salad', 900, 25), chicken(400), cookies(2)],
	11: [],
	10: [banana(), yogurt(170), bowl('Lentil rice bowl', 1100, 35), chicken(440)],
	9: [banana(), bowl('Pasta salad', 600, 20), chicken(200)],
	8: [banana(), bowl('Lentil rice bowl', 1300, 40), chicken(500), rice(300), cookies(2)],
	7: [banana(), bowl('Pasta salad', 950, 28), chicken(380)],
	6: [banana(), yogurt(170), bowl('Lentil rice bowl', 1000, 32), chicken(420), cookies(1)],
	5: [],
	4: [banana(), bowl('Pasta salad', 800, 22), chicken(260)],
	3: [banana(), bowl('Lentil rice bowl', 1150, 36), chicken(440), cookies(1)],
	2: [banana(), bowl('Pasta salad', 1600, 45), chicken(600), rice(200), cookies(2)],
	1: [banana(), bowl('Lentil rice bowl', 500, 15)],
	0: [banana(), yogurt(170), bowl('Pasta salad', 650, 25)],
}

/** Waits out the last seconds of a UTC day so the seeded "today" is still today while the test runs. */
async function awayFromMidnightUtc(marginMs = 90_000) {
	const now = Date.now()
	const untilMidnight = 86_400_000 - (now % 86_400_000)
	if (untilMidnight < marginMs) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1000))
}

/** A new user (unique email, the given first name, time zone UTC) through the app's sign-up domain function. */
async function newUser(db: Db, firstName: string | undefined, prefix = 'e2e-seed'): Promise<User> {
	const { createUser } = await import('#app/domain/users/users.server.ts')
	return createUser(db, { email: `${prefix}-${randomUUID().slice(0, 12)}@example.test`, password: 'correct horse battery', firstName, lastName: undefined, timezone: 'UTC' })
}

/**
 * Writes the two-week diary of `PLAN` for `user` through the domain functions the app itself uses
 * (`logFood`, `logManualEntry`, `createCustomFood`), one entry at a time.
 */
async function logPlan(db: Db, user: User, today: string): Promise<SeededEntry[]> {
	const { logFood, logManualEntry } = await import('#app/domain/diary/diary.server.ts')
	const { createCustomFood } = await import('#app/domain/foods/foods.server.ts')
	const { foods } = await import('#db/schema.ts')
	const { inArray } = await import('drizzle-orm')
	const ctx = { userId: user.id, timezone: user.timezone }
	const rows = await db.select({ id: foods.id, fdcId: foods.fdcId }).from(foods).where(inArray(foods.fdcId, Object.values(USDA)))
	const foodId = (key: keyof typeof USDA) => {
		const row = rows.find((r) => r.fdcId === USDA[key])
		if (!row) throw new Error(`USDA food ${USDA[key]} (${key}) is missing from the e2e database`)
		return row.id
	}
	const entries: SeededEntry[] = []
	for (const daysAgo of Object.keys(PLAN).map(Number).sort((a, b) => b - a)) {
		const date = addDaysIso(today, -daysAgo)
		for (const e of PLAN[daysAgo]!) {
			let entry: MealFoodView
			if (e.kind === 'usda') {
				;({ entry } = await logFood(db, ctx, { foodId: foodId(e.food), quantity: e.grams, unit: 'gram', mealType: e.mealType, date }))
			} else if (daysAgo === 0) {
				;({ entry } = await logManualEntry(db, ctx, { name: e.name, quantity: e.quantity, unit: 'serving', calories: e.calories, protein: e.protein, carbs: e.carbs, fat: e.fat, mealType: e.mealType }))
			} else {
				// logManualEntry always logs to today; for a past day do what it does (a custom food
				// with the nutrients of 1 serving, then `quantity` servings of it) on that day.
				const food = await createCustomFood(db, { userId: user.id }, { name: e.name, servingSize: 1, servingUnit: 'serving', kcal: e.calories, proteinG: e.protein, carbsG: e.carbs, fatG: e.fat, fiberG: 0, sugarG: 0 })
				;({ entry } = await logFood(db, ctx, { foodId: food.id, quantity: e.quantity, unit: 'serving', mealType: e.mealType, date }))
			}
			entries.push({ ...entry, date })
		}
	}
	return entries
}

/** The diary rows of this worker's template user, as {@link logPlan} wrote them on `today`. */
type DiaryTemplate = { today: string; foods: Food[]; meals: Meal[]; entries: MealFood[] }

let templatePromise: Promise<DiaryTemplate> | undefined

/**
 * This worker's template diary: one user whose two weeks of `PLAN` were logged through the domain
 * functions (once per worker and UTC day), read back row by row (custom foods, meals, entries in
 * logging order) so that {@link copyDiary} can give each test's user the same diary in one
 * transaction instead of logging ~45 entries one by one.
 */
async function diaryTemplate(db: Db): Promise<DiaryTemplate> {
	const today = todayIn('UTC')
	const current = templatePromise && (await templatePromise.catch(() => undefined))
	if (current?.today === today) return current
	templatePromise = (async () => {
		const { foods, meals, mealFoods } = await import('#db/schema.ts')
		const { asc, eq, sql } = await import('drizzle-orm')
		const user = await newUser(db, 'Template', 'e2e-template')
		await logPlan(db, user, today)
		return {
			today,
			foods: await db.select().from(foods).where(eq(foods.ownerId, user.id)).orderBy(asc(foods.id)),
			meals: await db.select().from(meals).where(eq(meals.userId, user.id)).orderBy(sql`rowid`),
			entries: await db.select().from(mealFoods).where(eq(mealFoods.userId, user.id)).orderBy(sql`rowid`),
		}
	})()
	return templatePromise
}

/**
 * Gives `user` a copy of the template diary in one transaction: its custom foods, meals and
 * entries with new ids, the entries inserted in the template's logging order (the diary breaks
 * ties of `logged_at` by rowid). The diary aggregates (ADR 014) follow from the inserts by the
 * database's own triggers, as for every other write path.
 * @returns the copied entries as the domain returns entries, with their diary day.
 */
async function copyDiary(db: Db, template: DiaryTemplate, user: User): Promise<SeededEntry[]> {
	const { foods, meals, mealFoods } = await import('#db/schema.ts')
	const { toEntryView } = await import('#app/domain/diary/diary.server.ts')
	const { createId } = await import('@paralleldrive/cuid2')
	return db.transaction(async (tx) => {
		const foodIds = new Map<number, number>()
		// One statement per food: SQLite does not promise RETURNING rows in insertion order.
		for (const { id, ...food } of template.foods) {
			const [row] = await tx.insert(foods).values({ ...food, ownerId: user.id }).returning({ id: foods.id })
			foodIds.set(id, row!.id)
		}
		const mealIds = new Map(template.meals.map((m) => [m.id, createId()]))
		const dates = new Map(template.meals.map((m) => [mealIds.get(m.id)!, m.date]))
		await tx.insert(meals).values(template.meals.map((m) => ({ ...m, id: mealIds.get(m.id)!, userId: user.id })))
		const rows = template.entries.map((e) => ({ ...e, id: createId(), userId: user.id, mealId: mealIds.get(e.mealId)!, foodId: e.foodId == null ? null : (foodIds.get(e.foodId) ?? e.foodId) }))
		await tx.insert(mealFoods).values(rows)
		return rows.map((row) => ({ ...toEntryView(row), date: dates.get(row.mealId)! }))
	})
}

/** Starts a session for `user` and adds its signed `__session` cookie to `context`. */
export async function signInContext(context: BrowserContext, user: User): Promise<void> {
	const db = await e2eDb()
	const { createSession } = await import('#app/domain/users/users.server.ts')
	const { sessionStorage } = await import('#app/utils/session.server.ts')
	const { token, expiresAt } = await createSession(db, user.id)
	const session = await sessionStorage.getSession()
	session.set('token', token)
	const setCookie = await sessionStorage.commitSession(session, { expires: expiresAt })
	const [nameValue] = setCookie.split(';')
	const eq = nameValue!.indexOf('=')
	const baseURL = (base.info().project.use.baseURL ?? 'http://localhost:3100').replace(/\/$/, '')
	await context.addCookies([
		{ name: nameValue!.slice(0, eq), value: nameValue!.slice(eq + 1), url: baseURL, httpOnly: true, sameSite: 'Lax', expires: Math.floor(expiresAt.getTime() / 1000) },
	])
}

/**
 * Creates a user (unique email, first name, time zone UTC) with the two-week diary of `PLAN`,
 * starts a session and adds its signed `__session` cookie to `context`. The diary is logged once
 * per worker through the domain functions and copied to each new user (see {@link copyDiary}),
 * so the user's entries, meals, custom foods and aggregates are those the domain wrote.
 */
export async function seededUser(context: BrowserContext, { firstName = 'Sam' }: { firstName?: string } = {}): Promise<SeededUser> {
	await awayFromMidnightUtc()
	const db = await e2eDb()
	const template = await diaryTemplate(db)
	const user = await newUser(db, firstName)
	const entries = await copyDiary(db, template, user)
	await signInContext(context, user)
	return { user, today: template.today, entries }
}

/** A new user without any diary (unique email, first name, time zone UTC), signed in to `context`. */
export async function freshUser(context: BrowserContext, { firstName = 'Sam' }: { firstName?: string } = {}): Promise<{ user: User; today: string }> {
	await awayFromMidnightUtc()
	const user = await newUser(await e2eDb(), firstName, 'e2e-fresh')
	await signInContext(context, user)
	return { user, today: todayIn(user.timezone) }
}

/**
 * Playwright test with `seeded` (a new user with the two-week diary, signed in to the page's
 * browser context) and `signedIn` (a new user without any diary, signed in).
 *
 * With JavaScript on, `page.goto` and `page.reload` also wait until React has hydrated the
 * document (`<html data-hydrated>`, app/root.tsx): the JavaScript loads after the first paint
 * (app/utils/paint-first.server.ts), so the load event no longer implies a hydrated page, and a
 * test typing at once would race it. Answers that are not app documents are not waited on.
 */
async function waitForHydration(page: Page, response: Response | null): Promise<void> {
	if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return
	// A document that carries no app JavaScript (the server's own 403 page) has nothing to wait for.
	await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script[type="text/x-paint-first-module"]'))
}

export const test = base.extend<{ seeded: SeededUser; signedIn: { user: User; today: string } }, { e2eDbConnection: void; diaryTemplateReady: void }>({
	page: async ({ page, javaScriptEnabled }, provide) => {
		if (javaScriptEnabled !== false) {
			const goto = page.goto.bind(page)
			const reload = page.reload.bind(page)
			page.goto = async (...args: Parameters<Page['goto']>) => {
				const response = await goto(...args)
				await waitForHydration(page, response)
				return response
			}
			page.reload = async (...args: Parameters<Page['reload']>) => {
				const response = await reload(...args)
				await waitForHydration(page, response)
				return response
			}
		}
		await provide(page)
	},
	e2eDbConnection: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, provide) => {
			await provide()
			await closeE2eDb()
		},
		{ scope: 'worker', auto: true },
	],
	// The worker's template diary, made when its first test needs a seeded user, on the worker's own
	// time budget (importing the domain and logging the diary once can take tens of seconds on a
	// loaded machine), not on that test's.
	diaryTemplateReady: [
		// eslint-disable-next-line no-empty-pattern
		async ({}, provide) => {
			await awayFromMidnightUtc()
			await diaryTemplate(await e2eDb())
			await provide()
		},
		{ scope: 'worker', timeout: 180_000 },
	],
	seeded: async ({ context, diaryTemplateReady }, provide) => {
		void diaryTemplateReady
		await provide(await seededUser(context))
	},
	signedIn: async ({ context }, provide) => {
		await provide(await freshUser(context))
	},
})
export { expect } from '@playwright/test'

// ---------------------------------------------------------------------------------------------
// Expected numbers, derived from the seeded entries with the app's definitions (stats.server.ts,
// analytics.server.ts): day calories = sum of the day's entries; an active day has entries; an
// on-track day passes `isOnTrack` for the calorie goal; averages are over active days.
// ---------------------------------------------------------------------------------------------

const round2 = (n: number) => Math.round(n * 100) / 100
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

export type ExpectedDay = { date: string; calories: number; protein: number; carbs: number; fat: number; meals: number; onTrack: boolean }

/** Per-day totals of the entries on `dates` (every date listed, zeros when nothing was logged). */
export function dayTotals(entries: SeededEntry[], dates: string[], calorieGoal: number): ExpectedDay[] {
	return dates.map((date) => {
		const day = entries.filter((e) => e.date === date)
		const calories = round2(sum(day.map((e) => e.nutrients.kcal ?? 0)))
		return {
			date,
			calories,
			protein: round2(sum(day.map((e) => e.nutrients.proteinG ?? 0))),
			carbs: round2(sum(day.map((e) => e.nutrients.carbsG ?? 0))),
			fat: round2(sum(day.map((e) => e.nutrients.fatG ?? 0))),
			meals: new Set(day.map((e) => e.mealId)).size,
			onTrack: day.length > 0 && isOnTrack(calories, calorieGoal),
		}
	})
}

/** Summary of a set of days: active days, on-track days, meals, mean calories over active days, best day. */
export function summarize(days: ExpectedDay[]) {
	const active = days.filter((d) => d.meals > 0)
	const onTrack = active.filter((d) => d.onTrack).length
	const best = active.reduce<ExpectedDay | null>((acc, d) => (d.calories > 0 && (!acc || d.calories > acc.calories) ? d : acc), null)
	return {
		activeDays: active.length,
		onTrackDays: onTrack,
		meals: sum(active.map((d) => d.meals)),
		avgCalories: active.length ? Math.round(sum(active.map((d) => d.calories)) / active.length) : 0,
		successRate: active.length ? Math.round((onTrack / active.length) * 100) : 0,
		best,
	}
}

/** The favourite food: most entries; ties to the most recently logged, then by name. */
export function favoriteFood(entries: SeededEntry[]): string | null {
	const byName = new Map<string, { times: number; last: number }>()
	for (const e of entries) {
		const cur = byName.get(e.name) ?? { times: 0, last: 0 }
		byName.set(e.name, { times: cur.times + 1, last: Math.max(cur.last, Date.parse(e.loggedAt)) })
	}
	const ranked = [...byName.entries()].sort(([an, a], [bn, b]) => b.times - a.times || b.last - a.last || an.localeCompare(bn))
	return ranked[0]?.[0] ?? null
}

/** '1,234' (en-US grouping), as the screens format whole numbers. */
export const grouped = (n: number) => Math.round(n).toLocaleString('en-US')

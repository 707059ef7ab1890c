/**
 * Recent and frequent foods: the foods a user logged before, each with the amount and unit of its
 * latest entry, so the add sheet can log it again in one tap. Only the user's own diary is read
 * (every query filters by `actor.userId`) and only foods the user may still log (shared foods and
 * the user's own custom foods; quick adds and entries of deleted foods have no food and are left
 * out).
 *
 * The cost is bounded whatever the history (RECENT_FOODS_READ): the entries of the last
 * `recentDays` diary days through the meals (user_id, date) index, and the `frequent` most-logged
 * food names of all time from diary_food_counts' rank index, each with its latest entry through the
 * meal_foods (user_id, food_name, logged_at) index. Never the whole history.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { hotRows } from '#db/hot-read.ts'
import { foods } from '#db/schema.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { decodeCursor, pageOf, type Page, type PageRequest } from '#app/domain/pagination.ts'
import type { Actor } from '#app/domain/actor.ts'
import { DIARY_CAPS, RECENT_FOODS_READ } from './caps.ts'

/** One food to log again: its latest entry's amount, unit and kcal, and when that was. */
export type RecentFood = {
	foodId: number
	/** The name the entry stored (the food's name when it was logged). */
	name: string
	brand: string | null
	/** The latest entry's quantity × unit (unit: serving, gram, ounce, cup, piece). */
	quantity: number
	unit: string
	/** kcal of the latest entry (what logging it again adds, the food's values unchanged). */
	kcal: number
	/** When the latest entry was logged (ISO timestamp). */
	lastLoggedAt: string
	/** Entries of this food name of all time when it is among the most logged, else null. */
	timesLogged: number | null
}

const COLUMNS = 'f.food_id, f.food_name, f.food_brand, f.quantity, f.unit, f.kcal, f.logged_at'
// `+f.user_id`: the user's own rows, without letting SQLite walk the (user_id, food_id) index
// over the whole history; the meals subquery bounds the read to the window's meals.
const RECENT_SQL = `SELECT ${COLUMNS} FROM meal_foods f WHERE +f.user_id = ? AND f.food_id IS NOT NULL AND f.meal_id IN (SELECT m.id FROM meals m WHERE m.user_id = ? AND m.date >= ? AND m.date <= ?) ORDER BY f.logged_at DESC LIMIT ?`
const FREQUENT_SQL = `SELECT ${COLUMNS}, c.entries FROM (SELECT user_id, food_name, entries, last_logged_at FROM diary_food_counts WHERE user_id = ? ORDER BY entries DESC, last_logged_at DESC LIMIT ?) c JOIN meal_foods f ON f.id = (SELECT g.id FROM meal_foods g WHERE g.user_id = c.user_id AND g.food_name = c.food_name AND g.food_id IS NOT NULL ORDER BY g.logged_at DESC LIMIT 1) ORDER BY c.entries DESC, c.last_logged_at DESC`

function toRecent(row: unknown[], timesLogged: number | null): RecentFood {
	return {
		foodId: Number(row[0]),
		name: String(row[1]),
		brand: row[2] == null ? null : String(row[2]),
		quantity: Number(row[3]),
		unit: String(row[4]),
		kcal: Number(row[5]),
		lastLoggedAt: new Date(Number(row[6])).toISOString(),
		timesLogged,
	}
}

/**
 * Every candidate, best first: the foods of the last RECENT_FOODS_READ.recentDays days (up to the
 * user's today) by their latest use, most recent first; then foods among the
 * RECENT_FOODS_READ.frequent most logged of all time not eaten in that window, most logged first.
 * One row per food (its latest entry) and per name and brand, only foods the user may log. At most
 * recentDays × mealsPerDay × entriesPerMeal entries and `frequent` names are read.
 */
export async function recentFoodCandidates(db: Db, actor: Actor): Promise<RecentFood[]> {
	const today = todayIn(actor.timezone)
	const from = addDaysIso(today, -RECENT_FOODS_READ.recentDays)
	const bound = RECENT_FOODS_READ.recentDays * DIARY_CAPS.mealsPerDay * DIARY_CAPS.entriesPerMeal
	const [recent, frequent] = await Promise.all([
		hotRows(db, RECENT_SQL, [actor.userId, actor.userId, from, today, bound]),
		hotRows(db, FREQUENT_SQL, [actor.userId, RECENT_FOODS_READ.frequent]),
	])
	const counts = new Map(frequent.map((r) => [String(r[1]), Number(r[7])]))
	const byFood = new Map<number, RecentFood>()
	for (const row of recent) if (!byFood.has(Number(row[0]))) byFood.set(Number(row[0]), toRecent(row, counts.get(String(row[1])) ?? null))
	for (const row of frequent) if (!byFood.has(Number(row[0]))) byFood.set(Number(row[0]), toRecent(row, Number(row[7])))
	if (byFood.size === 0) return []
	// Only foods the user may still log: shared ones and their own (never another user's custom food).
	const loggable = await db
		.select({ id: foods.id })
		.from(foods)
		.where(and(inArray(foods.id, [...byFood.keys()]), or(isNull(foods.ownerId), eq(foods.ownerId, actor.userId))))
	const ok = new Set(loggable.map((f) => f.id))
	// One row per name and brand (each Manual Entry makes its own food, so 'Lentil bowl' may be
	// several foods): the most recent of them.
	const seen = new Set<string>()
	return [...byFood.values()].filter((f) => {
		const key = `${f.name.toLowerCase()}\u0000${(f.brand ?? '').toLowerCase()}`
		if (!ok.has(f.foodId) || seen.has(key)) return false
		seen.add(key)
		return true
	})
}

/**
 * A page of the user's recent and frequent foods ({@link recentFoodCandidates}'s order). The
 * cursor is the position after the page's last food (the list is bounded, so a page costs the
 * bounded read, never the history).
 * @throws InvalidError naming `cursor` for a cursor this list did not give out.
 */
export async function recentFoods(db: Db, actor: Actor, page: PageRequest): Promise<Page<RecentFood>> {
	const start = page.cursor ? Number(decodeCursor(page.cursor, 'n')[0]) : 0
	const all = await recentFoodCandidates(db, actor)
	const rows = all.slice(Math.max(0, start), Math.max(0, start) + page.limit + 1)
	return pageOf(rows, page.limit, (row) => [Math.max(0, start) + rows.indexOf(row) + 1])
}

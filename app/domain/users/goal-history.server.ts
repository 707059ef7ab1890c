/**
 * The goal history: every calorie and macro goal a user had, from the diary day it took effect
 * (goal_history, migrations 0015 and 0018), optionally with a calorie target per weekday. The users
 * row keeps the goal in force now; a past day is judged by the goal it had (the day summaries'
 * `goal_kcal` and `on_track`, kept by triggers from this table: docs/decisions/014-diary-aggregates.md).
 *
 * {@link writeGoals} is the one write of the four goals: sign-up, the goal set-up (/welcome), the
 * Goals page, the profile's goals, the API's goal and profile updates and check-in acceptance all
 * go through it, inside their own transaction.
 */
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { addDaysIso, todayIn } from '#app/domain/dates.ts'
import { goalHistory, users, type GOAL_SOURCES, type GoalHistoryRow } from '#db/schema.ts'
import { dayCalorieTarget, shiftWeekdayTargets, weekdayTargetErrors, weeklyTotal, WEEKDAY_TARGETS, type WeekdayKcal } from './weekday-targets.ts'

/** A transaction (or the db itself) to write in. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The first diary day a goal can govern: a user's first history row starts here, so every earlier day has a goal. */
export const GOAL_HISTORY_START = '1900-01-01'

/** The four goals a day is judged against (kcal, g). */
export type DayGoalValues = { dailyCalorieGoal: number; dailyProteinGoal: number; dailyCarbGoal: number; dailyFatGoal: number }

/** The goals in force on a day: the four goals, the optional weekday targets, and the day they took effect (null: no history, the users row's). */
export type GoalsInForce = DayGoalValues & { weekdayKcal: WeekdayKcal | null; effectiveFrom: string | null }

const GOAL_KEYS = ['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'] as const

/** Whether a users-row patch touches one of the four goals kept in the history. */
export function touchesGoals(patch: object): boolean {
	return GOAL_KEYS.some((k) => (patch as Record<string, unknown>)[k] !== undefined)
}

/** The seven weekday targets of a history row, or null when it has none. */
function weekdaysOf(row: Pick<GoalHistoryRow, (typeof WEEKDAY_TARGETS)[number]['key']>): WeekdayKcal | null {
	const values = WEEKDAY_TARGETS.map(({ key }) => row[key])
	return values.every((v): v is number => v != null) ? (values as unknown as WeekdayKcal) : null
}

function weekdayColumns(targets: WeekdayKcal | null) {
	return Object.fromEntries(WEEKDAY_TARGETS.map(({ key }, i) => [key, targets ? targets[i]! : null])) as Record<(typeof WEEKDAY_TARGETS)[number]['key'], number | null>
}

function inForceOf(row: GoalHistoryRow): GoalsInForce {
	return {
		dailyCalorieGoal: row.dailyCalorieGoal,
		dailyProteinGoal: row.dailyProteinGoal,
		dailyCarbGoal: row.dailyCarbGoal,
		dailyFatGoal: row.dailyFatGoal,
		weekdayKcal: weekdaysOf(row),
		effectiveFrom: row.effectiveFrom,
	}
}

/** The history row in force on `date` (latest effective on or before it; one primary-key probe), or undefined. */
async function rowInForce(db: Db | Tx, userId: string, date: string): Promise<GoalHistoryRow | undefined> {
	const [row] = await db
		.select()
		.from(goalHistory)
		.where(and(eq(goalHistory.userId, userId), lte(goalHistory.effectiveFrom, date)))
		.orderBy(desc(goalHistory.effectiveFrom))
		.limit(1)
	return row
}

/**
 * The goals `user` had on diary day `date`: the goal-history row in force then, else (no history:
 * a user written straight into the table) the users row's goals.
 */
export async function goalsInForce(db: Db | Tx, user: { id: string } & DayGoalValues, date: string): Promise<GoalsInForce> {
	const row = await rowInForce(db, user.id, date)
	if (row) return inForceOf(row)
	return { dailyCalorieGoal: user.dailyCalorieGoal, dailyProteinGoal: user.dailyProteinGoal, dailyCarbGoal: user.dailyCarbGoal, dailyFatGoal: user.dailyFatGoal, weekdayKcal: null, effectiveFrom: null }
}

/**
 * The goals of diary day `date` with its calorie target: the goals in force that day, and
 * `calorieTarget` = its weekday's target when set, else the daily calorie goal (kcal).
 */
export async function goalsForDay(db: Db | Tx, user: { id: string } & DayGoalValues, date: string): Promise<GoalsInForce & { calorieTarget: number }> {
	const g = await goalsInForce(db, user, date)
	return { ...g, calorieTarget: dayCalorieTarget(g, date) }
}

/**
 * The calorie target (kcal) of every diary day from `from` to `to` inclusive: the history rows that
 * govern the range (the one in force on `from` and those starting inside it; a range reads its own
 * rows, never the whole history), else the users row's goal.
 */
export async function calorieTargetsByDay(db: Db | Tx, user: { id: string } & DayGoalValues, from: string, to: string): Promise<Map<string, number>> {
	const [first, later] = await Promise.all([
		rowInForce(db, user.id, from),
		db
			.select()
			.from(goalHistory)
			.where(and(eq(goalHistory.userId, user.id), gt(goalHistory.effectiveFrom, from), lte(goalHistory.effectiveFrom, to)))
			.orderBy(asc(goalHistory.effectiveFrom)),
	])
	const rows = (first ? [first, ...later] : later).map(inForceOf)
	const fallback: GoalsInForce = { ...user, weekdayKcal: null, effectiveFrom: null }
	const out = new Map<string, number>()
	let i = -1
	for (let day = from; day <= to; day = addDaysIso(day, 1)) {
		while (i + 1 < rows.length && rows[i + 1]!.effectiveFrom! <= day) i++
		out.set(day, dayCalorieTarget(i >= 0 ? rows[i]! : fallback, day))
	}
	return out
}

/** What to write: any of the four goals, and the weekday targets (an array to set, null to clear, omitted to keep them, moved with the calorie goal). */
export type GoalsWrite = {
	userId: string
	/** Diary day (user's zone) from which the goals apply: the writer's today. */
	effectiveFrom: string
	goals: Partial<DayGoalValues>
	weekdayKcal?: WeekdayKcal | null
	source: (typeof GOAL_SOURCES)[number]
}

/**
 * Sets a user's goals from `effectiveFrom` on: the users row's four goals (and `updated_at`, so
 * per-process caches keyed on it follow) and a goal-history row for that day (replacing one written
 * earlier the same day), in the caller's transaction. On a user's first change without history, the
 * goals they had until now are written first, effective from {@link GOAL_HISTORY_START}, so older
 * days keep them. Weekday targets omitted from the write are kept, each moved by the calorie goal's
 * change ({@link shiftWeekdayTargets}: same surplus, same weekly total), or dropped when a day would
 * leave the bounds. Nothing is written to the history when nothing changes. Days from
 * `effectiveFrom` on are re-judged by the table's triggers in the same transaction.
 * @throws InvalidError naming a weekday field or `weekdayKcal` (the weekly total) for targets that
 *   are out of bounds or do not add up to 7 × the daily calorie goal; NotFoundError when the user is gone.
 */
export async function writeGoals(tx: Tx, input: GoalsWrite): Promise<GoalsInForce> {
	const [user] = await tx
		.select({ dailyCalorieGoal: users.dailyCalorieGoal, dailyProteinGoal: users.dailyProteinGoal, dailyCarbGoal: users.dailyCarbGoal, dailyFatGoal: users.dailyFatGoal })
		.from(users)
		.where(eq(users.id, input.userId))
	if (!user) throw new NotFoundError('User')
	let current = await rowInForce(tx, input.userId, input.effectiveFrom)
	if (!current) {
		const [any] = await tx.select({ from: goalHistory.effectiveFrom }).from(goalHistory).where(eq(goalHistory.userId, input.userId)).limit(1)
		if (!any) {
			;[current] = await tx
				.insert(goalHistory)
				.values({ userId: input.userId, effectiveFrom: GOAL_HISTORY_START, ...user, source: 'sign-up' })
				.onConflictDoNothing()
				.returning()
		}
	}
	const before: GoalsInForce = current ? inForceOf(current) : { ...user, weekdayKcal: null, effectiveFrom: null }
	const goals: DayGoalValues = { ...before, ...Object.fromEntries(Object.entries(input.goals).filter(([, v]) => v !== undefined)) } as DayGoalValues
	const next = { dailyCalorieGoal: goals.dailyCalorieGoal, dailyProteinGoal: goals.dailyProteinGoal, dailyCarbGoal: goals.dailyCarbGoal, dailyFatGoal: goals.dailyFatGoal }
	let weekdayKcal: WeekdayKcal | null
	if (input.weekdayKcal === undefined) weekdayKcal = before.weekdayKcal && shiftWeekdayTargets(before.weekdayKcal, before.dailyCalorieGoal, next.dailyCalorieGoal)
	else weekdayKcal = input.weekdayKcal
	if (weekdayKcal) {
		const errors = weekdayTargetErrors(next.dailyCalorieGoal, weekdayKcal)
		if (Object.keys(errors).length > 0) throw new InvalidError(`${Object.keys(errors)[0]}: ${Object.values(errors)[0]![0]}`, errors)
	}
	const same = GOAL_KEYS.every((k) => next[k] === before[k]) && String(weekdayKcal) === String(before.weekdayKcal)
	if (!same) {
		const values = { ...next, ...weekdayColumns(weekdayKcal), source: input.source }
		await tx
			.insert(goalHistory)
			.values({ userId: input.userId, effectiveFrom: input.effectiveFrom, ...values })
			.onConflictDoUpdate({ target: [goalHistory.userId, goalHistory.effectiveFrom], set: values })
	}
	// updatedAt moves as every users write moves it (users.server.ts updateUserRow), so caches keyed on it follow.
	await tx
		.update(users)
		.set({ ...next, updatedAt: sql`max(CAST(unixepoch('subsec') * 1000 AS INTEGER), ${users.updatedAt} + 1)` })
		.where(eq(users.id, input.userId))
	return { ...next, weekdayKcal, effectiveFrom: same ? before.effectiveFrom : input.effectiveFrom }
}

/**
 * The first history row of a new account: its goals from {@link GOAL_HISTORY_START} (an imported
 * older diary is judged by them too), written in the account's creating transaction.
 */
export async function startGoalHistory(tx: Tx, user: { id: string } & DayGoalValues): Promise<void> {
	const { id, dailyCalorieGoal, dailyProteinGoal, dailyCarbGoal, dailyFatGoal } = user
	await tx
		.insert(goalHistory)
		.values({ userId: id, effectiveFrom: GOAL_HISTORY_START, dailyCalorieGoal, dailyProteinGoal, dailyCarbGoal, dailyFatGoal, source: 'sign-up' })
		.onConflictDoNothing()
}

/** The Goals page's weekday section: the daily goal, the targets in force today (null: the same every day) and their weekly total. */
export type WeekdayTargetsView = { dailyCalorieGoal: number; weekdayKcal: WeekdayKcal | null; weeklyTotal: number; requiredTotal: number }

/** What the Goals page shows of the caller's per-weekday targets today (one primary-key read). */
export async function weekdayTargetsView(db: Db, actor: Actor, user: { id: string } & DayGoalValues): Promise<WeekdayTargetsView> {
	const g = await goalsInForce(db, user, todayIn(actor.timezone))
	const week = g.weekdayKcal ?? (Array.from({ length: 7 }, () => g.dailyCalorieGoal) as unknown as WeekdayKcal)
	return { dailyCalorieGoal: g.dailyCalorieGoal, weekdayKcal: g.weekdayKcal, weeklyTotal: weeklyTotal(week), requiredTotal: 7 * g.dailyCalorieGoal }
}

/**
 * Sets (or, with null, clears) the caller's per-weekday calorie targets from their today; the daily
 * goals stay. `targets` are the form's or the API's values, Sunday..Saturday, keyed as
 * {@link WEEKDAY_TARGETS} (numbers, or strings from a form).
 * @throws InvalidError naming each weekday field that is not a whole number within 800-5,000 kcal,
 *   or `weekdayKcal` when the seven do not add up to 7 × the daily calorie goal; nothing is written.
 */
export async function saveWeekdayTargets(db: Db, actor: Actor, targets: Partial<Record<(typeof WEEKDAY_TARGETS)[number]['key'], unknown>> | null): Promise<GoalsInForce> {
	const values = targets ? WEEKDAY_TARGETS.map(({ key }) => toNumber(targets[key])) : null
	return db.transaction((tx) => writeGoals(tx, { userId: actor.userId, effectiveFrom: todayIn(actor.timezone), goals: {}, weekdayKcal: values as WeekdayKcal | null, source: 'manual' }))
}

function toNumber(v: unknown): number {
	if (typeof v === 'number') return v
	if (typeof v === 'string' && v.trim() !== '') return Number(v.replace(/,/g, ''))
	return Number.NaN
}

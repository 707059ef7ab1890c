/**
 * Accounts, sessions, goals and profiles. Called by the HTML routes and the /api routes alike.
 */
import { hash, verify } from '@node-rs/argon2'
import { createId } from '@paralleldrive/cuid2'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '#app/db.server.ts'
import { ageOn, isIsoDay, safeTimeZone, todayIn } from '#app/domain/dates.ts'
import { ConflictError, InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { bmi } from '#app/domain/nutrition/index.ts'
import { hotRows } from '#db/hot-read.ts'
import { sessions, users, type User } from '#db/schema.ts'
import { startGoalHistory, touchesGoals, writeGoals, type Tx } from './goal-history.server.ts'
import type { GoalsPatch, LoginInput, ProfilePatch, RegisterInput } from './users.schema.ts'

/** Session lifetime: 30 days (ms). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** The user as the API and screens see it: spec section 3 field names, no password hash. */
export type PublicUser = ReturnType<typeof toPublicUser>

/** Maps a users row to the spec's User shape (height cm, weight kg). */
export function toPublicUser(u: User) {
	return {
		id: u.id,
		email: u.email,
		username: u.username,
		firstName: u.firstName,
		lastName: u.lastName,
		bio: u.bio,
		dateOfBirth: u.dateOfBirth,
		height: u.heightCm,
		weight: u.weightKg,
		activityLevel: u.activityLevel,
		gender: u.gender,
		weightGoal: u.weightGoal,
		weeklyWeightChangeKg: u.weeklyWeightChangeKg,
		timezone: u.timezone,
		language: u.language,
		units: u.units,
		/** 'system' | 'light' | 'dark' (users.theme). */
		theme: u.theme,
		dietaryPreferences: u.dietaryPreferences,
		healthGoals: u.healthGoals,
		allergies: u.allergies,
		medicalConditions: u.medicalConditions,
		dailyCalorieGoal: u.dailyCalorieGoal,
		dailyProteinGoal: u.dailyProteinGoal,
		dailyCarbGoal: u.dailyCarbGoal,
		dailyFatGoal: u.dailyFatGoal,
		dailyFiberGoal: u.dailyFiberGoal,
		dailySugarGoal: u.dailySugarGoal,
		dailyWaterGoal: u.dailyWaterGoal,
		emailNotifications: u.emailNotifications,
		pushNotifications: u.pushNotifications,
		mealReminders: u.mealReminders,
		goalReminders: u.goalReminders,
		weeklyReports: u.weeklyReports,
		age: ageOn(u.dateOfBirth, todayIn(u.timezone)),
		bmi: bmi(u.weightKg, u.heightCm),
		createdAt: u.createdAt.toISOString(),
	}
}

/**
 * Creates an account with an argon2id password hash, and its goal history's first row (the default
 * goals, from goal-history.server.ts GOAL_HISTORY_START) in the same transaction.
 * @throws ConflictError (409) when the email (or username) is already registered.
 */
export async function createUser(db: Db, input: RegisterInput): Promise<User> {
	const existing = await db.query.users.findFirst({ where: eq(users.email, input.email), columns: { id: true } })
	if (existing) throw new ConflictError('An account with this email already exists', { email: ['An account with this email already exists'] })
	if (input.username) {
		const taken = await db.query.users.findFirst({ where: eq(users.username, input.username), columns: { id: true } })
		if (taken) throw new ConflictError('This username is taken', { username: ['This username is taken'] })
	}
	const passwordHash = await hash(input.password)
	try {
		return await db.transaction(async (tx) => {
			const [row] = await tx
				.insert(users)
				.values({
					id: createId(),
					email: input.email,
					username: input.username ?? null,
					firstName: input.firstName ?? null,
					lastName: input.lastName ?? null,
					timezone: safeTimeZone(input.timezone),
					passwordHash,
				})
				.returning()
			await startGoalHistory(tx, row!)
			return row!
		})
	} catch (error) {
		// A concurrent registration with the same email or username won the race.
		const conflict = uniqueViolation(error)
		if (conflict === 'username') throw new ConflictError('This username is taken', { username: ['This username is taken'] })
		if (conflict) throw new ConflictError('An account with this email already exists', { email: ['An account with this email already exists'] })
		// Never let the driver's message (it carries the query parameters, password hash included) reach a log.
		throw new Error('Could not create the account', { cause: error instanceof Error ? error.cause : undefined })
	}
}

/**
 * The users column a UNIQUE violation is about ('email' or 'username'), or null when `error` is
 * something else. Drizzle wraps the driver error; the SQLite text is in `cause`.
 */
function uniqueViolation(error: unknown): 'email' | 'username' | null {
	for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
		const message = e instanceof Error ? e.message : String(e)
		if (/UNIQUE constraint failed: users\.username/.test(message)) return 'username'
		if (/UNIQUE constraint failed: users\.email/.test(message)) return 'email'
	}
	return null
}

/** Checks credentials; returns the user or null (same answer for unknown email and wrong password). */
export async function verifyLogin(db: Db, input: LoginInput): Promise<User | null> {
	const user = await db.query.users.findFirst({ where: eq(users.email, input.email) })
	if (!user) {
		// Spend comparable time so response timing does not reveal which emails exist.
		await hash(input.password)
		return null
	}
	const ok = await verify(user.passwordHash, input.password).catch(() => false)
	return ok ? user : null
}

const tokenId = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Live sessions one account may hold (devices and API clients signed in at once). Signing in past
 * it ends the account's oldest session, so a script cannot mint unlimited tokens (each token once
 * was its own line in the server's per-account fair share) and a user is never refused a sign-in.
 */
export const MAX_SESSIONS_PER_USER = 10

/**
 * Starts a session; returns the secret token (cookie value and bearer token). When the user then
 * holds more than {@link MAX_SESSIONS_PER_USER} sessions, the oldest are ended, in the same
 * transaction.
 */
export async function createSession(db: Db, userId: string, userAgent?: string | null): Promise<{ token: string; expiresAt: Date }> {
	const token = randomBytes(32).toString('base64url')
	const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
	await db.transaction(async (tx) => {
		await tx.insert(sessions).values({ id: tokenId(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) || null })
		// Newest first by insertion order (rowid): two sign-ins in one millisecond keep their order.
		await tx.run(
			sql`DELETE FROM sessions WHERE user_id = ${userId} AND id NOT IN (SELECT id FROM sessions WHERE user_id = ${userId} ORDER BY rowid DESC LIMIT ${MAX_SESSIONS_PER_USER})`,
		)
	})
	return { token, expiresAt }
}

/**
 * The user id of a live (unexpired) session token, or null: one indexed read, no user row (the
 * server's fair share keys each request on its account with it).
 */
export async function sessionUserId(db: Db, token: string): Promise<string | null> {
	if (!token || token.length > 200) return null
	const [row] = await hotRows(db, 'SELECT user_id FROM sessions WHERE id = ? AND expires_at > ?', [tokenId(token), Date.now()])
	return row ? String(row[0]) : null
}

/** One prepared join per database, reused by every request (the hottest query in the app). */
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>()
function prepareSessionUser(db: Db) {
	return db
		.select({ user: users })
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
		.limit(1)
		.prepare()
}

/** Sessions whose user row is kept per process (least recently used beyond that are dropped). */
const SESSION_CACHE_SIZE = 1000
/** Per database: session id → the user row read for it and that row's `updated_at` (ms). */
const sessionUsers = new WeakMap<Db, Map<string, { user: User; updatedAt: number }>>()

/** The live check of a cached session: its user's `updated_at` while the session exists and has not expired. */
const SESSION_LIVE_SQL = 'SELECT u.updated_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ? AND s.expires_at > ?'

/**
 * The user of a live (unexpired) session token, or null.
 *
 * Every call asks the database whether the session still exists and is unexpired (one indexed
 * join reading a single column, the user's `updated_at`), so logout, expiry, pruning and a
 * deleted account take effect on the very next request, in every worker. Only the full user row
 * (35 columns) is reused from a per-process cache while its `updated_at` is unchanged; every
 * write to a users row moves `updated_at` strictly forward ({@link updateUserRow}).
 */
export async function getUserBySessionToken(db: Db, token: string): Promise<User | null> {
	if (!token || token.length > 200) return null
	const id = tokenId(token)
	let cache = sessionUsers.get(db)
	if (!cache) sessionUsers.set(db, (cache = new Map()))
	const cached = cache.get(id)
	if (cached) {
		// A prepared statement on the hot-read connection (db/hot-read.ts): every signed-in request runs it.
		const [row] = await hotRows(db, SESSION_LIVE_SQL, [id, Date.now()])
		if (!row) {
			cache.delete(id)
			return null
		}
		// Whole ms, as the cached Date holds it (a row's default `updated_at` may carry a fraction).
		if (Math.floor(Number(row[0])) === cached.updatedAt) {
			cache.delete(id)
			cache.set(id, cached)
			return { ...cached.user }
		}
	}
	let query = sessionUserQueries.get(db)
	if (!query) sessionUserQueries.set(db, (query = prepareSessionUser(db)))
	const rows = await query.all({ id, now: new Date() })
	const user = rows[0]?.user ?? null
	if (!user) {
		cache.delete(id)
		return null
	}
	cache.delete(id)
	cache.set(id, { user, updatedAt: user.updatedAt.getTime() })
	if (cache.size > SESSION_CACHE_SIZE) cache.delete(cache.keys().next().value!)
	return { ...user }
}

/** Ends a session (logout). Unknown tokens are ignored. */
export async function deleteSession(db: Db, token: string): Promise<void> {
	await db.delete(sessions).where(eq(sessions.id, tokenId(token)))
}

/** Removes expired sessions; returns how many. */
export async function pruneSessions(db: Db): Promise<number> {
	const res = await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
	return res.rowsAffected
}

/** @throws NotFoundError when the user does not exist. */
export async function getUser(db: Db | Tx, userId: string): Promise<User> {
	const user = await db.query.users.findFirst({ where: eq(users.id, userId) })
	if (!user) throw new NotFoundError('User')
	return user
}

/** Updates any subset of the daily goals (already validated against the spec bounds). */
export async function updateGoals(db: Db, userId: string, patch: GoalsPatch): Promise<User> {
	return updateUserRow(db, userId, patch)
}

/**
 * Updates profile, goal and notification fields. Height is cm, weight kg.
 * @throws InvalidError for an impossible or future date of birth or an unknown time zone.
 */
export async function updateProfile(db: Db | Tx, userId: string, patch: ProfilePatch): Promise<User> {
	const { height, weight, timezone, ...rest } = patch
	const values: Partial<typeof users.$inferInsert> = { ...rest }
	if (height !== undefined) values.heightCm = height
	if (weight !== undefined) values.weightKg = weight
	if (patch.dateOfBirth) {
		if (patch.dateOfBirth > todayIn('UTC') || patch.dateOfBirth < '1900-01-01')
			throw new InvalidError('dateOfBirth: out of range', { dateOfBirth: ['Date of birth must be between 1900 and today'] })
		if (!isIsoDay(patch.dateOfBirth)) throw new InvalidError('dateOfBirth: not a real date', { dateOfBirth: ['Date of birth must be a real date'] })
	}
	if (timezone !== undefined && timezone !== null) {
		if (safeTimeZone(timezone) !== timezone) throw new InvalidError('timezone: unknown time zone', { timezone: ['Unknown time zone'] })
		values.timezone = timezone
	}
	if (patch.username) {
		const taken = await db.query.users.findFirst({ where: eq(users.username, patch.username), columns: { id: true } })
		if (taken && taken.id !== userId) throw new ConflictError('This username is taken', { username: ['This username is taken'] })
	}
	return updateUserRow(db, userId, values)
}

/**
 * The one write to a users row. `updated_at` moves strictly forward (now, or one ms past the
 * previous value when two writes share a millisecond): the session cache in
 * {@link getUserBySessionToken} relies on it to notice every change. A change to the calorie or
 * macro goals also enters the goal history from the user's today (goal-history.server.ts
 * writeGoals), in the same transaction, so past days keep the goal they had.
 */
async function updateUserRow(db: Db | Tx, userId: string, values: Partial<typeof users.$inferInsert>): Promise<User> {
	if (!touchesGoals(values)) return writeUserRow(db, userId, values)
	return db.transaction(async (tx) => {
		const [before] = await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId))
		if (!before) throw new NotFoundError('User')
		const { dailyCalorieGoal, dailyProteinGoal, dailyCarbGoal, dailyFatGoal, ...rest } = values
		const goals = { dailyCalorieGoal, dailyProteinGoal, dailyCarbGoal, dailyFatGoal }
		await writeGoals(tx, { userId, effectiveFrom: todayIn(values.timezone ?? before.timezone), goals, source: 'manual' })
		return writeUserRow(tx, userId, rest)
	})
}

async function writeUserRow(db: Db | Tx, userId: string, values: Partial<typeof users.$inferInsert>): Promise<User> {
	const [row] = await db
		.update(users)
		.set({ ...values, updatedAt: sql`max(CAST(unixepoch('subsec') * 1000 AS INTEGER), ${users.updatedAt} + 1)` })
		.where(eq(users.id, userId))
		.returning()
	if (!row) throw new NotFoundError('User')
	return row
}

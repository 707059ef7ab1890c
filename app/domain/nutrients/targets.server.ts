/**
 * A user's nutrient targets: the reference intakes of their group (pure selection:
 * app/domain/nutrition/reference-intakes.ts) with their own overrides, and writing the overrides
 * and the pregnancy / breastfeeding setting.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { hotRows } from '#db/hot-read.ts'
import type { Actor } from '#app/domain/actor.ts'
import { todayIn } from '#app/domain/dates.ts'
import { InvalidError, NotFoundError } from '#app/domain/errors.ts'
import { profileFromUser, targetsFor, type PersonTargets } from '#app/domain/nutrition/reference-intakes.ts'
import { nutrientTargetOverrides, users, type NutrientTargetOverride } from '#db/schema.ts'
import { NUTRIENT_CAPS } from './caps.ts'
import { NutrientTargetsSchema } from './targets.schema.ts'

/** The caller's overrides, by nutrient key. */
export async function listNutrientOverrides(db: Db, actor: Actor): Promise<NutrientTargetOverride[]> {
	return db.select().from(nutrientTargetOverrides).where(eq(nutrientTargetOverrides.userId, actor.userId))
}

/** The profile fields the reference group needs, and the caller's overrides: constant statements, prepared once (db/hot-read.ts). */
const PROFILE_SQL = 'SELECT gender, date_of_birth, life_stage FROM users WHERE id = ?'
const OVERRIDES_SQL = 'SELECT nutrient, target, upper_limit FROM nutrient_target_overrides WHERE user_id = ?'
const orNull = <T>(v: unknown) => (v == null ? null : (v as T))

/**
 * The caller's targets on `date` (default their today): group from sex, age on that date and life
 * stage (FDA DVs without sex or birth date), overrides winning.
 * @throws NotFoundError when the user is gone.
 */
export async function nutrientTargets(db: Db, actor: Actor, date?: string): Promise<PersonTargets> {
	const [[user], overrides] = await Promise.all([hotRows(db, PROFILE_SQL, [actor.userId]), hotRows(db, OVERRIDES_SQL, [actor.userId])])
	if (!user) throw new NotFoundError('User')
	const profile = profileFromUser({ gender: orNull(user[0]), dateOfBirth: orNull(user[1]), lifeStage: orNull(user[2]) })
	const own = overrides.map(([nutrient, target, upperLimit]) => ({ nutrient: String(nutrient), target: orNull<number>(target), upperLimit: orNull<number>(upperLimit) }))
	return targetsFor(profile, date ?? todayIn(actor.timezone), own)
}

/**
 * Replaces the caller's overrides with `input.overrides` (an override with neither target nor upper
 * limit is dropped), in one transaction.
 * @returns the stored overrides.
 * @throws InvalidError naming `overrides` (more than NUTRIENT_CAPS.overrides, a nutrient twice) or
 *   `overrides.N.nutrient|target|upperLimit` (unknown key; not a number > 0).
 */
export async function setNutrientTargets(db: Db, actor: Actor, input: unknown): Promise<NutrientTargetOverride[]> {
	const parsed = NutrientTargetsSchema.safeParse(input)
	if (!parsed.success) {
		const fieldErrors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || 'overrides'] ??= []).push(issue.message)
		const [field, messages] = Object.entries(fieldErrors)[0]!
		throw new InvalidError(`${field}: ${messages[0]}`, fieldErrors)
	}
	const kept = parsed.data.overrides.filter((o) => o.target != null || o.upperLimit != null)
	if (kept.length > NUTRIENT_CAPS.overrides) throw new InvalidError(`overrides: At most ${NUTRIENT_CAPS.overrides} overrides`, { overrides: [`At most ${NUTRIENT_CAPS.overrides} overrides`] })
	return db.transaction(async (tx) => {
		await tx.delete(nutrientTargetOverrides).where(eq(nutrientTargetOverrides.userId, actor.userId))
		if (kept.length === 0) return []
		return tx
			.insert(nutrientTargetOverrides)
			.values(kept.map((o) => ({ userId: actor.userId, nutrient: o.nutrient, target: o.target, upperLimit: o.upperLimit })))
			.returning()
	})
}

/** Sets or clears the caller's pregnancy / breastfeeding setting (used only with sex 'female'). */
export async function setLifeStage(db: Db, actor: Actor, lifeStage: 'pregnant' | 'breastfeeding' | null): Promise<void> {
	await db.update(users).set({ lifeStage, updatedAt: new Date() }).where(eq(users.id, actor.userId))
}

/**
 * Saving the goal set-up: the body answers and the goals the person accepted or edited, with the
 * weight as today's weigh-in, in one transaction (all or nothing).
 */
import type { Db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { todayIn } from '#app/domain/dates.ts'
import type { User } from '#db/schema.ts'
import { ageForGoals, type BodyGoalsSaveInput } from './body-goals.ts'
import { saveProfileWithWeighIn } from '#app/domain/body/weigh-ins.server.ts'

/**
 * Stores sex, date of birth, height (cm), weight (kg), activity level, weight goal and rate, and
 * the four daily goals for `actor`; the weight is recorded as today's weigh-in (the weight log's
 * rule: the profile's weight follows the latest weigh-in).
 * @throws InvalidError naming `dateOfBirth` when it is not a past date or the person is under 18
 *   on their today; NotFoundError when the user no longer exists.
 */
export async function saveBodyGoals(db: Db, actor: Actor, input: BodyGoalsSaveInput): Promise<User> {
	ageForGoals(input.dateOfBirth, todayIn(actor.timezone))
	return saveProfileWithWeighIn(db, actor, input)
}

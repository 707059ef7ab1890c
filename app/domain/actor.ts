/**
 * The acting user of a domain call: whose data it may read and write, and the IANA time zone that
 * decides their diary day and local time. Every user-scoped domain function takes one
 * (`(db, actor, input)`) and filters by `actor.userId`. Adapters build it once per request from the
 * signed-in user (`requireActor` for pages, the `actor` of an API endpoint's context).
 */
import type { User } from '#db/schema.ts'

export type Actor = {
	/** The signed-in user's id (`users.id`). */
	userId: string
	/** IANA time zone, e.g. 'Europe/Paris' (spec section 3: default 'UTC'). */
	timezone: string
}

/** The actor for a signed-in user row. */
export function actorOf(user: Pick<User, 'id' | 'timezone'>): Actor {
	return { userId: user.id, timezone: user.timezone }
}

/**
 * Domain errors: thrown by app/domain functions, mapped to HTTP by one helper per adapter
 * (HTML routes: app/utils/http.server.ts; /api: app/utils/api.server.ts).
 */

/** Base class; `status` is the HTTP status both adapters use. */
export class DomainError extends Error {
	constructor(
		message: string,
		readonly status: number,
	) {
		super(message)
		this.name = new.target.name
	}
}

/** Invalid input; `fieldErrors` maps a field name to its messages. 422 on /api, 400 on forms. */
export class InvalidError extends DomainError {
	constructor(
		message: string,
		readonly fieldErrors: Record<string, string[]> = {},
	) {
		super(message, 422)
	}
}

/** The record does not exist, or belongs to someone else (never reveal which). 404. */
export class NotFoundError extends DomainError {
	constructor(what = 'Resource') {
		super(`${what} not found`, 404)
	}
}

/** The caller may not act on this user. 403. */
export class ForbiddenError extends DomainError {
	constructor(message = 'Forbidden') {
		super(message, 403)
	}
}

/** A uniqueness rule was broken (e.g. email already registered). 409. */
export class ConflictError extends DomainError {
	constructor(
		message: string,
		readonly fieldErrors: Record<string, string[]> = {},
	) {
		super(message, 409)
	}
}

/** Too many attempts; `retryAfterSeconds` goes in the Retry-After header. 429. */
export class RateLimitError extends DomainError {
	constructor(
		message: string,
		readonly retryAfterSeconds: number,
	) {
		super(message, 429)
	}
}

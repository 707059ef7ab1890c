/**
 * A small queue in front of password hashing. An argon2 hash costs about
 * 50 ms of CPU; a flood of sign-ins with made-up emails (each hashes, so timing does not
 * reveal which emails exist) would otherwise take every core from signed-in users. At most
 * `HASH_QUEUE.concurrent` hashes run at once and `HASH_QUEUE.waiting` wait; past that the caller
 * gets a ServiceBusyError (503 with Retry-After) at once, without hashing.
 */
import { RateLimitError } from '#app/domain/errors.ts'

/** Hashes running at once, and callers allowed to wait for a slot (machine: 2 shared cores). */
export const HASH_QUEUE = { concurrent: 1, waiting: 8, retryAfterSeconds: 2 } as const

/** The server is too busy to check a password now. 503 with Retry-After (both adapters treat it as a RateLimitError). */
export class ServiceBusyError extends RateLimitError {
	override readonly status = 503
	constructor(retryAfterSeconds: number = HASH_QUEUE.retryAfterSeconds) {
		super(`Too many sign-ins right now. Please try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds)
	}
}

let running = 0
const queue: Array<() => void> = []

/**
 * Runs `fn` (anything that hashes or verifies a password) when a hashing slot is free.
 * @throws ServiceBusyError (503) when `HASH_QUEUE.waiting` callers already wait.
 */
export async function withHashSlot<T>(fn: () => Promise<T>): Promise<T> {
	if (running >= HASH_QUEUE.concurrent) {
		if (queue.length >= HASH_QUEUE.waiting) throw new ServiceBusyError()
		await new Promise<void>((resolve) => queue.push(resolve))
	} else {
		running += 1
	}
	try {
		return await fn()
	} finally {
		const next = queue.shift()
		// Hand the slot straight to the next waiter (running stays the same), or free it.
		if (next) next()
		else running -= 1
	}
}

/** Hashes running and waiting now (for tests and the bench). */
export function hashQueueDepth(): { running: number; waiting: number } {
	return { running, waiting: queue.length }
}

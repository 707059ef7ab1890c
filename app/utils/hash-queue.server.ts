/**
 * A small queue in front of password hashing. An argon2 hash costs about
 * 50 ms of CPU; a flood of sign-ins with made-up emails (each hashes, so timing does not
 * reveal which emails exist) would otherwise take every core from signed-in users. At most
 * `HASH_QUEUE.concurrent` hashes run at once and `HASH_QUEUE.waiting` wait; past that the caller
 * gets a ServiceBusyError (503 with Retry-After), without hashing.
 *
 * Hashing also gets at most `HASH_QUEUE.cpuShare` of the time: after a hash that took d ms, the
 * next one waiting in this process starts no sooner than d × (1 / cpuShare − 1) ms later (at most
 * `maxRestMs`, the 503's Retry-After). One hash at a
 * time is still a whole core (the server runs one worker per core, so a flood kept every core
 * hashing and a signed-in user's request waited for CPU: 2.6–4.9x its latency alone); a quarter
 * leaves the rest to everyone else, and a sign-in alone waits for nothing. A refusal is answered
 * after `HASH_QUEUE.refusalHoldMs` (at most `HASH_QUEUE.refusalsHeld` held at once), so a flood's
 * connections are not a loop of 503s.
 */
import { RateLimitError } from '#app/domain/errors.ts'

/** Hashes running at once, and callers allowed to wait for a slot (machine: 2 shared cores). */
export const HASH_QUEUE = { concurrent: 1, waiting: 8, retryAfterSeconds: 2, cpuShare: 0.25, maxRestMs: 2000, refusalHoldMs: 500, refusalsHeld: 64 } as const

/** The server is too busy to check a password now. 503 with Retry-After (both adapters treat it as a RateLimitError). */
export class ServiceBusyError extends RateLimitError {
	override readonly status = 503
	constructor(retryAfterSeconds: number = HASH_QUEUE.retryAfterSeconds) {
		super(`Too many sign-ins right now. Please try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds)
	}
}

let running = 0
const queue: Array<() => void> = []
/** performance.now() before which no hash may start (the pause after the last one). */
let restUntil = 0
/** Refusals being held (see `HASH_QUEUE.refusalHoldMs`). */
let held = 0
/** The pause's timer, while one is set. */
let resting: ReturnType<typeof setTimeout> | null = null

/** Starts the first waiter if a slot is free and the pause is over (else sets a timer for it). */
function startNext() {
	if (running >= HASH_QUEUE.concurrent || queue.length === 0 || resting) return
	const wait = restUntil - performance.now()
	if (wait > 0) {
		resting = setTimeout(() => {
			resting = null
			startNext()
		}, wait)
		return
	}
	running += 1
	queue.shift()!()
}

/**
 * Runs `fn` (anything that hashes or verifies a password) when a hashing slot is free.
 * @throws ServiceBusyError (503) when `HASH_QUEUE.waiting` callers already wait.
 */
export async function withHashSlot<T>(fn: () => Promise<T>): Promise<T> {
	if (queue.length >= HASH_QUEUE.waiting) {
		// The refusal is held a moment (a timer, no work), so a flooding client's connections cannot
		// turn each 503 straight into its next request; past `refusalsHeld` the 503 goes at once.
		if (held < HASH_QUEUE.refusalsHeld) {
			held += 1
			await new Promise((resolve) => setTimeout(resolve, HASH_QUEUE.refusalHoldMs)).finally(() => (held -= 1))
		}
		throw new ServiceBusyError()
	}
	await new Promise<void>((resolve) => {
		queue.push(resolve)
		startNext()
	})
	const started = performance.now()
	try {
		return await fn()
	} finally {
		// Only a burst pauses: a sign-in with nobody waiting behind it leaves the slot free at once.
		const now = performance.now()
		if (queue.length > 0) restUntil = Math.max(restUntil, now + Math.min(HASH_QUEUE.maxRestMs, (now - started) * (1 / HASH_QUEUE.cpuShare - 1)))
		running -= 1
		startNext()
	}
}

/** Hashes running and waiting now (for tests and the bench). */
export function hashQueueDepth(): { running: number; waiting: number } {
	return { running, waiting: queue.length }
}

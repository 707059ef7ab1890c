/**
 * Per-account fair share (no user able to slow the others). A worker reads every
 * request that has arrived, then runs them in turns: each turn starts at most one request per
 * account (round robin), and an account never has more than `perAccount` running. Without this,
 * a worker runs requests in the order their sockets were read: a request that arrives with 20 of
 * one account's waits for all 20. With it, another account's request waits for at most one
 * request of each busy account, however many connections those open. Each account's line is
 * first in, first out and costs nothing while waiting; past `maxWaiting` it answers 429 with
 * Retry-After, without any work.
 *
 * The line is the account's, not the credential's: the session token as sent (`Authorization:
 * Bearer …` or the `__session` cookie) is mapped to its user by `accountOf` (the app's
 * `accountOfCredential`: remembered per credential, one indexed read the first time), so a user
 * holding many sessions still has one line. Credentials that name no live session (forged,
 * expired) share one line of their own. Without `accountOf` the credential itself is the key.
 * Requests without a credential (the landing page, sign-in, static files) are not lined up here —
 * sign-in has its own bounded hashing queue (app/utils/hash-queue.server.ts) and login limits.
 * Turns run from `setImmediate`, after the event loop has read the sockets, so requests that
 * arrived meanwhile join the next turn.
 */

/** The one line shared by credentials that name no live session. */
const UNKNOWN_ACCOUNT = 'unknown credential'


/** The session cookie's name (app/utils/session.server.ts). */
const SESSION_COOKIE = '__session'

/**
 * The request's credential: the bearer token, else the session cookie's value, else null.
 * @param {import('node:http').IncomingMessage} req
 * @returns {string | null}
 */
export function credentialOf(req) {
	const auth = req.headers.authorization
	if (typeof auth === 'string' && auth.length > 7 && auth.slice(0, 7).toLowerCase() === 'bearer ') return `b:${auth.slice(7).trim()}`
	const cookie = req.headers.cookie
	if (typeof cookie !== 'string') return null
	const at = cookie.indexOf(`${SESSION_COOKIE}=`)
	if (at === -1 || (at > 0 && cookie[at - 1] !== ' ' && cookie[at - 1] !== ';')) return null
	const end = cookie.indexOf(';', at)
	const value = cookie.slice(at + SESSION_COOKIE.length + 1, end === -1 ? undefined : end)
	return value ? `c:${value}` : null
}

/**
 * Express middleware lining up each account's requests (see the module doc).
 *
 * @param {{ perAccount?: number, maxWaiting?: number, retryAfterSeconds?: number, accountOf?: (credential: string) => Promise<string | null> }} [options]
 *   perAccount: requests of one account running at once per worker (default 4, below a
 *   browser's 6 connections per host, so a slow photo analysis does not stop the same person's
 *   page loads); maxWaiting: requests of one account waiting per worker before 429 (default
 *   64); retryAfterSeconds for that 429 (default 1); accountOf: the user id of a credential
 *   (`b:<token>` or `c:<cookie value>`), null when it names no live session.
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (error?: unknown) => void) => void}
 */
export function fairShare({ perAccount = 4, maxWaiting = 64, retryAfterSeconds = 1, accountOf } = {}) {
	/** @type {Map<string, { running: number, waiting: Array<() => void> }>} */
	const accounts = new Map()
	let scheduled = false
	const schedule = () => {
		if (scheduled) return
		scheduled = true
		setImmediate(round)
	}
	/**
	 * One turn each: the first waiting request of every account that may run one more. A request
	 * mostly runs to its end right here (database reads are synchronous), so a turn costs each
	 * account one request; what arrived meanwhile is read before the next turn.
	 */
	function round() {
		scheduled = false
		for (const line of [...accounts.values()]) {
			if (line.waiting.length > 0 && line.running < perAccount) line.waiting.shift()()
		}
		for (const line of accounts.values()) if (line.waiting.length > 0 && line.running < perAccount) return schedule()
	}
	const middleware = (req, res, next) => {
		const credential = credentialOf(req)
		if (!credential) return next()
		if (!accountOf) return lineUp(credential, res, next)
		accountOf(credential).then(
			(account) => lineUp(account ? `u:${account}` : UNKNOWN_ACCOUNT, res, next),
			(error) => next(error),
		)
	}
	/**
	 * @param {string} key the account's line
	 * @param {import('node:http').ServerResponse} res
	 * @param {(error?: unknown) => void} next
	 */
	function lineUp(key, res, next) {
		let line = accounts.get(key)
		if (!line) accounts.set(key, (line = { running: 0, waiting: [] }))
		const account = line
		const forgetIfIdle = () => {
			if (account.running === 0 && account.waiting.length === 0 && accounts.get(key) === account) accounts.delete(key)
		}
		if (account.waiting.length >= maxWaiting) {
			res.statusCode = 429
			res.setHeader('Retry-After', String(retryAfterSeconds))
			res.setHeader('Content-Type', 'application/json; charset=utf-8')
			res.end(JSON.stringify({ message: 'Too many requests at once from this account. Please try again shortly.' }))
			return
		}
		const start = () => {
			res.off('close', gaveUp)
			// Gone before its turn came: nothing to run.
			if (res.destroyed || res.writableEnded) return forgetIfIdle()
			account.running++
			let released = false
			const release = () => {
				if (released) return
				released = true
				account.running--
				if (account.waiting.length > 0) schedule()
				else forgetIfIdle()
			}
			res.once('finish', release)
			res.once('close', release)
			next()
		}
		// A client that gives up while waiting leaves the line without having run.
		const gaveUp = () => {
			const i = account.waiting.indexOf(start)
			if (i !== -1) account.waiting.splice(i, 1)
			forgetIfIdle()
		}
		res.once('close', gaveUp)
		account.waiting.push(start)
		schedule()
	}
	/** Accounts with a request running or waiting (for tests). */
	middleware.accounts = accounts
	return middleware
}

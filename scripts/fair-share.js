/**
 * Per-account fair share (issue 13 item 2: "no user able to slow the others"). Each server worker
 * runs at most `perAccount` requests of one credential at a time; that account's further requests
 * wait in their own first-in-first-out line, which costs nothing while waiting. Another account's
 * request therefore never queues behind a crowd of one account's requests: it waits for at most
 * the one request of each busy account that is running, however many connections those accounts
 * open. A line longer than `maxWaiting` answers 429 with Retry-After, without any work.
 *
 * The credential is the session token as sent (`Authorization: Bearer …` or the `__session`
 * cookie), read from the headers without a database lookup; requests without one (the landing
 * page, sign-in, static files) are not lined up here — sign-in has its own bounded hashing queue
 * (app/utils/hash-queue.server.ts) and login limits. A forged credential only lines up behind
 * itself. The next waiting request starts from `setImmediate`, after the event loop has read the
 * sockets, so requests that arrived meanwhile (other accounts') are not starved by a long line.
 */

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
 * @param {{ perAccount?: number, maxWaiting?: number, retryAfterSeconds?: number }} [options]
 *   perAccount: requests of one credential running at once per worker (default 1);
 *   maxWaiting: requests of one credential waiting per worker before 429 (default 64: more than
 *   a browser's 6 connections or any real client needs); retryAfterSeconds for that 429 (default 1).
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function fairShare({ perAccount = 1, maxWaiting = 64, retryAfterSeconds = 1 } = {}) {
	/** @type {Map<string, { running: number, waiting: Array<() => void> }>} */
	const accounts = new Map()
	const middleware = (req, res, next) => {
		const key = credentialOf(req)
		if (!key) return next()
		let account = accounts.get(key)
		if (!account) accounts.set(key, (account = { running: 0, waiting: [] }))
		const line = account
		/** Starts the next waiting request of this account, or forgets an idle account. */
		const advance = () => {
			const following = line.waiting.shift()
			if (following) setImmediate(following)
			else if (line.running === 0 && accounts.get(key) === line) accounts.delete(key)
		}
		const start = () => {
			line.running++
			let released = false
			const release = () => {
				if (released) return
				released = true
				line.running--
				advance()
			}
			res.once('finish', release)
			res.once('close', release)
			next()
		}
		if (line.running < perAccount) return start()
		if (line.waiting.length >= maxWaiting) {
			res.statusCode = 429
			res.setHeader('Retry-After', String(retryAfterSeconds))
			res.setHeader('Content-Type', 'application/json; charset=utf-8')
			res.end(JSON.stringify({ message: 'Too many requests at once from this account. Please try again shortly.' }))
			return
		}
		// A client that gives up while waiting leaves the line without having run.
		const waiting = () => {
			res.off('close', gaveUp)
			// Gone between its turn coming and starting: pass the turn on.
			if (res.destroyed || res.writableEnded) return advance()
			start()
		}
		const gaveUp = () => {
			const i = line.waiting.indexOf(waiting)
			if (i !== -1) line.waiting.splice(i, 1)
			if (line.running === 0 && line.waiting.length === 0 && accounts.get(key) === line) accounts.delete(key)
		}
		res.once('close', gaveUp)
		line.waiting.push(waiting)
	}
	/** Accounts with a request running or waiting (for tests). */
	middleware.accounts = accounts
	return middleware
}

/**
 * Headers every response of the production server carries, whoever wrote it: Remix documents and
 * data, resource routes (the CSV export, /healthcheck), redirects (the sign-in's `Set-Cookie`
 * 302 among them), the cross-site 403 page, the fair share's 429 and static files. Documents
 * already carry the full set with their CSP nonce (app/entry.server.tsx); anything a response
 * lacks is added just before its head is written:
 *
 * - the security headers of app/utils/security-headers.ts for non-document answers (HSTS in
 *   production, `X-Frame-Options: DENY`, a CSP with `frame-ancestors 'none'`, `nosniff`,
 *   `Referrer-Policy`, …), each only when the response has not set it;
 * - `Cache-Control: no-store` on a response that sets a cookie (always, replacing any other
 *   value: a cookie must never be stored by a shared cache or replayed from one), on every
 *   redirect, and on any response to a request carrying a credential (session cookie or bearer
 *   token) that says nothing itself: such answers carry private data.
 */

/**
 * True when the request carries a credential (a `__session` cookie or `Authorization`).
 * @param {import('node:http').IncomingMessage} req
 */
function hasCredential(req) {
	return Boolean(req.headers.authorization) || /(?:^|;\s*)__session=/.test(req.headers.cookie ?? '')
}

/**
 * Completes `res`'s headers (see the module comment). Headers handed to `writeHead` itself count
 * as set.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} security the security headers for a non-document answer
 * @param {Record<string, unknown> | undefined} given headers passed to `writeHead`, if any
 */
export function completeHeaders(req, res, security, given) {
	const lower = new Set(Object.keys(given ?? {}).map((k) => k.toLowerCase()))
	const has = (name) => res.hasHeader(name) || lower.has(name.toLowerCase())
	for (const [name, value] of Object.entries(security)) if (!has(name)) res.setHeader(name, value)
	const redirect = res.statusCode >= 300 && res.statusCode < 400
	if (has('set-cookie')) {
		if (!lower.has('cache-control')) res.setHeader('Cache-Control', 'no-store')
	} else if (!has('cache-control') && (redirect || hasCredential(req))) {
		res.setHeader('Cache-Control', 'no-store')
	}
}

/**
 * Express middleware completing every response's headers before they are written.
 * @param {Record<string, string>} security the security headers for a non-document answer
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void}
 */
export function edgeHeaders(security) {
	return (req, res, next) => {
		const writeHead = res.writeHead
		/** @type {typeof res.writeHead} */
		// @ts-expect-error -- same signature, forwarded as given
		res.writeHead = function (status, ...rest) {
			if (typeof status === 'number') res.statusCode = status
			const given = rest.find((a) => a && typeof a === 'object' && !Array.isArray(a))
			completeHeaders(req, res, security, /** @type {Record<string, unknown> | undefined} */ (given))
			return writeHead.call(this, status, ...rest)
		}
		next()
	}
}

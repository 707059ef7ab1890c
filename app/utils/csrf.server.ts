/**
 * Cross-site request refusal (docs/decisions/005-csrf-and-api.md).
 *
 * Remix refuses a cross-origin HTML form post itself, but by throwing: the answer is a bare 500
 * and a logged stack trace, and resource routes such as POST /logout are not checked at all.
 * `scripts/server.js` therefore runs `crossSiteRefusal` on every request before Remix sees it,
 * and /logout and the /api layer call the same checks themselves (they also run without that
 * server, e.g. in tests).
 */
import { getEnv } from './env.server.ts'

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The hosts a same-origin request may name in `Origin`: `Host`, or with TRUST_PROXY=true the
 * proxy's first `X-Forwarded-Host`. Remix's own check prefers `X-Forwarded-Host` whenever it is
 * present, so a request whose `Origin` matches only one of the two is refused here rather than
 * left to Remix's 500.
 */
function sameOriginHosts(headers: Headers, fallbackHost: string): { ours: string; remixView: string } {
	const host = headers.get('host') ?? fallbackHost
	const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || null
	return { ours: getEnv().TRUST_PROXY && forwarded ? forwarded : host, remixView: forwarded ?? host }
}

/**
 * Why this request's `Origin` is not ours, or null when it is acceptable. A missing `Origin` is
 * acceptable (non-browser clients; browsers always send one on a cross-site POST); `Origin: null`
 * (sandboxed frames, opaque redirects) and unparsable values are not.
 */
export function foreignOrigin(request: Request): string | null {
	const origin = request.headers.get('origin')
	if (origin === null) return null
	if (origin === 'null') return 'null'
	let originHost: string
	try {
		originHost = new URL(origin).host
	} catch {
		return origin.slice(0, 100)
	}
	const { ours, remixView } = sameOriginHosts(request.headers, new URL(request.url).host)
	return originHost === ours && originHost === remixView ? null : origin.slice(0, 100)
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The short 403 page for a refused cross-site form post. */
export function crossSitePage(origin: string): Response {
	const from = origin === 'null' ? 'a page that hides its origin' : escapeHtml(origin)
	const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Request refused · Platewise</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0f172a"><h1 style="font-size:1.25rem">Request refused</h1><p>This form was sent to Platewise from ${from}, not from Platewise itself, so nothing was changed. Another site cannot act on your account.</p><p>If you meant to do this, open Platewise and try again there.</p><p><a href="/" style="color:#047857">Go to Platewise</a></p></body></html>`
	return new Response(html, {
		status: 403,
		headers: {
			'Content-Type': 'text/html; charset=utf-8',
			'Cache-Control': 'no-store',
			'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
			'X-Content-Type-Options': 'nosniff',
		},
	})
}

/**
 * The 403 answer for a cross-site mutation of an HTML route (a form post, a Remix `.data`
 * action, a resource route such as /logout), or null to let the request through. /api paths
 * are left to the API layer, which answers in its JSON error shape.
 */
export function crossSiteRefusal(request: Request): Response | null {
	if (!MUTATIONS.has(request.method.toUpperCase())) return null
	if (new URL(request.url).pathname.startsWith('/api/')) return null
	const origin = foreignOrigin(request)
	if (origin === null) return null
	console.warn(`csrf: refused ${request.method} ${new URL(request.url).pathname} from origin ${origin}`)
	return crossSitePage(origin)
}

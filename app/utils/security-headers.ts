/**
 * Security headers for documents (with a per-request CSP nonce) and API responses.
 * Platewise loads no third-party script, so the CSP is strict (conventions: Platewise decisions).
 */
import { getEnv } from './env.server.ts'

/** Headers for a response. `nonce` is required for HTML documents. */
export function securityHeaders(opts: { api?: boolean; nonce?: string } = {}): Record<string, string> {
	const headers: Record<string, string> = {
		'X-Content-Type-Options': 'nosniff',
		'Referrer-Policy': 'same-origin',
		'X-Frame-Options': 'DENY',
		'Cross-Origin-Opener-Policy': 'same-origin',
		'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=()',
	}
	if (getEnv().NODE_ENV === 'production') headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
	if (opts.api) {
		headers['Content-Security-Policy'] = "default-src 'none'; frame-ancestors 'none'"
	} else if (opts.nonce) {
		const dev = getEnv().NODE_ENV === 'development'
		headers['Content-Security-Policy'] = [
			"default-src 'self'",
			`script-src 'self' 'nonce-${opts.nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
			"style-src 'self' 'unsafe-inline'",
			"img-src 'self' data: blob:",
			"media-src 'self' blob:",
			`connect-src 'self'${dev ? ' ws: wss:' : ''}`,
			"font-src 'self'",
			// The offline service worker (/sw.js): 'strict-dynamic' above would refuse it, workers fall back to script-src.
			"worker-src 'self'",
			"object-src 'none'",
			"base-uri 'self'",
			"form-action 'self'",
			"frame-ancestors 'none'",
		].join('; ')
	}
	return headers
}

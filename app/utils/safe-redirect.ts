const BASE = 'http://platewise.invalid'

/**
 * A same-site path to redirect to, or `fallback`. Rejects absolute URLs, protocol-relative
 * '//host', backslashes, and any whitespace or control character (browsers strip tabs and
 * newlines from URLs, so '/\t/evil.example' would otherwise become '//evil.example').
 */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
	if (!to || typeof to !== 'string' || to.length > 2000) return fallback
	// eslint-disable-next-line no-control-regex
	if (/[\s\u0000-\u001f\u007f-\u009f\\]/.test(to)) return fallback
	if (!to.startsWith('/') || to.startsWith('//')) return fallback
	try {
		const url = new URL(to, BASE)
		if (url.origin !== BASE) return fallback
		return url.pathname + url.search + url.hash
	} catch {
		return fallback
	}
}

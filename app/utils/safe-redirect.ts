const BASE = 'http://platewise.invalid'
const MAX_LENGTH = 2000
/** Whitespace, C0/C1 control characters and backslashes: browsers strip or reinterpret them in URLs. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\s\u0000-\u001f\u007f-\u009f\\]/

/**
 * `path` resolved against our own origin the way a browser would (dot segments removed, '/a/..'
 * collapsed), or null when the result is not a same-site path: another origin, or a path
 * starting with '//' (a browser reads that as a host).
 */
function normalisePath(path: string): string | null {
	if (!path.startsWith('/') || path.startsWith('//')) return null
	let url: URL
	try {
		url = new URL(path, BASE)
	} catch {
		return null
	}
	if (url.origin !== BASE) return null
	const out = url.pathname + url.search + url.hash
	return out.startsWith('/') && !out.startsWith('//') ? out : null
}

/** Percent-decodes until stable (at most 5 rounds); stops at the first malformed escape. */
function decodeFully(text: string): string {
	let current = text
	for (let i = 0; i < 5; i++) {
		let next: string
		try {
			next = decodeURIComponent(current)
		} catch {
			break
		}
		if (next === current) break
		current = next
	}
	return current
}

/**
 * A same-site path to redirect to, or `fallback`.
 *
 * Normalises first, then checks: the path is resolved as a browser would
 * resolve it, and the *result* must still be a same-site path. So '/..//evil.example',
 * '/./' + '/evil.example' and '/a/..//evil.example' (all normalising to '//evil.example') are
 * refused, as are absolute URLs, protocol-relative '//host', backslashes, and any whitespace or
 * control character (browsers strip tabs and newlines, so '/\t/evil.example' would become
 * '//evil.example'). The path part is also checked after percent-decoding, so encoded dots,
 * slashes and backslashes ('%2e', '%2f', '%5c', double-encoded too) cannot hide any of these.
 * Query and fragment may carry encoded text ('?q=chicken%20breast').
 *
 * @returns the normalised path with its query and fragment, e.g. '/search?q=banana'.
 */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
	if (!to || typeof to !== 'string' || to.length > MAX_LENGTH) return fallback
	if (UNSAFE.test(to)) return fallback
	const normalised = normalisePath(to)
	if (!normalised) return fallback
	const rawPath = to.split(/[?#]/, 1)[0]!
	const decodedPath = decodeFully(rawPath)
	if (UNSAFE.test(decodedPath) || !normalisePath(decodedPath)) return fallback
	return normalised
}

/**
 * A same-site path to redirect to, or `fallback`: rejects absolute URLs, protocol-relative
 * '//host' and backslash tricks so `redirectTo` can never send a user off-site.
 */
export function safeRedirect(to: string | null | undefined, fallback = '/'): string {
	if (!to || typeof to !== 'string') return fallback
	const t = to.trim()
	if (!t.startsWith('/') || t.startsWith('//') || t.startsWith('/\\') || t.includes('\\')) return fallback
	return t
}

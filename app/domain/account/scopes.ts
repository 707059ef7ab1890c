/**
 * Scopes of personal API tokens: what an automation (iOS Shortcuts, Health Auto Export, Home
 * Assistant) may call with a token made for it. Pure, isomorphic (the token form lists them).
 *
 * An /api operation declares the scopes that admit a token (`scopes` on its operation,
 * app/utils/api-route.server.ts). A token is accepted only when it holds one of them, or, for a
 * GET, the broad 'read' scope. An operation that declares none (account control: password,
 * sessions, tokens, deletion, imports) never accepts a token, only a signed-in session. The full
 * export takes only a token made for it ('export'; 'read' does not open it).
 */

/** Every scope a token may hold, with the label the token form shows. */
export const TOKEN_SCOPES = {
	read: 'Read everything (diary, weights, water, plans)',
	'diary:read': 'Read the diary',
	'diary:write': 'Log foods to the diary',
	'weights:read': 'Read weigh-ins',
	'weights:write': 'Record weigh-ins',
	'water:write': 'Log water',
	export: 'Download a full backup (JSON or CSV)',
} as const

/** Scopes that 'read' does not stand for: a backup holds the profile and the whole history at once. */
const NOT_IN_READ: readonly string[] = ['export']

export type TokenScope = keyof typeof TOKEN_SCOPES

/** The scope names, in display order. */
export const TOKEN_SCOPE_NAMES = Object.keys(TOKEN_SCOPES) as TokenScope[]

/** True when `value` is a known scope name. */
export function isTokenScope(value: unknown): value is TokenScope {
	return typeof value === 'string' && Object.hasOwn(TOKEN_SCOPES, value)
}

/**
 * Whether a token holding `held` may call an operation that admits `admitted` with `method`.
 * @param held the token's scopes.
 * @param admitted the operation's declared scopes; undefined = the operation takes no token.
 * @param method the HTTP method; only GET operations that admit a token are open to 'read'.
 */
export function tokenMayCall(held: readonly string[], admitted: readonly TokenScope[] | undefined, method: string): boolean {
	if (!admitted || admitted.length === 0) return false
	if (method === 'GET' && held.includes('read') && !admitted.some((s) => NOT_IN_READ.includes(s))) return true
	return admitted.some((s) => held.includes(s))
}

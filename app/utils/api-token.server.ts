/**
 * The /api caller, by session (cookie or bearer session token) or by personal API token
 * (`Authorization: Bearer pwt_…`, app/domain/account/tokens.server.ts). A personal token is
 * accepted only by operations that admit one of its scopes (`scopes` on the operation, or the
 * default of its tag below); pages never accept one (they read sessions only).
 */
import { db } from '#app/db.server.ts'
import { PERSONAL_TOKEN_PREFIX, userByApiToken } from '#app/domain/account/tokens.server.ts'
import { tokenMayCall, type TokenScope } from '#app/domain/account/scopes.ts'
import { ForbiddenError } from '#app/domain/errors.ts'
import type { User } from '#db/schema.ts'
import { ApiError, requireApiUser } from './api.server.ts'

/** What an operation needs for the scope check (its method, tag and declared scopes). */
export type ScopedOperation = { method: string; tag: string; scopes?: readonly TokenScope[] }

/**
 * Scopes admitted by operations that declare none, by tag: the diary's reads and writes; any other
 * read admits only the broad 'read' scope; other writes admit no token.
 */
const TAG_SCOPES: Record<string, { read: readonly TokenScope[]; write: readonly TokenScope[] }> = {
	Meals: { read: ['diary:read'], write: ['diary:write'] },
	Progress: { read: ['diary:read'], write: [] },
	Foods: { read: ['diary:read'], write: ['diary:write'] },
}

/** The scopes that admit a personal token to `op` (empty: no token at all). */
export function admittedScopes(op: ScopedOperation): readonly TokenScope[] {
	if (op.scopes) return op.scopes
	const byTag = TAG_SCOPES[op.tag]
	if (op.method === 'GET') return byTag?.read ?? ['read']
	return byTag?.write ?? []
}

function bearerOf(request: Request): string | null {
	const auth = request.headers.get('authorization')
	return auth?.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : null
}

/**
 * The caller of `op`: a signed-in session's user, or a personal token's user when the token's
 * scopes admit it.
 * @throws ApiError 401 (no or unknown credential), ForbiddenError 403 (a token without the scope).
 */
export async function requireApiCaller(request: Request, op: ScopedOperation): Promise<User> {
	const bearer = bearerOf(request)
	if (!bearer?.startsWith(PERSONAL_TOKEN_PREFIX)) return requireApiUser(request)
	const found = await userByApiToken(db, bearer)
	if (!found) throw new ApiError(401, 'Unauthorized')
	if (!tokenMayCall(found.scopes, admittedScopes(op), op.method))
		throw new ForbiddenError('This token is not allowed to call this endpoint')
	return found.user
}

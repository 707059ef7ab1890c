/**
 * /api operations of account control and personal API tokens, merged into the registry
 * in app/utils/openapi.server.ts. None admits a personal API token (`scopes: []`): only a signed-in
 * session may change the account.
 */
import { z } from 'zod'
import { ChangeEmailSchema, ChangePasswordSchema, CreateTokenSchema, DeleteAccountSchema } from '#app/domain/account/account.schema.ts'
import { ACCOUNT_CAPS } from '#app/domain/account/caps.ts'
import { TOKEN_SCOPE_NAMES } from '#app/domain/account/scopes.ts'
import { defineOperation } from '../api-route.server.ts'
import { IdParams, MessageResponse } from '../api-schemas.ts'

const mutation = [400, 403, 413, 415, 422]
const sub = (name: string) => z.string({ error: `${name} is required` }).trim().min(1, `${name} is required`).max(100, `${name} must be at most 100 characters`)

export const SessionResponse = z.strictObject({
	id: z.string(),
	device: z.string().meta({ description: "From the session's User-Agent, e.g. 'Safari on iPhone'" }),
	createdAt: z.string().meta({ description: 'Signed in (ISO time)' }),
	lastUsedAt: z.string().meta({ description: 'Last request, to the minute (ISO time)' }),
	expiresAt: z.string(),
	current: z.boolean().meta({ description: 'The session making this request' }),
})

export const ApiTokenResponse = z.strictObject({
	id: z.string(),
	name: z.string(),
	scopes: z.array(z.enum(TOKEN_SCOPE_NAMES as [string, ...string[]])),
	createdAt: z.string(),
	lastUsedAt: z.string().nullable(),
})

/** Every account operation: the caller's own account, by a session only (no personal token). */
const own = { tag: 'Account', auth: 'self', scopes: [] as const } as const

/** DELETE of one owned thing named by `{key}` in the path: 404 when it is not the caller's. */
function deleteOne<const K extends string>(key: K, path: string, summary: string, description: string) {
	const params = IdParams.extend({ [key]: sub(key) } as Record<K, ReturnType<typeof sub>>)
	return defineOperation({ method: 'DELETE', path, summary, description, ...own, params, success: { status: 200, description: 'Done', schema: MessageResponse }, errors: [401, 403, 404, 422] })
}

const scopeList = TOKEN_SCOPE_NAMES.map((s) => `\`${s}\``).join(', ')

export const ACCOUNT_API = {
	changePassword: defineOperation({
		method: 'PUT',
		path: '/api/users/{id}/password',
		summary: 'Change your password; every other session ends',
		description: 'The current password is required (a wrong one is 422 naming `currentPassword`). The new password follows the sign-up rules (at least 6 characters, not only spaces). Every other session of the account ends; the calling session stays signed in. Personal API tokens stay valid (revoke them separately).',
		...own,
		params: IdParams,
		body: ChangePasswordSchema.strict(),
		success: { status: 200, description: 'Changed', schema: z.strictObject({ message: z.string(), endedSessions: z.number().int() }) },
		errors: [401, ...mutation, 429, 503],
	}),
	changeEmail: defineOperation({
		method: 'PUT',
		path: '/api/users/{id}/email',
		summary: 'Change your sign-in email',
		description: 'Your password is required (422 naming `password` when wrong). The email is lower-cased; one another account uses is 409 naming `email`.',
		...own,
		params: IdParams,
		body: ChangeEmailSchema.strict(),
		success: { status: 200, description: 'Changed', schema: z.strictObject({ email: z.string() }) },
		errors: [401, ...mutation, 409, 429, 503],
	}),
	deleteAccount: defineOperation({
		method: 'DELETE',
		path: '/api/users/{id}',
		summary: 'Delete your account and everything it owns',
		description: 'Your password is required (422 naming `password` when wrong). In one transaction every row you own goes: custom foods, diary, plans, recipes, grocery lists, imports, weigh-ins, water, sessions, tokens and the history aggregates. Export first (GET /api/users/{id}/export): this cannot be undone.',
		...own,
		params: IdParams,
		body: DeleteAccountSchema.strict(),
		success: { status: 200, description: 'Deleted; the session cookie is cleared', schema: MessageResponse },
		errors: [401, ...mutation, 429, 503],
	}),
	listSessions: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/sessions',
		summary: 'Your signed-in sessions, the most recently used first',
		description: 'At most 10 (a sign-in past it ends the oldest), so not paginated. Last use is written at most once a minute.',
		...own,
		params: IdParams,
		success: { status: 200, description: 'Sessions', schema: z.array(SessionResponse) },
		errors: [401, 403, 422],
	}),
	endOtherSessions: defineOperation({
		method: 'DELETE',
		path: '/api/users/{id}/sessions',
		summary: 'Sign out everywhere else: end every session but this one',
		...own,
		params: IdParams,
		success: { status: 200, description: 'Ended', schema: z.strictObject({ message: z.string(), endedSessions: z.number().int() }) },
		errors: [401, 403, 422],
	}),
	endSession: deleteOne('sessionId', '/api/users/{id}/sessions/{sessionId}', 'End one session', '404 when it is not one of your live sessions. Ending the calling session signs this client out.'),
	listTokens: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/tokens',
		summary: 'Your personal API tokens (never their secrets)',
		description: `At most ${ACCOUNT_CAPS.apiTokens} per account, so not paginated.`,
		...own,
		params: IdParams,
		success: { status: 200, description: 'Tokens, newest first', schema: z.array(ApiTokenResponse) },
		errors: [401, 403, 422],
	}),
	createToken: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/tokens',
		summary: 'Create a personal API token for an automation',
		description: `\`name\` (1-${ACCOUNT_CAPS.tokenName} characters) and \`scopes\`, one or more of ${scopeList}. The answer carries \`token\`, shown this once (only its SHA-256 is kept): send it as \`Authorization: Bearer <token>\`. A token may call only operations that admit one of its scopes ('read' admits every read that admits a token); account control and the export admit none (403). At most ${ACCOUNT_CAPS.apiTokens} tokens (422 naming \`name\`).`,
		...own,
		params: IdParams,
		body: CreateTokenSchema.strict(),
		success: { status: 201, description: 'Created', schema: ApiTokenResponse.extend({ token: z.string() }) },
		errors: [401, ...mutation],
	}),
	revokeToken: deleteOne('tokenId', '/api/users/{id}/tokens/{tokenId}', 'Revoke a personal API token (at once)', '404 when it is not one of your tokens.'),
}

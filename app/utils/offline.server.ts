/**
 * Marks a document rendered for a signed-in user, so the service worker keeps a copy of it for
 * reading offline and knows whose it is (app/sw/service-worker.ts): `X-Platewise-Account` with an
 * opaque id of the account. A page without it (the landing, sign-in) is never kept, and tells the
 * worker nobody is signed in, so it drops every private copy.
 */
import { createHash } from 'node:crypto'
import type { EntryContext } from '@remix-run/node'
import { ACCOUNT_HEADER } from '#app/domain/offline/protocol.ts'

/**
 * Sets {@link ACCOUNT_HEADER} on `headers` when the root loader found a signed-in user: the first
 * 22 base64url characters (132 bits) of SHA-256 over the user id, stable per account, so the worker
 * can tell one account's copies from another's without the page's headers naming the user.
 */
export function markSignedInPage(headers: Headers, context: EntryContext): void {
	const root = context.staticHandlerContext.loaderData?.root as { user?: { id?: unknown } | null } | undefined
	const id = root?.user?.id
	if (typeof id === 'string') headers.set(ACCOUNT_HEADER, createHash('sha256').update(`platewise-account:${id}`).digest('base64url').slice(0, 22))
}

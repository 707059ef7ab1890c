/**
 * What the Account page's components show (the page's loader, app/routes/profile_.account/,
 * builds it from the account domain; times are already formatted in the user's time zone).
 */
import type { FormReply } from '#app/components/form-fields.ts'
import type { TokenScope } from '#app/domain/account/scopes.ts'

/** A signed-in session as the list shows it. */
export type SessionRow = { id: string; device: string; current: boolean; lastUsed: string; signedIn: string }

/** A personal API token as the list shows it (never its secret). */
export type TokenRow = { id: string; name: string; scopes: TokenScope[]; created: string; lastUsed: string | null }

/** The action's answer: a refused form's reply, or a token just made (its secret shown this once). */
export type AccountReply = { result: FormReply } | { created: { id: string; name: string; token: string } } | undefined

/** The reply of the form whose hidden `intent` field is `intent`, or undefined when another form answered. */
export function replyFor(reply: AccountReply, intent: string): FormReply | undefined {
	if (!reply || !('result' in reply)) return undefined
	return reply.result.initialValue?.intent === intent ? reply.result : undefined
}

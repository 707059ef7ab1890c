/**
 * Zod schemas of account control, parsed by the Account page's forms (Conform) and the /api
 * routes alike. Passwords follow spec section 5 (at least 6 characters, not only spaces).
 */
import { z } from 'zod'
import { PASSWORD_BLANK, PASSWORD_MIN, PASSWORD_MISMATCH, PASSWORD_TOO_SHORT } from '#app/domain/users/form-rules.ts'
import { ACCOUNT_CAPS } from './caps.ts'
import { isTokenScope, type TokenScope } from './scopes.ts'

const current = (label: string) => z.string({ error: `${label} is required` }).min(1, `${label} is required`).max(200, `${label} must be at most 200 characters`)

/** A new password: spec section 5 rules (the register form's messages). */
export const NewPassword = z
	.string({ error: 'Required' })
	.min(1, 'Required')
	.min(PASSWORD_MIN, PASSWORD_TOO_SHORT.message)
	.max(200, 'Password must be at most 200 characters')
	.refine((v) => v.trim() !== '', PASSWORD_BLANK)

/** PUT /api/users/{id}/password and the change-password form. */
export const ChangePasswordSchema = z.object({
	currentPassword: current('Current password'),
	newPassword: NewPassword,
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>

/** PUT /api/users/{id}/email and the change-email form. */
export const ChangeEmailSchema = z.object({
	email: z
		.string({ error: 'Required' })
		.trim()
		.min(1, 'Required')
		.max(254, 'Email must be at most 254 characters')
		.email('Invalid input')
		.transform((v) => v.toLowerCase()),
	password: current('Password'),
})
export type ChangeEmailInput = z.infer<typeof ChangeEmailSchema>

/** DELETE /api/users/{id} and the delete-account form. */
export const DeleteAccountSchema = z.object({ password: current('Password') })

/** POST /api/users/{id}/tokens and the new-token form. */
export const CreateTokenSchema = z.object({
	name: z
		.string({ error: 'Name is required' })
		.trim()
		.min(1, 'Name is required')
		.max(ACCOUNT_CAPS.tokenName, `Name must be at most ${ACCOUNT_CAPS.tokenName} characters`),
	scopes: z
		.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(z.string()))
		.refine((v) => v.length > 0, 'Choose at least one permission')
		.refine((v) => v.every(isTokenScope), 'Unknown permission')
		.transform((v) => [...new Set(v)] as TokenScope[]),
})
export type CreateTokenInput = z.infer<typeof CreateTokenSchema>

/** /forgot-password. */
export const ForgotPasswordSchema = z.object({
	email: z.string({ error: 'Required' }).trim().min(1, 'Required').max(254, 'Email must be at most 254 characters').email('Invalid input').transform((v) => v.toLowerCase()),
})

/** /reset-password/:token. */
export const ResetPasswordSchema = z.object({ newPassword: NewPassword })

/** The confirm field of a password form: required, and equal to `newPassword` (spec section 5's mismatch message). */
const confirmed = <T extends { newPassword: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
	if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MISMATCH.message })
}
const ConfirmPassword = z.string({ error: 'Required' }).min(1, 'Required')

/** The change-password form: the API's fields plus the new password typed twice. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({ confirmPassword: ConfirmPassword }).superRefine(confirmed)

/** The reset-password form: the new password typed twice. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({ confirmPassword: ConfirmPassword }).superRefine(confirmed)

/**
 * The texts of the emails the app sends, in the recipient's profile language (the `email`
 * catalog; app/utils/mail.server.ts sends them). Plain text: links on lines of their own.
 */
import { DEFAULT_LOCALE, isLocale } from './i18n.tsx'
import { serverT } from './i18n.server.ts'
import type { MailMessage } from './mail.server.ts'

/**
 * The password reset mail (sent by /forgot-password).
 * @param to the account's email
 * @param language the account's profile language (spec section 3, User `language`); English when unknown
 * @param link the one-time reset link
 * @param hours how long the link works (ACCOUNT_CAPS.resetLinkTtlMs in hours)
 */
export function passwordResetMail(to: string, language: string, link: string, hours: number): MailMessage {
	const t = serverT(isLocale(language) ? language : DEFAULT_LOCALE, 'email')
	return {
		to,
		subject: t('reset.subject'),
		text: [t('reset.intro'), '', t('reset.open', { hours }), link, '', t('reset.ignore')].join('\n'),
	}
}

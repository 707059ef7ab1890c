/** The emails the app sends read in the recipient's profile language. */
import { describe, expect, test } from 'vitest'
import { passwordResetMail } from './emails.server.ts'

describe('passwordResetMail', () => {
	test('English keeps its text; the link has a line of its own', () => {
		const mail = passwordResetMail('a@b.co', 'en', 'https://x/reset-password/t', 1)
		expect(mail.subject).toBe('Reset your Platewise password')
		expect(mail.text.split('\n')).toContain('Open this link to choose a new password. It works once, within one hour:')
		expect(mail.text.split('\n')).toContain('https://x/reset-password/t')
	})

	test('a German account gets the German mail, hours counted in German', () => {
		const mail = passwordResetMail('a@b.co', 'de', 'https://x/reset-password/t', 2)
		expect(mail.subject).toBe('Setze dein Platewise-Passwort zurück')
		expect(mail.text).toContain('innerhalb von 2 Stunden:')
	})

	test('an unknown language falls back to English', () => {
		expect(passwordResetMail('a@b.co', 'xx', 'l', 1).subject).toBe('Reset your Platewise password')
	})
})

/**
 * Outgoing mail settings: SMTP is validated at boot like every other variable (a half-configured
 * server fails naming what is missing), and a mail goes out through nodemailer with the
 * configured server and sender. nodemailer's transport is replaced by a recorder (no network).
 */
import { afterEach, describe, expect, test, vi } from 'vitest'

const recorded = vi.hoisted(() => ({ options: [] as unknown[], messages: [] as unknown[] }))

vi.mock('nodemailer', () => ({
	createTransport: (options: unknown) => {
		recorded.options.push(options)
		return { sendMail: async (message: unknown) => void recorded.messages.push(message) }
	},
}))

const KEYS = ['SMTP_URL', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM', 'APP_URL'] as const

afterEach(() => {
	for (const key of KEYS) delete process.env[key]
})

describe('mail settings', () => {
	test('without SMTP nothing is configured and a send is refused', async () => {
		const { mailConfigured, sendMail } = await import('#app/utils/mail.server.ts')
		expect(mailConfigured()).toBe(false)
		await expect(sendMail({ to: 'a@example.test', subject: 's', text: 't' })).rejects.toThrow(/No SMTP server is configured/)
	})

	test.each([
		[{ SMTP_HOST: 'mail.example.test', APP_URL: 'https://pw.example.test' }, 'MAIL_FROM'],
		[{ SMTP_URL: 'smtp://mail.example.test', MAIL_FROM: 'no-reply@example.test' }, 'APP_URL'],
		[{ SMTP_URL: 'https://mail.example.test', MAIL_FROM: 'no-reply@example.test', APP_URL: 'https://pw.example.test' }, 'SMTP_URL'],
		[{ SMTP_HOST: 'mail.example.test', SMTP_USER: 'me', MAIL_FROM: 'no-reply@example.test', APP_URL: 'https://pw.example.test' }, 'SMTP_PASSWORD'],
		[{ SMTP_HOST: 'mail.example.test', MAIL_FROM: 'nobody', APP_URL: 'https://pw.example.test' }, 'MAIL_FROM'],
	])('a half-configured SMTP %o fails naming %s', async (vars, named) => {
		const { getEnv } = await import('#app/utils/env.server.ts')
		Object.assign(process.env, vars)
		expect(() => getEnv()).toThrow(new RegExp(`^Invalid environment configuration: .*${named}`))
	})

	test('a mail goes out through the configured server, from MAIL_FROM', async () => {
		const { appUrl, mailConfigured, sendMail } = await import('#app/utils/mail.server.ts')
		Object.assign(process.env, {
			SMTP_HOST: 'mail.example.test',
			SMTP_PORT: '465',
			SMTP_USER: 'platewise',
			SMTP_PASSWORD: 'secret',
			MAIL_FROM: 'Platewise <no-reply@example.test>',
			APP_URL: 'https://pw.example.test/',
		})
		expect(mailConfigured()).toBe(true)
		expect(appUrl()).toBe('https://pw.example.test')
		await sendMail({ to: 'ada@example.test', subject: 'Hello', text: 'Body' })
		expect(recorded.options.at(-1)).toMatchObject({ host: 'mail.example.test', port: 465, secure: true, auth: { user: 'platewise', pass: 'secret' } })
		expect(recorded.messages.at(-1)).toEqual({ from: 'Platewise <no-reply@example.test>', to: 'ada@example.test', subject: 'Hello', text: 'Body' })
	})
})

/**
 * Outgoing mail: the one module that sends email (password reset links today; reminders may use
 * it later). SMTP through nodemailer, configured by SMTP_URL or SMTP_HOST/PORT/USER/PASSWORD,
 * MAIL_FROM and APP_URL (app/utils/env.server.ts, the README's configuration table). Without SMTP
 * `mailConfigured()` is false and `sendMail` refuses, so a caller never claims a mail went out.
 *
 * nodemailer is imported on first send, so a server without SMTP never loads it. Tests replace
 * this module (vi.mock) to capture messages; nothing else about mail is faked.
 */
import { getEnv, type Env } from './env.server.ts'

/** A plain-text mail to one person. */
export type MailMessage = {
	/** The recipient's address. */
	to: string
	subject: string
	/** The body, plain text (every mail client shows it; links stay copyable). */
	text: string
	/** The same content as simple HTML (sent as the alternative part beside the text), optional. */
	html?: string
}

/** A send was asked for with no SMTP configured (a programming error: check `mailConfigured()` first). */
export class MailNotConfiguredError extends Error {
	constructor() {
		super('No SMTP server is configured (SMTP_URL or SMTP_HOST)')
	}
}

/**
 * SMTP timeouts (ms): a dead or slow mail server fails the send within about half a minute
 * instead of holding its connection open (nodemailer's defaults are 2 minutes and 10 minutes).
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const

/** True when SMTP is configured (SMTP_URL or SMTP_HOST; the env module then requires MAIL_FROM and APP_URL). */
export function mailConfigured(): boolean {
	const env = getEnv()
	return !!(env.SMTP_URL || env.SMTP_HOST)
}

/**
 * The public address of the app for links in mail (APP_URL, no trailing slash), e.g.
 * `https://platewise.example.com`. @throws MailNotConfiguredError without SMTP.
 */
export function appUrl(): string {
	const url = getEnv().APP_URL
	if (!mailConfigured() || !url) throw new MailNotConfiguredError()
	return url.replace(/\/+$/, '')
}

type Transport = { sendMail: (message: { from: string; to: string; subject: string; text: string; html?: string }) => Promise<unknown> }

/** The transport for the current settings, built once per distinct configuration. */
let transport: { key: string; made: Promise<Transport> } | undefined

function smtpOptions(env: Env) {
	// The URL's own settings (host, port, user, password, smtps) win over the timeouts' keys.
	if (env.SMTP_URL) return { url: env.SMTP_URL, ...TIMEOUTS }
	return {
		host: env.SMTP_HOST,
		port: env.SMTP_PORT,
		// Port 465 is TLS from the first byte (RFC 8314); others upgrade with STARTTLS when offered.
		secure: env.SMTP_PORT === 465,
		auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
		...TIMEOUTS,
	}
}

function currentTransport(env: Env): Promise<Transport> {
	const key = JSON.stringify([env.SMTP_URL, env.SMTP_HOST, env.SMTP_PORT, env.SMTP_USER, env.SMTP_PASSWORD])
	if (transport?.key !== key) {
		const options = smtpOptions(env)
		transport = {
			key,
			made: import('nodemailer').then((nodemailer) => nodemailer.createTransport(options)),
		}
	}
	return transport.made
}

/**
 * Sends `message` from MAIL_FROM over the configured SMTP server; resolves when the server
 * accepted it.
 * @throws MailNotConfiguredError without SMTP; nodemailer's error when the server refuses or
 *   cannot be reached (after the timeouts above).
 */
export async function sendMail(message: MailMessage): Promise<void> {
	if (!mailConfigured()) throw new MailNotConfiguredError()
	const env = getEnv()
	const smtp = await currentTransport(env)
	await smtp.sendMail({ from: env.MAIL_FROM!, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) })
}

/**
 * Environment configuration: the one place that reads `process.env` for the app.
 * Defaults give the embedded setup (no variables needed); every variable is documented in the
 * README's configuration table. Invalid values fail fast at boot: `entry.server.tsx` calls
 * `getEnv()` when the server build is imported, and `scripts/import-foods.ts` (run first by
 * `npm start`) does too, so a bad value stops the start with a message naming the variable.
 */
import { z } from 'zod'
import { DEFAULT_DATABASE_URL } from '#db/client.ts'

const flag = (fallback: 'true' | 'false') =>
	z
		.enum(['true', 'false'], { error: "must be 'true' or 'false'" })
		.default(fallback)
		.transform((v) => v === 'true')

const EnvSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	/** libSQL URL: `file:…` (embedded) or `libsql://…` (Turso / sqld). */
	DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
	DATABASE_AUTH_TOKEN: z.string().optional(),
	/** Cookie signing secrets, comma-separated for rotation (newest first). */
	SESSION_SECRET: z.string().min(1).optional(),
	/** true drops the cookies' Secure flag in production (plain-HTTP testing only). */
	INSECURE_COOKIES: flag('false'),
	/** false disables login/register throttling (tests only, never in production). */
	RATE_LIMIT: flag('true'),
	/**
	 * true when the app is reachable ONLY through a proxy that sets `Fly-Client-IP` and the
	 * forwarded headers (Fly.io). Then that header is the client address for throttling, and
	 * `X-Forwarded-Host` counts for the origin check. Never set it when clients can reach the app
	 * directly: they could then forge both headers (docs/deployment.md).
	 */
	TRUST_PROXY: flag('false'),
	/**
	 * HTTP worker processes (node:cluster) scripts/server.js runs; default: one per available
	 * core. 1 serves from a single process with no cluster primary.
	 */
	WEB_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
	/**
	 * Rendered documents each worker remembers by their inputs (MB; app/utils/render-memo.server.ts).
	 * 0 renders every document.
	 */
	RENDER_MEMO_MB: z.coerce.number().min(0).max(256).default(2),
	/** false sends each document with its JavaScript loading at once (app/utils/paint-first.server.ts). */
	PAINT_FIRST: flag('true'),
	/** false builds every daily-progress answer from the database (app/domain/diary/day-cache.server.ts). */
	DAY_CACHE: flag('true'),
	/** false runs the diary's hot reads through drizzle on the main connection (db/hot-read.ts). */
	HOT_READS: flag('true'),
	SUPPORT_EMAIL: z.string().email().default('support@platewise.app'),
	AI_BASE_URL: z.string().url().optional(),
	AI_API_KEY: z.string().optional(),
	AI_MODEL: z.string().optional(),
	AI_VISION_MODEL: z.string().optional(),
	/**
	 * Outgoing mail (password reset links; app/utils/mail.server.ts). Either SMTP_URL
	 * (`smtp://user:pass@host:587` or `smtps://…:465`) or SMTP_HOST with SMTP_PORT, SMTP_USER and
	 * SMTP_PASSWORD. Unset: no mail is sent, and /forgot-password says an operator issues links.
	 */
	SMTP_URL: z.string().url().refine((v) => /^smtps?:\/\//.test(v), "must start with 'smtp://' or 'smtps://'").optional(),
	SMTP_HOST: z.string().min(1).optional(),
	/** 465 speaks TLS from the start; any other port upgrades with STARTTLS when the server offers it. */
	SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
	SMTP_USER: z.string().optional(),
	SMTP_PASSWORD: z.string().optional(),
	/** The sender of every mail, `Platewise <no-reply@example.com>` or a bare address; required with SMTP. */
	MAIL_FROM: z.string().regex(/^[^<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/, "must be an address or 'Name <address>'").optional(),
	/**
	 * The address people reach the app at (`https://platewise.example.com`), for links in mail;
	 * required with SMTP, so a link never takes its host from a request's (forgeable) Host header.
	 */
	APP_URL: z.string().url().optional(),
	/**
	 * Web Push (reminders; app/utils/push.server.ts): the VAPID key pair, base64url (the public key
	 * an uncompressed P-256 point, the private key 32 bytes), as `npx web-push generate-vapid-keys`
	 * prints them. `npm start` generates them once into ./data/.vapid-keys.json when unset.
	 * Unset (and not development or test): no push reminders.
	 */
	VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional(),
	VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
	/** Who runs this server, for push services to reach: 'mailto:…' or an https URL; default mailto: SUPPORT_EMAIL. */
	VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be 'mailto:address' or an https URL").optional(),
	/** false stops this process's reminder scheduler (app/utils/reminder-scheduler.server.ts); other processes still send. */
	REMINDERS: flag('true'),
})

/** Settings that only make sense together (checked after each variable's own rule). */
function checkTogether(env: z.output<typeof EnvSchema>, ctx: z.RefinementCtx) {
	if (env.SMTP_URL && env.SMTP_HOST) ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'set SMTP_URL or SMTP_HOST, not both' })
	if (!!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY) ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together' })
	if (!env.SMTP_URL && !env.SMTP_HOST) return
	if (!env.MAIL_FROM) ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP is configured (the sender of every mail)' })
	if (!env.APP_URL) ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required when SMTP is configured (the address links in mail point to)' })
	if (env.SMTP_HOST && !!env.SMTP_USER !== !!env.SMTP_PASSWORD) ctx.addIssue({ code: 'custom', path: ['SMTP_PASSWORD'], message: 'SMTP_USER and SMTP_PASSWORD go together' })
}

const CheckedEnvSchema = EnvSchema.superRefine(checkTogether)

export type Env = z.output<typeof EnvSchema>

const KEYS = Object.keys(EnvSchema.shape) as Array<keyof typeof EnvSchema.shape>

let cached: { raw: Array<string | undefined>; env: Env } | undefined

/**
 * The validated configuration. Parsed once and re-parsed only when one of its variables changes
 * (tests switch RATE_LIMIT or TRUST_PROXY at run time; a server never does). An empty variable
 * counts as unset.
 * @throws Error `Invalid environment configuration: NAME: reason; …` naming each bad variable.
 */
export function getEnv(): Env {
	const raw = KEYS.map((k) => process.env[k] || undefined)
	if (cached && raw.every((v, i) => v === cached!.raw[i])) return cached.env
	const parsed = CheckedEnvSchema.safeParse(Object.fromEntries(KEYS.map((k, i) => [k, raw[i]])))
	if (!parsed.success) {
		const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
		throw new Error(`Invalid environment configuration: ${issues}`)
	}
	cached = { raw, env: parsed.data }
	return parsed.data
}

/** The libSQL URL (DATABASE_URL, default `file:./data/platewise.db`). */
export function databaseUrl(): string {
	return getEnv().DATABASE_URL
}

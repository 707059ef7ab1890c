/**
 * Environment configuration with defaults for the embedded setup (no variables needed).
 * Every variable is documented in the README's configuration table.
 */
import { z } from 'zod'

const EnvSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	DATABASE_URL: z.string().min(1).default('file:./data/platewise.db'),
	DATABASE_AUTH_TOKEN: z.string().optional(),
	SESSION_SECRET: z.string().min(1).optional(),
	AI_BASE_URL: z.string().url().optional(),
	AI_API_KEY: z.string().optional(),
	AI_MODEL: z.string().optional(),
	AI_VISION_MODEL: z.string().optional(),
	SUPPORT_EMAIL: z.string().email().default('support@platewise.app'),
	/** Set to 'false' to disable login/register throttling (never in production). */
	RATE_LIMIT: z.enum(['true', 'false']).default('true'),
})

export type Env = z.infer<typeof EnvSchema>

let cached: Env | undefined

/** Parses process.env once; throws a readable error naming the bad variable. */
export function getEnv(): Env {
	if (cached) return cached
	const parsed = EnvSchema.safeParse(process.env)
	if (!parsed.success) {
		const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
		throw new Error(`Invalid environment configuration: ${issues}`)
	}
	cached = parsed.data
	return cached
}

/** The libSQL URL; read on each call so tests can point each file at its own database. */
export function databaseUrl(): string {
	return process.env.DATABASE_URL || 'file:./data/platewise.db'
}

/**
 * Prints a one-time password reset link for an operator to hand to a user, when the server has no
 * SMTP to mail it: `npm run reset-link -- <email> [--base-url https://platewise.example]`.
 * The link works once, for one hour (app/domain/account/resets.server.ts); only its SHA-256 is
 * stored. Exit 1 with a message when no account has the email (the operator may know that; the
 * public /forgot-password page never says it).
 */
import { createResetToken } from '#app/domain/account/resets.server.ts'

async function main(args: string[]) {
	const email = args.find((a) => !a.startsWith('--'))
	const at = args.indexOf('--base-url')
	const baseUrl = (at >= 0 ? args[at + 1] : undefined) ?? `http://localhost:${process.env.PORT ?? 3000}`
	if (!email) throw new Error('Usage: npm run reset-link -- <email> [--base-url https://your.host]')
	const { getEnv } = await import('#app/utils/env.server.ts')
	const { DATABASE_URL, DATABASE_AUTH_TOKEN } = getEnv()
	const { createDb, preparePragmas } = await import('#db/client.ts')
	const db = createDb(DATABASE_URL, DATABASE_AUTH_TOKEN)
	await preparePragmas(db)
	try {
		const made = await createResetToken(db, email)
		if (!made) throw new Error(`No account has the email ${email}`)
		console.log(`${baseUrl.replace(/\/$/, '')}/reset-password/${made.token}`)
		console.log('Works once, for one hour.')
	} finally {
		db.$client.close()
	}
}

main(process.argv.slice(2)).catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
})

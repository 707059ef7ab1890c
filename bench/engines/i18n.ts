/**
 * Bench rows for the translations (ADR 019, ADR 023: messages are data, not JavaScript, fetched
 * beside the document): per UI language, the dashboard document a signed-in user gets — its size
 * raw and gzip, the bytes of the i18n payload it carries (`<script type="application/json"
 * id="i18n">`), and the messages it preloads (raw and gzip, fetched once per catalog version) — and
 * whether the first-load JavaScript (every script and modulepreload the document names) is the
 * same list in every language.
 * Lead: call `benchI18nDocuments(db, base)` from bench/run.ts beside the other HTTP rows.
 *
 * Called by bench/run.ts against a running server at `base` whose DATABASE_URL is `db`'s file
 * (the users are written here and signed in with a session cookie).
 */
import { gzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { Db } from '#app/db.server.ts'
import { createSession, createUser } from '#app/domain/users/users.server.ts'
import { LOCALES } from '#app/utils/i18n.tsx'
import { sessionStorage } from '#app/utils/session.server.ts'
import { users } from '#db/schema.ts'

/** One language's dashboard document. Sizes in bytes. */
export type I18nDocumentRow = {
	language: string
	documentBytes: number
	documentGzipBytes: number
	i18nPayloadBytes: number
	/** The page's messages the browser fetches before hydrating (every `/locales/` URL the document names), raw and gzip. */
	messagesBytes: number
	messagesGzipBytes: number
	/** The JavaScript files the document loads first (script src and modulepreload href), sorted. */
	firstLoadJs: string[]
}

/** The result: one row per language, and whether every language loads the same JavaScript. */
export type I18nBench = { rows: I18nDocumentRow[]; sameJavaScriptInEveryLanguage: boolean }

/** The `Cookie` header of a new session for `userId`. */
async function sessionCookie(db: Db, userId: string): Promise<string> {
	const { token, expiresAt } = await createSession(db, userId)
	const session = await sessionStorage.getSession()
	session.set('token', token)
	return (await sessionStorage.commitSession(session, { expires: expiresAt })).split(';')[0]!
}

/**
 * Measures the dashboard document (`GET /`) in each UI language for one new user whose profile
 * language is switched between requests.
 * @param base the server's origin, e.g. 'http://localhost:3000'
 * @throws Error when the dashboard does not answer 200
 */
export async function benchI18nDocuments(db: Db, base: string): Promise<I18nBench> {
	const user = await createUser(db, { email: `bench-i18n-${Date.now()}@example.test`, password: 'bench-password', firstName: 'Bench', lastName: undefined, timezone: 'UTC' })
	const cookie = await sessionCookie(db, user.id)
	const rows: I18nDocumentRow[] = []
	for (const language of LOCALES) {
		// updatedAt too: the server keeps a signed-in user cached until the row changes.
		await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, user.id))
		const response = await fetch(`${base}/`, { headers: { Cookie: cookie } })
		if (response.status !== 200) throw new Error(`i18n bench: GET / answered ${response.status} in ${language}`)
		const html = await response.text()
		const payload = /<script[^>]*id="i18n"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
		// Every JavaScript file the document names: script src, modulepreload (or paint-first's inert copies) and inline imports.
		const js = [...html.matchAll(/["'](\/[^"']+\.js)["']/g)].map((m) => m[1]!)
		let messagesBytes = 0
		let messagesGzipBytes = 0
		for (const url of new Set([...html.matchAll(/href="(\/locales\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')))) {
			const messages = await fetch(`${base}${url}`)
			if (messages.status !== 200) throw new Error(`i18n bench: ${url} answered ${messages.status}`)
			const text = await messages.text()
			messagesBytes += Buffer.byteLength(text)
			messagesGzipBytes += gzipSync(text).length
		}
		rows.push({
			language,
			documentBytes: Buffer.byteLength(html),
			documentGzipBytes: gzipSync(html).length,
			i18nPayloadBytes: Buffer.byteLength(payload),
			messagesBytes,
			messagesGzipBytes,
			firstLoadJs: [...new Set(js)].sort(),
		})
	}
	const first = JSON.stringify(rows[0]?.firstLoadJs)
	return { rows, sameJavaScriptInEveryLanguage: rows.every((r) => JSON.stringify(r.firstLoadJs) === first) }
}

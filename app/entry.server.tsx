/**
 * Server render: the whole document, sent in one piece, with a per-request CSP nonce and security
 * headers. No `x-powered-by` is sent by Remix itself.
 */
import { Writable } from 'node:stream'
import { randomBytes } from 'node:crypto'
import { type EntryContext, type HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { renderToPipeableStream } from 'react-dom/server'
import { db } from './db.server.ts'
import { closeHotReads } from '#db/hot-read.ts'
import { warmFoodSearch } from './domain/foods/search/index.server.ts'
import { isClientAbort } from './utils/api.server.ts'
import { getEnv } from './utils/env.server.ts'
import { i18nDocumentTail, i18nPayload, resolveLocale, serverTranslator } from './utils/i18n.server.ts'
import { isLocale, TranslatorProvider } from './utils/i18n.tsx'
import { startSessionPruning } from './utils/maintenance.server.ts'
import { startReminderScheduler } from './utils/reminder-scheduler.server.ts'
import { NonceContext } from './utils/nonce.tsx'
import { markSignedInPage } from './utils/offline.server.ts'
import { paintFirst } from './utils/paint-first.server.ts'
import { RenderMemo } from './utils/render-memo.server.ts'
import { securityHeaders } from './utils/security-headers.ts'

// Fail fast: a bad configuration stops the server at boot with a message naming the variable.
getEnv()

export const streamTimeout = 5000

// Build the typo-correction vocabulary now, not on the first misspelled search.
warmFoodSearch(db).catch((error: unknown) => console.error('food search warm-up failed', error))

// Expired sessions are deleted hourly (and once now).
const stopSessionPruning = startSessionPruning(db)

// Meal and goal reminders and the weekly report, every minute in each process (claims in the database send each once).
const stopReminders = startReminderScheduler(db)

/**
 * Called by scripts/server.js after the HTTP server has finished its in-flight requests
 * (SIGTERM): stops scheduled work and closes the database (a WAL checkpoint for local files).
 */
export async function shutdown(): Promise<void> {
	stopSessionPruning()
	stopReminders()
	await closeHotReads(db)
	if (db.$client.protocol === 'file') await db.$client.execute('PRAGMA wal_checkpoint(TRUNCATE)').catch(() => {})
	db.$client.close()
}

/** For scripts/server.js: the cross-site refusal it runs before Remix, and the validated configuration. */
export { crossSiteRefusal } from './utils/csrf.server.ts'
export { getEnv }
/** For scripts/server.js: the account a credential belongs to (its per-account fair share), and the headers every response carries. */
export { accountOfCredential } from './utils/account-key.server.ts'
export { securityHeaders } from './utils/security-headers.ts'


/**
 * Renders the document once everything is ready and sends it in one piece. No route
 * defers data (Remix streams loader data only for promises, and the on-demand components are
 * preloaded by their loaders), so React's streaming bought nothing but cost per chunk: a pipe
 * into a Node stream, turned into a web stream, read back into the response: ~20 writes of
 * 2 KB for the dashboard. One Buffer also gives a Content-Length.
 * Bots and browsers get the same complete document. A document whose inputs (URL, routes, loader
 * data) equal those of one rendered a moment ago is served from the render memo with this
 * request's nonce (ADR 010).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext) {
	const nonce = randomBytes(16).toString('base64')
	for (const [k, v] of Object.entries(securityHeaders({ nonce }))) responseHeaders.set(k, v)
	// Every page is rendered for one user from their diary: never store it in a shared or back/forward cache.
	if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-store')
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	markSignedInPage(responseHeaders, remixContext) // whose page this is, for the offline copies (app/utils/offline.server.ts)
	const started = performance.now()
	const send = (html: Buffer<ArrayBuffer>, status: number, remembered = false) => {
		responseHeaders.set('Content-Length', String(html.length))
		// How the document was made, for operators and the browser's devtools (W3C Server Timing).
		responseHeaders.append('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}${remembered ? ';desc="remembered"' : ''}`)
		return new Response(html, { headers: responseHeaders, status })
	}
	// A document rendered a moment ago from the same inputs is the same bytes (render-memo.server.ts).
	const key = memo.key(request, responseStatusCode, remixContext)
	if (!key) return renderDocument(request, responseStatusCode, remixContext, nonce).then((r) => send(r.html, r.status))
	const remembered = memo.get(key, nonce)
	if (remembered) return Promise.resolve(send(remembered, responseStatusCode, true))
	return renderDocument(request, responseStatusCode, remixContext, memo.placeholderNonce).then((r) => {
		// Only a render without errors is remembered (a failed one, or one a boundary fell back in, is not).
		if (!r.clean) return send(memo.rekey(r.html, nonce), r.status)
		memo.set(key, r.html)
		return send(memo.get(key, nonce) ?? memo.rekey(r.html, nonce), r.status)
	})
}

/** Documents remembered by their inputs, per process (app/utils/render-memo.server.ts). */
const memo = new RenderMemo(Math.round(getEnv().RENDER_MEMO_MB * 2 ** 20))

/**
 * The whole document rendered with `nonce`, paint-first applied, its status (500 when the shell
 * failed) and whether it rendered without any error (see {@link handleRequest}).
 */
function renderDocument(request: Request, status: number, remixContext: EntryContext, nonce: string): Promise<{ html: Buffer<ArrayBuffer>; status: number; clean: boolean }> {
	return new Promise((resolve, reject) => {
		let shellRendered = false
		let clean = true
		const chunks: Buffer[] = []
		const document = new Writable({
			write(chunk: Buffer, _encoding, done) {
				chunks.push(chunk)
				done()
			},
		})
		// The page's language: the root loader resolved it (profile, cookie, Accept-Language); a page
		// whose root loader failed falls back to the request's own choice.
		const rootData = remixContext.staticHandlerContext.loaderData?.root as { locale?: unknown } | undefined
		const translator = serverTranslator(isLocale(rootData?.locale) ? rootData.locale : resolveLocale(request, null))
		document.once('finish', () => {
			clearTimeout(timer)
			// Which messages this render used, for the browser's hydration (app/utils/i18n.tsx): their
			// preloads and the payload, after React's document, like paint-first's loader, so
			// hydration never compares them.
			const html = `${Buffer.concat(chunks).toString('utf8')}${i18nDocumentTail(i18nPayload(translator))}`
			resolve({ html: Buffer.from(getEnv().PAINT_FIRST ? paintFirst(html, nonce) : html, 'utf8'), status, clean })
		})
		// Rendering stops after streamTimeout (+1 s for Remix's own deferred-data abort): React then
		// writes the fallbacks and ends the document. Cleared once it is written.
		const timer = setTimeout(() => abort(), streamTimeout + 1000)
		const { pipe, abort } = renderToPipeableStream(
			<NonceContext.Provider value={nonce}>
				<TranslatorProvider value={translator}>
					<RemixServer context={remixContext} url={request.url} nonce={nonce} abortDelay={streamTimeout} />
				</TranslatorProvider>
			</NonceContext.Provider>,
			{
				nonce,
				onShellReady() {
					shellRendered = true
				},
				onAllReady() {
					pipe(document)
				},
				onShellError(error: unknown) {
					clearTimeout(timer)
					reject(error)
				},
				onError(error: unknown) {
					clean = false
					// Before the shell: the page failed (500). After it: a boundary shows its fallback.
					if (!shellRendered) status = 500
					else console.error(error)
				},
			},
		)
	})
}

export const handleError: HandleErrorFunction = (error, { request }) => {
	// A client that went away mid-request is not an error on our side.
	if (isClientAbort(error, request)) return
	// A POST (or other method) to a route without an action: Remix answers 405 with the route's
	// error page; it is the client's mistake, so one line, not a stack trace (a fuzz run logged 105).
	if (isRouteErrorResponse(error) && error.status === 405) {
		console.warn(`405 ${request.method} ${new URL(request.url).pathname}: no action on this route`)
		return
	}
	console.error(error)
}

/** Single-fetch data responses carry diary data too: same headers as documents, minus the CSP. */
export function handleDataRequest(response: Response) {
	if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'private, no-store')
	for (const [k, v] of Object.entries(securityHeaders({ api: true }))) if (k !== 'Content-Security-Policy') response.headers.set(k, v)
	return response
}

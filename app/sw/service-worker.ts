/**
 * Platewise's service worker, built into `/sw.js` by scripts/vite-service-worker.ts (Workbox's
 * runtime modules bundled in) and registered after the page has loaded
 * (app/components/offline/register.ts). With JavaScript off it never exists and nothing changes.
 *
 * - Hashed build assets (/assets/*): the screens' JavaScript and CSS are precached at install
 *   (the list the build computes: `self.__WB_MANIFEST`), anything else under /assets/ is cache-first
 *   once fetched, as are the pages' messages (/locales/*, keyed by the catalogs' version, which
 *   every page fetches before it hydrates). They are public and immutable, so a repeat visit takes
 *   none from the network, and a page served from a copy offline still hydrates.
 * - Documents (GET navigations): network first with a 3 s timeout, then the last good copy of that
 *   URL; with neither, the public /offline.html. A copy is kept only of a page answered 200 for a
 *   signed-in user (the server's `X-Platewise-Account`), keyed by URL, 30 at most for 7 days.
 * - Never kept: /api/*, Remix data requests (`*.data`), any non-GET, anything for another account.
 * - Private copies and the offline queue are dropped when signing out (a POST to /logout or
 *   /api/auth/logout), when a page arrives for nobody signed in, and, for another account's pages,
 *   when a page arrives for a different account.
 * - Web Push: ./push.ts.
 */
import { clear, createStore } from 'idb-keyval'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import {
	ACCOUNT_HEADER,
	ASSETS_CACHE,
	COPIED_AT_HEADER,
	NETWORK_TIMEOUT_SECONDS,
	PAGE_COPIES,
	PAGES_CACHE,
	QUEUE_DB,
	QUEUE_STORE,
	type CopyAnswer,
	type CopyPageAnswer,
	type ToWorker,
} from '#app/domain/offline/protocol.ts'
import './push.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

/** The page that stands in for a document the worker has no copy of, offline. */
const OFFLINE_PAGE = '/offline.html'

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			// The document request starts while the worker boots (Workbox's NetworkFirst uses it).
			await self.registration.navigationPreload?.enable()
			await self.clients.claim()
		})(),
	)
})

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

registerRoute(
	({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/locales/')),
	new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
)

/** Drops every private page copy and the offline queue. */
async function clearPrivate(): Promise<void> {
	await caches.delete(PAGES_CACHE)
	await clear(createStore(QUEUE_DB, QUEUE_STORE)).catch(() => {})
}

/** Drops the copies of every account but `account`. */
async function keepOnlyAccount(account: string): Promise<void> {
	const cache = await caches.open(PAGES_CACHE)
	for (const request of await cache.keys()) {
		const copy = await cache.match(request)
		if (copy?.headers.get(ACCOUNT_HEADER) !== account) await cache.delete(request)
	}
}

/** Which window was served which copy (client id → copy time), for the page's offline mark. */
const servedCopies = new Map<string, number>()

/**
 * The private-page rule: the copy to keep of a document response, or null. Only a page answered
 * 200 for a signed-in user is kept (stamped with the copy's time; other accounts' copies are
 * dropped first); a page for nobody signed in drops every private copy.
 */
async function keepable(response: Response): Promise<Response | null> {
	const account = response.headers.get(ACCOUNT_HEADER)
	if (!account) {
		if (response.ok && (response.headers.get('Content-Type') ?? '').includes('text/html')) await clearPrivate()
		return null
	}
	if (response.status !== 200) return null
	await keepOnlyAccount(account)
	const headers = new Headers(response.headers)
	headers.set(COPIED_AT_HEADER, String(Date.now()))
	return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers })
}

/** {@link keepable} as the document strategy's plugin, and the copy's time noted when a copy is served. */
const privatePages: WorkboxPlugin = {
	cacheWillUpdate: ({ response }) => keepable(response),
	cachedResponseWillBeUsed({ cachedResponse, event }) {
		const client = (event as FetchEvent | undefined)?.resultingClientId
		const copiedAt = Number(cachedResponse?.headers.get(COPIED_AT_HEADER))
		if (cachedResponse && client && copiedAt) servedCopies.set(client, copiedAt)
		return Promise.resolve(cachedResponse ?? null)
	},
}

const documents = new NetworkFirst({
	cacheName: PAGES_CACHE,
	networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
	plugins: [privatePages, new ExpirationPlugin({ ...PAGE_COPIES, purgeOnQuotaError: true })],
})

/** Paths whose answers are never a page to keep: the API, Remix data, signing out. */
const NOT_A_PAGE = /^\/(api\/|logout)|\.data$/

registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !NOT_A_PAGE.test(url.pathname), documents)

// Signing out: the copies go before the request leaves and again once it is answered.
registerRoute(
	({ url }) => url.origin === self.location.origin && /^\/(logout|api\/auth\/logout)(\.data)?$/.test(url.pathname),
	async ({ request }) => {
		await clearPrivate()
		try {
			return await fetch(request)
		} finally {
			await clearPrivate()
		}
	},
	'POST',
)

// A document with neither network nor copy: the public offline page, served with a CSP of its own
// (the static file's API policy would block its style and image).
setCatchHandler(async ({ request }) => {
	if (request.mode !== 'navigate') return Response.error()
	const page = await matchPrecache(OFFLINE_PAGE)
	if (!page) return Response.error()
	return new Response(await page.blob(), {
		status: 503,
		headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'", 'Cache-Control': 'no-store' },
	})
})

/** Fetches `url` as the signed-in page it is and keeps it when the rules allow ({@link keepable}). */
async function copyPage(url: string): Promise<boolean> {
	const target = new URL(url, self.location.origin)
	if (target.origin !== self.location.origin || NOT_A_PAGE.test(target.pathname)) return false
	const kept = await keepable(await fetch(target.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } }))
	if (!kept) return false
	await (await caches.open(PAGES_CACHE)).put(target.href, kept)
	return true
}

self.addEventListener('message', (event) => {
	const message = event.data as ToWorker
	const reply = (answer: CopyAnswer | CopyPageAnswer) => event.ports[0]?.postMessage(answer)
	const client = event.source && 'id' in event.source ? event.source.id : null
	if (message?.type === 'served-from-copy') reply({ copiedAt: client ? (servedCopies.get(client) ?? null) : null })
	else if (message?.type === 'copy-page') event.waitUntil(copyPage(message.url).then((kept) => reply({ kept }), () => reply({ kept: false })))
	else if (message?.type === 'clear-private') event.waitUntil(clearPrivate())
})

/**
 * Loaded by the dashboard after hydration (./offline-island.tsx, a dynamic import, so no screen's
 * first-load JavaScript carries it), in production builds only. When the browser is idle it:
 *
 * 1. registers the service worker (`/sw.js`, app/sw/service-worker.ts; app/entry.client.tsx has
 *    already done so after the load event on every screen: registering again is a no-op);
 * 2. once the worker controls the page, loads this island's words (`offline` namespace, then cached
 *    by the worker for offline use) and, when the page was not served through the worker (the first
 *    visit), asks it to keep a copy of this page, so the next reload works offline;
 * 3. on a signed-in dashboard, starts the offline island (./island.ts): the offline mark ("Offline —
 *    showing your diary as of 14:32"), and the queue of writes made without a network.
 *
 * `<html data-offline-ready="true">` marks the end of step 2 (browser tests wait for it).
 */
import type { CopyPageAnswer } from '#app/domain/offline/protocol.ts'
import { ask } from './ask.ts'

/** Resolves once a worker controls this page (at once when one already does). */
function controlled(): Promise<void> {
	if (navigator.serviceWorker.controller) return Promise.resolve()
	return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }))
}

/** The signed-in user's id from the root loader's data, or null for a visitor. */
function signedInUser(): string | null {
	const context = (window as { __remixContext?: { state?: { loaderData?: { root?: { user?: { id?: string } | null } } } } }).__remixContext
	return context?.state?.loaderData?.root?.user?.id ?? null
}

async function start(): Promise<void> {
	if (!('serviceWorker' in navigator)) return
	const servedByWorker = Boolean(navigator.serviceWorker.controller)
	const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' })
	const userId = signedInUser()
	const onDashboard = location.pathname === '/' && userId
	const island = onDashboard ? import('./island.ts') : null
	await navigator.serviceWorker.ready
	await controlled()
	const worker = registration.active ?? navigator.serviceWorker.controller
	if (island && worker) await (await island).startIsland({ worker, userId: userId! })
	if (!servedByWorker && userId && worker) await ask<CopyPageAnswer>(worker, { type: 'copy-page', url: location.href })
	document.documentElement.dataset.offlineReady = 'true'
}

const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200))

idle(() => void start().catch((error: unknown) => console.warn('offline support unavailable', error)))

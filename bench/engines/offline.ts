/**
 * Bench rows for the offline service worker: first contentful paint of the signed-in dashboard on
 * simulated Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up; Chrome DevTools' preset, the one
 * Lighthouse's mobile run simulates) with a 4x slower CPU, in Playwright's Chromium with the
 * DevTools protocol's throttling, beside:
 *
 * - the floor page (the stand-in 10 KB page the Lighthouse section measures), first visit;
 * - the dashboard's first visit (no worker, empty caches);
 * - its repeat visit with the worker (installed and holding the page; JavaScript and CSS from its
 *   precache, the document network-first);
 * - its repeat visit without a network (the document from the worker's copy: what a bad signal gets
 *   after the 3 s timeout, here without waiting for it).
 *
 * FCP is the browser's own 'first-contentful-paint' entry, the median of `runs`. The throttling
 * applies to the page's requests; the worker's own network-first fetch of the document is not
 * throttled by the protocol (a limit of DevTools' emulation), so the repeat-visit row is a little
 * optimistic on the document and exact on the assets.
 *
 * Use from bench/run.ts: `for (const r of await benchOfflinePaint({ baseUrl, cookie: main.cookie, floorUrl: 'http://127.0.0.1:4173/' })) row(r.what, r.figure, '', null)`.
 * Alone against a running server: `npx tsx bench/engines/offline.ts <baseUrl> <cookie> [floorUrl]`.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'

/** DevTools' "Slow 4G" preset (bytes per second) and Lighthouse mobile's CPU slowdown. */
export const SLOW_4G = { latencyMs: 150, downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8, cpuSlowdown: 4 } as const

export type OfflineBenchRow = { what: string; figure: string; fcpMs: number | null }

async function throttle(page: Page, offline = false) {
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('Network.enable')
	await cdp.send('Network.emulateNetworkConditions', { offline, latency: SLOW_4G.latencyMs, downloadThroughput: SLOW_4G.downloadBps, uploadThroughput: SLOW_4G.uploadBps })
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown })
}

/** Loads `url` in `page` under Slow 4G and answers its first contentful paint (ms after navigation start). */
async function fcpOf(page: Page, url: string, offline = false): Promise<number | null> {
	await throttle(page, offline)
	await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
	const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
	for (let attempt = 0; attempt < 3; attempt++) {
		// A navigation the page starts itself (the paint-first loader) can replace the context: read again.
		const fcp = await page.waitForFunction(read, null, { timeout: 10_000 }).then((h) => h.jsonValue() as Promise<number | null>, () => null)
		if (fcp !== null) return fcp
		await page.waitForLoadState('load').catch(() => {})
	}
	return null
}

const median = (xs: number[]) => {
	const s = [...xs].sort((a, b) => a - b)
	return s.length ? s[Math.floor((s.length - 1) / 2)]! : null
}

async function signedInContext(browser: Browser, baseUrl: string, cookie: string, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
	const context = await browser.newContext({ serviceWorkers, viewport: { width: 412, height: 915 }, isMobile: true })
	const [name, ...value] = cookie.split('=')
	await context.addCookies([{ name: name!, value: value.join('='), url: baseUrl }])
	return context
}

/**
 * Measures the rows described in the module doc.
 * @param opts.baseUrl the built server (production build: the worker exists only there).
 * @param opts.cookie a signed-in user's `__session=…` cookie.
 * @param opts.floorUrl the floor page; left out, no floor row.
 * @param opts.runs runs per row (median), default 3.
 */
export async function benchOfflinePaint(opts: { baseUrl: string; cookie: string; floorUrl?: string; runs?: number; executablePath?: string }): Promise<OfflineBenchRow[]> {
	const runs = opts.runs ?? 3
	const browser = await chromium.launch({ executablePath: opts.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] })
	const samples: Record<string, number[]> = { floor: [], first: [], repeat: [], offline: [] }
	try {
		for (let i = 0; i < runs; i++) {
			if (opts.floorUrl) {
				const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true })
				const fcp = await fcpOf(await context.newPage(), opts.floorUrl)
				if (fcp !== null) samples.floor!.push(fcp)
				await context.close()
			}
			const context = await signedInContext(browser, opts.baseUrl, opts.cookie, 'allow')
			const page = await context.newPage()
			const first = await fcpOf(page, `${opts.baseUrl}/`)
			if (first !== null) samples.first!.push(first)
			// The worker installs after the load event and keeps this page (app/components/offline/boot.ts).
			await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', null, { timeout: 120_000 })
			const repeatPage = await context.newPage()
			const repeat = await fcpOf(repeatPage, `${opts.baseUrl}/`)
			if (repeat !== null) samples.repeat!.push(repeat)
			const offlinePage = await context.newPage()
			await context.setOffline(true)
			const offline = await fcpOf(offlinePage, `${opts.baseUrl}/`, true)
			if (offline !== null) samples.offline!.push(offline)
			await context.close()
		}
	} finally {
		await browser.close()
	}
	const row = (what: string, xs: number[]): OfflineBenchRow => {
		const m = median(xs)
		return { what, fcpMs: m, figure: m === null ? 'no paint measured' : `FCP ${Math.round(m)} ms (runs ${xs.map(Math.round).join(', ')})` }
	}
	return [
		...(opts.floorUrl ? [row('offline: floor page, first visit (Slow 4G, 4x CPU)', samples.floor!)] : []),
		row('offline: dashboard, first visit', samples.first!),
		row('offline: dashboard, repeat visit with the service worker', samples.repeat!),
		row('offline: dashboard, repeat visit without a network (the worker’s copy)', samples.offline!),
	]
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const [baseUrl, cookie, floorUrl] = process.argv.slice(2)
	if (!baseUrl || !cookie) throw new Error('usage: npx tsx bench/engines/offline.ts <baseUrl> <__session=cookie> [floorUrl]')
	for (const r of await benchOfflinePaint({ baseUrl, cookie, floorUrl })) console.log(`${r.what}: ${r.figure}`)
}

import { describe, expect, test } from 'vitest'
import { paintFirst } from './paint-first.server.ts'

const NONCE = 'abc123=='
const doc = (nonce = NONCE) =>
	`<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hi</main>` +
	`<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="modulepreload" href="/assets/components-2.js" fetchpriority="low"/>` +
	`<script nonce="${nonce}">window.__remixContext = {};</script>` +
	`<script nonce="${nonce}" type="module" async="">import "/assets/manifest-3.js";\nimport("/assets/entry.client-1.js");</script>` +
	`</body></html>`

describe('paintFirst', () => {
	test('makes the module preloads and the module script inert, in place, and adds one loader under the nonce', () => {
		const out = paintFirst(doc(), NONCE)
		const markup = out.slice(0, out.lastIndexOf('<script'))
		expect(markup).not.toContain('rel="modulepreload"')
		expect(markup).not.toContain('type="module"')
		// Same elements in the same order (hydration compares them), hrefs and code kept.
		expect(out).toContain('<link rel="x-paint-first-modulepreload" href="/assets/entry.client-1.js"/>')
		expect(out).toContain('<link rel="x-paint-first-modulepreload" href="/assets/components-2.js" fetchpriority="low"/>')
		expect(out).toContain(`<script nonce="${NONCE}" type="text/x-paint-first-module" async="">import "/assets/manifest-3.js";`)
		expect(out.match(/<script nonce="abc123==">/g)).toHaveLength(2)
		expect(out.endsWith('</script>')).toBe(true)
		// Nothing else changed.
		expect(out.replace(/x-paint-first-modulepreload/g, 'modulepreload').replace('text/x-paint-first-module', 'module').slice(0, doc().length)).toBe(doc())
	})

	test('holds the preloads of the page’s messages back until the first paint as well', () => {
		const withMessages = doc().replace('</body></html>', '<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/en/common?v=abc"><script type="application/json" id="i18n">{}</script></body></html>')
		const out = paintFirst(withMessages, NONCE)
		expect(out.slice(0, out.lastIndexOf('<script'))).not.toContain('rel="preload"')
		expect(out).toContain('<link rel="x-paint-first-fetch" href="/locales/en/common?v=abc">')
		// The loader brings them back as fetch preloads, which a same-origin fetch() then uses.
		const loader = out.slice(out.lastIndexOf('<script'))
		expect(loader).toContain('link[rel="x-paint-first-fetch"]')
		expect(loader).toContain('l.as="fetch";l.crossOrigin="anonymous"')
	})

	test('the loader waits for the first contentful paint, with a deadline, and loads at once in a hidden tab', () => {
		const out = paintFirst(doc(), NONCE)
		const loader = out.slice(out.lastIndexOf('<script'))
		expect(loader).toContain('first-contentful-paint')
		expect(loader).toContain('setTimeout(go,3000)')
		expect(loader).toContain('visibilityState')
		// A browser without paint timing loads at once instead of waiting for the deadline.
		expect(loader).toContain('supportedEntryTypes')
	})

	test('leaves documents without the module script, or with another nonce, unchanged', () => {
		const plain = '<!DOCTYPE html><html><body>Server error</body></html>'
		expect(paintFirst(plain, NONCE)).toBe(plain)
		expect(paintFirst(doc('other'), NONCE)).toBe(doc('other'))
	})
})

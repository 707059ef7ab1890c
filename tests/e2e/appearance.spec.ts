/**
 * Every screen at 390 px (a phone) in light and dark mode, JavaScript on and off (docs/design.md):
 * the theme is the one asked for (the device's colour scheme for 'system', the profile's setting
 * when forced), nothing scrolls sideways, no button, link or field is cut off, and axe-core finds
 * no colour-contrast failure (WCAG AA: 4.5:1 text, 3:1 large text) nor a missing name or label.
 *
 * One test per mode walks the signed-in screens: the device light, the device dark, and dark forced
 * by the setting on a light device (the setting wins; forced light on a dark device is checked on
 * one page at its end). Signed-out pages follow the device only: one test walks them in both.
 * axe runs its colour-contrast rule and a few cheap rules that need no interaction.
 */
import AxeBuilder from '@axe-core/playwright'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema.ts'
import { e2eDb, expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 90_000 })
// Each walk opens ~20 screens and runs axe on each: about 20 s on a quiet 2-core machine, but
// several times that when the machine is shared, so the walks get test.slow()'s triple time.
test.beforeEach(() => test.slow())
// No trace: it would record axe-core's 600 KB source with every page's check.
test.use({ viewport: { width: 390, height: 844 }, trace: 'off' })

/** The signed-in screens: tests/e2e/i18n.spec.ts's list, the planner's other tabs, a built-in recipe, /welcome and the 404 page. */
const SIGNED_IN = [
	'/',
	'/?sheet=search',
	'/search?q=banana',
	'/analytics',
	'/goals',
	'/profile',
	'/profile?edit=settings',
	'/profile/account',
	'/profile/import',
	'/profile/notifications',
	'/profile/nutrient-targets',
	'/weight',
	'/check-in',
	'/meal-planning',
	'/meal-planning?tab=recipes',
	'/meal-planning?tab=grocery',
	'/meal-planning?tab=goals',
	'/recipes/builtin-greek-chicken',
	'/welcome',
	'/multimodal-input',
	'/ingredient-substitution',
	'/recipes/new',
	'/no-such-page',
]
/** Signed-out pages, the 404 page included. */
const SIGNED_OUT = ['/', '/login', '/register', '/forgot-password', '/no-such-page']

/** axe-core's browser source (the version @axe-core/playwright depends on). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The axe rules run: contrast, and names and labels (cheap, no interaction needed). */
const AXE_RULES = ['color-contrast', 'button-name', 'link-name', 'image-alt', 'label', 'select-name', 'html-has-lang', 'document-title', 'aria-valid-attr-value', 'label-content-name-mismatch']

type Scheme = 'light' | 'dark'
type Problems = Record<string, string[]>

/** What is wrong on the open page: the wrong theme, sideways scrolling, cut-off controls, axe findings. */
async function check(page: Page, expected: Scheme, axe: boolean | Page = true): Promise<string[]> {
	const layout = await page.evaluate(() => {
		const out: string[] = []
		const root = document.documentElement
		if (root.scrollWidth > root.clientWidth) out.push(`page scrolls sideways: ${root.scrollWidth}px > ${root.clientWidth}px`)
		const controls = document.querySelectorAll<HTMLElement>('a, button, select, input, label, summary, [role="button"], [role="tab"]')
		for (const el of controls) {
			const hidden = !el.checkVisibility?.() || el.clientWidth <= 1 || (el instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'file'].includes(el.type))
			if (hidden || el.scrollWidth <= el.clientWidth + 1 || getComputedStyle(el).overflowX === 'visible') continue
			out.push(`cut off: ${el.tagName.toLowerCase()} "${(el.textContent || (el as HTMLInputElement).value || '').trim().slice(0, 40)}" ${el.scrollWidth}px > ${el.clientWidth}px`)
		}
		// The body's background tells the theme: WCAG relative luminance below 0.2 is dark. The
		// computed colour may be oklch(); a canvas pixel gives its sRGB value.
		const ctx = document.createElement('canvas').getContext('2d')!
		ctx.fillStyle = getComputedStyle(document.body).backgroundColor
		ctx.fillRect(0, 0, 1, 1)
		const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data
		const lin = (v = 0) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
		const dark = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b) < 0.2
		return { out, dark, scheme: getComputedStyle(root).colorScheme }
	})
	const problems = [...layout.out]
	if (layout.dark !== (expected === 'dark')) problems.push(`theme: expected ${expected}, the page is ${layout.dark ? 'dark' : 'light'}`)
	if (!layout.scheme.includes(expected)) problems.push(`color-scheme is '${layout.scheme}', not ${expected}`)
	if (!axe) return problems
	// With JavaScript off, axe (which needs timers, never fired in such a page) runs on a copy of
	// the page's HTML, its scripts removed, in `axe`, a page with scripting on.
	let target = page
	if (axe !== true) {
		const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<head>/i, `<head><base href="${page.url()}">`)
		await axe.setContent(html, { waitUntil: 'load' })
		target = axe
	}
	// axe-core's source is parsed once per page (AxeBuilder would evaluate it twice, the slowest
	// part of a check on a loaded machine); legacy mode runs axe.run in the page, no blank page.
	await target.evaluate(AXE_SOURCE)
	// options() replaces the options, so it comes before withRules().
	const { violations } = await new AxeBuilder({ page: target, axeSource: ';' }).options({ resultTypes: ['violations'] }).withRules(AXE_RULES).setLegacyMode(true).analyze()
	for (const v of violations) {
		for (const node of v.nodes.slice(0, 5)) problems.push(`${v.id}: ${node.target.join(' ')} — ${(node.any[0]?.message ?? node.failureSummary ?? '').slice(0, 140)}`)
	}
	return problems
}

/** Opens each of `paths` and collects what {@link check} finds, keyed by path. */
async function walk(page: Page, paths: string[], expected: Scheme, hydrate: boolean, axe: boolean | Page = true): Promise<Problems> {
	const problems: Problems = {}
	for (const path of paths) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBeLessThan(500)
		if (hydrate) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
		const found = await check(page, expected, axe)
		if (found.length) problems[path] = found
	}
	return problems
}

/**
 * Where axe runs: the page itself with JavaScript on; without, a scratch page with scripting on and
 * the device's colour scheme `scheme` (see {@link check}), closed with its context after the test.
 */
async function axeTarget(browser: Browser, javaScriptEnabled: boolean | undefined, scheme: Scheme): Promise<true | Page> {
	if (javaScriptEnabled !== false) return true
	// javaScriptEnabled explicitly: contexts made in a test inherit the project's options.
	const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme, javaScriptEnabled: true })
	scratchContexts.push(context)
	return context.newPage()
}
const scratchContexts: BrowserContext[] = []
test.afterEach(async () => {
	for (const context of scratchContexts.splice(0)) await context.close()
})

async function setTheme(userId: string, theme: (typeof users.$inferSelect)['theme']) {
	// updatedAt too: the server keeps a signed-in user cached until the row changes.
	await (await e2eDb()).update(users).set({ theme, updatedAt: new Date() }).where(eq(users.id, userId))
}

for (const scheme of ['light', 'dark'] as const) {
	test(`the device's ${scheme} mode: every signed-in screen is ${scheme}, fits 390 px and passes axe contrast @no-js`, async ({ page, seeded, browser, javaScriptEnabled }) => {
		void seeded // signed in, with two weeks of diary so the screens show content
		await page.emulateMedia({ colorScheme: scheme })
		expect(await walk(page, SIGNED_IN, scheme, false, await axeTarget(browser, javaScriptEnabled, scheme))).toEqual({})
	})
}

test('signed-out pages follow the device, light and dark: each fits 390 px and passes axe contrast @no-js', async ({ browser, javaScriptEnabled }) => {
	const problems: Problems = {}
	for (const scheme of ['light', 'dark'] as const) {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme, javaScriptEnabled })
		const found = await walk(await context.newPage(), SIGNED_OUT, scheme, javaScriptEnabled !== false, await axeTarget(browser, javaScriptEnabled, scheme))
		for (const [path, list] of Object.entries(found)) problems[`${scheme} ${path}`] = list
		await context.close()
	}
	expect(problems).toEqual({})
})

test('dark forced by the setting on a light device: every screen is dark and fits 390 px; forced light wins on a dark device @no-js', async ({ page, seeded, browser, javaScriptEnabled }) => {
	await page.emulateMedia({ colorScheme: 'light' })
	await setTheme(seeded.user.id, 'dark')
	// The forced theme sets the same colour variables as the device's dark mode, whose walk runs axe
	// on every screen; this walk checks that each screen is dark and fits, without JavaScript too.
	const problems = await walk(page, SIGNED_IN, 'dark', false, false)
	expect(problems).toEqual({})
	await setTheme(seeded.user.id, 'light')
	await page.emulateMedia({ colorScheme: 'dark' })
	await page.goto('/')
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
	expect(await check(page, 'light', await axeTarget(browser, javaScriptEnabled, 'dark'))).toEqual([])
})

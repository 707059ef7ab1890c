/**
 * Every screen in each of the six languages at 390 px (a phone), JavaScript on and off: `<html
 * lang>` is the language, nothing scrolls sideways (the page, and no button, link or field cut
 * off), and no English UI text is left — each page's visible text is compared with the same
 * page in English for the same user data, numbers, units, food and brand names from the data and
 * texts that read the same in both languages (app/locales/same-as-english.json) aside.
 *
 * Every language is walked in both projects: without JavaScript (the no-js project) the walk reads
 * the server's render; with JavaScript (mobile) it reads each page once React has hydrated it with
 * the language's catalog, and a hydration error (the client's text differing from the server's)
 * fails the walk. English, the sixth language, is the reference every page is compared with; its
 * pass checks `<html lang="en">` and overflow on the same screens.
 *
 * Cost: each test reads the English page of every screen once per worker (cached), then switches
 * the user's language once and walks the screens; what is food data (names, brands, household
 * servings) is looked up in one query per worker, not one per text. A language's walk is 16 page
 * loads; with JavaScript each also waits for hydration.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema.ts'
import { foodDisplayName } from '#app/domain/foods/display-name.ts'
import { e2eDb, expect, test } from './fixtures.ts'

// A walk is 20–32 page loads: longer than one flow, and the machine may be loaded.
test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 390, height: 844 } })

const LANGUAGES = ['es', 'fr', 'de', 'it', 'pt'] as const

/** The signed-in screens (tests/e2e/layout.test.ts's list, plus the pages reached from the profile and the dashboard). */
const SCREENS = [
	'/',
	'/?sheet=search',
	'/search?q=banana',
	'/analytics',
	'/goals',
	'/profile',
	'/profile/account',
	'/profile/import',
	'/profile/notifications',
	'/profile/nutrient-targets',
	'/weight',
	'/check-in',
	'/meal-planning',
	'/multimodal-input',
	'/ingredient-substitution',
	'/recipes/new',
]
/** Signed-out pages: the language comes from Accept-Language or the visitor's cookie. */
const SIGNED_OUT = ['/', '/login', '/register', '/forgot-password']

const localesDir = path.resolve('app/locales')
const sameAsEnglish = JSON.parse(fs.readFileSync(path.join(localesDir, 'same-as-english.json'), 'utf8')) as { keys: string[] }
/** Texts that are the same in English and `locale` by design (names of languages, brands, units). */
function sameTexts(locale: string): Set<string> {
	const out = new Set<string>(['Platewise'])
	for (const id of sameAsEnglish.keys) {
		const dot = id.indexOf('.')
		const file = path.join(localesDir, locale, `${id.slice(0, dot)}.json`)
		if (!fs.existsSync(file)) continue
		const value = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)[id.slice(dot + 1)]
		if (!value) continue
		const text = value.replace(/\{[^}]*\}/g, '').trim()
		// The words too: 'Nov.' (de, fr, pt) is what 'Nov 27' leaves once numbers and stops are taken out.
		out.add(text).add(words(text))
	}
	return out
}

/**
 * What the walk reads of the page shown, in one round trip to the browser: `<html lang>`, the
 * visible text nodes (trimmed) plus the accessible names people hear (aria-label, placeholder,
 * title), and where it overflows: sideways scrolling on the page, and interactive elements whose
 * content is cut off.
 */
async function readPage(page: Page): Promise<{ lang: string | null; texts: string[]; overflow: string[] }> {
	return page.evaluate(() => {
		const texts: string[] = []
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement
			// Code (an HTTP header to send, a command) is the same in every language.
			if (!parent || parent.closest('script, style, noscript, template, code, kbd, samp')) continue
			const text = node.textContent?.trim()
			if (!text) continue
			if (!parent.checkVisibility?.() && parent.offsetParent === null) continue
			texts.push(text)
		}
		for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
			for (const attr of ['aria-label', 'placeholder', 'title']) {
				const value = el.getAttribute(attr)?.trim()
				if (value) texts.push(value)
			}
		}
		const overflow: string[] = []
		const root = document.documentElement
		if (root.scrollWidth > root.clientWidth) overflow.push(`page ${root.scrollWidth}px > ${root.clientWidth}px`)
		for (const el of document.querySelectorAll<HTMLElement>('a, button, select, label, [role="button"], [role="tab"], summary')) {
			// Visually hidden text for screen readers (sr-only, 1 px) cannot be cut off for the eye.
			if (!el.checkVisibility?.() || el.clientWidth <= 1) continue
			if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
				overflow.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}px > ${el.clientWidth}px`)
		}
		return { lang: root.getAttribute('lang'), texts, overflow }
	})
}

/** A text with its numbers, units and punctuation taken out: what is left are its words. */
function words(text: string): string {
	return text
		.replace(/[\d.,:%/+−–-]+/g, ' ')
		.replace(/\b(?:kcal|g|mg|µg|ml|kg|lb|oz|fl|cm|in|MB|KB|h|min|s)\b/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
}

/** Texts that are not words of any language: a host name ('openfoodfacts.org'), a command for the operator ('npm run …'). */
const notWords = /^(?:[\w-]+\.)+[a-z]{2,}$|^npm run /i

/** The English texts also present, word for word, on the translated page (names and units aside). */
function leftInEnglish(english: string[], translated: string[], allowed: Set<string>): string[] {
	const there = new Set(translated.map(words))
	const out = new Set<string>()
	for (const text of english) {
		const w = words(text)
		if (!/\p{L}{2,}/u.test(w) || allowed.has(text) || allowed.has(w) || notWords.test(text)) continue
		if (there.has(w)) out.add(text)
	}
	return [...out]
}

/**
 * Hydration errors on `page` from now on: React (production build) reports a text or markup
 * mismatch with the server's HTML as minified error 418, 423 or 425 (and 419/422 for a failed
 * server render it then retries on the client) before rendering on the client.
 */
function watchHydration(page: Page): string[] {
	const errors: string[] = []
	const hydration = /Minified React error #(?:418|419|422|423|425)|hydrat/i
	page.on('pageerror', (error) => {
		if (hydration.test(error.message)) errors.push(error.message.slice(0, 160))
	})
	page.on('console', (message) => {
		if (message.type() === 'error' && hydration.test(message.text())) errors.push(message.text().slice(0, 160))
	})
	return errors
}

/** The food database's names, brands and household servings (read once per worker). */
let foodData: Promise<{ names: Set<string>; servings: Set<string> }> | undefined

/**
 * The texts that are data, not UI: a food's name or brand as the food database has them, in any
 * case (search results list foods the user never logged), or its household serving, also as
 * '<serving> (<grams>)'.
 */
async function withoutFoodData(texts: string[]): Promise<string[]> {
	if (!texts.length) return texts
	foodData ??= (async () => {
		const { rows } = await (await e2eDb()).$client.execute('SELECT name, brand, household_serving FROM foods')
		const names = new Set<string>()
		const servings = new Set<string>()
		for (const row of rows) {
			// Lower case: screens show a food's name as a short sentence-case display name.
			for (const value of [row.name, row.brand]) if (typeof value === 'string') names.add(value.toLowerCase())
			// Lists show the short display name (app/domain/foods/display-name.ts) at its lengths.
			if (typeof row.name === 'string') for (const max of [48, 72, Infinity]) names.add(foodDisplayName(row.name, { brand: typeof row.brand === 'string' ? row.brand : null, maxLength: max }).toLowerCase())
			if (typeof row.household_serving === 'string') servings.add(row.household_serving)
		}
		return { names, servings }
	})()
	const { names, servings } = await foodData
	const isServing = (text: string) => {
		if (servings.has(text)) return true
		for (let i = text.indexOf(' ('); i >= 0; i = text.indexOf(' (', i + 1)) if (servings.has(text.slice(0, i))) return true
		return false
	}
	return texts.filter((text) => !names.has(text.toLowerCase()) && !isServing(text))
}

async function setLanguage(userId: string, language: (typeof users.$inferSelect)['language']) {
	const db = await e2eDb()
	// updatedAt too: the server keeps a signed-in user cached until the row changes.
	await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId))
}

/** The English page of each signed-in screen, read once per worker (per project: JavaScript on or off). */
const englishPages = new Map<string, string[]>()
/** What the English pass found wrong on a screen (`<html lang>` not 'en', overflow), reported by every walk of the worker. */
const englishProblems: Record<string, { lang?: string | null; overflow?: string[] }> = {}

for (const locale of LANGUAGES) {
	test.describe(() => {
		test(`every screen reads in ${locale}, with nothing in English and nothing cut off at 390 px @no-js`, async ({ page, seeded }) => {
			const allowed = sameTexts(locale)
			// The user's own data: name and email as typed.
			for (const own of [seeded.user.firstName, seeded.user.lastName, seeded.user.email]) if (own) allowed.add(own)
			for (const entry of seeded.entries) {
				allowed.add(entry.name)
				if (entry.brand) allowed.add(entry.brand)
			}
			if (SCREENS.some((screen) => !englishPages.has(screen))) {
				await setLanguage(seeded.user.id, 'en')
				for (const screen of SCREENS) {
					if (englishPages.has(screen)) continue
					await page.goto(screen)
					const { lang, texts, overflow: cut } = await readPage(page)
					englishPages.set(screen, texts)
					if (lang !== 'en' || cut.length) englishProblems[`en ${screen}`] = { ...(lang !== 'en' ? { lang } : {}), ...(cut.length ? { overflow: cut } : {}) }
				}
			}
			await setLanguage(seeded.user.id, locale)
			const hydration = watchHydration(page)
			const problems: Record<string, { english?: string[]; overflow?: string[]; lang?: string | null; hydration?: string[] }> = {}
			for (const screen of SCREENS) {
				const response = await page.goto(screen)
				expect(response?.status(), screen).toBeLessThan(500)
				const { lang, texts, overflow: cut } = await readPage(page)
				const left = await withoutFoodData(leftInEnglish(englishPages.get(screen)!, texts, allowed))
				const mismatch = hydration.splice(0)
				if (lang !== locale || left.length || cut.length || mismatch.length)
					problems[screen] = { ...(lang !== locale ? { lang } : {}), ...(left.length ? { english: left } : {}), ...(cut.length ? { overflow: cut } : {}), ...(mismatch.length ? { hydration: mismatch } : {}) }
			}
			expect({ ...englishProblems, ...problems }).toEqual({})
		})
	})
}

test('signed-out pages follow Accept-Language and the visitor’s language cookie @no-js', async ({ browser, baseURL }) => {
	const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false
	// The browser's language is the context's locale: Chromium sends it as Accept-Language.
	const open = async (browserLocale: string, cookie?: string) => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled, locale: browserLocale })
		if (cookie) await context.addCookies([{ name: 'lang', value: cookie, url: baseURL! }])
		return context
	}
	const englishContext = await open('en-US')
	const englishPage = await englishContext.newPage()
	const english = new Map<string, string[]>()
	const problems: Record<string, unknown> = {}
	for (const url of SIGNED_OUT) {
		await englishPage.goto(url)
		if (javaScriptEnabled) await englishPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
		const { lang, texts, overflow: cut } = await readPage(englishPage)
		english.set(url, texts)
		if (lang !== 'en' || cut.length) problems[`en ${url}`] = { lang, overflow: cut }
	}
	await englishContext.close()
	for (const locale of LANGUAGES) {
		// German through the browser's language, the others through the choice the picker remembers.
		const context = locale === 'de' ? await open('de-DE') : await open('en-US', locale)
		const page = await context.newPage()
		const hydration = watchHydration(page)
		for (const url of SIGNED_OUT) {
			await page.goto(url)
			// This context is not the fixtures' page, whose goto waits for React to hydrate.
			if (javaScriptEnabled) await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
			const { lang, texts, overflow: cut } = await readPage(page)
			const left = leftInEnglish(english.get(url)!, texts, sameTexts(locale))
			const mismatch = hydration.splice(0)
			if (lang !== locale || left.length || cut.length || mismatch.length) problems[`${locale} ${url}`] = { lang, english: left, overflow: cut, hydration: mismatch }
		}
		await context.close()
	}
	expect(problems).toEqual({})
})

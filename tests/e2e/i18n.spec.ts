/**
 * Every screen in each of the six languages at 390 px (a phone), JavaScript on and off: `<html
 * lang>` is the language, nothing scrolls sideways (the page, and no button, link or field cut
 * off), and no English UI text is left — each page's visible text is compared with the same
 * page in English for the same user data, numbers, units, food and brand names from the data and
 * texts that read the same in both languages (app/locales/same-as-english.json) aside.
 *
 * One test per language walks every screen with one seeded user (its profile language switched
 * between English and the language under test); the English page of each screen is read once
 * per worker and reused.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { users } from '#db/schema.ts'
import { e2eDb, expect, test } from './fixtures.ts'

test.describe.configure({ timeout: 240_000 })
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
		if (value) out.add(value.replace(/\{[^}]*\}/g, '').trim())
	}
	return out
}

/** The page's visible text nodes, trimmed, plus accessible names people hear (aria-label, placeholder, title). */
async function visibleTexts(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const texts: string[] = []
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement
			if (!parent || parent.closest('script, style, noscript, template')) continue
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
		return texts
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

/** The English texts also present, word for word, on the translated page (names and units aside). */
function leftInEnglish(english: string[], translated: string[], allowed: Set<string>): string[] {
	const there = new Set(translated.map(words))
	const out = new Set<string>()
	for (const text of english) {
		const w = words(text)
		if (!/\p{L}{2,}/u.test(w) || allowed.has(text) || allowed.has(w)) continue
		if (there.has(w)) out.add(text)
	}
	return [...out]
}

/** Sideways scrolling on the page, and interactive elements whose content is cut off. */
async function overflow(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const out: string[] = []
		const root = document.documentElement
		if (root.scrollWidth > root.clientWidth) out.push(`page ${root.scrollWidth}px > ${root.clientWidth}px`)
		for (const el of document.querySelectorAll<HTMLElement>('a, button, select, label, [role="button"], [role="tab"], summary')) {
			// Visually hidden text for screen readers (sr-only, 1 px) cannot be cut off for the eye.
			if (!el.checkVisibility?.() || el.clientWidth <= 1) continue
			if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
				out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}px > ${el.clientWidth}px`)
		}
		return out
	})
}

const englishPages = new Map<string, string[]>()

/**
 * The texts that are data, not UI: a food's name, brand or household serving as the food
 * database has them (search results list foods the user never logged).
 */
async function withoutFoodData(texts: string[]): Promise<string[]> {
	if (!texts.length) return texts
	const db = await e2eDb()
	const out: string[] = []
	for (const text of texts) {
		const hit = await db.$client.execute({ sql: 'SELECT 1 FROM foods WHERE name = ?1 OR brand = ?1 OR household_serving = ?1 OR ?1 LIKE household_serving || \' (%\' LIMIT 1', args: [text] })
		if (!hit.rows.length) out.push(text)
	}
	return out
}

async function setLanguage(userId: string, language: (typeof users.$inferSelect)['language']) {
	const db = await e2eDb()
	// updatedAt too: the server keeps a signed-in user cached until the row changes.
	await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId))
}

for (const locale of LANGUAGES) {
	test(`every screen reads in ${locale}, with nothing in English and nothing cut off at 390 px @no-js`, async ({ page, seeded }) => {
		const allowed = sameTexts(locale)
		// The user's own data: name and email as typed.
		for (const own of [seeded.user.firstName, seeded.user.lastName, seeded.user.email]) if (own) allowed.add(own)
		for (const entry of seeded.entries) {
			allowed.add(entry.name)
			if (entry.brand) allowed.add(entry.brand)
		}
		const problems: Record<string, { english?: string[]; overflow?: string[]; lang?: string | null }> = {}
		for (const screen of SCREENS) {
			let english = englishPages.get(screen)
			if (!english) {
				await setLanguage(seeded.user.id, 'en')
				await page.goto(screen)
				english = await visibleTexts(page)
				englishPages.set(screen, english)
			}
			await setLanguage(seeded.user.id, locale)
			const response = await page.goto(screen)
			expect(response?.status(), screen).toBeLessThan(500)
			const lang = await page.locator('html').getAttribute('lang')
			const left = await withoutFoodData(leftInEnglish(english, await visibleTexts(page), allowed))
			const cut = await overflow(page)
			if (lang !== locale || left.length || cut.length) problems[screen] = { ...(lang !== locale ? { lang } : {}), ...(left.length ? { english: left } : {}), ...(cut.length ? { overflow: cut } : {}) }
		}
		await setLanguage(seeded.user.id, 'en')
		expect(problems).toEqual({})
	})
}

test('signed-out pages follow Accept-Language and the visitor’s language cookie @no-js', async ({ browser, baseURL }) => {
	const javaScriptEnabled = test.info().project.use.javaScriptEnabled !== false
	const open = async (headers: Record<string, string>, cookie?: string) => {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled, extraHTTPHeaders: headers })
		if (cookie) await context.addCookies([{ name: 'lang', value: cookie, url: baseURL! }])
		return context
	}
	const englishContext = await open({ 'Accept-Language': 'en-US,en;q=0.9' })
	const englishPage = await englishContext.newPage()
	const english = new Map<string, string[]>()
	for (const url of SIGNED_OUT) {
		await englishPage.goto(url)
		english.set(url, await visibleTexts(englishPage))
	}
	await englishContext.close()
	const problems: Record<string, unknown> = {}
	for (const locale of LANGUAGES) {
		// German through the browser's language, the others through the choice the picker remembers.
		const context = locale === 'de' ? await open({ 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' }) : await open({ 'Accept-Language': 'en-US' }, locale)
		const page = await context.newPage()
		for (const url of SIGNED_OUT) {
			await page.goto(url)
			const lang = await page.locator('html').getAttribute('lang')
			const left = leftInEnglish(english.get(url)!, await visibleTexts(page), sameTexts(locale))
			const cut = await overflow(page)
			if (lang !== locale || left.length || cut.length) problems[`${locale} ${url}`] = { lang, english: left, overflow: cut }
		}
		await context.close()
	}
	expect(problems).toEqual({})
})

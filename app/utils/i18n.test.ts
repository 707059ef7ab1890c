import { describe, expect, test } from 'vitest'
import { formatIsoDay } from '#app/domain/dates-text.ts'
import { cookieLocale, i18nDocumentTail, i18nPayload, matchAcceptLanguage, resolveLocale, serverT, serverTranslator } from './i18n.server.ts'
import { formatterFor, LOCALES, namespaceUrl, translatorFor } from './i18n.tsx'

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

describe('the page language', () => {
	test('a signed-in user reads their profile language, whatever the browser asks for', () => {
		expect(resolveLocale(request({ 'accept-language': 'de', cookie: 'lang=fr' }), { language: 'it' })).toBe('it')
	})

	test("a visitor's own choice (cookie) wins over the browser's languages", () => {
		expect(resolveLocale(request({ 'accept-language': 'de', cookie: 'theme=dark; lang=pt' }), null)).toBe('pt')
		expect(cookieLocale(request({ cookie: 'lang=xx' }))).toBeNull()
	})

	test('Accept-Language: the highest-weighted language Platewise speaks, regional variants included', () => {
		expect(matchAcceptLanguage('de-AT,de;q=0.9,en;q=0.5')).toBe('de')
		expect(matchAcceptLanguage('ja, fr-CA;q=0.8, en;q=0.7')).toBe('fr')
		expect(matchAcceptLanguage('en;q=0.3, es;q=0.9')).toBe('es')
		expect(matchAcceptLanguage('ja, zh')).toBeNull()
		expect(matchAcceptLanguage('it;q=0, pt')).toBe('pt')
		expect(resolveLocale(request({ 'accept-language': 'ja' }), null)).toBe('en')
	})
})

describe('translations', () => {
	test('a message in each language, with plurals by the language', () => {
		expect(serverT('en', 'common')('nav.home')).toBe('Home')
		expect(serverT('de', 'common')('nav.home')).toBe('Start')
		expect(serverT('en', 'common')('count.days', { count: 1 })).toBe('1 day')
		expect(serverT('en', 'common')('count.days', { count: 7 })).toBe('7 days')
		expect(serverT('fr', 'common')('count.days', { count: 2 })).toBe('2 jours')
	})

	test('the document carries only the namespaces the render used', () => {
		const translator = serverTranslator('es')
		translatorFor(translator, 'landing')('signIn')
		translator.used!.add('landing')
		const payload = i18nPayload(translator)
		expect(payload.namespaces).toEqual(['common', 'landing', 'ui'])
	})

	test('the document preloads each namespace the render used at the URL the browser fetches, and names them in its payload', () => {
		const translator = serverTranslator('es')
		translator.used!.add('landing')
		const payload = i18nPayload(translator)
		const tail = i18nDocumentTail(payload)
		const preloads = [...tail.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map((m) => m[1])
		expect(preloads).toEqual(payload.namespaces.map((ns) => namespaceUrl('es', ns, payload.version)))
		expect(preloads[1]).toMatch(/^\/locales\/es\/landing\?v=/)
		const json = /<script type="application\/json" id="i18n">(.*)<\/script>$/.exec(tail)![1]!
		expect(JSON.parse(json)).toEqual(payload)
		// No message text in the document: the messages come from those URLs.
		expect(tail).not.toContain(serverT('es', 'landing')('signIn'))
	})
})

describe('formatting per language', () => {
	test('English days read as the spec’s en-US text', () => {
		const en = formatterFor(serverTranslator('en'))
		for (const parts of [{ weekday: 'long', month: 'long', day: true }, { month: 'short', day: true }, { weekday: 'short' }, { weekday: 'long', month: 'long', day: true, year: true }] as const)
			expect(en.day('2026-11-25', parts)).toBe(formatIsoDay('2026-11-25', parts))
	})

	test('other languages put the parts in their own order and words', () => {
		const day = { weekday: 'long', month: 'long', day: true, year: true } as const
		const text = Object.fromEntries(LOCALES.map((l) => [l, formatterFor(serverTranslator(l)).day('2026-11-25', day)]))
		expect(text).toEqual({
			en: 'Wednesday, November 25, 2026',
			es: 'miércoles, 25 de noviembre de 2026',
			fr: 'mercredi 25 novembre 2026',
			de: 'Mittwoch, 25. November 2026',
			it: 'mercoledì 25 novembre 2026',
			pt: 'quarta-feira, 25 de novembro de 2026',
		})
		expect(formatterFor(serverTranslator('de')).kcal(2258)).toBe('2.258 kcal')
		expect(formatterFor(serverTranslator('fr')).grams(12.5, 1)).toBe('12,5 g')
	})
})

/**
 * Translation on the server and in the browser: the user's language (spec section 3, User
 * `language`), its compiled message catalogs and `useT(namespace)` for components.
 *
 * The messages are interpreted by Lingui's runtime (`@lingui/core`: ICU MessageFormat with plurals
 * by the language's CLDR rules); ADR 019 says why Lingui and how catalogs reach the browser. The
 * server holds every catalog (app/utils/i18n.server.ts) and writes the messages of the namespaces a
 * page rendered into the document; the browser fetches a namespace it has not seen yet when a
 * client-side navigation first needs it (the component suspends meanwhile, so a navigation keeps the
 * old page until its words are there).
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { createContext, Fragment, type ReactNode, useContext } from 'react'
import type { MessageKey, Namespace } from '#app/locales/catalogs.ts'
import { LANGUAGES } from '#db/schema.ts'
import { formatNumber } from './format.ts'
import { withPluralValues } from './plural-select.ts'

/** A UI language: 'en', 'es', 'fr', 'de', 'it', 'pt' (spec section 3, User `language`). */
export type Locale = (typeof LANGUAGES)[number]

/** The UI languages, in the order the language pickers list them. */
export const LOCALES: readonly Locale[] = LANGUAGES

/** English: the spec's language and the fallback when nothing better matches. */
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * The BCP 47 tag each UI language formats numbers and dates with. Spanish follows Spain and
 * Portuguese follows Brazil (the glossary, app/locales/GLOSSARY.md, says why).
 */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE', it: 'it-IT', pt: 'pt-BR' }

/** Whether `value` is one of the UI languages. */
export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Values for a message's placeholders: `{count}`, `{name}`. */
export type MessageValues = Record<string, string | number>

/** The translate function of one namespace: `t('key', { count: 2 })` → the text in the page's language. */
export type Translate<N extends Namespace> = (key: MessageKey<N>, values?: MessageValues) => string

/**
 * What the server writes into the document for the browser (a `<script type="application/json"
 * id="i18n">`): the language, the catalogs' version (it keys the namespace URLs, which are cached
 * for good) and the namespaces the page rendered. The messages themselves are not in the document:
 * the browser fetches each namespace from {@link namespaceUrl} (the document preloads them once it
 * has painted) before it hydrates, and keeps them for every later page of that version.
 */
export type I18nPayload = { locale: Locale; version: string; namespaces: string[] }

/** Where one namespace's compiled messages are served (app/routes/locales.$lang.$ns.ts): immutable for a current `version`. */
export function namespaceUrl(locale: Locale, ns: string, version: string): string {
	return `/locales/${locale}/${ns}?v=${encodeURIComponent(version)}`
}

/** The id of the script element holding the {@link I18nPayload}. */
export const I18N_PAYLOAD_ID = 'i18n'

/** One page's translations: the Lingui instance, which namespaces are ready, and how to get another. */
export type Translator = {
	locale: Locale
	i18n: I18n
	/** Whether namespace `ns` is loaded. */
	has(ns: string): boolean
	/** Loads namespace `ns` (browser: fetched once). */
	load(ns: string): Promise<void>
	/** Server only: the namespaces this render used, written into the document for the browser. */
	used?: Set<string>
	/** One translate function per namespace, kept so components get the same function each render. */
	cache: Map<string, Translate<Namespace>>
}

const TranslatorContext = createContext<Translator | null>(null)

/** Provides the page's {@link Translator} (entry.server.tsx, entry.client.tsx, tests). */
export const TranslatorProvider = TranslatorContext.Provider

/**
 * A Lingui instance for `locale` with `messages` (compiled, ids `namespace.key`) loaded.
 * @param messages compiled messages (app/utils/i18n.server.ts compiles them)
 */
export function createLinguiInstance(locale: Locale, messages: Messages): I18n {
	return setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messages } })
}

/** The translate function of namespace `ns` on `translator` (outside React: server code, tests). */
export function translatorFor<N extends Namespace>(translator: Translator, ns: N): Translate<N> {
	let t = translator.cache.get(ns)
	if (!t) {
		const { i18n, locale } = translator
		const tag = LOCALE_TAGS[locale]
		// A number's plural category and text, for the plurals the compiler made selects (app/utils/plural-select.ts).
		t = (key, values) => i18n._(`${ns}.${key}`, values && withPluralValues(values, locale, tag))
		translator.cache.set(ns, t)
	}
	return t as Translate<N>
}

/**
 * The translate function of namespace `ns` in the page's language.
 * While a browser fetches a namespace it has not loaded yet, the component suspends (React
 * Suspense): a client-side navigation keeps showing the previous page until the words arrive.
 * @throws Error outside a {@link TranslatorProvider}.
 */
export function useT<N extends Namespace>(ns: N): Translate<N> {
	const translator = useTranslator()
	translator.used?.add(ns)
	if (!translator.has(ns)) throw translator.load(ns)
	return translatorFor(translator, ns)
}

/** The page's UI language. */
export function useLocale(): Locale {
	return useTranslator().locale
}

/** The page's {@link Translator}. @throws Error outside a {@link TranslatorProvider}. */
export function useTranslator(): Translator {
	const translator = useContext(TranslatorContext)
	if (!translator) throw new Error('useT: no TranslatorProvider above this component')
	return translator
}

/**
 * The browser's translator for the payload the server wrote into the document, with no namespace
 * loaded yet: {@link loadPageMessages} loads the page's own before hydration; any other is
 * fetched from {@link namespaceUrl} (a cached, immutable response) the first time a component asks
 * for it.
 */
export function browserTranslator(payload: I18nPayload): Translator {
	const locale = isLocale(payload.locale) ? payload.locale : DEFAULT_LOCALE
	const i18n = createLinguiInstance(locale, {})
	const loaded = new Set<string>()
	const pending = new Map<string, Promise<void>>()
	return {
		locale,
		i18n,
		cache: new Map(),
		has: (ns) => loaded.has(ns),
		load(ns) {
			let promise = pending.get(ns)
			if (!promise) {
				promise = fetch(namespaceUrl(locale, ns, payload.version))
					.then((response) => {
						if (!response.ok) throw new Error(`Could not load the ${ns} texts (${response.status})`)
						return response.json() as Promise<Messages>
					})
					.then((messages) => {
						i18n.load(locale, messages)
						loaded.add(ns)
					})
					.finally(() => pending.delete(ns))
				pending.set(ns, promise)
			}
			return promise
		},
	}
}

/**
 * Loads the namespaces the page rendered (the payload's), so hydration finds every message it
 * needs. Resolves when all have arrived or failed: a namespace that failed is asked for again by
 * the component that needs it (it suspends meanwhile, keeping the server's HTML).
 */
export async function loadPageMessages(translator: Translator, payload: I18nPayload): Promise<void> {
	await Promise.allSettled(payload.namespaces.map((ns) => translator.load(ns)))
}

/** Reads the {@link I18nPayload} the server wrote into this document (browser only). */
export function readI18nPayload(): I18nPayload {
	const element = document.getElementById(I18N_PAYLOAD_ID)
	const fallback: I18nPayload = { locale: DEFAULT_LOCALE, version: '', namespaces: [] }
	if (!element?.textContent) return fallback
	try {
		return JSON.parse(element.textContent) as I18nPayload
	} catch {
		return fallback
	}
}

/** Marks an element's place in a translated text (an invisible separator no message contains). */
const ELEMENT_MARK = '\u2063'

/**
 * A message with elements in its placeholders (a link inside a sentence): `rich(t,
 * 'attribution.off', { site: <a …>openfoodfacts.org</a> })`. The translation decides where each
 * element goes.
 * @param elements placeholder name → element
 * @param values other placeholders' values
 */
export function rich<N extends Namespace>(t: Translate<N>, key: MessageKey<N>, elements: Record<string, ReactNode>, values?: MessageValues): ReactNode[] {
	const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `${ELEMENT_MARK}${name}${ELEMENT_MARK}`]))
	return t(key, { ...values, ...marks })
		.split(ELEMENT_MARK)
		.map((part, index) => (index % 2 ? <Fragment key={index}>{elements[part]}</Fragment> : part))
}

/** Which parts of an ISO day to show (as `Intl.DateTimeFormat`'s options of the same names). */
export type DayParts = { weekday?: 'long' | 'short'; month?: 'long' | 'short'; day?: boolean; year?: boolean }

/**
 * Numbers, amounts and days as text in the translator's language, from the common catalog (names
 * of weekdays and months, each language's word order) and {@link formatNumber} (digit grouping and
 * decimal mark): no `Intl` in the browser, whose first use loads ICU data inside hydration
 * (app/utils/format.ts says what that cost).
 */
export function formatterFor(translator: Translator) {
	const t = translatorFor(translator, 'common')
	const locale = translator.locale
	const number = (value: number, digits = 0) => formatNumber(value, digits, locale)
	return {
		locale,
		/** '1,234.5' / '1.234,5' with at most `digits` decimals. */
		number,
		/** '2,258 kcal' (rounded to whole kcal). */
		kcal: (value: number) => t('unit.kcal', { value: number(value) }),
		/** '12.5 g' with at most `digits` decimals (default 0). */
		grams: (value: number, digits = 0) => t('unit.g', { value: number(value, digits) }),
		/** '35 %' per the language's spacing (whole percent). */
		percent: (value: number) => t('unit.percent', { value: number(value) }),
		/** The meal type's name ('breakfast' → 'Frühstück'). */
		meal: (type: 'breakfast' | 'lunch' | 'dinner' | 'snack') => t(`meal.${type}`),
		/**
		 * An ISO day (`YYYY-MM-DD`, no time zone involved) as text: 'Wednesday, November 25',
		 * 'Mittwoch, 25. November', 'Nov 25', '25 nov.'.
		 * @returns '' for an invalid day
		 */
		day(iso: string, parts: DayParts): string {
			const date = new Date(`${iso}T12:00:00Z`)
			if (Number.isNaN(date.getTime())) return ''
			const dayOfWeek = date.getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6
			const monthNumber = (date.getUTCMonth() + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12
			const weekday = !parts.weekday ? '' : parts.weekday === 'short' ? t(`weekdayShort.${dayOfWeek}`) : t(`weekday.${dayOfWeek}`)
			const month = !parts.month ? '' : parts.month === 'short' ? t(`monthShort.${monthNumber}`) : t(`month.${monthNumber}`)
			let text = month && parts.day ? t('date.monthDay', { month, day: String(date.getUTCDate()) }) : month || (parts.day ? String(date.getUTCDate()) : '')
			if (parts.year) text = text ? t('date.withYear', { date: text, year: String(date.getUTCFullYear()) }) : String(date.getUTCFullYear())
			return weekday && text ? t('date.withWeekday', { weekday, date: text }) : weekday || text
		},
	}
}

/** Formatting in the page's language: see {@link formatterFor}. */
export type Formatter = ReturnType<typeof formatterFor>

/** The page's {@link Formatter}. */
export function useFormat(): Formatter {
	const translator = useTranslator()
	// The names come from the common namespace: make sure the page carries it.
	useT('common')
	let formatter = formatters.get(translator)
	if (!formatter) {
		formatter = formatterFor(translator)
		formatters.set(translator, formatter)
	}
	return formatter
}
const formatters = new WeakMap<Translator, Formatter>()

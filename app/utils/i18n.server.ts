/**
 * The server's side of translation (ADR 019): each language's catalogs compiled once per process
 * on first use, the request's language, and translate functions for code outside React (actions'
 * toasts, API messages meant for people, emails).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { Messages } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { pluralsAsSelects } from './plural-select.ts'
import type { Namespace } from '#app/locales/catalogs.ts'
import { getUser } from './auth.server.ts'
import { fetchPreload } from './paint-first.server.ts'
import {
	createLinguiInstance,
	DEFAULT_LOCALE,
	I18N_PAYLOAD_ID,
	type I18nPayload,
	isLocale,
	type Locale,
	type Translate,
	type Translator,
	namespaceUrl,
	translatorFor,
} from './i18n.tsx'

/** The catalogs as written, by file ('../locales/de/common.json' → key → ICU message). */
const sources = catalogSources()

/**
 * The catalog files: bundled by Vite (the app, Vitest); read from disk when the module runs
 * outside Vite (scripts and bench children run by tsx, where `import.meta.glob` does not exist).
 */
function catalogSources(): Record<string, Record<string, string>> {
	try {
		return import.meta.glob<Record<string, string>>('../locales/*/*.json', { eager: true, import: 'default' })
	} catch {
		const dir = new URL('../locales/', import.meta.url)
		const files: Record<string, Record<string, string>> = {}
		for (const locale of fs.readdirSync(dir, { withFileTypes: true }))
			if (locale.isDirectory())
				for (const file of fs.readdirSync(new URL(`${locale.name}/`, dir)))
					if (file.endsWith('.json')) files[`../locales/${locale.name}/${file}`] = JSON.parse(fs.readFileSync(new URL(`${locale.name}/${file}`, dir), 'utf8')) as Record<string, string>
		return files
	}
}

/** Language → namespace → compiled messages with ids `namespace.key`, each language compiled when first asked for. */
const compiled = new Map<Locale, Map<string, Messages>>()

/**
 * The compiled catalogs of `locale` (every namespace), compiled on first use: a worker serving
 * only English never holds the other five languages' messages (about 0.4 MB of heap each).
 */
function compiledCatalogs(locale: Locale): Map<string, Messages> {
	let byNamespace = compiled.get(locale)
	if (byNamespace) return byNamespace
	byNamespace = new Map()
	for (const [file, catalog] of Object.entries(sources)) {
		const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file)
		if (!match || match[1] !== locale) continue
		const ns = match[2]!
		const messages: Messages = {}
		for (const [key, source] of Object.entries(catalog)) {
			// Compiled even without placeholders: Lingui's runtime (no compiler in the browser) warns on plain strings.
			// Plurals become selects the translate function feeds (app/utils/plural-select.ts, ADR 022).
			messages[`${ns}.${key}`] = pluralsAsSelects(compileMessageOrThrow(source))
		}
		byNamespace.set(ns, messages)
	}
	compiled.set(locale, byNamespace)
	return byNamespace
}

/**
 * The catalogs' version: a hash of every message. It keys the namespace URLs the browser fetches
 * (`/locales/<language>/<namespace>?v=<version>`), so they can be cached for good.
 */
export const CATALOG_VERSION = createHash('sha256').update(JSON.stringify(Object.entries(sources))).digest('base64url').slice(0, 12)

/** The compiled messages of one namespace in one language, or null when there is no such namespace. */
export function namespaceMessages(locale: Locale, ns: string): Messages | null {
	return compiledCatalogs(locale).get(ns) ?? null
}

/** Every namespace name. */
export function namespaces(): string[] {
	return [...compiledCatalogs(DEFAULT_LOCALE).keys()]
}

const everything = new Map<Locale, Messages>()
/** Every compiled message of `locale` (ids `namespace.key`), merged once. */
function allMessages(locale: Locale): Messages {
	let messages = everything.get(locale)
	if (!messages) {
		messages = Object.assign({}, ...compiledCatalogs(locale).values())
		everything.set(locale, messages!)
	}
	return messages!
}

/**
 * A translator for one server render or one request: every namespace loaded; `used` collects the
 * namespaces a render asked for, so the document carries only those (see {@link i18nPayload}).
 */
export function serverTranslator(locale: Locale): Translator {
	return { locale, i18n: createLinguiInstance(locale, allMessages(locale)), has: () => true, load: () => Promise.resolve(), used: new Set(), cache: new Map() }
}

const shared = new Map<Locale, Translator>()
/**
 * The translate function of namespace `ns` in `locale`, for code outside React (a toast set by an
 * action, an API error's `message`, an email).
 */
export function serverT<N extends Namespace>(locale: Locale, ns: N): Translate<N> {
	let translator = shared.get(locale)
	if (!translator) {
		translator = { ...serverTranslator(locale), used: undefined }
		shared.set(locale, translator)
	}
	return translatorFor(translator, ns)
}

/** Namespaces every document carries (app/components/toast.tsx and sheet.tsx use them). */
const ALWAYS_SENT = ['common', 'ui']

/** What the document tells the browser: the language, the catalogs' version and the namespaces its render used. */
export function i18nPayload(translator: Translator): I18nPayload {
	// Plus the namespaces of what the browser may show without a navigation (a toast after a
	// fetch, a sheet's close button): suspending for them on a click would blank the page.
	const used = [...new Set([...(translator.used ?? []), ...ALWAYS_SENT])].sort()
	return { locale: translator.locale, version: CATALOG_VERSION, namespaces: used }
}

/**
 * The end of a document for the browser's translations: a preload of each namespace the page
 * needs ({@link namespaceUrl}, the URL the browser's translator fetches, so the preloaded response
 * is the one it uses) and the payload script. Written after React's document, so hydration never
 * compares it; app/utils/paint-first.server.ts holds the preloads back until the first paint.
 */
export function i18nDocumentTail(payload: I18nPayload): string {
	const preloads = payload.namespaces.map((ns) => fetchPreload(namespaceUrl(payload.locale, ns, payload.version))).join('')
	return `${preloads}<script type="application/json" id="${I18N_PAYLOAD_ID}">${JSON.stringify(payload).replace(/</g, '\\u003c')}</script>`
}

/** The cookie a visitor's language choice is remembered in (signed-out pages; a signed-in user's profile wins). */
export const LANGUAGE_COOKIE = 'lang'

/** `Set-Cookie` for the visitor's language choice: one year, the whole site, not readable cross-site. */
export function languageCookie(locale: Locale, secure: boolean): string {
	return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The best UI language for an `Accept-Language` header (RFC 9110 §12.5.4): the highest-weighted
 * range whose primary subtag is one of the UI languages ('de-AT' → 'de'); null when none is.
 */
export function matchAcceptLanguage(header: string | null): Locale | null {
	if (!header) return null
	const ranges = header
		.split(',')
		.map((part, index) => {
			const [range = '', ...params] = part.trim().split(';')
			const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
			const weight = q ? Number(q.slice(2)) : 1
			return { primary: range.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index }
		})
		.filter((r) => r.weight > 0)
		.sort((a, b) => b.weight - a.weight || a.index - b.index)
	return (ranges.find((r) => isLocale(r.primary))?.primary as Locale | undefined) ?? null
}

/** The visitor's language cookie, when it names a UI language. */
export function cookieLocale(request: Request): Locale | null {
	const cookie = request.headers.get('cookie') ?? ''
	const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookie)
	return match && isLocale(match[1]) ? match[1] : null
}

/**
 * The request's UI language for code outside React (an action's toast, an API message): the
 * signed-in user's profile language, else the visitor's choice, else Accept-Language, else English.
 */
export async function requestLocale(request: Request): Promise<Locale> {
	return resolveLocale(request, await getUser(request))
}

/**
 * The request's UI language: the signed-in user's profile language; otherwise the language the
 * visitor chose (cookie); otherwise the best match of `Accept-Language`; otherwise English.
 */
export function resolveLocale(request: Request, user: { language: string } | null): Locale {
	if (user && isLocale(user.language)) return user.language
	return cookieLocale(request) ?? matchAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LOCALE
}

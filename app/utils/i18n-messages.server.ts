/**
 * Messages the domain writes in English (zod schemas' validation messages, DomainErrors' texts),
 * translated at the boundary: an HTML form's field and form errors, a toast, the /api's
 * `message` and `fieldErrors` (codes and field names stay English).
 *
 * The domain stays language-free (ADR 019): it keeps the spec's English strings, which its tests
 * assert. This module recognises such a string by its English text in the `validation` and
 * `apiErrors` catalogs, where each message is a template:
 * - `{0}`, `{1}`… stand for a number (or an ISO day) the domain wrote in: 'Must be at most 10000'
 *   is the message 'Must be at most {0}' with 10000 (decimal mark localised, digits kept);
 * - a named placeholder (`{label}`, `{what}`, `{unit}`, `{list}`) stands for a piece of text, e.g.
 *   a field's label ('Daily fat must be between 10 and 300'): the piece is itself translated when
 *   the `validation` catalog has it as a `label.*` message, else kept (units, lists of values).
 * Text the catalogs do not know stays English, so a new domain message is never lost, only
 * untranslated. Several messages in one text are translated one by one: a summary
 * 'field: message; field: message' (the /api's InvalidError) or messages joined by spaces (a
 * toast's description listing every field message).
 */
import enApiErrors from '#app/locales/en/apiErrors.json'
import enValidation from '#app/locales/en/validation.json'
import type { MessageKey } from '#app/locales/catalogs.ts'
import enCommon from '#app/locales/en/common.json'
import { formatNumber } from './format.ts'
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './i18n.tsx'
import { serverT } from './i18n.server.ts'

type Ns = 'validation' | 'apiErrors'

/**
 * A number the domain writes into a message: an ISO day, a number grouped in thousands as English
 * writes it ('14,000', from `toLocaleString('en-US')`), or digits with an optional decimal part.
 */
export const MESSAGE_NUMBER = String.raw`\d{4}-\d{2}-\d{2}|-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?`

/** A field's label or a record's name: words without digits, colons or semicolons (so one slot never swallows a second message). */
const LABEL = String.raw`[^\d;:]+?`
/** What a text placeholder may hold, by its name: a unit ('kg'), a list of values ('GET, POST'), else a label. */
const SLOT_PATTERNS: Record<string, string> = { unit: String.raw`[a-zµ][a-zA-Z]*`, list: String.raw`[^;:]+?` }

type Template = { ns: Ns; key: string; regex: RegExp; slots: string[]; literal: number }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The template's pattern: its text literally, `{0}` a number, a named placeholder a piece of text
 * ({@link SLOT_PATTERNS}). The slots' names are pushed onto `slots` in order.
 */
function templatePattern(english: string, slots: string[]): string {
	return english
		.split(/(\{\w+\})/)
		.map((part) => {
			const slot = /^\{(\w+)\}$/.exec(part)?.[1]
			if (slot === undefined) return escape(part)
			slots.push(slot)
			return `(${SLOT_PATTERNS[slot] ?? (/^\d+$/.test(slot) ? MESSAGE_NUMBER : LABEL)})`
		})
		.join('')
}

const templates: Template[] = []
const exact = new Map<string, { ns: Ns; key: string }>()
/** A field's label in a message ('Daily fat', 'Sunday') → its message: `label.*` of validation, the weekday names of common. */
const labels = new Map<string, { ns: 'validation' | 'common'; key: string }>()
for (const [key, english] of Object.entries(enCommon as Record<string, string>)) if (/^weekday\.\d$/.test(key)) labels.set(english, { ns: 'common', key })
for (const [ns, catalog] of [
	['validation', enValidation],
	['apiErrors', enApiErrors],
] as const) {
	for (const [key, english] of Object.entries(catalog as Record<string, string>)) {
		if (key.startsWith('label.')) {
			labels.set(english, { ns: 'validation', key })
			continue
		}
		if (!english.includes('{')) {
			exact.set(english, { ns, key })
			continue
		}
		const slots: string[] = []
		const pattern = templatePattern(english, slots)
		templates.push({ ns, key, regex: new RegExp(`^${pattern}`), slots, literal: english.replace(/\{\w+\}/g, '').length })
	}
}
// The most specific template first: 'must be at most {0} characters' before 'must be at most {0} {unit}'.
templates.sort((a, b) => b.literal - a.literal)

/**
 * A number as the language writes it: the decimal mark localised, digits and ISO days unchanged;
 * a number grouped in thousands ('14,000') grouped as the language groups it ('14.000', '14 000').
 */
function localNumber(text: string, locale: Locale): string {
	if (locale === 'en' || /^\d{4}-/.test(text)) return text
	if (text.includes(',')) {
		const decimals = text.split('.')[1]?.length ?? 0
		return formatNumber(Number(text.replace(/,/g, '')), decimals, locale)
	}
	return text.replace('.', ',')
}

/** One known message at the start of `text` (followed by `end`), translated, and how much it took. */
function translateOne(text: string, locale: Locale, end: RegExp): { text: string; length: number } | null {
	const whole = exact.get(text)
	if (whole && end.test('')) return { text: serverT(locale, whole.ns)(whole.key as MessageKey<Ns>), length: text.length }
	for (const [english, hit] of exact) {
		if (text.startsWith(english) && end.test(text.slice(english.length)))
			return { text: serverT(locale, hit.ns)(hit.key as MessageKey<Ns>), length: english.length }
	}
	for (const template of templates) {
		const match = template.regex.exec(text)
		if (!match) continue
		// Lazy text slots: make sure the match ends where a message may end.
		const length = match[0].length
		if (!end.test(text.slice(length))) {
			const anchored = new RegExp(`${template.regex.source}(?=${end.source.replace(/^\^/, '')})`).exec(text)
			if (!anchored) continue
			return { text: fill(template, anchored, locale), length: anchored[0].length }
		}
		return { text: fill(template, match, locale), length }
	}
	return null
}

function fill(template: Template, match: RegExpExecArray, locale: Locale): string {
	const values: Record<string, string> = {}
	template.slots.forEach((slot, i) => {
		const raw = match[i + 1]!
		if (/^\d+$/.test(slot)) values[slot] = localNumber(raw, locale)
		else {
			const label = labels.get(raw)
			values[slot] = label ? serverT(locale, label.ns)(label.key as MessageKey<'validation' | 'common'>) : raw
		}
	})
	const out = serverT(locale, template.ns)(template.key as MessageKey<Ns>, values)
	// A message that starts with a label starts with a capital even where the language writes the label lower case ('domingo').
	return /^\p{Lu}/u.test(match[0]) ? out.charAt(0).toLocaleUpperCase(LOCALE_TAGS[locale]) + out.slice(1) : out
}

const END = /^$/
const SPACE_OR_END = /^(?: |$)/

/**
 * A message the domain (or the /api adapter) wrote in English, in `locale`.
 * @param text the English message: one known message, a summary 'field: message; field: message',
 *   or known messages joined by single spaces
 * @returns the translation; `text` unchanged for English or when a part is not a known message
 */
export function translateMessage(locale: Locale, text: string): string {
	if (locale === DEFAULT_LOCALE || !text) return text
	const one = translateOne(text, locale, END)
	if (one) return one.text
	// '/api' summaries: 'weight: Weight must be between 20 and 400 kg; height: …' (field names stay).
	if (text.includes(': ') || text.includes('; ')) {
		const parts = text.split('; ').map((part) => {
			const field = /^([\w.[\]-]+): (.*)$/s.exec(part)
			if (field && !labels.has(field[1]!)) return `${field[1]}: ${translateOne(field[2]!, locale, END)?.text ?? field[2]}`
			return translateOne(part, locale, END)?.text ?? part
		})
		const joined = parts.join('; ')
		if (joined !== text) return joined
	}
	// A toast's description: several field messages joined by spaces.
	const out: string[] = []
	let rest = text
	while (rest) {
		const next = translateOne(rest, locale, SPACE_OR_END)
		if (!next) return text
		out.push(next.text)
		rest = rest.slice(next.length).replace(/^ /, '')
	}
	return out.join(' ')
}

/** Every message of a field-errors map in `locale` (keys are field names: unchanged). */
export function translateFieldErrors<E extends Record<string, readonly string[] | null | undefined>>(locale: Locale, errors: E): E {
	if (locale === DEFAULT_LOCALE) return errors
	const out: Record<string, string[] | null | undefined> = {}
	for (const [field, messages] of Object.entries(errors)) out[field] = messages ? messages.map((m) => translateMessage(locale, m)) : (messages as null | undefined)
	return out as E
}

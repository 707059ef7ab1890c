/**
 * Plurals without `Intl.NumberFormat` (ADR 022). Lingui's runtime formats every `plural` through
 * `Intl.NumberFormat` (for `#`), and the first such formatter a page builds makes Chromium load its
 * ICU number data: 25–40 ms of CPU in one task, measured on this machine, inside the dashboard's and
 * /analytics' hydration (x4 on Lighthouse's slow phone: 100–160 ms, most of it counted as blocking).
 *
 * So the catalogs' compiler ({@link pluralsAsSelects}, app/utils/i18n.server.ts) rewrites each
 * compiled `plural` into Lingui `select`s, which format nothing, and the translate function
 * ({@link withPluralValues}, app/utils/i18n.tsx) supplies what the plural would have computed: the
 * number's CLDR plural category (`Intl.PluralRules`, 2–4 ms to build the first), the number itself
 * for an exact case (`=0`), and the number as text ({@link formatNumber}, compared with
 * `Intl.NumberFormat` in every UI language by app/utils/format.test.ts). The messages read exactly
 * as Lingui's plural wrote them: app/utils/plural-select.test.ts compares every message of every
 * catalog both ways.
 */
import type { Messages } from '@lingui/core'
import { formatNumber } from './format.ts'
import type { Locale } from './i18n.tsx'

type CompiledMessage = Messages[string]
type Token = string | [string, string?, Record<string, unknown>?]

/** The value names a rewritten plural over `name` reads: the category, the exact number, the number as text. */
const categoryOf = (name: string) => `${name}#category`
const exactOf = (name: string) => `${name}#exact`
const textOf = (name: string) => `${name}#text`

/**
 * A compiled message with every `plural` turned into `select`s over the values
 * {@link withPluralValues} adds: exact cases (`=0`, compiled as key '0') first, then the category;
 * `#` in a plural's own cases becomes the number as text (in a `select` nested in it, `#` stays a
 * literal '#', as in Lingui's runtime).
 * @throws Error for a plural with an `offset` or a `selectordinal` (no catalog uses them).
 */
export function pluralsAsSelects(message: CompiledMessage): CompiledMessage {
	return typeof message === 'string' ? message : (rewrite(message as Token[], null) as CompiledMessage)
}

function rewrite(tokens: Token[], pluralName: string | null): Token[] {
	return tokens.map((token): Token => {
		if (token === '#' && pluralName) return [textOf(pluralName)]
		if (typeof token === 'string') return token
		const [name, type, format] = token
		if (!type || !format) return token
		if (type === 'selectordinal' || format.offset) throw new Error(`unsupported in a catalog: ${type} ${JSON.stringify(format)}`)
		const branches = (inPlural: string | null) =>
			Object.fromEntries(Object.entries(format).filter(([key]) => key !== 'offset').map(([key, branch]) => [key, Array.isArray(branch) ? rewrite(branch as Token[], inPlural) : branch]))
		if (type === 'select') return [name, 'select', branches(null)]
		if (type !== 'plural') return token
		const cases = branches(name)
		const exact = Object.keys(cases).filter((key) => /^-?\d+(\.\d+)?$/.test(key))
		const categories = Object.fromEntries(Object.entries(cases).filter(([key]) => !exact.includes(key)))
		const byCategory: Token = [categoryOf(name), 'select', categories]
		if (!exact.length) return byCategory
		return [exactOf(name), 'select', { ...Object.fromEntries(exact.map((key) => [key, cases[key]])), other: [byCategory] }]
	})
}

const pluralRules = new Map<string, Intl.PluralRules>()

/**
 * `values` with, for each number among them (or numeric string, as Lingui's plural accepts), what a
 * rewritten plural reads: its CLDR plural category in `localeTag`, the number as an exact-case key,
 * and the number as text in `locale` (up to 3 decimals, as `Intl.NumberFormat`'s default).
 * @param localeTag the BCP 47 tag the language formats with (LOCALE_TAGS)
 */
export function withPluralValues<V extends Record<string, string | number>>(values: V, locale: Locale, localeTag: string): V {
	let out: Record<string, string | number> | null = null
	for (const [name, value] of Object.entries(values)) {
		// Anything but a number or numeric text (a value slipped past the types) is left as it is.
		const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
		if (!Number.isFinite(n)) continue
		let rules = pluralRules.get(localeTag)
		if (!rules) pluralRules.set(localeTag, (rules = new Intl.PluralRules(localeTag)))
		out ??= { ...values }
		out[categoryOf(name)] = rules.select(n)
		out[exactOf(name)] = String(n)
		out[textOf(name)] = formatNumber(n, 3, locale)
	}
	return (out ?? values) as V
}

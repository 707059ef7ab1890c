/**
 * Numbers as text in the page's language (en-US, es-ES, fr-FR, de-DE, it-IT, pt-BR digit
 * grouping and decimal mark), without `Intl` (isomorphic). Days as text live in the domain
 * (app/domain/dates-text.ts), which names days too and may not import this adapter module.
 *
 * Why not `Intl` (dashboard TBT): the first `Intl` formatter a page builds makes
 * Chromium load its ICU data: 29-104 ms measured on this machine, x4 on Lighthouse's slow phone,
 * inside the hydration task (the dashboard's longest task was 120-213 ms). The few shapes
 * Platewise shows are written out here, and a test compares them with `Intl` over thousands of
 * values in every UI language (tests: app/utils/format.test.ts).
 */
import type { Locale } from './i18n.tsx'

/**
 * Each UI language's digit grouping and decimal mark, as CLDR gives them for the tags in
 * LOCALE_TAGS (app/utils/i18n.tsx); `minimumGroupingDigits` 2 means a four-digit number is not
 * grouped (es-ES and it-IT write '1234' but '12.345'). app/utils/format.test.ts compares the result
 * with `Intl.NumberFormat` in every language.
 */
const NUMBER_SYMBOLS: Record<Locale, { group: string; decimal: string; minimumGroupingDigits: number }> = {
	en: { group: ',', decimal: '.', minimumGroupingDigits: 1 },
	es: { group: '.', decimal: ',', minimumGroupingDigits: 2 },
	fr: { group: '\u202f', decimal: ',', minimumGroupingDigits: 1 },
	de: { group: '.', decimal: ',', minimumGroupingDigits: 1 },
	it: { group: '.', decimal: ',', minimumGroupingDigits: 2 },
	pt: { group: '.', decimal: ',', minimumGroupingDigits: 1 },
}

/** Adds one unit in the last place of a string of decimal digits ('199' → '200', '99' → '100'). */
function incrementDigits(digits: string): string {
	const out = digits.split('')
	for (let i = out.length - 1; i >= 0; i--) {
		if (out[i] !== '9') {
			out[i] = String(Number(out[i]) + 1)
			return out.join('')
		}
		out[i] = '0'
	}
	return `1${out.join('')}`
}

/**
 * '1,234' style grouping with at most `digits` decimals, trailing zeros dropped: what
 * `Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: digits })` writes ('1.234,5' in German) (half away from zero, on
 * the number's shortest decimal form, so 1.005 → '1.01'; -0 → '-0'; Infinity → '∞').
 * @param digits 0..20 decimals
 * @param locale the UI language (default English)
 */
export function formatNumber(value: number, digits = 0, locale: Locale = 'en'): string {
	if (Number.isNaN(value)) return 'NaN'
	const sign = value < 0 || Object.is(value, -0) ? '-' : ''
	const abs = Math.abs(value)
	if (abs === Infinity) return `${sign}∞`
	// The shortest decimal form, without an exponent.
	let text = abs.toString()
	if (text.includes('e')) text = abs >= 1 ? BigInt(abs).toString() : abs.toFixed(Math.min(100, digits + 1))
	const [intPart = '0', fracPart = ''] = text.split('.')
	let whole = intPart
	let fraction = fracPart
	if (fraction.length > digits) {
		const roundUp = fraction.charCodeAt(digits) >= 53 // '5'
		const kept = whole + fraction.slice(0, digits)
		const rounded = roundUp ? incrementDigits(kept) : kept
		whole = rounded.slice(0, rounded.length - digits) || '0'
		fraction = rounded.slice(rounded.length - digits)
	}
	fraction = fraction.replace(/0+$/, '')
	const { group, decimal, minimumGroupingDigits } = NUMBER_SYMBOLS[locale]
	const grouped = whole.length >= 3 + minimumGroupingDigits ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole
	return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`
}

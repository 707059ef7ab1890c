/**
 * Numbers as en-US text, without `Intl` (isomorphic). Days as text live in the domain
 * (app/domain/dates-text.ts), which names days too and may not import this adapter module.
 *
 * Why not `Intl` (dashboard TBT): the first `Intl` formatter a page builds makes
 * Chromium load its ICU data: 29-104 ms measured on this machine, x4 on Lighthouse's slow phone,
 * inside the hydration task (the dashboard's longest task was 120-213 ms). Platewise's text is
 * en-US only, so the few shapes it shows are written out here, and a test compares them with
 * `Intl` over thousands of values (tests: app/utils/format.test.ts).
 */

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
 * `Intl.NumberFormat('en-US', { maximumFractionDigits: digits })` writes (half away from zero, on
 * the number's shortest decimal form, so 1.005 → '1.01'; -0 → '-0'; Infinity → '∞').
 * @param digits 0..20 decimals
 */
export function formatNumber(value: number, digits = 0): string {
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
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
	return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}

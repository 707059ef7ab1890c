/**
 * Barcodes (GS1 GTIN family: EAN-13, EAN-8, UPC-A, UPC-E, GTIN-14). One normaliser for the food
 * importer and every lookup: codes are compared as GTIN-14, the 14-digit form with leading zeros,
 * so a US product scanned as 12-digit UPC-A '049000049930' finds the row stored as 13-digit EAN
 * '0049000049930' (both '00049000049930'). Isomorphic.
 */

/**
 * Left-pads a barcode to GTIN-14. Spaces and dashes are dropped; nothing else is changed (no
 * check-digit test, no UPC-E expansion: see {@link parseBarcode} for user input).
 *
 * @returns the 14-digit code, or null unless the input has 8 to 14 digits and nothing but digits,
 *   spaces and dashes.
 */
export function toGtin14(code: string): string | null {
	if (typeof code !== 'string') return null
	const trimmed = code.trim()
	if (!/^[\d\s-]+$/.test(trimmed)) return null
	const digits = trimmed.replace(/\D/g, '')
	if (digits.length < 8 || digits.length > 14) return null
	return digits.padStart(14, '0')
}

/**
 * The GS1 check digit for the digits before it (GS1 General Specifications §7.9: weights 3 and 1
 * alternating from the right).
 */
export function gs1CheckDigit(body: string): number {
	let sum = 0
	for (let i = 0; i < body.length; i++) {
		const digit = body.charCodeAt(body.length - 1 - i) - 48
		sum += digit * (i % 2 === 0 ? 3 : 1)
	}
	return (10 - (sum % 10)) % 10
}

/** True when the last digit of an all-digit `code` is its GS1 check digit. */
export function hasValidCheckDigit(code: string): boolean {
	if (!/^\d{2,18}$/.test(code)) return false
	return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1))
}

/**
 * Expands an 8-digit UPC-E (number system 0 or 1, six digits, check digit) to its 12-digit UPC-A
 * (GS1 zero-suppression rules, by the sixth digit: 0-2 manufacturer ends in that digit + '00';
 * 3: 3 digits kept; 4: 4 kept; 5-9: 5 kept and the digit ends the item number).
 *
 * Example: '04252614' → '042100005264'.
 *
 * @returns the UPC-A with the same check digit, or null when the input is not 8 digits starting
 *   with 0 or 1.
 */
export function expandUpcE(code: string): string | null {
	if (!/^[01]\d{7}$/.test(code)) return null
	const ns = code[0]!
	const d = code.slice(1, 7)
	const check = code[7]!
	const last = d[5]!
	let body: string
	if (last <= '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`
	else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`
	else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]}`
	else body = `${d.slice(0, 5)}0000${last}`
	return `${ns}${body}${check}`
}

/** A barcode read from user input: the GTIN-14 forms it may stand for, most likely first. */
export type ParsedBarcode =
	| { ok: true; gtin14: string; candidates: string[]; format: 'EAN-8' | 'UPC-E' | 'UPC-A' | 'EAN-13' | 'GTIN-14' }
	| { ok: false; message: string }

/**
 * Reads a scanned or typed barcode (spec section 5 'Barcode formats'): 8, 12, 13 or 14 digits,
 * spaces and dashes ignored, with a valid GS1 check digit. An 8-digit code is EAN-8 when its check
 * digit fits, and also UPC-E (expanded to UPC-A) when that expansion's check digit fits: both
 * readings are returned as candidates.
 *
 * @returns `{ ok: false, message }` naming the problem (not digits, wrong length, wrong check
 *   digit) — never throws.
 */
export function parseBarcode(input: string): ParsedBarcode {
	const raw = typeof input === 'string' ? input.trim() : ''
	if (raw === '') return { ok: false, message: 'Barcode is required' }
	if (!/^[\d\s-]+$/.test(raw)) return { ok: false, message: 'Barcode must contain only digits' }
	const digits = raw.replace(/\D/g, '')
	if (![8, 12, 13, 14].includes(digits.length)) return { ok: false, message: 'Barcode must have 8, 12, 13 or 14 digits' }
	if (digits.length === 8) {
		const candidates: string[] = []
		let format: 'EAN-8' | 'UPC-E' | null = null
		if (hasValidCheckDigit(digits)) {
			candidates.push(digits.padStart(14, '0'))
			format = 'EAN-8'
		}
		const upcA = expandUpcE(digits)
		if (upcA && hasValidCheckDigit(upcA)) {
			candidates.push(upcA.padStart(14, '0'))
			format ??= 'UPC-E'
		}
		if (!format) return { ok: false, message: 'Barcode check digit is wrong' }
		return { ok: true, gtin14: candidates[0]!, candidates, format }
	}
	if (!hasValidCheckDigit(digits)) {
		return { ok: false, message: `Barcode check digit is wrong (expected ${gs1CheckDigit(digits.slice(0, -1))})` }
	}
	const format = digits.length === 12 ? 'UPC-A' : digits.length === 13 ? 'EAN-13' : 'GTIN-14'
	const gtin14 = digits.padStart(14, '0')
	return { ok: true, gtin14, candidates: [gtin14], format }
}

import { describe, expect, test } from 'vitest'
import { formatNumber } from './format.ts'
import { LOCALE_TAGS, LOCALES } from './i18n.tsx'

/** Deterministic pseudo-random numbers (mulberry32), so a failure names a reproducible case. */
function random(seed: number) {
	return () => {
		seed = (seed + 0x6d2b79f5) | 0
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

describe('formatNumber writes what Intl.NumberFormat writes in each UI language', () => {
	test.each(LOCALES)('every shape the app shows in %s: grams, kcal, percents, ties, negatives, huge and tiny', (locale) => {
		const next = random(12)
		const values = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 1.005, 1.045, 0.045, 999.5, 999.95, 9999.995, 1234.5678, 1e6, 1e21, 1.5e22, 1e-7, 5e-324, -1e-9, 2000, 65, 107.2, 10148.96, Number.MAX_SAFE_INTEGER]
		for (let i = 0; i < 3000; i++) {
			const magnitude = 10 ** Math.floor(next() * 8 - 2)
			const v = (next() - 0.2) * magnitude
			values.push(v, Math.round(v * 100) / 100, Math.round(v * 1000) / 1000 + 0.0005)
		}
		for (const digits of [0, 1, 2, 3]) {
			const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: digits, minimumFractionDigits: 0 })
			for (const v of values) expect(formatNumber(v, digits, locale), `${v} with ${digits} digits`).toBe(intl.format(v))
		}
	})

	test.each(LOCALES)('non-finite values in %s', (locale) => {
		const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1 })
		for (const v of [NaN, Infinity, -Infinity]) expect(formatNumber(v, 1, locale)).toBe(intl.format(v))
	})
})

/**
 * The colour tokens keep their promises (docs/design.md "Colour"): every pair the design system
 * names reaches WCAG AA in light and dark mode, and every palette colour a component uses has a
 * dark value (otherwise it would stay light on a dark page). The rendered screens are checked by
 * axe-core in tests/e2e/appearance.spec.ts; this is the fast tripwire for a token edit.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { contrast, parseColor } from './contrast.ts'
import { DESIGN_PAIRS, hasDarkValue, pairRatio, readTokens } from './tokens.ts'

const tokens = readTokens()

/** Every .tsx file under app/. */
function sources(dir = 'app'): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const p = path.join(dir, e.name)
		return e.isDirectory() ? sources(p) : p.endsWith('.tsx') && !p.endsWith('.test.tsx') ? [p] : []
	})
}

describe('contrast arithmetic', () => {
	test('matches the WCAG reference values: black on white 21:1, #767676 on white 4.54:1', () => {
		expect(contrast(parseColor('#000'), parseColor('#fff'))).toBeCloseTo(21, 5)
		expect(contrast(parseColor('#767676'), parseColor('#ffffff'))).toBeCloseTo(4.54, 2)
	})

	test('reads Tailwind oklch colours as browsers show them (slate-900 is #0f172b)', () => {
		const c = parseColor('oklch(20.8% 0.042 265.755)')
		expect([c.r, c.g, c.b].map((v) => Math.round(v * 255))).toEqual([15, 23, 43])
	})
})

describe('the design pairs reach AA', () => {
	for (const mode of ['light', 'dark'] as const) {
		for (const pair of DESIGN_PAIRS) {
			test(`${mode}: ${pair.use} (${pair.fg} on ${pair.bg}) ≥ ${pair.min}:1`, () => {
				expect(pairRatio(tokens[mode], pair)).toBeGreaterThanOrEqual(pair.min)
			})
		}
	}
})

describe('dark mode covers the palette the app uses', () => {
	test('every palette colour in a component class has a dark value', () => {
		const used = new Set<string>()
		const utility = /\b(?:bg|text|border(?:-[trblxy])?|ring|divide|accent|decoration|fill|stroke|outline|from|via|to|placeholder:text)-((?:slate|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|brand)-\d{2,3}|white)\b/g
		for (const file of sources()) for (const m of fs.readFileSync(file, 'utf8').matchAll(utility)) used.add(m[1]!)
		expect(used.size).toBeGreaterThan(20)
		const missing = [...used].filter((name) => !hasDarkValue(tokens, name)).sort()
		expect(missing, 'add these to the dark block of app/styles/tailwind.css').toEqual([])
	})

	test('the semantic tokens change with the mode (surface dark, ink light)', () => {
		for (const name of ['canvas', 'surface', 'surface-muted', 'ink', 'ink-soft', 'ink-muted', 'line', 'accent', 'on-accent', 'danger-soft']) {
			expect(hasDarkValue(tokens, name), name).toBe(true)
		}
	})
})

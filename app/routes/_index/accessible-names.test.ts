/**
 * WCAG 2.5.3 (Label in Name): where a control's accessible name is a longer aria-label than its
 * visible text (the visible 'Log again' named 'Log again: Bananas, raw, 118 grams, to Lunch'), the
 * name contains the visible words in order, in every language, so a person using speech input can
 * say what they see. The rule is axe-core's `label-content-name-mismatch` (lower case, Unicode
 * compatibility form, parentheses dropped, anything but letters and digits a space, then the
 * visible words a contiguous run of the name's words); the appearance spec runs axe in English
 * only, so this test checks the other five languages' catalogs.
 */
import { describe, expect, test } from 'vitest'
import { serverT } from '#app/utils/i18n.server.ts'
import type { Namespace } from '#app/locales/catalogs.ts'
import { LOCALES, type MessageValues } from '#app/utils/i18n.tsx'

/** The words axe compares: see the header. */
function words(text: string): string[] {
	let s = text.normalize('NFKD').toLowerCase()
	let previous
	do {
		previous = s
		s = s.replace(/\([^()]*\)/g, '')
	} while (s !== previous)
	return s
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.split(/\s+/)
		.filter(Boolean)
}

/** Whether `label`'s words are a contiguous run of `name`'s words. */
function labelInName(label: string, name: string): boolean {
	const l = words(label)
	const n = words(name)
	for (let i = 0; i + l.length <= n.length; i++) if (l.every((w, j) => w === n[i + j])) return true
	return l.length === 0
}

type Pair = { ns: Namespace; visible: string; name: string; values: MessageValues; nameValues?: MessageValues }

/** Controls named by an aria-label beside visible text: the dashboard's and the nutrient targets'. */
const PAIRS: Pair[] = [
	{ ns: 'dashboard', visible: 'tile.add', name: 'tile.addTo', values: { meal: 'Lunch' } },
	{ ns: 'dashboard', visible: 'shortcuts.logAgain', name: 'shortcuts.logAgainLabel', values: { name: 'Bananas, raw', amount: '118 grams', into: 'Lunch' } },
	{ ns: 'dashboard', visible: 'shortcuts.log', name: 'shortcuts.logMyMealLabel', values: { name: 'Oats', into: 'Lunch' } },
	{ ns: 'dashboard', visible: 'shortcuts.delete', name: 'shortcuts.deleteMyMealLabel', values: { name: 'Oats' } },
	{ ns: 'nutrients', visible: 'all.change', name: 'all.changeLabel', values: { name: 'Vitamin C' } },
	{ ns: 'nutrients', visible: 'all.reset', name: 'all.resetLabel', values: { name: 'Vitamin C' } },
]

/** The meal card's Add, Edit and Delete: the visible word is common's action, the name the dashboard's. */
const ACTIONS = [
	['action.add', 'card.addFood'],
	['action.edit', 'card.edit'],
	['action.delete', 'card.delete'],
] as const

describe('accessible names contain the visible label', () => {
	for (const locale of LOCALES) {
		test(`${locale}: every aria-label holds its control's visible words`, () => {
			const failures: string[] = []
			for (const p of PAIRS) {
				const t = serverT(locale, p.ns) as (key: string, values?: MessageValues) => string
				const visible = t(p.visible, p.values)
				const name = t(p.name, p.nameValues ?? p.values)
				if (!labelInName(visible, name)) failures.push(`${p.ns} ${p.name}: '${name}' lacks '${visible}'`)
			}
			const common = serverT(locale, 'common')
			const dashboard = serverT(locale, 'dashboard')
			for (const [visibleKey, nameKey] of ACTIONS) {
				const visible = common(visibleKey)
				const name = dashboard(nameKey, { meal: 'Lunch' })
				if (!labelInName(visible, name)) failures.push(`dashboard ${nameKey}: '${name}' lacks '${visible}'`)
			}
			expect(failures).toEqual([])
		})
	}

	test("the comparison is axe-core's: words in order, case and punctuation aside", () => {
		expect(labelInName('+ Add', 'Add to Lunch')).toBe(true)
		expect(labelInName('Log again', 'Log Bananas again')).toBe(false)
		expect(labelInName('Ändern', 'Ziel für Vitamin C ändern')).toBe(true)
		expect(labelInName('Change', 'Set your own target for Vitamin C')).toBe(false)
	})
})

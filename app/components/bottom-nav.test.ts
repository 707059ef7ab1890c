import { describe, expect, test } from 'vitest'
import { serverT } from '#app/utils/i18n.server.ts'
import { BOTTOM_NAV_ITEMS, showsBottomNav } from './bottom-nav.tsx'

describe('the bottom navigation', () => {
	test('has the five entries of the spec, in order', () => {
		const t = serverT('en', 'common')
		expect(BOTTOM_NAV_ITEMS.map((i) => [t(i.label), i.to])).toEqual([
			['Home', '/'],
			['Search', '/search'],
			['Planning', '/meal-planning'],
			['Analytics', '/analytics'],
			['Profile', '/profile'],
		])
	})

	test('shows on every page unless the deepest route opts out', () => {
		expect(showsBottomNav([{ handle: undefined }, { handle: undefined }])).toBe(true)
		expect(showsBottomNav([{}, { handle: { bottomNav: true } }])).toBe(true)
		expect(showsBottomNav([{}, { handle: { bottomNav: false } }])).toBe(false)
		// a parent's opt-out does not hide it on a child page
		expect(showsBottomNav([{ handle: { bottomNav: false } }, { handle: {} }])).toBe(true)
		expect(showsBottomNav([])).toBe(true)
	})
})

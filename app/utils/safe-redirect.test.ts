import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

const OURS = 'https://platewise.app'

/** Where a browser on our origin would land when sent to `location`. */
const landing = (location: string) => new URL(location, `${OURS}/login`)

describe('safeRedirect', () => {
	test.each(['/profile', '/search?q=banana', '/analytics?range=last-week#chart', '/search?q=chicken%20breast', '/search?q=100%25'])(
		'keeps the same-site path %s',
		(to) => {
			expect(safeRedirect(to)).toBe(to)
		},
	)

	test.each([
		['/a/../profile', '/profile'],
		['/./profile', '/profile'],
		['/%2e/profile', '/profile'],
	])('normalises %s to %s', (to, expected) => {
		expect(safeRedirect(to)).toBe(expected)
	})

	test.each([
		// protocol-relative and absolute
		'//evil.example',
		'///evil.example',
		'https://evil.example',
		'javascript:alert(1)',
		// dot segments that normalise to '//evil.example'
		'/..//evil.example/phish',
		'/../..//evil.example/phish',
		'/.//evil.example',
		'/a/..//evil.example',
		'/a/b/../..//evil.example',
		// encoded dots and slashes
		'/%2e%2e//evil.example/phish',
		'/%2E%2E//evil.example',
		'/.%2e//evil.example',
		'/%2e//evil.example',
		'/%2f%2fevil.example',
		'/%2F/evil.example',
		'/..%2f%2fevil.example',
		'/%252e%252e//evil.example',
		'/%252f%252fevil.example',
		// backslashes, raw and encoded
		'/\\evil.example',
		'\\\\evil.example',
		'/%5cevil.example',
		'/%5C%5Cevil.example',
		'/..\\evil.example',
		// tabs, newlines and other whitespace or controls
		'/\t/evil.example',
		'/\n/evil.example',
		'/\r/evil.example',
		'/%09/evil.example',
		'/%0a/evil.example',
		'/%09',
		'/\u3000evil',
		'/\u0000/evil.example',
		// empty and missing
		'',
		null,
		undefined,
		'x'.repeat(2001),
	])('sends %j home instead', (to) => {
		const result = safeRedirect(to as string)
		expect(result).toBe('/')
	})

	test('every accepted result lands on our origin, even when resolved again', () => {
		const tries = ['/profile', '/a/../b', '/search?q=%2F%2Fevil', '/x#//evil.example', '/%2e%2e/%2e%2e/x']
		for (const to of tries) {
			const result = safeRedirect(to)
			expect(landing(result).origin).toBe(OURS)
			expect(safeRedirect(result)).toBe(result)
		}
	})
})

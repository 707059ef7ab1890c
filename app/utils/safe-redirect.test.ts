import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect', () => {
	test.each(['/profile', '/search?q=banana', '/analytics?range=last-week#chart'])('keeps the same-site path %s', (to) => {
		expect(safeRedirect(to)).toBe(to)
	})
	test.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/\t/evil.example', '/\n/evil.example', '/%09', 'javascript:alert(1)', '/\u3000evil', '', null, undefined])(
		'sends %j home instead',
		(to) => {
			const result = safeRedirect(to as string)
			expect(result.startsWith('/') && !result.startsWith('//')).toBe(true)
			expect(new URL(result, 'https://platewise.app').origin).toBe('https://platewise.app')
		},
	)
})

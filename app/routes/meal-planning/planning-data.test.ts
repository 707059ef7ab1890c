/** The Grocery tab's People and Days keep what the person chose. */
import { describe, expect, test } from 'vitest'
import { groceryFormValues } from './planning-data.server.ts'

describe('grocery form values', () => {
	const params = (s: string) => new URLSearchParams(s)
	test('the shown list’s People and Days, not the defaults, after generating', () => {
		expect(groceryFormValues(params(''), { servings: 4, days: 3 })).toEqual({ servings: 4, daysToGenerate: 3 })
	})
	test('a refused post’s values come back through the URL; out-of-range ones fall back', () => {
		expect(groceryFormValues(params('people=5&days=2'), { servings: 4, days: 3 })).toEqual({ servings: 5, daysToGenerate: 2 })
		expect(groceryFormValues(params('people=99&days=x'), null)).toEqual({ servings: 2, daysToGenerate: 7 })
	})
})

/**
 * The compact typo vocabulary (hashed deletion forms in typed arrays) answers exactly as the rule
 * it implements, checked against a plain search over every word of the sample USDA names: a
 * misspelling becomes the most frequent word one edit away (then alphabetical), and a prefix
 * completes to the most frequent words (then shorter, then alphabetical).
 */
import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#app/db.server.ts'
import { tokenize } from '#app/domain/foods/search/index.server.ts'
import { Vocabulary, withinOneEdit } from '#app/domain/foods/search/vocabulary.server.ts'

let names: string[]
let vocabulary: Vocabulary
/** word → number of names containing it, counted here independently. */
const frequency = new Map<string, number>()

beforeAll(async () => {
	const db: Db = (await import('#app/db.server.ts')).db
	const rows = await db.$client.execute(`SELECT name FROM foods WHERE fdc_id > 0 AND source IN ('sr_legacy', 'foundation', 'survey_fndds')`)
	names = rows.rows.map((r) => String(r.name))
	for (const name of names) {
		for (const word of new Set(tokenize(name))) if (word.length >= 3 && !/\d/.test(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1)
	}
	vocabulary = new Vocabulary('test', names, tokenize)
})

/** The rule, by brute force over every word. */
function expectedCorrection(word: string): string | null {
	if (word.length < 4 || /\d/.test(word)) return null
	const candidates = [...frequency.keys()].filter((w) => w !== word && withinOneEdit(word, w))
	candidates.sort((a, b) => frequency.get(b)! - frequency.get(a)! || (a < b ? -1 : 1))
	return candidates[0] ?? null
}

function expectedCompletions(prefix: string, max: number): string[] {
	return [...frequency.keys()]
		.filter((w) => w.startsWith(prefix))
		.sort((a, b) => frequency.get(b)! - frequency.get(a)! || a.length - b.length || (a < b ? -1 : 1))
		.slice(0, max)
}

/** One-edit misspellings of `word`: a letter dropped, doubled, replaced, or two swapped. */
function misspellings(word: string): string[] {
	const out = new Set<string>()
	for (let i = 0; i < word.length; i++) {
		out.add(word.slice(0, i) + word.slice(i + 1))
		out.add(word.slice(0, i) + word[i] + word.slice(i))
		out.add(word.slice(0, i) + (word[i] === 'e' ? 'a' : 'e') + word.slice(i + 1))
		if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
	}
	return [...out]
}

describe('compact vocabulary', () => {
	test('holds every word of 3+ letters without digits from the generic names, once', () => {
		expect(names.length).toBeGreaterThan(0)
		expect(vocabulary.size).toBe(frequency.size)
		for (const word of frequency.keys()) expect(vocabulary.has(word)).toBe(true)
		expect(vocabulary.has('zzqx')).toBe(false)
	})

	test("corrects the spellings a user types ('bananna' → banana, 'brocoli' → broccoli)", () => {
		expect(vocabulary.correct('bananna')).toBe(expectedCorrection('bananna'))
		expect(vocabulary.correct('bananna')).toBe('banana')
		expect(vocabulary.correct('brocoli')).toBe(expectedCorrection('brocoli'))
	})

	test('every one-edit misspelling of every word gets the same answer as a search over all words', () => {
		const words = [...frequency.keys()].filter((w) => w.length >= 4)
		let checked = 0
		// Every 7th word keeps the test quick while covering thousands of misspellings.
		for (const word of words.filter((_, i) => i % 7 === 0)) {
			for (const typo of misspellings(word)) {
				expect(vocabulary.correct(typo), typo).toBe(expectedCorrection(typo))
				checked++
			}
		}
		expect(checked).toBeGreaterThan(1000)
	})

	test('short words and words with digits are never corrected', () => {
		expect(vocabulary.correct('ric')).toBeNull()
		expect(vocabulary.correct('bana2a')).toBeNull()
	})

	test('completes prefixes most frequent first, then shorter, then alphabetical', () => {
		for (const prefix of ['chi', 'ba', 'broc', 'che', 'z', 'cho', 'nomatch']) {
			expect(vocabulary.completions(prefix, 6), prefix).toEqual(expectedCompletions(prefix, 6))
		}
	})

	test('an empty list of names makes an empty vocabulary', () => {
		const empty = new Vocabulary('none', [], tokenize)
		expect(empty.size).toBe(0)
		expect(empty.correct('banana')).toBeNull()
		expect(empty.completions('ba', 3)).toEqual([])
	})
})

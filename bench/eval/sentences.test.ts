/**
 * The spoken-meal sets (./sentences.ts) on a private copy of the full database, when present: the
 * share of expected foods found right (food named, kcal within ±20 % of the USDA reference) on
 * the tuned part and on the held-out part, each above a floor a little under its measured share.
 *
 * Measured (full data, local parser): before the household-measure and matching changes tuned
 * 58/63 (92.1 %), held-out 35/40 (87.5 %); after them tuned 58/63 (92.1 %), held-out 37/40 (92.5 %).
 */
import { describe, expect, test } from 'vitest'
import { scoreSentences } from './capture.ts'
import { hasFullDb, openFullDbCopy } from './full-db.ts'
import { HELD_OUT_SENTENCES, SENTENCES } from './sentences.ts'

/** Shares below which the test fails (the goal for the held-out part is 90 %). */
const FLOORS = { tuned: 0.88, heldOut: 0.9 }

describe('the held-out sentences', () => {
	test('are not the tuned ones', () => {
		const tuned = new Set(SENTENCES.map((s) => s.text.toLowerCase()))
		expect(HELD_OUT_SENTENCES.length).toBeGreaterThanOrEqual(30)
		expect(HELD_OUT_SENTENCES.filter((s) => tuned.has(s.text.toLowerCase()))).toEqual([])
	})
})

describe.skipIf(!hasFullDb())('spoken meals on the full database', () => {
	test('items right stay above their floors on the tuned and the held-out part', { timeout: 180_000 }, async () => {
		const { db, close } = await openFullDbCopy()
		try {
			const tuned = await scoreSentences(db, SENTENCES)
			const heldOut = await scoreSentences(db, HELD_OUT_SENTENCES)
			expect(tuned.skipped.concat(heldOut.skipped)).toEqual([])
			expect(tuned.right / tuned.total, tuned.misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.tuned)
			expect(heldOut.right / heldOut.total, heldOut.misses.join('\n')).toBeGreaterThanOrEqual(FLOORS.heldOut)
		} finally {
			close()
		}
	})
})

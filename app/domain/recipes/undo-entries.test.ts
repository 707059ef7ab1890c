import { describe, expect, test } from 'vitest'
import { UNDO_ENTRIES_MAX } from './caps.ts'
import { formatUndoEntries, parseUndoEntries } from './undo-entries.ts'

describe('the entries an Undo carries in its URL', () => {
	test('the ids a log wrote come back as they were', () => {
		const ids = ['k3v9x2m1p0q8r7s6t5u4w3y2', 'a1b2c3d4e5f6g7h8i9j0k1l2', 'z_9-8']
		expect(parseUndoEntries(formatUndoEntries(ids))).toEqual(ids)
		const most = Array.from({ length: UNDO_ENTRIES_MAX }, (_, i) => `entry${i}`)
		expect(parseUndoEntries(formatUndoEntries(most))).toEqual(most)
	})

	test('a value no log wrote offers no Undo', () => {
		for (const text of [null, undefined, '', '.', 'a..b', 'a.', '.a', 'a b', 'a;drop', 'ä']) expect(parseUndoEntries(text), String(text)).toBeNull()
		expect(parseUndoEntries(formatUndoEntries(Array.from({ length: UNDO_ENTRIES_MAX + 1 }, (_, i) => `entry${i}`)))).toBeNull()
	})
})

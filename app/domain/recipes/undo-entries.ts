/**
 * The diary entries a recipe log wrote, as they ride in a URL and a form field for the screens'
 * Undo (the planner's Log to Tracker, the Recipes tab's and a recipe page's 'Log a serving'):
 * the entry ids joined by '.', at most UNDO_ENTRIES_MAX of them.
 */
import { UNDO_ENTRIES_MAX } from './caps.ts'

/** One to UNDO_ENTRIES_MAX entry ids (cuid2: letters, digits, '_' and '-'), joined by '.'. */
const UNDO_ENTRIES = new RegExp(`^[\\w-]+(?:\\.[\\w-]+){0,${UNDO_ENTRIES_MAX - 1}}$`)

/** The entry ids `entryIds` as one URL or form value ('a1.b2.c3'). */
export function formatUndoEntries(entryIds: readonly string[]): string {
	return entryIds.join('.')
}

/**
 * The entry ids of a value {@link formatUndoEntries} wrote, or null when `text` is missing or not
 * such a value (empty, another character, more than UNDO_ENTRIES_MAX ids).
 */
export function parseUndoEntries(text: string | null | undefined): string[] | null {
	return text && UNDO_ENTRIES.test(text) ? text.split('.') : null
}

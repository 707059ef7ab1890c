/**
 * The import domain's messages in the page's language. The domain (app/domain/imports/,
 * app/domain/exports/restore.server.ts) stays language-free: it stores and answers English texts,
 * a skipped line's reason ('a weigh-in is already logged on 2024-03-01'), a file it cannot read
 * ("Line 3, column 'Date': '13/45' is not a date (YYYY-MM-DD)") or a backup's restore note. This
 * module recognises each by its English shape and says it again with the `imports` messages;
 * a text it does not know stays as it is (never lost, only untranslated). Isomorphic: the preview
 * and the upload form translate at render.
 */
import type { MessageKey } from '#app/locales/catalogs.ts'
import type { Formatter, MessageValues, Translate } from '#app/utils/i18n.tsx'

type Rule = { pattern: RegExp; say: (m: RegExpExecArray, t: Translate<'imports'>, f: Formatter) => string }

const MEALS = new Set(['breakfast', 'lunch', 'dinner', 'snack'])

/** A message whose placeholders are the pattern's groups, in order. */
const plain = (pattern: RegExp, key: MessageKey<'imports'>, names: string[]): Rule => ({
	pattern,
	say: (m, t) => t(key, Object.fromEntries(names.map((name, i) => [name, m[i + 1]!])) as MessageValues),
})

/** A record the backup could not restore (its kind's name, as the domain writes it → message key). */
const KINDS: Record<string, MessageKey<'imports'>> = {
	'Custom food': 'kind.customFood',
	Recipe: 'kind.recipe',
	'Meal plan': 'kind.mealPlan',
	'Grocery list': 'kind.groceryList',
	'My Meal': 'kind.savedMeal',
}

/** The domain's English messages (app/domain/imports/*.ts, backup-reader.ts, restore.server.ts) by shape. */
const RULES: Rule[] = [
	plain(/^no food name$/, 'reason.noFoodName', []),
	plain(/^unknown weight unit '(.*)'$/s, 'reason.weightUnit', ['unit']),
	plain(/^water in '(.*)', not mL$/s, 'reason.waterUnit', ['unit']),
	plain(/^'(.*)' is not a weight$/s, 'reason.notWeight', ['value']),
	plain(/^(\d{4}-\d{2}-\d{2}) is after today$/, 'reason.afterToday', ['date']),
	plain(/^(\d{4}-\d{2}-\d{2}) is before 1900$/, 'reason.before1900', ['date']),
	{ pattern: /^weight ([\d.]+) kg is outside (\d+)-(\d+) kg$/, say: (m, t, f) => t('reason.weightRange', { weight: f.number(Number(m[1]), 1), min: m[2]!, max: m[3]! }) },
	plain(/^(\d+) ml is outside (\d+)-(\d+) ml$/, 'reason.waterRange', ['ml', 'min', 'max']),
	plain(/^a weigh-in is already logged on (\d{4}-\d{2}-\d{2})$/, 'reason.weighInTaken', ['date']),
	{
		pattern: /^the (\w+) of (\d{4}-\d{2}-\d{2}) already holds (\d+) foods$/,
		// English keeps the domain's lower-case meal word ('the lunch of …'); other languages name the meal.
		say: (m, t, f) => t('reason.mealFull', { meal: f.locale !== 'en' && MEALS.has(m[1]!) ? f.meal(m[1] as 'breakfast') : m[1]!, date: m[2]!, count: m[3]! }),
	},
	plain(/^(\d{4}-\d{2}-\d{2}) already has (\d+) drinks$/, 'reason.waterFull', ['date', 'count']),
	plain(/^deleted in Lose It!$/, 'reason.deletedLoseIt', []),
	plain(/^exercise, not food$/, 'reason.exercise', []),
	plain(/^'(.*)' is not a date \(MM\/DD\/YYYY or YYYY-MM-DD\)$/s, 'error.notDateUs', ['value']),
	plain(/^'(.*)' is not a date \(YYYY-MM-DD\)$/s, 'error.notDateIso', ['value']),
	plain(/^'(.*)' is not a date$/s, 'error.notDate', ['value']),
	plain(/^'(.*)' is not a number$/s, 'error.notNumber', ['value']),
	plain(/^a <Record> tag that never ends$/, 'error.recordTag', []),
	plain(/^the header has no '(.*)' column$/s, 'error.noColumn', ['column']),
	plain(/^not readable as CSV \((.*)\)$/s, 'error.notCsv', ['detail']),
	plain(/^the file is empty$/, 'error.empty', []),
	plain(/^the zip has more than (\d+) entries$/, 'error.zipEntries', ['max']),
	plain(/^the zip's (.+) is damaged$/s, 'error.zipFileDamaged', ['file']),
	plain(/^the zip's (.+?) inflates (?:past|more than) .*$/s, 'error.zipBomb', ['file']),
	plain(/^the zip is damaged$/, 'error.zipDamaged', []),
	plain(/^the zip holds no CSV, XML or JSON file$/, 'error.zipNoFile', []),
	plain(/^This file is not an export we can read \(.*\): its first line does not have the columns we expect$/s, 'error.unknownFormat', []),
	plain(/^This file is not a (\w+) export we can read: its first line does not have the columns we expect$/, 'error.notSourceFormat', ['source']),
	plain(/^more than ([\d,.]+) records in one import$/, 'error.tooManyRecords', ['max']),
	plain(/^this is not valid JSON$/, 'error.notJson', []),
	// A Platewise backup's checks (app/domain/exports/backup-reader.ts and backup-format.ts; the
	// API keeps these English texts, docs/backup-format.md quotes one).
	plain(/^format is not '(.*)'$/s, 'error.backupFormat', ['format']),
	plain(/^format is missing \(expected '(.*)'\)$/s, 'error.backupNoFormat', ['format']),
	plain(/^version (.*) is not one this Platewise reads \(1 to (\d+)\); update Platewise first$/s, 'error.backupVersion', ['version', 'max']),
	plain(/^'(.*)' is not a section of a Platewise backup$/s, 'error.backupSection', ['key']),
	plain(/^expected a "key":value line$/, 'error.backupLine', []),
	plain(/^a backup is a JSON object$/, 'error.backupObject', []),
	plain(/^(\w+) must be a list$/, 'error.backupList', ['key']),
	plain(/^must be a date YYYY-MM-DD$/, 'error.mustDate', []),
	plain(/^must be a time HH:mm$/, 'error.mustTime', []),
	// zod's own words for a value of the wrong type, size or option (the backup's schemas).
	plain(/^Invalid input: expected (\w+), received (\w+)$/, 'error.expectedType', ['type', 'received']),
	plain(/^Too small: expected (\w+) to (?:be|have) >=(-?[\d.]+)(?: characters| items)?$/, 'error.tooSmall', ['kind', 'min']),
	plain(/^Too big: expected (\w+) to (?:be|have) <=(-?[\d.]+)(?: characters| items)?$/, 'error.tooBig', ['kind', 'max']),
	plain(/^Invalid option: expected one of (.*)$/s, 'error.oneOf', ['values']),
	{ pattern: /^Unrecognized key(s?): (.*)$/s, say: (m, t) => t('error.unknownKeys', { count: m[1] ? 2 : 1, keys: m[2]! }) },
	plain(/^Undo removes the entries, weigh-ins and water; restored foods, recipes, plans and goals stay\.$/, 'note.undo', []),
	{
		pattern: /^(Custom food|Recipe|Meal plan|Grocery list|My Meal) '(.*)' not restored: an account keeps at most (\d+)$/s,
		say: (m, t) => t('note.cap', { kind: t(KINDS[m[1]!]!), name: m[2]!, max: m[3]! }),
	},
]

/**
 * One of the import domain's English messages in the page's language.
 * @param text a skipped line's reason, a refused file's message ('Line N[, column 'C']: …'), or a
 *   backup's restore note
 * @returns the translation; `text` itself when its shape is unknown
 */
export function importMessage(t: Translate<'imports'>, f: Formatter, text: string): string {
	const at = /^Line (\d+)(?:, column '(.*?)')?: (.*)$/s.exec(text)
	if (at) {
		const message = importMessage(t, f, at[3]!)
		return at[2] === undefined ? t('error.line', { line: at[1]!, message }) : t('error.lineColumn', { line: at[1]!, column: at[2], message })
	}
	for (const rule of RULES) {
		const m = rule.pattern.exec(text)
		if (m) return rule.say(m, t, f)
	}
	return text
}

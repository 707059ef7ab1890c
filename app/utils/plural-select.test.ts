/**
 * Every message of every catalog reads the same through the rewritten plurals (selects fed by the
 * translate function, app/utils/plural-select.ts) as through Lingui's own plural, for counts a
 * page shows (0, 1, 2, 5, 21, 1.5, 1,234, a million) and every case of each select.
 */
import fs from 'node:fs'
import path from 'node:path'
import { setupI18n } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, test } from 'vitest'
import { LOCALE_TAGS, LOCALES, translatorFor } from './i18n.tsx'
import { serverTranslator } from './i18n.server.ts'
import { pluralsAsSelects, withPluralValues } from './plural-select.ts'

const localesDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../locales')
const COUNTS = [0, 1, 2, 5, 21, 1.5, 1234, 1_000_000]

type Token = string | [string, string?, Record<string, Token[]>?]
/** The arguments of a compiled message: name → the select's case keys, 'plural', or 'text'. */
function argumentsOf(tokens: unknown, into = new Map<string, string[] | 'plural' | 'text'>()) {
	if (!Array.isArray(tokens)) return into
	for (const token of tokens as Token[]) {
		if (typeof token === 'string') continue
		const [name, type, format] = token
		if (type === 'plural') into.set(name, 'plural')
		else if (type === 'select') into.set(name, Object.keys(format ?? {}))
		else if (!into.has(name)) into.set(name, 'text')
		for (const branch of Object.values(format ?? {})) argumentsOf(branch, into)
	}
	return into
}

describe('plurals read the same without Intl.NumberFormat', () => {
	for (const locale of LOCALES) {
		test(`every ${locale} message, as Lingui's plural writes it`, () => {
			const lingui = setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: {} } })
			const translator = serverTranslator(locale)
			let plurals = 0
			for (const file of fs.readdirSync(path.join(localesDir, locale)).filter((f) => f.endsWith('.json'))) {
				const ns = file.replace(/\.json$/, '')
				const catalog = JSON.parse(fs.readFileSync(path.join(localesDir, locale, file), 'utf8')) as Record<string, string>
				const t = translatorFor(translator, ns as never) as (key: string, values?: Record<string, string | number>) => string
				for (const [key, source] of Object.entries(catalog)) {
					const original = compileMessageOrThrow(source)
					lingui.load(locale, { [`${ns}.${key}`]: original })
					const args = argumentsOf(original)
					if ([...args.values()].includes('plural')) plurals++
					for (let i = 0; i < COUNTS.length; i++) {
						const values: Record<string, string | number> = {}
						for (const [name, kind] of args) values[name] = kind === 'plural' ? COUNTS[i]! : kind === 'text' ? `‹${name}›` : (kind[i % kind.length] ?? 'other')
						expect(t(key, values), `${locale} ${ns}.${key} ${JSON.stringify(values)}`).toBe(lingui._(`${ns}.${key}`, values))
					}
				}
			}
			expect(plurals).toBeGreaterThan(50)
		})
	}

	test('an exact case (=0) wins over the category, and # is the number in the language', () => {
		const message = pluralsAsSelects(compileMessageOrThrow('{count, plural, =0 {none} one {# item} other {# items}}'))
		const i18n = setupI18n({ locale: 'de', messages: { de: { m: message } } })
		const say = (count: number) => i18n._('m', withPluralValues({ count }, 'de', 'de-DE'))
		expect([say(0), say(1), say(1234.5)]).toEqual(['none', '1 item', '1.234,5 items'])
	})
})

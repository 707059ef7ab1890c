/**
 * The catalogs are complete and all in use: every language has exactly English's namespaces and
 * keys, every message is valid ICU MessageFormat with English's placeholders, no message is left
 * in English unless listed as a name (same-as-english.json), and every English key is used by
 * the code.
 */
import fs from 'node:fs'
import path from 'node:path'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { parse, type Token } from '@messageformat/parser'
import { describe, expect, test } from 'vitest'
import { LOCALES } from '#app/utils/i18n.tsx'
import sameAsEnglish from './same-as-english.json'

const dir = path.dirname(new URL(import.meta.url).pathname)
const appDir = path.resolve(dir, '..')
const read = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8')) as Record<string, string>
const namespacesOf = (locale: string) =>
	fs
		.readdirSync(path.join(dir, locale))
		.filter((f) => f.endsWith('.json'))
		.map((f) => f.replace(/\.json$/, ''))
		.sort()
const english = Object.fromEntries(namespacesOf('en').map((ns) => [ns, read('en', ns)]))

/** The argument names a message uses ({name}, {count, plural, …}), nested ones included. */
function argumentsOf(message: string): string[] {
	const names = new Set<string>()
	const walk = (tokens: Token[]) => {
		for (const token of tokens) {
			if (token.type === 'argument' || token.type === 'function') names.add(token.arg)
			if (token.type === 'plural' || token.type === 'select') {
				names.add(token.arg)
				for (const c of token.cases) walk(c.tokens)
			}
		}
	}
	walk(parse(message))
	return [...names].sort()
}

/**
 * Namespaces of messages the domain writes in English and app/utils/i18n-messages.server.ts
 * recognises by their English text (no key appears in the code): a message is used when its
 * English text is written in the code, a number placeholder `{0}` standing for a number or a
 * `${…}`, a text placeholder (`{label}`) for a `${…}` or a capitalised phrase; a `label.*` message when the code has it
 * as a string literal (a field label passed to a schema helper); 'X not found' when the code
 * throws `new NotFoundError('X')` or has 'X' as its default (the error class writes the sentence).
 */
const DOMAIN_MESSAGE_NAMESPACES = new Set(['validation', 'apiErrors'])
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
function domainMessageUsed(key: string, english: string, code: string): boolean {
	if (key.startsWith('label.')) return new RegExp(`['"\`]${escapeRegExp(english)}['"\` :]`).test(code)
	const notFound = /^(.+) not found$/.exec(english)
	if (notFound && !notFound[1]!.includes('{') && new RegExp(`(?:new NotFoundError\\(|what = )'${escapeRegExp(notFound[1]!)}'`).test(code)) return true
	const pattern = english
		.split(/(\{\w+\})/)
		.map((part) => {
			const slot = /^\{(\w+)\}$/.exec(part)?.[1]
			if (slot === undefined) return escapeRegExp(part)
			return /^\d+$/.test(slot) ? String.raw`(?:-?\d+(?:\.\d+)?|\$\{[^}]+\})` : String.raw`(?:\$\{[^}]+\}|[A-Z][\w -]*?)`
		})
		.join('')
	return new RegExp(pattern).test(code)
}

describe('message catalogs', () => {
	test.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English namespaces and keys', (locale) => {
		expect(namespacesOf(locale)).toEqual(Object.keys(english).sort())
		for (const [ns, messages] of Object.entries(english)) {
			const translated = read(locale, ns)
			const missing = Object.keys(messages).filter((k) => !(k in translated))
			const extra = Object.keys(translated).filter((k) => !(k in messages))
			expect({ ns, missing, extra }).toEqual({ ns, missing: [], extra: [] })
		}
	})

	test.each(LOCALES)('every %s message is valid ICU with the English placeholders', (locale) => {
		const bad: string[] = []
		for (const [ns, messages] of Object.entries(english)) {
			const translated = read(locale, ns)
			for (const [key, source] of Object.entries(messages)) {
				const text = translated[key]
				if (text === undefined) continue
				try {
					compileMessageOrThrow(text)
					if (argumentsOf(text).join() !== argumentsOf(source).join()) bad.push(`${ns}.${key}: placeholders ${argumentsOf(text).join()} vs English ${argumentsOf(source).join()}`)
				} catch (error) {
					bad.push(`${ns}.${key}: ${(error as Error).message}`)
				}
				if (!text.trim()) bad.push(`${ns}.${key}: empty`)
			}
		}
		expect(bad).toEqual([])
	})

	test.each(LOCALES.filter((l) => l !== 'en'))('%s leaves no message in English except names', (locale) => {
		const allowed = new Set(sameAsEnglish.keys)
		const untranslated: string[] = []
		for (const [ns, messages] of Object.entries(english)) {
			const translated = read(locale, ns)
			for (const [key, source] of Object.entries(messages)) {
				// Text without letters ('{count} g', '–') reads the same in every language.
				if (translated[key] === source && /\p{L}{2,}/u.test(source.replace(/\{[^}]*\}/g, '')) && !allowed.has(`${ns}.${key}`)) untranslated.push(`${ns}.${key}: ${source}`)
			}
		}
		expect(untranslated).toEqual([])
	})

	test('every English key is used by the code', () => {
		const sources: string[] = []
		const walk = (d: string) => {
			for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
				const p = path.join(d, entry.name)
				if (entry.isDirectory()) walk(p)
				else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !p.startsWith(dir)) sources.push(fs.readFileSync(p, 'utf8'))
			}
		}
		walk(appDir)
		const code = sources.join('\n')
		// Keys written out ('nav.home') and key prefixes of template literals (`language.${code}`).
		const literals = new Set([...code.matchAll(/(['"`])([\w.-]+)\1/g)].map((m) => m[2]))
		const prefixes = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((m) => m[1]!)
		const unused: string[] = []
		for (const [ns, messages] of Object.entries(english))
			for (const [key, source] of Object.entries(messages)) {
				if (DOMAIN_MESSAGE_NAMESPACES.has(ns) ? !domainMessageUsed(key, source, code) : !literals.has(key) && !prefixes.some((p) => key.startsWith(p))) unused.push(`${ns}.${key}`)
			}
		expect(unused).toEqual([])
	})
})

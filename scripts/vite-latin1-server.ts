import type { Plugin } from 'vite'

/** A character above U+00FF (anything a one-byte string cannot hold). */
const OUTSIDE_LATIN1 = /[\u0100-\uffff]/

/**
 * The server build written in Latin-1 only: every character above U+00FF becomes a `\uXXXX`
 * escape. V8 keeps a module's source for lazy compilation, and one character outside Latin-1 makes
 * the whole source a two-byte string: the 2.08 MB server bundle, with 545 such characters
 * (typographic quotes, dashes and spaces in the catalogs), was held as 4.2 MB in every worker.
 * Escapes mean the same in strings, templates, regular expressions and comments; a `String.raw`
 * template is where they would not (it reads the escape as written), so the build fails if one holds
 * such a character. Done when the bundle is generated: a later renderChunk pass of Vite's writes UTF-8 again.
 */
export function latin1ServerBundle(): Plugin {
	return {
		name: 'platewise:latin1-server-bundle',
		apply: 'build',
		generateBundle(_options, bundle) {
			// Vite 6 runs one plugin instance for both builds; the environment tells the server's apart.
			if (this.environment?.config.consumer !== 'server') return
			for (const chunk of Object.values(bundle)) {
				if (chunk.type !== 'chunk' || !OUTSIDE_LATIN1.test(chunk.code)) continue
				for (const match of chunk.code.matchAll(/String\.raw`([^`]*)`/g))
					if (OUTSIDE_LATIN1.test(match[1]!)) throw new Error(`latin1ServerBundle: a String.raw template in ${chunk.fileName} holds a character an escape would change: ${match[0].slice(0, 80)}`)
				chunk.code = chunk.code.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
			}
		},
	}
}

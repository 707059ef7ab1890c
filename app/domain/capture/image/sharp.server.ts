/**
 * sharp (libvips, ~28 MB of resident memory once loaded) is loaded on the first image that needs
 * it rather than when the server build is imported (server RSS after boot), so a server
 * that never receives a photo never pays for it.
 *
 * Memory (decode.server.ts budgets the rest): libvips' operation cache is off (by default it
 * keeps up to 50 MB of recent results, which a server decoding each upload once never reuses).
 */
import type sharpType from 'sharp'

let loading: Promise<typeof sharpType> | null = null

/** The sharp module's default export, imported once on first use. */
export function loadSharp(): Promise<typeof sharpType> {
	loading ??= import('sharp').then((m) => {
		m.default.cache(false)
		return m.default
	})
	return loading
}

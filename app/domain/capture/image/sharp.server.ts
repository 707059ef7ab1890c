/**
 * sharp (libvips, ~28 MB of resident memory once loaded) is loaded on the first image that needs
 * it rather than when the server build is imported (server RSS after boot), so a server
 * that never receives a photo never pays for it.
 *
 * Memory (decode.server.ts budgets the rest): libvips' operation cache is off (by default it
 * keeps up to 50 MB of recent results, which a server decoding each upload once never reuses), and
 * libvips runs one thread per operation: decodes already run one at a time per process, the server
 * runs a worker per core, and each extra libvips thread holds its own buffers (measured with the
 * 16-upload memory test: the web worker's peak 226 → 203-207 MB).
 */
import type sharpType from 'sharp'

let loading: Promise<typeof sharpType> | null = null

/** The sharp module's default export, imported once on first use. */
export function loadSharp(): Promise<typeof sharpType> {
	loading ??= import('sharp').then((m) => {
		m.default.cache(false)
		m.default.concurrency(1)
		return m.default
	})
	return loading
}

/**
 * sharp (libvips, ~28 MB of resident memory once loaded) is loaded on the first image that needs
 * it rather than when the server build is imported (server RSS after boot), so a server
 * that never receives a photo never pays for it.
 */
import type sharpType from 'sharp'

let loading: Promise<typeof sharpType> | null = null

/** The sharp module's default export, imported once on first use. */
export function loadSharp(): Promise<typeof sharpType> {
	loading ??= import('sharp').then((m) => m.default)
	return loading
}

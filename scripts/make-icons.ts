/**
 * Renders the app's install icons (public/manifest.webmanifest) from their SVG sources in
 * public/icons/ with sharp: `npx tsx scripts/make-icons.ts`. Run it after changing an SVG and commit
 * the PNGs (browsers and Lighthouse's installability check need PNG icons of 192 and 512 px).
 *
 * - icon.svg → icon-192.png, icon-512.png (purpose "any": a rounded tile, drawn to its edges);
 *   apple-touch-icon.png (180 px, iOS home screen);
 * - maskable.svg → maskable-512.png (purpose "maskable": a full-bleed tile whose plate lies inside
 *   the central circle of 40 % radius that every mask shape keeps, per the W3C manifest spec);
 * - badge.svg → badge-96.png (white on transparent, the small monochrome icon Android shows in the
 *   status bar for a notification).
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const dir = fileURLToPath(new URL('../public/icons/', import.meta.url))

/** Output file → [SVG source, edge in px]. */
const ICONS: Record<string, [string, number]> = {
	'icon-192.png': ['icon.svg', 192],
	'icon-512.png': ['icon.svg', 512],
	'apple-touch-icon.png': ['icon.svg', 180],
	'maskable-512.png': ['maskable.svg', 512],
	'badge-96.png': ['badge.svg', 96],
}

for (const [out, [source, size]] of Object.entries(ICONS)) {
	const svg = await readFile(dir + source)
	// density: render the SVG at the output size's resolution instead of scaling a 72 dpi raster.
	const density = Math.ceil((72 * size) / 96)
	await sharp(svg, { density }).resize(size, size).png({ compressionLevel: 9 }).toFile(dir + out)
	console.log(`${out}: ${size}×${size} from ${source}`)
}

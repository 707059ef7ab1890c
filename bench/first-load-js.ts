/**
 * First-load JavaScript per screen: the gzip size of the client entry, the root route and the
 * screen's route module with every chunk they import statically, from the build's client manifest
 * (`<build>/.vite/client-manifest.json`). A module a screen imports on use (a dynamic import, e.g.
 * the dashboard's sheets) is not first-load JavaScript. The budget is 100 KiB per screen.
 *
 * Run alone after a build: `BUILD_DIR=build npx tsx bench/first-load-js.ts` prints one line per
 * screen; `npm run bench` prints the same figures in its section 2.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** One screen's first-load JavaScript: its route module key, KiB gzip and how many files. */
export type ScreenJavaScript = { screen: string; kib: number; files: number }

/** The first-load budget per screen, KiB gzip (the performance card in ../shared/perf). */
export const FIRST_LOAD_BUDGET_KIB = 100

/**
 * Measures every screen of a built app.
 * @param buildDir the Remix build directory (holds `client/` and `.vite/client-manifest.json`)
 * @returns the screens sorted by route file, and the largest single client chunk; null when the
 *   directory has no client manifest (not built yet)
 */
export function firstLoadJavaScript(buildDir: string): { screens: ScreenJavaScript[]; largest: { file: string; kib: number } } | null {
	const manifestPath = path.join(buildDir, '.vite/client-manifest.json')
	if (!fs.existsSync(manifestPath)) return null
	type Chunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string }
	const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>
	const gzipped = new Map<string, number>()
	const size = (file: string) => {
		let gz = gzipped.get(file)
		if (gz == null) {
			gz = gzipSync(fs.readFileSync(path.join(buildDir, 'client', file))).length
			gzipped.set(file, gz)
		}
		return gz
	}
	const closure = (key: string, seen = new Set<string>()) => {
		if (seen.has(key)) return seen
		seen.add(key)
		for (const i of manifest[key]?.imports ?? []) closure(i, seen)
		return seen
	}
	const entryKey = Object.keys(manifest).find((k) => k.includes('entry.client'))!
	const rootKey = Object.keys(manifest).find((k) => k.startsWith('app/root.tsx'))!
	const base = new Set([...closure(entryKey), ...closure(rootKey)])
	const keys = Object.keys(manifest).filter((k) => k.startsWith('app/routes/') && manifest[k]!.isEntry && !/\/(api\.|healthcheck|logout)/.test(k) && manifest[k]!.file.endsWith('.js'))
	let largest = { file: '', kib: 0 }
	const screens = keys.sort().map((key) => {
		const files = new Set([...base, ...closure(key)])
		let gz = 0
		for (const f of files) {
			const s = size(manifest[f]!.file)
			gz += s
			if (s / 1024 > largest.kib) largest = { file: manifest[f]!.file, kib: s / 1024 }
		}
		return { screen: key.replace('app/routes/', '').replace('?__remix-build-client-route', ''), kib: gz / 1024, files: files.size }
	})
	return { screens, largest }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
	const result = firstLoadJavaScript(buildDir)
	if (!result) {
		console.log(`no client manifest in ${buildDir}: build first`)
		process.exit(1)
	}
	for (const s of result.screens) console.log(`${s.kib <= FIRST_LOAD_BUDGET_KIB ? 'ok  ' : 'OVER'} ${s.kib.toFixed(1).padStart(6)} KiB  ${s.files} files  ${s.screen}`)
	console.log(`largest chunk: ${result.largest.file} ${result.largest.kib.toFixed(1)} KiB`)
}

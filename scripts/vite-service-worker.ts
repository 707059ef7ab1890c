/**
 * Builds the service worker (app/sw/service-worker.ts) into `<client build>/sw.js` at the end of
 * the client build, the way Workbox's "inject manifest" mode does: the worker's source and the
 * Workbox runtime modules it imports are bundled into one classic script, and `self.__WB_MANIFEST`
 * is replaced by the list of files to precache:
 *
 * - every JavaScript and CSS chunk a screen loads up front (the route modules, the entry, and
 *   everything they import statically), revision null since their names carry a content hash.
 *   Chunks only ever loaded on demand (the barcode scanner, the camera: `import()` islands) are
 *   left out; they are cached on first use (cache-first under /assets/);
 * - the public files an offline page and the install need (offline page, manifest, icons,
 *   favicon), each with an MD5 of its content as revision, so a changed file is fetched again.
 *
 * Production builds only (`vite build`); `npm run dev` has no worker.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type Plugin, type ResolvedConfig } from 'vite'

/** Public files precached with a content revision (paths under the client build). */
const PUBLIC_PRECACHE = ['/offline.html', '/manifest.webmanifest', '/favicon.svg', '/icons/icon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/icons/badge-96.png']

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; viteMetadata?: { importedCss: Set<string> } }
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string }>

/** The chunks reachable from the build's entries by static imports, and their CSS. */
export function upFrontFiles(bundle: Bundle): string[] {
	const files = new Set<string>()
	const visit = (name: string) => {
		const chunk = bundle[name]
		if (!chunk || chunk.type !== 'chunk' || files.has(chunk.fileName)) return
		files.add(chunk.fileName)
		for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
		for (const imported of chunk.imports) visit(imported)
	}
	for (const [name, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(name)
	return [...files].sort()
}

/** The Vite plugin (client build only). */
export function serviceWorker(options: { source: string }): Plugin {
	let config: ResolvedConfig
	return {
		name: 'platewise-service-worker',
		apply: 'build',
		configResolved(resolved) {
			config = resolved
		},
		async writeBundle(_output, bundle) {
			if (config.build.ssr) return
			const outDir = path.resolve(config.root, config.build.outDir)
			const base = config.base.endsWith('/') ? config.base : `${config.base}/`
			const precache: Array<{ url: string; revision: string | null }> = upFrontFiles(bundle as unknown as Bundle).map((file) => ({ url: base + file, revision: null }))
			for (const file of PUBLIC_PRECACHE) {
				const content = await readFile(path.join(outDir, file)).catch(() => null)
				if (content) precache.push({ url: file, revision: createHash('md5').update(content).digest('hex') })
			}
			await build({
				configFile: false,
				logLevel: 'warn',
				root: config.root,
				resolve: { alias: config.resolve.alias },
				define: {
					'self.__WB_MANIFEST': JSON.stringify(precache),
					// Workbox's development logging is dropped from the production worker.
					'process.env.NODE_ENV': JSON.stringify('production'),
				},
				build: {
					outDir,
					emptyOutDir: false,
					copyPublicDir: false,
					target: 'es2020',
					minify: true,
					sourcemap: false,
					lib: { entry: path.resolve(config.root, options.source), formats: ['iife'], name: 'platewiseServiceWorker', fileName: () => 'sw.js' },
				},
			})
		},
	}
}

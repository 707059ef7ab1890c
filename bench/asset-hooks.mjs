/**
 * Node module hooks for `npm run bench`'s in-process section, which imports route modules
 * directly (no Vite): an asset import (`./icons/sprite.svg?url&no-inline`, images, CSS) becomes
 * a module whose default export is the file's path, the way Vite's `?url` import gives its URL.
 */
const ASSET = /\.(svg|png|jpe?g|webp|gif|ico|css|woff2?)(\?.*)?$/

export async function load(url, context, nextLoad) {
	if (url.startsWith('file:') && ASSET.test(url)) {
		const path = new URL(url).pathname
		return { format: 'module', source: `export default ${JSON.stringify(path)}`, shortCircuit: true }
	}
	return nextLoad(url, context)
}

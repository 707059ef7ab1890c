/**
 * Per-request work cut out of scripts/server.js (issue 12). A CPU profile of one worker serving
 * GET /api/users/{id}/progress/daily/{date} showed Remix's route matching (@remix-run/router
 * flattening and compiling every route pattern, twice per request: once to pick the handler,
 * once more in `queryRoute`) at ~10 %, and streaming a small JSON body through a web stream at
 * ~8 %. Resource routes (no default export, no ErrorBoundary: every /api route, /healthcheck,
 * /logout, the exports) have no document to render, so this middleware runs them the way
 * Remix's `handleResourceRequest` does, with the route match memoised per pathname:
 * - same Request (built by @remix-run/express's own `createRemixRequest`: host, trust-proxy,
 *   abort signal on client disconnect, streamed body), same `{ request, params, context }`;
 * - GET/HEAD run the loader, POST/PUT/PATCH/DELETE the action; a route without the needed export,
 *   any other method, a single-fetch `.data` URL or `?_data` goes on to Remix unchanged;
 * - a thrown Response is the answer (with Remix's `X-Remix-Catch: yes`); anything else thrown is
 *   passed to the entry's `handleError` and answered 500 'Unexpected Server Error', like Remix
 *   in production; a naked object becomes JSON, like Remix with single fetch.
 * Document requests (pages and their `.data` loads) still go through Remix entirely.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const { createRemixRequest } = require('@remix-run/express/dist/server.js')
// The router @remix-run/server-runtime matches with (the same module instance).
const { matchRoutes } = createRequire(require.resolve('@remix-run/server-runtime'))('@remix-run/router')

/** How many distinct pathnames keep their route match (least recently used beyond that are dropped). */
const MATCH_CACHE_SIZE = 2000
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The server build's route manifest as the nested route tree Remix matches against (routes.js `createRoutes`). */
function routeTree(manifest) {
	const byParent = new Map()
	for (const route of Object.values(manifest)) {
		const parentId = route.parentId || ''
		if (!byParent.has(parentId)) byParent.set(parentId, [])
		byParent.get(parentId).push(route)
	}
	const build = (parentId) => (byParent.get(parentId) ?? []).map((route) => ({ ...route, children: build(route.id) }))
	return build('')
}

/**
 * Express middleware: runs a matched resource route directly (see the module comment); anything
 * else calls `next()` and reaches Remix's request handler.
 */
export function resourceRouteFastPath(build, entry) {
	const routes = routeTree(build.routes)
	const basename = build.basename
	/** pathname → the leaf match of a resource route, or null (not a resource route). */
	const cache = new Map()
	const leafResourceMatch = (pathname) => {
		if (cache.has(pathname)) {
			const hit = cache.get(pathname)
			cache.delete(pathname)
			cache.set(pathname, hit)
			return hit
		}
		const matches = matchRoutes(routes, pathname, basename)
		const leaf = matches?.at(-1)
		const module = leaf?.route.module
		const result = leaf && module && !module.default && !module.ErrorBoundary ? { params: leaf.params, module } : null
		cache.set(pathname, result)
		if (cache.size > MATCH_CACHE_SIZE) cache.delete(cache.keys().next().value)
		return result
	}

	return (req, res, next) => {
		const method = req.method
		const reads = method === 'GET' || method === 'HEAD'
		if (!reads && !MUTATIONS.has(method)) return next()
		const pathname = req.path
		if (pathname.endsWith('.data') || (req.query && '_data' in req.query)) return next()
		const match = leafResourceMatch(pathname)
		const handler = match && (reads ? match.module.loader : match.module.action)
		if (typeof handler !== 'function') return next()
		const request = createRemixRequest(req, res)
		const params = { ...match.params }
		run(handler, request, params, entry).then(
			(response) => send(res, response),
			(error) => next(error),
		)
	}
}

async function run(handler, request, params, entry) {
	try {
		const result = await handler({ request, params, context: {} })
		return result instanceof Response ? result : Response.json(result)
	} catch (error) {
		if (error instanceof Response) {
			try {
				error.headers.set('X-Remix-Catch', 'yes')
			} catch {
				/* immutable headers: answer as is */
			}
			return error
		}
		if (!request.signal.aborted) entry.handleError?.(error, { request, params, context: {} })
		return new Response('Unexpected Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } })
	}
}

/** Writes a web Response to Express; a small (non-streaming) body goes out in one write. */
async function send(res, response) {
	res.statusMessage = response.statusText
	res.status(response.status)
	for (const [key, value] of response.headers.entries()) res.append(key, value)
	if (!response.body) return void res.end()
	if (/text\/event-stream/i.test(response.headers.get('Content-Type') ?? '')) {
		res.flushHeaders()
		for await (const chunk of response.body) res.write(chunk)
		return void res.end()
	}
	res.end(Buffer.from(await response.arrayBuffer()))
}

/**
 * The URL paths of the files under `dir` (recursively), served at `prefix`; a subfolder named
 * `skip` (the hashed build assets, mounted on their own) is left out.
 */
export function listFiles(dir, prefix, skip) {
	const found = new Set()
	const walk = (folder, urlBase) => {
		let entries
		try {
			entries = fs.readdirSync(folder, { withFileTypes: true })
		} catch {
			return
		}
		for (const e of entries) {
			if (urlBase === prefix && e.name === skip) continue
			if (e.isDirectory()) walk(path.join(folder, e.name), `${urlBase}${e.name}/`)
			else found.add(`${urlBase}${e.name}`)
		}
	}
	walk(dir, prefix.endsWith('/') ? prefix : `${prefix}/`)
	return found
}

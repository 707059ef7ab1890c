/**
 * Route matching without recomputation (issue 12, dashboard HTML). A CPU profile of one worker
 * serving the signed-in dashboard put 14 % of its time in @remix-run/router's `matchRoutes`, run
 * 4-5 times per document request (Remix's handler, the static handler's query, the server
 * router, React Router's `useRoutes`, the lazy route discovery manifest), and each time it:
 * flattens and ranks every route of the app again (~60 routes with the /api ones), scoring each
 * path by splitting it, and builds a new RegExp for every path it tries (`compilePath`).
 * All of that depends only on the route definitions, so this module memoises it:
 * - `compilePath(path, caseSensitive, end)` → the same `[RegExp, params]` per arguments (a pure
 *   function of three values; the RegExp has no global/sticky flag, so sharing it is safe);
 * - `computeScore(path, index)` per arguments (pure);
 * - the flattened, ranked branches per routes array (`WeakMap`, rebuilt if the array's length
 *   changes). Remix's server builds its route arrays once per server build; the arrays React
 *   Router builds per render get the two memos above.
 * Matching results are unchanged (tests/unit/server/router-memo.test.ts compares every route of the
 * real build, patched against unpatched).
 *
 * How: the router is CommonJS and every consumer (server-runtime, react-router, react-router-dom,
 * @remix-run/react) `require`s the one copy in node_modules. `installRouterMemo()` compiles its
 * source with these three edits into the CommonJS module cache under its own file name before any
 * of them loads it. If the source does not contain the expected text (a router upgrade), it leaves
 * the module alone and says so once: slower, never wrong.
 */
import fs from 'node:fs'
import Module, { createRequire } from 'node:module'
import path from 'node:path'

/** Most distinct patterns kept (route paths are a few dozen; matchPath may get others). */
const MAX_PATTERNS = 2000

/** The three edits: [text in router.cjs.js, replacement]. */
const EDITS = [
	[
		'function compilePath(path, caseSensitive, end) {',
		`const __pwCompiled = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive === true ? "1" : "0") + (end === false ? "0" : "1") + path;
  let hit = __pwCompiled.get(key);
  if (hit === undefined) {
    hit = compilePathUncached(path, caseSensitive, end);
    if (__pwCompiled.size >= ${MAX_PATTERNS}) __pwCompiled.clear();
    __pwCompiled.set(key, hit);
  }
  return hit;
}
function compilePathUncached(path, caseSensitive, end) {`,
	],
	[
		'function computeScore(path, index) {',
		`const __pwScores = new Map();
function computeScore(path, index) {
  const key = (index ? "1" : "0") + path;
  let hit = __pwScores.get(key);
  if (hit === undefined) {
    hit = computeScoreUncached(path, index);
    if (__pwScores.size >= ${MAX_PATTERNS}) __pwScores.clear();
    __pwScores.set(key, hit);
  }
  return hit;
}
function computeScoreUncached(path, index) {`,
	],
	[
		'  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n',
		`  let branches = __pwRankedBranches(routes);\n`,
	],
]

const RANKED = `
const __pwRanked = new WeakMap();
function __pwRankedBranches(routes) {
  let hit = __pwRanked.get(routes);
  if (hit !== undefined && hit.length === routes.length) return hit.branches;
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  __pwRanked.set(routes, { length: routes.length, branches });
  return branches;
}
`

/**
 * The router's source with the memo edits, or null when one of the expected texts is missing.
 * @param {string} source router.cjs.js as published
 * @returns {string | null}
 */
export function memoisedRouterSource(source) {
	let out = source
	for (const [from, to] of EDITS) {
		if (out.split(from).length !== 2) return null
		out = out.replace(from, () => to)
	}
	return `${out}\n${RANKED}`
}

/**
 * Puts the memoised router into the CommonJS module cache (see the module comment). Call before
 * anything loads Remix. Idempotent.
 * @param {string} [fromDir] directory whose node_modules resolution finds the router (default: this app's)
 * @returns {boolean} true when the patched router is in place, false when left as published
 */
export function installRouterMemo(fromDir = process.cwd()) {
	const require = createRequire(path.join(fromDir, 'package.json'))
	// The copy @remix-run/server-runtime itself resolves (the one every consumer shares here).
	const runtime = require.resolve('@remix-run/server-runtime')
	const file = createRequire(runtime).resolve('@remix-run/router')
	const cached = require.cache[file]
	if (cached?.exports?.__platewiseMemo) return true
	if (cached) {
		console.warn('platewise: @remix-run/router was loaded before the route-matching memo could be installed')
		return false
	}
	const patched = memoisedRouterSource(fs.readFileSync(file, 'utf8'))
	if (!patched) {
		console.warn(`platewise: ${file} is not the version the route-matching memo expects; using it unchanged`)
		return false
	}
	const mod = new Module(file, null)
	mod.filename = file
	mod.paths = Module._nodeModulePaths(path.dirname(file))
	mod._compile(patched, file)
	mod.loaded = true
	Object.defineProperty(mod.exports, '__platewiseMemo', { value: true })
	require.cache[file] = mod
	return true
}

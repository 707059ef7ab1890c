/**
 * Route matching without recomputation (the dashboard's HTML throughput). A CPU profile of one worker
 * serving the signed-in dashboard put 14 % of its time in @remix-run/router's `matchRoutes`, run
 * 4-5 times per document request (Remix's handler, the static handler's query, the server
 * router, React Router's `useRoutes`, the lazy route discovery manifest), and each time it:
 * flattens and ranks every route of the app again (~60 routes with the /api ones), scoring each
 * path by splitting it, and builds a new RegExp for every path it tries (`compilePath`).
 * All of that depends only on the route definitions, so this module memoises it:
 * - `compilePath(path, caseSensitive, end)` → the same `[RegExp, params]` per arguments (a pure
 *   function of three values; the RegExp has no global/sticky flag, so sharing it is safe);
 * - `computeScore(path, index)` per arguments (pure);
 * - `matchRoutes`: the ranked branches of a route tree, kept as child-index paths (a "plan"),
 *   and the branch that wins for each pathname. Both depend only on the tree's shape (each route's
 *   path, index flag, case sensitivity and children), so a plan is found by the routes array
 *   (Remix's server builds its arrays once) or by the shape (React Router's arrays are built anew
 *   on every render). A match is still made by the router's own `matchRouteBranch` on the
 *   caller's route objects, so every answer is a fresh object, as before.
 * Matching results are unchanged (tests/unit/server/router-memo.test.ts compares every route of the
 * app and odd URLs, patched against published). Maps are bounded (2,000 patterns or pathnames).
 * How: the router is CommonJS and every consumer (server-runtime, react-router, react-router-dom,
 * @remix-run/react) `require`s the one copy in node_modules. `installRouterMemo()` compiles its
 * source with these three edits into the CommonJS module cache under its own file name before any
 * of them loads it. If the source does not contain the expected text (a router upgrade), it leaves
 * the module alone and says so once: slower, never wrong.
 */
import fs from 'node:fs'
import Module, { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Most distinct patterns kept (route paths are a few dozen; matchPath may get others). */
const MAX_PATTERNS = 2000

/** matchRoutesImpl's body after the pathname is known, as published in @remix-run/router 1.23. */
const MATCH_LOOP = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {
    // Incoming pathnames are generally encoded from either window.location
    // or from router.navigate, but we want to match against the unencoded
    // paths in the route definitions.  Memory router locations won't be
    // encoded here but there also shouldn't be anything to decode so this
    // should be a safe operation.  This avoids needing matchRoutes to be
    // history-aware.
    matches = matchRouteBranch(branches[i], decoded, allowPartial);
  }
  return matches;`

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
		MATCH_LOOP,
		`  let decoded = decodePath(pathname);
  let plan = __pwPlanFor(routes);
  let key = (allowPartial ? "1" : "0") + decoded;
  let winner = plan.winners.get(key);
  if (winner !== undefined) return winner === -1 ? null : matchRouteBranch(__pwBranch(plan.branches[winner], routes), decoded, allowPartial);
  let matches = null;
  for (let i = 0; matches == null && i < plan.branches.length; ++i) {
    matches = matchRouteBranch(__pwBranch(plan.branches[i], routes), decoded, allowPartial);
    if (matches != null) winner = i;
  }
  if (plan.winners.size >= ${MAX_PATTERNS}) plan.winners.clear();
  plan.winners.set(key, winner === undefined ? -1 : winner);
  return matches;`,
	],
]

/**
 * The plan: a route tree's ranked branches as child-index paths, which depend only on each route's
 * path, index flag, case sensitivity and children (its shape), plus the winning branch per
 * pathname. Kept per routes array, and per shape for arrays built anew on every render.
 */
const PLAN = `
const __pwPlansByArray = new WeakMap();
const __pwPlansByShape = new Map();
function __pwShape(routes) {
  let out = "";
  for (let r of routes) {
    out += (r.path == null ? "\u0001" : r.path) + (r.index ? "\u0002" : "") + (r.caseSensitive === true ? "\u0003" : "");
    if (r.children && r.children.length > 0) out += "\u0004" + __pwShape(r.children) + "\u0005";
    out += "\u0006";
  }
  return out;
}
function __pwPlanFor(routes) {
  let byArray = __pwPlansByArray.get(routes);
  if (byArray !== undefined && byArray.length === routes.length) return byArray.plan;
  let shape = __pwShape(routes);
  let plan = __pwPlansByShape.get(shape);
  if (plan === undefined) {
    let branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    plan = {
      winners: new Map(),
      branches: branches.map(b => ({ path: b.path, score: b.score, steps: b.routesMeta.map(m => ({ relativePath: m.relativePath, caseSensitive: m.caseSensitive, childrenIndex: m.childrenIndex })) }))
    };
    if (__pwPlansByShape.size >= 50) __pwPlansByShape.clear();
    __pwPlansByShape.set(shape, plan);
  }
  __pwPlansByArray.set(routes, { length: routes.length, plan });
  return plan;
}
function __pwBranch(planned, routes) {
  let list = routes;
  let routesMeta = planned.steps.map(step => {
    let route = list[step.childrenIndex];
    list = route.children;
    return { relativePath: step.relativePath, caseSensitive: step.caseSensitive, childrenIndex: step.childrenIndex, route };
  });
  return { path: planned.path, score: planned.score, routesMeta };
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
	return `${out}\n${PLAN}`
}

/**
 * Puts the memoised router into the CommonJS module cache (see the module comment). Call before
 * anything loads Remix. Idempotent. Never stops the server: anything unexpected leaves the
 * router as published, with a warning.
 * @param {string} [fromDir] directory whose node_modules resolution finds the router (default:
 *   the app's root, where this script lives, whatever the working directory)
 * @returns {boolean} true when the patched router is in place, false when left as published
 */
export function installRouterMemo(fromDir = fileURLToPath(new URL('..', import.meta.url))) {
	try {
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
	} catch (error) {
		console.warn('platewise: route-matching memo not installed; using @remix-run/router as published:', error instanceof Error ? error.message : error)
		return false
	}
}

/**
 * Tripwires for the library internals the server patches (docs/decisions/012-performance-machinery.md).
 * Each patch (server/, and the pragma hook in db/client.ts) was written against the exact text of the functions listed here. When an
 * upgrade changes one of them, its test fails with what to re-check; nothing is re-checked at run
 * time beyond what each patch already does (it falls back to the library as published when the
 * text it edits is missing).
 *
 * The fingerprint of a function is the first 16 hex digits of the SHA-256 of its source text in
 * the installed package, from `function name(` to the `}` that closes it at the start of a line.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const root = path.resolve(__dirname, '../../..')
const fromApp = createRequire(path.join(root, 'package.json'))
/** The copy @remix-run/server-runtime itself loads, as the patches resolve it. */
const runtimeEntry = fromApp.resolve('@remix-run/server-runtime')
const fromRuntime = createRequire(runtimeEntry)

/** A package's installed version, read from its package.json next to its resolved entry. */
function versionOf(entry: string): string {
	for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
		const file = path.join(dir, 'package.json')
		if (fs.existsSync(file)) {
			const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string }
			if (pkg.name && pkg.version) return pkg.version
		}
	}
	throw new Error(`no package.json above ${entry}`)
}

/** The source text from `start` (found exactly once) to the first `end` after it, or null. */
function block(source: string, start: string, end: string): string | null {
	const at = source.indexOf(start)
	if (at === -1 || source.indexOf(start, at + 1) !== -1) return null
	const stop = source.indexOf(end, at)
	return stop === -1 ? null : source.slice(at, stop + end.length)
}

/**
 * The fingerprint of top-level `function name` (or `async function name`) in `source`, or of a
 * class method when `name` is written `Class#method` with the method's indentation in spaces
 * (`Database#2prepare`); 'missing' when not found exactly once.
 */
function fingerprint(source: string, name: string): string {
	const method = /^\w+#(\d+)(\w+)$/.exec(name)
	const pad = method ? ' '.repeat(Number(method[1])) : ''
	const text = method
		? block(source, `\n${pad}${method[2]}(`, `\n${pad}}\n`)
		: (block(source, `\nfunction ${name}(`, '\n}\n') ?? block(source, `\nasync function ${name}(`, '\n}\n'))
	return text === null ? 'missing' : createHash('sha256').update(text).digest('hex').slice(0, 16)
}

type Tripwire = {
	/** The patch and its off switch. */
	patch: string
	/** The patched package, its installed entry file, the versions the patch was written for. */
	pkg: string
	entry: string
	versions: RegExp
	/** The file whose functions the patch edits or re-implements, and their fingerprints. */
	file: string
	functions: Record<string, string>
	/** What to do when it trips. */
	recheck: string
}

const fromClient = createRequire(fromApp.resolve('@libsql/client'))

const TRIPWIRES: Tripwire[] = [
	{
		patch: 'db/client.ts pragmasOnEveryConnection (a correctness fix, no switch)',
		pkg: 'libsql',
		entry: fromClient.resolve('libsql'),
		versions: /^0\.5\.\d+$/,
		file: fromClient.resolve('libsql'),
		functions: { 'Database#2prepare': 'e9faf027200b09ac' },
		recheck:
			"re-read Database.prototype.prepare (the hook wraps it and runs the connection's pragmas before its first statement), run db/client.test.ts (a second pooled connection has foreign keys on and synchronous NORMAL), then update this fingerprint",
	},
	{
		patch: 'db/client.ts pragmasOnEveryConnection (a correctness fix, no switch)',
		pkg: '@libsql/client',
		entry: fromApp.resolve('@libsql/client'),
		versions: /^0\.18\.\d+$/,
		file: path.join(path.dirname(fromApp.resolve('@libsql/client')), 'sqlite3.js'),
		functions: { 'ConnectionPool#4acquireSync': 'afacc66d25544974' },
		recheck:
			're-read ConnectionPool.acquireSync: the hook relies on every pooled connection being a `new Database(path, options)` of the `libsql` package, with no hook of its own for a new connection (if the client now offers one, use it and drop the wrapper); run db/client.test.ts, then update this fingerprint',
	},
	{
		patch: 'server/router-memo.js (ROUTER_MEMO=false)',
		pkg: '@remix-run/router',
		entry: fromRuntime.resolve('@remix-run/router'),
		versions: /^1\.23\.\d+$/,
		file: fromRuntime.resolve('@remix-run/router'),
		functions: {
			compilePath: 'e2cd2b79b8a6fee1',
			computeScore: '2ed59157d1540d5c',
			matchRoutesImpl: 'bdfd270c6c40462d',
			flattenRoutes: 'ea087d35b4645152',
			rankRouteBranches: '2ab56e7ae2191614',
			matchRouteBranch: '54493cda0477e361',
		},
		recheck:
			"re-read the router's compilePath, computeScore and matchRoutesImpl against server/router-memo.js's EDITS (and the branch shape its plan copies from flattenRoutes/rankRouteBranches), run tests/unit/server/router-memo.test.ts, re-measure the dashboard row with ROUTER_MEMO=false, then update these fingerprints",
	},
]

describe('patched library internals are the versions the patches were written for', () => {
	test.each(TRIPWIRES.map((t) => [`${t.pkg} for ${t.patch}`, t] as const))('%s', (_name, t) => {
		const version = versionOf(t.entry)
		expect(version, `${t.pkg} is ${version}, not the version ${t.patch} was written for: ${t.recheck}`).toMatch(t.versions)
		const source = fs.readFileSync(t.file, 'utf8')
		for (const [name, expected] of Object.entries(t.functions)) {
			expect(fingerprint(source, name), `${t.pkg} changed ${name} (${path.relative(root, t.file)}), which ${t.patch} depends on: ${t.recheck}`).toBe(expected)
		}
	})

	test('a one-character change to a patched function changes its fingerprint (the tripwire can trip)', () => {
		const file = fromRuntime.resolve('@remix-run/router')
		const source = fs.readFileSync(file, 'utf8')
		const changed = source.replace('function compilePath(path, caseSensitive, end) {', 'function compilePath(path, caseSensitive, end) { ')
		expect(fingerprint(changed, 'compilePath')).not.toBe(fingerprint(source, 'compilePath'))
		expect(fingerprint(source, 'noSuchFunction')).toBe('missing')
	})
})

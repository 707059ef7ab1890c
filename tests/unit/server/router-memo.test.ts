/**
 * server/router-memo.js: the memoised route matching answers exactly what @remix-run/router
 * answers, for every route of this app, and the production server really runs it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import Module, { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { memoisedRouterSource } from '../../../server/router-memo.js'

const root = path.resolve(__dirname, '../../..')
const require = createRequire(path.join(root, 'package.json'))
const routerFile = createRequire(require.resolve('@remix-run/server-runtime')).resolve('@remix-run/router')

type RouteObject = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteObject[] }
type Match = { route: { id: string }; params: Record<string, string | undefined>; pathname: string; pathnameBase: string }
type Router = { matchRoutes: (routes: RouteObject[], location: string, basename?: string) => Match[] | null }

/** A fresh instance of the router module from source (not the shared module cache). */
function loadRouter(source: string): Router {
	const mod = new Module(routerFile) as Module & { _compile: (code: string, file: string) => void; paths: string[] }
	mod.filename = routerFile
	mod.paths = (Module as unknown as { _nodeModulePaths: (dir: string) => string[] })._nodeModulePaths(path.dirname(routerFile))
	mod._compile(source, routerFile)
	return mod.exports as Router
}

/** This app's route tree, as Remix builds it from app/routes (flat routes) under the root route. */
function appRoutes(): RouteObject[] {
	const { flatRoutes } = require('@remix-run/dev/dist/config/flat-routes.js') as {
		flatRoutes: (appDir: string, ignored: string[]) => Record<string, { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }>
	}
	type Entry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }
	const flat = flatRoutes(path.join(root, 'app'), ['**/.*', '**/*.test.{ts,tsx}'])
	const manifest: Entry[] = [{ id: 'root', path: '' }, ...Object.values(flat).map((r) => ({ ...r, parentId: r.parentId ?? 'root' }))]
	const children = (parentId: string | undefined): RouteObject[] =>
		manifest.filter((r) => r.parentId === parentId).map((r) => ({ id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, children: children(r.id) }))
	return children(undefined)
}

/** Every route path with sample values, plus odd URLs. */
function pathnames(routes: RouteObject[]): string[] {
	const out = new Set<string>(['/', '', '/nope', '/api/nope/deeper', '/API/FOODS/SEARCH', '/recipes/', '/recipes/x/', '//', '/%2e%2e/', '/search/', '/a%2Fb', '/api/users/u1/meals/2026-01-01/extra'])
	const walk = (list: RouteObject[], prefix: string) => {
		for (const r of list) {
			const full = r.path ? `${prefix}/${r.path}`.replace(/\/+/g, '/') : prefix
			out.add(full.replace(/:[\w-]+/g, 'abc') || '/')
			out.add(full.replace(/:[\w-]+/g, 'with%20space') + '/')
			out.add(full.replace(/\*$/, 'a/b/c'))
			walk(r.children ?? [], full)
		}
	}
	walk(routes, '')
	return [...out]
}

const clone = (routes: RouteObject[]): RouteObject[] => routes.map((r) => ({ ...r, children: r.children ? clone(r.children) : undefined }))
const shape = (matches: Match[] | null) => matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null

describe('route-matching memo', () => {
	const published = fs.readFileSync(routerFile, 'utf8')
	const patchedSource = memoisedRouterSource(published)

	test('applies to the installed @remix-run/router (else the server silently matches the slow way)', () => {
		expect(patchedSource).not.toBeNull()
	})

	test('matches every route of the app exactly as the published router does', () => {
		const original = loadRouter(published)
		const patched = loadRouter(patchedSource!)
		const routes = appRoutes()
		const urls = pathnames(routes)
		const count = (list: RouteObject[]): number => list.reduce((n, r) => n + 1 + count(r.children ?? []), 0)
		expect(count(routes)).toBeGreaterThan(50)
		let matched = 0
		for (const url of urls) {
			const want = shape(original.matchRoutes(routes, url))
			if (want) matched++
			// Same array twice (the memo's hit), and a new array per call as React Router builds per render.
			expect(shape(patched.matchRoutes(routes, url)), url).toEqual(want)
			expect(shape(patched.matchRoutes(routes, url)), url).toEqual(want)
			expect(shape(patched.matchRoutes(clone(routes), url)), url).toEqual(want)
		}
		expect(matched).toBeGreaterThan(40)
	})

	test('a tree built anew per render gets matches on its own route objects, fresh each time', () => {
		const patched = loadRouter(patchedSource!)
		const first = appRoutes()
		const second = clone(first)
		const a = patched.matchRoutes(first, '/recipes/abc')!
		const b = patched.matchRoutes(second, '/recipes/abc')!
		expect(b.map((m) => m.route.id)).toEqual(a.map((m) => m.route.id))
		expect(b.at(-1)!.route).not.toBe(a.at(-1)!.route)
		expect(b.at(-1)!.route).toBe(second[0]!.children!.find((r) => r.id === b.at(-1)!.route.id))
		const again = patched.matchRoutes(first, '/recipes/abc')!
		expect(again.at(-1)!.params).not.toBe(a.at(-1)!.params)
	})

	test('optional segments, splats, case-sensitive and index routes match as published', () => {
		const original = loadRouter(published)
		const patched = loadRouter(patchedSource!)
		const routes: RouteObject[] = [
			{
				id: 'root',
				path: '/',
				children: [
					{ id: 'home', index: true },
					{ id: 'lang', path: ':lang?/about' },
					{ id: 'files', path: 'files/*' },
					{ id: 'Exact', path: 'Exact', caseSensitive: true },
					{ id: 'abs', path: '/docs', children: [{ id: 'doc', path: '/docs/:slug' }, { id: 'docs-index', index: true }] },
					{ id: 'any', path: '*' },
				],
			},
		]
		for (const url of ['/', '/about', '/en/about', '/files', '/files/a/b', '/Exact', '/exact', '/docs', '/docs/x', '/docs/x/y', '/zzz', '/en/about/']) {
			const want = shape(original.matchRoutes(routes, url))
			expect(shape(patched.matchRoutes(routes, url)), url).toEqual(want)
			expect(shape(patched.matchRoutes(clone(routes), url)), url).toEqual(want)
		}
	})

	test('a routes array that grows is matched with its new routes', () => {
		const patched = loadRouter(patchedSource!)
		const routes: RouteObject[] = [{ id: 'a', path: '/a' }]
		expect(shape(patched.matchRoutes(routes, '/b'))).toBeNull()
		routes.push({ id: 'b', path: '/b' })
		expect(shape(patched.matchRoutes(routes, '/b'))?.[0]?.id).toBe('b')
	})

	test('the production server installs it before Remix loads the router', () => {
		const script = `
			import { installRouterMemo } from './server/router-memo.js'
			import { createRequire } from 'node:module'
			const ok = installRouterMemo()
			const require = createRequire(process.cwd() + '/package.json')
			const runtimeRequire = createRequire(require.resolve('@remix-run/server-runtime'))
			await import('@remix-run/express')
			console.log(JSON.stringify({ ok, shared: runtimeRequire('@remix-run/router').__platewiseMemo === true }))`
		const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })
		expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ ok: true, shared: true })
	})

	test('installs whatever the working directory the server is started from', () => {
		const script = `import { installRouterMemo } from ${JSON.stringify(path.join(root, 'server/router-memo.js'))}; console.log(JSON.stringify(installRouterMemo()))`
		const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: os.tmpdir(), encoding: 'utf8' })
		expect(JSON.parse(out.trim().split('\n').at(-1)!)).toBe(true)
	})
})

import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers, lowest first (docs/architecture.md describes them):
 *
 *   app/domain/nutrition   pure: units, nutrients, goals, serving rule; imports nothing above it
 *   db/                    schema, client, migrations; may use app/domain/nutrition only
 *   app/infra              infrastructure the domain may use (the AI provider); reads the env module
 *   app/domain             user-scoped rules and queries; never routes, components or app/utils
 *   app/utils              adapters (http, api-route, session, auth, format); never routes
 *   app/components         UI; never routes
 *   app/routes             screens and API endpoints; may import anything below
 *
 * Nothing in app/ imports bench/, scripts/ or server/, and no module imports itself back through
 * a cycle.
 *
 * Each rule below is a regular expression over the import specifier, written once and checked both
 * by `no-restricted-imports` (static `import`/`export ... from`) and by `no-restricted-syntax` (a
 * dynamic `import('...')` with a literal specifier, which `no-restricted-imports` does not see).
 * Relative specifiers are matched by the folder they climb into (`../../routes/x`), so a rule holds
 * whichever spelling an import uses.
 */
const up = String.raw`(?:#app\/|(?:\.\.\/)+)`
const boundary = {
	routes: { regex: String.raw`^${up}routes(?:\/|\.|$)`, message: 'Only routes import routes: move shared code or types into app/domain (or a types module).' },
	components: { regex: String.raw`^${up}components\/`, message: 'The domain does not import UI components.' },
	utils: { regex: String.raw`^${up}utils\/`, message: 'The domain does not import app/utils (adapters): infrastructure the domain may use lives in app/infra.' },
	utilsButEnv: { regex: String.raw`^${up}utils\/(?!env\.server\.ts$)`, message: 'app/infra reads its configuration from the env module and imports no other adapter.' },
	outsideApp: { regex: String.raw`^(?:\.\.\/)+(?:bench|scripts|server)\/`, message: 'App code does not import bench/, scripts/ or server/: they import the app (or patch its libraries at start), not the other way.' },
	aboveNutrition: { regex: String.raw`^(?:#app\/(?!domain\/nutrition\/)|#db\/|#tests\/|\.\.\/(?!nutrition\/))`, message: 'app/domain/nutrition is the lowest layer: it imports only itself and libraries.' },
	dbAbove: { regex: String.raw`^(?:#app\/(?!domain\/nutrition\/)|(?:\.\.\/)+app\/(?!domain\/nutrition\/))`, message: 'db/ may import only app/domain/nutrition from app/ (pure constants); pass anything else in as an argument.' },
}

/** One layer's rule set: the same regexes for static imports and for literal dynamic imports. */
function layer(...rules) {
	return {
		'no-restricted-imports': ['error', { patterns: rules.map(({ regex, message }) => ({ regex, message })) }],
		'no-restricted-syntax': [
			'error',
			...rules.map(({ regex, message }) => ({
				// esquery reads the regex between slashes, so every slash inside the regexes above is escaped
				selector: `ImportExpression > Literal.source[value=/${regex}/]`,
				message,
			})),
		],
	}
}

const tests = ['**/*.test.ts', '**/*.test.tsx']

export default tseslint.config(
	{ ignores: ['build/', 'build-*/', '.probe*', 'node_modules/', 'tests/.db/', 'test-results/', 'playwright-report/', 'data/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			'no-console': 'off',
		},
	},

	// Layers. A later block replaces an earlier one's rule options for the files it matches, so each
	// block lists every boundary its folder keeps. Test files are exempt from the layer rules: a test
	// sits beside the module it checks but is a consumer at the top (it may drive a route, a real
	// database or the AI test hook), and nothing imports a test, so it cannot turn a layer around.
	{ files: ['app/**/*.{ts,tsx,js}'], ignores: tests, rules: layer(boundary.outsideApp) },
	{ files: ['app/components/**/*.{ts,tsx}', 'app/utils/**/*.{ts,tsx}'], ignores: tests, rules: layer(boundary.outsideApp, boundary.routes) },
	{ files: ['app/domain/**/*.{ts,tsx}'], ignores: tests, rules: layer(boundary.outsideApp, boundary.routes, boundary.components, boundary.utils) },
	{ files: ['app/infra/**/*.{ts,tsx}'], ignores: tests, rules: layer(boundary.outsideApp, boundary.routes, boundary.components, boundary.utilsButEnv) },
	{ files: ['app/domain/nutrition/**/*.{ts,tsx}'], ignores: tests, rules: layer(boundary.outsideApp, boundary.aboveNutrition) },
	{ files: ['db/**/*.{ts,js}'], ignores: tests, rules: layer(boundary.dbAbove) },

	// No import cycles (type-only imports do not count: they vanish at compile time). The resolver
	// reads tsconfig.json, so the #app/*, #db/* and #tests/* aliases resolve as TypeScript sees them.
	{
		files: ['**/*.{ts,tsx,js,mjs}'],
		plugins: { 'import-x': importX },
		settings: {
			'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
			'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
		},
		rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
	},
)

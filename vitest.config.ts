import { defineConfig } from 'vitest/config'

export default defineConfig({
	resolve: {
		alias: {
			'#app': new URL('./app', import.meta.url).pathname,
			'#db': new URL('./db', import.meta.url).pathname,
			'#tests': new URL('./tests', import.meta.url).pathname,
		},
	},
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'tests/unit/**/*.test.ts', 'bench/**/*.test.ts'],
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/setup-test-env.ts'],
		pool: 'forks',
		testTimeout: 20000,
		hookTimeout: 120000,
	},
})

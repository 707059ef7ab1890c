import os from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Test files run side by side in at least two processes. Vitest's default is one fewer than the
 * cores, which on a 2-core machine (CI, the dev box) is a single process: the files then ran one
 * after another while most of each file's time is spent waiting on its own setup and I/O.
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1)

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
		maxWorkers: WORKERS,
		minWorkers: 1,
		testTimeout: 20000,
		hookTimeout: 120000,
	},
})

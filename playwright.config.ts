import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { systemChromium } from './tests/e2e/chromium.ts'

const PORT = process.env.E2E_PORT ?? '3100'
/** Build output to serve (BUILD_DIR, as vite.config.ts) and the e2e database file, both overridable so runs can sit side by side. */
const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const E2E_DB = process.env.E2E_DB ?? 'tests/.db/e2e.db'
/** The server's log for this run, beside its database. */
const SERVER_LOG = process.env.E2E_SERVER_LOG_FILE ?? E2E_DB.replace(/\.db$/, '') + '-server.log'
process.env.E2E_SERVER_LOG_FILE = SERVER_LOG
/**
 * Traces and failure artifacts, one folder per e2e database: Playwright empties its output folder
 * when a run starts, so runs side by side (each with its own E2E_DB) sharing `test-results/` lost
 * each other's trace files mid-test (ENOENT on context close).
 */
const OUTPUT_DIR = `test-results/${path.basename(E2E_DB).replace(/\.db$/, '')}`

/**
 * E2E against the BUILT server (`npm run build` first), in Debian's Chromium, at phone width.
 * The `no-js` project re-runs the tests tagged @no-js with JavaScript disabled.
 */
export default defineConfig({
	testDir: 'tests/e2e',
	outputDir: OUTPUT_DIR,
	// Tests, not files, are shared out to the workers: a file's tests each make their own user and
	// context, and a long file (the walks) no longer keeps one worker busy while the other idles at the end.
	fullyParallel: true,
	retries: 0,
	workers: 2,
	timeout: 30_000,
	expect: { timeout: 10_000 },
	// The server-log reporter prints, after the list, what the server logged when a run fails.
	reporter: [['list'], ['./tests/e2e/server-log-reporter.ts']],
	use: {
		baseURL: `http://localhost:${PORT}`,
		// Recording a trace of every test cost this suite about a fifth of its time (five spec files:
		// 104 s with traces kept on failure, 85 s without; Chromium's renderer and GPU process did the
		// snapshots). A failing test is re-run with E2E_TRACE=1 to keep its trace.
		trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
		// The service worker (app/sw) would install in every fresh context and precache ~229 KB;
		// only the offline spec, which is about it, allows it.
		serviceWorkers: 'block',
		launchOptions: {
			executablePath: systemChromium(),
			args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage'],
		},
	},
	projects: [
		// @no-js-only: a test of server answers no script of ours takes part in (a cross-site post's 403,
		// robots.txt), or whose JavaScript run another test covers: it runs once, in the cheaper project.
		{ name: 'mobile', use: { ...devices['Pixel 7'] }, grepInvert: /@no-js-only/ },
		{ name: 'no-js', use: { ...devices['Pixel 7'], javaScriptEnabled: false }, grep: /@no-js/ },
	],
	webServer: {
		// The server's output also goes to a file (tests/e2e/server-log-reporter.ts prints it on failure).
		command: `node_modules/.bin/tsx tests/e2e/prepare-db.ts && node scripts/server.js ./${BUILD_DIR}/server/index.js 2>&1 | tee ${SERVER_LOG}`,
		url: `http://localhost:${PORT}/healthcheck`,
		reuseExistingServer: false,
		stdout: process.env.E2E_SERVER_LOG ? 'pipe' : 'ignore',
		timeout: 60_000,
		env: {
			NODE_ENV: 'production',
			PORT,
			DATABASE_URL: `file:./${E2E_DB}`,
			E2E_DB,
			SESSION_SECRET: 'e2e-session-secret',
			INSECURE_COOKIES: 'true',
			RATE_LIMIT: 'false',
		},
	},
})

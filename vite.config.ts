import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { serviceWorker } from './scripts/vite-service-worker.ts'
import { latin1ServerBundle } from './scripts/vite-latin1-server.ts'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig(({ isSsrBuild }) => ({
	server: { port: Number(process.env.PORT ?? 3000) },
	resolve: {
		alias: { '#app': new URL('./app', import.meta.url).pathname, '#db': new URL('./db', import.meta.url).pathname },
	},
	build: {
		target: 'es2022',
		manifest: true,
		// SOURCEMAP=1 for bundle analysis (which module weighs what in a chunk); off for real builds.
		sourcemap: process.env.SOURCEMAP === '1',
		rollupOptions: {
			// Client code imports plain constants (MEAL_TYPES, ...) from db/schema.ts; its drizzle table
			// builders have no side effects, so saying so lets the client bundle drop the tables and
			// drizzle-orm itself (about 7 KB gzip on every screen that used a constant).
			// Client build only: the server needs the tables.
			treeshake: isSsrBuild
				? undefined
				: { manualPureFunctions: ['sqliteTable', 'text', 'integer', 'real', 'index', 'uniqueIndex', 'sql', 'createdAt', 'updatedAt', 'jsonList'] },
		},
	},
	// Server-only native packages: keep the client dependency scanner away from them in dev.
	optimizeDeps: { exclude: ['@node-rs/argon2', '@libsql/client'] },
	plugins: [
		tailwindcss(),
		// Server bundle in Latin-1 (one-byte source strings in V8): scripts/vite-latin1-server.ts.
		latin1ServerBundle(),
		remix({
				// BUILD_DIR lets parallel checkouts build side by side (default build/).
				buildDirectory: process.env.BUILD_DIR ?? 'build',
				ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
				future: {
					v3_fetcherPersist: true,
					v3_relativeSplatPath: true,
					v3_throwAbortReason: true,
					v3_lazyRouteDiscovery: true,
					v3_singleFetch: true,
				},
			}),
		// The offline service worker, built into <build>/client/sw.js after the client build (scripts/vite-service-worker.ts).
		serviceWorker({ source: 'app/sw/service-worker.ts' }),
	],
}))

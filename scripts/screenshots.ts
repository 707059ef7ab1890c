/**
 * Screenshots of every screen at 390 px (a phone) in light and dark mode, for docs/design.md:
 * docs/screenshots/<screen>-light.png and <screen>-dark.png. `npm run screenshots` after a build.
 *
 * It prepares its own database (tests/.db/screenshots.db: migrated, sample foods, built-in
 * recipes), starts the built server on its own port, seeds a user with a week of meals, and
 * photographs each screen with the device's colour scheme light, then dark. A long page is cut
 * at 2,400 px.
 *
 * Settings: BUILD_DIR (default 'build'), SCREENSHOTS_PORT (default 3199), CHROMIUM_PATH.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'

const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const PORT = process.env.SCREENSHOTS_PORT ?? '3199'
const DB_FILE = 'tests/.db/screenshots.db'
const OUT_DIR = path.resolve('docs/screenshots')
const BASE = `http://localhost:${PORT}`
/** The tallest part of a page kept (px). */
const MAX_HEIGHT = 2400

/** File name → path; signed-in screens (tests/e2e/appearance.spec.ts's list). */
const SIGNED_IN: Record<string, string> = {
	dashboard: '/',
	'dashboard-search': '/?sheet=search',
	search: '/search?q=banana',
	analytics: '/analytics',
	goals: '/goals',
	profile: '/profile',
	'profile-settings': '/profile?edit=settings',
	account: '/profile/account',
	import: '/profile/import',
	notifications: '/profile/notifications',
	'nutrient-targets': '/profile/nutrient-targets',
	weight: '/weight',
	'check-in': '/check-in',
	'meal-planning': '/meal-planning',
	'meal-planning-recipes': '/meal-planning?tab=recipes',
	'meal-planning-grocery': '/meal-planning?tab=grocery',
	'meal-planning-goals': '/meal-planning?tab=goals',
	welcome: '/welcome',
	'smart-food-logging': '/multimodal-input',
	substitution: '/ingredient-substitution',
	'recipe-new': '/recipes/new',
	'not-found': '/no-such-page',
}
/** File name → path; signed-out pages. */
const SIGNED_OUT: Record<string, string> = { landing: '/', login: '/login', register: '/register', 'forgot-password': '/forgot-password' }

/** USDA SR Legacy foods of the bundled sample data (FDC ids), logged by weight. */
const FOODS = { banana: 173944, chicken: 171477, rice: 168878, yogurt: 330137 } as const

/**
 * A user (first name Sam, time zone UTC) with a week of breakfasts, lunches and dinners, written
 * through the app's own domain functions, and a session: the `__session` cookie to send, and the
 * id of a built-in library recipe to photograph its page.
 */
async function seededSession(): Promise<{ cookie: { name: string; value: string }; recipeId: string }> {
	process.env.SESSION_SECRET = 'e2e-session-secret'
	process.env.INSECURE_COOKIES = 'true'
	const { createDb, preparePragmas } = await import('../db/client.ts')
	const { foods, recipes } = await import('../db/schema.ts')
	const { inArray, isNull } = await import('drizzle-orm')
	const { createUser, createSession } = await import('../app/domain/users/users.server.ts')
	const { logFood } = await import('../app/domain/diary/diary.server.ts')
	const { addDaysIso, todayIn } = await import('../app/domain/dates.ts')
	const { sessionStorage } = await import('../app/utils/session.server.ts')
	const db = createDb(`file:${path.resolve(DB_FILE)}`)
	await preparePragmas(db)
	const user = await createUser(db, { email: `screenshots-${Date.now()}@example.test`, password: 'correct horse battery', firstName: 'Sam', lastName: undefined, timezone: 'UTC' })
	const rows = await db.select({ id: foods.id, fdcId: foods.fdcId }).from(foods).where(inArray(foods.fdcId, Object.values(FOODS)))
	const id = (fdcId: number) => rows.find((r) => r.fdcId === fdcId)!.id
	const today = todayIn('UTC')
	const actor = { userId: user.id, timezone: 'UTC' }
	for (let daysAgo = 6; daysAgo >= 0; daysAgo--) {
		const date = addDaysIso(today, -daysAgo)
		await logFood(db, actor, { foodId: id(FOODS.yogurt), quantity: 170 + daysAgo * 10, unit: 'gram', mealType: 'breakfast', date })
		await logFood(db, actor, { foodId: id(FOODS.banana), quantity: 118, unit: 'gram', mealType: 'breakfast', date })
		await logFood(db, actor, { foodId: id(FOODS.rice), quantity: 200, unit: 'gram', mealType: 'lunch', date })
		if (daysAgo > 0) await logFood(db, actor, { foodId: id(FOODS.chicken), quantity: 150 + daysAgo * 20, unit: 'gram', mealType: 'dinner', date })
	}
	const { token, expiresAt } = await createSession(db, user.id)
	const session = await sessionStorage.getSession()
	session.set('token', token)
	const [pair] = (await sessionStorage.commitSession(session, { expires: expiresAt })).split(';')
	// A built-in library recipe, for the recipe page.
	const [recipe] = await db.select({ id: recipes.id }).from(recipes).where(isNull(recipes.userId)).limit(1)
	db.$client.close()
	return { cookie: { name: pair!.slice(0, pair!.indexOf('=')), value: pair!.slice(pair!.indexOf('=') + 1) }, recipeId: recipe!.id }
}

/** Waits until GET /healthcheck answers (the server is up), at most 60 s. */
async function serverReady(): Promise<void> {
	for (let i = 0; i < 120; i++) {
		const ok = await fetch(`${BASE}/healthcheck`).then((r) => r.ok, () => false)
		if (ok) return
		await new Promise((r) => setTimeout(r, 500))
	}
	throw new Error(`The server on port ${PORT} did not start`)
}

/** Photographs `screens` on `page` in both colour schemes. */
async function photograph(page: Page, screens: Record<string, string>): Promise<void> {
	for (const scheme of ['light', 'dark'] as const) {
		await page.emulateMedia({ colorScheme: scheme })
		for (const [name, url] of Object.entries(screens)) {
			await page.goto(BASE + url)
			await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script'))
			const height = await page.evaluate(() => document.documentElement.scrollHeight)
			await page.screenshot({ path: path.join(OUT_DIR, `${name}-${scheme}.png`), fullPage: true, clip: { x: 0, y: 0, width: 390, height: Math.min(height, MAX_HEIGHT) }, animations: 'disabled' })
			console.log(`${name}-${scheme}.png`)
		}
	}
}

async function main() {
	if (!fs.existsSync(path.join(BUILD_DIR, 'server/index.js'))) throw new Error(`No build in ${BUILD_DIR}/: run npm run build first`)
	const env = { ...process.env, E2E_DB: DB_FILE }
	const prepared = spawnSync('node_modules/.bin/tsx', ['tests/e2e/prepare-db.ts'], { env, stdio: 'inherit' })
	if (prepared.status !== 0) throw new Error('Preparing the database failed')
	const server = spawn('node', ['scripts/server.js', `./${BUILD_DIR}/server/index.js`], {
		env: { ...env, NODE_ENV: 'production', PORT, DATABASE_URL: `file:./${DB_FILE}`, SESSION_SECRET: 'e2e-session-secret', INSECURE_COOKIES: 'true', RATE_LIMIT: 'false' },
		stdio: 'ignore',
	})
	const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
	try {
		await serverReady()
		fs.mkdirSync(OUT_DIR, { recursive: true })
		const options = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, serviceWorkers: 'block' as const }
		const visitor = await browser.newContext(options)
		await photograph(await visitor.newPage(), SIGNED_OUT)
		const context = await browser.newContext(options)
		const { cookie, recipeId } = await seededSession()
		await context.addCookies([{ ...cookie, url: BASE, httpOnly: true, sameSite: 'Lax' }])
		await photograph(await context.newPage(), { ...SIGNED_IN, recipe: `/recipes/${recipeId}` })
	} finally {
		await browser.close()
		server.kill()
	}
}

await main()

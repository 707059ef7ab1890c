import { db } from '#app/db.server.ts'

/** GET /healthcheck: 200 'OK' when the database answers, else 500. Used by Fly and Playwright. */
export async function loader() {
	try {
		await db.$client.execute('SELECT 1')
		return new Response('OK', { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		console.error('healthcheck failed', error)
		return new Response('ERROR', { status: 500 })
	}
}

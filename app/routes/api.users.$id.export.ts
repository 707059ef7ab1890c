/** GET /api/users/{id}/export?format=json|csv — everything the caller owns, as a JSON backup or a zip of CSV files, streamed. */
import { db } from '#app/db.server.ts'
import { exportFile } from '#app/domain/exports/export-file.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(
	endpoint(API.exportData, async ({ actor, query }) => {
		const file = await exportFile(db, actor, query.format)
		return new Response(file.body, {
			headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"`, 'Cache-Control': 'no-store' },
		})
	}),
)
export const loader = route

export const action = route

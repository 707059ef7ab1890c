/** Any other /api path, any method: a JSON 404 in the API error shape (never the HTML landing page). */
import { apiErrorResponse } from '#app/utils/api.server.ts'

function notFound({ request }: { request: Request }) {
	return apiErrorResponse(404, `No API endpoint at ${new URL(request.url).pathname}. See /api/openapi.json`)
}
export const loader = notFound
export const action = notFound

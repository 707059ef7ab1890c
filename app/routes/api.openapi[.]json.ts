/** GET /api/openapi.json — the OpenAPI 3.1 document, generated from the schemas the routes use. */
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API, buildOpenApiDocument } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.openapi, async ({ request }) => buildOpenApiDocument(new URL(request.url).origin)))
export const loader = route
export const action = route

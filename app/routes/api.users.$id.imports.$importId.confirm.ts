/** POST /api/users/{id}/imports/{importId}/confirm — write a previewed import in one transaction. */
import { db } from '#app/db.server.ts'
import { confirmImport } from '#app/domain/imports/imports.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.confirmImport, async ({ actor, params }) => confirmImport(db, actor, params.importId)))
export const loader = route
export const action = route

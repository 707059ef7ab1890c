/** DELETE /api/users/{id}/imports/{importId} — undo an import (or drop a preview). */
import { db } from '#app/db.server.ts'
import { undoImport } from '#app/domain/imports/imports.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { API } from '#app/utils/openapi.server.ts'

const route = apiRoute(endpoint(API.undoImport, async ({ actor, params }) => undoImport(db, actor, params.importId)))
export const loader = route
export const action = route

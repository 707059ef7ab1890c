/** POST /api/users/{id}/imports — upload an export and preview it (or write it); GET — your imports, a page at a time. */
import { db } from '#app/db.server.ts'
import { previewImport, listImports } from '#app/domain/imports/imports.server.ts'
import { apiRoute, endpoint } from '#app/utils/api-route.server.ts'
import { importUpload } from '#app/utils/import-upload.server.ts'
import { API } from '#app/utils/openapi.server.ts'
import { pageResponse } from '#app/utils/pagination.server.ts'

const route = apiRoute(
	endpoint(API.listImports, async ({ request, actor, query }) => pageResponse(request, await listImports(db, actor, query))),
	endpoint(API.createImport, async ({ request, actor, query }) =>
		importUpload(request, async ({ file, source, confirm }) => previewImport(db, actor, { file, source, write: query.confirm === 'true' || confirm })),
	),
)
export const loader = route
export const action = route

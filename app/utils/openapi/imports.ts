/**
 * /api operations of imports from other trackers (app/domain/imports/), merged into the registry
 * in app/utils/openapi.server.ts. Personal API tokens are not admitted (an import rewrites history).
 */
import { z } from 'zod'
import { IMPORT_CAPS } from '#app/domain/imports/caps.ts'
import { IMPORT_PAGE } from '#app/domain/imports/imports.server.ts'
import { IMPORT_SOURCES } from '#db/schema.ts'
import { defineOperation } from '../api-route.server.ts'
import { IdParams } from '../api-schemas.ts'

const MB = IMPORT_CAPS.maxUploadBytes / 1024 / 1024
export const ImportParams = IdParams.extend({ importId: z.string().min(1).max(64) })

const RestoreSummary = z.strictObject({
	...Object.fromEntries(['goalHistory', 'nutrientTargetOverrides', 'checkIns', 'incompleteDays', 'customFoods', 'recipes', 'mealPlans', 'plannedMeals', 'groceryLists', 'savedMeals', 'mealAdjustments', 'measurements'].map((k) => [k, z.number().int()])),
	profile: z.boolean(),
	goals: z.boolean(),
	notes: z.array(z.string()),
})
const Skipped = z.strictObject({ line: z.number().int(), column: z.string().optional(), reason: z.string() })
export const ImportResponse = z.strictObject({
	id: z.string(),
	status: z.enum(['preview', 'done', 'undone']),
	source: z.enum(IMPORT_SOURCES),
	fileName: z.string(),
	createdAt: z.string().meta({ description: 'ISO 8601' }),
	summary: z.strictObject({
		source: z.enum(IMPORT_SOURCES),
		format: z.string().meta({ description: "The format read, e.g. 'Cronometer servings'" }),
		entries: z.number().int(),
		days: z.number().int(),
		weighIns: z.number().int(),
		water: z.number().int().meta({ description: 'Drinks of water' }),
		from: z.string().nullable(),
		to: z.string().nullable(),
		dayTotals: z.array(z.strictObject({ date: z.string(), entries: z.number().int(), kcal: z.number() })).meta({ description: `The first ${IMPORT_CAPS.daysListed} days, in date order` }),
		skipped: z.array(Skipped).meta({ description: `Lines not imported and why (the first ${IMPORT_CAPS.skippedListed})` }),
		skippedCount: z.number().int(),
		restore: RestoreSummary.optional().meta({ description: 'A Platewise backup: what is restored beside the entries, weigh-ins and water (profile, goals, custom foods, recipes, plans, …)' }),
	}),
})

export const ImportUploadQuery = z.object({
	confirm: z.enum(['true', 'false']).optional().meta({ description: "'true' writes at once (status 'done') instead of answering a preview" }),
})

export const IMPORTS_API = {
	createImport: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/imports',
		tag: 'Imports',
		summary: 'Upload an export of another tracker (or a Platewise backup) and preview it',
		description: `Multipart with \`file\` (at most ${MB} MB; a zip is read to its one CSV, XML or JSON entry) and optional \`source\` (${IMPORT_SOURCES.join(', ')}), a hint: the format is detected from the content. Answers \`{ id, status: 'preview', summary }\` with nothing written; \`?confirm=true\` (or a form field \`confirm=true\`) writes at once and answers status 'done'. The same file (by SHA-256) again answers the import it already made, writing nothing. A file we cannot read: 422 naming its line and column. At most ${IMPORT_CAPS.importsPerAccount} imports per account (undone ones do not count); a preview waits 24 hours.`,
		auth: 'self',
		params: IdParams,
		query: ImportUploadQuery,
		body: z.strictObject({}).meta({ description: 'No JSON form: send multipart/form-data' }),
		upload: { multipart: z.object({ file: z.string().meta({ format: 'binary' }), source: z.enum(IMPORT_SOURCES).optional(), confirm: z.enum(['true', 'false']).optional() }) },
		scopes: [],
		success: { status: 201, description: 'The preview (or the import written)', schema: ImportResponse },
		errors: [400, 401, 403, 413, 415, 422],
	}),
	listImports: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/imports',
		tag: 'Imports',
		summary: 'Your imports, newest first',
		description: `A page at a time: \`limit\` ${IMPORT_PAGE.default} by default, at most ${IMPORT_PAGE.max}; the next page's cursor in X-Next-Cursor and Link.`,
		auth: 'self',
		params: IdParams,
		query: z.object({ cursor: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(IMPORT_PAGE.max).optional() }),
		scopes: [],
		success: { status: 200, description: 'Imports', schema: z.array(ImportResponse) },
		errors: [401, 403, 422],
	}),
	confirmImport: defineOperation({
		method: 'POST',
		path: '/api/users/{id}/imports/{importId}/confirm',
		tag: 'Imports',
		summary: 'Write a previewed import (one transaction)',
		description: "Writes the records kept with the preview (the file is not sent again). A meal that is full or a day at its drinks cap skips the rest, listed in the summary. Not a preview (written, undone, expired): 422 naming `importId`.",
		auth: 'self',
		params: ImportParams,
		body: z.strictObject({}).meta({ description: 'Empty: the records come from the preview' }),
		scopes: [],
		success: { status: 200, description: 'The import, status done', schema: ImportResponse },
		errors: [401, 403, 404, 422],
	}),
	undoImport: defineOperation({
		method: 'DELETE',
		path: '/api/users/{id}/imports/{importId}',
		tag: 'Imports',
		summary: 'Undo an import: delete exactly the entries, weigh-ins and drinks it wrote',
		description: 'A preview is dropped. Meals the import made are deleted when nothing else is in them.',
		auth: 'self',
		params: ImportParams,
		scopes: [],
		success: { status: 200, description: 'The import, status undone', schema: ImportResponse },
		errors: [401, 403, 404, 422],
	}),
}

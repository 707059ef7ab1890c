/**
 * /api operation of the export (app/domain/exports/), merged into the registry in
 * app/utils/openapi.server.ts. A personal API token needs the 'export' scope ('read' does not open it).
 */
import { z } from 'zod'
import { BACKUP_VERSION } from '#app/domain/exports/backup-format.ts'
import { CSV_FILES } from '#app/domain/exports/export.server.ts'
import { defineOperation } from '../api-route.server.ts'
import { IdParams } from '../api-schemas.ts'

export const ExportQuery = z.object({
	format: z.enum(['json', 'csv'], { error: "format must be 'json' or 'csv'" }).default('json').meta({ description: "'json' (the backup, default) or 'csv' (a zip)" }),
})

export const EXPORTS_API = {
	exportData: defineOperation({
		method: 'GET',
		path: '/api/users/{id}/export',
		tag: 'Account',
		summary: 'Download everything you own: a JSON backup or the diary as CSV',
		description: `\`format=json\`: \`application/json\` attachment, the Platewise backup (format 'platewise-backup', version ${BACKUP_VERSION}; docs/backup-format.md): profile, goals and their history, nutrient target overrides, check-ins, custom foods, recipes, meal plans with their planned meals, grocery lists, My Meals, weigh-ins, water and every diary entry with every nutrient. Restoring it (POST /api/users/{id}/imports) reproduces every day's totals. \`format=csv\`: \`application/zip\` attachment with ${CSV_FILES.join(', ')} (entries.csv: one row per diary entry with every nutrient column). Streamed; no ids, sessions, tokens or password.`,
		auth: 'self',
		params: IdParams,
		query: ExportQuery,
		scopes: ['export'],
		success: { status: 200, description: 'The file (Content-Disposition: attachment)', headers: { 'Content-Disposition': "attachment; filename='platewise-backup-<date>.json' or 'platewise-export-<date>.zip'" } },
		errors: [401, 403, 422],
	}),
}

/**
 * The import page's server half: the list of past imports a page at a time, and the upload. The
 * upload is the same streaming multipart reader and the same `previewImport` the /api calls
 * (app/utils/import-upload.server.ts); a file we cannot read answers 4xx with the message naming
 * its line and column, shown on the page (never a 500), and a preview opens its own page.
 */
import { data, redirect } from '@remix-run/node'
import { db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { IMPORT_CAPS } from '#app/domain/imports/caps.ts'
import { listImports, previewImport, type ImportView } from '#app/domain/imports/imports.server.ts'
import { DomainError, InvalidError } from '#app/domain/errors.ts'
import { isCursor } from '#app/domain/pagination.ts'
import { ApiError } from '#app/utils/api.server.ts'
import { importUpload } from '#app/utils/import-upload.server.ts'
import { serverT } from '#app/utils/i18n.server.ts'
import type { Locale } from '#app/utils/i18n.tsx'
import { translateMessage } from '#app/utils/i18n-messages.server.ts'
import { redirectWithInfo } from '#app/utils/toast.server.ts'
import { IMPORT_SOURCES } from '#db/schema.ts'

/** The page's path, and an import's page under it. */
export const IMPORT_PAGE_PATH = '/profile/import'
export const importPath = (id: string) => `${IMPORT_PAGE_PATH}/${encodeURIComponent(id)}`

/** The list's cursor shape (createdAt ms, id), as listImports encodes it. */
const CURSOR_SHAPE = 'n,s'

/** What each source is called in the form's 'Exported from' hint. */
const SOURCE_LABELS: Record<(typeof IMPORT_SOURCES)[number], string> = {
	cronometer: 'Cronometer',
	loseit: 'Lose It!',
	myfitnesspal: 'MyFitnessPal',
	macrofactor: 'MacroFactor',
	apple_health: 'Apple Health',
	platewise: 'Platewise backup',
}

/** The page's data: one page of the caller's imports and what the upload form needs. */
export async function importsPage(actor: Actor, url: URL) {
	const cursor = url.searchParams.get('cursor')
	const page = await listImports(db, actor, { cursor: isCursor(cursor, CURSOR_SHAPE) ? cursor : null })
	return {
		apiUrl: `/api/users/${encodeURIComponent(actor.userId)}/imports`,
		maxMb: IMPORT_CAPS.maxUploadBytes / 1024 / 1024,
		sources: IMPORT_SOURCES.map((value) => ({ value, label: SOURCE_LABELS[value] })),
		imports: page.items,
		moreHref: page.nextCursor ? `${IMPORT_PAGE_PATH}?cursor=${encodeURIComponent(page.nextCursor)}` : null,
	}
}

/** A refused upload as the page shows it (the page says the import domain's own messages in the user's language). */
export type UploadFailure = { error: string }

/**
 * Reads the uploaded file and previews it; redirects to the preview's page (a file imported before
 * opens that import, with a note that nothing new was written).
 * @param locale the user's language: the refusal's message and the toast in it (the page's
 *   component translates the import domain's messages about the file's lines).
 * @returns the refusal with its status (400 a file we cannot read or no file, 413 too large, 415 not multipart).
 * @throws what is not a DomainError or an upload refusal (a bug: the ErrorBoundary).
 */
export async function uploadAction(actor: Actor, request: Request, locale: Locale = 'en') {
	let view: ImportView
	try {
		view = await importUpload(request, ({ file, source }) => previewImport(db, actor, { file, source }))
	} catch (error) {
		if (error instanceof ApiError) return data<UploadFailure>({ error: translateMessage(locale, error.message) }, { status: error.status, headers: error.headers })
		if (error instanceof DomainError) return data<UploadFailure>({ error: translateMessage(locale, error.message) }, { status: error instanceof InvalidError ? 400 : error.status })
		throw error
	}
	const t = serverT(locale, 'imports')
	if (view.status === 'done') return redirectWithInfo(importPath(view.id), { message: t('toast.alreadyImported'), description: t('toast.alreadyImportedText') })
	return redirect(importPath(view.id))
}

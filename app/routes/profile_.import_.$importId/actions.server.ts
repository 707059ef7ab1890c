/**
 * An import's page, server half: the import (its stored summary), and its three forms, each a
 * plain POST answered Post/Redirect/Get with a toast (remix-toast), so they work without
 * JavaScript. Confirm writes the preview (one transaction), Cancel drops it, Undo deletes exactly
 * what the import wrote: the same domain functions the /api calls.
 */
import { redirect } from '@remix-run/node'
import { db } from '#app/db.server.ts'
import type { Actor } from '#app/domain/actor.ts'
import { todayIn } from '#app/domain/dates.ts'
import { NotFoundError } from '#app/domain/errors.ts'
import { confirmImport, getImport, undoImport, type ImportSummary } from '#app/domain/imports/imports.server.ts'
import { domainFailure } from '#app/utils/http.server.ts'
import { requestLocale, serverT } from '#app/utils/i18n.server.ts'
import type { Translate } from '#app/utils/i18n.tsx'
import { redirectWithInfo, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { dayUrl } from '../_index/day-url.ts'
import { IMPORT_PAGE_PATH, importPath } from '../profile_.import/import.server.ts'

/**
 * The import's page data; `confirmUndo` when the page asks whether to undo (`?undo=1`).
 * @throws a 404 Response for an unknown import or another user's.
 */
export async function importDetail(actor: Actor, importId: string, url: URL) {
	try {
		const view = await getImport(db, actor, importId)
		const firstDay = view.summary.dayTotals[0]?.date ?? view.summary.from
		return {
			view,
			confirmUndo: view.status === 'done' && url.searchParams.get('undo') === '1',
			diaryHref: view.status === 'done' && firstDay ? dayUrl({ date: firstDay, today: todayIn(actor.timezone) }) : null,
		}
	} catch (error) {
		if (error instanceof NotFoundError) throw new Response('Import not found', { status: 404 })
		throw error
	}
}

/** What an import wrote, as a toast's description: '6 entries on 2 days, 1 weigh-in'. */
function written(t: Translate<'imports'>, s: ImportSummary): string {
	const entries = t('list.entriesOnDays', { entries: t('n.entries', { count: s.entries }), days: t('n.days', { count: s.days }) })
	return [entries, s.weighIns ? t('n.weighIns', { count: s.weighIns }) : null, s.water ? t('n.waterDrinks', { count: s.water }) : null].filter(Boolean).join(', ')
}

/**
 * Runs the form's `intent` (confirm, cancel, undo) on the caller's import.
 * @throws what is not a DomainError (a bug: the ErrorBoundary). A DomainError redirects back with an error toast.
 */
export async function importAction(actor: Actor, importId: string, form: FormData, request?: Request) {
	const intent = String(form.get('intent') ?? '')
	const t = serverT(request ? await requestLocale(request) : 'en', 'imports')
	try {
		switch (intent) {
			case 'confirm': {
				const done = await confirmImport(db, actor, importId)
				const what = written(t, done.summary)
				const description = done.summary.skippedCount ? t('toast.addedSkipped', { what, count: done.summary.skippedCount }) : t('toast.added', { what })
				return redirectWithSuccess(IMPORT_PAGE_PATH, { message: t('toast.complete'), description })
			}
			case 'cancel': {
				await undoImport(db, actor, importId)
				return redirectWithInfo(IMPORT_PAGE_PATH, { message: t('toast.cancelled'), description: t('toast.cancelledText') })
			}
			case 'undo': {
				const before = await getImport(db, actor, importId)
				await undoImport(db, actor, importId)
				return redirectWithSuccess(IMPORT_PAGE_PATH, { message: t('toast.undone'), description: t('toast.removed', { what: written(t, before.summary) }) })
			}
			default:
				return redirect(importPath(importId))
		}
	} catch (error) {
		return domainFailure(error, {
			request,
			back: error instanceof NotFoundError ? IMPORT_PAGE_PATH : importPath(importId),
			toast: (e) => ({ message: t('toast.notChanged'), description: e.message }),
		})
	}
}

/**
 * /profile/import/{importId}: one import. A preview shows what would be written (days, entries,
 * the date range, weigh-ins and water, kcal per day, every line skipped and why) with Confirm and
 * Cancel; a written import shows what it wrote, a link to its first day, and Undo behind a confirm
 * step (`?undo=1`). Every button is a plain form (Post/Redirect/Get with a toast).
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Button } from '#app/components/button.tsx'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { ImportSummaryView, shortDate, writtenList } from '#app/components/imports/import-summary.tsx'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { requestLocale, serverT } from '#app/utils/i18n.server.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { useIsPending } from '#app/utils/misc.ts'
import { importAction, importDetail } from './actions.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { actor } = await requireActor(request)
	return { ...(await importDetail(actor, params.importId ?? '', new URL(request.url))), title: serverT(await requestLocale(request), 'imports')('detail.title') }
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return importAction(actor, params.importId ?? '', await readForm(request), request)
}

/** The page's heading by the import's status (message keys, namespace imports). */
const HEADINGS = { preview: 'detail.preview', done: 'status.done', undone: 'status.undone' } as const

export default function ImportDetailPage() {
	const { view, confirmUndo, diaryHref } = useLoaderData<typeof loader>()
	const confirming = useIsPending({ intent: 'confirm' })
	const undoing = useIsPending({ intent: 'undo' })
	const s = view.summary
	const t = useT('imports')
	const common = useT('common')
	const f = useFormat()
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to="/profile/import" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> {t('detail.back')}
			</Link>
			<h1 className="text-2xl font-bold">{t(HEADINGS[view.status])}</h1>
			<p className="break-words text-sm text-slate-700" data-testid="import-file">
				{t('detail.file', { file: view.fileName, format: s.format, date: shortDate(f, view.createdAt.slice(0, 10)) })}
			</p>

			<section aria-labelledby="import-summary-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="import-summary-title" className="mb-2 text-lg font-bold">
					{t(view.status === 'preview' ? 'detail.willImport' : view.status === 'done' ? 'detail.imported' : 'detail.held')}
				</h2>
				<ImportSummaryView summary={s} />
			</section>

			{view.status === 'preview' ? (
				<section aria-label={t('confirm.label')} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
					<p className="text-sm text-slate-800">{t('confirm.text', { what: writtenList(t, s) })}</p>
					<div className="grid grid-cols-2 gap-2">
						<Form method="post">
							<input type="hidden" name="intent" value="cancel" />
							<Button type="submit" variant="secondary" className="w-full">
								{common('action.cancel')}
							</Button>
						</Form>
						<Form method="post">
							<input type="hidden" name="intent" value="confirm" />
							<Button type="submit" className="w-full" disabled={confirming}>
								{confirming ? t('confirm.importing') : t('confirm.submit')}
							</Button>
						</Form>
					</div>
				</section>
			) : null}

			{view.status === 'done' ? (
				<section aria-label={t('undo.label')} className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
					{diaryHref ? (
						<Link to={diaryHref} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline" data-testid="import-first-day">
							{t('undo.firstDay')}
						</Link>
					) : null}
					{confirmUndo ? (
						<div className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3" role="alertdialog" aria-labelledby="undo-title">
							<p id="undo-title" className="font-semibold text-red-900">
								{t('undo.question')}
							</p>
							<p className="text-sm text-red-900">{t('undo.text', { what: writtenList(t, s) })}</p>
							<div className="grid grid-cols-2 gap-2">
								<Link to="?" replace className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-900">
									{t('undo.keep')}
								</Link>
								<Form method="post">
									<input type="hidden" name="intent" value="undo" />
									<Button type="submit" variant="danger" className="w-full" disabled={undoing}>
										{undoing ? t('undo.undoing') : t('undo.submit')}
									</Button>
								</Form>
							</div>
						</div>
					) : (
						<Link to="?undo=1" className="inline-flex min-h-11 items-center text-sm font-semibold text-red-800 underline">
							{t('undo.open')}
						</Link>
					)}
				</section>
			) : null}
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

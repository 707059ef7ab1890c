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
import { ImportSummaryView, plural, shortDate } from '#app/components/imports/import-summary.tsx'
import { requireActor } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { importAction, importDetail } from './actions.server.ts'

export const meta: MetaFunction = () => [{ title: 'Import preview · Platewise' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
	const { actor } = await requireActor(request)
	return importDetail(actor, params.importId ?? '', new URL(request.url))
}

export async function action({ request, params }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return importAction(actor, params.importId ?? '', await readForm(request), request)
}

const HEADINGS = { preview: 'Preview', done: 'Imported', undone: 'Undone' } as const

export default function ImportDetailPage() {
	const { view, confirmUndo, diaryHref } = useLoaderData<typeof loader>()
	const confirming = useIsPending({ intent: 'confirm' })
	const undoing = useIsPending({ intent: 'undo' })
	const s = view.summary
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to="/profile/import" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> Imports
			</Link>
			<h1 className="text-2xl font-bold">{HEADINGS[view.status]}</h1>
			<p className="break-words text-sm text-slate-700" data-testid="import-file">
				{view.fileName} · {s.format} · uploaded {shortDate(view.createdAt.slice(0, 10))}
			</p>

			<section aria-labelledby="import-summary-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="import-summary-title" className="mb-2 text-lg font-bold">
					{view.status === 'preview' ? 'What will be imported' : view.status === 'done' ? 'What was imported' : 'What this import held'}
				</h2>
				<ImportSummaryView summary={s} />
			</section>

			{view.status === 'preview' ? (
				<section aria-label="Confirm the import" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
					<p className="text-sm text-slate-800">
						Nothing is written yet. Confirm adds {plural(s.entries, 'entry', 'entries')}
						{s.weighIns ? `, ${plural(s.weighIns, 'weigh-in', 'weigh-ins')}` : ''}
						{s.water ? `, ${plural(s.water, 'drink of water', 'drinks of water')}` : ''} in one step; you can undo it later.
					</p>
					<div className="grid grid-cols-2 gap-2">
						<Form method="post">
							<input type="hidden" name="intent" value="cancel" />
							<Button type="submit" variant="secondary" className="w-full">
								Cancel
							</Button>
						</Form>
						<Form method="post">
							<input type="hidden" name="intent" value="confirm" />
							<Button type="submit" className="w-full" disabled={confirming}>
								{confirming ? 'Importing…' : 'Confirm'}
							</Button>
						</Form>
					</div>
				</section>
			) : null}

			{view.status === 'done' ? (
				<section aria-label="Undo the import" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm">
					{diaryHref ? (
						<Link to={diaryHref} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline" data-testid="import-first-day">
							Open the first imported day in the diary
						</Link>
					) : null}
					{confirmUndo ? (
						<div className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3" role="alertdialog" aria-labelledby="undo-title">
							<p id="undo-title" className="font-semibold text-red-900">
								Undo this import?
							</p>
							<p className="text-sm text-red-900">
								This removes the {plural(s.entries, 'entry', 'entries')}
								{s.weighIns ? `, ${plural(s.weighIns, 'weigh-in', 'weigh-ins')}` : ''}
								{s.water ? `, ${plural(s.water, 'drink of water', 'drinks of water')}` : ''} it added. Anything you logged yourself stays.
							</p>
							<div className="grid grid-cols-2 gap-2">
								<Link to="?" replace className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-400 bg-white px-4 font-semibold text-slate-900">
									Keep it
								</Link>
								<Form method="post">
									<input type="hidden" name="intent" value="undo" />
									<Button type="submit" variant="danger" className="w-full" disabled={undoing}>
										{undoing ? 'Undoing…' : 'Undo import'}
									</Button>
								</Form>
							</div>
						</div>
					) : (
						<Link to="?undo=1" className="inline-flex min-h-11 items-center text-sm font-semibold text-red-800 underline">
							Undo this import
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

/**
 * The import page's list of past imports, newest first, one page at a time ('More' is a link, so it
 * works without JavaScript). Each row opens its import; a written one has Undo, which opens the
 * confirm step on the import's page; a preview has Review.
 */
import { Link } from '@remix-run/react'
import type { ImportView } from '#app/domain/imports/imports.server.ts'
import { dateRange, plural, shortDate } from './import-summary.tsx'

const STATUS_TEXT = { preview: 'Waiting for confirmation', done: 'Imported', undone: 'Undone' } as const

/**
 * @param imports one page of the list.
 * @param moreHref the next page's URL, or null on the last page.
 */
export function ImportList({ imports, moreHref }: { imports: ImportView[]; moreHref: string | null }) {
	return (
		<section aria-labelledby="past-imports-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="past-imports-title" className="text-lg font-bold">
				Past imports
			</h2>
			{imports.length === 0 ? (
				<p className="mt-1 text-sm text-slate-700">No imports yet.</p>
			) : (
				<ul className="mt-2 divide-y divide-slate-100" data-testid="import-list">
					{imports.map((i) => (
						<li key={i.id} className="py-2" data-testid="import-row" data-status={i.status}>
							<div className="flex items-start gap-2">
								<div className="min-w-0 flex-1 text-sm">
									<p className="truncate font-medium">{i.fileName || i.summary.format}</p>
									<p className="text-xs text-slate-700">
										{i.summary.format} · {STATUS_TEXT[i.status]} {shortDate(i.createdAt.slice(0, 10))}
									</p>
									<p className="text-xs text-slate-700">
										{plural(i.summary.entries, 'entry', 'entries')} on {plural(i.summary.days, 'day', 'days')}
										{i.summary.weighIns ? ` · ${plural(i.summary.weighIns, 'weigh-in', 'weigh-ins')}` : ''}
										{i.summary.water ? ` · ${plural(i.summary.water, 'drink', 'drinks')}` : ''} · {dateRange(i.summary)}
									</p>
								</div>
								{i.status === 'done' ? (
									<Link
										to={`/profile/import/${encodeURIComponent(i.id)}?undo=1`}
										className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-red-800 underline"
										aria-label={`Undo the import of ${i.fileName}`}
									>
										Undo
									</Link>
								) : i.status === 'preview' ? (
									<Link to={`/profile/import/${encodeURIComponent(i.id)}`} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline" aria-label={`Review the preview of ${i.fileName}`}>
										Review
									</Link>
								) : (
									<Link to={`/profile/import/${encodeURIComponent(i.id)}`} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-slate-700 underline" aria-label={`Details of ${i.fileName}`}>
										Details
									</Link>
								)}
							</div>
						</li>
					))}
				</ul>
			)}
			{moreHref ? (
				<Link to={moreHref} className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
					More
				</Link>
			) : null}
		</section>
	)
}

/**
 * The import page's list of past imports, newest first, one page at a time ('More' is a link, so it
 * works without JavaScript). Each row opens its import; a written one has Undo, which opens the
 * confirm step on the import's page; a preview has Review.
 */
import { Link } from '@remix-run/react'
import type { ImportView } from '#app/domain/imports/imports.server.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { dateRange, shortDate } from './import-summary.tsx'
import { buttonClass } from '#app/components/button.tsx'
import { EmptyState } from '#app/components/empty-state.tsx'

/**
 * @param imports one page of the list.
 * @param moreHref the next page's URL, or null on the last page.
 */
export function ImportList({ imports, moreHref }: { imports: ImportView[]; moreHref: string | null }) {
	const t = useT('imports')
	const te = useT('empty')
	const f = useFormat()
	return (
		<section aria-labelledby="past-imports-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="past-imports-title" className="text-lg font-bold">
				{t('list.title')}
			</h2>
			{imports.length === 0 ? (
				<EmptyState illustration="imports" headingLevel={3} className="mt-2" title={t('list.empty')} text={te('imports.text')} action={<a href="#import-file" className={buttonClass()}>{te('imports.action')}</a>} />
			) : (
				<ul className="mt-2 divide-y divide-slate-100" data-testid="import-list">
					{imports.map((i) => (
						<li key={i.id} className="py-2" data-testid="import-row" data-status={i.status}>
							<div className="flex items-start gap-2">
								<div className="min-w-0 flex-1 text-sm">
									<p className="truncate font-medium">{i.fileName || i.summary.format}</p>
									<p className="text-xs text-slate-700">
										{t('list.meta', { format: i.summary.format, status: t(`status.${i.status}`), date: shortDate(f, i.createdAt.slice(0, 10)) })}
									</p>
									<p className="text-xs text-slate-700">
										{[
											t('list.entriesOnDays', { entries: t('n.entries', { count: i.summary.entries }), days: t('n.days', { count: i.summary.days }) }),
											i.summary.weighIns ? t('n.weighIns', { count: i.summary.weighIns }) : null,
											i.summary.water ? t('n.drinks', { count: i.summary.water }) : null,
											dateRange(t, f, i.summary),
										]
											.filter(Boolean)
											.join(' · ')}
									</p>
								</div>
								{i.status === 'done' ? (
									<Link
										to={`/profile/import/${encodeURIComponent(i.id)}?undo=1`}
										className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-red-800 underline"
										aria-label={t('list.undoLabel', { file: i.fileName })}
									>
										{t('list.undo')}
									</Link>
								) : i.status === 'preview' ? (
									<Link to={`/profile/import/${encodeURIComponent(i.id)}`} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline" aria-label={t('list.reviewLabel', { file: i.fileName })}>
										{t('list.review')}
									</Link>
								) : (
									<Link to={`/profile/import/${encodeURIComponent(i.id)}`} className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-slate-700 underline" aria-label={t('list.detailsLabel', { file: i.fileName })}>
										{t('list.details')}
									</Link>
								)}
							</div>
						</li>
					))}
				</ul>
			)}
			{moreHref ? (
				<Link to={moreHref} className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
					{t('list.more')}
				</Link>
			) : null}
		</section>
	)
}

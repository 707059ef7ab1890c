import { useT } from '#app/utils/i18n.tsx'

/**
 * The profile's 'Your data' section: download everything as a JSON backup (restorable through
 * Import) or the diary as CSV files in a zip. Plain links to GET /api/users/{id}/export with the
 * session cookie: they work without JavaScript, and the browser saves the attachment.
 */
export function ExportSection({ userId }: { userId: string }) {
	const href = (format: 'json' | 'csv') => `/api/users/${encodeURIComponent(userId)}/export?format=${format}`
	const t = useT('exports')
	const link = 'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-400 px-3 text-sm font-semibold'
	return (
		<section aria-labelledby="export-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<h2 id="export-title" className="text-lg font-bold">
				{t('title')}
			</h2>
			<p className="text-sm text-slate-700">{t('text')}</p>
			<div className="mt-2 flex flex-wrap gap-2">
				<a href={href('json')} download className={link} data-testid="export-json">
					{t('json')}
				</a>
				<a href={href('csv')} download className={link} data-testid="export-csv">
					{t('csv')}
				</a>
			</div>
		</section>
	)
}

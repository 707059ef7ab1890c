import { useEffect, useState } from 'react'
import { useT } from '#app/utils/i18n.tsx'

/**
 * 'Export to Shopping App': with JavaScript and the Web Share API, shares the list's text to any
 * app; otherwise (no JS, or no Web Share) the plain-text and CSV downloads of the export route.
 */
export function ShareButton({ listId, title }: { listId: string; title: string }) {
	const t = useT('grocery')
	const [canShare, setCanShare] = useState(false)
	const [status, setStatus] = useState<string | null>(null)
	useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), [])
	const base = `/meal-planning/grocery/${listId}/export`
	return (
		<div className="space-y-2 rounded-2xl bg-white p-3 shadow-sm">
			{canShare ? (
				<button
					type="button"
					className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white"
					onClick={async () => {
						try {
							const res = await fetch(`${base}?format=txt`, { credentials: 'same-origin' })
							if (!res.ok) throw new Error(String(res.status))
							await navigator.share({ title, text: await res.text() })
							setStatus(t('share.done'))
						} catch (error) {
							if (error instanceof Error && error.name === 'AbortError') return
							setStatus(t('share.failed'))
						}
					}}
				>
					{t('share.title')}
				</button>
			) : (
				<p className="font-semibold">{t('share.title')}</p>
			)}
			<div className="flex gap-2">
				<a href={`${base}?format=txt`} download className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 text-sm font-semibold">
					{t('share.text')}
				</a>
				<a href={`${base}?format=csv`} download className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 text-sm font-semibold">
					{t('share.csv')}
				</a>
			</div>
			{status ? (
				<p role="status" className="text-sm text-slate-700">
					{status}
				</p>
			) : null}
		</div>
	)
}

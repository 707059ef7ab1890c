import { useEffect, useState } from 'react'
import { Icon } from '#app/components/icon.tsx'
import { useT } from '#app/utils/i18n.tsx'

/** Toast display duration in ms, spec section 9. */
export const TOAST_DURATION_MS = 5000

type ToastData = { message: string; description?: string; type: 'info' | 'success' | 'error' | 'warning' }

/**
 * One toast at a time (spec section 9), rendered by the server so it shows without JavaScript;
 * it hides after 5 s (a CSS animation, and a timer once JavaScript runs) or on dismiss. Errors use
 * role="alert".
 *
 * Placement: at the bottom, above the bottom navigation, so it never covers
 * the page header (greeting, gear, back links). Only the card takes pointer events.
 *
 * Dismiss works without JavaScript: the × is a checkbox named 'Dismiss notification' (drawn as a
 * 44 px × button); checking it hides the toast by CSS (`:has(:checked)`), with no reload, and is
 * operable by keyboard (Space). With JavaScript the same change also unmounts it.
 */
export function Toast({ toast }: { toast: ToastData }) {
	const [open, setOpen] = useState(true)
	const t = useT('ui')
	useEffect(() => {
		setOpen(true)
		const t = setTimeout(() => setOpen(false), TOAST_DURATION_MS)
		return () => clearTimeout(t)
	}, [toast])
	if (!open) return null
	const error = toast.type === 'error' || toast.type === 'warning'
	return (
		<div
			data-testid="toast-region"
			className="toast-auto-hide pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md justify-center px-3 has-[.toast-dismiss:checked]:hidden"
		>
			<div
				role={error ? 'alert' : 'status'}
				data-testid="toast"
				className={`pointer-events-auto flex w-full min-w-0 items-start gap-3 rounded-xl border p-3 shadow-lg ${
					error ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-white text-slate-900'
				}`}
			>
				<div className="min-w-0 flex-1">
					<p className="font-semibold">{toast.message}</p>
					{toast.description ? <p className="text-sm">{toast.description}</p> : null}
				</div>
				<span className="relative -m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600">
					<input
						type="checkbox"
						className="toast-dismiss absolute inset-0 size-full cursor-pointer appearance-none rounded-lg hover:bg-slate-900/5"
						aria-label={t('toast.dismiss')}
						onChange={() => setOpen(false)}
					/>
					<Icon name="close" className="pointer-events-none relative size-5" />
				</span>
			</div>
		</div>
	)
}

import { useEffect, useState } from 'react'

/** Toast display duration in ms, spec section 9. */
export const TOAST_DURATION_MS = 5000

type ToastData = { message: string; description?: string; type: 'info' | 'success' | 'error' | 'warning' }

/**
 * One toast at a time (spec section 9), rendered by the server so it shows without JavaScript;
 * with JavaScript it hides after 5 s or on dismiss. Errors use role="alert".
 */
export function Toast({ toast }: { toast: ToastData }) {
	const [open, setOpen] = useState(true)
	useEffect(() => {
		setOpen(true)
		const t = setTimeout(() => setOpen(false), TOAST_DURATION_MS)
		return () => clearTimeout(t)
	}, [toast])
	if (!open) return null
	const error = toast.type === 'error' || toast.type === 'warning'
	return (
		<div className="toast-auto-hide pointer-events-none fixed inset-x-0 top-2 z-50 mx-auto flex max-w-md justify-center px-3">
			<div
				role={error ? 'alert' : 'status'}
				data-testid="toast"
				className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-3 shadow-lg ${
					error ? 'border-red-300 bg-red-50 text-red-900' : 'border-emerald-300 bg-white text-slate-900'
				}`}
			>
				<div className="flex-1">
					<p className="font-semibold">{toast.message}</p>
					{toast.description ? <p className="text-sm">{toast.description}</p> : null}
				</div>
				<button
					type="button"
					onClick={() => setOpen(false)}
					className="-m-1 min-h-11 min-w-11 rounded-lg text-lg leading-none text-slate-600"
					aria-label="Dismiss notification"
				>
					×
				</button>
			</div>
		</div>
	)
}

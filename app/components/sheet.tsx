import { Link, useNavigate } from '@remix-run/react'
import { Icon } from '#app/components/icon.tsx'
import { useT } from '#app/utils/i18n.tsx'
import { useEffect, useRef, type ReactNode } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Modal behaviour once JavaScript runs: focus moves into the dialog (its autofocus field, else
 * its first control), Tab stays inside, Escape goes to `closeTo`, and on close focus returns to
 * whatever opened it. Without JavaScript the dialog is a plain page section with a close link.
 */
function useModal(ref: React.RefObject<HTMLElement | null>, closeTo: string) {
	const navigate = useNavigate()
	const closeRef = useRef(closeTo)
	closeRef.current = closeTo
	// Read during the first render: by the time effects run, autoFocus has already moved focus.
	const openerRef = useRef(typeof document === 'undefined' ? null : document.activeElement)
	useEffect(() => {
		const dialog = ref.current
		if (!dialog) return
		const opener = openerRef.current instanceof HTMLElement && !dialog.contains(openerRef.current) ? openerRef.current : null
		if (!dialog.contains(document.activeElement)) {
			const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
			;(first ?? dialog).focus()
		}
		function onKeyDown(event: KeyboardEvent) {
			if (!dialog) return
			if (event.key === 'Escape') {
				event.preventDefault()
				navigate(closeRef.current, { preventScrollReset: true })
			} else if (event.key === 'Tab') {
				const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
				if (items.length === 0) return
				const first = items[0]!
				const last = items[items.length - 1]!
				const active = document.activeElement
				if (event.shiftKey && (active === first || !dialog.contains(active))) {
					event.preventDefault()
					last.focus()
				} else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
					event.preventDefault()
					first.focus()
				}
			}
		}
		document.addEventListener('keydown', onKeyDown)
		return () => {
			document.removeEventListener('keydown', onKeyDown)
			if (opener?.isConnected) opener.focus()
		}
	}, [ref, navigate])
}

/**
 * A bottom sheet / dialog rendered from URL state (so it works without JavaScript): a dimmed
 * backdrop that closes it, a titled panel, and a 44 px close button, all linking to `closeTo`.
 */
export function Sheet({ title, closeTo, labelId, children }: { title: ReactNode; closeTo: string; labelId: string; children: ReactNode }) {
	const ref = useRef<HTMLElement>(null)
	useModal(ref, closeTo)
	const t = useT('common')
	return (
		// m-0: parents use space-y-*, whose margin would lift a fixed overlay off the bottom edge.
		<div className="fixed inset-0 z-40 m-0! flex items-end justify-center bg-slate-900/50">
			<Link to={closeTo} preventScrollReset className="absolute inset-0" aria-hidden="true" tabIndex={-1} />
			<section
				ref={ref}
				role="dialog"
				aria-modal="true"
				aria-labelledby={labelId}
				tabIndex={-1}
				className="relative max-h-[92vh] w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-4 pb-8 shadow-xl outline-none"
			>
				<div className="mb-3 flex items-center justify-between">
					<h2 id={labelId} className="text-lg font-bold">
						{title}
					</h2>
					<Link to={closeTo} preventScrollReset aria-label={t('action.close')} className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-2xl leading-none text-slate-700">
						<Icon name="close" className="size-6" />
					</Link>
				</div>
				{children}
			</section>
		</div>
	)
}

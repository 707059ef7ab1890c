import { Form, Link, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { cn } from '#app/utils/misc.ts'
import { formatIsoDay } from '#app/domain/dates-text.ts'

/** The current /meal-planning URL with `changes` applied (null deletes a key). */
export function useHref() {
	const location = useLocation()
	return (changes: Record<string, string | null>) => {
		const params = new URLSearchParams(location.search)
		for (const [k, v] of Object.entries(changes)) {
			if (v == null) params.delete(k)
			else params.set(k, v)
		}
		const s = params.toString()
		return `/meal-planning${s ? `?${s}` : ''}`
	}
}

/** A hidden `back` field: where the action redirects after a post (this screen, as it is). */
export function BackField() {
	const location = useLocation()
	return <input type="hidden" name="back" value={`/meal-planning${location.search}`} />
}

/** A one-button form posting `intent` with hidden `fields` (Post/Redirect/Get). */
export function PostButton({ intent, fields, children, className, variant = 'secondary', label }: { intent: string; fields: Record<string, string>; children: ReactNode; className?: string; variant?: 'primary' | 'secondary' | 'danger'; label?: string }) {
	return (
		<Form method="post" action="/meal-planning" preventScrollReset className="inline">
			<BackField />
			<input type="hidden" name="intent" value={intent} />
			{Object.entries(fields).map(([k, v]) => (
				<input key={k} type="hidden" name={k} value={v} />
			))}
			<button
				type="submit"
				aria-label={label}
				className={cn(
					'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold',
					variant === 'primary' && 'bg-brand-700 text-white hover:bg-brand-800',
					variant === 'secondary' && 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
					variant === 'danger' && 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
					className,
				)}
			>
				{children}
			</button>
		</Form>
	)
}

/** A link styled as a 44 px button. */
export function LinkButton({ to, children, variant = 'secondary', className, label }: { to: string; children: ReactNode; variant?: 'primary' | 'secondary'; className?: string; label?: string }) {
	return (
		<Link
			to={to}
			preventScrollReset
			aria-label={label}
			className={cn(
				'inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold',
				variant === 'primary' ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
				className,
			)}
		>
			{children}
		</Link>
	)
}

export function Tag({ children, className }: { children: ReactNode; className?: string }) {
	return <span className={cn('inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800', className)}>{children}</span>
}

/** 'Sun 23' style label of an ISO day. */
export function dayLabel(day: string, style: 'short' | 'long' = 'short'): string {
	return formatIsoDay(day, style === 'short' ? { weekday: 'short' } : { weekday: 'long', month: 'short', day: true })
}

/**
 * The way past a bounded list (every list on this screen shows one page): 'More' to the next
 * page and, on a later page, 'Back to the start'. Plain links, so they work without JavaScript.
 */
export function MoreLink({ to, firstTo, paged, label }: { to: string | null; firstTo: string; paged: boolean; label: string }) {
	if (!to && !paged) return null
	return (
		<nav aria-label={`${label} pages`} className="flex flex-wrap gap-2">
			{paged ? <LinkButton to={firstTo}>Back to the start</LinkButton> : null}
			{to ? <LinkButton to={to}>{label}</LinkButton> : null}
		</nav>
	)
}

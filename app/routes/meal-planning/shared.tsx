import { Form, Link, useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { cn } from '#app/utils/misc.ts'
import { optionLabel, PLAN_CATEGORIES } from '#app/domain/planning/options.ts'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { type Formatter, useT } from '#app/utils/i18n.tsx'

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

/** 'Nov 25' ('25 nov.' in French) of an ISO day, with the year when it is not `thisYear`'s. */
export function shortDay(f: Formatter, day: string, thisYear?: string): string {
	return f.day(day, { month: 'short', day: true, year: thisYear != null && day.slice(0, 4) !== thisYear.slice(0, 4) })
}

/** 'Sun' (short) or 'Sunday, Nov 23' (long) label of an ISO day, in the page's language. */
export function dayLabel(f: Formatter, day: string, style: 'short' | 'long' = 'short'): string {
	return f.day(day, style === 'short' ? { weekday: 'short' } : { weekday: 'long', month: 'short', day: true })
}

/**
 * The name of a plan option (health condition, allergy, restriction, food preference) in the
 * page's language; a free-text 'other' entry the person typed reads as typed ('tree_nuts' →
 * 'Tree nuts' in English).
 */
export function useOptionLabel(): (value: string) => string {
	const t = useT('planning')
	return (value) => (KNOWN_OPTIONS.has(value) ? t(`option.${value}` as MessageKey<'planning'>) : optionLabel(value))
}
const KNOWN_OPTIONS = new Set<string>(PLAN_CATEGORIES.flatMap((c) => [...c.options]))

/**
 * The way past a bounded list (every list on this screen shows one page): 'More' to the next
 * page and, on a later page, 'Back to the start'. Plain links, so they work without JavaScript.
 */
export function MoreLink({ to, firstTo, paged, label }: { to: string | null; firstTo: string; paged: boolean; label: string }) {
	const t = useT('planning')
	if (!to && !paged) return null
	return (
		<nav aria-label={t('more.pages', { label })} className="flex flex-wrap gap-2">
			{paged ? <LinkButton to={firstTo}>{t('more.start')}</LinkButton> : null}
			{to ? <LinkButton to={to}>{label}</LinkButton> : null}
		</nav>
	)
}

import { NavLink } from '@remix-run/react'
import { Icon, type IconName } from '#app/components/icon.tsx'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { useT } from '#app/utils/i18n.tsx'
import { cn } from '#app/utils/misc.ts'

/** The five bottom-navigation entries, spec section 2 ("Authenticated user"); `label` is the entry's message key (namespace common). */
export const BOTTOM_NAV_ITEMS = [
	{ to: '/', label: 'nav.home', icon: 'home' },
	{ to: '/search', label: 'nav.search', icon: 'search' },
	{ to: '/meal-planning', label: 'nav.planning', icon: 'calendar' },
	{ to: '/analytics', label: 'nav.analytics', icon: 'chart' },
	{ to: '/profile', label: 'nav.profile', icon: 'user' },
] as const satisfies ReadonlyArray<{ to: string; label: MessageKey<'common'>; icon: IconName }>

/** What a route module may export as `handle` to leave the bottom navigation out (a focused step such as the goal set-up after sign-up). */
export type BottomNavHandle = { bottomNav?: boolean }

/**
 * Whether the page shows the bottom navigation: yes unless its deepest route says
 * `handle.bottomNav = false`. The root renders it for every signed-in page (spec section 2 lists
 * search, analytics, goals, profile and meal planning; the dashboard and every other signed-in
 * screen have it too, so Search, Planning and Analytics are one tap from anywhere).
 */
export function showsBottomNav(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
	const handle = matches[matches.length - 1]?.handle as BottomNavHandle | undefined
	return handle?.bottomNav !== false
}

/**
 * Fixed bottom navigation (mobile width, targets at least 44 px wide and 56 px high), rendered
 * once by the root for signed-in users. The current page's entry carries `aria-current="page"`
 * (NavLink sets it; Home matches `/` only). Pages need bottom padding (`pb-28`) so it never
 * covers their last control.
 */
export function BottomNav() {
	const t = useT('common')
	return (
		<nav aria-label={t('nav.main')} className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
			<ul className="mx-auto grid max-w-md grid-cols-5">
				{BOTTOM_NAV_ITEMS.map((item) => (
					<li key={item.to}>
						<NavLink
							to={item.to}
							end={item.to === '/'}
							prefetch="intent"
							className={({ isActive }) =>
								cn(
									'flex min-h-14 min-w-11 flex-col items-center justify-center gap-0.5 px-1 text-xs font-semibold',
									isActive ? 'text-brand-700' : 'text-slate-700 hover:text-slate-900',
								)
							}
						>
							<Icon name={item.icon} className="size-6" />
							<span className="max-w-full truncate">{t(item.label)}</span>
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}

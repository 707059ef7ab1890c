import { Link } from '@remix-run/react'
import { goalProgress } from '#app/domain/nutrition/index.ts'
import { useBalance } from './balance.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { cn } from '#app/utils/misc.ts'
import { dayText, dayUrl } from './day-url.ts'
import { onDemand } from '#app/components/on-demand.tsx'
import type { DashboardData } from './route.tsx'

/**
 * The net-carbs card replaces the carbs card only for users who chose net carbs: it loads on
 * demand, and the loader awaits `preloadNetCarbsCard()` for those users (app/components/on-demand.tsx).
 */
const netCarbsCard = onDemand(() => import('./net-carbs-card.tsx').then((m) => m.NetCarbsCard))
const NetCarbsCard = netCarbsCard.Component
export const preloadNetCarbsCard = netCarbsCard.preload

/**
 * The ring's colours: brand green while under the goal, red past it. Both are graphics on white
 * and reach at least 3:1 (WCAG 1.4.11): #047857 5.5:1, #b91c1c 6.5:1. Colour is never the only
 * signal: the text beside the ring says 'N kcal left' or 'N kcal over'.
 */
export const RING_COLOURS = { under: '#047857', over: '#b91c1c', track: '#e2e8f0' } as const


/**
 * Calorie ring, 128 px by default (spec section 9), with what is left or over beside it.
 * Negative values show as 0. The ring fills to 100 % at most (the spec's cap); past the goal it
 * turns red and the text says by how much.
 */
export function CalorieRing({ consumed, goal, size = 128 }: { consumed: number; goal: number; size?: number }) {
	const stroke = 12
	const r = (size - stroke) / 2
	const c = 2 * Math.PI * r
	const p = goalProgress(consumed, goal)
	const state = p.over ? 'over' : 'under'
	const t = useT('dashboard')
	const f = useFormat()
	const balance = useBalance()
	return (
		<div className="flex shrink-0 flex-col items-center gap-1" data-testid="calorie-ring" data-state={state}>
			<div className="relative" style={{ width: size, height: size }}>
				<svg
					width={size}
					height={size}
					viewBox={`0 0 ${size} ${size}`}
					role="img"
					aria-label={t('ring.label', { consumed: f.number(p.consumed), goal: f.number(p.goal), balance: balance(p, 'kcal') })}
				>
					<circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke={RING_COLOURS.track} strokeWidth={stroke} />
					{p.barPercent > 0 ? (
						<circle
							data-testid="calorie-ring-arc"
							cx={size / 2}
							cy={size / 2}
							r={r}
							fill="none"
							stroke={RING_COLOURS[state]}
							strokeWidth={stroke}
							strokeLinecap="round"
							strokeDasharray={`${(p.barPercent / 100) * c} ${c}`}
							transform={`rotate(-90 ${size / 2} ${size / 2})`}
						/>
					) : null}
				</svg>
				<div className="absolute inset-0 flex flex-col items-center justify-center" aria-hidden="true">
					<span className={cn('text-2xl font-bold', p.over && 'text-red-800')} data-testid="calories-consumed">
						{f.number(p.consumed)}
					</span>
					<span className="text-xs text-slate-700">{t('ring.ofGoal', { goal: f.number(p.goal) })}</span>
				</div>
			</div>
			<p className={cn('text-sm font-semibold', p.over ? 'text-red-800' : 'text-slate-800')} data-testid="calorie-balance" aria-hidden="true">
				{balance(p, 'kcal')}
			</p>
		</div>
	)
}

/**
 * One macro's card: grams of goal, a bar capped at 100 % and the uncapped percent with what is
 * left or over ('137% · 74 g over'). Past the goal the card, bar and text turn red (Tailwind
 * red-800 text on red-50, above 7:1), and the words say so.
 */
function MacroCard({ macro, consumed, goal, color }: { macro: 'carbs' | 'protein' | 'fat'; consumed: number; goal: number; color: string }) {
	const p = goalProgress(consumed, goal)
	const id = `macro-${macro}`
	const t = useT('dashboard')
	const common = useT('common')
	const f = useFormat()
	const status = useBalance()(p, 'g')
	const label = common(`macro.${macro}`)
	const percent = f.percent(p.percent)
	return (
		<div className={cn('rounded-xl p-2', p.over ? 'bg-red-50 ring-1 ring-red-700' : 'bg-slate-50')} data-testid={id} data-state={p.over ? 'over' : 'under'}>
			<p className={cn('text-xs font-medium', p.over ? 'text-red-800' : 'text-slate-700')}>{label}</p>
			<p className="font-bold">
				<span data-testid={`${id}-grams`}>{f.number(p.consumed)}</span>
				<span className="text-xs font-normal text-slate-700"> / {f.grams(p.goal)}</span>
			</p>
			<div
				className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200"
				role="progressbar"
				aria-label={t('macro.barLabel', { label, percent })}
				aria-valuenow={p.barPercent}
				aria-valuetext={t('macro.valueText', { percent, status })}
				aria-valuemin={0}
				aria-valuemax={100}
			>
				<div className={cn('h-full rounded-full', p.over ? 'bg-red-700' : color)} style={{ width: `${p.barPercent}%` }} />
			</div>
			<p className={cn('text-xs', p.over ? 'font-semibold text-red-800' : 'text-slate-700')} data-testid={`${id}-status`}>
				{t('macro.status', { percent, status })}
			</p>
		</div>
	)
}

/** The dashboard's 'Today's Progress' panel (spec section 2): the calorie ring and the three macro cards. */
export function TodaysProgress({ data }: { data: DashboardData }) {
	const { consumed, goals } = data.progress
	const includesEstimate = data.progress.meals.some((m) => m.includesEstimate)
	const t = useT('dashboard')
	const f = useFormat()
	return (
		<section aria-labelledby="progress-title" className="rounded-2xl bg-white p-4 shadow-sm">
			<div className="mb-3 flex items-center justify-between">
				<h2 id="progress-title" className="text-lg font-bold">
					{data.date === data.today ? t('progress.today') : t('progress.day', { day: dayText(f, data.date, data.today) })}
				</h2>
				<Link to={dayUrl(data, { sheet: 'goals', meal: data.selectedMeal })} className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 underline">
					{t('progress.setGoals')}
				</Link>
			</div>
			<div className="flex items-center gap-4">
				<CalorieRing consumed={consumed.kcal ?? 0} goal={goals.kcal ?? 0} />
				<div className="grid flex-1 grid-cols-1 gap-2">
					{data.netCarbs ? <NetCarbsCard carbs={data.netCarbs} goal={goals.carbsG ?? 0} /> : <MacroCard macro="carbs" consumed={consumed.carbsG ?? 0} goal={goals.carbsG ?? 0} color="bg-amber-500" />}
					<MacroCard macro="protein" consumed={consumed.proteinG ?? 0} goal={goals.proteinG ?? 0} color="bg-sky-600" />
					<MacroCard macro="fat" consumed={consumed.fatG ?? 0} goal={goals.fatG ?? 0} color="bg-rose-500" />
				</div>
			</div>
			{includesEstimate ? (
				<p className="mt-2 text-xs text-slate-700">{t('progress.estimateNote')}</p>

			) : null}
		</section>
	)
}

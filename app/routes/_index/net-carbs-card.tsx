import { goalProgress } from '#app/domain/nutrition/index.ts'
import { UNKNOWN_AMOUNT, type CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
import { useCarbWords } from '#app/components/carbs.tsx'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { cn } from '#app/utils/misc.ts'
import { useBalance } from './balance.ts'

/**
 * The carbs macro card when the user counts net carbs: net carbs against the net-carb goal (the
 * stored carb goal), '—' when no carbs have fiber data, and the note saying how much of the day's
 * carbs the figure covers when only part of it is known. Red past the goal, as the other cards.
 */
export function NetCarbsCard({ carbs, goal }: { carbs: CarbsShown; goal: number }) {
	const known = carbs.grams != null
	const p = goalProgress(carbs.grams ?? 0, goal)
	const t = useT('dashboard')
	const f = useFormat()
	const words = useCarbWords()
	const balance = useBalance()
	const label = words.label(carbs)
	const net = String(carbs.net)
	const status = known ? t('macro.status', { percent: f.percent(p.percent), status: balance(p, 'g') }) : words.unknown
	const note = words.note(carbs)
	return (
		<div className={cn('rounded-xl p-2', p.over ? 'bg-red-50 ring-1 ring-red-700' : 'bg-slate-50')} data-testid="macro-net-carbs" data-state={p.over ? 'over' : 'under'}>
			<p className={cn('text-xs font-medium', p.over ? 'text-red-800' : 'text-slate-700')}>{label}</p>
			<p className="font-bold">
				<span data-testid="macro-net-carbs-grams">{known ? p.consumed : UNKNOWN_AMOUNT}</span>
				<span className="text-xs font-normal text-slate-700" data-testid="macro-net-carbs-goal">
					{' '}
					{t('netCarbs.ofGoal', { goal: f.number(p.goal), net })}
				</span>
			</p>
			<div
				className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200"
				role="progressbar"
				aria-label={t('netCarbs.barLabel', { label, percent: known ? f.percent(p.percent) : words.unknown, net })}

				aria-valuenow={known ? p.barPercent : 0}
				aria-valuemin={0}
				aria-valuemax={100}
			>
				<div className={cn('h-full rounded-full', p.over ? 'bg-red-700' : 'bg-amber-500')} style={{ width: `${known ? p.barPercent : 0}%` }} />
			</div>
			<p className={cn('text-xs', p.over ? 'font-semibold text-red-800' : 'text-slate-700')} data-testid="macro-net-carbs-status">
				{status}
			</p>
			{note ? (
				<p className="text-xs text-slate-700" data-testid="macro-net-carbs-note">
					{note}
				</p>

			) : null}
		</div>
	)
}

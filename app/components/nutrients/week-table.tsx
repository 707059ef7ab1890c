import { Link } from '@remix-run/react'
import { cn } from '#app/utils/misc.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'
import { completenessText, richInUrl, TargetsNote, useAmount, useNutrientName } from './nutrient-lines.tsx'
import { NUTRIENT_GROUPS, type NutrientPanelView } from './types.ts'

/** A week's nutrients as /analytics shows them: the Sunday week, its logged days and the average per logged day. */
export type NutrientWeekView = { from: string; to: string; loggedDays: number; panel: NutrientPanelView }

/**
 * The week's average per logged day against the targets, one table (its rows grouped by
 * vitamins, minerals, fats, other): amount, target and percent in text, with a bar beside the
 * percent for the eye (hidden from screen readers, which read the numbers). Red with the words
 * 'above upper level' where the average passes the upper level.
 */
export function NutrientWeek({ week, title }: { week: NutrientWeekView; title: string }) {
	const { panel } = week
	const t = useT('nutrients')
	const nameOf = useNutrientName()
	const amount = useAmount()
	const f = useFormat()
	const from = f.day(week.from, { month: 'short', day: true })
	const to = f.day(week.to, { month: 'short', day: true })
	return (
		<section aria-labelledby="nutrient-week-title" className="rounded-2xl bg-white p-4 shadow-sm" data-testid="nutrient-week">
			<h2 id="nutrient-week-title" className="text-lg font-bold">
				{title}
			</h2>
			<p className="text-xs text-slate-700">
				{t('week.range', { from, to, count: week.loggedDays })}
				{week.loggedDays ? ` · ${completenessText(t, panel.completeness, 'week')}` : ''}
			</p>
			{week.loggedDays === 0 ? (
				<p className="mt-2 text-sm text-slate-700">{t('week.empty')}</p>
			) : (
				<table className="mt-2 w-full table-fixed text-sm">
					<caption className="sr-only">{t('week.caption', { from, to })}</caption>
					<thead>
						<tr className="text-left text-xs text-slate-700">
							<th scope="col" className="w-[38%] py-1 font-medium">{t('week.nutrient')}</th>
							<th scope="col" className="py-1 text-right font-medium">{t('week.avg')}</th>
							<th scope="col" className="w-[36%] py-1 pl-2 font-medium">{t('week.ofTarget')}</th>
						</tr>
					</thead>
					{NUTRIENT_GROUPS.map((group) => {
						const lines = panel.lines.filter((l) => l.group === group)
						if (lines.length === 0) return null
						return (
							<tbody key={group}>
								<tr>
									<th scope="colgroup" colSpan={3} className="pt-3 text-left text-xs font-bold uppercase tracking-wide text-slate-700">
										{t(`group.${group}`)}
									</th>
								</tr>
								{lines.map((l) => (
									<tr key={l.key} className={cn('border-t border-slate-100', l.over && 'bg-red-50 text-red-800')} data-testid={`week-${l.key}`} data-state={l.over ? 'over' : 'under'}>
										<th scope="row" className="py-1 text-left font-normal">
											<Link to={richInUrl(l.key)} className="inline-flex min-h-11 items-center underline decoration-slate-400 underline-offset-2">
												{nameOf(l)}
											</Link>

										</th>
										<td className="py-1 text-right tabular-nums">{amount(l.amount, l.unit)}</td>
										<td className="py-1 pl-2">
											{l.percent == null ? (
												<span className="text-xs text-slate-700">{t('week.noTarget')}</span>
											) : (
												<>
													<span className={cn('text-xs', l.over && 'font-semibold')}>
														{t('line.ofTarget', { percent: f.number(l.percent), target: amount(l.target, l.unit) })}
														{l.over ? t('week.over') : ''}
													</span>
													<span aria-hidden="true" className="mt-0.5 block h-1.5 overflow-hidden rounded-full bg-slate-200">
														<span className={cn('block h-full rounded-full', l.over ? 'bg-red-700' : 'bg-brand-600')} style={{ width: `${Math.min(100, Math.max(0, l.percent))}%` }} />
													</span>
												</>
											)}
										</td>
									</tr>
								))}
							</tbody>
						)
					})}
				</table>
			)}
			<TargetsNote panel={panel} />
		</section>
	)
}

import type { CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
import { CarbsInline, CarbsNote } from '#app/components/carbs.tsx'
import { cn, wholeAmount } from '#app/utils/misc.ts'
import { useT } from '#app/utils/i18n.tsx'

/**
 * 'kcal · P · C · F' of some nutrients, whole numbers. `carbs`, when given, is the carb figure the
 * net-carbs rule gave for these nutrients (app/utils/carbs-views.server.ts): with the setting on
 * it reads 'Net carbs 12 g' (or '—') with the rule's note below when only part is known.
 */
export function Macros({ n, className, carbs }: { n: { kcal: number | null; proteinG: number | null; carbsG: number | null; fatG: number | null }; className?: string; carbs?: CarbsShown | null }) {
	const t = useT('recipes')
	const tc = useT('common')
	return (
		<>
			<p className={cn('text-sm text-slate-700', className)}>
				<span className="font-semibold text-slate-900">{tc('unit.kcal', { value: wholeAmount(n.kcal) })}</span> · {t('macros.protein', { value: wholeAmount(n.proteinG) })} ·{' '}
				{carbs?.net ? <CarbsInline carbs={carbs} offLabel={t('macros.carbsLetter')} testId="macros-carbs" /> : t('macros.carbs', { value: wholeAmount(n.carbsG) })} · {t('macros.fat', { value: wholeAmount(n.fatG) })}
			</p>
			{carbs?.net ? <CarbsNote carbs={carbs} /> : null}
		</>
	)
}

import type { GoalProgress } from '#app/domain/nutrition/index.ts'
import { useFormat, useT } from '#app/utils/i18n.tsx'

/**
 * 'N kcal left' / 'N kcal over' (or 'N g …') in the page's language, the number grouped
 * ('1,258 kcal left', '1.258 kcal übrig'): the words of the domain's `balanceText`, for the
 * calorie ring and the macro cards.
 */
export function useBalance() {
	const t = useT('dashboard')
	const f = useFormat()
	return (p: GoalProgress, unit: 'kcal' | 'g') => t(`balance.${unit}.${p.over ? 'over' : 'left'}`, { amount: f.number(p.amount) })
}

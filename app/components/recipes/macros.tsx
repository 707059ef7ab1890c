import { cn, wholeAmount } from '#app/utils/misc.ts'

/** 'kcal · P · C · F' of some nutrients, whole numbers. */
export function Macros({ n, className }: { n: { kcal: number | null; proteinG: number | null; carbsG: number | null; fatG: number | null }; className?: string }) {
	return (
		<p className={cn('text-sm text-slate-700', className)}>
			<span className="font-semibold text-slate-900">{wholeAmount(n.kcal)} kcal</span> · P {wholeAmount(n.proteinG)} g · C {wholeAmount(n.carbsG)} g · F {wholeAmount(n.fatG)} g
		</p>
	)
}

import { carbLabels, carbsShownOf, UNKNOWN_AMOUNT, type CarbsShown } from '#app/domain/nutrition/net-carbs.ts'
import type { NutrientLine } from '#app/components/nutrients/types.ts'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { type Translate, useFormat, useT } from '#app/utils/i18n.tsx'
import { cn, wholeAmount } from '#app/utils/misc.ts'

/**
 * How every screen prints a carb figure the net-carbs rule gave (app/domain/nutrition/net-carbs.ts
 * `carbsShown` / `carbsShownOf`): whole grams, or '—' when net carbs are unknown (no fibre data).
 * Screens never compute carbs themselves; they pass the rule's answer here.
 */

/** Whose carbs a note names (the rule's English `whose`) → its message key. */
const WHOSE: Record<string, MessageKey<'nutrients'>> = {
	"today's carbs": 'carbs.whose.today',
	"this day's carbs": 'carbs.whose.day',
	"this meal's carbs": 'carbs.whose.meal',
	"this recipe's carbs": 'carbs.whose.recipe',
	'this food': 'carbs.whose.food',
}

/**
 * The rule's note (English, from app/domain/nutrition/net-carbs.ts `carbsShown`) in the page's
 * language; a note of another shape is shown as it is.
 */
export function carbsNoteText(t: Translate<'nutrients'>, note: string): string {
	const whose = (w: string) => t(WHOSE[w] ?? 'carbs.whose.the')
	const unknown = /^Net carbs unknown: no fiber data for (.+)$/.exec(note)
	if (unknown) return t('carbs.note.unknown', { whose: whose(unknown[1]!) })
	const partial = /^Net carbs of (\d+) % of (.+) known \(some foods have no fiber data\)$/.exec(note)
	if (partial) return t('carbs.note.partial', { percent: partial[1]!, whose: whose(partial[2]!) }
)
	return note
}

/**
 * The words of a carb figure in the page's language: its name ('Carbs' / 'Net carbs'), its goal's
 * name ('Carb goal' / 'Net-carb goal'), its note, 'unknown', and the amount ('12 g', '—').
 */
export function useCarbWords() {
	const t = useT('nutrients')
	const common = useT('common')
	const f = useFormat()
	return {
		label: (carbs: { net: boolean }) => common(carbs.net ? 'macro.netCarbs' : 'macro.carbs'),
		goal: (carbs: { net: boolean }) => t(carbs.net ? 'carbs.goal.net' : 'carbs.goal.total'),
		note: (carbs: CarbsShown) => (carbs.note ? carbsNoteText(t, carbs.note) : null),
		unknown: t('carbs.unknown'),
		amount: (carbs: CarbsShown) => (carbs.grams == null ? UNKNOWN_AMOUNT : f.grams(wholeAmount(carbs.grams))),
	}
}

/**
 * The figure inline in a macro line: `offLabel` (the screen's own word for total carbs: 'C',
 * 'Carbs', 'carbs') with the grams while the setting is off, so those screens read exactly as
 * before; 'Net carbs 12 g' or 'Net carbs —' when it is on. The '—' is read as 'unknown'.
 */
export function CarbsInline({ carbs, offLabel, testId }: { carbs: CarbsShown; offLabel: string; testId?: string }) {
	const words = useCarbWords()
	const label = carbs.net ? words.label(carbs) : offLabel
	return (
		<span data-testid={testId} data-net={carbs.net || undefined}>
			{label} <CarbsAmount carbs={carbs} />
		</span>
	)
}

/** Just the amount: '12 g', or '—' (read as 'unknown'). */
export function CarbsAmount({ carbs }: { carbs: CarbsShown }) {
	const words = useCarbWords()
	return carbs.grams == null ? (
		<>
			<span aria-hidden="true">{UNKNOWN_AMOUNT}</span>
			<span className="sr-only">{words.unknown}</span>
		</>
	) : (
		<>{words.amount(carbs)}</>
	)
}

/** The rule's note (how much of the carbs the net figure covers, or why it is unknown); nothing when whole. */
export function CarbsNote({ carbs, className, testId }: { carbs: CarbsShown; className?: string; testId?: string }) {
	const words = useCarbWords()
	if (!carbs.note) return null
	return (
		<p className={cn('text-xs text-slate-700', className)} data-testid={testId}>
			{words.note(carbs)}
		</p>
	)
}

/** A line of its own: 'Net carbs 23 g' and, below it, the rule's note when only part is known. */
export function CarbsLine({ carbs, className, testId }: { carbs: CarbsShown; className?: string; testId?: string }) {
	const words = useCarbWords()
	return (
		<div className={className} data-testid={testId}>
			<p className="text-sm text-slate-800">
				<CarbsInline carbs={carbs} offLabel={words.label(carbs)} testId={testId ? `${testId}-figure` : undefined} />

			</p>
			<CarbsNote carbs={carbs} testId={testId ? `${testId}-note` : undefined} />
		</div>
	)
}

/**
 * One food's nutrient panel (`lines` per serving or per 100 g) with a 'Net carbs' line after its
 * carbohydrates when the user counts net carbs: the food's own carbs and fibre from the same
 * panel, through the one rule (unknown fibre → no data). Only for a single food: a sum's fibre
 * line counts the foods that know it, which is why sums go through `carbTotalsOf`. No target,
 * and not a link (there is no 'Foods high in' list for it).
 */
export function withNetCarbsLine<P extends { lines: readonly NutrientLine[] }>(panel: P, showNet: boolean): P {
	if (!showNet) return panel
	const amount = (key: string) => panel.lines.find((l) => l.key === key)?.amount ?? null
	const carbs = carbsShownOf(true, { carbsG: amount('carbs_g'), fiberG: amount('fiber_g') })
	const line: NutrientLine = { key: 'net_carbs_g', name: carbs.label, group: 'other', amount: carbs.grams, unit: 'g', target: null, targetKind: null, upperLimit: null, percent: null, completeness: null, over: false }
	const at = panel.lines.findIndex((l) => l.key === 'carbs_g')
	const lines = [...panel.lines]
	lines.splice(at < 0 ? lines.length : at + 1, 0, line)
	return { ...panel, lines }
}

/**
 * A goal card or field named for carbs ('Carbs', title of the `dailyCarbGoal` card) under the
 * setting: 'Net carbs' when the user counts net carbs (the same stored goal, read as a net-carb
 * goal); any other card unchanged.
 */
export function carbGoalTitled<T extends { field: string; title: string }>(card: T, showNet: boolean): Omit<T, 'title'> & { title: string } {
	return card.field === 'dailyCarbGoal' && showNet ? { ...card, title: carbLabels(true).label } : card
}

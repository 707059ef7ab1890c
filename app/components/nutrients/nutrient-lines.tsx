import { Link } from '@remix-run/react'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { type Locale, type Translate, useLocale, useT } from '#app/utils/i18n.tsx'
import { cn, formatNumber } from '#app/utils/misc.ts'
import { NUTRIENT_GROUPS, type NutrientLine, type NutrientPanelView } from './types.ts'

/** An amount as people read it: whole from 10 up, one decimal from 1, two below ('0.45 mg'). */
export function formatAmount(value: number | null, unit: string, locale: Locale = 'en'): string {
	if (value == null) return 'no data'
	const digits = Math.abs(value) >= 10 ? 0 : Math.abs(value) >= 1 ? 1 : 2
	return `${formatNumber(value, digits, locale)} ${unit}`
}

/**
 * A nutrient's name in the page's language, by its key (`nutrient.potassium_mg`); the domain's
 * list (app/domain/nutrition/micronutrients.ts) keeps the English name, used for a key the
 * catalog lacks.
 */
export function useNutrientName() {
	const t = useT('nutrients')
	return (line: { key: string; name: string }) => nutrientName(t, line)
}
/** A nutrient's name by its key in `t`'s language (the English `name` for a key the catalog lacks). */
export function nutrientName(t: Translate<'nutrients'>, line: { key: string; name: string }): string {
	const key = `nutrient.${line.key}` as MessageKey<'nutrients'>
	const text = t(key)
	return text === key || text === `nutrients.${key}` ? line.name : text
}

/** The amounts of the nutrient lines in the page's language ('0,45 mg', 'keine Daten'). */
export function useAmount() {
	const t = useT('nutrients')
	const locale = useLocale()
	return (value: number | null, unit: string) => (value == null ? t('noData') : formatAmount(value, unit, locale))
}


/** The kinds of reference value with a message of their own (db/data/reference-intakes.csv `kind`). */
const KINDS = ['RDA', 'AI', 'DV'] as const

/** 'RDA' → 'RDA' (de 'empfohlene Zufuhr'), 'custom' → 'your target'; an unknown kind as it is. */
export function kindText(t: Translate<'nutrients'>, kind: string | null): string {
	if (kind === 'custom') return t('kind.custom')
	return kind && (KINDS as readonly string[]).includes(kind) ? t(`kind.${kind as (typeof KINDS)[number]}`) : (kind ?? '')
}

/**
 * A reference-intakes group ('female 31-50', 'lactation 19-30', 'children 4-8', 'male 71+') in the
 * page's language; a group of another shape as it is.
 */
export function groupText(t: Translate<'nutrients'>, group: string): string {
	const m = /^(female|male|children|pregnancy|lactation) (\d+(?:-\d+|\+))$/.exec(group)
	return m ? t('ageGroup', { who: m[1]!, ages: m[2]! }) : group
}

/** Where the 'Foods high in X' list of a nutrient lives. */
export const richInUrl = (key: string) => `/foods/rich-in/${encodeURIComponent(key)}`

/**
 * 'Data for 62 % of today's kcal' — what a completeness figure means, in words.
 * @param whose 'today' (today's), 'day' (this day's) or 'the'
 */
export function completenessText(t: Translate<'nutrients'>, completeness: number | null, whose: 'today' | 'day' | 'week' | 'the'): string {
	if (completeness == null) return t('completeness.none', { whose })
	return t('completeness.some', { percent: Math.round(completeness), whose })
}

/**
 * One nutrient: its name (a link to the foods richest in it), the amount, the percent of the
 * person's target as a bar with its value in text, and 'Above the upper level' in words and red
 * (Tailwind red-800 on red-50, above 7:1) when the amount passes it. Colour is never the only signal.
 */
export function NutrientLineItem({ line, showCompleteness = true, linkToFoods = true }: { line: NutrientLine; showCompleteness?: boolean; linkToFoods?: boolean }) {
	const bar = line.percent == null ? 0 : Math.max(0, Math.min(100, line.percent))
	const t = useT('nutrients')
	const amount = useAmount()
	const name = nutrientName(t, line)
	const targetText =
		line.target == null ? t('line.noTarget') : `${t('line.ofTarget', { percent: line.percent ?? 0, target: amount(line.target, line.unit) })}${line.targetKind ? ` (${kindText(t, line.targetKind)})` : ''}`
	return (
		<li className={cn('py-2', line.over && '-mx-2 rounded-lg bg-red-50 px-2')} data-testid={`nutrient-${line.key}`} data-state={line.over ? 'over' : 'under'} data-amount={line.amount ?? ''}>
			<div className="flex items-baseline justify-between gap-2">
				{linkToFoods ? (
					<Link to={richInUrl(line.key)} className="inline-flex min-h-11 items-center font-medium text-slate-900 underline decoration-slate-400 underline-offset-2" aria-label={t('line.richIn', { name })}>
						{name}
					</Link>
				) : (
					<span className="font-medium">{name}</span>
				)}
				<span className={cn('text-right text-sm font-semibold', line.over && 'text-red-800')} data-testid={`nutrient-${line.key}-amount`}>
					{amount(line.amount, line.unit)}
				</span>
			</div>
			{line.target != null ? (
				<div
					className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
					role="progressbar"
					aria-label={t('line.barLabel', { name, percent: line.percent ?? 0 })}
					aria-valuenow={bar}
					aria-valuetext={`${targetText}${line.over ? t('line.aboveUpperShort') : ''}`}
					aria-valuemin={0}
					aria-valuemax={100}
				>
					<div className={cn('h-full rounded-full', line.over ? 'bg-red-700' : 'bg-brand-600')} style={{ width: `${bar}%` }} />
				</div>
			) : null}
			<p className={cn('mt-0.5 text-xs', line.over ? 'font-semibold text-red-800' : 'text-slate-700')}>
				{targetText}
				{line.over && line.upperLimit != null ? t('line.aboveUpper', { limit: amount(line.upperLimit, line.unit) }) : line.upperLimit != null ? t('line.upper', { limit: amount(line.upperLimit, line.unit) }) : ''}
				{showCompleteness && line.completeness != null ? t('line.completeness', { percent: Math.round(line.completeness) }) : ''}
			</p>
		</li>
	)
}

/** Every nutrient of a panel, grouped (vitamins, minerals, fats, other), each group a list under its heading. */
export function NutrientGroups({ panel, idPrefix, showCompleteness = true, linkToFoods = true }: { panel: NutrientPanelView; idPrefix: string; showCompleteness?: boolean; linkToFoods?: boolean }) {
	const t = useT('nutrients')
	return (
		<div className="space-y-3">
			{NUTRIENT_GROUPS.map((group) => {
				const lines = panel.lines.filter((l) => l.group === group)
				if (lines.length === 0) return null
				return (
					<section key={group} aria-labelledby={`${idPrefix}-${group}`}>
						<h3 id={`${idPrefix}-${group}`} className="text-sm font-bold uppercase tracking-wide text-slate-700">
							{t(`group.${group}`)}
						</h3>
						<ul className="divide-y divide-slate-100">
							{lines.map((line) => (
								<NutrientLineItem key={line.key} line={line} showCompleteness={showCompleteness} linkToFoods={linkToFoods} />
							))}
						</ul>
					</section>
				)
			})}
		</div>
	)
}

/** 'Targets: US/Canada DRI for female 31-50' or the FDA Daily Values fallback, said as such. */
export function TargetsNote({ panel }: { panel: NutrientPanelView }) {
	const t = useT('nutrients')
	return (
		<p className="text-xs text-slate-700" data-testid="targets-from">
			{panel.targetsFrom === 'DRI' ? t('targets.dri', { group: groupText(t, panel.group) }) : t('targets.fda')}{' '}
			<Link to="/profile/nutrient-targets" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
				{t('targets.link')}
			</Link>

		</p>
	)
}

/** How many lines a compact panel shows before 'All nutrients'. */
export const COMPACT_LINES = 5

/**
 * A compact panel for a recipe serving, a planned day or a food's serving: the lines furthest
 * along to their target (and any above its upper level) first, then every nutrient behind a
 * `<details>` expander (works without JavaScript).
 */
export function CompactNutrients({ panel, title, idPrefix, note }: { panel: NutrientPanelView; title: string; idPrefix: string; note?: string }) {
	const t = useT('nutrients')
	const top = [...panel.lines]
		.filter((l) => l.amount != null && l.percent != null)
		.sort((a, b) => Number(b.over) - Number(a.over) || (b.percent ?? 0) - (a.percent ?? 0))
		.slice(0, COMPACT_LINES)
	return (
		<section aria-labelledby={`${idPrefix}-title`} className="rounded-2xl bg-white p-4 shadow-sm" data-testid={`${idPrefix}-panel`}>
			<h2 id={`${idPrefix}-title`} className="font-semibold">
				{title}
			</h2>
			{note ? <p className="text-xs text-slate-700">{note}</p> : null}
			<p className="text-xs text-slate-700">{completenessText(t, panel.completeness, 'the')}.</p>
			{top.length ? (
				<ul className="divide-y divide-slate-100">
					{top.map((line) => (
						<NutrientLineItem key={line.key} line={line} showCompleteness={false} />
					))}
				</ul>
			) : (
				<p className="text-sm text-slate-700">{t('compact.none')}</p>
			)}
			<details className="mt-2">
				<summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{t('compact.all')}</summary>

				<NutrientGroups panel={panel} idPrefix={idPrefix} showCompleteness={false} />
			</details>
			<TargetsNote panel={panel} />
		</section>
	)
}

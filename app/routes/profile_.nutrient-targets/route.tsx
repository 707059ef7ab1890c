/**
 * /profile/nutrient-targets: the person's micronutrient targets. The optional 'pregnant' /
 * 'breastfeeding' setting (which, with sex and age, picks the reference-intake group), every
 * target with its kind (RDA, AI, DV) and source, and the user's own targets and limits, which win
 * over the reference ones. Plain forms posting here (Post/Redirect/Get); a refused value comes
 * back with its field's message, with or without JavaScript.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { Button, Field, FormAlert, SelectField } from '#app/components/forms.tsx'
import { groupText, kindText, useAmount, useNutrientName } from '#app/components/nutrients/nutrient-lines.tsx'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { resolveLocale, requestLocale, serverT } from '#app/utils/i18n.server.ts'
import { useT, type Translate } from '#app/utils/i18n.tsx'
import { useIsPending } from '#app/utils/misc.ts'
import { LIFE_STAGE_CHOICES } from './life-stage.ts'
import { loadTargets, targetsAction } from './targets.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const locale = resolveLocale(request, user)
	return { ...(await loadTargets(user, new URL(request.url).searchParams.get('nutrient'), locale)), title: serverT(locale, 'nutrients')('page.title') }
}

export async function action({ request }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return targetsAction(actor, await readForm(request), await requestLocale(request))
}

/**
 * A reference value's source as people read it: the three citations of
 * app/domain/nutrition/reference-intakes.data.ts (REFERENCE_SOURCES), their descriptive words
 * translated; any other source as the data has it.
 */
const SOURCE_KEYS = {
	'IOM DRI summary tables (USDA NAL 2011)': 'source.iom',
	'NASEM 2019 DRI for Sodium and Potassium': 'source.nasem',
	'FDA 21 CFR 101.9 (2016 rule)': 'source.fda',
} as const
function sourceText(t: Translate<'nutrients'>, source: string): string {
	const key = SOURCE_KEYS[source as keyof typeof SOURCE_KEYS]
	return key ? t(key) : source
}

export default function NutrientTargetsPage() {
	const d = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const errors = reply && 'fieldErrors' in reply ? reply.fieldErrors : {}
	const values = reply && 'values' in reply ? reply.values : null
	const savingTarget = useIsPending({ intent: 'set-target' })
	const savingStage = useIsPending({ intent: 'life-stage' })
	const editing = d.targets.find((t) => t.key === (values?.nutrient ?? d.selected)) ?? d.targets[0]
	const t = useT('nutrients')
	const common = useT('common')
	const nameOf = useNutrientName()
	const amount = useAmount()
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to="/profile" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> {common('nav.profile')}
			</Link>
			<h1 className="text-2xl font-bold">{t('targets.link')}</h1>
			<p className="text-sm text-slate-700" data-testid="targets-group">
				{d.targetsFrom === 'DRI' ? t('page.dri', { group: groupText(t, d.group) }) : t('page.dv')}
			</p>
			{d.note ? <p className="text-xs text-slate-700">{d.note}</p> : null}

			<Form method="post" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm" preventScrollReset>
				<input type="hidden" name="intent" value="life-stage" />
				<fieldset>
					<legend className="mb-1 font-semibold">{t('stage.legend')}</legend>
					<p className="mb-1 text-xs text-slate-700">{t('stage.hint')}</p>
					{LIFE_STAGE_CHOICES.map((c) => (
						<label key={c.value} className="flex min-h-11 items-center gap-2 text-sm">
							<input type="radio" name="lifeStage" value={c.value} defaultChecked={(d.lifeStage ?? '') === c.value} className="size-5 accent-brand-700" />
							{t(c.label)}
						</label>
					))}
				</fieldset>
				{errors.lifeStage?.length ? <FormAlert title={t('page.couldNotSave')} message={errors.lifeStage[0]} /> : null}
				<Button type="submit" disabled={savingStage}>
					{savingStage ? common('action.saving') : common('action.save')}
				</Button>
			</Form>

			<Form method="post" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" preventScrollReset key={editing?.key} aria-labelledby="own-target-title">
				<h2 id="own-target-title" className="font-semibold">
					{t('own.title')}
				</h2>
				<p className="text-xs text-slate-700">{t('own.intro')}</p>
				<input type="hidden" name="intent" value="set-target" />
				<SelectField label={t('week.nutrient')} errors={errors.nutrient} selectProps={{ name: 'nutrient', defaultValue: editing?.key }}>
					{d.targets.map((n) => (
						<option key={n.key} value={n.key}>
							{nameOf(n)} ({n.unit})
						</option>
					))}
				</SelectField>
				<div className="grid grid-cols-2 gap-3">
					<Field
						label={t('own.target')}
						errors={errors.target}
						inputProps={{ name: 'target', type: 'number', min: 0, step: 'any', inputMode: 'decimal', defaultValue: values?.target ?? (editing?.ownTarget != null ? String(editing.ownTarget) : '') }}
					/>
					<Field
						label={t('own.upper')}
						errors={errors.upperLimit}
						inputProps={{ name: 'upperLimit', type: 'number', min: 0, step: 'any', inputMode: 'decimal', defaultValue: values?.upperLimit ?? (editing?.ownUpperLimit != null ? String(editing.ownUpperLimit) : '') }}
					/>
				</div>
				<Button type="submit" className="w-full" disabled={savingTarget}>
					{savingTarget ? common('action.saving') : t('own.save')}
				</Button>
			</Form>

			<section aria-labelledby="all-targets-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="all-targets-title" className="font-semibold">
					{t('all.title')}
				</h2>
				<ul className="divide-y divide-slate-100" data-testid="targets-list">
					{d.targets.map((n) => (
						<li key={n.key} className="flex items-center gap-2 py-2" data-testid={`target-${n.key}`}>
							<div className="min-w-0 flex-1 text-sm">
								<p className="font-medium">{nameOf(n)}</p>
								<p className="text-xs text-slate-700">
									{n.target == null ? t('line.noTarget') : `${amount(n.target, n.unit)} (${n.overridden ? t('all.yours') : kindText(t, n.targetKind)})`}
									{n.upperLimit != null ? t('line.upper', { limit: amount(n.upperLimit, n.unit) }) : ''}
									{n.source && !n.overridden ? ` · ${sourceText(t, n.source)}` : ''}
								</p>
							</div>
							{n.overridden ? (
								<Form method="post" preventScrollReset>
									<input type="hidden" name="intent" value="clear-target" />
									<input type="hidden" name="nutrient" value={n.key} />
									<Button type="submit" variant="secondary" aria-label={t('all.resetLabel', { name: nameOf(n) })}>
										{t('all.reset')}
									</Button>
								</Form>
							) : (
								<Link to={`?nutrient=${encodeURIComponent(n.key)}`} preventScrollReset className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline" aria-label={t('all.changeLabel', { name: nameOf(n) })}>
									{t('all.change')}
								</Link>
							)}
						</li>
					))}
				</ul>
				<p className="mt-2 text-xs text-slate-600">
					{t('all.sources')}
				</p>
			</section>
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

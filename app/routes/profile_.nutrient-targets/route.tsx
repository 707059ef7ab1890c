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
import { formatAmount } from '#app/components/nutrients/nutrient-lines.tsx'
import { requireActor, requireUser } from '#app/utils/auth.server.ts'
import { readForm } from '#app/utils/body.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { LIFE_STAGE_CHOICES } from './life-stage.ts'
import { loadTargets, targetsAction } from './targets.server.ts'

export const meta: MetaFunction = () => [{ title: 'Nutrient targets · Platewise' }]

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	return loadTargets(user, new URL(request.url).searchParams.get('nutrient'))
}

export async function action({ request }: ActionFunctionArgs) {
	const { actor } = await requireActor(request)
	return targetsAction(actor, await readForm(request))
}

export default function NutrientTargetsPage() {
	const d = useLoaderData<typeof loader>()
	const reply = useActionData<typeof action>()
	const errors = reply && 'fieldErrors' in reply ? reply.fieldErrors : {}
	const values = reply && 'values' in reply ? reply.values : null
	const savingTarget = useIsPending({ intent: 'set-target' })
	const savingStage = useIsPending({ intent: 'life-stage' })
	const editing = d.targets.find((t) => t.key === (values?.nutrient ?? d.selected)) ?? d.targets[0]
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<Link to="/profile" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800">
				<Icon name="chevron-left" className="size-4" /> Profile
			</Link>
			<h1 className="text-2xl font-bold">Nutrient targets</h1>
			<p className="text-sm text-slate-700" data-testid="targets-group">
				{d.targetsFrom === 'DRI'
					? `Your targets are the US/Canada Dietary Reference Intakes for ${d.group}, from the sex and date of birth in your profile.`
					: 'Your profile has no sex or date of birth, so your targets are the FDA Daily Values (the amounts on US food labels). Add both under Edit profile for targets for your age.'}
			</p>
			{d.note ? <p className="text-xs text-slate-700">{d.note}</p> : null}

			<Form method="post" className="space-y-2 rounded-2xl bg-white p-4 shadow-sm" preventScrollReset>
				<input type="hidden" name="intent" value="life-stage" />
				<fieldset>
					<legend className="mb-1 font-semibold">Pregnancy and breastfeeding</legend>
					<p className="mb-1 text-xs text-slate-700">Optional. Used for women aged 14 to 50; their reference intakes differ.</p>
					{LIFE_STAGE_CHOICES.map((c) => (
						<label key={c.value} className="flex min-h-11 items-center gap-2 text-sm">
							<input type="radio" name="lifeStage" value={c.value} defaultChecked={(d.lifeStage ?? '') === c.value} className="size-5 accent-brand-700" />
							{c.label}
						</label>
					))}
				</fieldset>
				{errors.lifeStage?.length ? <FormAlert title="Could not save" message={errors.lifeStage[0]} /> : null}
				<Button type="submit" disabled={savingStage}>
					{savingStage ? 'Saving...' : 'Save'}
				</Button>
			</Form>

			<Form method="post" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" preventScrollReset key={editing?.key} aria-labelledby="own-target-title">
				<h2 id="own-target-title" className="font-semibold">
					Your own target
				</h2>
				<p className="text-xs text-slate-700">A target or limit you set wins over the reference one. Leave a field empty to keep the reference value.</p>
				<input type="hidden" name="intent" value="set-target" />
				<SelectField label="Nutrient" errors={errors.nutrient} selectProps={{ name: 'nutrient', defaultValue: editing?.key }}>
					{d.targets.map((t) => (
						<option key={t.key} value={t.key}>
							{t.name} ({t.unit})
						</option>
					))}
				</SelectField>
				<div className="grid grid-cols-2 gap-3">
					<Field
						label="Target per day"
						errors={errors.target}
						inputProps={{ name: 'target', type: 'number', min: 0, step: 'any', inputMode: 'decimal', defaultValue: values?.target ?? (editing?.ownTarget != null ? String(editing.ownTarget) : '') }}
					/>
					<Field
						label="Upper limit per day"
						errors={errors.upperLimit}
						inputProps={{ name: 'upperLimit', type: 'number', min: 0, step: 'any', inputMode: 'decimal', defaultValue: values?.upperLimit ?? (editing?.ownUpperLimit != null ? String(editing.ownUpperLimit) : '') }}
					/>
				</div>
				<Button type="submit" className="w-full" disabled={savingTarget}>
					{savingTarget ? 'Saving...' : 'Save target'}
				</Button>
			</Form>

			<section aria-labelledby="all-targets-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="all-targets-title" className="font-semibold">
					All targets per day
				</h2>
				<ul className="divide-y divide-slate-100" data-testid="targets-list">
					{d.targets.map((t) => (
						<li key={t.key} className="flex items-center gap-2 py-2" data-testid={`target-${t.key}`}>
							<div className="min-w-0 flex-1 text-sm">
								<p className="font-medium">{t.name}</p>
								<p className="text-xs text-slate-700">
									{t.target == null ? 'No target' : `${formatAmount(t.target, t.unit)} (${t.overridden ? 'yours' : t.targetKind})`}
									{t.upperLimit != null ? ` · upper level ${formatAmount(t.upperLimit, t.unit)}` : ''}
									{t.source && !t.overridden ? ` · ${t.source}` : ''}
								</p>
							</div>
							{t.overridden ? (
								<Form method="post" preventScrollReset>
									<input type="hidden" name="intent" value="clear-target" />
									<input type="hidden" name="nutrient" value={t.key} />
									<Button type="submit" variant="secondary" aria-label={`Use the reference target for ${t.name}`}>
										Reset
									</Button>
								</Form>
							) : (
								<Link to={`?nutrient=${encodeURIComponent(t.key)}`} preventScrollReset className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-800 underline" aria-label={`Set your own target for ${t.name}`}>
									Change
								</Link>
							)}
						</li>
					))}
				</ul>
				<p className="mt-2 text-xs text-slate-600">
					Reference values: Food and Nutrition Board, National Academies: Dietary Reference Intakes (summary tables; sodium and potassium: NASEM 2019); FDA 21 CFR 101.9.
				</p>
			</section>
		</main>
	)
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

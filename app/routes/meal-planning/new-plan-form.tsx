import { Form, useNavigation } from '@remix-run/react'
import { FormAlert } from '#app/components/forms.tsx'
import { PLAN_CATEGORIES } from '#app/domain/planning/options.ts'
import { useT } from '#app/utils/i18n.tsx'
import type { PlanningData } from './planning-data.server.ts'
import { BackField, useOptionLabel } from './shared.tsx'
import type { PlanningActionData } from './planning-screen.tsx'

type Reply = { error?: Record<string, string[] | null> | null; initialValue?: Record<string, unknown> | null }

/** Create New Meal Plan: every field of the entity with the spec's defaults (sections 5 and 9). */
export function NewPlanForm({ data, actionData }: { data: PlanningData; actionData: PlanningActionData | null }) {
	const navigation = useNavigation()
	const t = useT('planning')
	const option = useOptionLabel()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create-plan'
	const reply = (actionData?.result ?? null) as Reply | null
	const errors = reply?.error ?? {}
	const initial = (reply?.initialValue ?? {}) as Record<string, string | string[] | undefined>
	const value = (k: string, fallback: string) => (typeof initial[k] === 'string' ? (initial[k] as string) : fallback)
	const checked = (field: string, option: string) => {
		const v = initial[field]
		return Array.isArray(v) ? v.includes(option) : v === option
	}
	const input = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base'
	const fieldError = (k: string) =>
		errors[k]?.length ? (
			<p id={`plan-${k}-error`} className="mt-1 text-sm text-red-700">
				{errors[k]![0]}
			</p>
		) : null
	return (
		<Form method="post" action="/meal-planning" className="space-y-3" noValidate>
			<BackField />
			<input type="hidden" name="intent" value="create-plan" />
			{errors['']?.length ? <FormAlert title={errors[''][0]!} message={errors[''][1]} /> : null}
			<label className="block text-sm font-medium">
				{t('form.name')}
				<input name="name" defaultValue={value('name', '')} className={input} aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? 'plan-name-error' : undefined} autoFocus />
			</label>
			{fieldError('name')}
			<label className="block text-sm font-medium">
				{t('form.description')}
				<textarea name="description" defaultValue={value('description', '')} rows={2} className={`${input} py-2`} />
			</label>
			<div className="grid grid-cols-2 gap-2">
				<label className="block text-sm font-medium">
					{t('form.startDate')}
					<input name="startDate" type="date" defaultValue={value('startDate', data.defaults.startDate)} className={input} />
				</label>
				<label className="block text-sm font-medium">
					{t('form.endDate')}
					<input name="endDate" type="date" defaultValue={value('endDate', data.defaults.endDate)} className={input} />
				</label>
			</div>
			{fieldError('startDate')}
			{fieldError('endDate')}
			<div className="grid grid-cols-2 gap-2">
				{[
					['targetCalories', t('form.targetCalories'), '2000'],
					['targetProtein', t('form.targetProtein'), '150'],
					['targetCarbs', t(data.netCarbs ? 'form.targetNetCarbs' : 'form.targetCarbs'), '200'],
					['targetFat', t('form.targetFat'), '70'],
				].map(([name, label, def]) => (
					<div key={name}>
						<label className="block text-sm font-medium">
							{label}
							<input name={name} type="number" min="0" step="1" inputMode="numeric" placeholder={def} defaultValue={value(name!, def!)} className={input} />
						</label>
						{fieldError(name!)}
					</div>
				))}
			</div>
			{PLAN_CATEGORIES.map((c) => (
				<fieldset key={c.field} className="rounded-xl border border-slate-200 p-3">
					<legend className="px-1 text-sm font-semibold">{t(`category.${c.field}`)}</legend>
					<div className="grid grid-cols-2 gap-x-2">
						{c.options.map((o) => (
							<label key={o} className="flex min-h-11 items-center gap-2 text-sm">
								<input type="checkbox" name={c.field} value={o} defaultChecked={checked(c.field, o)} className="h-5 w-5" />
								<span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">{option(o)}</span>
							</label>
						))}
					</div>
					<label className="mt-1 block text-sm">
						{t(`other.${c.field}`)}
						<input name={`${c.field}Other`} placeholder={t('form.commaSeparated')} className={input} />
					</label>
				</fieldset>
			))}
			<label className="flex min-h-11 items-center gap-2 text-sm">
				<input type="checkbox" name="isActive" defaultChecked={initial.isActive === 'on'} className="h-5 w-5" /> {t('form.makeActive')}
			</label>
			{data.aiAvailable ? (
				<label className="flex min-h-11 items-center gap-2 text-sm">
					<input type="checkbox" name="useAi" className="h-5 w-5" /> {t('form.useAi')}
				</label>
			) : (
				<p className="text-xs text-slate-700">{t('form.noAi')}</p>
			)}
			<button type="submit" disabled={pending} className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 font-semibold text-white disabled:opacity-60">
				{pending ? t('form.creating') : t('form.submit')}
			</button>
		</Form>
	)
}

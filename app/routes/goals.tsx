import { GeneralErrorBoundary } from '#app/components/error-boundary.tsx'
import { Icon } from '#app/components/icon.tsx'
import { parseWithZod } from '@conform-to/zod/v4'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { redirectWithError, redirectWithSuccess } from '#app/utils/toast.server.ts'
import { z } from 'zod'
import { useFormFields } from '#app/components/form-fields.ts'
import { Button, Field, FormAlert } from '#app/components/forms.tsx'
import { db } from '#app/db.server.ts'
import { NUTRITION_GOAL_BOUNDS } from '#app/domain/users/form-rules.ts'
import { keepMacroSplit } from '#app/domain/nutrition/macro-proportion.ts'
import { GoalsPatchSchema } from '#app/domain/users/users.schema.ts'
import { updateGoals } from '#app/domain/users/users.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { useIsPending } from '#app/utils/misc.ts'
import { formatNumber } from '#app/utils/format.ts'
import { resolveLocale, serverT } from '#app/utils/i18n.server.ts'
import { useFormat, useT, type Locale, type Translate } from '#app/utils/i18n.tsx'
import { translateFieldErrors } from '#app/utils/i18n-messages.server.ts'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure, fieldSummary, refusedForm } from '#app/utils/http.server.ts'
import { WEEKDAY_INTENTS, WeekdayTargets } from '#app/components/goals/weekday-targets.tsx'
import { saveWeekdayTargets, weekdayTargetsView } from '#app/domain/users/goal-history.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { actorOf } from '#app/domain/actor.ts'
import { data } from '@remix-run/node'

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Platewise' }]

/** The four goal cards of spec section 2 ("Goals page"), in order; `title` and `unit` are message keys (namespace goals). */
const GOAL_CARDS = [
	{ field: 'dailyCalorieGoal', title: 'card.dailyCalorieGoal', unit: 'unit.calories', icon: 'flame' },
	{ field: 'dailyProteinGoal', title: 'card.dailyProteinGoal', unit: 'unit.g', icon: 'bolt' },
	{ field: 'dailyCarbGoal', title: 'card.dailyCarbGoal', unit: 'unit.g', icon: 'grain' },
	{ field: 'dailyFatGoal', title: 'card.dailyFatGoal', unit: 'unit.g', icon: 'drop' },
] as const satisfies ReadonlyArray<{ field: string; title: MessageKey<'goals'>; unit: MessageKey<'goals'>; icon: string }>
const GOAL_FIELDS = ['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'] as const
type GoalField = (typeof GOAL_FIELDS)[number]
/** A goal card as shown, in the page's language: the carb card is titled 'Net carbs' when the user counts net carbs. */
type GoalCardView = { field: GoalField; title: string; unit: string; icon: (typeof GOAL_CARDS)[number]['icon'] }
const isGoalField = (v: string | null): v is GoalField => !!v && (GOAL_FIELDS as readonly string[]).includes(v)
/** `card` with its title and unit in words of `t`'s language. */
function cardView(card: (typeof GOAL_CARDS)[number], netCarbs: boolean, t: Translate<'goals'>): GoalCardView {
	return { ...card, title: t(card.field === 'dailyCarbGoal' && netCarbs ? 'card.netCarbs' : card.title), unit: t(card.unit) }
}

/**
 * Inline edit of one goal: the entered value must be above 0 (spec section 4: "Save fires only
 * when the entered value is greater than 0"), then within the goal's bounds (GoalsPatchSchema,
 * spec section 5). The output is the one-field patch for `updateGoals`.
 * Server-only: only the action uses it, so the client build drops it with zod.
 */
const goalEditSchema = (t: Translate<'goals'>) => z
	.object({
		goal: z.enum(GOAL_FIELDS, { error: t('error.unknownGoal') }),
		value: z.number({ error: t('error.number') }).gt(0, t('error.positive')),
	})
	.transform((v, ctx) => {
		const parsed = GoalsPatchSchema.safeParse({ [v.goal]: v.value })
		if (!parsed.success) {
			for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['value'], message: issue.message })
			return z.NEVER
		}
		return { goal: v.goal, patch: parsed.data }
	})

export async function loader({ request }: LoaderFunctionArgs) {
	const user = await requireUser(request)
	const edit = new URL(request.url).searchParams.get('edit')
	return {
		title: serverT(resolveLocale(request, user), 'goals')('title'),
		goals: {
			dailyCalorieGoal: user.dailyCalorieGoal,
			dailyProteinGoal: user.dailyProteinGoal,
			dailyCarbGoal: user.dailyCarbGoal,
			dailyFatGoal: user.dailyFatGoal,
		},
		editing: isGoalField(edit) ? edit : null,
		/** The carb goal is a net-carb goal (the Settings tab's switch). */
		netCarbs: user.showNetCarbs,
		/** Optional calorie targets per weekday, in force today. */
		weekdays: await weekdayTargetsView(db, actorOf(user), user),
	}
}

/**
 * The weekday section's post: saves the seven targets (or clears them, "Same every day"). A set that
 * does not add up to 7 × the daily goal, or a day out of bounds, comes back as a 400 naming the field
 * (the weekly total's message under `weekdayKcal`), with the values sent; nothing is saved.
 */
async function weekdayAction(user: Parameters<typeof actorOf>[0], form: FormData, intent: string, t: Translate<'goals'>, locale: Locale) {
	const sent = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
	try {
		await saveWeekdayTargets(db, actorOf(user), intent === WEEKDAY_INTENTS.clear ? null : sent)
	} catch (error) {
		if (!(error instanceof InvalidError)) throw error
		// Each message once, at its field (the weekly total's beside the total): no form-level repeat.
		return data({ result: { initialValue: sent, error: translateFieldErrors(locale, error.fieldErrors) } }, { status: 400 })
	}
	return redirectWithSuccess('/goals', {
		message: t('toast.updated'),
		description: t(intent === WEEKDAY_INTENTS.clear ? 'toast.weekdaysCleared' : 'toast.weekdaysSaved'),
	})
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const locale = resolveLocale(request, user)
	const t = serverT(locale, 'goals')
	/** Failure toast of spec section 8 ("Goal update failure (goals page)"). */
	const FAILURE = t('toast.failure')
	const form = await readForm(request)
	const intent = String(form.get('intent') ?? '')
	if (intent === WEEKDAY_INTENTS.save || intent === WEEKDAY_INTENTS.clear) return weekdayAction(user, form, intent, t, locale)
	const submission = parseWithZod(form, { schema: goalEditSchema(t) })
	if (submission.status !== 'success') {
		const description = fieldSummary(submission.error)
		// No goal card is open for an unknown goal: the failure goes back to the page as a toast.
		if (submission.error?.goal) return redirectWithError('/goals', { message: FAILURE, description })
		// A value to fix is said once, at its field: nothing failed to update yet, so no failure message.
		return refusedForm(submission, undefined, { request })
	}
	const { goal } = submission.value
	const split = goal === 'dailyCalorieGoal' && form.get(KEEP_SPLIT) === 'on' ? keptSplit(user, submission.value.patch.dailyCalorieGoal!) : null
	if (split && !split.success) {
		// A kept split with a macro outside its bounds: the macro's message at the calorie field, nothing saved.
		return refusedForm({ reply: (o) => submission.reply({ ...o, fieldErrors: { value: split.error.issues.map((i) => i.message) } }) }, undefined, { request })
	}
	const patch = split ? split.data : submission.value.patch
	try {
		await updateGoals(db, user.id, patch)
	} catch (error) {
		return domainFailure(error, { request, back: `/goals?edit=${goal}`, toast: { message: FAILURE }, submission })
	}
	const card = cardView(GOAL_CARDS.find((c) => c.field === goal)!, user.showNetCarbs, t)
	const value = t('toast.value', { goal: card.title, value: formatNumber(patch[goal] ?? 0, 0, locale), unit: card.unit })
	const description = split
		? `${value}. ${t('toast.split', { protein: formatNumber(patch.dailyProteinGoal ?? 0, 0, locale), carbs: formatNumber(patch.dailyCarbGoal ?? 0, 0, locale), fat: formatNumber(patch.dailyFatGoal ?? 0, 0, locale) })}`
		: value
	return redirectWithSuccess('/goals', { message: t('toast.updated'), description })
}

/** The calorie form's checkbox: keep the macro split in proportion (posted as 'on', absent when unticked). */
const KEEP_SPLIT = 'keepSplit'

/**
 * The patch for a new calorie goal with the macro goals rescaled to keep their share of the
 * energy (`keepMacroSplit`: grams × 4/4/9 kcal per g, whole grams), checked against the goals'
 * bounds (GoalsPatchSchema); a macro out of bounds fails with its message.
 */
function keptSplit(user: { dailyProteinGoal: number; dailyCarbGoal: number; dailyFatGoal: number }, calories: number) {
	const grams = keepMacroSplit({ proteinG: user.dailyProteinGoal, carbsG: user.dailyCarbGoal, fatG: user.dailyFatGoal }, calories)
	return GoalsPatchSchema.safeParse({ dailyCalorieGoal: calories, dailyProteinGoal: grams.proteinG, dailyCarbGoal: grams.carbsG, dailyFatGoal: grams.fatG })
}

export default function GoalsPage() {
	const loaderData = useLoaderData<typeof loader>()
	const t = useT('goals')
	const common = useT('common')
	const reco = [
		{ name: common('macro.calories'), text: t('reco.calories') },
		{ name: common('macro.protein'), text: t('reco.protein') },
		{ name: common('macro.carbs'), text: t('reco.carbs') },
		{ name: common('macro.fat'), text: t('reco.fat') },
	]
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<div>
				<h1 className="text-2xl font-bold">{t('heading')}</h1>
				<p className="text-sm text-slate-700">{t('intro')}</p>
			</div>
			<Link to="/welcome?from=goals" className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 font-semibold text-brand-700">
				<Icon name="flame" className="size-5" /> {t('calculate')}
			</Link>
			<ul className="space-y-3">
				{GOAL_CARDS.map((card) => (
					<li key={card.field}>
						<GoalCard card={cardView(card, loaderData.netCarbs, t)} value={loaderData.goals[card.field]} editing={loaderData.editing === card.field} />
					</li>
				))}
			</ul>
			<WeekdaySection weekdays={loaderData.weekdays} />
			<section aria-labelledby="recommendations-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="recommendations-title" className="mb-2 text-lg font-bold">
					{t('reco.title')}
				</h2>
				<ul className="space-y-1 text-sm text-slate-800">
					{reco.map((r) => (
						<li key={r.name}>
							<span className="font-semibold">{t('reco.label', { name: r.name })}</span> {r.text}
						</li>
					))}
				</ul>
			</section>
		</main>
	)
}

function GoalCard({ card, value, editing }: { card: GoalCardView; value: number; editing: boolean }) {
	const t = useT('goals')
	const common = useT('common')
	const f = useFormat()
	const bounds = NUTRITION_GOAL_BOUNDS[card.field]
	return (
		<section aria-labelledby={`${card.field}-title`} className="rounded-2xl bg-white p-4 shadow-sm" data-testid={`goal-${card.field}`}>
			<div className="flex items-start justify-between gap-2">
				<div>
					<h2 id={`${card.field}-title`} className="font-bold">
						<Icon name={card.icon} className="size-5 text-brand-700" /> {card.title}
					</h2>
					{editing ? null : (
						<p className="text-2xl font-bold" data-testid={`goal-${card.field}-value`}>
							{f.number(value)} <span className="text-sm font-normal text-slate-700">{card.unit}</span>
						</p>
					)}
				</div>
				{editing ? null : (
					<Link
						to={`/goals?edit=${card.field}`}
						preventScrollReset
						replace
						aria-label={t('edit', { goal: card.title })}
						className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-700"
					>
						{common('action.edit')}
					</Link>
				)}
			</div>
			{editing ? <GoalEditForm card={card} value={value} hint={t('allowed', { min: f.number(bounds.min), max: f.number(bounds.max), unit: card.unit })} /> : null}
		</section>
	)
}

function GoalEditForm({ card, value, hint }: { card: GoalCardView; value: number; hint: string }) {
	const actionData = useActionData<typeof action>()
	const pending = useIsPending({ intent: 'update-goal' })
	const t = useT('goals')
	const common = useT('common')
	// The server validates (GoalEditSchema in the action); the browser only shows its reply.
	const { formProps, formErrors, field, checkbox } = useFormFields<'value' | typeof KEEP_SPLIT>({
		id: `goal-${card.field}`,
		lastResult: actionData?.result,
		required: ['value'],
		defaultValue: { value: String(value) },
	})
	const valueField = field('value')
	const keepSplit = checkbox(KEEP_SPLIT)
	return (
		<Form method="post" action={`/goals?edit=${card.field}`} preventScrollReset {...formProps} className="mt-3 space-y-2">
			{/* A failure to save, once; a value to fix is said at its field only. */}
			{formErrors?.length && !valueField.errors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			<input type="hidden" name="intent" value="update-goal" />
			<input type="hidden" name="goal" value={card.field} />
			<Field
				label={t('field', { goal: card.title, unit: card.unit })}
				hint={hint}
				errors={valueField.errors}
				inputProps={{ ...valueField.props, type: 'number', min: 1, step: 1, inputMode: 'numeric', autoFocus: true }}
			/>
			{card.field === 'dailyCalorieGoal' ? (
				<label htmlFor={keepSplit.props.id} className="flex min-h-11 items-start gap-2 text-sm" data-testid="keep-split">
					<input {...keepSplit.props} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
					<span>
						<span className="font-medium">{t('keepSplit.label')}</span>
						<span className="block text-xs text-slate-700">{t('keepSplit.hint')}</span>
					</span>
				</label>
			) : null}
			<div className="flex gap-2">
				<Link to="/goals" replace preventScrollReset className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 font-semibold">
					<Icon name="close" className="size-4" />&nbsp;{common('action.cancel')}
				</Link>
				<Button type="submit" className="flex-1" disabled={pending}>
					<Icon name="check" className="size-4" /> {pending ? common('action.saving') : common('action.save')}
				</Button>
			</div>
		</Form>
	)
}

/** The weekday section with the action's reply when the reply is this section's (its intent). */
function WeekdaySection({ weekdays }: { weekdays: ReturnType<typeof useLoaderData<typeof loader>>['weekdays'] }) {
	const actionData = useActionData<typeof action>()
	const result = actionData && 'result' in actionData ? actionData.result : undefined
	const intent = result?.initialValue?.intent
	const reply = intent === WEEKDAY_INTENTS.save || intent === WEEKDAY_INTENTS.clear ? result : undefined
	return <WeekdayTargets key={`${String(weekdays.weekdayKcal)}|${weekdays.dailyCalorieGoal}`} view={weekdays} reply={reply} />
}

export function ErrorBoundary() {
	return <GeneralErrorBoundary />
}

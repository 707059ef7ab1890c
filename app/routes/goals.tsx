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
import { GoalsPatchSchema } from '#app/domain/users/users.schema.ts'
import { updateGoals } from '#app/domain/users/users.server.ts'
import { requireUser } from '#app/utils/auth.server.ts'
import { formatNumber, useIsPending } from '#app/utils/misc.ts'
import { readForm } from '#app/utils/body.server.ts'
import { domainFailure, fieldSummary, refusedForm } from '#app/utils/http.server.ts'
import { carbGoalTitled } from '#app/components/carbs.tsx'
import { WEEKDAY_INTENTS, WeekdayTargets } from '#app/components/goals/weekday-targets.tsx'
import { saveWeekdayTargets, weekdayTargetsView } from '#app/domain/users/goal-history.server.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { actorOf } from '#app/domain/actor.ts'
import { data } from '@remix-run/node'

export const meta: MetaFunction = () => [{ title: 'Nutrition goals · Platewise' }]

/** The four goal cards of spec section 2 ("Goals page"), in order. */
const GOAL_CARDS = [
	{ field: 'dailyCalorieGoal', title: 'Daily Calories', unit: 'calories', icon: 'flame' },
	{ field: 'dailyProteinGoal', title: 'Daily Protein', unit: 'g', icon: 'bolt' },
	{ field: 'dailyCarbGoal', title: 'Carbs', unit: 'g', icon: 'grain' },
	{ field: 'dailyFatGoal', title: 'Fat', unit: 'g', icon: 'drop' },
] as const
const GOAL_FIELDS = ['dailyCalorieGoal', 'dailyProteinGoal', 'dailyCarbGoal', 'dailyFatGoal'] as const
type GoalField = (typeof GOAL_FIELDS)[number]
/** A goal card as shown: the carb card is titled 'Net carbs' when the user counts net carbs (carbGoalTitled). */
type GoalCardView = ReturnType<typeof carbGoalTitled<(typeof GOAL_CARDS)[number]>>
const isGoalField = (v: string | null): v is GoalField => !!v && (GOAL_FIELDS as readonly string[]).includes(v)

/** Failure toast of spec section 8 ("Goal update failure (goals page)"). */
const FAILURE = 'Error: Failed to update goal. Please try again.'

/**
 * Inline edit of one goal: the entered value must be above 0 (spec section 4: "Save fires only
 * when the entered value is greater than 0"), then within the goal's bounds (GoalsPatchSchema,
 * spec section 5). The output is the one-field patch for `updateGoals`.
 * Server-only: only the action uses it, so the client build drops it with zod.
 */
const GoalEditSchema = z
	.object({
		goal: z.enum(GOAL_FIELDS, { error: 'Unknown goal' }),
		value: z.number({ error: 'Please enter a number' }).gt(0, 'Please enter a value greater than 0'),
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
async function weekdayAction(user: Parameters<typeof actorOf>[0], form: FormData, intent: string) {
	const sent = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
	try {
		await saveWeekdayTargets(db, actorOf(user), intent === WEEKDAY_INTENTS.clear ? null : sent)
	} catch (error) {
		if (!(error instanceof InvalidError)) throw error
		const description = fieldSummary(error.fieldErrors)
		return data({ result: { initialValue: sent, error: { ...error.fieldErrors, '': [FAILURE, description ?? ''] } } }, { status: 400 })
	}
	return redirectWithSuccess('/goals', {
		message: 'Goal updated',
		description: intent === WEEKDAY_INTENTS.clear ? 'Every day has the daily calorie goal' : 'Calories by weekday saved',
	})
}

export async function action({ request }: ActionFunctionArgs) {
	const user = await requireUser(request)
	const form = await readForm(request)
	const intent = String(form.get('intent') ?? '')
	if (intent === WEEKDAY_INTENTS.save || intent === WEEKDAY_INTENTS.clear) return weekdayAction(user, form, intent)
	const submission = parseWithZod(form, { schema: GoalEditSchema })
	if (submission.status !== 'success') {
		const description = fieldSummary(submission.error)
		// No goal card is open for an unknown goal: the failure goes back to the page as a toast.
		if (submission.error?.goal) return redirectWithError('/goals', { message: FAILURE, description })
		// The value's message inline, the spec's failure toast as the form's message (one error path).
		return refusedForm(submission, { message: FAILURE, description })
	}
	const { goal, patch } = submission.value
	try {
		await updateGoals(db, user.id, patch)
	} catch (error) {
		return domainFailure(error, { back: `/goals?edit=${goal}`, toast: { message: FAILURE }, submission })
	}
	const card = carbGoalTitled(GOAL_CARDS.find((c) => c.field === goal)!, user.showNetCarbs)
	return redirectWithSuccess('/goals', { message: 'Goal updated', description: `${card.title}: ${formatNumber(patch[goal] ?? 0)} ${card.unit}` })
}

export default function GoalsPage() {
	const loaderData = useLoaderData<typeof loader>()
	return (
		<main className="mx-auto min-h-screen max-w-md space-y-4 px-4 pb-28 pt-5">
			<div>
				<h1 className="text-2xl font-bold">Nutrition Goals</h1>
				<p className="text-sm text-slate-700">Set your daily targets. Edit one goal at a time.</p>
			</div>
			<Link to="/welcome?from=goals" className="flex min-h-11 items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 font-semibold text-brand-700">
				<Icon name="flame" className="size-5" /> Calculate goals from your body
			</Link>
			<ul className="space-y-3">
				{GOAL_CARDS.map((card) => (
					<li key={card.field}>
						<GoalCard card={carbGoalTitled(card, loaderData.netCarbs)} value={loaderData.goals[card.field]} editing={loaderData.editing === card.field} />
					</li>
				))}
			</ul>
			<WeekdaySection weekdays={loaderData.weekdays} />
			<section aria-labelledby="recommendations-title" className="rounded-2xl bg-white p-4 shadow-sm">
				<h2 id="recommendations-title" className="mb-2 text-lg font-bold">
					Recommendations
				</h2>
				<ul className="space-y-1 text-sm text-slate-800">
					<li>
						<span className="font-semibold">Calories:</span> typically 1,500-2,500 per day
					</li>
					<li>
						<span className="font-semibold">Protein:</span> 0.8-1.2 g per kg of body weight
					</li>
					<li>
						<span className="font-semibold">Carbs:</span> 45-65% of calories
					</li>
					<li>
						<span className="font-semibold">Fat:</span> 20-35% of calories
					</li>
				</ul>
			</section>
		</main>
	)
}

function GoalCard({ card, value, editing }: { card: GoalCardView; value: number; editing: boolean }) {
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
							{formatNumber(value)} <span className="text-sm font-normal text-slate-700">{card.unit}</span>
						</p>
					)}
				</div>
				{editing ? null : (
					<Link
						to={`/goals?edit=${card.field}`}
						preventScrollReset
						replace
						aria-label={`Edit ${card.title}`}
						className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-700"
					>
						Edit
					</Link>
				)}
			</div>
			{editing ? <GoalEditForm card={card} value={value} hint={`Allowed: ${formatNumber(bounds.min)}-${formatNumber(bounds.max)} ${card.unit}`} /> : null}
		</section>
	)
}

function GoalEditForm({ card, value, hint }: { card: GoalCardView; value: number; hint: string }) {
	const actionData = useActionData<typeof action>()
	const pending = useIsPending({ intent: 'update-goal' })
	// The server validates (GoalEditSchema in the action); the browser only shows its reply.
	const { formProps, formErrors, field } = useFormFields({
		id: `goal-${card.field}`,
		lastResult: actionData?.result,
		required: ['value'],
		defaultValue: { value: String(value) },
	})
	const valueField = field('value')
	return (
		<Form method="post" action={`/goals?edit=${card.field}`} preventScrollReset {...formProps} className="mt-3 space-y-2">
			{formErrors?.length ? <FormAlert title={formErrors[0]!} message={formErrors[1]} /> : null}
			<input type="hidden" name="intent" value="update-goal" />
			<input type="hidden" name="goal" value={card.field} />
			<Field
				label={`${card.title} (${card.unit})`}
				hint={hint}
				errors={valueField.errors}
				inputProps={{ ...valueField.props, type: 'number', min: 1, step: 1, inputMode: 'numeric', autoFocus: true }}
			/>
			<div className="flex gap-2">
				<Link to="/goals" replace preventScrollReset className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg border border-slate-400 font-semibold">
					<Icon name="close" className="size-4" />&nbsp;Cancel
				</Link>
				<Button type="submit" className="flex-1" disabled={pending}>
					<Icon name="check" className="size-4" /> {pending ? 'Saving...' : 'Save'}
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

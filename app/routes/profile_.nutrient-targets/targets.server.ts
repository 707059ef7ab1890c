/**
 * The nutrient targets page's loader and action (./route.tsx). Every rule is the nutrients
 * domain's: the group and targets (`nutrientTargets`), the override set (`setNutrientTargets`,
 * which validates and replaces it in one transaction) and the life stage (`setLifeStage`). This
 * module only reads the form and turns the domain's field names into the form's.
 */
import { data } from '@remix-run/node'
import { db } from '#app/db.server.ts'
import { actorOf, type Actor } from '#app/domain/actor.ts'
import { DomainError, InvalidError } from '#app/domain/errors.ts'
import { listNutrientOverrides, nutrientTargets, setLifeStage, setNutrientTargets } from '#app/domain/nutrients/targets.server.ts'
import { NUTRIENT_LIST } from '#app/domain/nutrition/micronutrients.ts'
import { redirectWithSuccess } from '#app/utils/toast.server.ts'
import { translateFieldErrors, translateMessage } from '#app/utils/i18n-messages.server.ts'
import { serverT } from '#app/utils/i18n.server.ts'
import type { Locale, Translate } from '#app/utils/i18n.tsx'
import type { MessageKey } from '#app/locales/catalogs.ts'
import { LIFE_STAGES, type User } from '#db/schema.ts'

const HERE = '/profile/nutrient-targets'
const unitText = (unit: string) => (unit === 'ug' ? 'µg' : unit)


/**
 * Why the targets are what they are (app/domain/nutrition/reference-intakes.ts `referenceGroup`'s
 * English note) in the page's language; a note of another shape as it is.
 */
export function targetsNoteText(t: Translate<'nutrients'>, note: string): string {
	const notes: Record<string, MessageKey<'nutrients'>> = {
		'Your profile has no sex or date of birth, so the targets are the FDA Daily Values used on food labels': 'note.dv',
		'Reference intakes for infants are not included, so the targets are the FDA Daily Values': 'note.infants',
	}
	if (notes[note]) return t(notes[note])
	const stage = /^The reference intakes for (pregnancy|breastfeeding) cover ages 14 to 50, so these are the targets for your age$/.exec(note)?.[1]
	return stage ? t('note.lifeStageAge', { stage }) : note
}

/** Every reported nutrient with its target and upper level, kind and source, and whether the user set their own; the note in `locale`. */
export async function loadTargets(user: User, selected: string | null, locale: Locale = 'en') {
	const actor = actorOf(user)
	const [result, overrides] = await Promise.all([nutrientTargets(db, actor), listNutrientOverrides(db, actor)])
	const own = new Map(overrides.map((o) => [o.nutrient, o]))
	return {
		group: result.group,
		targetsFrom: result.targetsFrom,
		/** Why these targets, when not the plain ones for sex and age (the DV fallback, pregnancy outside 14-50). */
		note: result.note ? targetsNoteText(serverT(locale, 'nutrients'), result.note) : null,
		lifeStage: user.lifeStage ?? null,
		selected: NUTRIENT_LIST.some((n) => n.key === selected) ? selected : null,
		targets: NUTRIENT_LIST.map((n) => {
			const t = result.targets[n.key]
			const mine = own.get(n.key)
			return {
				key: n.key,
				name: n.name,
				unit: unitText(n.unit),
				target: t?.target ?? null,
				targetKind: t?.targetKind ?? null,
				upperLimit: t?.upperLimit ?? null,
				source: t?.source ?? null,
				overridden: Boolean(mine),
				ownTarget: mine?.target ?? null,
				ownUpperLimit: mine?.upperLimit ?? null,
			}
		}),
	}
}

type FieldErrors = Partial<Record<'nutrient' | 'target' | 'upperLimit' | 'lifeStage', string[]>>
type Values = { nutrient: string; target: string; upperLimit: string }

const refused = (fieldErrors: FieldErrors, values?: Values) => data({ fieldErrors, values: values ?? null }, { status: 400 })

/** A number field: empty → null; anything else must be a finite number (the domain checks the range). */
function numberField(raw: string, error: string): { value: number | null } | { error: string } {
	if (raw.trim() === '') return { value: null }
	const n = Number(raw)
	return Number.isFinite(n) ? { value: n } : { error }
}

/** The domain's `overrides.N.target` field names as the form's (`target`). */
function formFieldErrors(error: InvalidError): FieldErrors {
	const out: FieldErrors = {}
	for (const [name, messages] of Object.entries(error.fieldErrors)) {
		const field = name.split('.').at(-1)
		const key = field === 'nutrient' || field === 'target' || field === 'upperLimit' || field === 'lifeStage' ? field : 'nutrient'
		out[key] = [...(out[key] ?? []), ...messages]
	}
	if (Object.keys(out).length === 0) out.nutrient = [error.message]
	return out
}

/**
 * The page's forms, by `intent`: 'life-stage' (pregnant, breastfeeding or neither), 'set-target'
 * (one nutrient's own target and limit; both empty removes it) and 'clear-target'. Success
 * redirects back with a toast; a refused value answers 400 with its field's message.
 */
export async function targetsAction(actor: Actor, form: FormData, locale: Locale = 'en') {
	const intent = String(form.get('intent') ?? '')
	const t = serverT(locale, 'nutrients')
	try {
		if (intent === 'life-stage') {
			const raw = String(form.get('lifeStage') ?? '')
			const lifeStage = (LIFE_STAGES as readonly string[]).includes(raw) ? (raw as (typeof LIFE_STAGES)[number]) : null
			if (raw && !lifeStage) return refused({ lifeStage: [t('error.lifeStage')] })
			await setLifeStage(db, actor, lifeStage)
			return redirectWithSuccess(HERE, { message: t('toast.stageSaved'), description: t('toast.stageText') })
		}
		if (intent !== 'set-target' && intent !== 'clear-target') return refused({ nutrient: [t('error.unknownAction')] })
		const values: Values = { nutrient: String(form.get('nutrient') ?? ''), target: String(form.get('target') ?? ''), upperLimit: String(form.get('upperLimit') ?? '') }
		if (!NUTRIENT_LIST.some((n) => n.key === values.nutrient)) return refused({ nutrient: [t('error.nutrient')] }, values)
		const target = intent === 'clear-target' ? { value: null } : numberField(values.target, t('error.targetNumber'))
		const upperLimit = intent === 'clear-target' ? { value: null } : numberField(values.upperLimit, t('error.upperNumber'))
		if ('error' in target || 'error' in upperLimit) {
			return refused({ target: 'error' in target ? [target.error] : undefined, upperLimit: 'error' in upperLimit ? [upperLimit.error] : undefined }, values)
		}
		const current = (await listNutrientOverrides(db, actor)).filter((o) => o.nutrient !== values.nutrient).map((o) => ({ nutrient: o.nutrient, target: o.target, upperLimit: o.upperLimit }))
		const mine = { nutrient: values.nutrient, target: target.value, upperLimit: upperLimit.value }
		try {
			await setNutrientTargets(db, actor, { overrides: [...current, mine] })
		} catch (error) {
			if (error instanceof InvalidError) return refused(translateFieldErrors(locale, formFieldErrors(error)), values)
			throw error
		}
		const english = NUTRIENT_LIST.find((n) => n.key === values.nutrient)?.name ?? values.nutrient
		const named = t(`nutrient.${values.nutrient}` as MessageKey<'nutrients'>)
		const name = named.endsWith(`nutrient.${values.nutrient}`) ? english : named
		const cleared = mine.target == null && mine.upperLimit == null
		return redirectWithSuccess(HERE, { message: t('toast.targetsSaved'), description: t(cleared ? 'toast.cleared' : 'toast.own', { name }) })
	} catch (error) {
		if (error instanceof DomainError) return refused({ nutrient: [translateMessage(locale, error.message)] })
		throw error
	}
}

import type { MessageKey } from '#app/locales/catalogs.ts'

/** The profile's optional life-stage choices, as the targets form offers them (isomorphic); `label` is a message key (namespace nutrients). */
export const LIFE_STAGE_CHOICES = [
	{ value: '', label: 'stage.none' },
	{ value: 'pregnant', label: 'stage.pregnant' },
	{ value: 'breastfeeding', label: 'stage.breastfeeding' },
] as const satisfies ReadonlyArray<{ value: string; label: MessageKey<'nutrients'> }>

/** The profile's optional life-stage choices, as the targets form offers them (isomorphic). */
export const LIFE_STAGE_CHOICES = [
	{ value: '', label: 'Neither' },
	{ value: 'pregnant', label: 'Pregnant' },
	{ value: 'breastfeeding', label: 'Breastfeeding' },
] as const

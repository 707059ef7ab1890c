/**
 * The Edit Profile dialog's tabs, notification switches and option labels (isomorphic, no zod).
 * The tabs' validation schemas are server-only, in ./forms.server.ts.
 */
import type { MessageKey } from '#app/locales/catalogs.ts'
import type { Translate } from '#app/utils/i18n.tsx'

export const PROFILE_TABS = ['profile', 'nutrition', 'settings'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** The five notification switches (spec section 3), in display order; `label` is the message key (namespace profile). */
export const NOTIFICATION_FIELDS = [
	{ name: 'emailNotifications', label: 'notify.emailNotifications' },
	{ name: 'pushNotifications', label: 'notify.pushNotifications' },
	{ name: 'mealReminders', label: 'notify.mealReminders' },
	{ name: 'goalReminders', label: 'notify.goalReminders' },
	{ name: 'weeklyReports', label: 'notify.weeklyReports' },
] as const satisfies ReadonlyArray<{ name: string; label: MessageKey<'profile'> }>

/** Option values whose label is not just the words of the value. */
const SPECIAL_LABELS: Record<string, string> = { dash: 'DASH', ibd: 'IBD', pre_diabetes: 'Pre-diabetes', gluten_free: 'Gluten-free', low_carb: 'Low-carb', low_fat: 'Low-fat' }

/** 'very_active' → 'Very active'; spec option values shown as words. */
export function optionLabel(value: string): string {
	const special = SPECIAL_LABELS[value]
	if (special) return special
	const words = value.replace(/_/g, ' ')
	return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * An option value's label in the page's language (profile messages `option.<value>`: genders,
 * activity levels, diets, health goals, allergies, conditions); a value without a message (stored
 * before a list changed) falls back to {@link optionLabel}'s English words.
 */
export function optionText(t: Translate<'profile'>, value: string): string {
	const key = `option.${value}` as MessageKey<'profile'>
	const text = t(key)
	return text === `profile.${key}` ? optionLabel(value) : text
}

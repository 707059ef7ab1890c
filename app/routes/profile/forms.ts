/**
 * The Edit Profile dialog's tabs, notification switches and option labels (isomorphic, no zod).
 * The tabs' validation schemas are server-only, in ./forms.server.ts.
 */

export const PROFILE_TABS = ['profile', 'nutrition', 'settings'] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

/** The five notification switches (spec section 3), in display order. */
export const NOTIFICATION_FIELDS = [
	{ name: 'emailNotifications', label: 'Email notifications' },
	{ name: 'pushNotifications', label: 'Push notifications' },
	{ name: 'mealReminders', label: 'Meal reminders' },
	{ name: 'goalReminders', label: 'Goal reminders' },
	{ name: 'weeklyReports', label: 'Weekly reports' },
] as const

/** Option values whose label is not just the words of the value. */
const SPECIAL_LABELS: Record<string, string> = { dash: 'DASH', ibd: 'IBD', pre_diabetes: 'Pre-diabetes', gluten_free: 'Gluten-free', low_carb: 'Low-carb', low_fat: 'Low-fat' }

/** 'very_active' → 'Very active'; spec option values shown as words. */
export function optionLabel(value: string): string {
	const special = SPECIAL_LABELS[value]
	if (special) return special
	const words = value.replace(/_/g, ' ')
	return words.charAt(0).toUpperCase() + words.slice(1)
}

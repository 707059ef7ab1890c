/**
 * The Edit Profile dialog's tabs and notification switches (isomorphic, no zod). The tabs'
 * validation schemas are server-only, in ./forms.server.ts.
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

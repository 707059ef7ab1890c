/** Shapes the notifications page's components share with its route (components never import routes). */

/** The five notification switches (spec section 3 "User"), in display order. */
export const NOTIFICATION_SWITCHES = ['emailNotifications', 'pushNotifications', 'mealReminders', 'goalReminders', 'weeklyReports'] as const
export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number]

/** A refused form's answer: a message per wrong field, the values typed, and the form's message. */
export type NotificationsReply = { fieldErrors: Record<string, string[]>; values: Record<string, string>; formError: string } | undefined

/** The reminder times as the form shows them ('HH:MM', '' = no reminder). */
export type TimesValues = { breakfastAt: string; lunchAt: string; dinnerAt: string; snackAt: string; goalAt: string }

/**
 * The message catalogs' shape, from the English files (the source language): one JSON file per
 * namespace per language, `app/locales/<language>/<namespace>.json`, flat keys, values in ICU
 * MessageFormat (`{count, plural, one {# day} other {# days}}`). English is the reference: every
 * other language has exactly its keys (tests/i18n/catalogs.test.ts).
 *
 * A new namespace is one line here plus its six files. Type-only imports: no catalog is bundled
 * by this module.
 */
import type analytics from './en/analytics.json'
import type body from './en/body.json'
import type checkIn from './en/checkIn.json'
import type capture from './en/capture.json'
import type auth from './en/auth.json'
import type errors from './en/errors.json'
import type ui from './en/ui.json'
import type common from './en/common.json'
import type dashboard from './en/dashboard.json'
import type diary from './en/diary.json'
import type food from './en/food.json'
import type logging from './en/logging.json'
import type nutrients from './en/nutrients.json'
import type landing from './en/landing.json'
import type account from './en/account.json'
import type imports from './en/imports.json'
import type exports from './en/exports.json'
import type welcome from './en/welcome.json'
import type goals from './en/goals.json'
import type profile from './en/profile.json'
import type offline from './en/offline.json'
import type reminders from './en/reminders.json'
import type validation from './en/validation.json'
import type apiErrors from './en/apiErrors.json'
import type email from './en/email.json'
import type planning from './en/planning.json'
import type grocery from './en/grocery.json'
import type recipes from './en/recipes.json'
import type substitution from './en/substitution.json'
import type search from './en/search.json'
import type richIn from './en/richIn.json'
import type empty from './en/empty.json'
import type appearance from './en/appearance.json'

/** Namespace → its English catalog's type (keys are the message keys). */
export type Catalogs = {
	analytics: typeof analytics
	body: typeof body
	checkIn: typeof checkIn
	capture: typeof capture
	auth: typeof auth
	errors: typeof errors
	ui: typeof ui
	common: typeof common
	planning: typeof planning
	grocery: typeof grocery
	recipes: typeof recipes
	substitution: typeof substitution
	search: typeof search
	richIn: typeof richIn
	empty: typeof empty
	appearance: typeof appearance
	dashboard: typeof dashboard
	diary: typeof diary
	food: typeof food
	logging: typeof logging
	nutrients: typeof nutrients

	landing: typeof landing
	account: typeof account
	imports: typeof imports
	exports: typeof exports
	welcome: typeof welcome
	goals: typeof goals
	profile: typeof profile
	offline: typeof offline
	reminders: typeof reminders
	validation: typeof validation
	apiErrors: typeof apiErrors
	email: typeof email
}

/** A namespace name ('common', 'dashboard', …). */
export type Namespace = keyof Catalogs

/** A message key of namespace `N`. */
export type MessageKey<N extends Namespace> = keyof Catalogs[N] & string

/**
 * The message catalogs' shape, from the English files (the source language): one JSON file per
 * namespace per language, `app/locales/<language>/<namespace>.json`, flat keys, values in ICU
 * MessageFormat (`{count, plural, one {# day} other {# days}}`). English is the reference: every
 * other language has exactly its keys (tests/i18n/catalogs.test.ts).
 *
 * A new namespace is one line here plus its six files. Type-only imports: no catalog is bundled
 * by this module.
 */
import type body from './en/body.json'
import type checkIn from './en/checkIn.json'
import type analytics from './en/analytics.json'
import type common from './en/common.json'
import type landing from './en/landing.json'
import type profile from './en/profile.json'
import type planning from './en/planning.json'
import type grocery from './en/grocery.json'
import type recipes from './en/recipes.json'

/** Namespace → its English catalog's type (keys are the message keys). */
export type Catalogs = {
	body: typeof body
	checkIn: typeof checkIn
	analytics: typeof analytics
	common: typeof common
	landing: typeof landing
	profile: typeof profile
	planning: typeof planning
	grocery: typeof grocery
	recipes: typeof recipes
}

/** A namespace name ('common', 'dashboard', …). */
export type Namespace = keyof Catalogs

/** A message key of namespace `N`. */
export type MessageKey<N extends Namespace> = keyof Catalogs[N] & string

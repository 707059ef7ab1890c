/**
 * What the server, the service worker (app/sw/service-worker.ts) and the page's offline island
 * (app/components/offline/) agree on: header names, cache and IndexedDB names, and the messages
 * between a page and the worker. Isomorphic constants, no imports.
 */

/**
 * Set on every document rendered for a signed-in user (app/utils/offline.server.ts): an opaque id
 * of the account (not its user id). The worker keeps a copy of a page only when it is there, and
 * drops the copies of any other account.
 */
export const ACCOUNT_HEADER = 'X-Platewise-Account'

/** Added by the worker to a page it keeps: when the copy was made (epoch ms). */
export const COPIED_AT_HEADER = 'X-Platewise-Copied-At'

/** Cache Storage: the private pages kept for reading offline (cleared on sign-out). */
export const PAGES_CACHE = 'platewise-pages-v1'
/** Cache Storage: hashed build assets fetched after install (public, immutable). */
export const ASSETS_CACHE = 'platewise-assets-v1'

/** Pages kept at most, and for how long (the last days viewed, not the whole history). */
export const PAGE_COPIES = { maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 } as const

/** How long a page waits for the network before showing its last copy, seconds. */
export const NETWORK_TIMEOUT_SECONDS = 3

/** IndexedDB database and store of the offline queue (writes waiting for the network). */
export const QUEUE_DB = 'platewise-offline'
export const QUEUE_STORE = 'queue'

/** Messages a page posts to the worker. */
export type ToWorker =
	/** Keep a copy of this URL now (the page the worker was installed from was fetched before it existed). */
	| { type: 'copy-page'; url: string }
	/** Was this page served from a copy? Answered on the message's port with {@link CopyAnswer}. */
	| { type: 'served-from-copy' }
	/** Forget every private page and the queue (signing out). */
	| { type: 'clear-private' }

/** The worker's answer to `served-from-copy`: the copy's time (epoch ms), or null for a page from the network. */
export type CopyAnswer = { copiedAt: number | null }

/** The worker's answer to `copy-page`: whether a copy was kept (only signed-in pages answered 200 are). */
export type CopyPageAnswer = { kept: boolean }

/**
 * Caps and lifetimes of account control (docs/architecture.md "Limits per account"). Isomorphic,
 * no imports. Source: our own sizing.
 */
export const ACCOUNT_CAPS = {
	/** Personal API tokens one account may hold (one per automation is plenty). */
	apiTokens: 20,
	/** Characters in a token's name. */
	tokenName: 60,
	/** How long a password reset link works: one hour (ms). */
	resetLinkTtlMs: 60 * 60 * 1000,
	/** Reset links one account may have waiting; asking again past it ends the oldest. */
	resetLinksWaiting: 3,
	/** A session's last use is written at most this often (ms): one write a minute, not one a request. */
	lastUseWriteEveryMs: 60 * 1000,
} as const

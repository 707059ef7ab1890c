/**
 * Caps and page size of grocery lists, shared by the Grocery tab's form and the JSON API (both
 * call generateGroceryList, which enforces them; deleting a list makes room). A write past a cap is refused with InvalidError
 * naming the limit: 422 on /api, the spec's 'Generation Failed' toast on the form. Isomorphic, no
 * imports. Listed with every other per-account limit in docs/architecture.md ('Limits per
 * account').
 *
 * Source: our own sizing. One list a week for two years is about 100; a month of varied recipes
 * needs perhaps 150 different foods. The caps sit far below what the attack run created (579
 * lists, none refused).
 */
export const GROCERY_CAPS = {
	/** Grocery lists one account may hold. */
	listsPerAccount: 100,
	/** Items (different foods) one list may hold; a longer window is refused, not cut short. */
	itemsPerList: 300,
} as const

/**
 * Page size of GET /api/users/{id}/grocery-lists: lists come with their items, ~75 KB for a
 * full list of typical names and up to ~225 KB with the longest, so 4 stay under 1 MB (a page
 * that would not is ended early: MAX_RESPONSE_BYTES).
 */
export const GROCERY_PAGE = { default: 3, max: 4 } as const

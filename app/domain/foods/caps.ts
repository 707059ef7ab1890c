/**
 * Cap on the custom foods one account holds, enforced by createCustomFood (manual entries, label
 * foods, POST /api/foods: every way an account creates a food). Past it the write is refused with
 * InvalidError naming `name` (422 on /api, the field error on forms). The per-day cap sits beside
 * the diary's caps (DIARY_CAPS.customFoodsPerDay). Isomorphic, no imports. Listed with every other
 * per-account limit in docs/architecture.md ('Limits per account').
 *
 * Source: our own sizing. A user who photographs every new packaged food adds a few a week; 1,000
 * is years of that, and keeps their own foods' share of every search small.
 */
export const FOOD_CAPS = {
	/** Custom foods one account may hold in all. */
	customFoodsPerAccount: 1000,
} as const

/** The search rank the importer stores for each generic food (`foods.search_rank`). */

/**
 * Search tie-breaker for a generic food; lower ranks first. `searchFoods` puts foods whose name
 * *is* the query first, then orders by `20 × bm25 + search_rank` (bm25 ≈ −3…−10), so this rank
 * decides between foods that match the query about equally well. It is the sum of:
 *
 * - source: SR Legacy and Foundation 0, FNDDS (survey_fndds: foods as eaten, often mixed
 *   dishes) +150;
 * - "X, NFS" (FNDDS's "not further specified" entry, the generic form of X: "Milk, NFS") −220;
 *   NFS elsewhere in the name −60;
 * - category: baby foods and infant formula +400; fast food, restaurant and American Indian /
 *   Alaska Native foods +250; "Meals, Entrees, and Side Dishes" +100;
 * - a branded name (a word of 3+ capitals, e.g. KRAFT, McDONALD'S) +200;
 * - a "raw" segment −120 (a raw staple is what most people log first); a "whole" segment −15;
 * - +40 per qualifier that marks a processed or unusual form (canned, dried, dehydrated, frozen,
 *   powder, mix, concentrate, imitation, human, sheep, goat, buffalo, school, institutional, …);
 * - +25 per comma segment after the first (more qualifiers = more specific);
 * - +1 per character of the name (without USDA's "(Includes foods for USDA's Food Distribution
 *   Program)" note), capped at 150.
 *
 * Examples: "Bananas, raw" −83, "Milk, NFS" −36, "Milk, sheep, fluid" 108, "Banana bread" (FNDDS) 162.
 */
export function genericSearchRank(food: { source: string; name: string; category: string | null }): number {
	let rank = 0
	if (food.source === 'survey_fndds') rank += 150
	const category = (food.category ?? '').toLowerCase()
	if (category.startsWith('baby') || category.startsWith('formula') || category === 'human milk') rank += 400
	else if (
		category === 'fast foods' ||
		category === 'restaurant foods' ||
		category === 'american indian/alaska native foods'
	)
		rank += 250
	else if (category === 'meals, entrees, and side dishes') rank += 100
	const name = food.name.replace(/\s*\(Includes foods for USDA's Food Distribution Program\)/i, '').trim()
	if (/\b[A-Z][A-Z'&.-]*[A-Z]{2,}/.test(name.replace(/\b(NFS|NS|USDA|NLEA|RTE|RTF|UHT|DHA|II)\b/g, '')))
		rank += 200
	const segments = name.split(',').map((s) => s.trim().toLowerCase())
	if (segments.length === 2 && segments[1] === 'nfs') rank -= 220
	else if (/\bNFS\b/.test(name)) rank -= 60
	if (segments.slice(1).includes('raw')) rank -= 120
	if (segments.slice(1).includes('whole')) rank -= 15
	rank += 40 * Math.min(2, (name.toLowerCase().match(UNUSUAL_FORM) ?? []).length)
	rank += 25 * (segments.length - 1)
	rank += Math.min(name.length, 150)
	return rank
}

const UNUSUAL_FORM =
	/\b(canned|dried|dehydrated|frozen|powder|powdered|mix|concentrate|imitation|human|sheep|goat|buffalo|school|institutional|industrial|producer|navajo|hopi|apache|shoshone|alaska native|low sodium|reduced sodium)\b/g

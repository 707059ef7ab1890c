/**
 * Grocery words in the page's language: aisle (category) names and shopping amounts. The domain
 * (app/domain/grocery, app/domain/recipes/rules.ts) keeps its English names for the API; screens
 * and the text export translate by the category key here. Food names stay as the data has them.
 */
import type { GroceryExportNames, GroceryLine } from '#app/domain/grocery/grocery.ts'
import type { GroceryCategory } from '#app/domain/recipes/rules.ts'
import { type Formatter, type Translate } from '#app/utils/i18n.tsx'

/**
 * Category names and amounts ('2 pieces', '450 g', '1.5 kg') for `t` (namespace grocery) and `f`
 * (numbers in the same language). Metric units stay symbols in every language (glossary).
 */
export function groceryNames(t: Translate<'grocery'>, f: Pick<Formatter, 'number'>): GroceryExportNames {
	return {
		category: (c: GroceryCategory) => t(`category.${c}`),
		amount: (line: Pick<GroceryLine, 'quantity' | 'unit'>) => (line.unit === 'piece' ? t('amount.piece', { count: line.quantity }) : t('amount.measure', { value: f.number(line.quantity, 2), unit: line.unit })),
	}
}

/**
 * The food group a list shows as a small icon beside a food (pure, isomorphic), read from the
 * foods table's `category` column: the USDA food category (SR Legacy, Foundation, e.g. 'Poultry
 * Products'), the WWEIA category (FNDDS, e.g. 'Yogurt, regular') or the USDA Branded Foods
 * category (e.g. 'Chips, Pretzels & Snacks'). Open Food Facts products and custom foods have no
 * category: they get 'other'.
 *
 * Mixed dishes, sandwiches, soups, meals and restaurant or baby foods are 'prepared'; a category
 * no rule knows is 'other'. The icon is decoration: the food's name stays the accessible text.
 */

export const FOOD_GROUPS = ['fruit', 'vegetables', 'grains', 'dairy', 'meat', 'legumes', 'drinks', 'sweets', 'prepared', 'other'] as const
export type FoodGroup = (typeof FOOD_GROUPS)[number]

/**
 * Rules in order, the first match wins, tested against the lower-cased category. The order
 * settles overlaps: 'Fruits and Fruit Juices' is fruit before 'juice' is a drink; 'Meat mixed
 * dishes' is prepared before 'meat'; sauces, oils and supplements are other before 'cheese sauce'
 * reads as dairy or 'vegetable oils' as vegetables; ice cream is a sweet before 'cream' is dairy;
 * 'Other Grains & Seeds' is grains before 'seeds' is legumes.
 */
const RULES: ReadonlyArray<readonly [FoodGroup, RegExp]> = [
	['fruit', /^fruits and fruit juices$/],
	['prepared', /mixed dishes|mixtures|sandwich|burger|pizza(?! sauce)|entree|meals|dinner|burrito|taco|nacho|soup|stew|chili|fast foods|restaurant|side dishes|sides|baby|infant|formula|egg rolls|sushi|wraps|dough based|grain based|vegetable based|dairy\/egg based|lunch snacks|appetizers|salads|stir-fry|fried rice|macaroni and cheese|variety packs|american indian|cooked & prepared/],
	['other', /sauce|condiment|ketchup|dressing|mayonnaise|gravy|seasoning|marinade|\bdips?\b|salsa|\boils?\b|\bfats\b|supplement|vitamin|additive|baking|health|spices|herbs/],
	['drinks', /juice|nectar|beverage|drink|soda|water|coffee|\btea\b|tea bags|infusions|wine|beer|liquor|alcohol|cocktail|smoothie|shake/],
	['sweets', /ice cream|ice-cream|frozen dairy desserts|frozen yogurt|\bjams?\b|jelly/],
	['dairy', /dairy|\beggs?\b|omelet|cheese|milk(?! additives)|yog(?:h)?urt|cream(?! cheese sauce)|\bbutter\b(?! and jelly)|margarine/],
	['fruit', /fruit|^(?:apples|bananas|grapes|melons|pears|pineapple|strawberries|mango and papaya|peaches and nectarines|citrus fruits|blueberries and other berries|berries\/small fruit)$/],
	['sweets', /sweet|candy|chocolate|confection|cookie|\bcakes?\b|cupcake|brownie|dessert|\bices?\b|pudding|custard|gelatin|\bjam\b|jelly|syrup|\bsugars?\b(?! \()|honey|\bgum\b|doughnut|pastr|pie\b|pies|snack|chips|crisps|pretzel|popcorn|cracker|toppings|bars|weight control/],
	['meat', /beef|pork|lamb|veal|game|poultry|chicken|turkey|duck|fish|seafood|shellfish|mussels|tuna|sausage|smallgoods|luncheon|cold cuts|cured meat|salami|pepperoni|bacon|frankfurter|hotdog|meat|organ|animals/],
	['vegetables', /vegetable|veges|potato|carrot|broccoli|spinach|\bcorn\b(?! meal)|tomato|onion|cabbage|lettuce|green|pickle|olive|relish|string beans|starchy|red and orange|peppers/],
	['grains', /cereal|grain|pasta|noodle|rice|bread|\bbuns?\b|rolls|bagel|muffin|tortilla|flour|corn meal|baked products|oatmeal|grits|pancake|waffle|biscuit|crust|dough|stuffing|bakery|muesli/],
	['legumes', /legume|bean|\bpeas?\b|chickpea|lentil|\bnuts?\b|seed|peanut|soy products|tofu|hummus/],
]

/**
 * The food group of a food's stored `category` ('Poultry Products' → 'meat', 'Yogurt, Greek' →
 * 'dairy', 'Chips, Pretzels & Snacks' → 'sweets'); 'other' when the category is empty or unknown.
 */
export function foodGroup(category: string | null | undefined): FoodGroup {
	const text = category?.trim().toLowerCase()
	if (!text) return 'other'
	for (const [group, rule] of RULES) if (rule.test(text)) return group
	return 'other'
}

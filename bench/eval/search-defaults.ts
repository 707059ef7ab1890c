/**
 * Our own measurement set for food search's defaults ('Numbers a person trusts'): everyday words a
 * person types into the food search, each with what counts as a sensible TOP result (a predicate on
 * the food's name: the food a person means, in the form people eat it) and a sensible DEFAULT
 * SERVING (the kcal, and where the issue is the portion itself the grams, of what '1 serving' of
 * that top result resolves to). Nothing here names a food id: any USDA row that fits the predicate
 * and whose default serving falls in the ranges counts.
 *
 * The words were drawn from the bundled USDA data (db/data) across fruit, vegetables, dairy and
 * eggs, grains, meat, fish, drinks (beer, wine, coffee), spreads, fats and sweeteners, and snacks,
 * and were split into two halves BEFORE any change was measured: {@link TUNING_WORDS} (looked at
 * while changing ranking and servings) and {@link HELD_OUT_WORDS} (never looked at while tuning;
 * reported beside the tuning half). Do not move a word between halves or edit a range to fit the
 * engine.
 *
 * Ranges: kcal are for one default serving, from USDA portion weights × kcal per 100 g, wide
 * enough to hold the usual household servings of the food (a medium or large fruit, 1 cup of
 * berries or cooked grains, 3 oz to one piece of cooked meat or fish, 1 oz of cheese, nuts or
 * chips, 1–2 tablespoons of spreads, 1 tablespoon of butter/oil/honey, a 12–16 fl oz can or bottle
 * of beer, a 5 fl oz glass of wine, an 8 fl oz cup of milk, juice or coffee) and narrow enough to
 * refuse what the issue found (1 cup of butter or honey, 100 g of peanut butter, 30 g of beer).
 */

/** One everyday word and what a person means by it. */
export type SearchDefaultCase = {
	/** What the person types. */
	word: string
	/** The top result's name must match this… */
	is: RegExp
	/** …and must not match this (another food, or a form people do not eat: raw rice, dry pasta). */
	not?: RegExp
	/** kcal of one default serving, inclusive range. */
	kcal: [number, number]
	/** Weight (g, or ml for drinks) of one default serving, inclusive range, where the portion itself matters. */
	grams?: [number, number]
}

const RAW_OR_DRY = /\b(raw|dry|uncooked|unprepared|dried|frozen)\b/i

/** Looked at while tuning. */
export const TUNING_WORDS: SearchDefaultCase[] = [
	// fruit
	{ word: 'banana', is: /^bananas?\b/i, not: /dried|dehydrated|chips|bread|pudding|powder/i, kcal: [70, 140] },
	{ word: 'orange', is: /^oranges?\b/i, not: /juice|peel|drink|soda/i, kcal: [40, 95] },
	{ word: 'blueberries', is: /blueberr/i, not: /dried|sweetened|muffin|pie|syrup|juice/i, kcal: [60, 110] },
	{ word: 'avocado', is: /^avocados?\b/i, not: /oil|dressing/i, kcal: [50, 330] },
	{ word: 'peach', is: /^peach(es)?\b/i, not: /dried|canned|pie|nectar|juice/i, kcal: [30, 80] },
	{ word: 'raspberries', is: /raspberr/i, not: /dried|sweetened|syrup|juice|jam/i, kcal: [40, 95] },
	{ word: 'pineapple', is: /^pineapples?\b/i, not: /juice|canned|dried|upside/i, kcal: [35, 110] },
	// vegetables
	{ word: 'broccoli', is: /broccoli/i, not: /soup|casserole|cheese|raab|chinese/i, kcal: [15, 80] },
	{ word: 'spinach', is: /spinach/i, not: /soup|dip|souffle|canned|frozen|pie|quiche/i, kcal: [3, 60] },
	{ word: 'sweet potato', is: /sweet ?potato/i, not: /fries|chips|pie|casserole|leaves|canned|raw/i, kcal: [60, 220] },
	{ word: 'cucumber', is: /cucumber/i, not: /pickle|salad/i, kcal: [4, 50] },
	{ word: 'onion', is: /^onions?\b/i, not: /rings|powder|soup|dehydrated|dip|flakes/i, kcal: [5, 70] },
	{ word: 'green beans', is: /(green|snap) beans|beans, snap/i, not: /casserole|canned/i, kcal: [10, 60] },
	// dairy and eggs
	{ word: 'milk', is: /^milk\b/i, not: /dry|powder|buttermilk|sheep|goat|buffalo|chocolate|condensed|evaporated|imitation|human|soy|almond|rice|oat|filled|low sodium|shake/i, kcal: [80, 170] },
	{ word: 'cheese', is: /cheese/i, not: /cream cheese|cottage|sauce|puff|cake|pizza|macaroni|sandwich|spread|dip|substitute|imitation/i, kcal: [50, 130] },
	{ word: 'greek yogurt', is: /greek/i, not: /frozen|dressing|dip/i, kcal: [60, 250] },
	{ word: 'butter', is: /^butter\b/i, not: /peanut|almond|apple|cookie|cake|sauce|milk|oil|blend|light|whipped|beans/i, kcal: [70, 120], grams: [10, 20] },
	{ word: 'cottage cheese', is: /cottage/i, kcal: [70, 240] },
	// grains
	{ word: 'rice', is: /^rice\b/i, not: /\b(raw|dry|uncooked|flour|bran|cake|noodle|pudding|milk|soup|paper|fried|pilaf|wild)\b/i, kcal: [150, 270] },
	{ word: 'oatmeal', is: /oat/i, not: /\b(dry|uncooked|cookie|bread|bar|beverage|flour|bran|muffin)\b/i, kcal: [90, 260] },
	{ word: 'whole wheat bread', is: /whole[- ]wheat/i, not: /crumbs|stuffing|pudding|pita|roll|bagel|tortilla|cracker/i, kcal: [50, 140] },
	{ word: 'tortilla', is: /tortilla/i, not: /chips|soup|casserole/i, kcal: [40, 230] },
	{ word: 'pancakes', is: /pancake/i, not: /mix|syrup|dry|frozen/i, kcal: [60, 260] },
	// meat
	{ word: 'chicken breast', is: /chicken.*breast|breast.*chicken/i, not: /\b(raw|uncooked|breaded|tenders|roll|deli|sliced|fat-free|nuggets|sandwich|soup|salad|coated)\b/i, kcal: [100, 330] },
	{ word: 'ground beef', is: /ground|hamburger|beef patty/i, not: /\braw\b|sandwich|casserole|soup|turkey|pork|chicken/i, kcal: [140, 340] },
	{ word: 'bacon', is: /bacon/i, not: /\b(raw|unprepared|bits|substitute|meatless|turkey|bacon-wrapped|dressing)\b/i, kcal: [30, 170] },
	{ word: 'ham', is: /^ham\b|pork, cured, ham/i, not: /\braw\b|sandwich|salad|croquette|spread/i, kcal: [25, 220] },
	// fish
	{ word: 'salmon', is: /salmon/i, not: /\b(raw|smoked|canned|roe|patty|cake|loaf|salad|sandwich|soup|casserole|sushi|oil)\b/i, kcal: [90, 460] },
	{ word: 'shrimp', is: /shrimp/i, not: /\b(raw|soup|salad|cocktail|sandwich|casserole|imitation|dumpling|chips)\b/i, kcal: [30, 160] },
	// drinks
	{ word: 'coffee', is: /coffee/i, not: /cake|creamer|substitute|liqueur|beans|candies|ice cream|powder|instant, dry/i, kcal: [0, 12] },
	{ word: 'beer', is: /beer/i, not: /non-alcoholic|beerwurst|salami|bread|batter|root/i, kcal: [100, 230], grams: [330, 500] },
	{ word: 'red wine', is: /wine/i, not: /non-alcoholic|cooking|dessert|vinegar|sauce/i, kcal: [95, 150], grams: [140, 180] },
	{ word: 'apple juice', is: /apple juice|juice, apple/i, not: /concentrate, undiluted|frozen concentrate/i, kcal: [80, 140] },
	{ word: 'latte', is: /latte/i, not: /non-dairy|nonfat|frozen/i, kcal: [90, 300] },
	// spreads, fats, sweeteners
	{ word: 'honey', is: /^honey\b/i, not: /roll|butter|mustard|glazed|sausage|loaf|ham|wheat|dew|comb/i, kcal: [50, 75], grams: [14, 25] },
	{ word: 'olive oil', is: /olive/i, not: /\bolives?\b,|spread|dressing|margarine/i, kcal: [100, 130], grams: [10, 16] },
	{ word: 'jam', is: /jam|preserves|jelly/i, not: /sandwich|roll|tart|bars/i, kcal: [30, 80] },
	{ word: 'mayonnaise', is: /mayonnaise/i, not: /salad|sandwich|dressing/i, kcal: [35, 110] },
	// snacks
	{ word: 'almonds', is: /almond/i, not: /milk|butter|paste|flour|oil|candies|chocolate|cookie|extract|bar/i, kcal: [100, 220] },
	{ word: 'potato chips', is: /potato chips|chips, potato|snacks, potato chips/i, not: /dip/i, kcal: [100, 220] },
	{ word: 'cookie', is: /cookie/i, not: /dough|crust|crumbs|mix|cereal|ice cream/i, kcal: [40, 230] },
	{ word: 'walnuts', is: /walnut/i, not: /oil|bread|cake|cookie|candies/i, kcal: [100, 220] },
	{ word: 'ice cream', is: /ice cream/i, not: /cone$|sandwich|soda|bar|pie|cake|topping/i, kcal: [90, 300] },
]

/** Never looked at while tuning: the honest figure. */
export const HELD_OUT_WORDS: SearchDefaultCase[] = [
	// fruit
	{ word: 'apple', is: /^apples?\b/i, not: /juice|sauce|pie|dried|chips|butter|cider|crisp|fritter|dumpling|turnover|strudel/i, kcal: [50, 130] },
	{ word: 'strawberries', is: /strawberr/i, not: /dried|sweetened|syrup|jam|shortcake|milk|pie|juice|topping/i, kcal: [25, 80] },
	{ word: 'grapes', is: /grape/i, not: /juice|jelly|leaves|drink|fruit|soda|seed|raisin/i, kcal: [30, 130] },
	{ word: 'pear', is: /^pears?\b/i, not: /prickly|asian|dried|canned|nectar|juice/i, kcal: [60, 140] },
	{ word: 'watermelon', is: /watermelon/i, not: /seeds|juice/i, kcal: [25, 110] },
	{ word: 'mango', is: /^mangos?\b|^mangoes\b/i, not: /dried|juice|nectar|canned|smoothie/i, kcal: [60, 210] },
	// vegetables
	{ word: 'carrots', is: /carrot/i, not: /juice|cake|soup|salad|canned|dehydrated/i, kcal: [10, 70] },
	{ word: 'potato', is: /potato/i, not: /\b(raw|chips|fries|french|salad|soup|sweet|skin|flour|pancake|casserole|puffs|sticks|frozen|dehydrated|flakes)\b/i, kcal: [70, 300] },
	{ word: 'tomato', is: /^tomato(es)?\b/i, not: /sauce|soup|juice|paste|puree|catsup|ketchup|canned|sun-dried|dried|green|relish/i, kcal: [5, 45] },
	{ word: 'lettuce', is: /lettuce/i, not: /salad with|wrap/i, kcal: [1, 25] },
	{ word: 'corn', is: /corn\b/i, not: /flour|meal|chips|syrup|oil|flakes|bread|starch|dog|nuts|pops|cakes|grits|tortilla|puffs|muffin|soup|beef|relish|canned|cream style|pudding|fritter/i, kcal: [50, 200] },
	{ word: 'peas', is: /\bpeas\b/i, not: /soup|chickpeas|cowpeas|pigeon|split|snow|sugar|pods|canned|sprouted|mature/i, kcal: [40, 150] },
	// dairy and eggs
	{ word: 'egg', is: /^eggs?\b/i, not: /white|yolk|duck|goose|quail|turkey|substitute|roll|salad|sandwich|nog|noodle|dried|powder|benedict|foo young|omelet|casserole|bread/i, kcal: [55, 110] },
	{ word: 'yogurt', is: /yogurt/i, not: /frozen|dressing|dip|covered|raisins|pretzel|smoothie|parfait/i, kcal: [60, 250] },
	{ word: 'cheddar cheese', is: /cheddar/i, not: /sauce|soup|crackers|puffs|macaroni|reduced|low|fat free|substitute|imitation/i, kcal: [60, 130] },
	{ word: 'cream cheese', is: /cream cheese|cheese, cream/i, not: /frosting|sandwich|bagel|substitute|fat free|low fat/i, kcal: [25, 110] },
	{ word: 'mozzarella', is: /mozzarella/i, not: /sticks|fried|sandwich|substitute|fat free|low/i, kcal: [40, 130] },
	{ word: 'sour cream', is: /sour cream|cream, sour/i, not: /dip|imitation|fat free|light|reduced/i, kcal: [15, 70] },
	// grains
	{ word: 'brown rice', is: /brown/i, not: RAW_OR_DRY, kcal: [150, 270] },
	{ word: 'pasta', is: /pasta|spaghetti|macaroni/i, not: /\b(dry|uncooked|raw|salad|sauce|with|homemade)\b/i, kcal: [150, 270] },
	{ word: 'spaghetti', is: /spaghetti|pasta/i, not: /\b(dry|uncooked|raw|squash)\b/i, kcal: [150, 420] },
	{ word: 'bread', is: /^bread\b/i, not: /crumbs|stuffing|pudding|sticks|banana|corn|dough|zucchini|pumpkin|fruit|sweet|crouton/i, kcal: [50, 140] },
	{ word: 'bagel', is: /bagel/i, not: /chips|sandwich|with|mini/i, kcal: [150, 370] },
	{ word: 'quinoa', is: /quinoa/i, not: RAW_OR_DRY, kcal: [150, 270] },
	{ word: 'granola', is: /granola/i, not: /bar|cereal, granola bar/i, kcal: [90, 320] },
	// meat
	{ word: 'chicken', is: /chicken/i, not: /\b(raw|uncooked|soup|salad|sandwich|nuggets|patty|broth|stock|liver|gizzard|heart|skin|neck|back|feet|fat|roll|frankfurter|bologna|spread|pie|casserole|noodle|rice|pasta|sauce)\b/i, kcal: [80, 420] },
	{ word: 'steak', is: /steak|beef/i, not: /\b(raw|sauce|sandwich|sub|tartare|teriyaki|salmon|tuna|fish|ham|cube)\b/i, kcal: [100, 700] },
	{ word: 'pork chop', is: /pork.*chop|chop.*pork/i, not: /\braw\b/i, kcal: [110, 400] },
	{ word: 'turkey', is: /turkey/i, not: /\b(raw|bacon|sausage|ham|salami|bologna|frankfurter|pastrami|sandwich|soup|pie|gravy|stuffing|roll|skin|neck|giblets|liver|gizzard|heart|patty|loaf|deli|sliced)\b/i, kcal: [70, 300] },
	{ word: 'sausage', is: /sausage/i, not: /\b(raw|unprepared|gravy|biscuit|pizza|sandwich|muffin|roll|meatless|vienna)\b/i, kcal: [40, 330] },
	// fish
	{ word: 'tuna', is: /tuna/i, not: /\b(raw|salad|casserole|sandwich|noodle|helper|pot pie|melt|sushi)\b/i, kcal: [60, 260] },
	{ word: 'cod', is: /\bcod\b/i, not: /\b(raw|dried|salted|liver oil|cakes?|fritter)\b/i, kcal: [50, 230] },
	{ word: 'tilapia', is: /tilapia/i, not: /\braw\b/i, kcal: [50, 230] },
	// drinks
	{ word: 'coffee with milk', is: /coffee|latte|cappuccino|cafe con leche/i, not: /non-dairy|cake|creamer|substitute|liqueur|candies|ice cream/i, kcal: [10, 250] },
	{ word: 'wine', is: /wine/i, not: /non-alcoholic|cooking|vinegar|sauce|rice|cooler/i, kcal: [95, 150], grams: [140, 180] },
	{ word: 'orange juice', is: /orange juice|juice, orange/i, not: /concentrate, undiluted|frozen concentrate|drink/i, kcal: [80, 140] },
	{ word: 'tea', is: /\btea\b/i, not: /cake|biscuit|cookie|sandwich|bread|iced tea, sweetened|instant, powder|herb|chamomile/i, kcal: [0, 12] },
	{ word: 'cola', is: /cola/i, not: /diet|low calorie|sugar free|caffeine free|pepsi|coca/i, kcal: [90, 250] },
	{ word: 'almond milk', is: /almond/i, not: /chocolate|flavored|candies|butter|paste|cookie/i, kcal: [20, 110] },
	// spreads, fats, sweeteners
	{ word: 'peanut butter', is: /^peanut butter\b/i, not: /sandwich|cookie|cup|candy|fudge|chips|bar|crackers|reduced fat|omega/i, kcal: [80, 200], grams: [14, 34] },
	{ word: 'sugar', is: /^sugars?\b/i, not: /apples|cookie|snap|cane, raw|substitute|maple|brown|powdered|beet|syrup/i, kcal: [10, 60], grams: [3, 15] },
	{ word: 'maple syrup', is: /maple/i, not: /candies|sugar|sausage|bacon|oatmeal|cereal/i, kcal: [30, 120] },
	{ word: 'ketchup', is: /ketchup|catsup/i, kcal: [5, 35] },
	{ word: 'hummus', is: /hummus/i, not: /sandwich|wrap/i, kcal: [20, 110] },
	// snacks
	{ word: 'peanuts', is: /peanut/i, not: /butter|oil|flour|candies|cookie|brittle|sauce|chocolate|bar/i, kcal: [100, 220] },
	{ word: 'popcorn', is: /popcorn/i, not: /caramel|cheese|chocolate|balls|cakes/i, kcal: [20, 200] },
	{ word: 'dark chocolate', is: /dark|chocolate, dark|bittersweet|semisweet/i, not: /milk|coated|covered|cake|cookie|ice cream|syrup|drink|pudding/i, kcal: [100, 260] },
	{ word: 'crackers', is: /cracker/i, not: /crumbs|meal|jack|animal|sandwich|with|cheese filling/i, kcal: [30, 170] },
	{ word: 'cashews', is: /cashew/i, not: /butter|milk|chicken|candies/i, kcal: [100, 220] },
]

/** Every case, tuning half first. */
export const SEARCH_DEFAULT_CASES: SearchDefaultCase[] = [...TUNING_WORDS, ...HELD_OUT_WORDS]

/**
 * Our own measurement set for spoken meals ('Measured, not hoped'): sentences as people
 * say them, each food with the USDA reference food and amount a dietitian would code it as. The
 * expected kcal is computed from the reference row in the database (kcal per 100 g × grams), never
 * written here. A food counts as right when the extracted food names the same food (`accept`, by
 * default the reference's first word) and its kcal is within ±20 % of the reference's.
 *
 * The sentences were written before the staples table was tuned and cover foods both in and out
 * of it; do not edit them to fit the engine.
 */

/** One expected food: the USDA reference row (exact name) and the amount, from its USDA portion or in grams. */
export type ExpectedFood = {
	ref: string
	/** A USDA household portion of the reference row, by the start of its unit text ('medium', 'cup', 'tablespoon'). */
	portion?: string
	/** Number of portions (default 1). */
	count?: number
	/** Or an exact weight in g. */
	grams?: number
	/** Pattern the extracted food's name must match (default: the reference's first word). */
	accept?: RegExp
}

export type EvalSentence = { text: string; foods: ExpectedFood[] }

export const SENTENCES: EvalSentence[] = [
	{ text: 'Two scrambled eggs and a black coffee', foods: [{ ref: 'Egg omelet or scrambled egg, NS as to fat', portion: 'egg', count: 2, accept: /egg/i }, { ref: 'Coffee, brewed', portion: 'cup', accept: /coffee/i }] },
	{ text: 'I had a banana', foods: [{ ref: 'Banana, raw', portion: 'banana' }] },
	{ text: 'a cup of blueberries', foods: [{ ref: 'Blueberries, raw', portion: 'cup' }] },
	{ text: 'a medium apple and 2 tablespoons of peanut butter', foods: [{ ref: 'Apple, raw', portion: 'medium' }, { ref: 'Peanut butter', portion: 'tablespoon', count: 2, accept: /peanut butter/i }] },
	{ text: 'a glass of orange juice', foods: [{ ref: 'Orange juice, 100%, NFS', grams: 248, accept: /orange juice/i }] },
	{ text: 'a bowl of oatmeal with blueberries', foods: [{ ref: 'Oatmeal, NFS', portion: 'cup, cooked', count: 1.5 }, { ref: 'Blueberries, raw', portion: 'Quantity not specified' }] },
	{ text: 'three slices of bacon', foods: [{ ref: 'Bacon, NS as to type of meat, cooked', portion: 'medium slice', count: 3, accept: /bacon/i }] },
	{ text: 'half an avocado', foods: [{ ref: 'Avocado, raw', portion: 'fruit', count: 0.5 }] },
	{ text: 'a can of coke', foods: [{ ref: 'Soft drink, cola', portion: 'can', accept: /cola/i }] },
	{ text: 'a bottle of beer', foods: [{ ref: 'Beer', portion: 'can or bottle (12', accept: /beer/i }] },
	{ text: '200 g grilled salmon', foods: [{ ref: 'Fish, salmon, grilled', grams: 200, accept: /salmon/i }] },
	{ text: 'a cup of black beans', foods: [{ ref: 'Black beans, NFS', portion: 'cup', accept: /black beans|beans, black/i }] },
	{ text: 'one slice of cheddar cheese', foods: [{ ref: 'Cheese, Cheddar', portion: 'slice', accept: /cheddar/i }] },
	{ text: 'a tablespoon of olive oil', foods: [{ ref: 'Olive oil', portion: 'tablespoon', accept: /olive/i }] },
	{ text: '1 tsp sugar', foods: [{ ref: 'Sugar, white, granulated or lump', portion: 'teaspoon', accept: /sugar/i }] },
	{ text: 'a bagel with cream cheese', foods: [{ ref: 'Bagel', portion: 'regular' }, { ref: 'Cream cheese, regular, plain', portion: 'Quantity not specified', accept: /cream cheese/i }] },
	{ text: 'a large banana', foods: [{ ref: 'Bananas, raw', portion: 'large', accept: /banana/i }] },
	{ text: 'a cup of greek yogurt with honey', foods: [{ ref: 'Yogurt, Greek, NS as to type of milk, plain', portion: 'cup', accept: /yogurt/i }, { ref: 'Honey', grams: 7, accept: /honey/i }] },
	{ text: '30 g of almonds', foods: [{ ref: 'Almonds, NFS', grams: 30, accept: /almond/i }] },
	{ text: 'a handful of almonds', foods: [{ ref: 'Almonds, NFS', portion: 'oz', accept: /almond/i }] },
	{ text: 'a slice of pizza', foods: [{ ref: 'Pizza, cheese, from restaurant or fast food, medium crust', portion: 'piece', accept: /pizza/i }] },
	{ text: 'a glass of milk', foods: [{ ref: 'Milk, NFS', portion: 'cup', accept: /milk/i }] },
	{ text: 'a cup of green tea', foods: [{ ref: 'Tea, hot, leaf, green', portion: 'cup', accept: /tea/i }] },
	{ text: 'a peach', foods: [{ ref: 'Peach, raw', portion: 'fruit', accept: /peach/i }] },
	{ text: '1 cup of broccoli', foods: [{ ref: 'Broccoli, raw', portion: 'cup', accept: /broccoli/i }] },
	{ text: 'a cup of carrots', foods: [{ ref: 'Carrots, raw', portion: 'cup', accept: /carrot/i }] },
	{ text: '5 oz steak', foods: [{ ref: 'Beef, steak, NFS', grams: 141.75, accept: /beef|steak/i }] },
	{ text: 'a chocolate chip cookie', foods: [{ ref: 'Cookie, chocolate chip', portion: 'medium cookie', accept: /cookie/i }] },
	{ text: 'a croissant', foods: [{ ref: 'Croissant', portion: 'medium croissant', accept: /croissant/i }] },
	{ text: 'a cup of quinoa', foods: [{ ref: 'Quinoa, NS as to fat', portion: 'cup', accept: /quinoa/i }] },
	{ text: 'a cup of rice and 150 g chicken breast', foods: [{ ref: 'Rice, white, cooked, NS as to fat', portion: 'cup', accept: /rice/i }, { ref: 'Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', grams: 150, accept: /chicken/i }] },
	{ text: '1 cup lentils', foods: [{ ref: 'Lentils, NFS', portion: 'cup', accept: /lentil/i }] },
	{ text: 'a scoop of vanilla ice cream', foods: [{ ref: 'Ice cream, vanilla', portion: 'cup', count: 0.5, accept: /ice cream/i }] },
	{ text: 'a glass of red wine', foods: [{ ref: 'Wine, table, red', portion: 'glass', accept: /wine/i }] },
	{ text: 'a cup of grapes', foods: [{ ref: 'Grapes, raw', portion: 'cup', accept: /grape/i }] },
	{ text: 'a pear', foods: [{ ref: 'Pear, raw', portion: 'fruit', accept: /pear/i }] },
	{ text: 'an orange and a cup of strawberries', foods: [{ ref: 'Orange, raw', portion: 'fruit', accept: /orange/i }, { ref: 'Strawberries, raw', portion: 'cup', accept: /strawberr/i }] },
	{ text: 'two slices of whole wheat toast with butter', foods: [{ ref: 'Bread, whole wheat, toasted', portion: 'medium or regular slice', count: 2, accept: /bread|toast/i }, { ref: 'Butter, NFS', portion: 'Quantity not specified', accept: /butter/i }] },
	{ text: 'a hamburger and french fries', foods: [{ ref: 'Hamburger, NFS', portion: 'hamburger', accept: /hamburger|burger/i }, { ref: 'Potato, french fries, NFS', portion: 'Quantity not specified', accept: /fries|french/i }] },
	{ text: '100 grams of cottage cheese', foods: [{ ref: 'Cheese, cottage, NFS', grams: 100, accept: /cottage/i }] },
	{ text: '2 tbsp hummus', foods: [{ ref: 'Hummus, plain', portion: 'tablespoon', count: 2, accept: /hummus/i }] },
	{ text: 'a cup of cooked spaghetti', foods: [{ ref: 'Pasta, cooked', portion: 'cup', accept: /pasta|spaghetti/i }] },
	{ text: 'For lunch I had a turkey sandwich and an apple', foods: [{ ref: 'Turkey sandwich on white', portion: 'Quantity not specified', accept: /turkey/i }, { ref: 'Apple, raw', portion: 'Quantity not specified', accept: /apple/i }] },
	{ text: 'a bowl of tomato soup', foods: [{ ref: 'Tomato soup, NFS', portion: 'cup', count: 1.5, accept: /tomato soup/i }] },
	{ text: 'one cup of cooked brown rice', foods: [{ ref: 'Rice, brown, cooked, NS as to fat', portion: 'cup', accept: /rice/i }] },
	{ text: 'a couple of boiled eggs', foods: [{ ref: 'Egg, whole, boiled or poached', portion: 'egg', count: 2, accept: /egg/i }] },
	{ text: '3 pancakes with maple syrup', foods: [{ ref: 'Pancakes, plain', portion: 'medium', count: 3, accept: /pancake/i }, { ref: 'Syrups, maple', portion: 'tbsp', count: 2, accept: /syrup/i }] },
	{ text: 'a small coffee with milk', foods: [{ ref: 'Coffee, brewed', portion: 'small', accept: /coffee/i }, { ref: 'Milk, NFS', portion: 'Quantity not specified', accept: /milk/i }] },
	{ text: 'a cup of cooked spinach', foods: [{ ref: 'Spinach, cooked, boiled, drained, without salt', portion: 'cup', accept: /spinach/i }] },
	{ text: 'an english muffin', foods: [{ ref: 'English muffins, plain, unenriched, with calcium propionate (includes sourdough)', portion: 'muffin', accept: /english muffin|muffin/i }] },
	{ text: '8 oz of grilled chicken', foods: [{ ref: 'Chicken breast, grilled without sauce, skin not eaten', grams: 226.8, accept: /chicken/i }] },
]

/**
 * The held-out part: sentences written after the parser above was tuned, and never used to tune
 * it since (household portions, fish, fruit and cereals named plainly: 'a large apple', '3 oz of
 * salmon', 'a bowl of oatmeal'). Report its score beside {@link SENTENCES}; do not edit a sentence
 * or its reference to fit the engine. A 'bowl' of a cereal or soup is coded as 1.5 cups and a
 * 'glass' as 8 fl oz (248 g), as in the tuned part.
 */
export const HELD_OUT_SENTENCES: EvalSentence[] = [
	{ text: 'a large apple', foods: [{ ref: 'Apple, raw', portion: 'large', accept: /apple/i }] },
	{ text: '3 oz of salmon', foods: [{ ref: 'Fish, salmon, baked or broiled', grams: 85.05, accept: /salmon/i }] },
	{ text: 'a bowl of oatmeal', foods: [{ ref: 'Oatmeal, NFS', portion: 'cup, cooked', count: 1.5, accept: /oat/i }] },
	{ text: 'two small oranges', foods: [{ ref: 'Oranges, raw, all commercial varieties', portion: 'small', count: 2, accept: /orange/i }] },
	{ text: 'a cup of corn flakes', foods: [{ ref: 'Cereal, corn flakes, plain', portion: 'cup', accept: /corn flakes|cornflakes/i }] },
	{ text: '4 oz grilled chicken breast', foods: [{ ref: 'Chicken breast, grilled without sauce, skin not eaten', grams: 113.4, accept: /chicken/i }] },
	{ text: 'two slices of white bread', foods: [{ ref: 'Bread, white', portion: 'medium or regular slice', count: 2, accept: /bread/i }] },
	{ text: 'a tablespoon of butter', foods: [{ ref: 'Butter, NFS', portion: 'tablespoon', accept: /butter/i }] },
	{ text: 'a can of tuna', foods: [{ ref: 'Fish, tuna, canned', portion: 'standard can', accept: /tuna/i }] },
	{ text: 'a medium baked potato', foods: [{ ref: 'Potato, baked, NFS', portion: 'medium', accept: /potato/i }] },
	{ text: 'half a cup of brown rice', foods: [{ ref: 'Rice, brown, cooked, NS as to fat', portion: 'cup, cooked', count: 0.5, accept: /rice/i }] },
	{ text: 'a small banana', foods: [{ ref: 'Bananas, raw', portion: 'small', accept: /banana/i }] },
	{ text: 'a kiwi', foods: [{ ref: 'Kiwifruit, green, raw', portion: 'fruit', accept: /kiwi/i }] },
	{ text: '6 oz of greek yogurt', foods: [{ ref: 'Yogurt, Greek, NS as to type of milk, plain', grams: 170.1, accept: /yogurt/i }] },
	{ text: 'a pint of beer', foods: [{ ref: 'Beer', portion: 'can or bottle (16', accept: /beer/i }] },
	{ text: 'two tablespoons of almond butter', foods: [{ ref: 'Almond butter', portion: 'tablespoon', count: 2, accept: /almond butter/i }] },
	{ text: 'a grilled cheese sandwich', foods: [{ ref: 'Grilled cheese sandwich, NFS', portion: 'sandwich', accept: /cheese/i }] },
	{ text: 'a mango', foods: [{ ref: 'Mango, raw', portion: 'mango', accept: /mango/i }] },
	{ text: 'a cup of raspberries', foods: [{ ref: 'Raspberries, raw', portion: 'cup', accept: /raspberr/i }] },
	{ text: 'a cod fillet', foods: [{ ref: 'Fish, cod, Atlantic, cooked, dry heat', portion: 'fillet', accept: /cod/i }] },
	{ text: '2 hard boiled eggs', foods: [{ ref: 'Egg, whole, boiled or poached', portion: 'egg', count: 2, accept: /egg/i }] },
	{ text: 'a cup of cottage cheese', foods: [{ ref: 'Cheese, cottage, NFS', portion: 'cup', accept: /cottage/i }] },
	{ text: 'a glass of apple juice', foods: [{ ref: 'Apple juice, canned or bottled, unsweetened, with added ascorbic acid', grams: 248, accept: /apple juice|juice, apple/i }] },
	{ text: 'an ounce of cheddar', foods: [{ ref: 'Cheese, Cheddar', grams: 28.35, accept: /cheddar/i }] },
	{ text: 'a tablespoon of honey', foods: [{ ref: 'Honey', portion: 'tablespoon', accept: /honey/i }] },
	{ text: 'a baked salmon fillet', foods: [{ ref: 'Fish, salmon, baked or broiled', portion: 'small/regular fillet', accept: /salmon/i }] },
	{ text: 'a cup of skim milk', foods: [{ ref: 'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)', portion: 'cup', accept: /milk/i }] },
	{ text: 'a pear and a handful of peanuts', foods: [{ ref: 'Pear, raw', portion: 'fruit', accept: /pear/i }, { ref: 'Peanuts, all types, raw', portion: 'oz', accept: /peanut/i }] },
	{ text: 'a cup of grapes and a bagel', foods: [{ ref: 'Grapes, raw', portion: 'cup', accept: /grape/i }, { ref: 'Bagel', portion: 'regular', accept: /bagel/i }] },
	{ text: 'a bowl of rice with grilled shrimp', foods: [{ ref: 'Rice, white, cooked, NS as to fat', portion: 'cup, cooked', count: 1.5, accept: /rice/i }, { ref: 'Shrimp, grilled', portion: 'Quantity not specified', accept: /shrimp/i }] },
	{ text: 'a slice of watermelon', foods: [{ ref: 'Watermelon, raw', portion: 'medium wedge/slice', accept: /watermelon/i }] },
	{ text: 'a cup of blueberries and 2 tablespoons of peanut butter', foods: [{ ref: 'Blueberries, raw', portion: 'cup', accept: /blueberr/i }, { ref: 'Peanut butter', portion: 'tablespoon', count: 2, accept: /peanut butter/i }] },
	{ text: 'a baked tilapia fillet', foods: [{ ref: 'Fish, tilapia, baked or broiled', portion: 'small/regular fillet', accept: /tilapia/i }] },
	{ text: 'a glass of whole milk', foods: [{ ref: 'Milk, whole', portion: 'cup', accept: /milk/i }] },
	{ text: 'half an avocado and a cup of pineapple', foods: [{ ref: 'Avocado, raw', portion: 'fruit', count: 0.5, accept: /avocado/i }, { ref: 'Pineapple, raw', portion: 'cup', accept: /pineapple/i }] },
]

/** The share of expected foods that were found right, and the misses for the report. */
export type EvalScore = { total: number; right: number; misses: string[] }

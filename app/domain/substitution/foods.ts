/**
 * The database foods the substitution table points at, by USDA FoodData Central id (FDC id),
 * each with what it *is* for the restriction rules (rules.ts). Every FDC id here is a generic
 * USDA food present both in the bundled data (db/data/foods.csv.gz) and in the test sample
 * (db/data/sample/foods.csv); a test checks that each id resolves. Nutrition always comes from
 * the database row, never from this file.
 *
 * Tags are ours, written from what the food is (not from its numbers):
 * - animal origin: `meat` (incl. poultry), `fish`, `shellfish`, `dairy`, `egg`, `honey`, `gelatin`;
 * - allergens: `gluten`, `tree-nut`, `peanut`, `soy`, `sesame`, `coconut` (not a nut for
 *   nut-free: FDA dropped coconut from its tree-nut list in 2025 guidance; shown so users can judge);
 * - diet classes: `grain`, `legume`, `sugar` (added sugars and syrups), `high-gi` (refined
 *   flours, starches and sugars that raise blood glucose fast), `starch` (isolated starches),
 *   `seed-oil` (refined seed oils), `processed` (industrial spreads, shortening, cured meats),
 *   `sat-fat` (mostly saturated fat: butter, cream, full-fat cheese, coconut and palm fats,
 *   fatty and processed meats), `cholesterol` (egg yolk, shrimp), `high-residue` (whole grains,
 *   bran, seeds, nuts, legumes, skins: avoided on a low-residue diet), `sweet-fruit`.
 */

export type FoodTag =
	| 'meat'
	| 'fish'
	| 'shellfish'
	| 'dairy'
	| 'egg'
	| 'honey'
	| 'gelatin'
	| 'gluten'
	| 'tree-nut'
	| 'peanut'
	| 'soy'
	| 'sesame'
	| 'coconut'
	| 'grain'
	| 'legume'
	| 'sugar'
	| 'high-gi'
	| 'starch'
	| 'seed-oil'
	| 'processed'
	| 'sat-fat'
	| 'cholesterol'
	| 'high-residue'
	| 'sweet-fruit'

export type CatalogueFood = { fdcId: number; tags: readonly FoodTag[] }

const f = (fdcId: number, ...tags: FoodTag[]): CatalogueFood => ({ fdcId, tags })

/**
 * Water: no USDA row is needed (and none is in the test sample); it adds weight, no nutrients.
 * Used in flax and chia 'eggs', diluted cream and the like.
 */
export const WATER = 'water'

/** Key → database food. Keys are used by the table (table.ts). */
export const FOODS = {
	// Dairy and eggs
	butter: f(173410, 'dairy', 'sat-fat'),
	ghee: f(173412, 'dairy', 'sat-fat'),
	wholeMilk: f(171265, 'dairy', 'sat-fat'),
	skimMilk: f(169868, 'dairy'),
	lowfatMilk: f(170872, 'dairy'),
	heavyCream: f(170859, 'dairy', 'sat-fat'),
	lightCream: f(170857, 'dairy', 'sat-fat'),
	sourCream: f(171257, 'dairy', 'sat-fat'),
	lightSourCream: f(173443, 'dairy'),
	fatFreeSourCream: f(172211, 'dairy', 'processed'),
	creamCheese: f(2346385, 'dairy', 'sat-fat'),
	yogurtWhole: f(2259793, 'dairy'),
	yogurtNonfat: f(2647437, 'dairy'),
	greekYogurtWhole: f(2259794, 'dairy'),
	greekYogurtNonfat: f(330137, 'dairy'),
	buttermilk: f(170874, 'dairy'),
	parmesan: f(171247, 'dairy', 'sat-fat'),
	romano: f(171249, 'dairy', 'sat-fat'),
	cheddar: f(328637, 'dairy', 'sat-fat'),
	cheddarLowFat: f(173439, 'dairy'),
	montereyJack: f(2647438, 'dairy', 'sat-fat'),
	mozzarella: f(170845, 'dairy', 'sat-fat'),
	mozzarellaPartSkim: f(329370, 'dairy', 'sat-fat'),
	ricotta: f(323444, 'dairy', 'sat-fat'),
	ricottaPartSkim: f(171248, 'dairy'),
	cottageCheese: f(2346384, 'dairy'),
	cottageCheeseLowFat: f(173417, 'dairy'),
	feta: f(173420, 'dairy', 'sat-fat'),
	egg: f(171287, 'egg', 'cholesterol'),
	eggWhite: f(172183, 'egg'),
	eggYolk: f(329596, 'egg', 'cholesterol', 'sat-fat'),
	// Plant milks, creams and soy foods
	soyMilk: f(172456, 'soy', 'legume'),
	almondMilk: f(168751, 'tree-nut', 'sugar'),
	riceMilk: f(171942, 'grain'),
	coconutMilk: f(169409, 'coconut', 'sat-fat'),
	coconutCream: f(170580, 'coconut', 'sat-fat'),
	tofuSilken: f(173764, 'soy', 'legume'),
	tofuSilkenLite: f(172463, 'soy', 'legume'),
	tofuFirm: f(173763, 'soy', 'legume'),
	tempeh: f(174272, 'soy', 'legume', 'high-residue'),
	soyYogurt: f(175227, 'soy', 'legume', 'sugar'),
	tofuMayo: f(167695, 'soy', 'legume', 'processed'),
	// Fats and oils
	oliveOil: f(748608),
	avocadoOil: f(173573),
	coconutOil: f(330458, 'coconut', 'sat-fat'),
	vegetableOil: f(171438, 'seed-oil', 'soy'),
	almondOil: f(171031, 'tree-nut'),
	margarine: f(171435, 'seed-oil', 'processed', 'dairy'),
	shortening: f(173579, 'seed-oil', 'processed', 'sat-fat', 'soy'),
	mayonnaise: f(171009, 'egg', 'seed-oil', 'processed'),
	mayoReducedFat: f(171443, 'egg', 'processed'),
	cookingSpray: f(171430, 'seed-oil', 'processed'),
	// Fruit and vegetables
	applesauce: f(171695, 'sweet-fruit'),
	banana: f(173944, 'sweet-fruit', 'high-gi'),
	avocado: f(171705),
	pumpkin: f(2727578),
	cauliflower: f(2685573, 'high-residue'),
	zucchini: f(2685568),
	romaine: f(169247, 'high-residue'),
	mushrooms: f(169255),
	jackfruit: f(174687, 'sweet-fruit'),
	lemonJuice: f(167801),
	onion: f(170000),
	crushedTomatoes: f(170501),
	sweetPotato: f(2346404, 'starch'),
	potato: f(170027, 'high-gi', 'starch'),
	// Flours, starches, grains
	apFlour: f(789890, 'gluten', 'grain', 'high-gi'),
	wholeWheatFlour: f(790085, 'gluten', 'grain', 'high-residue'),
	breadFlour: f(790146, 'gluten', 'grain', 'high-gi'),
	selfRisingFlour: f(168895, 'gluten', 'grain', 'high-gi'),
	speltFlour: f(2003587, 'gluten', 'grain', 'high-residue'),
	semolina: f(2003589, 'gluten', 'grain'),
	almondFlour: f(2261420, 'tree-nut'),
	coconutFlour: f(2515382, 'coconut', 'high-residue'),
	riceFlour: f(790214, 'grain', 'high-gi'),
	brownRiceFlour: f(1104812, 'grain'),
	oatFlour: f(2261421, 'grain', 'high-residue'),
	buckwheatFlour: f(2512374, 'grain', 'high-residue'),
	sorghumFlour: f(2512373, 'grain'),
	cassavaFlour: f(2512377, 'starch', 'high-gi'),
	quinoaFlour: f(2512372, 'grain'),
	chickpeas: f(2342893, 'legume', 'high-residue'),
	soyFlour: f(172444, 'soy', 'legume'),
	potatoFlour: f(168446, 'starch', 'high-gi'),
	cornstarch: f(169698, 'starch', 'high-gi', 'grain'),
	tapioca: f(169717, 'starch', 'high-gi'),
	masaHarina: f(2710835, 'grain'),
	breadcrumbs: f(172806, 'gluten', 'grain', 'high-gi'),
	oats: f(2346396, 'grain', 'high-residue'),
	whiteRice: f(168878, 'grain', 'high-gi'),
	brownRice: f(169704, 'grain', 'high-residue'),
	quinoa: f(168917, 'grain', 'high-residue'),
	millet: f(2512379, 'grain'),
	bulgur: f(2710820, 'gluten', 'grain', 'high-residue'),
	pasta: f(2343841, 'gluten', 'grain'),
	pastaWholeGrain: f(2343842, 'gluten', 'grain', 'high-residue'),
	pastaGlutenFree: f(173265, 'grain'),
	riceNoodles: f(2343840, 'grain', 'high-gi'),
	whiteBread: f(174924, 'gluten', 'grain', 'high-gi'),
	glutenFreeBread: f(174099, 'grain', 'high-gi'),
	flourTortilla: f(175037, 'gluten', 'grain'),
	yeast: f(175043),
	// Sugars and sweeteners
	sugar: f(334247, 'sugar', 'high-gi'),
	brownSugar: f(168833, 'sugar', 'high-gi'),
	pancakeSyrup: f(169577, 'sugar', 'high-gi', 'processed'),
	stevia: f(2345824),
	sucralose: f(170257, 'processed'),
	// Nuts and seeds
	almonds: f(2346393, 'tree-nut', 'high-residue'),
	walnuts: f(2346394, 'tree-nut', 'high-residue'),
	pecans: f(2346395, 'tree-nut', 'high-residue'),
	cashews: f(2515374, 'tree-nut', 'high-residue'),
	pineNuts: f(2346392, 'tree-nut', 'high-residue'),
	macadamia: f(2515378, 'tree-nut', 'high-residue'),
	peanuts: f(2515376, 'peanut', 'legume', 'high-residue'),
	peanutButter: f(2262072, 'peanut', 'legume'),
	sunflowerSeeds: f(170563, 'high-residue'),
	sunflowerButter: f(168595),
	pumpkinSeeds: f(170556, 'high-residue'),
	tahini: f(169406, 'sesame'),
	flaxseed: f(2262075, 'high-residue'),
	chiaSeeds: f(2710819, 'high-residue'),
	coconutShredded: f(170170, 'coconut', 'sat-fat', 'high-residue'),
	// Meat and fish
	groundBeef: f(2514744, 'meat', 'sat-fat'),
	groundBeefLean: f(2514743, 'meat', 'sat-fat'),
	groundTurkey: f(2514747, 'meat'),
	groundTurkeyFatFree: f(172847, 'meat'),
	groundChicken: f(171116, 'meat'),
	chickenBreast: f(171464, 'meat'),
	turkeyBreast: f(174515, 'meat'),
	bacon: f(168321, 'meat', 'processed', 'sat-fat'),
	porkSausage: f(325658, 'meat', 'processed', 'sat-fat'),
	turkeySausage: f(325992, 'meat', 'processed'),
	chickenSausage: f(173880, 'meat', 'processed'),
	ham: f(169177, 'meat', 'processed'),
	hamLean: f(169173, 'meat', 'processed'),
	salmon: f(175167, 'fish'),
	salmonCanned: f(175175, 'fish'),
	tunaCanned: f(173709, 'fish'),
	tilapia: f(175176, 'fish'),
	cod: f(174191, 'fish'),
	shrimp: f(2684443, 'shellfish', 'cholesterol'),
	lentils: f(172421, 'legume', 'high-residue'),
	blackBeans: f(175238, 'legume', 'high-residue'),
	// Sauces, condiments, seasonings
	soySauce: f(174279, 'soy'),
	ketchup: f(168556, 'sugar'),
	mustard: f(326698),
	salt: f(746775),
	pesto: f(171582, 'dairy', 'tree-nut'),
	bbqSauce: f(171827, 'sugar', 'high-gi'),
	salsa: f(324038),
	pastaSauceLowSodium: f(171597),
	beefBroth: f(172922, 'meat'),
	hummus: f(321358, 'legume', 'sesame'),
	cumin: f(170923),
	garlic: f(1104647),
} as const satisfies Record<string, CatalogueFood>

export type FoodKey = keyof typeof FOODS | typeof WATER

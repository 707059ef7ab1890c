/**
 * The database foods the substitution table points at, by USDA FoodData Central id (FDC id).
 * Every FDC id here is a generic USDA food present both in the bundled data
 * (db/data/foods.csv.gz) and in the test sample (db/data/sample/foods.csv); a test checks that
 * each id resolves. Nutrition always comes from the database row, never from this file.
 *
 * What a food *is* (allergens, animal origin, grain, legume, added sugar) is the food
 * classifier's answer from the row's name and category (app/domain/foods/classify/), the same
 * answer the planner and the recipe labels give. The tags written here are only the judgements a
 * name does not state, which the substitution rules need on top: {@link CatalogueTag}.
 */
import type { FoodTag } from '#app/domain/foods/classify/index.ts'

/**
 * Judgements of fat quality, glycaemic load and residue that a USDA name does not state (e.g. that whole milk's fat is mostly saturated, or that white rice is high-GI).
 */
export type CatalogueTag = Extract<FoodTag, 'high_gi' | 'starch' | 'sat_fat' | 'cholesterol' | 'high_residue' | 'sweet_fruit'>

export type CatalogueFood = { fdcId: number; tags: readonly CatalogueTag[] }

const f = (fdcId: number, ...tags: CatalogueTag[]): CatalogueFood => ({ fdcId, tags })

/**
 * Water: no USDA row is needed (and none is in the test sample); it adds weight, no nutrients.
 * Used in flax and chia 'eggs', diluted cream and the like.
 */
export const WATER = 'water'

/** Key → database food. Keys are used by the table (table.ts). */
export const FOODS = {
	// Dairy and eggs
	butter: f(173410, 'sat_fat'),
	ghee: f(173412, 'sat_fat'),
	wholeMilk: f(171265, 'sat_fat'),
	skimMilk: f(169868),
	lowfatMilk: f(170872),
	heavyCream: f(170859, 'sat_fat'),
	lightCream: f(170857, 'sat_fat'),
	sourCream: f(171257, 'sat_fat'),
	lightSourCream: f(173443),
	fatFreeSourCream: f(172211),
	creamCheese: f(2346385, 'sat_fat'),
	yogurtWhole: f(2259793),
	yogurtNonfat: f(2647437),
	greekYogurtWhole: f(2259794),
	greekYogurtNonfat: f(330137),
	buttermilk: f(170874),
	parmesan: f(171247, 'sat_fat'),
	romano: f(171249, 'sat_fat'),
	cheddar: f(328637, 'sat_fat'),
	cheddarLowFat: f(173439),
	montereyJack: f(2647438, 'sat_fat'),
	mozzarella: f(170845, 'sat_fat'),
	mozzarellaPartSkim: f(329370, 'sat_fat'),
	ricotta: f(323444, 'sat_fat'),
	ricottaPartSkim: f(171248),
	cottageCheese: f(2346384),
	cottageCheeseLowFat: f(173417),
	feta: f(173420, 'sat_fat'),
	egg: f(171287, 'cholesterol'),
	eggWhite: f(172183),
	eggYolk: f(329596, 'cholesterol', 'sat_fat'),
	// Plant milks, creams and soy foods
	soyMilk: f(172456),
	almondMilk: f(168751),
	riceMilk: f(171942),
	coconutMilk: f(169409, 'sat_fat'),
	coconutCream: f(170580, 'sat_fat'),
	tofuSilken: f(173764),
	tofuSilkenLite: f(172463),
	tofuFirm: f(173763),
	tempeh: f(174272, 'high_residue'),
	soyYogurt: f(175227),
	tofuMayo: f(167695),
	// Fats and oils
	oliveOil: f(748608),
	avocadoOil: f(173573),
	coconutOil: f(330458, 'sat_fat'),
	vegetableOil: f(171438),
	almondOil: f(171031),
	margarine: f(171435),
	shortening: f(173579, 'sat_fat'),
	mayonnaise: f(171009),
	mayoReducedFat: f(171443),
	cookingSpray: f(171430),
	// Fruit and vegetables
	applesauce: f(171695, 'sweet_fruit'),
	banana: f(173944, 'sweet_fruit', 'high_gi'),
	avocado: f(171705),
	pumpkin: f(2727578),
	cauliflower: f(2685573, 'high_residue'),
	zucchini: f(2685568),
	romaine: f(169247, 'high_residue'),
	mushrooms: f(169255),
	jackfruit: f(174687, 'sweet_fruit'),
	lemonJuice: f(167801),
	onion: f(170000),
	crushedTomatoes: f(170501),
	sweetPotato: f(2346404, 'starch'),
	potato: f(170027, 'high_gi', 'starch'),
	// Flours, starches, grains
	apFlour: f(789890, 'high_gi'),
	wholeWheatFlour: f(790085, 'high_residue'),
	breadFlour: f(790146, 'high_gi'),
	selfRisingFlour: f(168895, 'high_gi'),
	speltFlour: f(2003587, 'high_residue'),
	semolina: f(2003589),
	almondFlour: f(2261420),
	coconutFlour: f(2515382, 'high_residue'),
	riceFlour: f(790214, 'high_gi'),
	brownRiceFlour: f(1104812),
	oatFlour: f(2261421, 'high_residue'),
	buckwheatFlour: f(2512374, 'high_residue'),
	sorghumFlour: f(2512373),
	cassavaFlour: f(2512377, 'starch', 'high_gi'),
	quinoaFlour: f(2512372),
	chickpeas: f(2342893, 'high_residue'),
	soyFlour: f(172444),
	potatoFlour: f(168446, 'starch', 'high_gi'),
	cornstarch: f(169698, 'starch', 'high_gi'),
	tapioca: f(169717, 'starch', 'high_gi'),
	masaHarina: f(2710835),
	breadcrumbs: f(172806, 'high_gi'),
	oats: f(2346396, 'high_residue'),
	whiteRice: f(168878, 'high_gi'),
	brownRice: f(169704, 'high_residue'),
	quinoa: f(168917, 'high_residue'),
	millet: f(2512379),
	bulgur: f(2710820, 'high_residue'),
	pasta: f(2343841),
	pastaWholeGrain: f(2343842, 'high_residue'),
	pastaGlutenFree: f(173265),
	riceNoodles: f(2343840, 'high_gi'),
	whiteBread: f(174924, 'high_gi'),
	glutenFreeBread: f(174099, 'high_gi'),
	flourTortilla: f(175037),
	yeast: f(175043),
	// Sugars and sweeteners
	sugar: f(334247, 'high_gi'),
	brownSugar: f(168833, 'high_gi'),
	pancakeSyrup: f(169577, 'high_gi'),
	stevia: f(2345824),
	sucralose: f(170257),
	// Nuts and seeds
	almonds: f(2346393, 'high_residue'),
	walnuts: f(2346394, 'high_residue'),
	pecans: f(2346395, 'high_residue'),
	cashews: f(2515374, 'high_residue'),
	pineNuts: f(2346392, 'high_residue'),
	macadamia: f(2515378, 'high_residue'),
	peanuts: f(2515376, 'high_residue'),
	peanutButter: f(2262072),
	sunflowerSeeds: f(170563, 'high_residue'),
	sunflowerButter: f(168595),
	pumpkinSeeds: f(170556, 'high_residue'),
	tahini: f(169406),
	flaxseed: f(2262075, 'high_residue'),
	chiaSeeds: f(2710819, 'high_residue'),
	coconutShredded: f(170170, 'sat_fat', 'high_residue'),
	// Meat and fish
	groundBeef: f(2514744, 'sat_fat'),
	groundBeefLean: f(2514743, 'sat_fat'),
	groundTurkey: f(2514747),
	groundTurkeyFatFree: f(172847),
	groundChicken: f(171116),
	chickenBreast: f(171464),
	turkeyBreast: f(174515),
	bacon: f(168321, 'sat_fat'),
	porkSausage: f(325658, 'sat_fat'),
	turkeySausage: f(325992),
	chickenSausage: f(173880),
	ham: f(169177),
	hamLean: f(169173),
	salmon: f(175167),
	salmonCanned: f(175175),
	tunaCanned: f(173709),
	tilapia: f(175176),
	cod: f(174191),
	shrimp: f(2684443, 'cholesterol'),
	lentils: f(172421, 'high_residue'),
	blackBeans: f(175238, 'high_residue'),
	// Sauces, condiments, seasonings
	soySauce: f(174279),
	ketchup: f(168556),
	mustard: f(326698),
	salt: f(746775),
	pesto: f(171582),
	bbqSauce: f(171827, 'high_gi'),
	salsa: f(324038),
	pastaSauceLowSodium: f(171597),
	beefBroth: f(172922),
	hummus: f(321358),
	cumin: f(170923),
	garlic: f(1104647),
} as const satisfies Record<string, CatalogueFood>

export type FoodKey = keyof typeof FOODS | typeof WATER

/**
 * The built-in recipe library: 32 recipes written by Platewise, covering breakfast,
 * lunch, dinner and snack and every diet of the Recipes filter. Ingredients are USDA foods by FDC
 * id with their weight in g; every one of them is in the bundled data (db/data/foods.csv.gz) and in
 * the test sample (db/data/sample/foods.csv). Nutrition is never written here: it is computed from
 * these ingredients (view.ts), and the diet labels are derived by the rules in rules.ts.
 *
 * Weights are for the whole recipe (all `servings`), as bought and prepared: cooked weights for
 * grains, legumes and pasta; raw weights for meat and fish cooked in the recipe.
 */
import type { MealType } from '#db/schema.ts'

/** USDA FoodData Central ids of the library's ingredients (SR Legacy, Foundation or FNDDS rows). */
export const LIBRARY_FOODS = {
	QUINOA: 168917, // Quinoa, cooked
	BROWN_RICE: 169704, // Rice, brown, long-grain, cooked (Includes foods for USDA's Food Distribution Program)
	WHITE_RICE: 168878, // Rice, white, long-grain, regular, enriched, cooked
	OATS: 169705, // Oats (Includes foods for USDA's Food Distribution Program)
	WW_BREAD: 172688, // Bread, whole-wheat, commercially prepared
	RICE_NOODLES: 168914, // Rice noodles, cooked
	CORN_PASTA: 168900, // Pasta, gluten-free, corn, cooked
	POTATO: 170434, // Potatoes, white, flesh and skin, baked
	CHICKEN: 171477, // Chicken, broilers or fryers, breast, meat only, cooked, roasted
	TURKEY: 172847, // Turkey, ground, fat free, raw
	BEEF: 171804, // Beef, top sirloin, steak, separable lean only, trimmed to 1/8" fat, select, raw
	PORK: 168312, // Pork, fresh, loin, tenderloin, separable lean and fat, raw
	SALMON: 173692, // Fish, salmon, sockeye, cooked, dry heat
	TUNA: 171986, // Fish, tuna, light, canned in water, without salt, drained solids
	COD: 171990, // Fish, cod, Pacific, cooked, dry heat (may contain additives to retain moisture)
	CRAB: 171969, // Crustaceans, crab, queen, raw
	EGG: 171287, // Egg, whole, raw, fresh
	TOFU: 172476, // Tofu, raw, regular, prepared with calcium sulfate
	TEMPEH: 172467, // Tempeh, cooked
	LENTILS: 172421, // Lentils, mature seeds, cooked, boiled, without salt
	BLACK_BEANS: 175238, // Beans, black, mature seeds, canned, low sodium
	CHICKPEAS: 2342893, // Chickpeas, from canned, no added fat
	EDAMAME: 168411, // Edamame, frozen, prepared
	GREEK_YOGURT: 330137, // Yogurt, Greek, plain, nonfat
	COTTAGE: 173417, // Cheese, cottage, lowfat, 1% milkfat
	FETA: 173420, // Cheese, feta
	CHEDDAR: 328637, // Cheese, cheddar
	PARMESAN: 171247, // Cheese, parmesan, grated
	MOZZARELLA: 170845, // Cheese, mozzarella, whole milk
	MILK: 170872, // Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D
	SOYMILK: 172456, // Soymilk, original and vanilla, with added calcium, vitamins A and D
	BUTTER: 173410, // Butter, salted
	SPINACH: 1750352, // Spinach, baby
	ROMAINE: 169247, // Lettuce, cos or romaine, raw
	RED_PEPPER: 170108, // Peppers, sweet, red, raw
	ONION: 170000, // Onions, raw
	GARLIC: 1104647, // Garlic, raw
	GRAPE_TOMATO: 321360, // Tomatoes, grape, raw
	CRUSHED_TOMATO: 170501, // Tomatoes, crushed, canned
	CUCUMBER: 2346406, // Cucumber, with peel, raw
	BROCCOLI: 169967, // Broccoli, cooked, boiled, drained, without salt
	CARROT: 2258587, // Carrots, baby, raw
	MUSHROOM: 169255, // Mushrooms, portabella, raw
	ASPARAGUS: 168389, // Asparagus, raw
	PEAS: 170016, // Peas, green, frozen, unprepared (Includes foods for USDA's Food Distribution Program)
	CORN: 169998, // Corn, sweet, yellow, raw
	ZUCCHINI: 168470, // Squash, summer, zucchini, includes skin, frozen, cooked, boiled, drained, without salt
	CABBAGE: 169335, // Cabbage, common (danish, domestic, and pointed types), freshly harvest, raw
	GREEN_BEANS: 2346400, // Beans, snap, green, raw
	AVOCADO: 171705, // Avocados, raw, all commercial varieties
	BANANA: 173944, // Bananas, raw
	STRAWBERRY: 167762, // Strawberries, raw
	BLUEBERRY: 2346411, // Blueberries, raw
	CHERRY: 2346399, // Cherries, sweet, dark red, raw
	APPLE: 171688, // Apples, raw, with skin (Includes foods for USDA's Food Distribution Program)
	LIME: 2344679, // Lime juice, 100%, freshly squeezed
	LEMON: 167801, // Lemon juice from concentrate, bottled, CONCORD
	PARSLEY: 170416, // Parsley, fresh
	OLIVE_OIL: 2345743, // Olive oil
	PEANUT_BUTTER: 324860, // Peanut butter, smooth style, with salt
	ALMONDS: 170568, // Nuts, almonds, blanched
	WALNUTS: 170594, // Nuts, walnuts, dry roasted, with salt added
	CASHEWS: 169421, // Nuts, cashew nuts, dry roasted, with salt added
	SUNFLOWER: 168594, // Seeds, sunflower seed kernels, toasted, with salt added
	TAHINI: 169406, // Seeds, sesame butter, tahini, from unroasted kernels (non-chemically removed seed coat)
	COCONUT_MILK: 169409, // Nuts, coconut milk, frozen (liquid expressed from grated meat and water)
	HUMMUS: 321358, // Hummus, commercial
	SOY_SAUCE: 174279, // Soy sauce made from hydrolyzed vegetable protein
	SALSA: 324038, // Sauce, salsa, ready-to-serve
	CUMIN: 170923, // Spices, cumin seed
	DATES: 171726, // Dates, deglet noor
	FLAX: 2262075, // Flaxseed, ground
} as const

export type LibraryFood = keyof typeof LIBRARY_FOODS

/** A built-in recipe as written; `key` is stable and makes its database id (`builtin-<key>`). */
export type LibraryRecipe = {
	key: string
	name: string
	description: string
	cuisine: string
	mealTypes: MealType[]
	servings: number
	/** minutes */
	prepTime: number
	/** minutes */
	cookTime: number
	difficulty: 'easy' | 'medium'
	tags: string[]
	/** Weight in g of each food for the whole recipe. */
	ingredients: Array<{ food: LibraryFood; grams: number }>
	steps: string[]
}

/**
 * Bump when a recipe below changes: the seeder (recipes.server.ts `ensureBuiltInRecipes`) rewrites
 * the built-in rows of databases seeded with an older version.
 */
export const LIBRARY_VERSION = 1

export const RECIPE_LIBRARY: readonly LibraryRecipe[] = [
	{
		key: 'mediterranean-quinoa-bowl',
		name: "Mediterranean quinoa bowl",
		description: "Warm quinoa with chickpeas, crisp vegetables, feta and a lemon-olive oil dressing.",
		cuisine: 'Mediterranean',
		mealTypes: ['lunch', 'dinner'],
		servings: 1,
		prepTime: 10,
		cookTime: 15,
		difficulty: 'easy',
		tags: ['Mediterranean', 'High fiber', 'Bowl'],
		ingredients: [
			{ food: 'QUINOA', grams: 185 },
			{ food: 'CHICKPEAS', grams: 80 },
			{ food: 'CUCUMBER', grams: 80 },
			{ food: 'GRAPE_TOMATO', grams: 80 },
			{ food: 'FETA', grams: 30 },
			{ food: 'OLIVE_OIL', grams: 10 },
			{ food: 'LEMON', grams: 15 },
			{ food: 'PARSLEY', grams: 5 },
		],
		steps: [
			"Cook the quinoa in twice its volume of water for about 15 minutes, then fluff it with a fork.",
			"Rinse and drain the chickpeas; dice the cucumber and halve the tomatoes.",
			"Whisk the olive oil with the lemon juice and chopped parsley.",
			"Pile everything into a bowl, crumble the feta over it and pour on the dressing.",
		],
	},
	{
		key: 'cherry-protein-smoothie',
		name: "Cherry protein smoothie",
		description: "Sweet cherries blended with Greek yogurt, banana, milk and a spoon of oats.",
		cuisine: 'American',
		mealTypes: ['breakfast', 'snack'],
		servings: 1,
		prepTime: 5,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Smoothie', 'High protein', 'Quick'],
		ingredients: [
			{ food: 'CHERRY', grams: 140 },
			{ food: 'GREEK_YOGURT', grams: 170 },
			{ food: 'BANANA', grams: 60 },
			{ food: 'MILK', grams: 120 },
			{ food: 'OATS', grams: 20 },
		],
		steps: [
			"Pit the cherries.",
			"Put the cherries, yogurt, banana, milk and oats in a blender.",
			"Blend until smooth, about 45 seconds, and drink straight away.",
		],
	},
	{
		key: 'grilled-salmon-with-asparagus',
		name: "Grilled salmon with asparagus",
		description: "Salmon fillet and asparagus from a hot grill pan with garlic and lemon.",
		cuisine: 'American',
		mealTypes: ['dinner', 'lunch'],
		servings: 1,
		prepTime: 10,
		cookTime: 15,
		difficulty: 'easy',
		tags: ['High protein', 'Omega-3', 'Low carb'],
		ingredients: [
			{ food: 'SALMON', grams: 150 },
			{ food: 'ASPARAGUS', grams: 150 },
			{ food: 'OLIVE_OIL', grams: 10 },
			{ food: 'LEMON', grams: 10 },
			{ food: 'GARLIC', grams: 5 },
		],
		steps: [
			"Heat a grill pan over medium-high heat.",
			"Rub the salmon and the trimmed asparagus with the olive oil and minced garlic.",
			"Grill the salmon 4\u20135 minutes per side and the asparagus 6\u20138 minutes, turning once.",
			"Finish both with the lemon juice.",
		],
	},
	{
		key: 'tofu-buddha-bowl',
		name: "Tofu buddha bowl",
		description: "Pan-crisped tofu over brown rice with broccoli, carrots, edamame and a tahini-soy drizzle.",
		cuisine: 'Asian fusion',
		mealTypes: ['lunch', 'dinner'],
		servings: 1,
		prepTime: 15,
		cookTime: 20,
		difficulty: 'easy',
		tags: ['Plant based', 'Bowl', 'High protein'],
		ingredients: [
			{ food: 'TOFU', grams: 150 },
			{ food: 'BROWN_RICE', grams: 150 },
			{ food: 'BROCCOLI', grams: 100 },
			{ food: 'CARROT', grams: 60 },
			{ food: 'EDAMAME', grams: 50 },
			{ food: 'TAHINI', grams: 15 },
			{ food: 'SOY_SAUCE', grams: 10 },
		],
		steps: [
			"Press the tofu for 10 minutes, cube it and brown it in a dry non-stick pan.",
			"Steam the broccoli and edamame for 5 minutes.",
			"Stir the tahini with the soy sauce and a splash of water.",
			"Arrange the rice, tofu, vegetables and sliced carrots in a bowl and drizzle with the sauce.",
		],
	},
	{
		key: 'black-bean-bowl',
		name: "Black bean bowl",
		description: "Black beans, brown rice, sweet corn and peppers topped with salsa and avocado.",
		cuisine: 'Mexican',
		mealTypes: ['lunch', 'dinner'],
		servings: 1,
		prepTime: 10,
		cookTime: 10,
		difficulty: 'easy',
		tags: ['Plant based', 'High fiber', 'Bowl'],
		ingredients: [
			{ food: 'BLACK_BEANS', grams: 130 },
			{ food: 'BROWN_RICE', grams: 150 },
			{ food: 'CORN', grams: 80 },
			{ food: 'RED_PEPPER', grams: 60 },
			{ food: 'SALSA', grams: 60 },
			{ food: 'AVOCADO', grams: 50 },
			{ food: 'LIME', grams: 10 },
		],
		steps: [
			"Rinse the beans and warm them with the corn in a small pan.",
			"Dice the red pepper and slice the avocado.",
			"Spoon the rice into a bowl and top with the beans, corn, pepper, salsa and avocado.",
			"Squeeze the lime juice over it.",
		],
	},
	{
		key: 'greek-chicken',
		name: "Greek chicken",
		description: "Roast chicken breast on a Greek salad of romaine, cucumber, tomato and feta.",
		cuisine: 'Greek',
		mealTypes: ['dinner', 'lunch'],
		servings: 1,
		prepTime: 15,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['High protein', 'Low carb', 'Mediterranean'],
		ingredients: [
			{ food: 'CHICKEN', grams: 150 },
			{ food: 'ROMAINE', grams: 80 },
			{ food: 'CUCUMBER', grams: 60 },
			{ food: 'GRAPE_TOMATO', grams: 80 },
			{ food: 'FETA', grams: 30 },
			{ food: 'OLIVE_OIL', grams: 10 },
			{ food: 'LEMON', grams: 10 },
		],
		steps: [
			"Slice the cooked chicken breast.",
			"Chop the romaine and cucumber; halve the tomatoes.",
			"Toss the vegetables with the olive oil and lemon juice.",
			"Top with the chicken and crumbled feta.",
		],
	},
	{
		key: 'thai-green-curry',
		name: "Thai green curry",
		description: "Chicken and green vegetables simmered in coconut milk with garlic and lime, over rice.",
		cuisine: 'Thai',
		mealTypes: ['dinner'],
		servings: 2,
		prepTime: 15,
		cookTime: 25,
		difficulty: 'medium',
		tags: ['Curry', 'Spicy', 'Dairy free'],
		ingredients: [
			{ food: 'CHICKEN', grams: 300 },
			{ food: 'COCONUT_MILK', grams: 240 },
			{ food: 'GREEN_BEANS', grams: 150 },
			{ food: 'RED_PEPPER', grams: 100 },
			{ food: 'SPINACH', grams: 60 },
			{ food: 'GARLIC', grams: 10 },
			{ food: 'LIME', grams: 20 },
			{ food: 'WHITE_RICE', grams: 300 },
		],
		steps: [
			"Blend the spinach with the garlic and a little of the coconut milk into a green paste.",
			"Fry the paste for a minute, add the rest of the coconut milk and bring to a simmer.",
			"Add the sliced chicken, green beans and red pepper and simmer 10 minutes.",
			"Stir in the lime juice and serve over the rice.",
		],
	},
	{
		key: 'lentil-soup',
		name: "Lentil soup",
		description: "A thick soup of lentils, carrots, onion and tomato, finished with spinach.",
		cuisine: 'Middle Eastern',
		mealTypes: ['lunch', 'dinner'],
		servings: 2,
		prepTime: 10,
		cookTime: 30,
		difficulty: 'easy',
		tags: ['Soup', 'Plant based', 'High fiber'],
		ingredients: [
			{ food: 'LENTILS', grams: 400 },
			{ food: 'CARROT', grams: 120 },
			{ food: 'ONION', grams: 110 },
			{ food: 'CRUSHED_TOMATO', grams: 240 },
			{ food: 'SPINACH', grams: 60 },
			{ food: 'OLIVE_OIL', grams: 15 },
			{ food: 'GARLIC', grams: 10 },
			{ food: 'CUMIN', grams: 4 },
		],
		steps: [
			"Soften the chopped onion, carrots and garlic in the olive oil with the cumin for 5 minutes.",
			"Add the cooked lentils, crushed tomatoes and about 500 ml water.",
			"Simmer for 20 minutes, then stir in the spinach until it wilts.",
			"Blend half the soup for a creamier texture if you like.",
		],
	},
	{
		key: 'veggie-omelette',
		name: "Veggie omelette",
		description: "Three-egg omelette filled with spinach, mushrooms, pepper and cheddar.",
		cuisine: 'French',
		mealTypes: ['breakfast'],
		servings: 1,
		prepTime: 5,
		cookTime: 10,
		difficulty: 'easy',
		tags: ['Vegetarian', 'Low carb', 'High protein'],
		ingredients: [
			{ food: 'EGG', grams: 150 },
			{ food: 'SPINACH', grams: 40 },
			{ food: 'MUSHROOM', grams: 50 },
			{ food: 'RED_PEPPER', grams: 40 },
			{ food: 'CHEDDAR', grams: 20 },
			{ food: 'BUTTER', grams: 7 },
		],
		steps: [
			"Beat the eggs with a pinch of salt.",
			"Melt the butter in a pan and cook the sliced mushrooms and pepper for 3 minutes, then add the spinach.",
			"Pour in the eggs and cook until almost set.",
			"Scatter the cheddar over one half, fold and serve.",
		],
	},
	{
		key: 'overnight-oats-with-berries',
		name: "Overnight oats with berries",
		description: "Oats soaked overnight in milk and yogurt, topped with blueberries and walnuts.",
		cuisine: 'American',
		mealTypes: ['breakfast'],
		servings: 1,
		prepTime: 5,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Make ahead', 'Breakfast', 'High fiber'],
		ingredients: [
			{ food: 'OATS', grams: 60 },
			{ food: 'MILK', grams: 200 },
			{ food: 'GREEK_YOGURT', grams: 100 },
			{ food: 'BLUEBERRY', grams: 80 },
			{ food: 'WALNUTS', grams: 15 },
		],
		steps: [
			"Stir the oats, milk and yogurt together in a jar.",
			"Cover and refrigerate overnight (at least 6 hours).",
			"Top with the blueberries and chopped walnuts before eating.",
		],
	},
	{
		key: 'peanut-butter-banana-toast',
		name: "Peanut butter banana toast",
		description: "Whole-wheat toast spread with peanut butter and topped with sliced banana.",
		cuisine: 'American',
		mealTypes: ['breakfast', 'snack'],
		servings: 1,
		prepTime: 5,
		cookTime: 3,
		difficulty: 'easy',
		tags: ['Quick', 'Vegan', 'Breakfast'],
		ingredients: [
			{ food: 'WW_BREAD', grams: 64 },
			{ food: 'PEANUT_BUTTER', grams: 32 },
			{ food: 'BANANA', grams: 118 },
		],
		steps: [
			"Toast the bread.",
			"Spread the peanut butter over both slices.",
			"Top with the sliced banana.",
		],
	},
	{
		key: 'avocado-toast-with-egg',
		name: "Avocado toast with egg",
		description: "Smashed avocado with lemon on whole-wheat toast with a poached egg.",
		cuisine: 'American',
		mealTypes: ['breakfast'],
		servings: 1,
		prepTime: 5,
		cookTime: 5,
		difficulty: 'easy',
		tags: ['Quick', 'Vegetarian', 'Breakfast'],
		ingredients: [
			{ food: 'WW_BREAD', grams: 64 },
			{ food: 'AVOCADO', grams: 70 },
			{ food: 'EGG', grams: 50 },
			{ food: 'LEMON', grams: 5 },
		],
		steps: [
			"Toast the bread.",
			"Mash the avocado with the lemon juice.",
			"Poach the egg in simmering water for 3 minutes.",
			"Spread the avocado on the toast and top with the egg.",
		],
	},
	{
		key: 'tofu-scramble',
		name: "Tofu scramble",
		description: "Crumbled tofu cooked with spinach, pepper, onion and cumin.",
		cuisine: 'American',
		mealTypes: ['breakfast'],
		servings: 1,
		prepTime: 5,
		cookTime: 10,
		difficulty: 'easy',
		tags: ['Vegan', 'Low carb', 'Breakfast'],
		ingredients: [
			{ food: 'TOFU', grams: 200 },
			{ food: 'SPINACH', grams: 50 },
			{ food: 'RED_PEPPER', grams: 50 },
			{ food: 'ONION', grams: 40 },
			{ food: 'OLIVE_OIL', grams: 10 },
			{ food: 'CUMIN', grams: 2 },
		],
		steps: [
			"Warm the olive oil and soften the diced onion and pepper for 3 minutes.",
			"Crumble in the tofu, add the cumin and cook for 5 minutes, stirring.",
			"Fold in the spinach until it wilts.",
		],
	},
	{
		key: 'greek-yogurt-parfait',
		name: "Greek yogurt parfait",
		description: "Layers of Greek yogurt, strawberries and toasted almonds.",
		cuisine: 'Greek',
		mealTypes: ['breakfast', 'snack'],
		servings: 1,
		prepTime: 5,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['High protein', 'Quick', 'Snack'],
		ingredients: [
			{ food: 'GREEK_YOGURT', grams: 200 },
			{ food: 'STRAWBERRY', grams: 100 },
			{ food: 'ALMONDS', grams: 20 },
		],
		steps: [
			"Slice the strawberries and chop the almonds.",
			"Layer the yogurt, strawberries and almonds in a glass.",
		],
	},
	{
		key: 'hummus-veggie-snack-box',
		name: "Hummus veggie snack box",
		description: "Hummus with carrot, cucumber and pepper sticks for dipping.",
		cuisine: 'Middle Eastern',
		mealTypes: ['snack'],
		servings: 1,
		prepTime: 5,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Vegan', 'Snack', 'Quick'],
		ingredients: [
			{ food: 'HUMMUS', grams: 60 },
			{ food: 'CARROT', grams: 80 },
			{ food: 'CUCUMBER', grams: 80 },
			{ food: 'RED_PEPPER', grams: 50 },
		],
		steps: [
			"Cut the cucumber and pepper into sticks.",
			"Pack them with the baby carrots next to the hummus.",
		],
	},
	{
		key: 'apple-with-peanut-butter',
		name: "Apple with peanut butter",
		description: "Apple slices with peanut butter for dipping.",
		cuisine: 'American',
		mealTypes: ['snack'],
		servings: 1,
		prepTime: 3,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Vegan', 'Snack', 'Quick'],
		ingredients: [
			{ food: 'APPLE', grams: 180 },
			{ food: 'PEANUT_BUTTER', grams: 32 },
		],
		steps: [
			"Core and slice the apple.",
			"Serve with the peanut butter.",
		],
	},
	{
		key: 'cashew-date-trail-mix',
		name: "Cashew date trail mix",
		description: "Roasted cashews and sunflower seeds with chopped dates.",
		cuisine: 'American',
		mealTypes: ['snack'],
		servings: 1,
		prepTime: 3,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Vegan', 'Snack', 'Energy'],
		ingredients: [
			{ food: 'CASHEWS', grams: 20 },
			{ food: 'SUNFLOWER', grams: 15 },
			{ food: 'DATES', grams: 30 },
		],
		steps: [
			"Chop the dates.",
			"Mix them with the cashews and sunflower seeds.",
		],
	},
	{
		key: 'cottage-cheese-with-blueberries',
		name: "Cottage cheese with blueberries",
		description: "Cottage cheese topped with fresh blueberries.",
		cuisine: 'American',
		mealTypes: ['snack', 'breakfast'],
		servings: 1,
		prepTime: 2,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['High protein', 'Snack', 'Quick'],
		ingredients: [
			{ food: 'COTTAGE', grams: 200 },
			{ food: 'BLUEBERRY', grams: 80 },
		],
		steps: [
			"Spoon the cottage cheese into a bowl and top with the blueberries.",
		],
	},
	{
		key: 'sirloin-steak-with-potatoes-and-broccoli',
		name: "Sirloin steak with potatoes and broccoli",
		description: "Pan-seared sirloin with baked potato and garlicky broccoli.",
		cuisine: 'American',
		mealTypes: ['dinner'],
		servings: 1,
		prepTime: 10,
		cookTime: 50,
		difficulty: 'medium',
		tags: ['High protein', 'Gluten free', 'Dinner'],
		ingredients: [
			{ food: 'BEEF', grams: 170 },
			{ food: 'POTATO', grams: 200 },
			{ food: 'BROCCOLI', grams: 120 },
			{ food: 'OLIVE_OIL', grams: 10 },
			{ food: 'GARLIC', grams: 5 },
		],
		steps: [
			"Bake the potato at 200 \u00b0C for about 45 minutes.",
			"Season the steak and sear it in half the olive oil, 3\u20134 minutes per side; rest it 5 minutes.",
			"Steam the broccoli and toss it with the rest of the oil and the garlic.",
			"Slice the steak and serve with the potato and broccoli.",
		],
	},
	{
		key: 'turkey-lettuce-wraps',
		name: "Turkey lettuce wraps",
		description: "Lean ground turkey with pepper and onion in crisp romaine leaves, with avocado and lime.",
		cuisine: 'Asian fusion',
		mealTypes: ['lunch', 'dinner'],
		servings: 1,
		prepTime: 10,
		cookTime: 10,
		difficulty: 'easy',
		tags: ['Low carb', 'High protein', 'Paleo'],
		ingredients: [
			{ food: 'TURKEY', grams: 150 },
			{ food: 'ROMAINE', grams: 80 },
			{ food: 'RED_PEPPER', grams: 50 },
			{ food: 'ONION', grams: 30 },
			{ food: 'AVOCADO', grams: 50 },
			{ food: 'LIME', grams: 10 },
			{ food: 'OLIVE_OIL', grams: 7 },
		],
		steps: [
			"Brown the turkey in the olive oil with the diced onion and pepper, about 8 minutes.",
			"Season with the lime juice.",
			"Spoon into romaine leaves and top with sliced avocado.",
		],
	},
	{
		key: 'tuna-stuffed-avocado',
		name: "Tuna stuffed avocado",
		description: "Avocado halves filled with lemony tuna, cucumber and parsley.",
		cuisine: 'American',
		mealTypes: ['lunch'],
		servings: 1,
		prepTime: 10,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Low carb', 'High protein', 'No cook'],
		ingredients: [
			{ food: 'TUNA', grams: 120 },
			{ food: 'AVOCADO', grams: 100 },
			{ food: 'CUCUMBER', grams: 60 },
			{ food: 'LEMON', grams: 10 },
			{ food: 'OLIVE_OIL', grams: 5 },
			{ food: 'PARSLEY', grams: 5 },
		],
		steps: [
			"Drain the tuna and mix it with the diced cucumber, parsley, lemon juice and olive oil.",
			"Halve and stone the avocado.",
			"Pile the tuna into the avocado halves.",
		],
	},
	{
		key: 'crab-and-avocado-lettuce-cups',
		name: "Crab and avocado lettuce cups",
		description: "Crab meat with avocado, pepper and lime in romaine cups.",
		cuisine: 'American',
		mealTypes: ['lunch', 'snack'],
		servings: 1,
		prepTime: 10,
		cookTime: 5,
		difficulty: 'easy',
		tags: ['Seafood', 'Low carb', 'Paleo'],
		ingredients: [
			{ food: 'CRAB', grams: 120 },
			{ food: 'AVOCADO', grams: 70 },
			{ food: 'ROMAINE', grams: 60 },
			{ food: 'LIME', grams: 10 },
			{ food: 'RED_PEPPER', grams: 30 },
		],
		steps: [
			"Steam the crab for 5 minutes, cool and flake it.",
			"Dice the avocado and pepper and mix with the crab and lime juice.",
			"Spoon into romaine leaves.",
		],
	},
	{
		key: 'baked-cod-with-quinoa-and-peas',
		name: "Baked cod with quinoa and peas",
		description: "Cod baked with butter and lemon, served with quinoa and peas.",
		cuisine: 'Mediterranean',
		mealTypes: ['dinner'],
		servings: 1,
		prepTime: 10,
		cookTime: 20,
		difficulty: 'easy',
		tags: ['High protein', 'Seafood', 'Dinner'],
		ingredients: [
			{ food: 'COD', grams: 170 },
			{ food: 'QUINOA', grams: 150 },
			{ food: 'PEAS', grams: 80 },
			{ food: 'BUTTER', grams: 10 },
			{ food: 'LEMON', grams: 10 },
		],
		steps: [
			"Heat the oven to 200 \u00b0C.",
			"Put the cod in a dish with the butter and lemon juice and bake 12\u201315 minutes.",
			"Cook the quinoa and the peas.",
			"Serve the cod on the quinoa with the peas.",
		],
	},
	{
		key: 'pork-tenderloin-with-apple-and-cabbage',
		name: "Pork tenderloin with apple and cabbage",
		description: "Roast pork tenderloin with braised cabbage, apple and onion.",
		cuisine: 'German',
		mealTypes: ['dinner'],
		servings: 1,
		prepTime: 15,
		cookTime: 35,
		difficulty: 'medium',
		tags: ['High protein', 'Paleo', 'Dinner'],
		ingredients: [
			{ food: 'PORK', grams: 170 },
			{ food: 'APPLE', grams: 150 },
			{ food: 'CABBAGE', grams: 150 },
			{ food: 'ONION', grams: 50 },
			{ food: 'OLIVE_OIL', grams: 10 },
		],
		steps: [
			"Heat the oven to 200 \u00b0C; brown the pork in half the oil and roast it 20\u201325 minutes.",
			"Meanwhile cook the sliced onion and cabbage in the rest of the oil for 10 minutes.",
			"Add the sliced apple and a splash of water and braise 10 more minutes.",
			"Slice the pork and serve on the cabbage.",
		],
	},
	{
		key: 'tempeh-stir-fry-with-rice-noodles',
		name: "Tempeh stir-fry with rice noodles",
		description: "Tempeh, broccoli and pepper stir-fried with garlic and soy sauce over rice noodles.",
		cuisine: 'Asian fusion',
		mealTypes: ['dinner', 'lunch'],
		servings: 1,
		prepTime: 10,
		cookTime: 15,
		difficulty: 'easy',
		tags: ['Plant based', 'High protein', 'Stir-fry'],
		ingredients: [
			{ food: 'TEMPEH', grams: 120 },
			{ food: 'RICE_NOODLES', grams: 180 },
			{ food: 'BROCCOLI', grams: 100 },
			{ food: 'RED_PEPPER', grams: 60 },
			{ food: 'SOY_SAUCE', grams: 15 },
			{ food: 'GARLIC', grams: 5 },
			{ food: 'OLIVE_OIL', grams: 10 },
		],
		steps: [
			"Soak or cook the rice noodles as the packet says.",
			"Stir-fry the sliced tempeh in the oil until golden, 5 minutes.",
			"Add the broccoli, pepper and garlic and stir-fry 4 minutes.",
			"Add the noodles and soy sauce and toss until hot.",
		],
	},
	{
		key: 'chickpea-spinach-curry',
		name: "Chickpea spinach curry",
		description: "Chickpeas and spinach in a tomato-coconut sauce with cumin, over brown rice.",
		cuisine: 'Indian',
		mealTypes: ['dinner', 'lunch'],
		servings: 2,
		prepTime: 10,
		cookTime: 25,
		difficulty: 'easy',
		tags: ['Curry', 'Plant based', 'High fiber'],
		ingredients: [
			{ food: 'CHICKPEAS', grams: 250 },
			{ food: 'SPINACH', grams: 100 },
			{ food: 'CRUSHED_TOMATO', grams: 200 },
			{ food: 'COCONUT_MILK', grams: 100 },
			{ food: 'ONION', grams: 80 },
			{ food: 'GARLIC', grams: 8 },
			{ food: 'CUMIN', grams: 3 },
			{ food: 'BROWN_RICE', grams: 300 },
		],
		steps: [
			"Soften the onion and garlic with the cumin for 5 minutes.",
			"Add the crushed tomatoes, coconut milk and chickpeas and simmer 15 minutes.",
			"Stir in the spinach until it wilts.",
			"Serve over the rice.",
		],
	},
	{
		key: 'avocado-tofu-salad',
		name: "Avocado tofu salad",
		description: "Baby spinach, avocado, cucumber and tofu with lemon dressing and sunflower seeds.",
		cuisine: 'American',
		mealTypes: ['lunch', 'dinner'],
		servings: 1,
		prepTime: 10,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Vegan', 'Low carb', 'Salad'],
		ingredients: [
			{ food: 'TOFU', grams: 150 },
			{ food: 'AVOCADO', grams: 100 },
			{ food: 'SPINACH', grams: 60 },
			{ food: 'CUCUMBER', grams: 60 },
			{ food: 'OLIVE_OIL', grams: 10 },
			{ food: 'LEMON', grams: 10 },
			{ food: 'SUNFLOWER', grams: 10 },
		],
		steps: [
			"Cube the tofu and pat it dry.",
			"Slice the avocado and cucumber.",
			"Toss the spinach with the olive oil and lemon juice, then top with tofu, avocado, cucumber and seeds.",
		],
	},
	{
		key: 'caprese-bites',
		name: "Caprese bites",
		description: "Mozzarella and tomatoes with a drizzle of olive oil.",
		cuisine: 'Italian',
		mealTypes: ['snack'],
		servings: 1,
		prepTime: 5,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Vegetarian', 'Low carb', 'Snack'],
		ingredients: [
			{ food: 'MOZZARELLA', grams: 60 },
			{ food: 'GRAPE_TOMATO', grams: 80 },
			{ food: 'OLIVE_OIL', grams: 5 },
		],
		steps: [
			"Cut the mozzarella into cubes and halve the tomatoes.",
			"Thread them on picks and drizzle with the olive oil.",
		],
	},
	{
		key: 'steamed-edamame',
		name: "Steamed edamame",
		description: "Steamed edamame pods, a plant-protein snack.",
		cuisine: 'Japanese',
		mealTypes: ['snack'],
		servings: 1,
		prepTime: 2,
		cookTime: 5,
		difficulty: 'easy',
		tags: ['Vegan', 'High protein', 'Snack'],
		ingredients: [
			{ food: 'EDAMAME', grams: 155 },
		],
		steps: [
			"Steam the edamame for 5 minutes and serve warm.",
		],
	},
	{
		key: 'egg-and-potato-hash',
		name: "Egg and potato hash",
		description: "Crispy diced potato with onion and spinach, topped with fried eggs.",
		cuisine: 'American',
		mealTypes: ['breakfast'],
		servings: 1,
		prepTime: 10,
		cookTime: 15,
		difficulty: 'easy',
		tags: ['Breakfast', 'Gluten free', 'Paleo'],
		ingredients: [
			{ food: 'EGG', grams: 100 },
			{ food: 'POTATO', grams: 150 },
			{ food: 'SPINACH', grams: 40 },
			{ food: 'ONION', grams: 40 },
			{ food: 'OLIVE_OIL', grams: 10 },
		],
		steps: [
			"Dice the baked potato and fry it in the olive oil with the onion until crisp, 10 minutes.",
			"Stir in the spinach.",
			"Make two wells, crack in the eggs and cook covered until set.",
		],
	},
	{
		key: 'corn-pasta-primavera',
		name: "Corn pasta primavera",
		description: "Gluten-free corn pasta with zucchini, peas and tomatoes, finished with parmesan.",
		cuisine: 'Italian',
		mealTypes: ['dinner', 'lunch'],
		servings: 1,
		prepTime: 10,
		cookTime: 15,
		difficulty: 'easy',
		tags: ['Gluten free', 'Vegetarian', 'Pasta'],
		ingredients: [
			{ food: 'CORN_PASTA', grams: 200 },
			{ food: 'ZUCCHINI', grams: 100 },
			{ food: 'PEAS', grams: 60 },
			{ food: 'GRAPE_TOMATO', grams: 80 },
			{ food: 'PARMESAN', grams: 15 },
			{ food: 'OLIVE_OIL', grams: 10 },
			{ food: 'GARLIC', grams: 5 },
		],
		steps: [
			"Cook the pasta as the packet says.",
			"Saut\u00e9 the garlic, zucchini and peas in the olive oil for 5 minutes, then add the halved tomatoes.",
			"Toss with the pasta and sprinkle with the parmesan.",
		],
	},
	{
		key: 'strawberry-banana-soy-smoothie',
		name: "Strawberry banana soy smoothie",
		description: "Soy milk blended with strawberries, banana and ground flaxseed.",
		cuisine: 'American',
		mealTypes: ['breakfast', 'snack'],
		servings: 1,
		prepTime: 5,
		cookTime: 0,
		difficulty: 'easy',
		tags: ['Vegan', 'Smoothie', 'Quick'],
		ingredients: [
			{ food: 'SOYMILK', grams: 240 },
			{ food: 'STRAWBERRY', grams: 100 },
			{ food: 'BANANA', grams: 100 },
			{ food: 'FLAX', grams: 10 },
		],
		steps: [
			"Blend the soy milk, strawberries, banana and flaxseed until smooth.",
		],
	},
]

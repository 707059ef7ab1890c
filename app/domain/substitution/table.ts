/**
 * The substitution table: common ingredients, written by us, and what replaces each.
 *
 * Each suggestion names the database foods it is made of and how many grams of them replace
 * `per` grams of the original (`parts`), so the engine can compute the nutrition change from the
 * USDA rows with the ratio applied. Which restrictions a suggestion satisfies is *derived* from
 * its foods' tags by the rules (rules.ts), never written here, so a new suggestion cannot claim a
 * restriction it breaks. `purposes` are the recipe purposes (spec section 5) it suits;
 * `confidence` (0–1) is our judgement of how well it stands in for that purpose.
 *
 * Kitchen weights for the stated measures are typical values written by us (1 cup butter 227 g,
 * 1 cup all-purpose flour 125 g, 1 cup sugar 200 g, 1 large egg 50 g, 1 cup milk 244 g, 1 tbsp
 * ground flaxseed 7 g, 1 tbsp chia seeds 12 g, 1 tbsp water 15 g).
 */
import type { FoodKey } from './foods.ts'
import type { Availability, Purpose } from './options.ts'

export const GROUPS = [
	'dairy',
	'eggs',
	'flours and starches',
	'sugars and sweeteners',
	'fats and oils',
	'meats and fish',
	'grains and pasta',
	'nuts and seeds',
	'sauces and condiments',
	'leaveners and thickeners',
] as const
export type Group = (typeof GROUPS)[number]

export type TableSuggestion = {
	/** What the user uses instead, as shown. */
	name: string
	/** Grams of the original that `parts` replace. */
	per: number
	/** Database foods (or water) and their grams replacing `per` g of the original. */
	parts: readonly (readonly [FoodKey, number])[]
	/** The ratio in kitchen terms, e.g. '1 egg = 1 tbsp ground flaxseed + 3 tbsp water'. */
	ratio: string
	availability: Availability
	/** 0–1: how well it stands in for the purposes listed. */
	confidence: number
	purposes: readonly Purpose[]
	reason: string
	notes?: string
}

export type TableIngredient = {
	key: string
	name: string
	/** Other names users type (lower case). */
	aliases: readonly string[]
	group: Group
	/** The database food of the original (its nutrition per 100 g is shown). */
	food: Exclude<FoodKey, 'water'>
	suggestions: readonly TableSuggestion[]
}


function s(
	name: string,
	per: number,
	parts: TableSuggestion['parts'],
	ratio: string,
	availability: Availability,
	confidence: number,
	purposes: readonly Purpose[],
	reason: string,
	notes?: string,
): TableSuggestion {
	return { name, per, parts, ratio, availability, confidence, purposes, reason, notes }
}

const same = (key: FoodKey): TableSuggestion['parts'] => [[key, 100]]

export const TABLE: readonly TableIngredient[] = [
	// ---------------------------------------------------------------------------- dairy
	{
		key: 'butter',
		name: 'Butter',
		aliases: ['butter', 'salted butter', 'unsalted butter', 'stick butter'],
		group: 'dairy',
		food: 'butter',
		suggestions: [
			s('Coconut oil', 227, [['coconutOil', 190]], '1 cup butter = 3/4 cup + 2 tbsp coconut oil', 'common', 0.85, ['baking', 'cooking'], 'Solid at room temperature, so it creams and makes flaky, tender bakes like butter.', 'Chill it for pastry; refined coconut oil has no coconut taste. Add a pinch of salt if the recipe counts on salted butter.'),
			s('Olive oil', 227, [['oliveOil', 163]], '1 cup butter = 3/4 cup olive oil', 'common', 0.75, ['cooking', 'baking'], 'Liquid fat with most of the saturated fat of butter replaced by monounsaturated fat.', 'Best in muffins, quick breads and sautés; it cannot be creamed, so cookies spread more.'),
			s('Avocado oil', 227, [['avocadoOil', 163]], '1 cup butter = 3/4 cup avocado oil', 'specialty', 0.7, ['cooking', 'baking'], 'Neutral taste and a high smoke point for frying and roasting.'),
			s('Unsweetened applesauce', 227, [['applesauce', 122]], '1 cup butter = 1/2 cup unsweetened applesauce', 'common', 0.6, ['baking'], 'Keeps cakes and muffins moist with a fraction of the fat.', 'Bakes come out denser and cakier; replace at most half the butter for a closer texture.'),
			s('Mashed avocado', 227, [['avocado', 227]], '1 cup butter = 1 cup mashed ripe avocado', 'common', 0.55, ['baking', 'raw'], 'Creamy fat from a whole fruit; works in brownies and as a spread.', 'Can tint light bakes green; lower the oven by about 10 °C to stop over-browning.'),
			s('Mashed banana', 227, [['banana', 225]], '1 cup butter = 1 cup mashed ripe banana', 'common', 0.5, ['baking'], 'Adds moisture and sweetness in place of fat in quick breads.', 'Cut the sugar a little; the banana taste shows.'),
			s('Ghee', 227, [['ghee', 200]], '1 cup butter = 3/4 cup + 2 tbsp ghee', 'specialty', 0.8, ['cooking', 'baking'], 'Clarified butter: the milk solids are removed, so it tolerates high heat.', 'Traces of milk protein can remain.'),
			s('Margarine (check the label: many contain whey)', 227, [['margarine', 227]], '1 cup butter = 1 cup stick margarine', 'common', 0.8, ['baking', 'cooking'], 'An 80 % fat stick behaves like butter in most recipes.'),
		],
	},
	{
		key: 'milk',
		name: 'Milk',
		aliases: ['milk', 'whole milk', 'cow milk', "cow's milk", 'dairy milk', '2% milk', 'skim milk'],
		group: 'dairy',
		food: 'wholeMilk',
		suggestions: [
			s('Soy milk', 244, [['soyMilk', 243]], '1 cup milk = 1 cup unsweetened soy milk', 'common', 0.9, ['baking', 'cooking', 'raw'], 'The plant milk closest to cow’s milk in protein, so it browns and sets custards similarly.'),
			s('Almond milk', 244, [['almondMilk', 240]], '1 cup milk = 1 cup almond milk', 'common', 0.75, ['baking', 'raw', 'cooking'], 'Light and mild; fine in batters, smoothies and cereal.', 'The database row is the sweetened vanilla kind; unsweetened has less sugar.'),
			s('Rice milk', 244, [['riceMilk', 240]], '1 cup milk = 1 cup rice milk', 'common', 0.65, ['baking', 'raw'], 'Free of the common allergens (dairy, soy, nuts).', 'Thin and sweet; not for sauces that need body.'),
			s('Coconut milk', 244, [['coconutMilk', 122], ['water', 122]], '1 cup milk = 1/2 cup coconut milk + 1/2 cup water', 'common', 0.7, ['cooking', 'baking'], 'Rich and creamy for curries, soups and sauces.'),
			s('Skim milk', 244, [['skimMilk', 245]], '1 cup whole milk = 1 cup skim milk', 'common', 0.85, ['baking', 'cooking', 'raw'], 'The same milk with almost all the fat removed.'),
		],
	},
	{
		key: 'heavy-cream',
		name: 'Heavy cream',
		aliases: ['heavy cream', 'cream', 'whipping cream', 'heavy whipping cream', 'double cream'],
		group: 'dairy',
		food: 'heavyCream',
		suggestions: [
			s('Coconut cream', 238, [['coconutCream', 240]], '1 cup heavy cream = 1 cup coconut cream', 'common', 0.85, ['cooking', 'baking', 'raw', 'thickening'], 'Whips and thickens like dairy cream thanks to its high fat.', 'Chill the can overnight to whip it.'),
			s('Silken tofu blended with soy milk', 238, [['tofuSilken', 160], ['soyMilk', 80]], '1 cup heavy cream = 2/3 cup silken tofu blended with 1/3 cup soy milk', 'common', 0.65, ['cooking', 'thickening'], 'A smooth, protein-rich cream for soups and pasta sauces.', 'Does not whip.'),
			s('Milk and butter', 238, [['wholeMilk', 183], ['butter', 57]], '1 cup heavy cream = 3/4 cup whole milk + 1/4 cup melted butter', 'common', 0.75, ['cooking', 'baking'], 'Rebuilds the fat of cream for cooking and baking.', 'Does not whip.'),
			s('Greek yogurt thinned with milk', 238, [['greekYogurtNonfat', 170], ['skimMilk', 61]], '1 cup heavy cream = 3/4 cup nonfat Greek yogurt + 1/4 cup skim milk', 'common', 0.6, ['cooking', 'raw'], 'Creamy body with a fraction of the fat.', 'Stir in off the heat; it can curdle when boiled.'),
		],
	},
	{
		key: 'sour-cream',
		name: 'Sour cream',
		aliases: ['sour cream', 'soured cream'],
		group: 'dairy',
		food: 'sourCream',
		suggestions: [
			s('Nonfat Greek yogurt', 230, [['greekYogurtNonfat', 230]], '1 cup sour cream = 1 cup nonfat Greek yogurt', 'common', 0.85, ['raw', 'cooking', 'baking'], 'The same tang and thickness with far less fat and more protein.', 'Add off the heat in hot dishes.'),
			s('Fat-free sour cream', 230, [['fatFreeSourCream', 230]], '1 cup sour cream = 1 cup fat-free sour cream', 'common', 0.8, ['raw', 'cooking'], 'A direct swap with almost no fat.'),
			s('Light sour cream', 230, [['lightSourCream', 230]], '1 cup sour cream = 1 cup light sour cream', 'common', 0.85, ['raw', 'cooking', 'baking'], 'About half the fat, same use.'),
			s('Blended low-fat cottage cheese', 230, [['cottageCheeseLowFat', 210], ['lemonJuice', 15]], '1 cup sour cream = 1 cup 1 % cottage cheese blended with 1 tbsp lemon juice', 'common', 0.7, ['raw', 'cooking'], 'Smooth once blended, high in protein, low in fat.'),
			s('Cashew cream', 230, [['cashews', 140], ['water', 80], ['lemonJuice', 15]], '1 cup sour cream = 1 cup raw cashews soaked, blended with 1/3 cup water and 1 tbsp lemon juice', 'common', 0.7, ['raw', 'cooking'], 'Rich and tangy, dairy-free.'),
			s('Blended silken tofu with lemon', 230, [['tofuSilken', 215], ['lemonJuice', 15]], '1 cup sour cream = 1 cup silken tofu blended with 1 tbsp lemon juice', 'common', 0.7, ['raw', 'cooking'], 'Creamy, tangy and dairy-free.'),
			s('Coconut cream with lemon', 230, [['coconutCream', 215], ['lemonJuice', 15]], '1 cup sour cream = 1 cup coconut cream + 1 tbsp lemon juice', 'common', 0.6, ['raw', 'cooking', 'baking'], 'Rich and dairy-free; a light coconut taste.'),
		],
	},
	{
		key: 'cream-cheese',
		name: 'Cream cheese',
		aliases: ['cream cheese', 'philadelphia'],
		group: 'dairy',
		food: 'creamCheese',
		suggestions: [
			s('Blended low-fat cottage cheese', 100, same('cottageCheeseLowFat'), '1 cup cream cheese = 1 cup 1 % cottage cheese, blended smooth', 'common', 0.7, ['raw', 'baking', 'cooking'], 'Much less fat; smooth once blended.'),
			s('Strained Greek yogurt', 100, same('greekYogurtWhole'), '1 cup cream cheese = 1 cup Greek yogurt strained overnight', 'common', 0.65, ['raw', 'cooking'], 'Thick and tangy spread with more protein.'),
			s('Part-skim ricotta', 100, same('ricottaPartSkim'), '1 cup cream cheese = 1 cup part-skim ricotta', 'common', 0.65, ['baking', 'cooking'], 'Mild and creamy in fillings and cheesecakes.', 'Grainier; blend it first.'),
			s('Cashew cream cheese', 100, [['cashews', 75], ['lemonJuice', 10], ['water', 15]], '1 cup cream cheese = 3/4 cup soaked cashews blended with 2 tsp lemon juice and a little water', 'common', 0.65, ['raw', 'cooking'], 'Dairy-free, rich and spreadable.'),
			s('Firm tofu, blended', 100, same('tofuFirm'), '1 cup cream cheese = 1 cup firm tofu blended with a pinch of salt', 'common', 0.55, ['raw', 'baking'], 'Dairy-free base for dips and cheesecakes.'),
		],
	},
	{
		key: 'yogurt',
		name: 'Plain yogurt',
		aliases: ['yogurt', 'yoghurt', 'plain yogurt', 'natural yogurt'],
		group: 'dairy',
		food: 'yogurtWhole',
		suggestions: [
			s('Plain soy yogurt', 100, same('soyYogurt'), '1 cup yogurt = 1 cup plain soy yogurt', 'common', 0.8, ['raw', 'baking', 'cooking'], 'Cultured and tangy like dairy yogurt.'),
			s('Nonfat plain yogurt', 100, same('yogurtNonfat'), '1 cup yogurt = 1 cup nonfat yogurt', 'common', 0.9, ['raw', 'baking', 'cooking'], 'The same yogurt without the fat.'),
			s('Buttermilk', 100, same('buttermilk'), '1 cup yogurt = 1 cup low-fat buttermilk', 'common', 0.6, ['baking'], 'Acidic dairy that activates baking soda the same way.', 'Thinner: use less liquid elsewhere.'),
			s('Coconut cream with lemon', 100, [['coconutCream', 94], ['lemonJuice', 6]], '1 cup yogurt = 1 cup coconut cream + 1 tsp lemon juice', 'common', 0.55, ['raw', 'cooking'], 'Dairy-free creaminess with some tang.'),
		],
	},
	{
		key: 'greek-yogurt',
		name: 'Greek yogurt',
		aliases: ['greek yogurt', 'greek yoghurt', 'strained yogurt'],
		group: 'dairy',
		food: 'greekYogurtWhole',
		suggestions: [
			s('Nonfat Greek yogurt', 100, same('greekYogurtNonfat'), '1 cup Greek yogurt = 1 cup nonfat Greek yogurt', 'common', 0.9, ['raw', 'baking', 'cooking'], 'Same thickness, almost no fat.'),
			s('Low-fat cottage cheese, blended', 100, same('cottageCheeseLowFat'), '1 cup Greek yogurt = 1 cup 1 % cottage cheese, blended', 'common', 0.7, ['raw', 'cooking'], 'High-protein and thick.'),
			s('Plain soy yogurt', 100, same('soyYogurt'), '1 cup Greek yogurt = 1 cup plain soy yogurt, strained', 'common', 0.7, ['raw', 'baking'], 'Dairy-free cultured yogurt.'),
			s('Silken tofu', 100, same('tofuSilken'), '1 cup Greek yogurt = 1 cup blended silken tofu + a squeeze of lemon', 'common', 0.6, ['raw', 'baking', 'cooking'], 'Dairy-free, protein-rich and smooth.'),
		],
	},
	{
		key: 'buttermilk',
		name: 'Buttermilk',
		aliases: ['buttermilk', 'cultured buttermilk'],
		group: 'dairy',
		food: 'buttermilk',
		suggestions: [
			s('Milk with lemon juice', 245, [['wholeMilk', 230], ['lemonJuice', 15]], '1 cup buttermilk = 1 cup milk minus 1 tbsp, + 1 tbsp lemon juice (rest 5 min)', 'common', 0.85, ['baking', 'cooking'], 'Soured milk reacts with baking soda like buttermilk.'),
			s('Soy milk with lemon juice', 245, [['soyMilk', 230], ['lemonJuice', 15]], '1 cup buttermilk = 1 cup soy milk minus 1 tbsp, + 1 tbsp lemon juice', 'common', 0.8, ['baking', 'cooking'], 'Soy milk curdles with acid much like dairy, giving the same lift.'),
			s('Thinned plain yogurt', 245, [['yogurtNonfat', 184], ['water', 61]], '1 cup buttermilk = 3/4 cup plain yogurt + 1/4 cup water', 'common', 0.8, ['baking'], 'Acidic and tangy; tender crumb.'),
		],
	},
	{
		key: 'parmesan',
		name: 'Parmesan cheese',
		aliases: ['parmesan', 'parmesan cheese', 'parmigiano', 'parmigiano reggiano', 'grated parmesan'],
		group: 'dairy',
		food: 'parmesan',
		suggestions: [
			s('Pecorino Romano', 100, same('romano'), '1/4 cup parmesan = 1/4 cup grated pecorino romano', 'common', 0.85, ['cooking', 'seasoning', 'raw'], 'A hard, salty grating cheese used the same way.', 'Saltier: season after tasting.'),
			s('Ground cashews with salt', 100, [['cashews', 95], ['salt', 2]], '1/4 cup parmesan = 1/4 cup finely ground cashews + a pinch of salt', 'common', 0.6, ['seasoning', 'raw', 'cooking'], 'A dairy-free savoury topping with a cheesy feel.'),
			s('Toasted ground sunflower seeds with salt', 100, [['sunflowerSeeds', 95], ['salt', 2]], '1/4 cup parmesan = 1/4 cup toasted sunflower seeds ground with a pinch of salt', 'common', 0.5, ['seasoning', 'raw'], 'Nut-free, dairy-free crunchy topping.'),
			s('Toasted breadcrumbs', 100, same('breadcrumbs'), '1/4 cup parmesan = 1/4 cup seasoned breadcrumbs, toasted', 'common', 0.4, ['cooking', 'seasoning'], 'Golden crunch on gratins and pasta.'),
		],
	},
	{
		key: 'cheddar',
		name: 'Cheddar cheese',
		aliases: ['cheddar', 'cheddar cheese', 'cheese', 'shredded cheese'],
		group: 'dairy',
		food: 'cheddar',
		suggestions: [
			s('Reduced-fat cheddar', 100, same('cheddarLowFat'), '1 cup cheddar = 1 cup low-fat cheddar', 'common', 0.85, ['cooking', 'raw', 'baking'], 'Same flavour with about a fifth of the fat.', 'Melts less smoothly; add it late.'),
			s('Monterey Jack', 100, same('montereyJack'), '1 cup cheddar = 1 cup Monterey Jack', 'common', 0.8, ['cooking', 'raw'], 'Milder and melts very smoothly.'),
			s('Part-skim mozzarella', 100, same('mozzarellaPartSkim'), '1 cup cheddar = 1 cup part-skim mozzarella', 'common', 0.7, ['cooking', 'baking'], 'Less fat and sodium, good melt.'),
			s('Cashew cheese sauce', 100, [['cashews', 60], ['water', 38], ['salt', 1], ['mustard', 1]], '1 cup shredded cheddar = 1/2 cup cashews blended with 1/3 cup water, mustard and salt', 'common', 0.55, ['cooking'], 'Dairy-free creamy cheese sauce for pasta and nachos.'),
		],
	},
	{
		key: 'mozzarella',
		name: 'Mozzarella',
		aliases: ['mozzarella', 'mozzarella cheese'],
		group: 'dairy',
		food: 'mozzarella',
		suggestions: [
			s('Part-skim mozzarella', 100, same('mozzarellaPartSkim'), '1 cup mozzarella = 1 cup part-skim mozzarella', 'common', 0.9, ['cooking', 'baking', 'raw'], 'Same stretch, less fat.'),
			s('Firm tofu, crumbled', 100, same('tofuFirm'), '1 cup mozzarella = 1 cup crumbled firm tofu, salted', 'common', 0.45, ['cooking', 'raw'], 'Dairy-free and mild; it browns but does not melt.'),
			s('Feta', 100, same('feta'), '1 cup mozzarella = 3/4 cup crumbled feta', 'common', 0.5, ['raw', 'cooking'], 'Tangier and saltier; good on salads and flatbreads.'),
		],
	},
	{
		key: 'ricotta',
		name: 'Ricotta',
		aliases: ['ricotta', 'ricotta cheese'],
		group: 'dairy',
		food: 'ricotta',
		suggestions: [
			s('Low-fat cottage cheese', 100, same('cottageCheeseLowFat'), '1 cup ricotta = 1 cup 1 % cottage cheese, drained and blended', 'common', 0.8, ['cooking', 'baking'], 'Similar curds with less fat.'),
			s('Part-skim ricotta', 100, same('ricottaPartSkim'), '1 cup ricotta = 1 cup part-skim ricotta', 'common', 0.9, ['cooking', 'baking', 'raw'], 'Same cheese, less fat.'),
			s('Crumbled firm tofu', 100, [['tofuFirm', 95], ['lemonJuice', 5]], '1 cup ricotta = 1 cup firm tofu crumbled with lemon juice and salt', 'common', 0.7, ['cooking', 'baking'], 'Classic dairy-free lasagne filling.'),
		],
	},
	{
		key: 'cottage-cheese',
		name: 'Cottage cheese',
		aliases: ['cottage cheese'],
		group: 'dairy',
		food: 'cottageCheese',
		suggestions: [
			s('Low-fat cottage cheese', 100, same('cottageCheeseLowFat'), '1 cup cottage cheese = 1 cup 1 % cottage cheese', 'common', 0.9, ['raw', 'cooking', 'baking'], 'Same curds, a quarter of the fat.'),
			s('Part-skim ricotta', 100, same('ricottaPartSkim'), '1 cup cottage cheese = 1 cup part-skim ricotta', 'common', 0.75, ['cooking', 'baking'], 'Smoother texture in fillings.'),
			s('Crumbled silken tofu', 100, same('tofuSilken'), '1 cup cottage cheese = 1 cup crumbled silken tofu', 'common', 0.55, ['raw', 'cooking'], 'Dairy-free, soft curds.'),
		],
	},
	// ---------------------------------------------------------------------------- eggs
	{
		key: 'egg',
		name: 'Egg',
		aliases: ['egg', 'eggs', 'whole egg', 'large egg', 'chicken egg'],
		group: 'eggs',
		food: 'egg',
		suggestions: [
			s('Flax egg', 50, [['flaxseed', 7], ['water', 45]], '1 egg = 1 tbsp ground flaxseed + 3 tbsp water (rest 10 min)', 'common', 0.9, ['binding', 'baking'], 'Ground flax gels with water and binds batters and patties like egg.', 'Best in muffins, cookies, pancakes and veggie burgers; adds a nutty taste.'),
			s('Chia egg', 50, [['chiaSeeds', 12], ['water', 45]], '1 egg = 1 tbsp chia seeds + 3 tbsp water (rest 15 min)', 'common', 0.85, ['binding', 'baking'], 'Chia forms a thick gel that holds ingredients together.', 'Grind the seeds for a smoother crumb.'),
			s('Unsweetened applesauce', 50, [['applesauce', 61]], '1 egg = 1/4 cup unsweetened applesauce', 'common', 0.7, ['baking', 'binding'], 'Moisture and some binding for cakes and brownies.', 'Add 1/2 tsp baking powder for lift.'),
			s('Mashed banana', 50, [['banana', 56]], '1 egg = 1/4 cup mashed ripe banana', 'common', 0.65, ['baking', 'binding'], 'Binds and moistens sweet bakes.'),
			s('Silken tofu', 50, [['tofuSilken', 63]], '1 egg = 1/4 cup blended silken tofu', 'common', 0.7, ['baking', 'binding', 'cooking'], 'Dense and moist; good in quiches and brownies.'),
			s('Egg whites', 50, [['eggWhite', 66]], '1 egg = 2 egg whites', 'common', 0.85, ['baking', 'binding', 'cooking', 'leavening'], 'Same protein binding and lift without the yolk’s fat and cholesterol.'),
		],
	},
	{
		key: 'egg-white',
		name: 'Egg white',
		aliases: ['egg white', 'egg whites'],
		group: 'eggs',
		food: 'eggWhite',
		suggestions: [
			s('Flax gel', 33, [['flaxseed', 5], ['water', 30]], '1 egg white = 2 tsp ground flaxseed + 2 tbsp water', 'common', 0.6, ['binding', 'baking'], 'Binds without egg.'),
			s('Chia gel', 33, [['chiaSeeds', 6], ['water', 30]], '1 egg white = 1/2 tbsp chia seeds + 2 tbsp water', 'common', 0.55, ['binding', 'baking'], 'A clear gel that binds.'),
			s('Silken tofu', 33, [['tofuSilken', 40]], '1 egg white = 2 1/2 tbsp blended silken tofu', 'common', 0.5, ['binding', 'cooking'], 'Protein binder for scrambles and bakes.'),
		],
	},
	{
		key: 'egg-yolk',
		name: 'Egg yolk',
		aliases: ['egg yolk', 'egg yolks', 'yolk'],
		group: 'eggs',
		food: 'eggYolk',
		suggestions: [
			s('Egg white', 17, [['eggWhite', 33]], '1 egg yolk = 1 egg white', 'common', 0.6, ['binding', 'baking'], 'Binds with no yolk fat or cholesterol.', 'Less richness; add 1 tsp oil per yolk if needed.'),
			s('Silken tofu', 17, [['tofuSilken', 20]], '1 egg yolk = 1 heaped tbsp blended silken tofu', 'common', 0.5, ['binding', 'thickening', 'cooking'], 'Creamy thickener for custards and sauces.'),
			s('Flax gel', 17, [['flaxseed', 3], ['water', 15]], '1 egg yolk = 1 tsp ground flaxseed + 1 tbsp water', 'common', 0.45, ['binding', 'baking'], 'A plant binder.'),
		],
	},
	// ---------------------------------------------------------------------------- flours and starches
	{
		key: 'wheat-flour',
		name: 'Wheat flour (all-purpose)',
		aliases: ['flour', 'wheat flour', 'all-purpose flour', 'all purpose flour', 'plain flour', 'white flour', 'ap flour'],
		group: 'flours and starches',
		food: 'apFlour',
		suggestions: [
			s('Almond flour', 125, [['almondFlour', 125]], '1 cup (125 g) flour = 125 g almond flour (plus 1 extra egg or binder in cakes)', 'common', 0.75, ['baking', 'cooking'], 'Gluten-free, low in carbohydrate; moist, tender cakes and cookies.', 'No gluten to hold the crumb: add a binder and expect denser bakes.'),
			s('Rice flour and tapioca blend', 125, [['brownRiceFlour', 85], ['tapioca', 40]], '1 cup (125 g) flour = 85 g brown rice flour + 40 g tapioca starch', 'common', 0.8, ['baking', 'cooking', 'thickening'], 'A classic gluten-free blend: rice for structure, tapioca for chew.', 'Add 1/4 tsp xanthan gum per cup for breads.'),
			s('Oat flour (certified gluten-free)', 125, [['oatFlour', 115]], '1 cup (125 g) flour = 1 1/4 cups (115 g) oat flour', 'common', 0.7, ['baking'], 'Whole-grain and mild; great in muffins, pancakes and cookies.', 'Choose oats certified gluten-free: ordinary oats are often contaminated with wheat.'),
			s('Sorghum flour', 125, [['sorghumFlour', 125]], '1 cup (125 g) flour = 125 g sorghum flour (with a binder)', 'specialty', 0.65, ['baking'], 'A mild gluten-free whole grain with a soft crumb.'),
			s('Buckwheat flour', 125, [['buckwheatFlour', 125]], '1 cup (125 g) flour = 125 g buckwheat flour', 'specialty', 0.6, ['baking', 'cooking'], 'Gluten-free despite its name; earthy taste for pancakes and crêpes.'),
			s('Coconut flour', 125, [['coconutFlour', 32], ['egg', 100]], '1 cup (125 g) flour = 1/4 cup (32 g) coconut flour + 2 extra eggs', 'specialty', 0.55, ['baking'], 'Very absorbent, high in fibre, low in net carbohydrate.', 'Needs extra eggs and liquid; do not swap 1:1.'),
			s('Cassava flour', 125, [['cassavaFlour', 120]], '1 cup (125 g) flour = 120 g cassava flour', 'specialty', 0.65, ['baking', 'cooking', 'thickening'], 'Grain-free and the closest 1:1 gluten-free flour in texture.'),
			s('Whole wheat flour', 125, [['wholeWheatFlour', 120]], '1 cup (125 g) flour = 120 g whole wheat flour', 'common', 0.7, ['baking', 'cooking'], 'More fibre and a lower glycaemic response than white flour.', 'Heavier; replace half for a lighter result.'),
			s('Chickpea purée (for binding and sauces)', 125, [['chickpeas', 125]], '1 cup flour for binding = 1 cup mashed chickpeas', 'common', 0.4, ['binding', 'thickening'], 'Binds patties and thickens stews without wheat.'),
		],
	},
	{
		key: 'whole-wheat-flour',
		name: 'Whole wheat flour',
		aliases: ['whole wheat flour', 'wholemeal flour', 'whole-wheat flour', 'wholewheat flour'],
		group: 'flours and starches',
		food: 'wholeWheatFlour',
		suggestions: [
			s('Buckwheat flour', 120, [['buckwheatFlour', 120]], '1 cup whole wheat flour = 1 cup buckwheat flour', 'specialty', 0.6, ['baking', 'cooking'], 'Gluten-free with a similar hearty taste.'),
			s('Oat flour (certified gluten-free)', 120, [['oatFlour', 120]], '1 cup whole wheat flour = 1 1/4 cups oat flour', 'common', 0.65, ['baking'], 'Whole-grain, gluten-free when certified.'),
			s('Spelt flour', 120, [['speltFlour', 120]], '1 cup whole wheat flour = 1 cup spelt flour', 'specialty', 0.8, ['baking'], 'A related ancient wheat with a nuttier, lighter crumb (contains gluten).'),
			s('Almond flour', 120, [['almondFlour', 110]], '1 cup whole wheat flour = 1 cup almond flour + a binder', 'common', 0.55, ['baking'], 'Grain-free and low in net carbs.'),
		],
	},
	{
		key: 'bread-flour',
		name: 'Bread flour',
		aliases: ['bread flour', 'strong flour', 'high-gluten flour'],
		group: 'flours and starches',
		food: 'breadFlour',
		suggestions: [
			s('All-purpose flour', 127, [['apFlour', 127]], '1 cup bread flour = 1 cup all-purpose flour', 'common', 0.85, ['baking'], 'Slightly less protein; bread is a little softer.'),
			s('Gluten-free rice and tapioca blend', 127, [['brownRiceFlour', 87], ['tapioca', 40]], '1 cup bread flour = 87 g brown rice flour + 40 g tapioca starch + 1 tsp psyllium', 'specialty', 0.5, ['baking'], 'Gluten-free bread base.', 'Gluten-free doughs are batters: bake in a tin.'),
			s('Whole wheat flour', 127, [['wholeWheatFlour', 127]], '1 cup bread flour = 1 cup whole wheat flour (+1 tbsp water)', 'common', 0.7, ['baking'], 'More fibre, similar protein.'),
		],
	},
	{
		key: 'self-rising-flour',
		name: 'Self-rising flour',
		aliases: ['self-rising flour', 'self raising flour', 'self-raising flour'],
		group: 'leaveners and thickeners',
		food: 'selfRisingFlour',
		suggestions: [
			s('All-purpose flour + baking powder + salt', 125, [['apFlour', 125]], '1 cup self-rising flour = 1 cup all-purpose flour + 1 1/2 tsp baking powder + 1/4 tsp salt', 'common', 0.95, ['baking', 'leavening'], 'Self-rising flour is exactly this mix.', 'Baking powder and salt weigh a few grams; their nutrition is not counted here.'),
			s('Gluten-free rice blend + baking powder', 125, [['brownRiceFlour', 85], ['tapioca', 40]], '1 cup self-rising flour = 85 g brown rice flour + 40 g tapioca starch + 1 1/2 tsp baking powder', 'common', 0.7, ['baking', 'leavening'], 'A gluten-free self-raising mix.'),
		],
	},
	{
		key: 'semolina',
		name: 'Semolina',
		aliases: ['semolina', 'durum semolina', 'semolina flour'],
		group: 'flours and starches',
		food: 'semolina',
		suggestions: [
			s('Fine cornmeal (masa harina)', 100, same('masaHarina'), '1 cup semolina = 1 cup masa harina or fine cornmeal', 'common', 0.6, ['baking', 'cooking'], 'Gluten-free with a similar sandy texture.'),
			s('Rice flour', 100, same('riceFlour'), '1 cup semolina = 1 cup rice flour', 'common', 0.55, ['baking', 'cooking', 'thickening'], 'Gluten-free, neutral.'),
			s('Bread flour', 100, same('breadFlour'), '1 cup semolina = 1 cup bread flour', 'common', 0.7, ['baking'], 'High-protein wheat flour for pasta and bread.'),
		],
	},
	{
		key: 'breadcrumbs',
		name: 'Breadcrumbs',
		aliases: ['breadcrumbs', 'bread crumbs', 'panko', 'dried breadcrumbs'],
		group: 'flours and starches',
		food: 'breadcrumbs',
		suggestions: [
			s('Almond flour', 100, same('almondFlour'), '1 cup breadcrumbs = 1 cup almond flour', 'common', 0.75, ['cooking', 'binding'], 'Crisp gluten-free coating, low in net carbs.'),
			s('Rolled oats', 100, same('oats'), '1 cup breadcrumbs = 1 cup rolled oats, pulsed', 'common', 0.75, ['binding', 'cooking'], 'Binds meatballs and meatloaf; crunchy topping.'),
			s('Ground sunflower seeds', 100, same('sunflowerSeeds'), '1 cup breadcrumbs = 3/4 cup ground sunflower seeds', 'common', 0.5, ['cooking', 'binding'], 'Grain-free, nut-free crunchy coating.'),
			s('Gluten-free bread, dried and crumbed', 100, same('glutenFreeBread'), '1 cup breadcrumbs = 1 cup crumbs from toasted gluten-free bread', 'common', 0.8, ['cooking', 'binding'], 'Behaves exactly like breadcrumbs.'),
			s('Ground flaxseed', 100, [['flaxseed', 60]], '1 cup breadcrumbs (for binding) = 1/2 cup ground flaxseed', 'common', 0.55, ['binding'], 'Binds patties; grain-free and keto-friendly.'),
		],
	},
	// ---------------------------------------------------------------------------- sugars and sweeteners
	{
		key: 'sugar',
		name: 'Sugar',
		aliases: ['sugar', 'white sugar', 'granulated sugar', 'caster sugar', 'table sugar', 'cane sugar'],
		group: 'sugars and sweeteners',
		food: 'sugar',
		suggestions: [
			s('Stevia baking powder', 8, [['stevia', 1]], '2 tsp (8 g) sugar = 1 packet (1 g) stevia powder; 1 cup sugar = 25 g', 'common', 0.7, ['baking', 'cooking', 'raw'], 'Sweetness with almost no effect on blood glucose.', 'No bulk or browning: bakes are paler and smaller; use a blend made for baking.'),
			s('Sucralose sweetener', 8, [['sucralose', 1]], '2 tsp (8 g) sugar = 1 packet (1 g) sucralose sweetener', 'common', 0.65, ['baking', 'raw', 'cooking'], 'Heat-stable, zero-calorie sweetness.', 'Packets are bulked with dextrose; little effect in small amounts.'),
			s('Unsweetened applesauce', 200, [['applesauce', 244]], '1 cup sugar = 1 cup unsweetened applesauce (use 1/4 cup less liquid)', 'common', 0.6, ['baking'], 'Fruit sweetness with a fraction of the sugar, plus moisture.'),
			s('Mashed banana', 200, [['banana', 225]], '1 cup sugar = 1 cup mashed ripe banana (use less liquid)', 'common', 0.5, ['baking'], 'Natural sweetness and moisture for quick breads.'),
			s('Brown sugar', 200, [['brownSugar', 200]], '1 cup sugar = 1 cup packed brown sugar', 'common', 0.9, ['baking', 'cooking', 'raw'], 'Same sweetness with a caramel note; moister bakes.'),
		],
	},
	{
		key: 'brown-sugar',
		name: 'Brown sugar',
		aliases: ['brown sugar', 'light brown sugar', 'dark brown sugar', 'muscovado'],
		group: 'sugars and sweeteners',
		food: 'brownSugar',
		suggestions: [
			s('White sugar', 220, [['sugar', 200]], '1 cup packed brown sugar = 1 cup white sugar (+ 1 tbsp water)', 'common', 0.85, ['baking', 'cooking'], 'Same sweetness; crisper bakes.'),
			s('Stevia baking powder', 8, [['stevia', 1]], '2 tsp brown sugar = 1 packet stevia powder', 'common', 0.55, ['baking', 'raw'], 'Sweetness without the sugar.', 'Loses the caramel flavour; add vanilla.'),
			s('Unsweetened applesauce', 220, [['applesauce', 244]], '1 cup brown sugar = 1 cup unsweetened applesauce (use less liquid)', 'common', 0.5, ['baking'], 'Fruit sweetness with much less sugar.'),
		],
	},
	{
		key: 'syrup',
		name: 'Pancake syrup',
		aliases: ['pancake syrup', 'syrup', 'table syrup', 'maple syrup', 'maple-flavored syrup'],
		group: 'sugars and sweeteners',
		food: 'pancakeSyrup',
		suggestions: [
			s('Applesauce, warmed', 100, same('applesauce'), '1/4 cup syrup = 1/4 cup warm unsweetened applesauce', 'common', 0.55, ['raw', 'baking'], 'Fruity topping with a fraction of the sugar.'),
			s('Mashed banana', 100, same('banana'), '1/4 cup syrup = 1/4 cup mashed banana', 'common', 0.5, ['raw', 'baking'], 'Natural sweetness on pancakes and in bakes.'),
			s('Brown sugar dissolved in water', 100, [['brownSugar', 60], ['water', 40]], '1/4 cup syrup = 3 tbsp brown sugar dissolved in 2 tbsp hot water', 'common', 0.7, ['baking', 'cooking', 'raw'], 'A quick syrup from the pantry.'),
		],
	},
	{
		key: 'shredded-coconut',
		name: 'Shredded coconut',
		aliases: ['coconut', 'shredded coconut', 'desiccated coconut', 'coconut flakes'],
		group: 'nuts and seeds',
		food: 'coconutShredded',
		suggestions: [
			s('Rolled oats', 100, same('oats'), '1 cup shredded coconut = 1 cup rolled oats, toasted', 'common', 0.6, ['baking'], 'Chewy texture in cookies and granola.'),
			s('Chopped almonds', 100, same('almonds'), '1 cup shredded coconut = 1 cup finely chopped almonds', 'common', 0.6, ['baking', 'raw'], 'Crunch and richness in bars and toppings.'),
			s('Sunflower seeds', 100, same('sunflowerSeeds'), '1 cup shredded coconut = 1 cup sunflower seeds, chopped', 'common', 0.5, ['baking', 'raw'], 'Nut-free crunch.'),
		],
	},
	// ---------------------------------------------------------------------------- fats and oils
	{
		key: 'vegetable-oil',
		name: 'Vegetable oil',
		aliases: ['vegetable oil', 'oil', 'canola oil', 'soybean oil', 'corn oil', 'sunflower oil', 'cooking oil'],
		group: 'fats and oils',
		food: 'vegetableOil',
		suggestions: [
			s('Avocado oil', 100, same('avocadoOil'), '1 cup vegetable oil = 1 cup avocado oil', 'specialty', 0.9, ['cooking', 'baking', 'raw'], 'Neutral and heat-stable; not a refined seed oil.'),
			s('Olive oil', 100, same('oliveOil'), '1 cup vegetable oil = 1 cup light olive oil', 'common', 0.85, ['cooking', 'baking', 'raw'], 'Mostly monounsaturated fat.'),
			s('Unsweetened applesauce', 218, [['applesauce', 244]], '1 cup oil = 1 cup unsweetened applesauce (in baking)', 'common', 0.6, ['baking'], 'Cuts nearly all the fat in muffins and cakes.'),
			s('Cooking spray', 14, [['cookingSpray', 0.5]], '1 tbsp oil for greasing = a 2-second spray (about 0.5 g)', 'common', 0.6, ['cooking'], 'Greases a pan with a tiny amount of oil.'),
			s('Melted coconut oil', 100, same('coconutOil'), '1 cup vegetable oil = 1 cup melted coconut oil', 'common', 0.7, ['baking', 'cooking'], 'Works in baking; solid when cold.'),
		],
	},
	{
		key: 'olive-oil',
		name: 'Olive oil',
		aliases: ['olive oil', 'extra virgin olive oil', 'evoo'],
		group: 'fats and oils',
		food: 'oliveOil',
		suggestions: [
			s('Avocado oil', 100, same('avocadoOil'), '1 tbsp olive oil = 1 tbsp avocado oil', 'specialty', 0.9, ['cooking', 'raw', 'baking'], 'Similar fat profile and a higher smoke point.'),
			s('Vegetable oil', 100, same('vegetableOil'), '1 tbsp olive oil = 1 tbsp vegetable oil', 'common', 0.75, ['cooking', 'baking'], 'Neutral oil for frying and baking.'),
			s('Cooking spray', 14, [['cookingSpray', 0.5]], '1 tbsp oil for greasing = a 2-second spray', 'common', 0.55, ['cooking'], 'Coats a pan with very little fat.'),
			s('Almond oil', 100, same('almondOil'), '1 tbsp olive oil = 1 tbsp almond oil', 'specialty', 0.6, ['raw', 'baking'], 'Mild and nutty in dressings.'),
		],
	},
	{
		key: 'coconut-oil',
		name: 'Coconut oil',
		aliases: ['coconut oil'],
		group: 'fats and oils',
		food: 'coconutOil',
		suggestions: [
			s('Butter', 100, [['butter', 125]], '1 cup coconut oil = 1 cup + 4 tbsp butter', 'common', 0.8, ['baking', 'cooking'], 'Solid fat that creams the same way.'),
			s('Avocado oil', 100, same('avocadoOil'), '1 cup coconut oil (melted) = 1 cup avocado oil', 'specialty', 0.75, ['cooking', 'baking'], 'Far less saturated fat; liquid.'),
			s('Olive oil', 100, [['oliveOil', 75]], '1 cup coconut oil = 3/4 cup olive oil', 'common', 0.7, ['cooking', 'baking'], 'Monounsaturated fat in place of saturated.'),
			s('Unsweetened applesauce', 100, [['applesauce', 100]], '1/2 cup coconut oil = 1/2 cup applesauce (in baking)', 'common', 0.5, ['baking'], 'Fat-free moisture for cakes.'),
		],
	},
	{
		key: 'shortening',
		name: 'Vegetable shortening',
		aliases: ['shortening', 'vegetable shortening', 'crisco'],
		group: 'fats and oils',
		food: 'shortening',
		suggestions: [
			s('Butter', 100, [['butter', 125]], '1 cup shortening = 1 cup + 4 tbsp butter', 'common', 0.85, ['baking', 'cooking'], 'More flavour; same creaming; a little more liquid.'),
			s('Coconut oil', 100, same('coconutOil'), '1 cup shortening = 1 cup solid coconut oil', 'common', 0.85, ['baking', 'cooking'], 'Solid plant fat without hydrogenation.'),
			s('Unsweetened applesauce', 100, [['applesauce', 100]], '1/2 cup shortening = 1/2 cup applesauce (in cakes)', 'common', 0.45, ['baking'], 'Almost no fat.'),
		],
	},
	{
		key: 'margarine',
		name: 'Margarine',
		aliases: ['margarine', 'spread', 'vegetable spread'],
		group: 'fats and oils',
		food: 'margarine',
		suggestions: [
			s('Butter', 100, same('butter'), '1 cup margarine = 1 cup butter', 'common', 0.9, ['baking', 'cooking', 'raw'], 'The original it imitates.'),
			s('Coconut oil', 100, [['coconutOil', 80]], '1 cup margarine = 3/4 cup + 2 tbsp coconut oil', 'common', 0.8, ['baking', 'cooking'], 'Dairy-free solid fat.'),
			s('Olive oil', 100, [['oliveOil', 75]], '1 cup margarine = 3/4 cup olive oil', 'common', 0.7, ['cooking', 'baking'], 'No industrial processing; liquid fat.'),
			s('Mashed avocado', 100, same('avocado'), '1 tbsp margarine on toast = 1 tbsp mashed avocado', 'common', 0.6, ['raw'], 'A whole-food spread.'),
		],
	},
	{
		key: 'ghee',
		name: 'Ghee',
		aliases: ['ghee', 'clarified butter', 'butter oil'],
		group: 'fats and oils',
		food: 'ghee',
		suggestions: [
			s('Avocado oil', 100, same('avocadoOil'), '1 tbsp ghee = 1 tbsp avocado oil', 'specialty', 0.8, ['cooking'], 'High smoke point like ghee.'),
			s('Coconut oil', 100, same('coconutOil'), '1 tbsp ghee = 1 tbsp coconut oil', 'common', 0.8, ['cooking', 'baking'], 'Dairy-free fat for curries.'),
			s('Butter', 100, [['butter', 120]], '1 tbsp ghee = 1 1/4 tbsp butter', 'common', 0.85, ['cooking', 'baking'], 'Ghee is clarified butter.', 'Burns at lower heat.'),
		],
	},
	{
		key: 'mayonnaise',
		name: 'Mayonnaise',
		aliases: ['mayonnaise', 'mayo'],
		group: 'sauces and condiments',
		food: 'mayonnaise',
		suggestions: [
			s('Nonfat Greek yogurt', 100, same('greekYogurtNonfat'), '1/2 cup mayonnaise = 1/2 cup nonfat Greek yogurt', 'common', 0.75, ['raw', 'binding'], 'Creamy and tangy with almost no fat.'),
			s('Mashed avocado', 100, same('avocado'), '1/2 cup mayonnaise = 1/2 cup mashed avocado + lemon', 'common', 0.65, ['raw', 'binding'], 'Egg-free, creamy spread for sandwiches.'),
			s('Hummus', 100, same('hummus'), '1/2 cup mayonnaise = 1/2 cup hummus', 'common', 0.6, ['raw'], 'Egg-free and dairy-free spread.'),
			s('Tofu mayonnaise', 100, same('tofuMayo'), '1/2 cup mayonnaise = 1/2 cup tofu mayonnaise', 'specialty', 0.85, ['raw', 'binding'], 'Egg-free mayonnaise.'),
			s('Reduced-fat mayonnaise', 100, same('mayoReducedFat'), '1/2 cup mayonnaise = 1/2 cup reduced-fat mayonnaise', 'common', 0.85, ['raw', 'binding'], 'About half the fat.'),
		],
	},
	// ---------------------------------------------------------------------------- meats and fish
	{
		key: 'ground-beef',
		name: 'Ground beef',
		aliases: ['ground beef', 'minced beef', 'beef mince', 'mince', 'hamburger meat', 'beef'],
		group: 'meats and fish',
		food: 'groundBeef',
		suggestions: [
			s('Lean ground turkey', 100, same('groundTurkey'), '1 lb ground beef = 1 lb 93 % lean ground turkey', 'common', 0.85, ['cooking'], 'Same texture with less saturated fat.', 'Season well; add a splash of oil for burgers.'),
			s('Fat-free ground turkey', 100, same('groundTurkeyFatFree'), '1 lb ground beef = 1 lb fat-free ground turkey', 'common', 0.7, ['cooking'], 'Almost no fat; best in sauces and chilli.'),
			s('Cooked lentils', 100, same('lentils'), '1 lb ground beef = 2 1/4 cups cooked lentils', 'common', 0.75, ['cooking'], 'Hearty plant protein for bolognese, tacos and chilli.'),
			s('Crumbled tempeh', 100, same('tempeh'), '1 lb ground beef = 1 lb crumbled tempeh', 'specialty', 0.7, ['cooking'], 'Firm, meaty fermented soy.'),
			s('Chopped mushrooms', 100, same('mushrooms'), '1 lb ground beef = 1 lb finely chopped portabella mushrooms', 'common', 0.6, ['cooking'], 'Savoury umami bulk, very low in fat.', 'Cook off the water first.'),
			s('Black beans', 100, same('blackBeans'), '1 lb ground beef = 2 cups low-sodium black beans, mashed', 'common', 0.6, ['cooking'], 'Plant protein for burritos and burgers.'),
			s('Lean ground beef (90 %)', 100, same('groundBeefLean'), '1 lb ground beef = 1 lb 90 % lean ground beef', 'common', 0.9, ['cooking'], 'Same meat, a third less fat.'),
		],
	},
	{
		key: 'chicken-breast',
		name: 'Chicken breast',
		aliases: ['chicken breast', 'chicken', 'chicken breasts', 'chicken meat'],
		group: 'meats and fish',
		food: 'chickenBreast',
		suggestions: [
			s('Turkey breast', 100, same('turkeyBreast'), '1 lb chicken breast = 1 lb turkey breast', 'common', 0.9, ['cooking'], 'Lean white poultry that cooks the same way.'),
			s('Firm tofu', 100, same('tofuFirm'), '1 lb chicken breast = 1 lb pressed firm tofu', 'common', 0.7, ['cooking'], 'Takes on marinades; a plant protein.'),
			s('Tempeh', 100, same('tempeh'), '1 lb chicken breast = 1 lb tempeh', 'specialty', 0.6, ['cooking'], 'Firm plant protein for stir-fries.'),
			s('Chickpeas', 100, same('chickpeas'), '1 lb chicken = 2 1/2 cups chickpeas', 'common', 0.55, ['cooking'], 'Plant protein for curries and salads.'),
			s('Jackfruit (young, shredded)', 100, same('jackfruit'), '1 lb shredded chicken = 1 lb young jackfruit, shredded', 'specialty', 0.45, ['cooking'], 'Shreds like pulled chicken.', 'Very little protein; the database row is ripe jackfruit.'),
		],
	},
	{
		key: 'ground-turkey',
		name: 'Ground turkey',
		aliases: ['ground turkey', 'turkey mince', 'minced turkey'],
		group: 'meats and fish',
		food: 'groundTurkey',
		suggestions: [
			s('Ground chicken', 100, same('groundChicken'), '1 lb ground turkey = 1 lb ground chicken', 'common', 0.9, ['cooking'], 'Same lean poultry mince.'),
			s('Fat-free ground turkey', 100, same('groundTurkeyFatFree'), '1 lb ground turkey = 1 lb fat-free ground turkey', 'common', 0.8, ['cooking'], 'Less fat.'),
			s('Cooked lentils', 100, same('lentils'), '1 lb ground turkey = 2 1/4 cups cooked lentils', 'common', 0.7, ['cooking'], 'Plant-based mince.'),
			s('Crumbled firm tofu', 100, same('tofuFirm'), '1 lb ground turkey = 1 lb crumbled firm tofu', 'common', 0.65, ['cooking'], 'Soy-based mince.'),
		],
	},
	{
		key: 'bacon',
		name: 'Bacon',
		aliases: ['bacon', 'streaky bacon', 'bacon strips', 'pancetta'],
		group: 'meats and fish',
		food: 'bacon',
		suggestions: [
			s('Lean ham', 100, same('hamLean'), '1 oz bacon = 1 oz diced lean ham', 'common', 0.7, ['cooking'], 'Smoky pork flavour with far less fat.'),
			s('Turkey sausage', 100, same('turkeySausage'), '1 oz bacon = 1 oz turkey sausage', 'common', 0.6, ['cooking'], 'Less fat, still savoury.'),
			s('Smoked tempeh', 100, same('tempeh'), '1 oz bacon = 1 oz thin tempeh strips, smoked-paprika glazed', 'specialty', 0.6, ['cooking'], 'Crisp plant-based bacon.'),
			s('Sautéed mushrooms', 100, same('mushrooms'), '1 oz bacon = 2 oz mushrooms crisped with smoked paprika', 'common', 0.45, ['cooking', 'seasoning'], 'Umami and smoke without meat.'),
		],
	},
	{
		key: 'pork-sausage',
		name: 'Pork sausage',
		aliases: ['sausage', 'pork sausage', 'italian sausage', 'sausages', 'breakfast sausage'],
		group: 'meats and fish',
		food: 'porkSausage',
		suggestions: [
			s('Turkey sausage', 100, same('turkeySausage'), '1 lb pork sausage = 1 lb turkey sausage', 'common', 0.85, ['cooking'], 'Lighter poultry sausage.'),
			s('Chicken sausage (lower sodium)', 100, same('chickenSausage'), '1 lb pork sausage = 1 lb chicken sausage', 'common', 0.8, ['cooking'], 'Less fat and less sodium.'),
			s('Seasoned lentils', 100, same('lentils'), '1 lb sausage meat = 2 cups cooked lentils with fennel and sage', 'common', 0.55, ['cooking'], 'Plant-based sausage crumbles.'),
			s('Seasoned tempeh', 100, same('tempeh'), '1 lb sausage = 1 lb crumbled tempeh with fennel and paprika', 'specialty', 0.6, ['cooking'], 'Firm plant protein with sausage seasoning.'),
		],
	},
	{
		key: 'ham',
		name: 'Ham',
		aliases: ['ham', 'cured ham', 'deli ham'],
		group: 'meats and fish',
		food: 'ham',
		suggestions: [
			s('Turkey breast', 100, same('turkeyBreast'), '1 cup diced ham = 1 cup diced roast turkey breast', 'common', 0.75, ['cooking', 'raw'], 'Lean, unsalted, uncured.'),
			s('Chicken breast', 100, same('chickenBreast'), '1 cup ham = 1 cup diced chicken', 'common', 0.65, ['cooking'], 'Lean meat without the curing salt.'),
			s('Smoked tofu', 100, same('tofuFirm'), '1 cup ham = 1 cup firm tofu with smoked paprika', 'common', 0.5, ['cooking'], 'Plant protein with a smoky note.'),
		],
	},
	{
		key: 'salmon',
		name: 'Salmon',
		aliases: ['salmon', 'salmon fillet', 'atlantic salmon'],
		group: 'meats and fish',
		food: 'salmon',
		suggestions: [
			s('Canned pink salmon', 100, same('salmonCanned'), '1 lb salmon fillet = 1 lb drained canned salmon', 'common', 0.75, ['cooking', 'raw'], 'Cheaper, shelf-stable and leaner.'),
			s('Tilapia', 100, same('tilapia'), '1 lb salmon = 1 lb tilapia', 'common', 0.6, ['cooking'], 'Mild white fish with less fat.'),
			s('Cod', 100, same('cod'), '1 lb salmon = 1 lb cod', 'common', 0.65, ['cooking'], 'Flaky, lean white fish.'),
			s('Firm tofu', 100, same('tofuFirm'), '1 lb salmon = 1 lb firm tofu, marinated', 'common', 0.45, ['cooking'], 'Plant protein for bowls and grills.'),
		],
	},
	{
		key: 'tuna',
		name: 'Canned tuna',
		aliases: ['tuna', 'canned tuna', 'tuna fish', 'tinned tuna'],
		group: 'meats and fish',
		food: 'tunaCanned',
		suggestions: [
			s('Canned salmon', 100, same('salmonCanned'), '1 can tuna = 1 can salmon, drained', 'common', 0.8, ['raw', 'cooking'], 'Same use in salads and patties.'),
			s('Mashed chickpeas', 100, same('chickpeas'), '1 can tuna = 1 1/2 cups mashed chickpeas', 'common', 0.65, ['raw', 'cooking'], 'Classic plant “tuna” salad base.'),
			s('Shredded chicken breast', 100, same('chickenBreast'), '1 can tuna = 1 cup shredded cooked chicken', 'common', 0.7, ['raw', 'cooking'], 'Lean protein for sandwiches.'),
		],
	},
	{
		key: 'shrimp',
		name: 'Shrimp',
		aliases: ['shrimp', 'prawns', 'prawn'],
		group: 'meats and fish',
		food: 'shrimp',
		suggestions: [
			s('Cod', 100, same('cod'), '1 lb shrimp = 1 lb cod, in chunks', 'common', 0.65, ['cooking'], 'Lean fish; no shellfish.'),
			s('Chicken breast', 100, same('chickenBreast'), '1 lb shrimp = 1 lb diced chicken breast', 'common', 0.6, ['cooking'], 'Lean protein for stir-fries and pasta.'),
			s('Firm tofu', 100, same('tofuFirm'), '1 lb shrimp = 1 lb firm tofu cubes', 'common', 0.5, ['cooking'], 'Plant protein that browns well.'),
			s('King oyster mushrooms', 100, same('mushrooms'), '1 lb shrimp = 1 lb mushroom stems sliced into coins', 'specialty', 0.45, ['cooking'], 'Springy bite like scallops and shrimp.'),
		],
	},
	// ---------------------------------------------------------------------------- grains and pasta
	{
		key: 'white-rice',
		name: 'White rice (cooked)',
		aliases: ['rice', 'white rice', 'cooked rice', 'long grain rice', 'basmati rice', 'jasmine rice'],
		group: 'grains and pasta',
		food: 'whiteRice',
		suggestions: [
			s('Cauliflower rice', 100, same('cauliflower'), '1 cup cooked rice = 1 cup riced cauliflower', 'common', 0.75, ['cooking'], 'Very few net carbs; grain-free.', 'Sauté 5 minutes; do not boil.'),
			s('Brown rice', 100, same('brownRice'), '1 cup white rice = 1 cup cooked brown rice', 'common', 0.85, ['cooking'], 'Whole grain with more fibre and a lower glycaemic response.'),
			s('Quinoa', 100, same('quinoa'), '1 cup cooked rice = 1 cup cooked quinoa', 'common', 0.8, ['cooking', 'raw'], 'More protein and fibre; gluten-free.'),
			s('Cooked millet', 100, [['millet', 30], ['water', 70]], '1 cup cooked rice = 1 cup cooked millet', 'specialty', 0.6, ['cooking'], 'Gluten-free grain with a fluffy texture.'),
		],
	},
	{
		key: 'pasta',
		name: 'Pasta (cooked)',
		aliases: ['pasta', 'spaghetti', 'noodles', 'penne', 'macaroni', 'linguine', 'fettuccine'],
		group: 'grains and pasta',
		food: 'pasta',
		suggestions: [
			s('Gluten-free pasta (corn and rice)', 100, same('pastaGlutenFree'), '1 cup cooked pasta = 1 cup cooked gluten-free pasta', 'common', 0.85, ['cooking'], 'Same shapes, made without wheat.', 'Cook al dente and rinse; it turns soft quickly.'),
			s('Zucchini noodles', 100, same('zucchini'), '1 cup cooked pasta = 1 1/2 cups spiralised zucchini', 'common', 0.7, ['cooking', 'raw'], 'Very few carbs and calories.', 'Salt and drain, then warm for 1–2 minutes only.'),
			s('Whole grain pasta', 100, same('pastaWholeGrain'), '1 cup pasta = 1 cup cooked whole grain pasta', 'common', 0.85, ['cooking'], 'More fibre, gentler on blood glucose.'),
			s('Rice noodles', 100, same('riceNoodles'), '1 cup cooked pasta = 1 cup cooked rice noodles', 'common', 0.75, ['cooking'], 'Gluten-free noodles for stir-fries.'),
		],
	},
	{
		key: 'bread',
		name: 'White bread',
		aliases: ['bread', 'white bread', 'sandwich bread', 'toast'],
		group: 'grains and pasta',
		food: 'whiteBread',
		suggestions: [
			s('Gluten-free bread', 100, same('glutenFreeBread'), '1 slice bread = 1 slice gluten-free bread', 'common', 0.85, ['raw', 'cooking', 'binding'], 'Same uses, no wheat.'),
			s('Lettuce wraps', 100, [['romaine', 50]], '2 slices bread = 2 large romaine leaves', 'common', 0.6, ['raw'], 'Almost no carbs; crisp sandwich wraps.'),
			s('Rolled oats (as filler)', 100, [['oats', 60]], '1 cup fresh breadcrumbs (for binding) = 1/2 cup rolled oats', 'common', 0.6, ['binding'], 'Binds meatballs instead of soaked bread.'),
		],
	},
	{
		key: 'oats',
		name: 'Rolled oats',
		aliases: ['oats', 'rolled oats', 'oatmeal', 'porridge oats', 'old fashioned oats'],
		group: 'grains and pasta',
		food: 'oats',
		suggestions: [
			s('Quinoa flakes / cooked quinoa', 100, [['quinoa', 250]], '1 cup rolled oats = 2 1/2 cups cooked quinoa (porridge)', 'specialty', 0.55, ['cooking'], 'Gluten-free breakfast grain.'),
			s('Almond flour', 100, [['almondFlour', 90]], '1 cup oats (in baking) = 3/4 cup almond flour', 'common', 0.55, ['baking', 'binding'], 'Grain-free and low in net carbs.'),
			s('Ground flaxseed', 100, [['flaxseed', 60]], '1 cup oats (binding) = 1/2 cup ground flaxseed', 'common', 0.55, ['binding'], 'Binds and adds fibre; grain-free.'),
			s('Chia seed pudding', 100, [['chiaSeeds', 30], ['soyMilk', 120]], '1/2 cup oats = 2 tbsp chia seeds soaked in 1/2 cup soy milk', 'common', 0.6, ['raw'], 'Overnight-oats style breakfast without grain.'),
		],
	},
	{
		key: 'flour-tortilla',
		name: 'Flour tortilla',
		aliases: ['tortilla', 'flour tortilla', 'wrap', 'tortillas'],
		group: 'grains and pasta',
		food: 'flourTortilla',
		suggestions: [
			s('Corn tortilla (masa)', 100, [['masaHarina', 55], ['water', 45]], '1 flour tortilla = 1 corn tortilla (masa harina and water)', 'common', 0.8, ['cooking'], 'Gluten-free tortilla.'),
			s('Lettuce wrap', 100, [['romaine', 40]], '1 tortilla = 2 large romaine leaves', 'common', 0.65, ['raw'], 'Crisp, nearly carb-free wrap.'),
			s('Gluten-free bread', 100, same('glutenFreeBread'), '1 tortilla = 2 slices gluten-free bread', 'common', 0.5, ['raw'], 'For sandwiches instead of wraps.'),
		],
	},
	{
		key: 'quinoa',
		name: 'Quinoa (cooked)',
		aliases: ['quinoa', 'cooked quinoa'],
		group: 'grains and pasta',
		food: 'quinoa',
		suggestions: [
			s('Brown rice', 100, same('brownRice'), '1 cup cooked quinoa = 1 cup cooked brown rice', 'common', 0.8, ['cooking'], 'Gluten-free whole grain.'),
			s('Cauliflower rice', 100, same('cauliflower'), '1 cup quinoa = 1 cup riced cauliflower', 'common', 0.65, ['cooking', 'raw'], 'Grain-free, low in carbs.'),
			s('Bulgur', 100, [['bulgur', 30], ['water', 70]], '1 cup cooked quinoa = 1 cup cooked bulgur', 'common', 0.75, ['cooking', 'raw'], 'Quick-cooking wheat for salads like tabbouleh.'),
			s('White rice', 100, same('whiteRice'), '1 cup cooked quinoa = 1 cup cooked white rice', 'common', 0.7, ['cooking'], 'Mild, low-residue grain.'),
		],
	},
	{
		key: 'bulgur',
		name: 'Bulgur',
		aliases: ['bulgur', 'bulgur wheat', 'cracked wheat', 'couscous'],
		group: 'grains and pasta',
		food: 'bulgur',
		suggestions: [
			s('Quinoa', 30, [['quinoa', 100]], '1 cup dry bulgur = 1 cup dry quinoa (cooks to about the same)', 'common', 0.85, ['cooking', 'raw'], 'Gluten-free grain for salads and pilafs.'),
			s('Cauliflower rice', 30, [['cauliflower', 100]], '1 cup cooked bulgur = 1 cup riced cauliflower', 'common', 0.6, ['cooking', 'raw'], 'Grain-free, very low in carbs.'),
			s('Millet', 100, same('millet'), '1 cup dry bulgur = 1 cup dry millet', 'specialty', 0.65, ['cooking'], 'Gluten-free small grain.'),
		],
	},
	// ---------------------------------------------------------------------------- nuts and seeds
	{
		key: 'almonds',
		name: 'Almonds',
		aliases: ['almonds', 'almond', 'sliced almonds', 'chopped almonds'],
		group: 'nuts and seeds',
		food: 'almonds',
		suggestions: [
			s('Sunflower seeds', 100, same('sunflowerSeeds'), '1 cup almonds = 1 cup sunflower seeds', 'common', 0.8, ['baking', 'raw', 'cooking'], 'Nut-free crunch with similar fat and protein.'),
			s('Pumpkin seeds', 100, same('pumpkinSeeds'), '1 cup almonds = 1 cup pumpkin seeds', 'common', 0.8, ['baking', 'raw', 'cooking'], 'Nut-free, high in protein.'),
			s('Walnuts', 100, same('walnuts'), '1 cup almonds = 1 cup walnuts', 'common', 0.75, ['baking', 'raw'], 'A softer tree nut.'),
			s('Rolled oats, toasted', 100, same('oats'), '1 cup chopped almonds = 1 cup toasted rolled oats', 'common', 0.5, ['baking'], 'Nut-free crunch in crumbles and granola.'),
		],
	},
	{
		key: 'walnuts',
		name: 'Walnuts',
		aliases: ['walnuts', 'walnut', 'chopped walnuts'],
		group: 'nuts and seeds',
		food: 'walnuts',
		suggestions: [
			s('Pecans', 100, same('pecans'), '1 cup walnuts = 1 cup pecans', 'common', 0.9, ['baking', 'raw'], 'Closest in taste and texture.'),
			s('Pumpkin seeds', 100, same('pumpkinSeeds'), '1 cup walnuts = 1 cup pumpkin seeds', 'common', 0.7, ['baking', 'raw'], 'Nut-free crunch.'),
			s('Sunflower seeds', 100, same('sunflowerSeeds'), '1 cup walnuts = 1 cup sunflower seeds', 'common', 0.7, ['baking', 'raw'], 'Nut-free, mild.'),
		],
	},
	{
		key: 'pecans',
		name: 'Pecans',
		aliases: ['pecans', 'pecan'],
		group: 'nuts and seeds',
		food: 'pecans',
		suggestions: [
			s('Walnuts', 100, same('walnuts'), '1 cup pecans = 1 cup walnuts', 'common', 0.9, ['baking', 'raw'], 'Similar buttery crunch.'),
			s('Pumpkin seeds', 100, same('pumpkinSeeds'), '1 cup pecans = 1 cup pumpkin seeds', 'common', 0.65, ['baking', 'raw'], 'Nut-free.'),
			s('Toasted rolled oats', 100, same('oats'), '1 cup pecans (topping) = 1 cup toasted oats', 'common', 0.45, ['baking'], 'Nut-free crumble topping.'),
		],
	},
	{
		key: 'cashews',
		name: 'Cashews',
		aliases: ['cashews', 'cashew', 'cashew nuts'],
		group: 'nuts and seeds',
		food: 'cashews',
		suggestions: [
			s('Sunflower seeds (soaked, for creams)', 100, same('sunflowerSeeds'), '1 cup cashews = 1 cup soaked sunflower seeds', 'common', 0.65, ['raw', 'cooking', 'thickening'], 'Nut-free creamy base when blended.'),
			s('Silken tofu (for creams)', 100, same('tofuSilken'), '1 cup soaked cashews (for a cream) = 1 cup silken tofu', 'common', 0.6, ['raw', 'cooking', 'thickening'], 'Nut-free, much lower in fat.'),
			s('Macadamia nuts', 100, same('macadamia'), '1 cup cashews = 1 cup macadamias', 'specialty', 0.8, ['raw', 'baking'], 'Rich, creamy tree nut.'),
			s('Almonds', 100, same('almonds'), '1 cup cashews = 1 cup almonds', 'common', 0.75, ['raw', 'baking', 'cooking'], 'Common tree nut for snacking and baking.'),
		],
	},
	{
		key: 'pine-nuts',
		name: 'Pine nuts',
		aliases: ['pine nuts', 'pine nut', 'pignoli'],
		group: 'nuts and seeds',
		food: 'pineNuts',
		suggestions: [
			s('Sunflower seeds', 100, same('sunflowerSeeds'), '1/4 cup pine nuts = 1/4 cup toasted sunflower seeds', 'common', 0.75, ['raw', 'cooking', 'seasoning'], 'Nut-free, cheaper pesto.'),
			s('Walnuts', 100, same('walnuts'), '1/4 cup pine nuts = 1/4 cup walnuts', 'common', 0.75, ['raw', 'cooking'], 'Classic pesto alternative.'),
			s('Pumpkin seeds', 100, same('pumpkinSeeds'), '1/4 cup pine nuts = 1/4 cup pumpkin seeds', 'common', 0.7, ['raw', 'cooking'], 'Nut-free, green pesto.'),
		],
	},
	{
		key: 'peanuts',
		name: 'Peanuts',
		aliases: ['peanuts', 'peanut', 'groundnuts'],
		group: 'nuts and seeds',
		food: 'peanuts',
		suggestions: [
			s('Sunflower seeds', 100, same('sunflowerSeeds'), '1 cup peanuts = 1 cup sunflower seeds', 'common', 0.8, ['raw', 'cooking', 'baking'], 'Peanut-free and nut-free crunch.'),
			s('Pumpkin seeds', 100, same('pumpkinSeeds'), '1 cup peanuts = 1 cup pumpkin seeds', 'common', 0.75, ['raw', 'cooking', 'baking'], 'Peanut-free, nut-free.'),
			s('Cashews', 100, same('cashews'), '1 cup peanuts = 1 cup cashews', 'common', 0.75, ['raw', 'cooking'], 'Tree nut for stir-fries (not for nut allergy).'),
		],
	},
	{
		key: 'peanut-butter',
		name: 'Peanut butter',
		aliases: ['peanut butter', 'pb'],
		group: 'nuts and seeds',
		food: 'peanutButter',
		suggestions: [
			s('Sunflower seed butter', 100, same('sunflowerButter'), '1 cup peanut butter = 1 cup sunflower seed butter', 'common', 0.9, ['baking', 'raw', 'cooking'], 'Nut-free and peanut-free with the same spread.', 'It can turn green in bakes with baking soda (harmless).'),
			s('Tahini', 100, same('tahini'), '1 cup peanut butter = 1 cup tahini', 'common', 0.75, ['raw', 'cooking', 'baking'], 'Sesame paste for sauces and dressings.'),
			s('Cashew butter (ground cashews)', 100, same('cashews'), '1 cup peanut butter = 1 cup cashew butter', 'common', 0.8, ['raw', 'baking'], 'Paleo-friendly nut butter.'),
		],
	},
	{
		key: 'tahini',
		name: 'Tahini',
		aliases: ['tahini', 'sesame paste', 'sesame butter', 'sesame seeds'],
		group: 'nuts and seeds',
		food: 'tahini',
		suggestions: [
			s('Sunflower seed butter', 100, same('sunflowerButter'), '1/4 cup tahini = 1/4 cup sunflower seed butter', 'common', 0.8, ['raw', 'cooking'], 'Sesame-free seed paste.'),
			s('Cashew butter', 100, same('cashews'), '1/4 cup tahini = 1/4 cup cashew butter', 'common', 0.7, ['raw', 'cooking'], 'Mild, creamy.'),
			s('Greek yogurt', 100, same('greekYogurtNonfat'), '1/4 cup tahini (in dressings) = 1/4 cup nonfat Greek yogurt', 'common', 0.5, ['raw'], 'Creamy dressings with little fat.'),
		],
	},
	{
		key: 'flaxseed',
		name: 'Ground flaxseed',
		aliases: ['flaxseed', 'flax', 'ground flax', 'linseed', 'flax seeds'],
		group: 'nuts and seeds',
		food: 'flaxseed',
		suggestions: [
			s('Chia seeds', 100, same('chiaSeeds'), '1 tbsp ground flax = 1 tbsp chia seeds', 'common', 0.9, ['binding', 'baking', 'raw'], 'Gels just like flax.'),
			s('Egg', 7, [['egg', 50]], '1 tbsp flax + 3 tbsp water (as egg) = 1 egg', 'common', 0.8, ['binding', 'baking'], 'The binder flax stands in for.'),
			s('Oat flour', 100, same('oatFlour'), '1 tbsp ground flax (in baking) = 1 tbsp oat flour', 'common', 0.45, ['baking'], 'Seed-free filler.'),
		],
	},
	// ---------------------------------------------------------------------------- sauces and condiments
	{
		key: 'soy-sauce',
		name: 'Soy sauce',
		aliases: ['soy sauce', 'shoyu', 'tamari'],
		group: 'sauces and condiments',
		food: 'soySauce',
		suggestions: [
			s('Lemon juice and garlic', 15, [['lemonJuice', 12], ['garlic', 3]], '1 tbsp soy sauce = 2 1/2 tsp lemon juice + 1 small garlic clove, minced', 'common', 0.45, ['seasoning', 'cooking'], 'Brightness and savour without soy or salt.'),
			s('Beef broth', 15, [['beefBroth', 15]], '1 tbsp soy sauce = 1 tbsp strong beef broth', 'common', 0.5, ['seasoning', 'cooking'], 'Savoury depth without soy.'),
			s('Mustard and mushroom reduction', 15, [['mushrooms', 10], ['mustard', 5]], '1 tbsp soy sauce = a spoon of cooked-down mushrooms + 1 tsp mustard', 'common', 0.35, ['seasoning', 'cooking'], 'Umami from mushrooms; soy-free.'),
		],
	},
	{
		key: 'ketchup',
		name: 'Ketchup',
		aliases: ['ketchup', 'catsup', 'tomato ketchup'],
		group: 'sauces and condiments',
		food: 'ketchup',
		suggestions: [
			s('Crushed tomatoes with vinegar', 100, same('crushedTomatoes'), '1/4 cup ketchup = 1/4 cup crushed tomatoes cooked down with a splash of vinegar', 'common', 0.65, ['cooking', 'seasoning'], 'Tomato flavour without added sugar.'),
			s('Salsa', 100, same('salsa'), '1/4 cup ketchup = 1/4 cup salsa', 'common', 0.6, ['raw', 'seasoning'], 'Fresh tomato condiment with little sugar.'),
			s('Low-sodium marinara', 100, same('pastaSauceLowSodium'), '1/4 cup ketchup = 1/4 cup low-sodium marinara', 'common', 0.55, ['cooking', 'seasoning'], 'Less sugar and salt.'),
		],
	},
	{
		key: 'mustard',
		name: 'Mustard',
		aliases: ['mustard', 'yellow mustard', 'prepared mustard', 'dijon'],
		group: 'sauces and condiments',
		food: 'mustard',
		suggestions: [
			s('Lemon juice', 100, same('lemonJuice'), '1 tbsp mustard (in dressings) = 1 tbsp lemon juice', 'common', 0.5, ['seasoning', 'raw'], 'Acidity and brightness without mustard seed.'),
			s('Tahini', 100, [['tahini', 60]], '1 tbsp mustard (as emulsifier) = 2 tsp tahini', 'common', 0.45, ['binding', 'raw'], 'Emulsifies vinaigrettes.'),
			s('Lemon juice with ground cumin', 100, [['cumin', 10], ['lemonJuice', 90]], '1 tbsp mustard = 1 tbsp lemon juice + a pinch of ground cumin', 'common', 0.35, ['seasoning'], 'Warm spice and tang.'),
		],
	},
	{
		key: 'salt',
		name: 'Salt',
		aliases: ['salt', 'table salt', 'sea salt', 'kosher salt'],
		group: 'sauces and condiments',
		food: 'salt',
		suggestions: [
			s('Lemon juice', 6, [['lemonJuice', 5]], '1 tsp salt = 1 tsp lemon juice (and taste)', 'common', 0.55, ['seasoning', 'cooking', 'raw'], 'Acid makes food taste brighter so less salt is needed.'),
			s('Garlic and onion', 6, [['garlic', 3], ['onion', 10]], '1 tsp salt = 1 garlic clove + 2 tsp minced onion', 'common', 0.5, ['seasoning', 'cooking'], 'Savoury aromatics that replace some salt.'),
			s('Ground cumin', 6, [['cumin', 2]], '1 tsp salt = 1 tsp ground cumin (plus herbs)', 'common', 0.4, ['seasoning', 'cooking'], 'Warm spice for sodium-free seasoning.'),
		],
	},
	{
		key: 'pesto',
		name: 'Pesto',
		aliases: ['pesto', 'basil pesto'],
		group: 'sauces and condiments',
		food: 'pesto',
		suggestions: [
			s('Sunflower seed pesto', 100, [['sunflowerSeeds', 25], ['oliveOil', 35], ['romaine', 40]], '1/2 cup pesto = basil + 2 tbsp sunflower seeds + 3 tbsp olive oil (no cheese)', 'common', 0.7, ['raw', 'cooking', 'seasoning'], 'Nut-free, dairy-free pesto.', 'The greens are counted as romaine: basil is not in the database sample.'),
			s('Salsa', 100, same('salsa'), '1/4 cup pesto = 1/4 cup salsa verde or salsa', 'common', 0.45, ['raw', 'seasoning'], 'Fresh herby sauce with almost no fat.'),
			s('Hummus thinned with lemon', 100, [['hummus', 85], ['lemonJuice', 15]], '1/4 cup pesto = 1/4 cup hummus + 1 tbsp lemon juice', 'common', 0.45, ['raw', 'cooking'], 'Nut-free, dairy-free spread for sandwiches and pasta.'),
		],
	},
	{
		key: 'bbq-sauce',
		name: 'Barbecue sauce',
		aliases: ['barbecue sauce', 'bbq sauce', 'bbq'],
		group: 'sauces and condiments',
		food: 'bbqSauce',
		suggestions: [
			s('Crushed tomatoes with spices', 100, [['crushedTomatoes', 95], ['cumin', 2], ['mustard', 3]], '1/2 cup BBQ sauce = 1/2 cup crushed tomatoes + smoked paprika, cumin and mustard', 'common', 0.6, ['cooking', 'seasoning'], 'Smoky tomato glaze without the sugar.'),
			s('Salsa', 100, same('salsa'), '1/2 cup BBQ sauce = 1/2 cup salsa', 'common', 0.45, ['cooking', 'seasoning'], 'Tomato topping with little sugar.'),
			s('Ketchup with mustard', 100, [['ketchup', 85], ['mustard', 15]], '1/2 cup BBQ sauce = 6 tbsp ketchup + 1 tbsp mustard', 'common', 0.7, ['cooking', 'seasoning'], 'Pantry BBQ base.'),
		],
	},
	{
		key: 'salsa',
		name: 'Salsa',
		aliases: ['salsa', 'tomato salsa'],
		group: 'sauces and condiments',
		food: 'salsa',
		suggestions: [
			s('Crushed tomatoes with onion', 100, [['crushedTomatoes', 80], ['onion', 15], ['lemonJuice', 5]], '1 cup salsa = 3/4 cup crushed tomatoes + 2 tbsp minced onion + lime', 'common', 0.75, ['raw', 'cooking', 'seasoning'], 'Fresh, with less salt than jarred salsa.'),
			s('Mashed avocado', 100, same('avocado'), '1 cup salsa = 1 cup guacamole-style mashed avocado', 'common', 0.5, ['raw'], 'Creamy dip.'),
		],
	},
	{
		key: 'broth',
		name: 'Beef broth',
		aliases: ['broth', 'stock', 'beef broth', 'beef stock', 'bouillon', 'chicken broth', 'chicken stock'],
		group: 'sauces and condiments',
		food: 'beefBroth',
		suggestions: [
			s('Water with onion and garlic', 100, [['water', 90], ['onion', 8], ['garlic', 2]], '1 cup broth = 1 cup water simmered with onion and garlic', 'common', 0.55, ['cooking', 'seasoning'], 'No salt added; meat-free.'),
			s('Mushroom stock', 100, [['water', 85], ['mushrooms', 15]], '1 cup broth = 1 cup water simmered with a handful of mushrooms', 'common', 0.65, ['cooking', 'seasoning'], 'Savoury, vegetarian, low sodium.'),
			s('Crushed tomato and water', 100, [['water', 80], ['crushedTomatoes', 20]], '1 cup broth = 3/4 cup water + 1/4 cup crushed tomatoes', 'common', 0.45, ['cooking'], 'Body for stews and soups.'),
		],
	},
	{
		key: 'hummus',
		name: 'Hummus',
		aliases: ['hummus', 'houmous'],
		group: 'sauces and condiments',
		food: 'hummus',
		suggestions: [
			s('Mashed avocado', 100, same('avocado'), '1/2 cup hummus = 1/2 cup mashed avocado', 'common', 0.6, ['raw'], 'Legume-free, sesame-free creamy dip.'),
			s('Greek yogurt dip', 100, same('greekYogurtNonfat'), '1/2 cup hummus = 1/2 cup nonfat Greek yogurt with garlic', 'common', 0.55, ['raw'], 'High-protein, low-fat dip.'),
			s('Mashed white beans (black beans)', 100, same('blackBeans'), '1/2 cup hummus = 1/2 cup mashed low-sodium beans', 'common', 0.6, ['raw'], 'Sesame-free bean dip.'),
		],
	},
	// ---------------------------------------------------------------------------- leaveners and thickeners
	{
		key: 'cornstarch',
		name: 'Cornstarch',
		aliases: ['cornstarch', 'corn starch', 'cornflour', 'corn flour'],
		group: 'leaveners and thickeners',
		food: 'cornstarch',
		suggestions: [
			s('All-purpose flour', 8, [['apFlour', 16]], '1 tbsp cornstarch = 2 tbsp all-purpose flour', 'common', 0.8, ['thickening', 'baking'], 'Thickens sauces and gravies.', 'Cook 2 minutes longer to lose the raw taste.'),
			s('Tapioca starch', 8, [['tapioca', 16]], '1 tbsp cornstarch = 2 tbsp tapioca starch', 'common', 0.85, ['thickening', 'baking'], 'Grain-free thickener; glossy finish, freezes well.'),
			s('Ground chia seeds', 8, [['chiaSeeds', 8]], '1 tbsp cornstarch = 1 tbsp ground chia seeds', 'common', 0.5, ['thickening'], 'Thickens with almost no net carbs.'),
			s('Egg yolk', 8, [['eggYolk', 17]], '1 tbsp cornstarch = 1 egg yolk (tempered)', 'common', 0.55, ['thickening'], 'Classic custard and sauce thickener.'),
			s('Potato flour', 8, [['potatoFlour', 12]], '1 tbsp cornstarch = 1 1/2 tbsp potato flour', 'specialty', 0.6, ['thickening'], 'Grain-free thickener.'),
		],
	},
	{
		key: 'tapioca',
		name: 'Tapioca',
		aliases: ['tapioca', 'tapioca starch', 'tapioca flour', 'tapioca pearls', 'arrowroot'],
		group: 'leaveners and thickeners',
		food: 'tapioca',
		suggestions: [
			s('Cornstarch', 100, [['cornstarch', 50]], '2 tbsp tapioca = 1 tbsp cornstarch', 'common', 0.85, ['thickening', 'baking'], 'Common thickener.'),
			s('All-purpose flour', 100, same('apFlour'), '2 tbsp tapioca = 2 tbsp flour', 'common', 0.65, ['thickening', 'baking'], 'Wheat thickener.'),
			s('Ground chia seeds', 100, [['chiaSeeds', 50]], '2 tbsp tapioca = 1 tbsp ground chia', 'common', 0.5, ['thickening'], 'Low-carb thickener.'),
		],
	},
	{
		key: 'yeast',
		name: 'Yeast',
		aliases: ['yeast', 'active dry yeast', 'instant yeast', "baker's yeast", 'dry yeast'],
		group: 'leaveners and thickeners',
		food: 'yeast',
		suggestions: [
			s('Whipped egg whites', 7, [['eggWhite', 66]], '1 packet (7 g) yeast (in quick batters) = 2 egg whites whipped to soft peaks + 2 tsp baking powder', 'common', 0.45, ['leavening', 'baking'], 'Mechanical lift for pancakes and quick breads.', 'Not for kneaded bread.'),
			s('Buttermilk (with baking soda)', 7, [['buttermilk', 120]], '1 packet yeast = 1/2 cup buttermilk + 1/2 tsp baking soda (replace that much liquid)', 'common', 0.5, ['leavening', 'baking'], 'Acid–base rise for soda bread.', 'The result is a soda bread, not a yeasted loaf.'),
			s('Lemon juice (with baking soda)', 7, [['lemonJuice', 15]], '1 packet yeast = 1 tbsp lemon juice + 1/2 tsp baking soda', 'common', 0.45, ['leavening', 'baking'], 'Dairy-free acid–base lift.', 'Bake straight away; the gas escapes fast.'),
		],
	},
]

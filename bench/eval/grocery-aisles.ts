/**
 * Accuracy of the grocery aisle classifier (groceryCategory, app/domain/recipes/rules.ts) on
 * foods drawn at random from the bundled USDA data (db/data/foods.csv.gz: SR Legacy,
 * Foundation, FNDDS), each labelled by hand with the aisle a shopper finds it in at a US
 * supermarket, labelled before the classifier's output was looked at:
 * - grocery-aisles.json: 120 foods (Python random.sample, seed 2727), the development set: its
 *   misses guided the rules, so its accuracy flatters them;
 * - grocery-aisles-test.json: 80 other foods (seed 2728), the held-out set, labelled before the
 *   rules changed and not used to write them: the figure to quote.
 * Before the rules changed: 91/120 development, 58/80 (72.5 %) held-out. Labelling choices: packaged cookies, candy and snack
 * cakes → pantry (the snack aisle); cakes, pies and breads → bakery; canned and dried goods →
 * pantry; frozen concentrates, ice cream and frozen-only foods → frozen; mixed dishes, baby food
 * and formula → other.
 *
 * Run: `npx tsx bench/eval/grocery-aisles.ts`. Bench row: {@link benchGroceryAisles}.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { groceryCategory, type GroceryCategory } from '#app/domain/recipes/rules.ts'

type Labelled = { fdcId: number; name: string; category: string; aisle: GroceryCategory }

export type GroceryAislesReport = { n: number; correct: number; accuracy: number; misses: string[] }

/** Classifies a labelled set (default the development set) and counts the foods placed in the labelled aisle. */
export function benchGroceryAisles(file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'grocery-aisles.json')): GroceryAislesReport {
	const set = JSON.parse(readFileSync(file, 'utf8')) as Labelled[]
	const misses: string[] = []
	for (const f of set) {
		const got = groceryCategory({ name: f.name, category: f.category })
		if (got !== f.aisle) misses.push(`${f.name} [${f.category}]: ${got}, labelled ${f.aisle}`)
	}
	const correct = set.length - misses.length
	return { n: set.length, correct, accuracy: Math.round((1000 * correct) / set.length) / 10, misses }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
	const r = benchGroceryAisles()
	const heldOut = benchGroceryAisles(path.join(path.dirname(fileURLToPath(import.meta.url)), 'grocery-aisles-test.json'))
	console.log(`aisle accuracy, held-out set: ${heldOut.correct}/${heldOut.n} (${heldOut.accuracy} %)`)
	for (const m of heldOut.misses) console.log(`  ${m}`)
	console.log(`aisle accuracy, development set: ${r.correct}/${r.n} (${r.accuracy} %)`)
}

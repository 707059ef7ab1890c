/**
 * Finding the bundled data files in a folder and fingerprinting them (SHA-256), so that an import
 * of identical files is skipped.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const FOODS_FILE = 'foods.csv'
const PORTIONS_FILE = 'portions.csv'
const BRANDED_FILE = 'branded.csv'
const USDA_BRANDED_FILE = 'usda_branded.csv'

/**
 * The data files of one import; `branded` (Open Food Facts) and `usdaBranded` (USDA Branded
 * Foods) are optional (the sample has no Open Food Facts file: its `off` rows are in foods.csv).
 */
export interface DataFiles {
	foods: string
	portions: string
	branded: string | null
	usdaBranded: string | null
}

/**
 * The data files in `dataDir`, each as `NAME.gz` or plain `NAME`.
 * @throws Error when foods.csv(.gz) or portions.csv(.gz) is missing.
 */
export function locateFiles(dataDir: string): DataFiles {
	const find = (base: string) => {
		for (const candidate of [`${base}.gz`, base]) {
			const file = path.resolve(dataDir, candidate)
			if (fs.existsSync(file)) return file
		}
		return null
	}
	const foods = find(FOODS_FILE)
	const portions = find(PORTIONS_FILE)
	if (!foods || !portions) {
		throw new Error(
			`importFoods: ${FOODS_FILE}(.gz) and ${PORTIONS_FILE}(.gz) are required in ${path.resolve(dataDir)}`,
		)
	}
	return { foods, portions, branded: find(BRANDED_FILE), usdaBranded: find(USDA_BRANDED_FILE) }
}

/** SHA-256 of a file's bytes, hex. */
export async function sha256File(file: string): Promise<string> {
	const hash = createHash('sha256')
	for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
	return hash.digest('hex')
}

/** SHA-256 of a string, hex. */
export function sha256Text(text: string): string {
	return createHash('sha256').update(text).digest('hex')
}

/**
 * Builds the full-panel label test set in tests/fixtures/labels-full/: US 'Nutrition Facts'
 * panels that print every mandatory line (saturated and trans fat, cholesterol, sodium, added
 * sugars on 2020 panels, vitamin D, calcium, iron, potassium), so the reader of those lines is
 * scored on labels it was not written against (a held-out set: the products are chosen by the
 * rule below, not by how they read).
 *
 * Products: SR Legacy rows of the bundled sample (db/data/sample/foods.csv and
 * micronutrients.csv) in packaged-food categories, with a household serving and every value the
 * panel prints known, not in the first label set (tests/fixtures/labels/products.ts); sorted by
 * FDC id, ten taken at even steps; formats alternate 2020 / 2016.
 *
 * Values are the row's per-100 g values × the serving, rounded as 21 CFR 101.9(c) requires:
 * fats as fat (0.5 g steps under 5 g), cholesterol 0 under 2 mg, 'Less than 5mg' from 2 to 5 mg
 * (read as 0, like 'less than 1g'), else 5 mg steps; 2020 panels print vitamin D to 0.1 µg,
 * calcium and potassium to 10 mg, iron to 0.1 mg with their %DV; 2016 panels print vitamin A, C,
 * calcium and iron as %DV only (2–10 % in 2 % steps, to 50 % in 5 % steps, above in 10 % steps;
 * under 2 % as 0 %), so the expected calcium and iron there are that percentage of the 1993 Daily
 * Values (1,000 mg, 18 mg). The USDA rows carry no trans fat or added sugars: panels print them as
 * 0 g, a layout value (scored, but weak evidence). Vitamin A on 2016 panels is µg RAE over 1,500 µg
 * (5,000 IU of retinol) and is not scored.
 *
 * Images: one clean PNG per product (Chromium, the first set's style) and one degraded variant
 * (rotated 3–7°, blurred, low contrast or JPEG 40, in turn).
 *
 * Run: `npx tsx scripts/generate-full-label-fixtures.ts` (uses /usr/bin/chromium or CHROMIUM_PATH).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { chromium } from 'playwright-core'
import sharp, { type Sharp } from 'sharp'
import { LABEL_PRODUCTS, labelValues, roundFat, type LabelValues } from '../tests/fixtures/labels/products.ts'
import { dv, head2016, page } from './generate-label-fixtures.ts'

const OUT = path.resolve('tests/fixtures/labels-full')
const SAMPLE = path.resolve('db/data/sample')
const CATEGORIES = new Set(['Snacks', 'Sweets', 'Baked Products', 'Breakfast Cereals', 'Dairy and Egg Products', 'Soups, Sauces, and Gravies', 'Beverages', 'Sausages and Luncheon Meats'])
const COUNT = 10

type Row = Record<string, string>
/** What a full panel prints beyond LabelValues, as the reader should give it back (g, mg, µg). */
type Extras = { saturated_fat_g: number; trans_fat_g: number; cholesterol_mg: number; calcium_mg: number; iron_mg: number; added_sugars_g?: number; vitamin_d_ug?: number; potassium_mg?: number }
type Printed = { cholesterol: string; calciumPct: number; ironPct: number; vitaminDPct: number; potassiumPct: number; vitaminAPct: number; vitaminCPct: number }

/** %DV as labels round it (21 CFR 101.9(c)(8)(iii)). */
function roundPercent(p: number): number {
	if (p < 2) return 0
	if (p <= 10) return Math.round(p / 2) * 2
	return p <= 50 ? Math.round(p / 5) * 5 : Math.round(p / 10) * 10
}
const round = (v: number, step: number) => Math.round(v / step) * step
const tidy = (v: number) => Math.round(v * 1000) / 1000

function extrasOf(format: '2016' | '2020', micro: Row, grams: number): { extras: Extras; printed: Printed } {
	const per = (k: string) => (Number(micro[k] || 0) * grams) / 100
	const chol = per('cholesterol_mg')
	const cholesterol = chol < 2 ? 0 : chol <= 5 ? 0 : round(chol, 5)
	const printedChol = chol >= 2 && chol <= 5 ? 'Less than 5mg' : `${cholesterol}mg`
	const base = { saturated_fat_g: roundFat(per('saturated_fat_g')), trans_fat_g: 0, cholesterol_mg: cholesterol }
	const vitaminAPct = roundPercent((per('vitamin_a_rae_ug') / 1500) * 100)
	const vitaminCPct = roundPercent((per('vitamin_c_mg') / 60) * 100)
	if (format === '2016') {
		const calciumPct = roundPercent((per('calcium_mg') / 1000) * 100)
		const ironPct = roundPercent((per('iron_mg') / 18) * 100)
		return {
			extras: { ...base, calcium_mg: tidy((calciumPct / 100) * 1000), iron_mg: tidy((ironPct / 100) * 18) },
			printed: { cholesterol: printedChol, calciumPct, ironPct, vitaminDPct: 0, potassiumPct: 0, vitaminAPct, vitaminCPct },
		}
	}
	const vitaminD = tidy(round(per('vitamin_d_ug'), 0.1))
	const calcium = round(per('calcium_mg'), 10)
	const iron = tidy(round(per('iron_mg'), 0.1))
	const potassium = round(per('potassium_mg'), 10)
	return {
		extras: { ...base, added_sugars_g: 0, vitamin_d_ug: vitaminD, calcium_mg: calcium, iron_mg: iron, potassium_mg: potassium },
		printed: {
			cholesterol: printedChol,
			calciumPct: roundPercent((calcium / 1300) * 100),
			ironPct: roundPercent((iron / 18) * 100),
			vitaminDPct: roundPercent((vitaminD / 20) * 100),
			potassiumPct: roundPercent((potassium / 4700) * 100),
			vitaminAPct,
			vitaminCPct,
		},
	}
}

const row = (left: string, right = '', cls = '') => `<div class="row${cls ? ` ${cls}` : ''}"><span>${left}</span><b>${right}</b></div>`

/** Total fat to dietary fiber, both formats; `ref` the Daily Values the panel's percentages use (2020: 78, 2,300, 275, 28 g/mg; before: 65, 2,400, 300, 25). */
function fatToFiber(v: LabelValues, e: Extras, p: Printed, ref: { fat: number; sodium: number; carbs: number; fiber: number }): string {
	return [
		row(`<b>Total Fat</b> ${v.fatG}g`, dv(v.fatG, ref.fat)),
		row(`Saturated Fat ${e.saturated_fat_g}g`, dv(e.saturated_fat_g, 20), 'indent'),
		row(`<i>Trans</i> Fat ${e.trans_fat_g}g`, '', 'indent'),
		row(`<b>Cholesterol</b> ${p.cholesterol}`, dv(e.cholesterol_mg, 300)),
		row(`<b>Sodium</b> ${v.sodiumMg}mg`, dv(v.sodiumMg, ref.sodium)),
		row(`<b>Total Carbohydrate</b> ${v.carbsG}g`, dv(v.carbsG, ref.carbs)),
		row(`Dietary Fiber ${v.fiberG}g`, dv(v.fiberG, ref.fiber), 'indent'),
	].join('\n\t')
}

function panel2020(name: string, v: LabelValues, e: Extras, p: Printed): string {
	return `<div class="label" id="label">
	<div class="name">${name}</div>
	<div class="title">Nutrition Facts</div>
	<div class="serving20"><span>Serving size</span><span>${v.household} (${v.servingGrams}g)</span></div>
	<div class="row thick bold small"><span>Amount per serving</span></div>
	<div class="cal20"><span class="k">Calories</span><span class="v">${v.kcal}</span></div>
	<div class="row medium bold small"><span></span><span>% Daily Value*</span></div>
	${fatToFiber(v, e, p, { fat: 78, sodium: 2300, carbs: 275, fiber: 28 })}
	${row(`Total Sugars ${v.sugarG}g`, '', 'indent')}
	${row(`Includes ${e.added_sugars_g}g Added Sugars`, '0%', 'indent')}
	${row(`<b>Protein</b> ${v.proteinG}g`, '', 'thick')}
	${row(`Vitamin D ${e.vitamin_d_ug}mcg`, `${p.vitaminDPct}%`)}
	${row(`Calcium ${e.calcium_mg}mg`, `${p.calciumPct}%`)}
	${row(`Iron ${e.iron_mg}mg`, `${p.ironPct}%`)}
	${row(`Potassium ${e.potassium_mg}mg`, `${p.potassiumPct}%`)}
	<div class="foot">* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.</div>
</div>`
}

function panel2016(name: string, v: LabelValues, e: Extras, p: Printed): string {
	return `${head2016(name, v)}
	${fatToFiber(v, e, p, { fat: 65, sodium: 2400, carbs: 300, fiber: 25 })}
	${row(`Sugars ${v.sugarG}g`, '', 'indent')}
	${row(`<b>Protein</b> ${v.proteinG}g`)}
	<div class="row thick"><span>Vitamin A ${p.vitaminAPct}%</span><span>•</span><span>Vitamin C ${p.vitaminCPct}%</span></div>
	<div class="row"><span>Calcium ${p.calciumPct}%</span><span>•</span><span>Iron ${p.ironPct}%</span></div>
	<div class="foot">* Percent Daily Values are based on a 2,000 calorie diet. Your daily values may be higher or lower depending on your calorie needs.</div>
</div>`
}

const DEGRADE: Array<{ variant: 'rotated' | 'blurred' | 'low-contrast' | 'jpeg-40'; ext: 'png' | 'jpg'; run: (img: Sharp, i: number) => Sharp }> = [
	{ variant: 'rotated', ext: 'png', run: (img, i) => img.rotate(3 + (i % 5), { background: '#ffffff' }) },
	{ variant: 'blurred', ext: 'png', run: (img) => img.blur(1.6) },
	{ variant: 'low-contrast', ext: 'png', run: (img) => img.linear(0.35, 150) },
	{ variant: 'jpeg-40', ext: 'jpg', run: (img) => img.jpeg({ quality: 40 }) },
]

async function main() {
	const foods = parse(readFileSync(path.join(SAMPLE, 'foods.csv'), 'utf8'), { columns: true }) as Row[]
	const micros = new Map((parse(readFileSync(path.join(SAMPLE, 'micronutrients.csv'), 'utf8'), { columns: true }) as Row[]).map((r) => [r.fdc_id!, r]))
	const taken = new Set(LABEL_PRODUCTS.map((p) => String(p.fdcId)))
	const needMacro = ['kcal', 'fat_g', 'carbs_g', 'protein_g', 'fiber_g', 'sugar_g', 'sodium_mg', 'serving_size', 'household_serving']
	const needMicro = ['saturated_fat_g', 'cholesterol_mg', 'calcium_mg', 'iron_mg', 'potassium_mg', 'vitamin_d_ug']
	const candidates = foods
		.filter((r) => r.source === 'sr_legacy' && CATEGORIES.has(r.category!) && !taken.has(r.fdc_id!) && needMacro.every((k) => r[k]) && micros.has(r.fdc_id!) && needMicro.every((k) => micros.get(r.fdc_id!)![k] !== ''))
		.sort((a, b) => Number(a.fdc_id) - Number(b.fdc_id))
	const step = candidates.length / COUNT
	const chosen = Array.from({ length: COUNT }, (_, i) => candidates[Math.floor(i * step)]!)

	mkdirSync(OUT, { recursive: true })
	const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
	const tab = await (await browser.newContext({ deviceScaleFactor: 2 })).newPage()
	const fixtures: unknown[] = []
	for (const [i, r] of chosen.entries()) {
		const format = i % 2 === 0 ? '2020' : '2016'
		const num = (k: string) => Number(r[k] || 0)
		const v = labelValues({ fdcId: num('fdc_id'), householdServing: r.household_serving || null, servingGrams: num('serving_size'), kcal: num('kcal'), fatG: num('fat_g'), carbsG: num('carbs_g'), proteinG: num('protein_g'), fiberG: num('fiber_g'), sugarG: num('sugar_g'), sodiumMg: num('sodium_mg') })
		const { extras, printed } = extrasOf(format, micros.get(r.fdc_id!)!, num('serving_size'))
		const name = r.name!.split(',').slice(0, 2).join(',')
		await tab.setContent(page(format === '2020' ? panel2020(name, v, extras, printed) : panel2016(name, v, extras, printed)))
		const png = (await tab.locator('#label').screenshot({ type: 'png' })) as Buffer
		const { household: _household, ...values } = v
		const expected = { ...values, ...extras }
		const file = `${r.fdc_id}-${format}-clean.png`
		writeFileSync(path.join(OUT, file), png)
		fixtures.push({ file, fdcId: num('fdc_id'), format, variant: 'clean', name: r.name, expected })
		const d = DEGRADE[i % DEGRADE.length]!
		const dfile = `${r.fdc_id}-${format}-${d.variant}.${d.ext}`
		const img = d.run(sharp(png).flatten({ background: '#ffffff' }), i)
		writeFileSync(path.join(OUT, dfile), d.ext === 'png' ? await img.png().toBuffer() : await img.toBuffer())
		fixtures.push({ file: dfile, fdcId: num('fdc_id'), format, variant: d.variant, name: r.name, expected })
	}
	await browser.close()
	writeFileSync(path.join(OUT, 'labels.json'), `${JSON.stringify({ fixtures }, null, '\t')}\n`)
	console.log(`${chosen.length} full panels, ${fixtures.length} images → ${OUT}`)
}

await main()

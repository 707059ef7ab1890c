/**
 * Builds the nutrition-label test set in tests/fixtures/labels/ ("Measured, not hoped"):
 *
 * - one clean PNG per product of tests/fixtures/labels/products.ts, rendered from HTML in
 *   Chromium (US 2016 or 2020 panel) with the values of the product's USDA sample row;
 * - degraded variants: rotated 3–7°, Gaussian blur, low contrast, JPEG quality 40 (sharp), and a
 *   perspective view (a CSS 3D transform rendered in Chromium);
 * - camera-label.mjpeg: 640×480 JPEG frames of one label, for Chromium's fake camera
 *   (`--use-file-for-fake-video-capture`);
 * - not-an-image.jpg (text with a .jpg name) and plate-no-label.png (a picture with no text);
 * - labels.json: every image with its format, variant and the values it prints.
 *
 * Run: `npx tsx scripts/generate-label-fixtures.ts` (uses /usr/bin/chromium or CHROMIUM_PATH).
 * Deterministic apart from PNG encoder details; re-running rewrites the set.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'csv-parse/sync'
import { chromium } from 'playwright-core'
import sharp, { type Sharp } from 'sharp'
import { LABEL_PRODUCTS, labelValues, type LabelFixture, type LabelProduct, type LabelSourceRow, type LabelValues } from '../tests/fixtures/labels/products.ts'

const OUT = path.resolve('tests/fixtures/labels')
const SAMPLE = path.resolve('db/data/sample/foods.csv')

type CsvRow = Record<string, string>

function sourceRows(): Map<number, LabelSourceRow> {
	const rows = parse(readFileSync(SAMPLE, 'utf8'), { columns: true }) as CsvRow[]
	const out = new Map<number, LabelSourceRow>()
	const num = (v: string | undefined) => (v ? Number(v) : 0)
	for (const r of rows) {
		if (!r.fdc_id) continue
		out.set(Number(r.fdc_id), {
			fdcId: Number(r.fdc_id),
			householdServing: r.household_serving || null,
			servingGrams: num(r.serving_size),
			kcal: num(r.kcal),
			fatG: num(r.fat_g),
			carbsG: num(r.carbs_g),
			proteinG: num(r.protein_g),
			fiberG: num(r.fiber_g),
			sugarG: num(r.sugar_g),
			sodiumMg: num(r.sodium_mg),
		})
	}
	return out
}

/** % Daily Value, rounded to a whole percent. Reference amounts: 21 CFR 101.9(c)(8)(iv) (2020) and the pre-2016 values. */
export function dv(amount: number, reference: number): string {
	return `${Math.round((amount / reference) * 100)}%`
}

const fmt = (g: number) => String(g)

export const STYLE = `
	* { box-sizing: border-box; margin: 0; padding: 0; }
	body { background: #fff; font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; color: #000; padding: 24px; }
	.label { width: 340px; border: 2px solid #000; padding: 6px 8px; background: #fff; }
	.title { font-size: 38px; font-weight: 900; letter-spacing: -0.5px; line-height: 1; }
	.row { display: flex; justify-content: space-between; border-top: 1px solid #000; font-size: 15px; line-height: 1.5; }
	.indent { padding-left: 16px; }
	.thick { border-top: 10px solid #000; }
	.medium { border-top: 5px solid #000; }
	.bold { font-weight: 700; }
	.small { font-size: 12px; line-height: 1.4; }
	.cal20 { display: flex; justify-content: space-between; align-items: flex-end; font-weight: 900; }
	.cal20 .k { font-size: 30px; }
	.cal20 .v { font-size: 42px; line-height: 1; }
	.serving20 { display: flex; justify-content: space-between; font-size: 19px; font-weight: 900; }
	.right { text-align: right; }
	.foot { font-size: 11px; border-top: 5px solid #000; padding-top: 4px; line-height: 1.3; }
	.name { font-size: 14px; margin-bottom: 6px; }
`

function label2020(name: string, v: LabelValues): string {
	return `<div class="label" id="label">
	<div class="name">${name}</div>
	<div class="title">Nutrition Facts</div>
	<div class="row" style="border-top:1px solid #000"><span>Serving size per package label</span></div>
	<div class="serving20"><span>Serving size</span><span>${v.household} (${v.servingGrams}g)</span></div>
	<div class="row thick bold small"><span>Amount per serving</span></div>
	<div class="cal20"><span class="k">Calories</span><span class="v">${v.kcal}</span></div>
	<div class="row medium bold small"><span></span><span>% Daily Value*</span></div>
	<div class="row"><span><b>Total Fat</b> ${fmt(v.fatG)}g</span><b>${dv(v.fatG, 78)}</b></div>
	<div class="row"><span><b>Sodium</b> ${v.sodiumMg}mg</span><b>${dv(v.sodiumMg, 2300)}</b></div>
	<div class="row"><span><b>Total Carbohydrate</b> ${v.carbsG}g</span><b>${dv(v.carbsG, 275)}</b></div>
	<div class="row indent"><span>Dietary Fiber ${v.fiberG}g</span><b>${dv(v.fiberG, 28)}</b></div>
	<div class="row indent"><span>Total Sugars ${v.sugarG}g</span><span></span></div>
	<div class="row thick"><span><b>Protein</b> ${v.proteinG}g</span><span></span></div>
	<div class="foot">* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.</div>
</div>`.replace('<div class="row" style="border-top:1px solid #000"><span>Serving size per package label</span></div>', '')
}

/** The 2016 panel's top: name, title, serving size, calories with calories from fat, the %DV heading. */
export function head2016(name: string, v: LabelValues): string {
	const fromFat = Math.round((v.fatG * 9) / 10) * 10
	return `<div class="label" id="label">
	<div class="name">${name}</div>
	<div class="title">Nutrition Facts</div>
	<div class="row" style="border-top:none"><span>Serving Size ${v.household} (${v.servingGrams}g)</span></div>
	<div class="row thick bold small"><span>Amount Per Serving</span></div>
	<div class="row"><span><b>Calories</b> ${v.kcal}</span><span>Calories from Fat ${fromFat}</span></div>
	<div class="row medium bold small"><span></span><span>% Daily Value*</span></div>`
}

function label2016(name: string, v: LabelValues): string {
	return `${head2016(name, v)}
	<div class="row"><span><b>Total Fat</b> ${fmt(v.fatG)}g</span><b>${dv(v.fatG, 65)}</b></div>
	<div class="row"><span><b>Sodium</b> ${v.sodiumMg}mg</span><b>${dv(v.sodiumMg, 2400)}</b></div>
	<div class="row"><span><b>Total Carbohydrate</b> ${v.carbsG}g</span><b>${dv(v.carbsG, 300)}</b></div>
	<div class="row indent"><span>Dietary Fiber ${v.fiberG}g</span><b>${dv(v.fiberG, 25)}</b></div>
	<div class="row indent"><span>Sugars ${v.sugarG}g</span><span></span></div>
	<div class="row"><span><b>Protein</b> ${v.proteinG}g</span><span></span></div>
	<div class="foot">* Percent Daily Values are based on a 2,000 calorie diet. Your daily values may be higher or lower depending on your calorie needs.</div>
</div>`
}

export function page(body: string, extraStyle = ''): string {
	return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}${extraStyle}</style></head><body>${body}</body></html>`
}

async function main() {
	mkdirSync(OUT, { recursive: true })
	const rows = sourceRows()
	const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
	const context = await browser.newContext({ deviceScaleFactor: 2 })
	const tab = await context.newPage()
	const fixtures: LabelFixture[] = []
	const clean = new Map<string, Buffer>()

	async function render(product: LabelProduct, html: string): Promise<Buffer> {
		await tab.setContent(html)
		return (await tab.locator('#label').screenshot({ type: 'png' })) as Buffer
	}

	for (const product of LABEL_PRODUCTS) {
		const row = rows.get(product.fdcId)
		if (!row) throw new Error(`FDC ${product.fdcId} is not in ${SAMPLE}`)
		const values = labelValues(row)
		const body = product.format === '2020' ? label2020(product.brandless, values) : label2016(product.brandless, values)
		const png = await render(product, page(body))
		const file = `${product.fdcId}-${product.format}-clean.png`
		writeFileSync(path.join(OUT, file), png)
		clean.set(file, png)
		fixtures.push({ file, fdcId: product.fdcId, format: product.format, variant: 'clean', expected: values })

		// Perspective: the panel seen from the side, rendered by Chromium with a CSS 3D transform.
		if (LABEL_PRODUCTS.indexOf(product) % 3 === 0) {
			const tilt = `body { perspective: 900px; padding: 60px; } .label { transform: rotateY(-24deg) rotateX(10deg); }`
			await tab.setContent(page(body.replace('id="label"', 'id="inner"'), tilt).replace('<body>', '<body><div id="label" style="display:inline-block;padding:30px;background:#fff">').replace('</body>', '</div></body>'))
			const shot = (await tab.locator('#label').screenshot({ type: 'png' })) as Buffer
			const pfile = `${product.fdcId}-${product.format}-perspective.png`
			writeFileSync(path.join(OUT, pfile), shot)
			fixtures.push({ file: pfile, fdcId: product.fdcId, format: product.format, variant: 'perspective', expected: values })
		}
	}

	// sharp degradations, spread over the products so every kind appears at least twice.
	const degraders: Array<{ variant: LabelFixture['variant']; ext: 'png' | 'jpg'; degrees?: number; run: (img: Sharp, degrees: number) => Sharp }> = [
		{ variant: 'rotated', ext: 'png', run: (img, degrees) => img.rotate(degrees, { background: '#ffffff' }) },
		{ variant: 'blurred', ext: 'png', run: (img) => img.blur(1.6) },
		{ variant: 'low-contrast', ext: 'png', run: (img) => img.linear(0.35, 150) },
		{ variant: 'jpeg-40', ext: 'jpg', run: (img) => img.jpeg({ quality: 40 }) },
	]
	const cleanFixtures = fixtures.filter((f) => f.variant === 'clean')
	cleanFixtures.forEach((f, i) => {
		const d = degraders[(i + Math.floor(i / 2)) % degraders.length]!
		const again = degraders[(i + Math.floor(i / 2) + 2) % degraders.length]!
		for (const deg of i < 8 ? [d, again] : [d]) {
			const degrees = deg.variant === 'rotated' ? 3 + (i % 5) : undefined
			const name = `${f.fdcId}-${f.format}-${deg.variant}${degrees ? `-${degrees}deg` : ''}.${deg.ext}`
			fixtures.push({ file: name, fdcId: f.fdcId, format: f.format, variant: deg.variant, ...(degrees ? { degrees } : {}), expected: f.expected })
		}
	})
	for (const f of fixtures) {
		if (f.variant === 'clean' || f.variant === 'perspective') continue
		const source = clean.get(`${f.fdcId}-${f.format}-clean.png`)!
		const d = degraders.find((x) => x.variant === f.variant)!
		let img = sharp(source).flatten({ background: '#ffffff' })
		img = d.run(img, f.degrees ?? 0)
		const out = d.ext === 'png' ? await img.png().toBuffer() : await img.toBuffer()
		writeFileSync(path.join(OUT, f.file), out)
	}

	// The fake camera's video: a 640×480 MJPEG (concatenated JPEG frames) of the first 2020 label.
	const camera = cleanFixtures.find((f) => f.format === '2020')!
	const frame = await sharp(clean.get(camera.file)!)
		.resize({ width: 640, height: 480, fit: 'contain', background: '#ffffff' })
		.jpeg({ quality: 92 })
		.toBuffer()
	writeFileSync(path.join(OUT, 'camera-label.mjpeg'), Buffer.concat(Array.from({ length: 30 }, () => frame)))

	// Not an image: text saved under a .jpg name. A photo with no label: shapes, no text.
	writeFileSync(path.join(OUT, 'not-an-image.jpg'), 'This is a text file, not a photo.\n')
	await tab.setContent(
		page(
			'<div id="label" style="width:480px;height:360px;background:#e8d9b5;position:relative"><div style="position:absolute;left:90px;top:50px;width:300px;height:260px;border-radius:50%;background:#fafafa;border:8px solid #ddd"></div><div style="position:absolute;left:160px;top:110px;width:90px;height:90px;border-radius:50%;background:#d33"></div><div style="position:absolute;left:240px;top:150px;width:80px;height:60px;border-radius:40%;background:#4a3"></div></div>',
		),
	)
	writeFileSync(path.join(OUT, 'plate-no-label.png'), (await tab.locator('#label').screenshot({ type: 'png' })) as Buffer)

	await browser.close()
	const manifest = { camera: { file: 'camera-label.mjpeg', from: camera.file, fdcId: camera.fdcId, expected: camera.expected }, fixtures }
	writeFileSync(path.join(OUT, 'labels.json'), `${JSON.stringify(manifest, null, '\t')}\n`)
	const degraded = fixtures.filter((f) => f.variant !== 'clean').length
	console.log(`${cleanFixtures.length} clean labels, ${degraded} degraded variants → ${OUT}`)
}

// Run as a script (the full-panel generator imports the panel style from here).
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()

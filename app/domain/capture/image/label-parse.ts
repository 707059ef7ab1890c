/**
 * Reads the values of a US 'Nutrition Facts' panel out of OCR text (engine 2). Pure and
 * isomorphic: the OCR itself is in ocr-pool.server.ts.
 *
 * Both US formats are understood: the panel in use until the FDA's 2016 rule ('Serving Size …',
 * 'Calories 230 Calories from Fat 72', 'Sugars') and the panel of that rule, required from 2020
 * ('Serving size 2/3 cup (55g)', a large 'Calories' line, 'Total Sugars', 'Includes …g Added
 * Sugars').
 *
 * OCR slips this tolerates: a final 'g' read as '9' or 'q' ('8g' → '89' after a number the
 * label's %DV contradicts), 'O'/'o' for 0, 'l'/'I' for 1 inside numbers, ',' for '.', and the
 * value on the line below its name (the 2020 calories).
 */
import type { Nutrients } from '#app/domain/nutrition/index.ts'
import { amountFromPercentDv, type LabelDailyValueKey } from '#app/domain/nutrition/label-daily-values.ts'

/**
 * The label's other mandatory lines, per one labelled serving, keyed as the micronutrient list
 * (g, mg, µg; app/domain/nutrition/micronutrients.ts) plus the two lines with no stored column
 * (trans fat, added sugars). null = not found. Where only a '% DV' is printed the amount is that
 * share of the FDA Daily Value (app/domain/nutrition/label-daily-values.ts); {@link LabelExtras.fromPercent}
 * names those.
 */
export type LabelExtras = {
	saturated_fat_g: number | null
	trans_fat_g: number | null
	cholesterol_mg: number | null
	added_sugars_g: number | null
	vitamin_d_ug: number | null
	calcium_mg: number | null
	iron_mg: number | null
	potassium_mg: number | null
	/** Keys whose amount was worked out from a printed percentage. */
	fromPercent: Array<Exclude<keyof LabelExtras, 'fromPercent'>>
}

/** What was read. Nutrients per one labelled serving (kcal, g, mg); null = not found on the label. */
export type ParsedLabel = {
	/** Serving size as printed, e.g. '2/3 cup (55g)'. */
	servingText: string | null
	/** The serving's weight in g (or volume in ml), when printed. */
	servingAmount: number | null
	servingUnit: 'g' | 'ml' | null
	nutrients: Nutrients
	/** Saturated and trans fat, cholesterol, added sugars, vitamin D, calcium, iron, potassium. */
	extras: LabelExtras
	/** How many of the six scored nutrient fields (kcal, fat, carbs, protein, fiber, sugars) were found. */
	found: number
	/** True when the text names a nutrition panel ('Nutrition Facts', 'Amount per serving', '% Daily Value'). */
	looksLikeLabel: boolean
}

/** FDA daily reference values (g, mg), 2020 labels (21 CFR 101.9(c)(8)(iv)) and the earlier ones, for the %DV cross-check. */
const DAILY_VALUES = {
	fatG: [78, 65],
	carbsG: [275, 300],
	fiberG: [28, 25],
	sodiumMg: [2300, 2400],
} as const

/** Characters OCR puts in place of digits inside a number. */
function digitsOf(raw: string): string {
	return raw.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1').replace(/[Ss](?=\d)/g, '5').replace(/,/g, '.')
}

/** A number as OCR may give it: digits, or O/o/l/I/| standing for 0 and 1 (at least one character, then digits, dots, commas). */
const NUM = String.raw`[\dOolI|][\dOolI|.,]*`
/** A number followed by a weight unit as OCR gives it ('8g', '8 g', '8q', 'Og', '120mg'). */
const AMOUNT = new RegExp(String.raw`(?<![\dA-Za-z])(${NUM})\s?(mg|g|q|ml)?(?![a-z])`, 'i')

/** The number in `raw` (after OCR digit fixes), or null when it is not a plain number. */
export function toNumber(raw: string): number | null {
	const s = digitsOf(raw).replace(/\.$/, '')
	if (!/^\d+(\.\d+)?$/.test(s) && !/^\.\d+$/.test(s)) return null
	const n = Number(s)
	return Number.isFinite(n) ? n : null
}

type Amount = { value: number; unit: string | null; digits: string }

/** The first amount after `start` in `line`. */
function amountAfter(line: string, start: number): Amount | null {
	const rest = line.slice(start)
	// 'less than 1g' / '<1g' are printed for amounts under 1 g: read as 0.5 g? No — labels mean < 1 g; we keep 0.
	if (/^\s*(less than|<)\s*1\s*g/i.test(rest)) return { value: 0, unit: 'g', digits: '0' }
	const m = AMOUNT.exec(rest)
	if (!m) return null
	const value = toNumber(m[1]!)
	if (value === null) return null
	return { value, unit: m[2]?.toLowerCase() ?? null, digits: digitsOf(m[1]!) }
}

/** A percent on the same line ('10%', '10 %'), to cross-check a grams value. */
function percentOn(line: string): number | null {
	const m = /(\d{1,3})\s?%/.exec(digitsOf(line))
	return m ? Number(m[1]) : null
}

/**
 * Grams from an amount whose unit may be an OCR slip: '89' with no unit on a line whose %DV
 * says 10 % is 8 g; '8' with unit '9' is 8 g already (the regex split it).
 */
function grams(a: Amount, line: string, dv?: readonly number[]): number {
	if (a.unit === 'g' || a.unit === '9' || a.unit === 'q') return a.value
	// No unit and a trailing 9: the 'g' was read as '9' unless the %DV says otherwise.
	// Labels print at most one decimal (fat in 0.5 g steps), so '3.59' is '3.5g'.
	if (a.unit === null && /\.\d9$/.test(a.digits)) return Number(a.digits.slice(0, -1))
	if (a.unit === null && /\d9$/.test(a.digits) && !a.digits.includes('.')) {
		const without = Number(a.digits.slice(0, -1))
		const pct = percentOn(line)
		if (pct !== null && dv) {
			const fits = (g: number) => dv.some((ref) => Math.abs((g / ref) * 100 - pct) <= 1.5)
			if (fits(a.value) && !fits(without)) return a.value
		}
		return without
	}
	return a.value
}

type Field = 'kcal' | 'fatG' | 'carbsG' | 'proteinG' | 'fiberG' | 'sugarG' | 'sodiumMg'

/** Line names → field. Order matters: the first that matches a line wins. */
const FIELDS: Array<{ field: Field; re: RegExp; dv?: readonly number[] }> = [
	{ field: 'fatG', re: /\btotal\s*fat\b/i, dv: DAILY_VALUES.fatG },
	{ field: 'carbsG', re: /\b(total\s*)?carbo?hydrate?s?\b|\btotal\s*carb\.?\b/i, dv: DAILY_VALUES.carbsG },
	{ field: 'fiberG', re: /\b(dietary\s*)?fib(er|re)\b/i, dv: DAILY_VALUES.fiberG },
	{ field: 'sugarG', re: /^(?!.*\badded\b).*\b(total\s*)?sugars?\b/i },
	{ field: 'proteinG', re: /\bprotein\b/i },
	{ field: 'sodiumMg', re: /\bsodium\b/i, dv: DAILY_VALUES.sodiumMg },
]

/**
 * Parses OCR text of a nutrition panel.
 *
 * @example parseLabelText('Serving size 1 oz (28g)\nCalories 110\nTotal Fat 1g 1%\n…')
 *   → { servingText: '1 oz (28g)', servingAmount: 28, servingUnit: 'g', nutrients: { kcal: 110, fatG: 1, … } }
 */
export function parseLabelText(text: string): ParsedLabel {
	const lines = text
		.split(/\r?\n/)
		.map((l) => l.replace(/\s+/g, ' ').trim())
		.filter(Boolean)
	// 2020 panels with a long serving text wrap the bold 'Serving size' over two lines:
	// 'Serving 1 package 1.76 oz' / 'size (49g)'.
	for (let i = 0; i + 1 < lines.length; i++) {
		const head = /^serving\b(?!\s*size)\s*(.*)$/i.exec(lines[i]!)
		const tail = /^size\b\s*(.*)$/i.exec(lines[i + 1]!)
		if (head && tail) lines.splice(i, 2, `Serving size ${head[1]} ${tail[1]}`.replace(/\s+/g, ' ').trim())
	}
	const values: Partial<Record<Field, number>> = {}
	let servingText: string | null = null
	let servingAmount: number | null = null
	let servingUnit: 'g' | 'ml' | null = null

	for (let i = 0; i < lines.length; i++) {
		const line = lines[i]!
		// Serving size 2/3 cup (55g) | Serving Size 1 cup (228g) | Serving size 240 mL
		const serving = /\bserving\s*size\b[:\s]*(.*)$/i.exec(line)
		if (serving && servingText === null) {
			let rest = serving[1]!.trim()
			if (!rest && lines[i + 1]) rest = lines[i + 1]!
			servingText = rest || null
			const weight = new RegExp(String.raw`\(?\s*(?:about\s*)?(${NUM})\s?(g|9|q|ml|mL)\s*\)`, 'i').exec(rest) ?? new RegExp(String.raw`(?<![\d/])(${NUM})\s?(g|ml)\b`, 'i').exec(rest)
			if (weight) {
				const n = toNumber(weight[1]!)
				if (n !== null && n > 0) {
					servingAmount = n
					servingUnit = /ml/i.test(weight[2]!) ? 'ml' : 'g'
				}
			}
			if (servingText) servingText = servingText.replace(new RegExp(String.raw`\((${NUM})\s?[9q]\)`), '($1g)')
			continue
		}
		// Calories 230 | Calories 230 Calories from Fat 72 | 'Calories' then '230' on the next line.
		const cal = /\bcalories\b(?!\s*from)/i.exec(line)
		if (cal && values.kcal === undefined && !/calories\s*a\s*day|calorie\s*diet|calories\s*per\s*gram/i.test(line)) {
			let a = amountAfter(line, cal.index + cal[0].length)
			if (!a && lines[i + 1] && /^[\dOolI|.,\s]+$/.test(lines[i + 1]!)) a = amountAfter(lines[i + 1]!, 0)
			if (a && a.unit !== 'mg' && a.unit !== 'g') {
				values.kcal = a.value
				continue
			}
		}
		for (const { field, re, dv } of FIELDS) {
			if (values[field] !== undefined) continue
			const m = re.exec(line)
			if (!m) continue
			const a = amountAfter(line, m.index + m[0].length)
			if (!a) break
			if (field === 'sodiumMg') values.sodiumMg = a.unit === 'g' ? a.value * 1000 : a.value
			else values[field] = grams(a, line, dv)
			break
		}
	}

	const nutrients: Nutrients = {
		kcal: values.kcal ?? null,
		proteinG: values.proteinG ?? null,
		carbsG: values.carbsG ?? null,
		fatG: values.fatG ?? null,
		fiberG: values.fiberG ?? null,
		sugarG: values.sugarG ?? null,
		sodiumMg: values.sodiumMg ?? null,
	}
	const extras = parseExtras(lines, /total\s*sugars|added\s*sugars|includes\s.*added/i.test(text) ? 'current' : 'before2016')
	// A sodium line printed as a percentage only (rare): its amount from the Daily Value.
	if (nutrients.sodiumMg === null) {
		const line = lines.find((l) => /\bsodium\b/i.test(l))
		const pct = line ? percentOn(line) : null
		if (pct !== null) nutrients.sodiumMg = amountFromPercentDv('sodium_mg', pct, extras.rule)
	}
	const found = (['kcal', 'fatG', 'carbsG', 'proteinG', 'fiberG', 'sugarG'] as const).filter((k) => nutrients[k] !== null).length
	const looksLikeLabel = /nutrition\s*facts|amount\s*per\s*serving|daily\s*value|serving\s*size/i.test(text)
	return { servingText, servingAmount, servingUnit, nutrients, extras: extras.values, found, looksLikeLabel }
}

type ExtraKey = Exclude<keyof LabelExtras, 'fromPercent'>

/**
 * The lines beyond the macros: name, the unit its amount is printed in, and the Daily Value key
 * for a percentage-only line. Matched in this order, the first that fits a line wins.
 */
const EXTRA_LINES: Array<{ key: ExtraKey; re: RegExp; unit: 'g' | 'mg' | 'ug'; dv?: LabelDailyValueKey }> = [
	{ key: 'saturated_fat_g', re: /\bsat(urated|\.)?\s*fat\b/i, unit: 'g', dv: 'saturated_fat_g' },
	{ key: 'trans_fat_g', re: /\btrans\s*fat\b/i, unit: 'g' },
	{ key: 'cholesterol_mg', re: /\bcholest(e|a)rol\b/i, unit: 'mg', dv: 'cholesterol_mg' },
	{ key: 'added_sugars_g', re: /\badded\s*sugars?\b/i, unit: 'g' },
	{ key: 'vitamin_d_ug', re: /\bvit(amin|\.)?\s*d\b/i, unit: 'ug', dv: 'vitamin_d_ug' },
	{ key: 'calcium_mg', re: /\bcalcium\b/i, unit: 'mg', dv: 'calcium_mg' },
	{ key: 'iron_mg', re: /\biron\b/i, unit: 'mg', dv: 'iron_mg' },
	{ key: 'potassium_mg', re: /\bpotas+ium\b/i, unit: 'mg', dv: 'potassium_mg' },
]

/** An amount with its printed unit: '2mcg', '260mg', '0g', '10 µg', '1.5g' (OCR digit slips fixed). */
const EXTRA_AMOUNT = new RegExp(String.raw`(?<![\dA-Za-z%])(${NUM})\s?(mcg|µg|ug|mg|g|q|9)(?![a-z])`, 'i')

/** `value` printed in `printed` ('g', 'mg', 'mcg'…) converted to `unit`. */
function inUnit(value: number, printed: string, unit: 'g' | 'mg' | 'ug'): number {
	const p = printed.toLowerCase()
	const asMg = p === 'mg' ? value : p === 'mcg' || p === 'µg' || p === 'ug' ? value / 1000 : value * 1000
	const out = unit === 'g' ? asMg / 1000 : unit === 'mg' ? asMg : asMg * 1000
	return Math.round(out * 10000) / 10000
}

/**
 * The extra lines named on one OCR line, in order, each with the text after its name up to the next
 * name. Panels print two or more on one line ('Vit. D 2mcg 10% • Calcium 260mg 20%' in 2020, 'Calcium
 * 20% • Iron 4%' before), and OCR reads the bullet between them as '.', '«' or nothing, so the line
 * is cut at the names rather than at a separator. `before` is the text ahead of the first name
 * ('Includes 10g' of 'Includes 10g Added Sugars'); empty for the later ones.
 */
function namedParts(line: string): Array<{ def: (typeof EXTRA_LINES)[number]; name: string; after: string; before: string }> {
	const found: Array<{ def: (typeof EXTRA_LINES)[number]; index: number; end: number }> = []
	for (const def of EXTRA_LINES) {
		for (const m of line.matchAll(new RegExp(def.re.source, 'gi'))) {
			// The first definition to claim a place wins (the order of EXTRA_LINES), as on a line of its own.
			if (!found.some((f) => m.index < f.end && m.index + m[0].length > f.index)) found.push({ def, index: m.index, end: m.index + m[0].length })
		}
	}
	found.sort((a, b) => a.index - b.index)
	return found.map((f, i) => ({
		def: f.def,
		name: line.slice(f.index, f.end),
		after: line.slice(f.end, found[i + 1]?.index ?? line.length),
		before: i === 0 ? line.slice(0, f.index) : '',
	}))
}

/**
 * Reads the lines of {@link EXTRA_LINES}: the amount printed on the line (after the name, or before
 * it in 'Includes 10g Added Sugars'), else the printed '% DV' × the Daily Value of `rule` (the 2020
 * panel's values, or the earlier ones for a panel without 'Total Sugars').
 */
function parseExtras(lines: readonly string[], rule: 'current' | 'before2016'): { values: LabelExtras; rule: 'current' | 'before2016' } {
	const values: LabelExtras = {
		saturated_fat_g: null,
		trans_fat_g: null,
		cholesterol_mg: null,
		added_sugars_g: null,
		vitamin_d_ug: null,
		calcium_mg: null,
		iron_mg: null,
		potassium_mg: null,
		fromPercent: [],
	}
	for (const raw of lines) {
		for (const { def, name, after, before } of namedParts(raw)) {
			const { key, unit, dv } = def
			if (values[key] !== null) continue
			if (/^\s*(less than|<)\s*1\s*(g|mg)/i.test(after)) {
				values[key] = 0
				continue
			}
			const a = EXTRA_AMOUNT.exec(after) ?? (key === 'added_sugars_g' ? EXTRA_AMOUNT.exec(before) : null)
			if (a) {
				const printed = /^[q9]$/i.test(a[2]!) ? 'g' : a[2]!
				const n = toNumber(a[1]!)
				if (n !== null) values[key] = inUnit(n, printed, unit)
			} else if (dv) {
				const pct = percentOn(name + after)
				if (pct !== null) {
					values[key] = amountFromPercentDv(dv, pct, rule)
					values.fromPercent.push(key)
				}
			}
		}
	}
	return { values, rule }
}

/**
 * True when `label` is a nutrition panel worth showing: it names one and gives calories and at
 * least two of fat, carbohydrate and protein.
 */
export function isReadableLabel(label: ParsedLabel): boolean {
	const macros = [label.nutrients.fatG, label.nutrients.carbsG, label.nutrients.proteinG].filter((v) => v !== null).length
	return label.nutrients.kcal !== null && macros >= 2 && (label.looksLikeLabel || label.found >= 5)
}

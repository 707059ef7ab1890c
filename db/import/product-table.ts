/**
 * The packaged products (Open Food Facts, USDA Branded Foods) held in memory while they are read
 * and ordered: a column store of typed arrays (outside the JavaScript heap), so that 695K products
 * fit beside a running server.
 */

/** Numbers kept per product, in this order (NaN = unknown). */
const PRODUCT_NUMBERS = ['kcal', 'protein_g', 'carbs_g', 'fat_g', 'fiber_g', 'sugar_g', 'sodium_mg', 'serving_size'] as const
const N = PRODUCT_NUMBERS.length

/** Rows per chunk of a {@link NumberColumn}. */
const CHUNK_ROWS = 1 << 16

/**
 * A growing column of `width` numbers per row in typed-array chunks of {@link CHUNK_ROWS} rows:
 * outside the JavaScript heap, no copy when it grows and no slack beyond the last chunk (a plain
 * array of 5.6 M doubles grows by copying and keeps up to half again as much spare).
 */
export class NumberColumn {
	readonly #chunks: Array<Float64Array | Uint32Array | Uint8Array> = []
	#length = 0
	constructor(
		readonly kind: 'f64' | 'u32' | 'u8',
		readonly width = 1,
	) {}

	push(...values: number[]): void {
		const row = this.#length % CHUNK_ROWS
		if (row === 0) {
			const size = CHUNK_ROWS * this.width
			this.#chunks.push(this.kind === 'f64' ? new Float64Array(size) : this.kind === 'u32' ? new Uint32Array(size) : new Uint8Array(size))
		}
		const chunk = this.#chunks.at(-1)!
		for (let k = 0; k < this.width; k++) chunk[row * this.width + k] = values[k]!
		this.#length++
	}

	get(i: number, k = 0): number {
		return this.#chunks[Math.floor(i / CHUNK_ROWS)]![(i % CHUNK_ROWS) * this.width + k]!
	}

	get length(): number {
		return this.#length
	}
}

/**
 * Repeated texts (brands, categories, household servings) stored once: each row keeps a number,
 * 0 for none. 425K USDA products have about 30,000 brands and 300 categories.
 */
export class TextDictionary {
	readonly #ids = new Map<string, number>()
	readonly #texts: string[] = ['']

	/** The number of `text` (0 for null). */
	id(text: string | null): number {
		if (text === null) return 0
		let id = this.#ids.get(text)
		if (id === undefined) {
			id = this.#texts.length
			this.#texts.push(text)
			this.#ids.set(text, id)
		}
		return id
	}

	text(id: number): string | null {
		return id === 0 ? null : this.#texts[id]!
	}
}

/** The texts kept per product, in this order (see {@link ProductTable.text}). */
const PRODUCT_TEXTS = ['brand', 'category', 'serving_unit', 'household_serving'] as const

/**
 * The products read so far, stored by column to keep 695K of them small: names, barcodes as
 * numbers (14 digits fit a double exactly) plus their published length, and the numbers in
 * typed-array columns outside the JavaScript heap (memory: with plain arrays and a Set
 * of seen barcodes the import held 157 MB of live heap and its process peaked at 380-480 MB
 * RSS while the first boot's server ran beside it; a 512 MB machine could not hold both). The
 * text fields (brand, category, serving unit, household serving; empty in Open Food Facts rows)
 * are numbers into one {@link TextDictionary}. A barcode seen before is dropped when the order is
 * made ({@link orderByNameLength}), keeping the file's first row for it.
 */
export class ProductTable {
	readonly names: string[] = []
	/** GTIN-14 as a number. */
	readonly codes = new NumberColumn('f64')
	/** Digits of the barcode as published (8, 12, 13 or 14). */
	readonly codeLengths = new NumberColumn('u8')
	/** {@link N} numbers per row, NaN when empty. */
	readonly numbers = new NumberColumn('f64', N)
	/** 1 when the row's kcal is an Atwater estimate. */
	readonly kcalEstimated = new NumberColumn('u8')
	/** 1 when the row's values cannot be true (db/import/trust.ts): stored as hidden. */
	readonly impossible = new NumberColumn('u8')
	/** Brand, category, serving unit and household serving as {@link TextDictionary} numbers. */
	readonly texts = new NumberColumn('u32', PRODUCT_TEXTS.length)
	readonly dictionary = new TextDictionary()
	skipped = 0
	/** Rows left out because a preferred source already has their barcode. */
	superseded = 0

	constructor(readonly source: 'off' | 'branded') {}

	/** A text field of row `i` (null when empty). */
	text(i: number, field: (typeof PRODUCT_TEXTS)[number]): string | null {
		return this.dictionary.text(this.texts.get(i, PRODUCT_TEXTS.indexOf(field)))
	}

	/** Stores the text fields of the row being added, in {@link PRODUCT_TEXTS} order. */
	pushTexts(texts: Record<(typeof PRODUCT_TEXTS)[number], string | null>): void {
		this.texts.push(...PRODUCT_TEXTS.map((field) => this.dictionary.id(texts[field])))
	}

	/** Rows read, including any that repeat an earlier row's barcode. */
	get length(): number {
		return this.names.length
	}

	gtinUpc(i: number): string {
		return String(this.codes.get(i)).padStart(this.codeLengths.get(i), '0')
	}

	gtin14(i: number): string {
		return String(this.codes.get(i)).padStart(14, '0')
	}

	number(i: number, column: number): number | null {
		const value = this.numbers.get(i, column)
		return Number.isNaN(value) ? null : value
	}

	/** 1 for each row whose barcode an earlier row already has (that earlier row is the one kept). */
	repeatedBarcodes(): Uint8Array {
		const n = this.length
		const codes = new Float64Array(n)
		for (let i = 0; i < n; i++) codes[i] = this.codes.get(i)
		const byCode = new Uint32Array(n)
		for (let i = 0; i < n; i++) byCode[i] = i
		byCode.sort((a, b) => codes[a]! - codes[b]! || a - b)
		const repeated = new Uint8Array(n)
		for (let k = 1; k < n; k++) if (codes[byCode[k]!] === codes[byCode[k - 1]!]) repeated[byCode[k]!] = 1
		return repeated
	}

	/**
	 * Row indexes by name length, shortest first; equal lengths keep file order (counting sort).
	 * Rows repeating an earlier row's barcode are left out.
	 */
	orderByNameLength(): Uint32Array {
		const repeated = this.repeatedBarcodes()
		const lengths = this.names.map((name) => name.length)
		const max = lengths.reduce((m, l) => Math.max(m, l), 0)
		const starts = new Uint32Array(max + 2)
		let kept = 0
		lengths.forEach((l, i) => {
			if (repeated[i]) return
			starts[l + 1]!++
			kept++
		})
		for (let l = 1; l < starts.length; l++) starts[l]! += starts[l - 1]!
		const order = new Uint32Array(kept)
		lengths.forEach((l, i) => {
			if (!repeated[i]) order[starts[l]!++] = i
		})
		return order
	}
}

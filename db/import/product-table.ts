/**
 * The Open Food Facts products held in memory while they are read and ordered: a column store of
 * typed arrays (outside the JavaScript heap), so that 695K products fit beside a running server.
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
	readonly #chunks: Array<Float64Array | Uint8Array> = []
	#length = 0
	constructor(
		readonly kind: 'f64' | 'u8',
		readonly width = 1,
	) {}

	push(...values: number[]): void {
		const row = this.#length % CHUNK_ROWS
		if (row === 0) this.#chunks.push(this.kind === 'f64' ? new Float64Array(CHUNK_ROWS * this.width) : new Uint8Array(CHUNK_ROWS * this.width))
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
 * The products read so far, stored by column to keep 695K of them small: names, barcodes as
 * numbers (14 digits fit a double exactly) plus their published length, and the numbers in
 * typed-array columns outside the JavaScript heap (memory: with plain arrays and a Set
 * of seen barcodes the import held 157 MB of live heap and its process peaked at 380-480 MB
 * RSS while the first boot's server ran beside it; a 512 MB machine could not hold both). The
 * text fields Open Food Facts rows leave empty (brand, category, serving unit, household
 * serving) are kept only for rows that have them. A barcode seen before is dropped when the
 * order is made ({@link orderByNameLength}), keeping the file's first row for it.
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
	readonly extras = new Map<number, [brand: string | null, category: string | null, servingUnit: string | null, householdServing: string | null]>()
	skipped = 0

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

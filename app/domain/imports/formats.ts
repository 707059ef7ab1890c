/**
 * The import formats, tried in order, and the opening of an uploaded file: a zip (Apple Health's
 * export.zip, a zipped CSV) is inflated as a stream (fflate) to the one entry we read, within
 * {@link ZIP_LIMITS}; anything else is read as it is. Detection reads the content's first 64 KiB.
 */
import { createReadStream } from 'node:fs'
import { open as openFile } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate'
import { platewiseBackupImporter } from '#app/domain/exports/backup-importer.ts'
import { appleHealth } from './apple-health.ts'
import { ZIP_LIMITS } from './caps.ts'
import { cronometerBiometrics, cronometerServings } from './cronometer.ts'
import { loseItFoodLogs, loseItWeights, macroFactorFoodLog, myFitnessPalMeasurements, myFitnessPalNutrition } from './trackers.ts'
import { HEAD_BYTES, ImportFormatError, type ImportInput, type Importer, type ImportSource } from './types.ts'

/** Every importer, most specific first. The Platewise backup importer goes first (contract-imports.md). */
export const IMPORTERS: readonly Importer[] = [
	platewiseBackupImporter,
	cronometerServings,
	cronometerBiometrics,
	macroFactorFoodLog,
	loseItFoodLogs,
	myFitnessPalNutrition,
	loseItWeights,
	myFitnessPalMeasurements,
	appleHealth,
]

/** The uploaded file on disk (a temporary file the adapter removes afterwards). */
export type ImportFile = { path: string; fileName: string; sha256: string; bytes: number }

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

/** The entry of a zip we read: Apple Health's export.xml, else the first CSV, XML or JSON file. */
function wanted(name: string): boolean {
	if (name.endsWith('/') || /(^|\/)(__MACOSX|workout-routes|electrocardiograms)\//.test(name)) return false
	return /\.(csv|xml|json)$/i.test(name) && !/export_cda\.xml$/i.test(name)
}

/**
 * The bytes of the first wanted entry of the zip at `path`, inflated as they stream.
 * @throws ImportFormatError (→ 422) past ZIP_LIMITS (entries, inflated size, ratio) or for a broken zip.
 */
async function* zipEntry(path: string): AsyncGenerator<Uint8Array> {
	const out: Uint8Array[] = []
	let entries = 0
	let chosen: UnzipFile | null = null
	let inflated = 0
	let compressedIn = 0
	let finished = false
	let failure: Error | null = null
	const unzip = new Unzip((file) => {
		entries++
		if (entries > ZIP_LIMITS.maxEntries) failure ??= new ImportFormatError(`the zip has more than ${ZIP_LIMITS.maxEntries} entries`)
		if (chosen || !wanted(file.name)) return
		chosen = file
		file.ondata = (err, data, final) => {
			if (err) failure ??= new ImportFormatError(`the zip's ${file.name} is damaged`)
			inflated += data.length
			if (inflated > ZIP_LIMITS.maxUncompressedBytes) failure ??= new ImportFormatError(`the zip's ${file.name} inflates past ${ZIP_LIMITS.maxUncompressedBytes / 1024 ** 3} GiB`)
			if (inflated > ZIP_LIMITS.ratioGraceBytes && inflated > compressedIn * ZIP_LIMITS.maxRatio)
				failure ??= new ImportFormatError(`the zip's ${file.name} inflates more than ${ZIP_LIMITS.maxRatio} times its size (a zip bomb?)`)
			if (!failure) out.push(data)
			if (final) finished = true
		}
		file.start()
	})
	unzip.register(UnzipInflate)
	const stream = createReadStream(path, { highWaterMark: 16 * 1024 })
	try {
		for await (const chunk of stream) {
			compressedIn += (chunk as Buffer).length
			try {
				unzip.push(chunk as Buffer)
			} catch {
				failure ??= new ImportFormatError('the zip is damaged')
			}
			if (failure) throw failure
			while (out.length) yield out.shift()!
			if (finished) return
		}
		unzip.push(new Uint8Array(0), true)
		if (failure) throw failure
		while (out.length) yield out.shift()!
		if (!chosen) throw new ImportFormatError('the zip holds no CSV, XML or JSON file')
	} finally {
		stream.destroy()
	}
}

async function startsWithZip(path: string): Promise<boolean> {
	const fh = await openFile(path, 'r')
	try {
		const { buffer, bytesRead } = await fh.read(Buffer.alloc(4), 0, 4, 0)
		return bytesRead === 4 && ZIP_MAGIC.every((b, i) => buffer[i] === b)
	} finally {
		await fh.close()
	}
}

/** The first HEAD_BYTES of a stream as text (BOM removed); the stream is then dropped. */
async function headOf(stream: Readable): Promise<string> {
	const chunks: Buffer[] = []
	let size = 0
	try {
		for await (const chunk of stream) {
			chunks.push(Buffer.from(chunk as Uint8Array))
			size += (chunk as Uint8Array).length
			if (size >= HEAD_BYTES) break
		}
	} finally {
		stream.destroy()
	}
	return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, HEAD_BYTES)).replace(/^\uFEFF/, '')
}

/**
 * The uploaded file as an importer's input and the importer that recognises it. With `source`, only
 * that source's importers are tried (a hint never overrides the content).
 * @throws ImportFormatError (→ 422) when no importer recognises the content, naming what we read.
 */
export async function openImport(file: ImportFile, weightUnit: 'kg' | 'lb', source?: ImportSource): Promise<{ importer: Importer; input: ImportInput }> {
	const zipped = await startsWithZip(file.path)
	const open = (): Readable => (zipped ? Readable.from(zipEntry(file.path)) : createReadStream(file.path))
	const head = await headOf(open())
	const input: ImportInput = { fileName: file.fileName, head, open, weightUnit }
	const candidates = source ? IMPORTERS.filter((i) => i.source === source) : IMPORTERS
	const importer = candidates.find((i) => i.detect(head, file.fileName))
	if (!importer) {
		const what = source ? `a ${source} export we can read` : 'an export we can read (Cronometer, Lose It!, MyFitnessPal, MacroFactor, Apple Health or a Platewise backup)'
		throw new ImportFormatError(`This file is not ${what}: its first line does not have the columns we expect`, 1)
	}
	return { importer, input }
}

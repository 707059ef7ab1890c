/**
 * Caps of imports (docs/architecture.md "Limits per account"). Our own sizing: three years of
 * Cronometer servings (about 30 MB) fit with room to spare; Apple Health exports are zipped.
 */
export const IMPORT_CAPS = {
	/** Largest upload, bytes (the multipart body as a whole). */
	maxUploadBytes: 64 * 1024 * 1024,
	/** Imports an account keeps (previews and done ones; undone ones do not count). */
	importsPerAccount: 100,
	/** Records (entries, weigh-ins, drinks) one import may hold. */
	recordsPerImport: 200_000,
	/** Skipped lines listed one by one in a summary (the rest are counted). */
	skippedListed: 100,
	/** Days listed in a summary's table (the rest are counted). */
	daysListed: 400,
	/** How long a preview's parsed records wait for a confirmation, ms. */
	previewTtlMs: 24 * 60 * 60 * 1000,
} as const

/** Limits of a zip upload (a zip bomb is refused with 422 before it is inflated further). */
export const ZIP_LIMITS = {
	/** Entries a zip may list. */
	maxEntries: 10_000,
	/** Bytes the chosen entry may inflate to (a large Apple Health export.xml is a few GB; we take 2 GiB). */
	maxUncompressedBytes: 2 * 1024 * 1024 * 1024,
	/** Largest inflated/compressed ratio once past `ratioGraceBytes` (XML compresses about 10-30×). */
	maxRatio: 100,
	ratioGraceBytes: 1024 * 1024,
} as const

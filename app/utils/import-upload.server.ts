/**
 * The upload of an import, shared by the API route and the import page: the multipart body streamed
 * to a temporary file within IMPORT_CAPS.maxUploadBytes (413 past it, 400 for a body that is not
 * multipart, 422 naming `file` when there is none or `source` when it is not one we know), handed to
 * `run`, and the file removed afterwards whatever happens.
 */
import type { ImportFile } from '#app/domain/imports/formats.ts'
import { IMPORT_CAPS } from '#app/domain/imports/caps.ts'
import type { ImportSource } from '#app/domain/imports/types.ts'
import { InvalidError } from '#app/domain/errors.ts'
import { IMPORT_SOURCES } from '#db/schema.ts'
import { ApiError } from './api.server.ts'
import { BodyTooLargeError } from './body.server.ts'
import { MultipartError } from './multipart.server.ts'
import { receiveUpload } from './upload-file.server.ts'

const MB = IMPORT_CAPS.maxUploadBytes / 1024 / 1024

export async function importUpload<T>(request: Request, run: (upload: { file: ImportFile; source?: ImportSource; confirm: boolean }) => Promise<T>): Promise<T> {
	if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) throw new ApiError(415, 'Content-Type must be multipart/form-data')
	let upload
	try {
		upload = await receiveUpload(request, IMPORT_CAPS.maxUploadBytes)
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw new ApiError(413, `Files must be at most ${MB} MB`, { file: [`Files must be at most ${MB} MB`] }, { Connection: 'close' })
		if (error instanceof MultipartError) throw new ApiError(400, 'Request body is not valid multipart/form-data')
		throw error
	}
	try {
		if (!upload.file || upload.file.bytes === 0) throw new InvalidError('Please choose a file to import', { file: ['Please choose a file to import'] })
		const source = upload.fields.source?.trim() || undefined
		if (source && !(IMPORT_SOURCES as readonly string[]).includes(source)) throw new InvalidError(`source must be one of ${IMPORT_SOURCES.join(', ')}`, { source: [`source must be one of ${IMPORT_SOURCES.join(', ')}`] })
		return await run({ file: upload.file, source: source as ImportSource | undefined, confirm: upload.fields.confirm === 'true' })
	} finally {
		await upload.cleanup()
	}
}

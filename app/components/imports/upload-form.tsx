/**
 * The import page's upload form. Without JavaScript it is a plain multipart form posting to the
 * page's action, which streams the file to disk and answers the preview (or the refusal, naming
 * the line and column). With JavaScript the same form data goes to `POST /api/users/{id}/imports`
 * through XMLHttpRequest, whose upload events drive a progress bar (a 30 MB export takes a while on
 * a phone), then the reading step shows as its own state; on success the page opens the preview.
 * The server decides everything; the island only sends the file and reports progress.
 */
import { useNavigate } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { Button } from '#app/components/button.tsx'
import { FileButton } from '#app/components/file-button.tsx'
import { FormAlert } from '#app/components/forms.tsx'
import { type Formatter, type Translate, useFormat, useT } from '#app/utils/i18n.tsx'
import { importMessage } from './messages.ts'

/** A source hint the form offers (value '' = detect from the content). */
export type SourceChoice = { value: string; label: string }

type Progress = { phase: 'uploading'; loaded: number; total: number } | { phase: 'reading' }

const MB = 1024 * 1024

/** The file's progress as words: 'Uploading 12.4 of 30.1 MB (41%)'. */
export function progressText(t: Translate<'imports'>, f: Formatter, p: Progress): string {
	if (p.phase === 'reading') return t('upload.reading')
	const pct = p.total ? Math.floor((p.loaded / p.total) * 100) : 0
	return t('upload.uploadingProgress', { loaded: f.number(p.loaded / MB, 1), total: f.number(p.total / MB, 1), percent: f.percent(pct) })
}

/**
 * @param apiUrl the JSON endpoint the island posts to (`/api/users/{id}/imports`).
 * @param error the page action's refusal (no-JS path), shown until the next upload.
 * @param maxMb the upload cap, for the hint.
 */
export function ImportUploadForm({ apiUrl, error, maxMb, sources }: { apiUrl: string; error: string | null; maxMb: number; sources: SourceChoice[] }) {
	const navigate = useNavigate()
	const t = useT('imports')
	const f = useFormat()
	const [progress, setProgress] = useState<Progress | null>(null)
	const [clientError, setClientError] = useState<string | null>(null)
	const shown = progress ? null : (clientError ?? error)

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		const data = new FormData(event.currentTarget)
		const file = data.get('file')
		// No file chosen: let the plain form post, so the server answers with its own message.
		if (!(file instanceof File) || file.size === 0 || typeof XMLHttpRequest === 'undefined') return
		event.preventDefault()
		setClientError(null)
		setProgress({ phase: 'uploading', loaded: 0, total: file.size })
		const xhr = new XMLHttpRequest()
		xhr.open('POST', apiUrl)
		xhr.responseType = 'json'
		xhr.setRequestHeader('Accept', 'application/json')
		xhr.upload.onprogress = (e) => setProgress({ phase: 'uploading', loaded: e.loaded, total: e.lengthComputable ? e.total : file.size })
		xhr.upload.onload = () => setProgress({ phase: 'reading' })
		xhr.onload = () => {
			const body = xhr.response as { id?: string; message?: string } | null
			if (xhr.status >= 200 && xhr.status < 300 && body?.id) {
				navigate(`/profile/import/${encodeURIComponent(body.id)}`)
				return
			}
			setProgress(null)
			setClientError(body?.message ?? t('upload.httpFailed', { status: String(xhr.status) }))
		}
		xhr.onerror = () => {
			setProgress(null)
			setClientError(t('upload.interrupted'))
		}
		xhr.send(data)
	}

	return (
		<form method="post" encType="multipart/form-data" className="space-y-3" onSubmit={onSubmit} aria-labelledby="import-upload-title" data-testid="import-upload-form">
			<h2 id="import-upload-title" className="text-lg font-bold">
				{t('upload.title')}
			</h2>
			<p className="text-sm text-slate-700">{t('upload.intro', { maxMb: f.number(maxMb) })}</p>
			<FileButton
				label={t('upload.file')}
				choose={t('upload.choose')}
				chosen={t('upload.chosen')}
				input={{
					id: 'import-file',
					name: 'file',
					required: true,
					accept: '.csv,.zip,.xml,.json,text/csv,application/zip,application/json,text/xml',
					'aria-invalid': shown ? true : undefined,
					'aria-describedby': shown ? 'import-error' : undefined,
				}}
			/>
			<div>
				<label htmlFor="import-source" className="mb-1 block text-sm font-medium text-slate-800">
					{t('upload.source')}
				</label>
				<select id="import-source" name="source" defaultValue="" className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900">
					<option value="">{t('upload.detect')}</option>
					{sources.map((s) => (
						<option key={s.value} value={s.value}>
							{s.value === 'platewise' ? t('source.platewise') : s.label}
						</option>
					))}
				</select>
			</div>
			{shown ? (
				<div id="import-error">
					<FormAlert title={t('upload.failed')} message={importMessage(t, f, shown)} />
				</div>
			) : null}
			{progress ? (
				<div className="space-y-1" data-testid="import-progress">
					{progress.phase === 'uploading' ? (
						<progress className="h-3 w-full accent-brand-700" max={progress.total || 1} value={progress.loaded} aria-label={t('upload.progress')} />
					) : (
						<progress className="h-3 w-full accent-brand-700" aria-label={t('upload.readingLabel')} />
					)}
					<p className="text-sm text-slate-800" role="status">
						{progressText(t, f, progress)}
					</p>
				</div>
			) : null}
			<Button type="submit" className="w-full" disabled={!!progress}>
				{progress ? t('upload.uploading') : t('upload.submit')}
			</Button>
		</form>
	)
}

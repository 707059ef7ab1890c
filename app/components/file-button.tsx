import { useState, type InputHTMLAttributes } from 'react'
import { Icon, type IconName } from '#app/components/icon.tsx'

/**
 * A labelled button in place of the browser's raw file control ('Choose File / No file chosen'):
 * the visually hidden input sits inside the label, so a tap on the button opens the picker with or
 * without JavaScript, and the form posts the file as usual. With JavaScript the button then shows
 * the chosen file's name; without it, CSS swaps `choose` for `chosen` (generated content, so the
 * text before a choice is `choose` alone) once the (required) input holds a file (`:valid`), since
 * only a script can read the name. The focus ring follows the input.
 *
 * @param label the field's label above the button.
 * @param choose the button's text before a file is chosen ('Choose a photo').
 * @param chosen the text after a file is chosen when no script runs ('File chosen').
 * @param testId the test id of the text that shows the file's name.
 * @param input the input's attributes (`name`, `accept`, `required`, `aria-*`…); its `onChange` is
 *   called after the name is taken.
 */
export function FileButton({
	label,
	choose,
	chosen,
	icon = 'upload',
	testId = 'chosen-file',
	className,
	input,
}: {
	label: string
	choose: string
	chosen: string
	icon?: IconName
	testId?: string
	className?: string
	input: InputHTMLAttributes<HTMLInputElement> & { name: string }
}) {
	const [fileName, setFileName] = useState<string | null>(null)
	return (
		<label className={`group block text-sm font-medium text-slate-800 ${className ?? ''}`}>
			{label}
			<input
				type="file"
				{...input}
				className="peer sr-only"
				onChange={(e) => {
					setFileName(e.currentTarget.files?.[0]?.name ?? null)
					input.onChange?.(e)
				}}
			/>
			<span className="mt-1 flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 text-base font-semibold text-brand-800 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700">
				<Icon name={icon} className="size-5 shrink-0" />
				<span className="min-w-0 truncate" data-testid={testId}>
					{fileName ?? (
						<>
							<span className="group-has-[input:valid]:hidden">{choose}</span>
							{/* Generated content: read and shown once a file is chosen, not part of the text before. */}
							<span data-chosen={chosen} className="hidden before:content-[attr(data-chosen)] group-has-[input:valid]:inline" />
						</>
					)}
				</span>
			</span>
		</label>
	)
}

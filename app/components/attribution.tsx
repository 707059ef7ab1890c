import { rich, useT } from '#app/utils/i18n.tsx'

/** ODbL attribution required for Open Food Facts product data (db/data/README.md, "Licence"). */
export function OffAttribution({ className }: { className?: string }) {
	const t = useT('landing')
	return (
		<p className={className ?? 'text-xs text-slate-600'}>
			{rich(t, 'attribution.off', {
				site: (
					<a className="underline" href="https://world.openfoodfacts.org" rel="noreferrer">
						openfoodfacts.org
					</a>
				),
				licence: (
					<a className="underline" href="https://opendatacommons.org/licenses/odbl/1-0/" rel="noreferrer">
						{t('attribution.odbl')}
					</a>
				),
			})}
		</p>
	)
}

/** USDA credit (public domain; attribution appreciated). */
export function UsdaAttribution({ className }: { className?: string }) {
	const t = useT('landing')
	return <p className={className ?? 'text-xs text-slate-600'}>{t('attribution.usda')}</p>
}

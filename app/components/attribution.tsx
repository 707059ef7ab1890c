/** ODbL attribution required for Open Food Facts product data (db/data/README.md, "Licence"). */
export function OffAttribution({ className }: { className?: string }) {
	return (
		<p className={className ?? 'text-xs text-slate-600'}>
			Product data from Open Food Facts (
			<a className="underline" href="https://world.openfoodfacts.org" rel="noreferrer">
				openfoodfacts.org
			</a>
			), available under the{' '}
			<a className="underline" href="https://opendatacommons.org/licenses/odbl/1-0/" rel="noreferrer">
				Open Database License (ODbL)
			</a>
			.
		</p>
	)
}

/** USDA credit (public domain; attribution appreciated). */
export function UsdaAttribution({ className }: { className?: string }) {
	return (
		<p className={className ?? 'text-xs text-slate-600'}>
			Generic food data: U.S. Department of Agriculture, Agricultural Research Service. FoodData Central.
		</p>
	)
}

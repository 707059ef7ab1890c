import { Link } from '@remix-run/react'
import { Icon, type IconName } from '#app/components/icon.tsx'
import { OffAttribution, UsdaAttribution } from './attribution.tsx'

const features = [
	{ icon: 'camera', title: 'Photo recognition', text: 'Snap your plate and get a starting estimate to confirm.' },
	{ icon: 'mic', title: 'Voice logging', text: 'Say what you ate: "two eggs and a slice of toast".' },
	{ icon: 'database', title: '300K+ foods', text: 'USDA FoodData Central generic foods plus 695,000 packaged products with barcodes.' },
	{ icon: 'chart', title: 'Analytics', text: 'Weekly charts, days on track and macro trends.' },
	{ icon: 'sparkles', title: 'AI meal planning', text: 'Plans, recipes and grocery lists that fit your goals.' },
	{ icon: 'lock', title: 'Privacy', text: 'Your diary is yours: no ads, no third-party trackers, no selling your data.' },
] satisfies Array<{ icon: IconName; title: string; text: string }>

/** The public landing page (spec sections 1-2), shown at / and any unknown path to visitors. */
export function Landing() {
	return (
		<main className="mx-auto min-h-screen max-w-md px-5 py-8">
			<header className="flex items-center justify-between">
				<span className="inline-flex items-center gap-2 text-lg font-bold text-brand-700">
					<Icon name="leaf" className="size-6" /> Platewise
				</span>
				<Link to="/login" className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700">
					Sign In
				</Link>
			</header>
			<section className="py-10 text-center">
				<h1 className="text-3xl font-extrabold leading-tight">Know what you eat, in seconds.</h1>
				<p className="mt-3 text-slate-700">
					Log meals from the USDA food database, by photo, barcode or voice, and see today against your goals.
				</p>
				<Link to="/register" className="mt-6 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white">
					Start Free Today
				</Link>
				<p className="mt-2 text-sm text-slate-700">Free, no credit card, setup in 30 seconds.</p>
			</section>
			<section aria-labelledby="features" className="space-y-3">
				<h2 id="features" className="text-xl font-bold">
					Everything to track with confidence
				</h2>
				<ul className="grid grid-cols-2 gap-3">
					{features.map((f) => (
						<li key={f.title} className="rounded-xl border border-slate-200 bg-white p-3">
							<Icon name={f.icon} className="size-7 text-brand-700" />
							<h3 className="font-semibold">{f.title}</h3>
							<p className="text-sm text-slate-700">{f.text}</p>
						</li>
					))}
				</ul>
			</section>
			<section className="my-10 rounded-2xl bg-brand-700 p-6 text-center text-white">
				<h2 className="text-xl font-bold">Ready to start?</h2>
				<p className="mt-1 text-brand-50">Your first meal is logged in under a minute.</p>
				<Link to="/register" className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-white px-4 font-semibold text-brand-800">
					Get Started Free
				</Link>
			</section>
			<footer className="space-y-2 border-t border-slate-200 pt-4">
				<UsdaAttribution />
				<OffAttribution />
			</footer>
		</main>
	)
}

/**
 * Caps of what an account keeps for its nutrient targets (docs/architecture.md "Limits per
 * account"): at most one override per reported nutrient.
 */
import { NUTRIENT_LIST } from '#app/domain/nutrition/micronutrients.ts'

export const NUTRIENT_CAPS = {
	/** Target overrides per account: one per nutrient the app reports (35). */
	overrides: NUTRIENT_LIST.length,
	/** 'Foods high in X': foods per answer, default and most. */
	richIn: { defaultLimit: 20, maxLimit: 50 },
} as const

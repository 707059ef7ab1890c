/**
 * The shape a recipe is shown and served in ({@link RecipeView}) and how it is computed from its
 * stored rows and ingredient foods: nutrition summed with the nutrition model, diet labels and
 * allergens from the food classifier (app/domain/foods/classify/). Pure: the rows and foods are loaded by recipes.server.ts.
 */
import { scaleNutrients, sumNutrients, type Nutrients } from '#app/domain/nutrition/index.ts'
import type { MealType, Recipe, RecipeIngredient } from '#db/schema.ts'
import { recipeLabels, type Allergen, type DietLabel } from '#app/domain/foods/classify/index.ts'
import { groceryCategory, type GroceryCategory } from './rules.ts'
import { amountNutrients, type RecipeFoods } from './amounts.ts'

/** One ingredient of a recipe with what it contributes to the whole recipe. */
export type RecipeIngredientView = {
	id: string
	foodId: number | null
	/** The database food's name (USDA description or the user's food). */
	name: string
	quantity: number
	/** A log unit: gram, ounce, cup, piece or serving. */
	unit: string
	/** Weight in g, when known. */
	grams: number | null
	category: GroceryCategory
	/** What this amount contributes (kcal, g, mg). */
	nutrients: Nutrients
	/** USDA category of the food (drives the diet and allergen rules). */
	foodCategory: string | null
}

/** A recipe with its computed nutrition and derived labels. */
export type RecipeView = {
	id: string
	userId: string | null
	builtIn: boolean
	name: string
	description: string | null
	instructions: string | null
	/** `instructions` split into steps (one per line). */
	steps: string[]
	servings: number
	/** minutes */
	prepTime: number | null
	/** minutes */
	cookTime: number | null
	/** prepTime + cookTime, minutes. */
	totalTime: number
	difficulty: 'easy' | 'medium' | 'hard' | null
	cuisine: string | null
	tags: string[]
	mealTypes: MealType[]
	ingredients: RecipeIngredientView[]
	/** The whole recipe, summed from the ingredients. */
	total: Nutrients
	/** total ÷ servings. */
	perServing: Nutrients
	labels: DietLabel[]
	allergens: Allergen[]
	createdAt: string
}

/** Who is asking. */
export type RecipeViewer = { userId: string }

/**
 * The view of `recipe` from its ingredient `rows` (any order; shown by position) and the `foods`
 * they use. An ingredient whose food is gone, or whose unit no longer applies, counts zero.
 */
export function toView(recipe: Recipe, rows: RecipeIngredient[], loaded: RecipeFoods): RecipeView {
	const ingredients: RecipeIngredientView[] = rows
		.sort((a, b) => a.position - b.position)
		.map((row) => {
			const food = row.foodId != null ? loaded.foods.get(row.foodId) : undefined
			const { grams, nutrients } = amountNutrients(food, row.foodId != null ? (loaded.portions.get(row.foodId) ?? []) : [], row.quantity ?? 0, row.unit ?? 'gram')
			return {
				id: row.id,
				foodId: row.foodId,
				name: food?.name ?? row.name,
				quantity: row.quantity ?? 0,
				unit: row.unit ?? 'gram',
				grams: grams ?? row.grams,
				category: food ? groceryCategory(food) : row.category,
				nutrients,
				foodCategory: food?.category ?? null,
			}
		})
	const total = sumNutrients(ingredients.map((i) => i.nutrients))
	const servings = recipe.servings > 0 ? recipe.servings : 1
	const perServing = scaleNutrients(total, 1 / servings)
	const { labels, allergens } = recipeLabels(
		ingredients.map((i) => ({ name: i.name, category: i.foodCategory })),
		perServing,
	)
	return {
		id: recipe.id,
		userId: recipe.userId,
		builtIn: recipe.userId == null,
		name: recipe.name,
		description: recipe.description,
		instructions: recipe.instructions,
		steps: (recipe.instructions ?? '')
			.split(/\r?\n/)
			.map((s) => s.trim())
			.filter(Boolean),
		servings,
		prepTime: recipe.prepTime,
		cookTime: recipe.cookTime,
		totalTime: (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0),
		difficulty: recipe.difficulty,
		cuisine: recipe.cuisine,
		tags: recipe.tags,
		mealTypes: recipe.mealTypes as MealType[],
		ingredients,
		total,
		perServing,
		labels,
		allergens,
		createdAt: recipe.createdAt.toISOString(),
	}
}

/** A category as get_categories and the home answer it (docs/architecture.md, "The API contract"). */
import { z } from "zod";
import type { CategoryItem } from "../../../app/modules/categories/list-categories.server.ts";

export const categoryAnswer = z
  .object({
    id: z.number().int(),
    category: z.string(),
    translated_name: z.string(),
    slug_id: z.string(),
    image: z.string(),
    properties_count: z.number().int(),
    /** eBroker's name for the category's parameters. */
    parameter_types: z.array(z.object({ id: z.number().int(), name: z.string(), type_of_parameter: z.string() }).loose()),
  })
  .loose();

export function toCategoryAnswer(category: CategoryItem) {
  return { ...category, translated_name: category.category };
}

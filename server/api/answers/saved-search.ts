import { z } from "zod";
import { savedSearchFrequencies } from "../../../app/modules/saved-searches/saved-search-schema.ts";

/** A saved search as the list page and the API show it (app/modules/saved-searches/saved-search-schema.ts). */
export const savedSearchAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    url: z.string(),
    frequency: z.enum(savedSearchFrequencies),
    by_email: z.boolean(),
    by_push: z.boolean(),
    paused: z.boolean(),
    new_since_visit: z.number().int(),
    last_visited_at: z.string(),
    created_at: z.string(),
  })
  .loose();

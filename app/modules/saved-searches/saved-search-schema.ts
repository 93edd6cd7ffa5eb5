import { z } from "zod";
import { flagInput, idInput } from "../../lib/input-schemas.ts";

export const savedSearchFrequencies = ["instant", "daily", "weekly"] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];

/** Saved searches one member may keep (docs/product.md, "Saved searches"). */
export const maxSavedSearchesPerUser = 20;

/** A results page of the site: the listing pages (all, a category, a ward) and the map. */
const resultsPage = /^\/(?:properties(?:\/(?:category|ward)\/[a-z0-9-]+)?|map)(?:\?.*)?$/;

export const savedSearchNameInput = z
  .string({ error: "savedSearchNameRequired" })
  .trim()
  .min(1, { error: "savedSearchNameRequired" })
  .max(80, { error: "textTooLong" });

export const savedSearchUrlInput = z
  .string({ error: "savedSearchUrlInvalid" })
  .trim()
  .max(2000, { error: "textTooLong" })
  .regex(resultsPage, { error: "savedSearchUrlInvalid" });

/** Saving a search: the results page's own address (path and query) and a name; alerts instantly by e-mail unless told otherwise. */
export const saveSearchSchema = z.object({
  name: savedSearchNameInput,
  url: savedSearchUrlInput,
  frequency: z.enum(savedSearchFrequencies, { error: "invalidValue" }).default("instant"),
  by_email: flagInput.default(true),
  by_push: flagInput.default(false),
});
export type SaveSearchInput = z.output<typeof saveSearchSchema>;

/** Changing a saved search: any of its name, frequency, channels and pause. */
export const updateSavedSearchSchema = z.object({
  id: idInput(),
  name: savedSearchNameInput.optional(),
  frequency: z.enum(savedSearchFrequencies, { error: "invalidValue" }).optional(),
  by_email: flagInput.optional(),
  by_push: flagInput.optional(),
  paused: flagInput.optional(),
});
export type UpdateSavedSearchInput = z.output<typeof updateSavedSearchSchema>;

/** What the list page and the API show of a saved search. */
export interface SavedSearchView {
  id: number;
  name: string;
  url: string;
  frequency: SavedSearchFrequency;
  by_email: boolean;
  by_push: boolean;
  paused: boolean;
  /** New matches found since the member last opened it from the list. */
  new_since_visit: number;
  last_visited_at: string;
  created_at: string;
}

import { z } from "zod";
import { idInput } from "../../app/lib/input-schemas.ts";
import { deleteSavedSearch } from "../../app/modules/saved-searches/delete-saved-search.server.ts";
import { listSavedSearches, toSavedSearchView } from "../../app/modules/saved-searches/list-saved-searches.server.ts";
import { saveSearch } from "../../app/modules/saved-searches/save-search.server.ts";
import { saveSearchSchema, updateSavedSearchSchema } from "../../app/modules/saved-searches/saved-search-schema.ts";
import { updateSavedSearch } from "../../app/modules/saved-searches/update-saved-search.server.ts";
import { savedSearchAnswer } from "./answers/saved-search.ts";
import { defineCall } from "./define-call.ts";

export const savedSearchCalls = [
  defineCall({
    method: "GET",
    path: "saved-searches",
    auth: "user",
    tag: "Saved searches",
    summary: "The signed-in user's saved searches, newest first, each with new_since_visit (new matches since they last opened it)",
    input: z.object({}),
    output: z.array(savedSearchAnswer),
    handler: async ({ actor, services }) => {
      const items = await listSavedSearches(services.db, actor);
      return { data: items, total: items.length };
    },
  }),
  defineCall({
    method: "POST",
    path: "saved-searches",
    auth: "user",
    tag: "Saved searches",
    summary:
      'Saves a search: name, url (a results page\'s path and query, e.g. "/properties?search=căn hộ 2pn&ward=phuong-tan-hung" or "/map?min_latitude=…"), frequency instant | daily | weekly, by_email, by_push; at most 20 per user',
    input: saveSearchSchema,
    output: savedSearchAnswer,
    handler: async ({ input, actor, services }) => ({
      data: toSavedSearchView(await saveSearch(services.db, { actor, ...input }), 0),
      message: "savedSearchUpdated",
      status: 201,
    }),
  }),
  defineCall({
    method: "POST",
    path: "saved-searches/update",
    auth: "user",
    tag: "Saved searches",
    summary: "Renames a saved search of the signed-in user, changes its frequency or channels, or pauses (paused=1) and resumes it",
    input: updateSavedSearchSchema,
    output: savedSearchAnswer,
    handler: async ({ input, actor, services }) => ({
      data: toSavedSearchView(await updateSavedSearch(services.db, { actor, ...input }), 0),
      message: "savedSearchUpdated",
    }),
  }),
  defineCall({
    method: "DELETE",
    path: "saved-searches",
    auth: "user",
    tag: "Saved searches",
    summary: "Deletes a saved search of the signed-in user (id in the query)",
    input: z.object({ id: idInput() }),
    output: z.null(),
    handler: async ({ input, actor, services }) => {
      await deleteSavedSearch(services.db, { actor, id: input.id });
      return { data: null, message: "savedSearchDeleted" };
    },
  }),
];

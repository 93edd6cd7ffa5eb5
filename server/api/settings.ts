import { z } from "zod";
import { getLanguage } from "../../app/modules/languages/list-languages.server.ts";
import { getWebSettings } from "../../app/modules/settings/get-web-settings.server.ts";
import { flagInput } from "../../app/lib/input-schemas.ts";
import { defineCall } from "./define-call.ts";

export const settingsCalls = [
  defineCall({
    method: "GET",
    path: "web-settings",
    auth: "optional",
    tag: "Settings",
    summary: "Public site settings; user-specific fields answer for the signed-in user",
    input: z.object({ type: z.string().max(64).optional() }),
    handler: async ({ input, actor, services }) => ({
      data: await getWebSettings({ db: services.db, env: services.env, actor, type: input.type }),
    }),
  }),
  defineCall({
    method: "GET",
    path: "get_languages",
    auth: "public",
    tag: "Settings",
    summary: "The languages, or one language with its dictionary when web_language_file is set",
    input: z.object({
      language_code: z.string().max(10).optional(),
      web_language_file: flagInput.optional(),
    }),
    cacheSeconds: 300,
    handler: async ({ input, services }) => ({
      data: await getLanguage(services.db, { languageCode: input.language_code, withFile: input.web_language_file ?? false }),
    }),
  }),
];

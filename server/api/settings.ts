import { z } from "zod";
import { getLanguage } from "../../app/modules/settings/list-languages.server.ts";
import { getWebSettings } from "../../app/modules/settings/get-web-settings.server.ts";
import { getSettings } from "../../app/modules/settings/get-settings.server.ts";
import { settingsUpdateSchema } from "../../app/modules/settings/site-settings-schema.ts";
import { updateSiteSettings } from "../../app/modules/settings/update-site-settings.server.ts";
import { flagInput } from "../../app/lib/input-schemas.ts";
import { withSecretsMasked } from "../../app/modules/settings/secret-settings.ts";
import { defineCall } from "./define-call.ts";

const imageFile = z.instanceof(File, { error: "fileRequired" });

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

  defineCall({
    method: "GET",
    path: "admin/settings",
    auth: "staff",
    tag: "Admin",
    summary: "Every setting for staff; secrets only masked (whether set, and their last four characters)",
    input: z.object({}),
    handler: async ({ services }) => ({ data: withSecretsMasked(await getSettings(services.db)) }),
  }),
  defineCall({
    method: "POST",
    path: "admin/update-settings",
    auth: "staff",
    tag: "Admin",
    summary:
      "Changes site settings (JSON { values: { key: value } }, or multipart with values[key] and the favicon or logo files); each value is checked by its setting's schema, and an unknown key is refused by name. Answers every setting, secrets only masked",
    input: z.strictObject({
      values: settingsUpdateSchema.default({}),
      /** The answer's language (every call reads it from the query). */
      lang: z.string().max(10).optional(),
      web_favicon_file: imageFile.optional(),
      web_logo_file: imageFile.optional(),
      web_placeholder_logo_file: imageFile.optional(),
    }),
    handler: async ({ input, actor, services }) => {
      await updateSiteSettings({
        db: services.db,
        storage: services.storage,
        actor,
        values: input.values,
        images: {
          web_favicon: input.web_favicon_file,
          web_logo: input.web_logo_file,
          web_placeholder_logo: input.web_placeholder_logo_file,
        },
      });
      return { data: withSecretsMasked(await getSettings(services.db)), message: "success" };
    },
  }),
];

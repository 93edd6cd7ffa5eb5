import { z } from "zod";
import { getLanguage } from "../../app/modules/settings/list-languages.server.ts";
import { getWebSettings } from "../../app/modules/settings/get-web-settings.server.ts";
import { getSettings } from "../../app/modules/settings/get-settings.server.ts";
import { settingsUpdateSchema } from "../../app/modules/settings/site-settings-schema.ts";
import { updateSiteSettings } from "../../app/modules/settings/update-site-settings.server.ts";
import { flagInput } from "../../app/lib/input-schemas.ts";
import { withSecretsMasked } from "../../app/modules/settings/secret-settings.ts";
import { defineCall, type CallContext } from "./define-call.ts";
import type { Actor } from "../../app/lib/actor.server.ts";
import { answerMediaUrl } from "./answers/media.ts";
import { languageWithFileAnswer, settingsAnswer, staffSettingsAnswer } from "./answers/settings.ts";

const imageFile = z.instanceof(File, { error: "fileRequired" });

const settingsInput = z.object({ type: z.string().max(64).optional(), user_id: z.string().max(20).optional() });

/** web-settings, app-settings and get_system_settings: one answer (the apps and the web client read the same keys). */
async function answerSettings({ input, actor, services, lang }: CallContext<z.output<typeof settingsInput>, Actor | null>) {
  return {
    data: await getWebSettings({
      db: services.db,
      env: services.env,
      actor,
      type: input.type,
      lang,
      mediaUrl: (value) => answerMediaUrl(value, services),
    }),
  };
}

export const settingsCalls = [
  defineCall({
    method: "GET",
    path: "web-settings",
    auth: "optional",
    tag: "Settings",
    summary: "Public site settings; user-specific fields answer for the signed-in user; type answers one setting",
    input: settingsInput,
    output: settingsAnswer,
    handler: answerSettings,
  }),
  defineCall({
    method: "GET",
    path: "app-settings",
    auth: "optional",
    tag: "Settings",
    summary:
      "The apps' start-up settings: the same answer as web-settings (type=company answers the company's fields, type=about_app the about text)",
    input: settingsInput,
    output: settingsAnswer,
    handler: answerSettings,
  }),
  defineCall({
    method: "POST",
    path: "get_system_settings",
    auth: "optional",
    tag: "Settings",
    summary: "The same answer as web-settings, asked by POST as eBroker's clients do",
    input: settingsInput,
    output: settingsAnswer,
    handler: answerSettings,
  }),
  defineCall({
    method: "GET",
    path: "get_languages",
    auth: "public",
    tag: "Settings",
    summary: "The languages, or one language with its dictionary as file_name (web_language_file=0 leaves it out)",
    output: languageWithFileAnswer,
    input: z.object({
      language_code: z.string().max(10).optional(),
      web_language_file: flagInput.optional(),
    }),
    cacheSeconds: 300,
    handler: async ({ input, services }) => ({
      data: await getLanguage(services.db, { languageCode: input.language_code, withFile: input.web_language_file }),
    }),
  }),

  defineCall({
    method: "GET",
    path: "admin/settings",
    auth: "staff",
    tag: "Admin",
    summary: "Every setting for staff; secrets only masked (whether set, and their last four characters)",
    input: z.object({}),
    output: staffSettingsAnswer,
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
    output: staffSettingsAnswer,
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

import type { Context } from "hono";
import { dictionaryFile, dictionaryFiles } from "../../app/lib/i18n/dictionary-files.server.ts";
import { dictionaries } from "../../app/lib/i18n/dictionary-store.ts";
import { serveVersionedFile } from "./versioned-files.ts";

/** GET /i18n/<lang>.<version>.json: a page dictionary (server/http/versioned-files.ts). */
export function serveDictionary(c: Context): Promise<Response> {
  return serveVersionedFile(c, { data: dictionaries, files: dictionaryFiles, current: dictionaryFile });
}

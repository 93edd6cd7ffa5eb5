import type { Context } from "hono";
import { dictionaryFile, dictionaryFileVersion, packedDictionary } from "../../app/lib/i18n/dictionary-files.server.ts";
import { parseDictionaryUrl } from "../../app/lib/i18n/dictionary-store.ts";
import { isLanguageCode } from "../../app/lib/i18n/index.ts";
import { chooseEncoding } from "./compress.ts";

/**
 * GET /i18n/<lang>.<version>.json: a page dictionary. A version names its content, so it is
 * cached for good; a version this process does not know (made by another process's newer
 * edits, or long replaced) gets the language's current dictionary, not to be cached.
 */
export function serveDictionary(c: Context): Response {
  const named = parseDictionaryUrl(c.req.path);
  if (!named || !isLanguageCode(named.lang)) return c.text("Not found", 404);
  const { lang, version } = named;
  const latest = dictionaryFile(lang);
  const file = dictionaryFileVersion(lang, version) ?? latest;
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  const body = encoding ? packedDictionary(file, encoding) : file.json;
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": file.version === version ? "public, max-age=31536000, immutable" : "no-store",
    Vary: "Accept-Encoding",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(new Uint8Array(body), 200, headers);
}

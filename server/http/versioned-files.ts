import type { Context } from "hono";
import type { VersionedData } from "../../app/lib/versioned-data.ts";
import { packedFile, type VersionedFile, type VersionedFiles } from "../../app/lib/versioned-files.server.ts";
import { isLanguageCode, type LanguageCode } from "../../app/lib/i18n/index.ts";
import { chooseEncoding } from "./compress.ts";

/**
 * GET <prefix><lang>.<version>.json of one kind of versioned data (app/lib/versioned-data.ts).
 * A version names its content, so it is cached for good; a version this process does not know
 * (made by another process, or long replaced) gets the language's current data, not to be cached.
 */
export async function serveVersionedFile<T>(
  c: Context,
  kind: { data: VersionedData<T>; files: VersionedFiles<T>; current(lang: LanguageCode): VersionedFile | Promise<VersionedFile> },
): Promise<Response> {
  const named = kind.data.parse(c.req.path);
  if (!named || !isLanguageCode(named.lang)) return c.text("Not found", 404);
  const { lang, version } = named;
  const file = kind.files.file(lang, version) ?? (await kind.current(lang));
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  const body = encoding ? packedFile(file, encoding) : file.json;
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": file.version === version ? "public, max-age=31536000, immutable" : "no-store",
    Vary: "Accept-Encoding",
  };
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(new Uint8Array(body), 200, headers);
}

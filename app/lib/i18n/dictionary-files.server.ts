import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { storeDictionary } from "./dictionary-store.ts";
import { dictionaryFor, runtimeRevision, type LanguageCode } from "./index.ts";

/** One language's dictionary as served: its version and its JSON. */
export interface DictionaryFile {
  lang: string;
  version: string;
  json: Buffer;
  /** The JSON compressed, made on the first request that asks for that coding. */
  packed: Partial<Record<"br" | "gzip", Buffer>>;
}

/** A dictionary file's body in a coding, compressed once per version. */
export function packedDictionary(file: DictionaryFile, encoding: "br" | "gzip"): Buffer {
  return (file.packed[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(file.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(file.json, { level: 9 }));
}

const current = new Map<string, { revision: number; file: DictionaryFile; dictionary: Record<string, string> }>();
const byVersion = new Map<string, DictionaryFile>();

/**
 * A language's dictionary (its file under the staff edits) with a version that changes with
 * its content; made once per language and again after an edit, and kept in the page store
 * the server renders from.
 */
export function dictionaryFile(lang: LanguageCode): DictionaryFile {
  const revision = runtimeRevision();
  const held = current.get(lang);
  if (held && held.revision === revision) {
    storeDictionary(held.file.version, held.dictionary);
    return held.file;
  }
  // Keys in one order, so that the same strings always make the same version.
  const dictionary = Object.fromEntries(Object.entries(dictionaryFor(lang)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const text = JSON.stringify(dictionary);
  const version = createHash("sha256").update(text).digest("hex").slice(0, 16);
  let file = byVersion.get(version);
  if (!file || file.lang !== lang) {
    file = { lang, version, json: Buffer.from(text), packed: {} };
    byVersion.set(version, file);
    // Versions replaced by edits are served a while longer (pages already sent name them).
    while (byVersion.size > 16) byVersion.delete(byVersion.keys().next().value!);
  }
  storeDictionary(version, dictionary);
  current.set(lang, { revision, file, dictionary });
  return file;
}

/** A served version of a language's dictionary, when this process knows it. */
export function dictionaryFileVersion(lang: string, version: string): DictionaryFile | undefined {
  const file = byVersion.get(version);
  return file && file.lang === lang ? file : undefined;
}

import { packedFile, versionedFiles, type VersionedFile } from "../versioned-files.server.ts";
import { dictionaries } from "./dictionary-store.ts";
import { dictionaryFor, runtimeRevision, type LanguageCode } from "./index.ts";

/** One language's dictionary as served: its version and its JSON. */
export type DictionaryFile = VersionedFile;

/** A dictionary file's body in a coding, compressed once per version. */
export const packedDictionary = packedFile;

/** The dictionaries served, by version. */
export const dictionaryFiles = versionedFiles(dictionaries);
const current = new Map<string, { revision: number; file: DictionaryFile; dictionary: Record<string, string> }>();

/**
 * A language's dictionary (its file under the staff edits) with a version that changes with
 * its content; made once per language and again after an edit, and kept in the page store
 * the server renders from.
 */
export function dictionaryFile(lang: LanguageCode): DictionaryFile {
  const revision = runtimeRevision();
  const held = current.get(lang);
  if (held && held.revision === revision) {
    dictionaries.put(held.file.version, held.dictionary);
    return held.file;
  }
  // Keys in one order, so that the same strings always make the same version.
  const dictionary = Object.fromEntries(Object.entries(dictionaryFor(lang)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const file = dictionaryFiles.publish(lang, dictionary);
  current.set(lang, { revision, file, dictionary });
  return file;
}

import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { VersionedData } from "./versioned-data.ts";

/** One version of a kind of data as served: its language, version and JSON. */
export interface VersionedFile {
  lang: string;
  version: string;
  json: Buffer;
  /** The JSON compressed, made on the first request that asks for that coding. */
  packed: Partial<Record<"br" | "gzip", Buffer>>;
}

/** A file's body in a coding, compressed once per version. */
export function packedFile(file: VersionedFile, encoding: "br" | "gzip"): Buffer {
  return (file.packed[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(file.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(file.json, { level: 9 }));
}

export interface VersionedFiles<T> {
  /**
   * The file of `value` in `lang` (its version a hash of its JSON, so the same content always
   * makes the same version), kept to be served and put in the store the server renders from.
   */
  publish(lang: string, value: T): VersionedFile;
  /** A served version, when this process knows it. */
  file(lang: string, version: string): VersionedFile | undefined;
}

/** The served versions of one kind of data (app/lib/versioned-data.ts): the newest few of each. */
export function versionedFiles<T>(data: VersionedData<T>): VersionedFiles<T> {
  const byVersion = new Map<string, VersionedFile>();
  return {
    publish(lang, value) {
      const text = JSON.stringify(value);
      const version = createHash("sha256").update(lang).update("\n").update(text).digest("hex").slice(0, 16);
      let file = byVersion.get(version);
      if (!file) {
        file = { lang, version, json: Buffer.from(text), packed: {} };
        byVersion.set(version, file);
        // Versions since replaced are served a while longer (pages already sent name them).
        while (byVersion.size > 16) byVersion.delete(byVersion.keys().next().value!);
      }
      data.put(version, value);
      return file;
    },
    file(lang, version) {
      const file = byVersion.get(version);
      return file && file.lang === lang ? file : undefined;
    },
  };
}

/** Where uploaded files live. Keys are relative paths like "properties/12/abc.webp". */
export interface Storage {
  readonly driver: "local" | "s3";
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Reads a stored object; null when absent. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /** The public URL of a stored object. */
  url(key: string): string;
  /** Every stored object under a prefix ("" for all), with when it was written (the orphan sweep, storage:migrate). */
  list?(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>;
  /** A stored object's size in bytes; null when absent (storage:migrate skips what is already there). */
  size?(key: string): Promise<number | null>;
}

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Rejects keys that could escape the storage root. */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes("..") || key.includes("//")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}

export const contentTypes: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  svg: "image/svg+xml",
  ico: "image/x-icon",
  pdf: "application/pdf",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  webm: "audio/webm",
};

export function contentTypeFor(key: string): string {
  const ext = key.split(".").pop()?.toLowerCase() ?? "";
  return contentTypes[ext] ?? "application/octet-stream";
}

import type { Services } from "../../../app/lib/services.server.ts";
import { mediaUrl } from "../../../app/lib/storage/media-url.ts";

/**
 * Media URLs in API answers are absolute (docs/architecture.md, "The API contract"): a native app
 * or a web client on another host cannot load a site path. Storage answers keys as `/media/…`
 * site paths with the local driver (and with S3 without a public URL); the S3 public URL and
 * Google photos are already absolute and pass through. Pages keep site paths.
 */

/** Site paths under /media/ (alone, or each entry of a srcset) prefixed with the site's address. */
export function absoluteMediaUrl(value: string, baseUrl: string): string {
  if (!value.startsWith("/media/")) return value;
  return value.replace(/(^|,\s*)\/media\//g, `$1${baseUrl}/media/`);
}

/**
 * An answer with every media site path in it made absolute; other values are kept as they are.
 * Parts without a media path are answered as they are (the same objects), so a large answer is
 * copied only along the paths to its media: answers may share objects with what the pages keep
 * (app/routes/+shared/discovery-context.server.ts), and those keep site paths.
 */
export function absoluteMedia<T>(value: T, baseUrl: string): T {
  if (typeof value === "string") return (value.startsWith("/media/") ? absoluteMediaUrl(value, baseUrl) : value) as T;
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const made = absoluteMedia(item, baseUrl);
      if (made !== item) (copy ??= value.slice())[i] = made;
    }
    return (copy ?? value) as T;
  }
  let copy: Record<string, unknown> | null = null;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    const item = record[key];
    const made = absoluteMedia(item, baseUrl);
    if (made !== item) (copy ??= { ...record })[key] = made;
  }
  return (copy ?? value) as T;
}

/** A stored media value (a storage key, a site path or a URL) as the absolute URL an answer carries; "" when there is none. */
export function answerMediaUrl(value: string | null | undefined, services: Pick<Services, "storage" | "env">): string {
  const url = mediaUrl(value, (key) => services.storage.url(key));
  if (!url) return "";
  // Any site path (a stored file, the site's own logo or icon) is answered from the site's address.
  return url.startsWith("/") && !url.startsWith("//") ? `${services.env.baseUrl}${url}` : url;
}

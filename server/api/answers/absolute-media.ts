import type { Services } from "../../../app/lib/services.server.ts";
import { mediaUrl } from "../../../app/lib/storage/media-url.ts";

/**
 * A stored media value as an absolute URL for API answers: a native app or a site on another host
 * cannot load "/media/…". Storage keys go through the storage driver, site paths get BASE_URL.
 * (The listing side may bring its own helper for the same; the two should become one when merged.)
 */
export function absoluteMediaUrl(value: string | null | undefined, services: Pick<Services, "storage" | "env">): string {
  const url = mediaUrl(value, (key) => services.storage.url(key));
  if (!url) return "";
  return url.startsWith("/") ? `${services.env.baseUrl}${url}` : url;
}

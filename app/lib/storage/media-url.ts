/**
 * The one way a stored media value becomes a URL. A value is a storage key ("users/5/profile-1a.webp"),
 * a full URL (a Google profile photo) or a site path ("/media/demo/…", as older demo data holds); only
 * keys go through the storage driver's `url`, so no URL is ever prefixed twice.
 */
export function mediaUrl(value: string | null | undefined, urlFor: (key: string) => string): string | null {
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith("/")) return value;
  return urlFor(value);
}

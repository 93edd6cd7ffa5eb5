import { createHash } from "node:crypto";

/** A weak validator for a response body: W/"<base64url of the SHA-1 of the body>". */
export function weakEtag(body: string | Uint8Array): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** If-None-Match matches when it is "*" or lists the tag; weak comparison ignores the W/ prefix (RFC 9110 section 13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => opaque(candidate) === opaque(etag));
}

import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { Env } from "../env.server.ts";
import { assertSafeKey, type Storage } from "./storage.ts";

const xmlEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
/** Text of an XML element (ListObjectsV2 escapes keys and tokens). */
function decodeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (_, name: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : xmlEntities[name]!,
  );
}

type S3Env = Pick<Env, "S3_ENDPOINT" | "S3_REGION" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL">;

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO …) with path-style URLs.
 * `fetchImpl` lets tests point it at a local S3-compatible server.
 */
export function createS3Storage(env: S3Env, fetchImpl: typeof fetch = fetch): Storage {
  const endpoint = env.S3_ENDPOINT!.replace(/\/$/, "");
  const bucket = env.S3_BUCKET!;
  const client = new AwsClient({
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION,
    service: "s3",
  });
  const objectUrl = (key: string) => {
    assertSafeKey(key);
    return `${endpoint}/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
  };
  const send = async (url: string, init: RequestInit) => fetchImpl(await client.sign(url, init));
  return {
    driver: "s3",
    async put(key, body, contentType) {
      const res = await send(objectUrl(key), {
        method: "PUT",
        body: body as Uint8Array<ArrayBuffer>,
        headers: {
          "Content-Type": contentType,
          "Cache-Control": "public, max-age=31536000, immutable",
          // The signed body hash lets the store refuse a body altered in transit.
          "X-Amz-Content-Sha256": createHash("sha256").update(body).digest("hex"),
        },
      });
      if (!res.ok) throw new Error(`S3 put ${key} failed: ${res.status}`);
    },
    async get(key) {
      const res = await send(objectUrl(key), { method: "GET" });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 get ${key} failed: ${res.status}`);
      return { body: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? "application/octet-stream" };
    },
    async delete(key) {
      const res = await send(objectUrl(key), { method: "DELETE" });
      if (!res.ok && res.status !== 404) throw new Error(`S3 delete ${key} failed: ${res.status}`);
    },
    async size(key) {
      const res = await send(objectUrl(key), { method: "HEAD" });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 head ${key} failed: ${res.status}`);
      return Number(res.headers.get("content-length") ?? 0);
    },
    async list(prefix) {
      // ListObjects (version 1), paged by the last key seen: every S3-compatible store speaks it
      // (s3rver's version-2 continuation tokens need a cipher OpenSSL 3 no longer offers).
      const files: { key: string; modifiedAt: Date }[] = [];
      let marker = "";
      for (;;) {
        const query = new URLSearchParams({ prefix });
        if (marker) query.set("marker", marker);
        const res = await send(`${endpoint}/${bucket}?${query}`, { method: "GET" });
        if (!res.ok) throw new Error(`S3 list ${prefix} failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
        const xml = await res.text();
        let last = "";
        for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = /<Key>([\s\S]*?)<\/Key>/.exec(entry!)?.[1];
          const modified = /<LastModified>([^<]+)<\/LastModified>/.exec(entry!)?.[1];
          if (!key) continue;
          last = decodeXml(key);
          if (modified) files.push({ key: last, modifiedAt: new Date(modified) });
        }
        if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || !last) return files;
        marker = last;
      }
    },
    url(key) {
      return env.S3_PUBLIC_URL ? `${env.S3_PUBLIC_URL.replace(/\/$/, "")}/${key}` : `/media/${key}`;
    },
  };
}

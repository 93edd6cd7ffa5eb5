import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { Env } from "../env.server.ts";
import { assertSafeKey, type Storage } from "./storage.ts";

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
    url(key) {
      return env.S3_PUBLIC_URL ? `${env.S3_PUBLIC_URL.replace(/\/$/, "")}/${key}` : `/media/${key}`;
    },
  };
}

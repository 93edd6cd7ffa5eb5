import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage.server.ts";
import type { Storage } from "./storage.ts";

const credentials = { accessKeyId: "AKIDTEST", secretAccessKey: "test-secret-key", region: "ap-southeast-1", bucket: "nhadat" };

interface StoredObject {
  body: Buffer;
  contentType: string;
}

const hmac = (key: Buffer | string, text: string) => createHmac("sha256", key).update(text).digest();
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Recomputes the AWS Signature Version 4 of a request; null when it does not verify. */
function verifySigV4(req: IncomingMessage, body: Buffer): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? "",
    );
  if (!auth) return "missing or malformed Authorization";
  const [, keyId, date, region, signedHeaders, signature] = auth as unknown as string[];
  if (keyId !== credentials.accessKeyId || region !== credentials.region) return "wrong credential scope";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!amzDate.startsWith(date!)) return "x-amz-date does not match the scope";
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) return "body hash mismatch";
  const names = signedHeaders!.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date")) return "host and x-amz-date must be signed";
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? "")
          .replace(/\s+/g, " ")
          .trim()}\n`,
    )
    .join("");
  const canonicalRequest = [req.method, req.url!.split("?")[0], "", canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, date!), region!), "s3"), "aws4_request");
  return hmac(key, stringToSign).toString("hex") === signature ? null : "signature mismatch";
}

// S3 is a third-party service: a minimal S3-compatible server on 127.0.0.1 stands in for it at the HTTP boundary.
function startFakeS3(objects: Map<string, StoredObject>, log: { method: string; key: string; payloadSigned: boolean }[]): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const problem = verifySigV4(req, body);
      if (problem) {
        res
          .writeHead(403, { "content-type": "application/xml" })
          .end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const prefix = `/${credentials.bucket}/`;
      if (!req.url!.startsWith(prefix)) return void res.writeHead(404).end();
      const key = decodeURIComponent(req.url!.slice(prefix.length));
      log.push({ method: req.method!, key, payloadSigned: req.headers["x-amz-content-sha256"] !== "UNSIGNED-PAYLOAD" });
      if (key.startsWith("fail/")) return void res.writeHead(500).end();
      if (req.method === "PUT") {
        objects.set(key, { body, contentType: String(req.headers["content-type"]) });
        return void res.writeHead(200).end();
      }
      if (req.method === "GET") {
        const object = objects.get(key);
        if (!object) return void res.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
        return void res.writeHead(200, { "content-type": object.contentType }).end(object.body);
      }
      if (req.method === "DELETE") {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

const objects = new Map<string, StoredObject>();
const log: { method: string; key: string; payloadSigned: boolean }[] = [];
let server: Server;
let endpoint: string;

const s3Env = (overrides: { S3_SECRET_ACCESS_KEY?: string; S3_PUBLIC_URL?: string } = {}) => ({
  S3_ENDPOINT: endpoint,
  S3_REGION: credentials.region,
  S3_BUCKET: credentials.bucket,
  S3_ACCESS_KEY_ID: credentials.accessKeyId,
  S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  S3_PUBLIC_URL: undefined,
  ...overrides,
});

let storage: Storage;
beforeAll(async () => {
  server = await startFakeS3(objects, log);
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  log.length = 0;
  storage = createS3Storage(s3Env());
});

describe("S3 storage", () => {
  it("puts, gets and deletes objects with SigV4-signed requests", async () => {
    const body = new TextEncoder().encode("webp bytes");
    await storage.put("properties/9/abc-640.webp", body, "image/webp");
    expect(objects.get("properties/9/abc-640.webp")?.body.toString()).toBe("webp bytes");
    expect(objects.get("properties/9/abc-640.webp")?.contentType).toBe("image/webp");

    const object = await storage.get("properties/9/abc-640.webp");
    expect(new TextDecoder().decode(object!.body)).toBe("webp bytes");
    expect(object!.contentType).toBe("image/webp");

    await storage.delete("properties/9/abc-640.webp");
    expect(objects.has("properties/9/abc-640.webp")).toBe(false);
    expect(log.map((entry) => entry.method)).toEqual(["PUT", "GET", "DELETE"]);
    expect(log[0]!.payloadSigned).toBe(true);
  });

  it("answers null for a missing object", async () => {
    expect(await storage.get("missing/key.pdf")).toBeNull();
  });

  it("fails loudly when the store refuses the signature", async () => {
    const wrong = createS3Storage(s3Env({ S3_SECRET_ACCESS_KEY: "not-the-secret" }));
    await expect(wrong.put("a/b.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(/403/);
    await expect(wrong.get("a/b.pdf")).rejects.toThrow(/403/);
    expect(objects.size).toBe(0);
  });

  it("reports a server failure instead of pretending the write happened", async () => {
    await expect(storage.put("fail/x.webp", new Uint8Array([1]), "image/webp")).rejects.toThrow(/500/);
    await expect(storage.delete("fail/x.webp")).rejects.toThrow(/500/);
  });

  it("refuses unsafe keys before sending anything", async () => {
    await expect(storage.put("../escape", new Uint8Array([1]), "text/plain")).rejects.toThrow(/Unsafe storage key/);
    expect(log).toEqual([]);
  });

  it("builds public URLs from S3_PUBLIC_URL, or /media without it", () => {
    expect(createS3Storage(s3Env({ S3_PUBLIC_URL: "https://cdn.example.com/" })).url("a/b-320.webp")).toBe(
      "https://cdn.example.com/a/b-320.webp",
    );
    expect(storage.url("a/b-320.webp")).toBe("/media/a/b-320.webp");
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { Env } from "../../app/lib/env.server.ts";

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, for tests of the S3
 * driver against S3's own HTTP API: S3 is a third-party service, so the tests cannot use AWS.
 * s3rver checks signatures against its fixed credentials (S3RVER / S3RVER).
 */
export async function startLocalS3(): Promise<{
  env: Pick<Env, "S3_ENDPOINT" | "S3_REGION" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PUBLIC_URL">;
  close: () => Promise<void>;
}> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "nhadat-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "nhadat" }] });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: "nhadat",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PUBLIC_URL: undefined,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

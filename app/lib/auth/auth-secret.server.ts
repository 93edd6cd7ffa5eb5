import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../env.server.ts";

/** AUTH_SECRET, or a secret generated once and kept under DATA_DIR for single-machine installs. With several
 * server processes on one machine the first makes it before the others start (server/processes.ts). */
export function resolveAuthSecret(env: Pick<Env, "AUTH_SECRET" | "DATA_DIR">): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

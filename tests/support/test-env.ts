import { loadEnv, type Env } from "../../app/lib/env.server.ts";

/** The environment tests run with: a private DATA_DIR, quiet logs, generous API limits. */
export function testEnv(dataDir: string, overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    BASE_URL: "http://localhost:3000",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ADMIN_EMAIL: "admin@nhadat.local",
    ADMIN_PASSWORD: "admin123",
    LOG_LEVEL: "silent",
    RATE_LIMIT_API_PER_MINUTE: "100000",
    RATE_LIMIT_AUTH_PER_10_MINUTES: "100000",
    ...overrides,
  });
}

import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { createLogger, type Logger } from "../../app/lib/logger.server.ts";
import { createServices, type Services } from "../../app/lib/services.server.ts";
import { createApp, type AppOptions } from "../../server/app.ts";
import type { ApiEnv } from "../../server/api/mount-api.ts";
import { createTestDatabase } from "./test-db.ts";
import { testEnv } from "./test-env.ts";
import { grantFreePackage } from "../../app/modules/packages/grant-free-package.server.ts";
import { flushViews } from "../../app/modules/properties/view-counter.server.ts";

export interface TestContext {
  services: Services;
  app: Hono<ApiEnv>;
  dataDir: string;
  /** Calls the API in-process: `api("GET", "get_categories?limit=3")`. */
  api: (method: string, pathAndQuery: string, init?: { body?: unknown; headers?: Record<string, string> }) => Promise<ApiResponse>;
  close: () => Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: {
    error: boolean;
    message: string;
    data: any;
    total?: number;
    errors?: Record<string, string>;
    token?: string;
    warnings?: string[];
    // get_property's listings like the detail, beside data (docs/architecture.md, "The API contract").
    similar_properties?: any[];
    /** get-package: the running packages and every feature, beside the list. */
    active_packages?: any[];
    all_features?: any[];
  };
}

/** Real services on a fresh database and a private DATA_DIR; the Hono app in-process. */
export async function createTestContext(
  options: { env?: Record<string, string>; app?: Partial<AppOptions>; logger?: Logger } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "nhadat-data-"));
  const database = await createTestDatabase();
  const env = testEnv(dataDir, options.env);
  const services = await createServices(env, {
    database,
    logger: options.logger ?? createLogger("silent"),
    onUserCreated: grantFreePackage,
  });
  const app = createApp(services, { mode: "test", ...options.app });
  const api: TestContext["api"] = async (method, pathAndQuery, init = {}) => {
    const headers = new Headers(init.headers);
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof URLSearchParams || typeof init.body === "string") {
      body = init.body;
    } else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers.set("content-type", "application/json");
    }
    const res = await app.request(`/api/${pathAndQuery}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };
  return {
    services,
    app,
    dataDir,
    api,
    close: async () => {
      // As server/main.ts stops: the views held in memory are written before the database closes.
      await flushViews(services.db);
      await services.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

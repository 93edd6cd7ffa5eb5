import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { resolveActor, resolveRequestActor, type Actor } from "../app/lib/actor.server.ts";
import { authCallbackPaths, clientIpHeader, trustedOrigins } from "../app/lib/auth.server.ts";
import { googlePhotoOrigins, popupOpenerPolicy } from "../app/lib/auth/google-provider.server.ts";
import { requestContext, servicesContext, type RequestInfo } from "../app/lib/app-context.server.ts";
import { pingDatabase } from "../app/lib/db.server.ts";
import { AppError, isAppError } from "../app/lib/errors.ts";
import { negotiateLanguage, pageLanguage } from "../app/lib/i18n/index.ts";
import { consumeRateLimit } from "../app/lib/rate-limit.server.ts";
import type { Services } from "../app/lib/services.server.ts";
import { allCalls } from "./api/index.ts";
import type { AnyCall } from "./api/define-call.ts";
import { enforceAuthRateLimit } from "../app/modules/auth/auth-rate-limit.server.ts";
import { refreshRuntimeLanguages } from "../app/modules/languages/runtime-languages.server.ts";
import { errorResponse, mountApi, requestLanguage, type ApiEnv } from "./api/mount-api.ts";
import { mountEvents } from "./api/events.ts";
import { mountPaymentWebhooks } from "./api/payment-webhooks.ts";
import { buildOpenApi, renderApiDocs } from "./api/openapi.ts";
import { compress } from "./http/compress.ts";
import { crossSiteGuard } from "./http/csrf.ts";
import { drainUnreadBody } from "./http/drain-unread-body.ts";
import { clearPagesOnWrite, PageCache } from "./http/page-cache.ts";
import { ManifestAnswers } from "./http/manifest-answers.ts";
import { dropVisitorHomeSections } from "../app/lib/home-cache.server.ts";
import { serveDictionary } from "./http/dictionaries.ts";
import { serveVersionedFile } from "./http/versioned-files.ts";
import { filterOptionData } from "../app/modules/filters/filter-options.ts";
import { currentFilterOptions, filterOptionFiles } from "../app/modules/filters/filter-options.server.ts";
import { mountPrivateFiles, userFileHeaders } from "./http/private-files.ts";
import { mountSeoRoutes } from "./http/seo-routes.ts";
import { markSessionPage } from "./http/session-pages.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { staticFiles } from "./http/static-files.ts";

export interface AppOptions {
  mode: "production" | "development" | "test";
  /** The React Router server build; absent in API-only tests. */
  getBuild?: () => Promise<ServerBuild>;
  /** build/client, served with long cache headers in production. */
  clientDir?: string;
  /** Extra calls (tests register throwing handlers to prove the 500 path). */
  extraCalls?: AnyCall[];
  /** Maximum request body, bytes. */
  maxBodyBytes?: number;
  /** URLs per sitemap file (the protocol's 50,000 unless a test asks for fewer). */
  sitemapLimit?: number;
}

const defaultMaxBodyBytes = 25 * 1024 * 1024;

/** The client's address: the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY is set. */
function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "127.0.0.1";
}

/** The one HTTP app: /healthz, /readyz, /api/*, /media/*, static assets, then the pages. */
export function createApp(services: Services, options: AppOptions): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const calls = [...allCalls, ...(options.extraCalls ?? [])];
  const imageOrigins = [new URL(services.env.MAP_TILE_URL.replace(/\{[a-z]\}/g, "a")).origin];
  if (services.env.S3_PUBLIC_URL) imageOrigins.push(new URL(services.env.S3_PUBLIC_URL).origin);
  // Profile photos of Google accounts are Google's picture URLs.
  if (services.env.googleSignIn) imageOrigins.push(googlePhotoOrigins);

  // While the process drains (SIGTERM), each answer closes its connection: the client's next
  // request opens a new one, which the proxy sends to another process.
  app.use(async (c, next) => {
    await next();
    if (services.drain.isDraining) {
      // A Response with immutable headers (a redirect) is copied first.
      try {
        c.res.headers.set("Connection", "close");
      } catch {
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set("Connection", "close");
      }
    }
  });
  // Hashed build assets answer before the per-request middleware: a script or stylesheet needs
  // none of the document headers (frame, permissions, opener policies) nor a request id, and
  // every byte of header is paid on each of the page's scripts.
  const statics = options.clientDir ? staticFiles(options.clientDir) : null;
  if (statics) app.get("/assets/*", statics);

  app.use(requestId());
  // An answer given before the body was read (401, 403, 429) waits for the rest of the body, so every client receives it.
  app.use(drainUnreadBody({ maxBytes: options.maxBodyBytes ?? defaultMaxBodyBytes, maxMs: 30_000 }));
  // Vite's dev server renders every request: a code edit shows on the next reload.
  const pages = new PageCache({ seconds: options.mode === "development" ? 0 : services.env.PAGE_CACHE_SECONDS });
  app.use(clearPagesOnWrite(pages, () => dropVisitorHomeSections(services.db)));
  app.use(async (c, next) => {
    c.set("ip", clientIp(c, services.env.TRUST_PROXY));
    // Staff dictionary edits and added languages, read again once a few seconds old.
    await refreshRuntimeLanguages(services.db).catch((error: unknown) =>
      services.logger.warn({ err: error }, "dictionary edits not loaded"),
    );
    c.set("lang", c.req.path.startsWith("/api/") ? requestLanguage(c) : pageLanguage(c.req.query("lang")));
    await next();
  });
  app.use(securityHeaders({ development: options.mode === "development", imageOrigins }));
  app.use(compress());
  // Cookie-authenticated writes from another site's pages are refused, better-auth's endpoints included.
  app.use(crossSiteGuard({ trustedOrigins: trustedOrigins(services.env) }));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  // The pages' dictionaries, by language and version (the root loader names the page's).
  app.get("/i18n/:file", serveDictionary);
  // The filter panel's choices, by language and version (the list and map pages name theirs).
  app.get("/filter-options/:file", (c) =>
    serveVersionedFile(c, {
      data: filterOptionData,
      files: filterOptionFiles,
      current: async (lang) => (await currentFilterOptions(services, lang)).file,
    }),
  );
  app.get("/readyz", async (c) => {
    if (services.drain.isDraining) return c.json({ status: "shutting down" }, 503);
    const ready = await pingDatabase(services.db);
    return c.json({ status: ready ? "ready" : "database unavailable" }, ready ? 200 : 503);
  });

  app.onError((error, c) => {
    if (c.req.path.startsWith("/api/")) return errorResponse(c, error, services);
    services.logger.error({ err: error, requestId: c.get("requestId") }, "page error");
    return c.text("Oops! Something went wrong", 500);
  });

  // API-wide limit, shared by every process through PostgreSQL: a signed-in user is counted by
  // account; a request without a session by client address, with a larger budget, since many
  // mobile users share one carrier-NAT address.
  app.use("/api/*", async (c, next) => {
    const actor = await resolveRequestActor(services, c.req.raw.headers).catch(() => null);
    const verdict = actor
      ? await consumeRateLimit(services.db, `api:u${actor.id}`, { window: 60, max: services.env.RATE_LIMIT_API_PER_MINUTE })
      : await consumeRateLimit(services.db, `api:${c.get("ip")}`, { window: 60, max: services.env.anonymousApiPerMinute });
    if (!verdict.allowed) throw new AppError("RATE_LIMITED", { vars: { retryAfter: verdict.retryAfter ?? 60 } });
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: options.maxBodyBytes ?? defaultMaxBodyBytes,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE");
    },
  });
  // A GET or HEAD carries no body to limit (the server's Request gives it none), and asking for
  // it makes a full web Request of the server's lightweight one: 2.6 % of a search's busy time.
  app.use("/api/*", (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limitBody(c, next)));

  // The OAuth callback sits between Google and the popup's last page: it keeps the opener.
  app.use("/api/auth/callback/*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(popupOpenerPolicy)) c.res.headers.set(name, value);
  });
  // Of better-auth's endpoints only Google's return is reachable (every other account door is a
  // spec call with the app's own validation and limits, docs/security.md). It spends the same
  // sign-in budget as user_signup and the sign-in page; better-auth reads the client address
  // from its header only, so any client-sent value is replaced.
  app.on(["GET", "POST"], authCallbackPaths, async (c) => {
    await enforceAuthRateLimit(services, "sign-in", c.get("ip"));
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, c.get("ip"));
    return services.auth.handler(new Request(c.req.raw, { headers }));
  });

  // Built on the first request for them, not at every start (converting every call's schema
  // was about 7 % of a restart's profile).
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  let docsHtml: string | undefined;
  app.get("/api/openapi.json", (c) => c.json((openApi ??= buildOpenApi(calls, services.env.baseUrl))));
  app.get("/api/docs", (c) => c.html((docsHtml ??= renderApiDocs(calls))));

  mountEvents(app, services);
  mountPaymentWebhooks(app, services);
  mountApi(app, calls, services, {
    // The test setup fails the test whose answer strayed from its call's schema (tests/setup/vitest-setup.ts).
    onAnswerMismatch:
      options.mode === "test" ? (call, issues) => console.error(`Answer of ${call} does not match its schema: ${issues}`) : undefined,
  });
  app.all("/api/*", () => {
    throw new AppError("API_NOT_FOUND");
  });

  mountSeoRoutes(app, services, { sitemapLimit: options.sitemapLimit });

  // Chat files, receipts and verification papers: only for the people allowed to read them.
  mountPrivateFiles(app, services);
  app.get("/media/*", async (c) => {
    const key = decodeURIComponent(c.req.path.slice("/media/".length));
    // Private files (bank-transfer receipts) are only read through calls that check who asks.
    if (key.startsWith("private/")) return c.text("Not found", 404);
    let object: Awaited<ReturnType<typeof services.storage.get>>;
    try {
      object = await services.storage.get(key);
    } catch {
      object = null;
    }
    if (!object) return c.text("Not found", 404);
    return c.body(object.body as Uint8Array<ArrayBuffer>, 200, {
      ...userFileHeaders,
      "Content-Type": object.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });

  if (statics) app.get("*", statics);

  if (options.getBuild) {
    const getBuild = options.getBuild;
    const handle = routerHandler(getBuild, options.mode);
    const manifestAnswers = options.mode === "development" ? null : new ManifestAnswers();
    app.all("*", async (c) => {
      if (manifestAnswers && ManifestAnswers.handles(c.req.method, c.req.path)) {
        return manifestAnswers.serve(new URL(c.req.url).search, () => handle(c.req.raw, new RouterContextProvider()));
      }
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      let session: Promise<{ actor: Actor | null; deactivated: boolean }> | undefined;
      const resolveSession = () =>
        (session ??= resolveActor(services, c.req.raw.headers).then(
          (actor) => ({ actor, deactivated: false }),
          (error: unknown) => ({ actor: null, deactivated: isAppError(error) && error.code === "ACCOUNT_DEACTIVATED" }),
        ));
      const info: RequestInfo = {
        lang: c.get("lang"),
        preferredLang: negotiateLanguage({ cookieHeader: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language") }),
        nonce: c.get("cspNonce"),
        requestId: c.get("requestId"),
        ip: c.get("ip"),
        getActor: () => resolveSession().then((resolved) => resolved.actor),
        isAccountDeactivated: () => resolveSession().then((resolved) => resolved.deactivated),
      };
      const page = await pages.serve(c, (onCacheHit) => {
        context.set(requestContext, { ...info, onCacheHit });
        return handle(c.req.raw, context);
      });
      return markSessionPage(c.req.raw, page);
    });
  }
  return app;
}

type RouterHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's request handler. Given a function for the build, React Router derives its
 * route tables from the build again on every request, which development needs (the build
 * changes as files are edited); elsewhere the build is fixed, so the handler is made from it
 * once, on the first request.
 */
function routerHandler(getBuild: () => Promise<ServerBuild>, mode: AppOptions["mode"]): RouterHandler {
  if (mode === "development") return createRequestHandler(() => getBuild(), mode);
  let ready: Promise<RouterHandler> | undefined;
  return async (request, context) => {
    ready ??= getBuild().then(
      (build) => createRequestHandler(build, mode),
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    );
    return (await ready)(request, context);
  };
}

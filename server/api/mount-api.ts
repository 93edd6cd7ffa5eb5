import { randomUUID } from "node:crypto";
import type { Context, Hono } from "hono";
import { z } from "zod";
import { isAdmin, isStaff, resolveRequestActor, type Actor } from "../../app/lib/actor.server.ts";
import { AppError, isAppError } from "../../app/lib/errors.ts";
import { appErrorFieldMessages, zodFieldErrors } from "../../app/lib/form-errors.ts";
import { negotiateLanguage, translate, translator, type LanguageCode } from "../../app/lib/i18n/index.ts";
import { enforceRateLimit } from "../../app/lib/rate-limit.server.ts";
import type { Services } from "../../app/lib/services.server.ts";
import { isDemoBlocked, isDemoMode } from "../../app/modules/settings/demo-mode.server.ts";
import { jsonAnswer } from "../http/compress.ts";
import { etagMatches, weakEtag } from "../http/etag.ts";
import { readRequestInput } from "../http/parse-input.ts";
import { JsonBytes, type AnyCall } from "./define-call.ts";
import { cutAtMarks, fillMarks } from "./json-marks.ts";

export interface ApiEnv {
  Variables: { requestId: string; lang: LanguageCode; ip: string; cspNonce: string; cspScriptHashes?: string[] };
}

export function requestLanguage(c: Context): LanguageCode {
  return negotiateLanguage({
    explicit: c.req.query("lang") ?? c.req.header("x-language"),
    cookieHeader: c.req.header("cookie"),
    acceptLanguage: c.req.header("accept-language"),
  });
}

/**
 * Drops empty strings so that empty optional fields count as absent (docs/product.md, "Validation"),
 * and the text "null", which Dart's clients send for a value they do not have.
 */
const isAbsent = (v: unknown) => v === "" || v === "null";

export function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => !isAbsent(v)).map(dropEmpty);
  if (value && typeof value === "object" && !(value instanceof File)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => !isAbsent(v))
        .map(([k, v]) => [k, dropEmpty(v)]),
    );
  }
  return value;
}

export function envelope(body: {
  error: boolean;
  message: string;
  data: unknown;
  total?: number;
  errors?: Record<string, string>;
  token?: string;
  warnings?: string[];
}) {
  return body;
}

/** Maps any failure to the envelope with a truthful status; never leaks a stack trace. */
export function errorResponse(c: Context<ApiEnv>, error: unknown, services: Pick<Services, "logger">): Response {
  const lang = c.get("lang") ?? "vi";
  const requestId = c.get("requestId");
  if (error instanceof z.ZodError) {
    const fields = zodFieldErrors(error, lang, "input");
    const first = Object.values(fields)[0] ?? translate(lang, "invalidRequest");
    return c.json(envelope({ error: true, message: first, data: null, errors: fields }), 400);
  }
  if (error instanceof SyntaxError) {
    return c.json(envelope({ error: true, message: translate(lang, "invalidRequest"), data: null }), 400);
  }
  if (isAppError(error)) {
    const fields = appErrorFieldMessages(error, lang);
    const message = fields ? (Object.values(fields)[0] ?? translate(lang, error.key, error.vars)) : translate(lang, error.key, error.vars);
    if (error.status === 429 && error.vars?.retryAfter) c.header("Retry-After", String(error.vars.retryAfter));
    if (error.status >= 500 && !error.reported) services.logger.error({ err: error.cause ?? error, requestId }, "request failed");
    return c.json(envelope({ error: true, message, data: null, ...(fields ? { errors: fields } : {}) }), error.status as 400);
  }
  services.logger.error({ err: error, requestId, path: c.req.path }, "unhandled error");
  return c.json(envelope({ error: true, message: translate(lang, "somethingWentWrong"), data: null }), 500);
}

async function authorize(call: AnyCall, services: Services, headers: Headers): Promise<Actor | null> {
  if (call.auth === "public") {
    return null;
  }
  const actor = await resolveRequestActor(services, headers);
  if (call.auth === "optional") return actor;
  if (!actor) throw new AppError("UNAUTHENTICATED");
  if (call.auth === "staff" && !isAdmin(actor)) throw new AppError("FORBIDDEN");
  if (call.auth === "moderator" && !isStaff(actor)) throw new AppError("FORBIDDEN");
  return actor;
}

export interface MountOptions {
  /**
   * Called when an answer's `data` does not match its call's output schema. Tests report it as an
   * error, so every answer the suite sees is checked; production answers are not re-validated.
   */
  onAnswerMismatch?: (call: string, issues: string) => void;
}

/** Where an answer differs from its schema, one line per issue ("data.0.price: expected number"). */
export function answerMismatch(call: AnyCall, data: unknown): string | null {
  const checked = call.output.safeParse(data);
  if (checked.success) return null;
  return checked.error.issues.map((issue) => `data.${issue.path.join(".")}: ${issue.message}`).join("; ");
}

/** Where data written as JSON (`JsonText`) goes in the envelope's text: a string no answer holds. */
const dataMark = `data:${randomUUID()}`;

/** Mounts each call at /api/<spec path> with parsing, auth, limits and the envelope. */
export function mountApi(app: Hono<ApiEnv>, calls: AnyCall[], services: Services, options: MountOptions = {}): void {
  const seen = new Set<string>();
  for (const call of calls) {
    const id = `${call.method} ${call.path}`;
    if (seen.has(id)) throw new Error(`Call registered twice: ${id}`);
    seen.add(id);
    app.on(call.method, `/api/${call.path}`, async (c) => {
      const lang = c.get("lang");
      const actor = await authorize(call, services, c.req.raw.headers);
      const subject = actor ? `u${actor.id}` : c.get("ip");
      if (call.limiter) {
        await call.limiter(services, subject);
      } else if (call.rateLimit) {
        const rule = typeof call.rateLimit === "function" ? call.rateLimit(services.env) : call.rateLimit;
        await enforceRateLimit(services.db, `call:${id}:${subject}`, rule);
      }
      if (isDemoBlocked(id) && actor?.role !== "admin" && (await isDemoMode(services.db))) {
        throw new AppError("DEMO_MODE");
      }
      const raw = dropEmpty(await readRequestInput(c.req.raw));
      const input = call.input.parse(raw);
      const result = await call.handler({
        input,
        actor,
        services,
        lang,
        t: translator(lang),
        requestId: c.get("requestId"),
        ip: c.get("ip"),
        headers: c.req.raw.headers,
      });
      if (result.file) {
        return new Response(result.file.body as Uint8Array<ArrayBuffer>, {
          headers: {
            "Content-Type": result.file.contentType,
            "Content-Disposition": `attachment; filename="${result.file.fileName}"`,
            "Cache-Control": "private, no-store",
            "X-Content-Type-Options": "nosniff",
          },
        });
      }
      const written = result.data instanceof JsonBytes ? result.data.bytes : null;
      if (options.onAnswerMismatch) {
        // Data written as JSON is checked as the client reads it.
        const mismatch = answerMismatch(call, written === null ? result.data : JSON.parse(written.toString()));
        if (mismatch) options.onAnswerMismatch(id, mismatch);
      }
      const body = envelope({
        error: false,
        message: translate(lang, result.message ?? "dataFetched"),
        ...result.extraFields,
        data: written === null ? result.data : dataMark,
        ...(result.total !== undefined ? { total: result.total } : {}),
      });
      for (const cookie of result.setCookies ?? []) c.header("Set-Cookie", cookie, { append: true });
      const json =
        written === null ? JSON.stringify(body) : fillMarks(cutAtMarks(JSON.stringify(body), [dataMark]), new Map([[dataMark, written]]));
      if (call.method !== "GET") return jsonAnswer(c, json, result.status ?? 200);
      const cacheable = call.auth === "public" && Boolean(call.cacheSeconds);
      c.header("Cache-Control", cacheable ? `public, max-age=${call.cacheSeconds}, stale-while-revalidate=60` : "private, no-cache");
      const vary = "Accept-Language, Cookie, Authorization";
      if (!cacheable) return jsonAnswer(c, json, result.status ?? 200, vary);
      // Public cacheable answers carry a validator so a revalidating client gets 304 without the body.
      const etag = weakEtag(json);
      c.header("ETag", etag);
      if (etagMatches(c.req.header("if-none-match"), etag)) {
        c.header("Vary", vary);
        return c.body(null, 304);
      }
      return jsonAnswer(c, json, result.status ?? 200, vary);
    });
  }
}

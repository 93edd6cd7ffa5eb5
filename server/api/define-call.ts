import type { z } from "zod";
import type { Actor } from "../../app/lib/actor.server.ts";
import type { Env } from "../../app/lib/env.server.ts";
import type { LanguageCode, Translate } from "../../app/lib/i18n/index.ts";
import type { RateLimitRule } from "../../app/lib/rate-limit.server.ts";
import type { Services } from "../../app/lib/services.server.ts";

/**
 * public: no token needed; optional: personalises when a token is present;
 * user: login required; staff: admin only; moderator: a moderator or an admin (docs/product.md, "Roles").
 */
export type AuthLevel = "public" | "optional" | "user" | "staff" | "moderator";

/** The actor a handler receives: signed-in levels always have one (the mount answers 401 before the handler otherwise). */
export type ActorFor<L extends AuthLevel> = L extends "public" | "optional" ? Actor | null : Actor;

export interface CallContext<I, A extends Actor | null = Actor | null> {
  input: I;
  actor: A;
  services: Services;
  lang: LanguageCode;
  t: Translate;
  requestId: string;
  ip: string;
  /** The request's headers (better-auth reads the session and client details from them). */
  headers: Headers;
}

/**
 * An answer's data already written as JSON, in UTF-8: the mount writes it into the envelope as
 * it is (homepage-data splices its kept sections' JSON, server/api/answers/home.ts).
 */
export class JsonBytes {
  readonly bytes: Buffer;
  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }
}

export interface CallResult<O> {
  data: O | JsonBytes;
  /** Count before offset/limit, for list calls. */
  total?: number;
  /** Dictionary key of the success message. */
  message?: string;
  status?: 200 | 201;
  /** Set-Cookie values (sign-in and sign-out set or clear the session cookie). */
  setCookies?: string[];
  /**
   * Fields beside error/message/data: user_signup's `token` (docs/architecture.md, "The API contract"); listing writes' SEO
   * `warnings` (translated); get_property's `similar_properties` and get-package's `active_packages` and `all_features`,
   * which eBroker's clients read beside `data`.
   */
  extraFields?: {
    token?: string;
    warnings?: string[];
    similar_properties?: unknown[];
    active_packages?: unknown[];
    all_features?: unknown[];
  };
  /** A document answered as itself instead of the envelope (get-payment-receipt's PDF); private, never cached. */
  file?: { body: Uint8Array; contentType: string; fileName: string };
}

export interface CallSpec<S extends z.ZodType = z.ZodType, O = unknown, L extends AuthLevel = AuthLevel> {
  method: "GET" | "POST" | "DELETE";
  /** The spec's path, spelled as the spec spells it (docs/architecture.md, "The API contract"), without /api/. */
  path: string;
  auth: L;
  tag: string;
  summary: string;
  input: S;
  /**
   * The answer's `data`, in the names and types eBroker's clients read (docs/architecture.md,
   * "The API contract"). OpenAPI documents it; in tests every answer is checked against it.
   */
  output: z.ZodType;
  /** Content types the call answers as a file instead of the envelope (documented beside application/json). */
  fileTypes?: string[];
  /** Public GETs may be cached by browsers and CDNs for this many seconds. */
  cacheSeconds?: number;
  /** Extra per-call limit on top of the API-wide one, per actor or client address. */
  rateLimit?: RateLimitRule | ((env: Env) => RateLimitRule);
  /** A limiter shared with page actions (per client address or actor); replaces `rateLimit`'s own counter. */
  limiter?: (services: Services, subject: string) => Promise<void>;
  handler: (call: CallContext<z.output<S>, ActorFor<L>>) => Promise<CallResult<O>>;
}

export type AnyCall = CallSpec<z.ZodType, unknown>;

/** Declares one spec call; the router mounts it, validates it and documents it. */
export function defineCall<S extends z.ZodType, O, const L extends AuthLevel>(spec: CallSpec<S, O, L>): AnyCall {
  return spec as unknown as AnyCall;
}

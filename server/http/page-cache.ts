import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { isbot } from "isbot";
import { hasSessionCookie } from "../../app/lib/actor.server.ts";
import { negotiateLanguage } from "../../app/lib/i18n/index.ts";
import { chooseEncoding, isCompressible, packBytes } from "./compress.ts";

/**
 * Public pages a visitor without a session sees the same way: the home page, the listing,
 * ward and category pages, a listing's detail, the map, the directories of projects, agents
 * and articles, the information pages and the tools. Auth pages, /user, /admin, payment
 * returns and project details (their loader counts a view inside the answer) always render.
 */
const publicPages = [
  /^\/$/,
  /^\/(?:about|privacy|terms|faqs|contact|map|compare|projects|agents|articles|mortgage-calculator|area-converter|subscription-plan)$/,
  /^\/properties(?:\/(?:category|ward)\/[^/]+)?$/,
  /^\/properties-details\/[^/]+$/,
  /^\/agents\/[^/]+$/,
  /^\/articles\/[^/]+$/,
];

/** The page a document or single-fetch (`.data`) request asks for; `/_root.data` is the home page's. */
function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/** What a cached answer's body is: a document, or the loader data of a client navigation. */
const cachedTypes = /^(?:text\/html|text\/x-script)/i;

/** A policy tells the cache to keep out: a private or uncacheable answer. */
const privateAnswer = /private|no-store|no-cache/i;

/** Inline scripts of a rendered document (a script with a `src` runs from 'self' and needs no hash). */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** SHA-256 (base64) of each distinct inline script, in the order they appear. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(inlineScript)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(createHash("sha256").update(content, "utf8").digest("base64"));
  }
  return [...hashes];
}

interface Entry {
  key: string;
  status: number;
  headers: [string, string][];
  body: Buffer<ArrayBuffer>;
  /** The body in each coding, packed the first time a client asks for it. */
  packed: Partial<Record<"br" | "gzip", Buffer<ArrayBuffer>>>;
  /** The document's inline scripts by hash; null for loader data. */
  hashes: string[] | null;
  /** What the render did besides answering (a listing's view), done again on each hit. */
  effects: (() => void)[];
  expires: number;
  bytes: number;
}

export interface PageCacheOptions {
  /** Seconds an entry is served; 0 turns the cache off. */
  seconds: number;
  maxEntries?: number;
  /** Bytes of bodies (every coding kept) across entries. */
  maxBytes?: number;
  /** Milliseconds now (tests move it). */
  now?: () => number;
}

/** Renders the page; `onCacheHit` is given when the answer may be cached. */
export type RenderPage = (onCacheHit?: (effect: () => void) => void) => Promise<Response>;

/**
 * Whole public pages for visitors without a session, kept a few seconds in this process's
 * memory: keyed by the URL (language and query included), the visitor's preferred language
 * (cookie or Accept-Language: the language offer) and whether the client is a crawler (which
 * gets the document whole rather than streamed). Concurrent misses of one key render once;
 * entries and bytes are bounded, least recently used first out. Any state-changing request
 * this process handles empties it (`clear`); other processes' changes show within `seconds`.
 */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Promise<Entry | null>>();
  readonly #ttl: number;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;
  #sweptAt = 0;

  constructor(options: PageCacheOptions) {
    this.#ttl = options.seconds * 1000;
    this.#maxEntries = options.maxEntries ?? 1000;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Forgets every entry; fills under way when it is called are not kept. */
  clear(): void {
    this.#entries.clear();
    this.#pending.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  /** The cache key of a request, or null when its page is rendered for it alone. */
  keyOf(request: Request): string | null {
    if (this.#ttl <= 0) return null;
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const headers = request.headers;
    if (headers.has("authorization") || hasSessionCookie(headers.get("cookie"))) return null;
    const url = new URL(request.url);
    const page = pagePath(url.pathname);
    if (!publicPages.some((pattern) => pattern.test(page))) return null;
    const preferred = negotiateLanguage({ cookieHeader: headers.get("cookie"), acceptLanguage: headers.get("accept-language") });
    const reader = isbot(headers.get("user-agent") ?? "") ? "bot" : "browser";
    return `${reader} ${preferred} ${url.pathname}${url.search}`;
  }

  /** The cached answer for the request, or the page rendered (and kept when it may be). */
  async serve(c: Context, render: RenderPage): Promise<Response> {
    const key = this.keyOf(c.req.raw);
    if (key === null) return render();
    // The check and the fill's start run in one turn, so a second miss always finds the first.
    const pending = this.#pending.get(key);
    const found = this.#lookup(key) ?? (pending ? await pending : null);
    if (found) return this.#answer(c, found);
    if (c.req.method === "HEAD") return varied(await render());
    return this.#fill(key, render);
  }

  #lookup(key: string): Entry | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.#now()) {
      this.#remove(key, entry);
      return null;
    }
    // Most recently used last: eviction takes the first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  async #fill(key: string, render: RenderPage): Promise<Response> {
    const generation = this.#generation;
    let settle!: (entry: Entry | null) => void;
    const filled = new Promise<Entry | null>((resolve) => (settle = resolve));
    this.#pending.set(key, filled);
    const done = (entry: Entry | null) => {
      if (this.#pending.get(key) === filled) this.#pending.delete(key);
      settle(entry);
    };
    const effects: (() => void)[] = [];
    let response: Response;
    try {
      response = await render((effect) => effects.push(effect));
    } catch (error) {
      done(null);
      throw error;
    }
    if (!storable(response)) {
      done(null);
      return varied(response);
    }
    const [toClient, toCache] = response.body!.tee();
    const headers = new Headers(response.headers);
    void new Response(toCache).arrayBuffer().then(
      (bytes) => {
        const body = Buffer.from(bytes);
        const html = (headers.get("content-type") ?? "").startsWith("text/html");
        const entry: Entry = {
          key,
          status: response.status,
          headers: [...headers],
          body,
          packed: {},
          hashes: html ? inlineScriptHashes(body.toString("utf8")) : null,
          effects,
          expires: this.#now() + this.#ttl,
          bytes: body.length,
        };
        done(generation === this.#generation && this.#store(key, entry) ? entry : null);
      },
      () => done(null),
    );
    return varied(new Response(toClient, { status: response.status, statusText: response.statusText, headers: response.headers }));
  }

  #store(key: string, entry: Entry): boolean {
    // One page may take a quarter of the budget at most, so a few huge pages never empty it.
    if (entry.bytes > this.#maxBytes / 4) return false;
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    this.#sweep();
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
    return this.#entries.get(key) === entry;
  }

  #remove(key: string, entry: Entry): void {
    if (this.#entries.get(key) !== entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /**
   * Drops the entries past their time, at most once per `seconds`: without it pages nobody asks
   * for again stay until the bounds push them out, and the memory held grows to the bounds.
   */
  #sweep(): void {
    const now = this.#now();
    if (now - this.#sweptAt < this.#ttl) return;
    this.#sweptAt = now;
    for (const [key, entry] of this.#entries) if (entry.expires <= now) this.#remove(key, entry);
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) return;
      this.#remove(key, entry);
    }
  }

  #answer(c: Context, entry: Entry): Response {
    for (const effect of entry.effects) effect();
    const headers = new Headers(entry.headers);
    const type = headers.get("content-type") ?? "";
    const encoding = entry.body.length >= 1024 && isCompressible(type) ? chooseEncoding(c.req.header("accept-encoding")) : null;
    let body = entry.body;
    if (encoding) {
      let packed = entry.packed[encoding];
      if (!packed) {
        packed = packBytes(entry.body, encoding);
        entry.packed[encoding] = packed;
        if (this.#entries.get(entry.key) === entry) {
          entry.bytes += packed.length;
          this.#bytes += packed.length;
          this.#evict();
        }
      }
      body = packed;
      headers.set("Content-Encoding", encoding);
    }
    headers.set("Content-Length", String(body.length));
    headers.set("Vary", varyFor(encoding));
    headers.set("X-Page-Cache", "hit");
    if (entry.hashes) c.set("cspScriptHashes", entry.hashes);
    return new Response(c.req.method === "HEAD" ? null : body, { status: entry.status, headers });
  }
}

/** What a cached page's key reads from the request, and the coding when the body is packed. */
function varyFor(encoding: "br" | "gzip" | null): string {
  return encoding ? "Cookie, Accept-Language, User-Agent, Accept-Encoding" : "Cookie, Accept-Language, User-Agent";
}

/** A page answer the cache may keep: a 200 document or loader data that sets no cookie and is not private. */
function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("set-cookie")) return false;
  if (privateAnswer.test(response.headers.get("cache-control") ?? "")) return false;
  return cachedTypes.test(response.headers.get("content-type") ?? "");
}

/** A rendered answer to a request the cache keys: marked a miss, with the request headers its key reads. */
function varied(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("Vary", varyFor(null));
  headers.set("X-Page-Cache", "miss");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Empties the page cache after each state-changing request (API writes, page actions,
 * sign-in), and with it what else is kept for visitors as long as their pages (`alsoForget`).
 */
export function clearPagesOnWrite(cache: PageCache, alsoForget: () => void = () => {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      cache.clear();
      alsoForget();
    }
  };
}

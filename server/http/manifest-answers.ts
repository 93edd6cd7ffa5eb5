import { LastUseMap } from "../../app/lib/last-use-map.ts";

/**
 * React Router's route-discovery answers (`GET /__manifest?paths=…&version=…`), kept by their
 * query. After a page loads, the browser asks which routes its links lead to: React Router
 * matches every path against the whole route table (2.5 ms of CPU for a list page's 28 links at
 * 10k listings, on every page view, as much as rendering a small page). The answer depends only
 * on the build and the query (the build's version is in it: a stale one answers 204 "reload",
 * which is not kept), and React Router marks it immutable, so the same query is answered from
 * memory: every visitor of a page asks the same one. Kept by last use within bounds; none in
 * development, where the build changes as files are edited.
 */
export class ManifestAnswers {
  readonly #entries: LastUseMap<string, { body: Uint8Array<ArrayBuffer>; headers: [string, string][] }>;
  readonly #maxBytes: number;

  constructor(options: { maxEntries?: number; maxBytes?: number } = {}) {
    this.#maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
    this.#entries = new LastUseMap({
      maxEntries: options.maxEntries ?? 2_000,
      maxWeight: this.#maxBytes,
      weigh: (entry, query) => entry.body.byteLength + query.length,
    });
  }

  /** Whether a request is a route-discovery request. */
  static handles(method: string, path: string): boolean {
    return method === "GET" && path === "/__manifest";
  }

  /** The answer to this query: kept, or made by `render` and kept when it is a 200. */
  async serve(query: string, render: () => Promise<Response>): Promise<Response> {
    const kept = this.#entries.get(query);
    if (kept) return new Response(kept.body, { status: 200, headers: kept.headers });
    const response = await render();
    if (response.status !== 200) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers];
    // One answer may take a quarter of the bound at most, so a few huge ones never empty it.
    if (body.byteLength + query.length <= this.#maxBytes / 4) this.#entries.set(query, { body, headers });
    return new Response(body, { status: 200, headers });
  }

  /** How many answers are kept (tests read it). */
  get size(): number {
    return this.#entries.size;
  }
}

// A small bounded HTTP load generator: N workers on keep-alive loopback connections, each
// sending its next request as soon as the previous answer has been read in full.
import http from "node:http";
import { performance } from "node:perf_hooks";

export interface LoadOptions {
  /** Origin of the server under test (loopback only). */
  origin: string;
  /** Paths with query strings; worker requests rotate through them. */
  paths: string[];
  concurrency: number;
  /** Stop after this many requests in total … */
  maxRequests: number;
  /** … or after this many milliseconds, whichever comes first. */
  maxMs: number;
  /** Extra headers per worker (e.g. a distinct X-Forwarded-For per simulated client). */
  headersFor?: (worker: number) => Record<string, string>;
  /** The Accept header (JSON by default; pages ask for HTML). */
  accept?: string;
}

export interface LoadResult {
  requests: number;
  /** Every latency, sorted (for merging slices). */
  latencies: number[];
  /** Answers other than 2xx/304, and transport errors. */
  failures: number;
  firstFailure: string | null;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Mean response body size as transferred (compressed), bytes. */
  meanBytes: number;
}

function assertLoopback(origin: string): URL {
  const url = new URL(origin);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) throw new Error(`refusing to load a non-loopback host: ${url.hostname}`);
  return url;
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

function get(
  agent: http.Agent,
  url: URL,
  path: string,
  headers: Record<string, string>,
  accept: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: "GET",
        headers: { "accept-encoding": "gzip, deflate, br", accept, ...headers },
      },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** Fires requests at `concurrency` until either bound is reached; latencies in milliseconds. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = assertLoopback(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency, maxFreeSockets: options.concurrency });
  const latencies: number[] = [];
  let issued = 0;
  let failures = 0;
  let bytes = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  const deadline = started + options.maxMs;
  const worker = async (index: number) => {
    const headers = options.headersFor?.(index) ?? {};
    while (issued < options.maxRequests && performance.now() < deadline) {
      const path = options.paths[issued % options.paths.length]!;
      issued++;
      const t0 = performance.now();
      try {
        const res = await get(agent, url, path, headers, options.accept ?? "application/json");
        latencies.push(performance.now() - t0);
        bytes += res.bytes;
        if (!(res.status >= 200 && res.status < 300) && res.status !== 304) {
          failures++;
          firstFailure ??= `${res.status} ${path}`;
        }
      } catch (error) {
        failures++;
        firstFailure ??= `${(error as Error).message} ${path}`;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return summarize(latencies, failures, firstFailure, seconds, bytes);
}

function summarize(latencies: number[], failures: number, firstFailure: string | null, seconds: number, bytes: number): LoadResult {
  return {
    requests: latencies.length,
    latencies,
    failures,
    firstFailure,
    seconds,
    perSecond: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    meanBytes: latencies.length ? bytes / latencies.length : 0,
  };
}

/** Several slices of load on one route as one result (requests per second over their summed time). */
export function mergeLoads(parts: LoadResult[]): LoadResult {
  const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
  const bytes = parts.reduce((sum, p) => sum + p.meanBytes * p.requests, 0);
  return summarize(
    latencies,
    parts.reduce((sum, p) => sum + p.failures, 0),
    parts.find((p) => p.firstFailure)?.firstFailure ?? null,
    parts.reduce((sum, p) => sum + p.seconds, 0),
    bytes,
  );
}

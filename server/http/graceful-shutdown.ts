import type { Server } from "node:http";
import type { Drain } from "../../app/lib/drain.server.ts";

/**
 * Stops taking work without cutting what is in flight: draining begins (/readyz 503, event
 * streams told to reconnect, each response closes its connection), the listener closes (new
 * connections are refused, so a proxy tries another process) with the idle keep-alive
 * connections, and the requests in flight finish. Whatever is still open after `graceMs` is
 * closed. Resolves once no connection is left; `forced` says whether the grace ran out.
 */
export async function drainServer(server: Server, drain: Drain, graceMs: number): Promise<{ forced: boolean }> {
  drain.begin();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A connection whose response was already under way when draining began (an event stream)
  // carries no "Connection: close"; it is closed as soon as it falls idle.
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const forced = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), graceMs);
    }),
  ]);
  clearTimeout(timer);
  clearInterval(sweeper);
  if (forced) {
    server.closeAllConnections();
    await closed;
  }
  return { forced };
}

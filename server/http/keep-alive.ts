import type { Server } from "node:http";

/**
 * Idle keep-alive connections stay open `seconds` (announced as `Keep-Alive: timeout=<seconds>`).
 * The server must close an idle connection later than anything in front of it would reuse
 * one: load balancers and proxies keep upstream connections idle for up to 60 s by default
 * and ignore the hint, and a client whose event loop stalls past the close reuses a
 * connection the server has already closed. Either way the request written onto it fails
 * ("other side closed") with no answer. Node's own default is 5 s.
 */
export function keepConnectionsAlive(server: Server, seconds: number): void {
  server.keepAliveTimeout = seconds * 1000;
}

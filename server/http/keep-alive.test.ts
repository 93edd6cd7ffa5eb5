import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { keepConnectionsAlive } from "./keep-alive.ts";

const servers: Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))));

async function listen(seconds?: number): Promise<number> {
  const server = createServer((_, res) => res.end("ok"));
  servers.push(server);
  if (seconds !== undefined) keepConnectionsAlive(server, seconds);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** Sends one GET on `socket`; answers the raw response, or "closed" when the server has closed the connection. */
function ask(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = "";
    const done = (result: string) => {
      socket.off("data", onData);
      socket.off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.endsWith("ok")) done(text);
    };
    const onClose = () => done("closed");
    socket.on("data", onData);
    socket.once("close", onClose);
    if (socket.writable) socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    else done("closed");
  });
}

/** Resolves with the milliseconds until the server closes `socket`, or rejects after `withinMs`. */
function closedWithin(socket: Socket, withinMs: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still open after ${withinMs} ms`)), withinMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
}

async function openConnection(port: number): Promise<Socket> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  await new Promise((resolve) => socket.once("connect", resolve));
  return socket;
}

describe("keepConnectionsAlive", () => {
  it("announces the configured idle time and keeps a connection open through it", async () => {
    const socket = await openConnection(await listen(65));
    expect(await ask(socket)).toContain("Keep-Alive: timeout=65");
    expect(servers[0]?.keepAliveTimeout).toBe(65_000);
    // The next request on the same connection is answered.
    expect(await ask(socket)).toMatch(/^HTTP\/1\.1 200 OK/);
    socket.destroy();
  });

  it("closes an idle connection once its time has passed, far sooner than Node's own 5 s when told so", async () => {
    const socket = await openConnection(await listen(0.2));
    await ask(socket);
    const closedAfter = await closedWithin(socket, 4_000);
    expect(closedAfter).toBeGreaterThanOrEqual(150);
  });

  it("leaves Node's default (5 s) when not called", async () => {
    const socket = await openConnection(await listen());
    expect(await ask(socket)).toContain("Keep-Alive: timeout=5");
    socket.destroy();
  });
});

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

/** Asks once, leaves the connection idle `idleMs`, asks again on it: the two answers. */
async function askTwice(port: number, idleMs: number): Promise<[string, string]> {
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => {});
  const first = await ask(socket);
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  const second = await ask(socket);
  socket.destroy();
  return [first, second];
}

describe("keepConnectionsAlive", () => {
  it("keeps an idle connection past Node's default close, so a request written on it later is answered", async () => {
    const idleMs = 6_500;
    const [[plainFirst, plainSecond], [keptFirst, keptSecond]] = await Promise.all([
      listen().then((port) => askTwice(port, idleMs)),
      listen(65).then((port) => askTwice(port, idleMs)),
    ]);
    expect(plainFirst).toContain("Keep-Alive: timeout=5");
    expect(plainSecond).toBe("closed");
    expect(keptFirst).toContain("Keep-Alive: timeout=65");
    expect(keptSecond).toMatch(/^HTTP\/1\.1 200 OK/);
  }, 15_000);
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

/** What a fake gateway's handler gets: the request, its raw body and helpers to answer. */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: string;
  json: () => any;
}

export interface FakeAnswer {
  send: (status: number, body: unknown) => void;
  html: (title: string, body: string) => void;
  redirect: (location: string) => void;
  text: (body: string) => void;
}

/** A local HTTP server for one fake gateway (on `port`, or any free one); answers 404 for whatever the handler leaves. */
export async function startFakeHttp(
  handle: (req: FakeRequest, res: FakeAnswer, base: string) => Promise<boolean | void> | boolean | void,
  port = 0,
): Promise<{ base: string; close: () => Promise<void> }> {
  let base = "";
  const server: Server = createServer((req: IncomingMessage, raw: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const res: FakeAnswer = {
        send: (status, payload) => raw.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload)),
        html: (title, content) =>
          raw
            .writeHead(200, { "content-type": "text/html; charset=utf-8" })
            .end(`<!doctype html><html lang="vi"><head><title>${title}</title></head><body><main>${content}</main></body></html>`),
        redirect: (location) => raw.writeHead(302, { location }).end(),
        text: (content) => raw.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(content),
      };
      const url = new URL(req.url ?? "/", base);
      // A browser on a hosted page asks for the site's icon; the gateway has none to give.
      if (url.pathname === "/favicon.ico") return void raw.writeHead(204).end();
      const request: FakeRequest = { method: req.method ?? "GET", url, headers: req.headers, body, json: () => JSON.parse(body || "{}") };
      Promise.resolve(handle(request, res, base))
        .then((handled) => {
          if (handled === false && !raw.headersSent) res.send(404, { message: "not found" });
        })
        .catch((error: unknown) => {
          if (!raw.headersSent) res.send(500, { message: String(error) });
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  // Idle keep-alive connections are cut so that a fixed port is free again at once.
  return {
    base,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

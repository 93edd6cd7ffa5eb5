import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeSmsGateway {
  url: string;
  requests: GatewayRequest[];
  /** How the next requests are answered: a status, or "hang" to never answer. */
  answer: number | "hang";
  close(): Promise<void>;
}

/** A local HTTP server in the place of an SMS provider's API (a third party), recording each request. */
export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const hanging: ServerResponse[] = [];
  const gateway: FakeSmsGateway = {
    url: "",
    requests: [],
    answer: 200,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      gateway.requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body: text ? JSON.parse(text) : null });
      if (gateway.answer === "hang") {
        hanging.push(res);
        return;
      }
      res.writeHead(gateway.answer, { "content-type": "application/json" }).end(JSON.stringify({ ok: gateway.answer < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  return gateway;
}

// A stand-in server for server/processes.test.ts: serveInProcesses around a plain HTTP server that
// answers its process id, leaves on GET /exit (code 5), and closes on SIGTERM as the app does.
//   node tests/support/server-processes-fixture.ts <count> <port> [fail-second]
import http from "node:http";
import { serveInProcesses } from "../../server/processes.ts";

const [count = "2", port = "0", mode = "serve"] = process.argv.slice(2);
await serveInProcesses(Number(count), async () => {
  // A second process that cannot start, as one with a bad setting.
  if (mode === "fail-second" && process.env.SERVER_PROCESS_SLOT === "1") process.exit(3);
  const server = http.createServer((req, res) => {
    res.setHeader("connection", "close");
    if (req.url === "/exit") res.end("bye", () => process.exit(5));
    else res.end(String(process.pid));
  });
  server.listen(Number(port), "127.0.0.1");
  process.on("SIGTERM", () => server.close(() => process.exit(0)));
});

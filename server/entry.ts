import cluster from "node:cluster";
import path from "node:path";
import { resolveAuthSecret } from "../app/lib/auth/auth-secret.server.ts";
import { loadEnvOrExit } from "../app/lib/env.server.ts";
import { serveInProcesses, serverProcessCount } from "./processes.ts";

// Production entry: bundled by `react-router build` into build/server/index.js. The server and
// the app are imported when a process starts serving, so the first process of several
// (server/processes.ts), which only starts and watches them, does not load them.
const env = loadEnvOrExit();
const processes = serverProcessCount(env);
// A secret kept under DATA_DIR is made here once, not by several processes at the same moment.
if (processes > 1 && cluster.isPrimary) resolveAuthSecret(env);
await serveInProcesses(processes, async () => {
  const [{ startServer }, build] = await Promise.all([import("./main.ts"), import("virtual:react-router/server-build")]);
  await startServer({
    mode: "production",
    getBuild: async () => build,
    clientDir: path.resolve(process.cwd(), "build/client"),
  });
});

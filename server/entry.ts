import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { startServer } from "./main.ts";

// Production entry: bundled by `react-router build` into build/server/index.js.
await startServer({
  mode: "production",
  getBuild: async () => build,
  clientDir: path.resolve(process.cwd(), "build/client"),
});

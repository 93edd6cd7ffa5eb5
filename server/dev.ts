import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer, isRunnableDevEnvironment } from "vite";

// Development: Vite in middleware mode for HMR, the same Hono app loaded through Vite's SSR runner.
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules");
const runner = ssr.runner;
const { loadEnv } = (await runner.import("/app/lib/env.server.ts")) as typeof import("../app/lib/env.server.ts");
const { createServices } = (await runner.import("/app/lib/services.server.ts")) as typeof import("../app/lib/services.server.ts");
const { seedDatabase } = (await runner.import("/db/seed/seed.server.ts")) as typeof import("../db/seed/seed.server.ts");
const { grantFreePackage } = (await runner.import(
  "/app/modules/packages/grant-free-package.server.ts",
)) as typeof import("../app/modules/packages/grant-free-package.server.ts");

const { holdDataDir } = (await runner.import("/server/control-jobs.ts")) as typeof import("./control-jobs.ts");

const env = loadEnv({ ...process.env, NODE_ENV: "development" });
// As in production (server/main.ts): DATA_DIR's control socket is held before PGlite is opened.
const ready = Promise.withResolvers<Awaited<ReturnType<typeof createServices>>>();
const control = await holdDataDir(env, ready.promise);
const services = await createServices(env, { onUserCreated: grantFreePackage });
ready.resolve(services);
await seedDatabase(services, { demo: env.SEED_DEMO });
// The same background work as the production server (favourites' followers, ward price bands).
const { startBackgroundJobs } = (await runner.import("/server/background-jobs.ts")) as typeof import("./background-jobs.ts");
const jobs = startBackgroundJobs(services, { tickMs: 3000 });

const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { createApp } = (await runner.import("/server/app.ts")) as typeof import("./app.ts");
      const app = createApp(services, {
        mode: "development",
        getBuild: () => runner.import("virtual:react-router/server-build") as never,
      });
      await getRequestListener(app.fetch)(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      res.statusCode = 500;
      res.end("Oops! Something went wrong");
    }
  });
});
server.listen(env.PORT, () => {
  console.info(`Nhà Đất dev server at http://localhost:${env.PORT}\nDatabase: ${services.database.describe}`);
});
const stop = () => {
  server.close();
  server.closeAllConnections();
  void Promise.all([control?.close(), jobs.stop(), vite.close()])
    .then(() => services.close())
    .finally(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

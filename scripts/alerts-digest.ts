// npm run alerts:digest -- --frequency=daily|weekly
// Sends the saved-search digests that are due (each search's last digest a day or a week old, or
// none yet) in the database the app uses, then sends the queued mail. The running server does the
// same every hour (server/background-jobs.ts). With DATABASE_URL (PostgreSQL) the command runs the
// job itself beside any servers. With the embedded database (no DATABASE_URL), which one process
// may open, it asks the server holding DATA_DIR to run the job over DATA_DIR/control.sock
// (server/control-channel.ts); when no server runs it opens the database itself, holding the
// socket meanwhile so that a server starting then waits its turn (refuses to start).
import { parseArgs } from "node:util";
import { loadEnvOrExit } from "../app/lib/env.server.ts";
import { createServices, type Services } from "../app/lib/services.server.ts";
import { askControlChannel, controlSocketPath, type ControlJobResult, type ControlRequest } from "../server/control-channel.ts";
import { holdDataDir, runControlJob } from "../server/control-jobs.ts";

const { values } = parseArgs({ options: { frequency: { type: "string" } } });
if (values.frequency !== "daily" && values.frequency !== "weekly") {
  console.error("Usage: npm run alerts:digest -- --frequency=daily|weekly");
  process.exit(1);
}
const frequency = values.frequency;
const request: ControlRequest = { job: "saved-search-digest", frequency };
const summary = (result: ControlJobResult, where: string) =>
  `${frequency} digests: ${result.mailed} queued for ${result.searches} due searches; ${result.sent} mails sent (${where})`;

const env = loadEnvOrExit();
if (!env.DATABASE_URL) {
  const answer = await askControlChannel(env.DATA_DIR, request);
  if (answer) {
    if (!answer.ok) {
      console.error(`The server on ${controlSocketPath(env.DATA_DIR)} did not run the digests: ${answer.error}`);
      process.exit(1);
    }
    console.info(summary(answer, `run by the server on ${controlSocketPath(env.DATA_DIR)}`));
    process.exit(0);
  }
}

// No server holds the embedded database (or it is PostgreSQL): run the job here.
const ready = Promise.withResolvers<Services>();
const control = await holdDataDir(env, ready.promise);
const services = await createServices(env);
ready.resolve(services);
try {
  console.info(summary(await runControlJob(services, request), services.database.describe));
} finally {
  await control?.close();
  await services.close();
}

// npm run alerts:digest -- --frequency=daily|weekly
// Sends the saved-search digests that are due (each search's last digest a day or a week old)
// in the database the app uses, then sends the queued mail. The running server does the same
// every hour (server/background-jobs.ts); with the embedded database (no DATABASE_URL) stop the
// server first, since only one process may open it.
import { parseArgs } from "node:util";
import { loadEnvOrExit } from "../app/lib/env.server.ts";
import { createServices } from "../app/lib/services.server.ts";
import { sendSavedSearchDigests } from "../app/modules/saved-searches/send-saved-search-digests.server.ts";

const { values } = parseArgs({ options: { frequency: { type: "string" } } });
if (values.frequency !== "daily" && values.frequency !== "weekly") {
  console.error("Usage: npm run alerts:digest -- --frequency=daily|weekly");
  process.exit(1);
}

const services = await createServices(loadEnvOrExit());
try {
  const result = await sendSavedSearchDigests(services, { frequency: values.frequency });
  const sent = await services.mailQueue.drain();
  console.info(
    `${values.frequency} digests: ${result.mailed} queued for ${result.searches} due searches; ${sent} mails sent (${services.database.describe})`,
  );
} finally {
  await services.close();
}

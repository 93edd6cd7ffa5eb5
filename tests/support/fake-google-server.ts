import { startFakeGoogle } from "./fake-google.ts";

// The fake Google of tests/support/fake-google.ts as a process, for the browser journeys
// (playwright.config.ts starts it before the app). POST /__profile picks the next account.
const port = Number(process.env.FAKE_GOOGLE_PORT ?? 0);
const google = await startFakeGoogle({
  port,
  clientId: process.env.FAKE_GOOGLE_CLIENT_ID,
  clientSecret: process.env.FAKE_GOOGLE_CLIENT_SECRET,
});
console.info(`Fake Google listening at ${google.issuer}`);
const stop = () => void google.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

// Runs the Playwright journeys against build/ in Debian's Chromium, on a free port and a fresh DATA_DIR.
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.info(`Browser tests skipped: no Chromium at ${chromium} (apt-get install -y chromium).`);
  process.exit(0);
}
if (!existsSync("build/server/index.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 3999));
    });
  });
const port = await freePort();
// The fake Google sign-in provider (tests/support/fake-google-server.ts) listens here.
const googlePort = await freePort();
// The fake PayPal and VNPay the journeys start (tests/support/fake-gateways-e2e.ts) listen here.
const paypalPort = await freePort();
const vnpayPort = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "nhadat-e2e-"));
const result = spawnSync(path.resolve("node_modules/.bin/playwright"), ["test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: {
    ...process.env,
    E2E_PORT: String(port),
    E2E_GOOGLE_PORT: String(googlePort),
    E2E_PAYPAL_PORT: String(paypalPort),
    E2E_VNPAY_PORT: String(vnpayPort),
    E2E_DATA_DIR: dataDir,
  },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);

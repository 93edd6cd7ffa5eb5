import { defineConfig, devices } from "@playwright/test";
import { fakeGateways } from "./tests/support/fake-gateways-e2e.ts";
import { fakeGoogle } from "./tests/support/fake-google-e2e.ts";

// Browser journeys against the production build, in Debian's Chromium (never a downloaded browser).
// scripts/e2e.ts chooses the port and a throwaway DATA_DIR, then runs Playwright.
const port = Number(process.env.E2E_PORT ?? 3999);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL,
    locale: "vi-VN",
    trace: "off",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: "node_modules/.bin/node tests/support/fake-google-server.ts",
      url: `${fakeGoogle.issuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        FAKE_GOOGLE_PORT: new URL(fakeGoogle.issuer).port,
        FAKE_GOOGLE_CLIENT_ID: fakeGoogle.clientId,
        FAKE_GOOGLE_CLIENT_SECRET: fakeGoogle.clientSecret,
      },
    },
    {
      // As shipped: `npm run serve` sets NODE_ENV=production on its own command line.
      command: "npm run serve",
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR ?? "./data-e2e",
        LOG_LEVEL: "warn",
        RATE_LIMIT_API_PER_MINUTE: "100000",
        // Every journey signs in from 127.0.0.1; the module tests prove the auth budgets.
        RATE_LIMIT_AUTH_PER_10_MINUTES: "1000",
        SEED_DEMO: "1",
        GOOGLE_CLIENT_ID: fakeGoogle.clientId,
        GOOGLE_CLIENT_SECRET: fakeGoogle.clientSecret,
        GOOGLE_OAUTH_ISSUER: fakeGoogle.issuer,
        PAYPAL_API_BASE: fakeGateways.paypalApiBase,
        VNPAY_PAYMENT_URL: fakeGateways.vnpayPaymentUrl,
      },
    },
  ],
});

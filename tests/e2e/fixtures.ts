import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { createVerifiedAccount, newPerson, type NewPerson } from "./accounts-support.ts";

export const adminCredentials = { email: "admin@nhadat.local", password: "admin123" };

/**
 * Why a phone-width test skips the desktop project: it sets a phone's width itself, so the
 * desktop run would repeat it (playwright.config.ts runs every @phone test in both projects).
 */
export const phoneOnly = "the phone project runs it at a phone's width";

const tokens = new Map<string, string>();

/** Signs in through the API (once per account: sign-in is rate-limited) and returns bearer headers. */
export async function apiSignIn(
  request: APIRequestContext,
  baseURL: string,
  credentials = adminCredentials,
): Promise<Record<string, string>> {
  const cached = tokens.get(credentials.email);
  if (cached) return { authorization: `Bearer ${cached}` };
  let res = await request.post("/api/user_signup", { data: credentials, headers: { origin: baseURL } });
  // Sign-in is rate-limited per address and every journey comes from 127.0.0.1: wait as told, like a polite client.
  for (let attempt = 0; res.status() === 429 && attempt < 3; attempt++) {
    const wait = Number(res.headers()["x-retry-after"] ?? res.headers()["retry-after"] ?? 10);
    await new Promise((resolve) => setTimeout(resolve, (Math.min(wait, 15) + 0.5) * 1000));
    res = await request.post("/api/user_signup", { data: credentials, headers: { origin: baseURL } });
  }
  expect(res.ok(), await res.text()).toBeTruthy();
  const token = ((await res.json()) as { token?: string }).token;
  expect(token).toBeTruthy();
  tokens.set(credentials.email, token!);
  return { authorization: `Bearer ${token}` };
}

/** Changes site settings as staff; journeys go through the `siteSettings` fixture, which puts them back. */
async function setSettings(request: APIRequestContext, baseURL: string, values: Record<string, unknown>): Promise<void> {
  const headers = await apiSignIn(request, baseURL);
  const res = await request.post("/api/admin/update-settings", { data: { values }, headers });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Every setting as staff read it. */
async function readSettings(request: APIRequestContext, baseURL: string): Promise<Record<string, unknown>> {
  const res = await request.get("/api/admin/settings", { headers: await apiSignIn(request, baseURL) });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

const onePixelPng = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** Map tiles come from a third-party tile server: answered locally so tests need no network. */
export async function fakeMapTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: onePixelPng }));
}

/**
 * Waits until React has hydrated the element: hydration attaches its props to the DOM node. Typing
 * into a server-rendered field earlier is undone when hydration (which waits for the page's
 * dictionary) takes the field over.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"))), {
      message: "the element is hydrated",
    })
    .toBe(true);
}

/**
 * axe for a journey's page, run in the page itself (axe's legacy mode). Its default runs each
 * frame's part and then opens a blank page to join them, injecting axe's 650 KB again: twice the
 * time for the same results on these pages (15.2 against 25.6 s for 15 runs on the list, home and
 * contact pages; the same violations and passes), and the journeys run it a few hundred times.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** axe finds no WCAG 2.2 A/AA violations on the page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

/** The staff account the server creates at start (ADMIN_EMAIL): journeys act as staff with it and never change it. */
export interface Staff {
  credentials: { email: string; password: string };
  /** Bearer headers for staff API calls. */
  headers: Record<string, string>;
}

/** Site settings a journey changes; the fixture puts back every value it changed when the test ends. */
export interface SiteSettings {
  set(values: Record<string, unknown>): Promise<void>;
}

interface Fixtures {
  consoleErrors: string[];
  /** A verified account of this test's own, made through the registration API (not signed in). */
  account: NewPerson;
  staff: Staff;
  siteSettings: SiteSettings;
}

/**
 * Waits until the page in the tab, if React Router rendered it, is hydrated. A page's scripts
 * start after its first paint (app/lib/scripts-after-paint.server.ts), which can be after the
 * load event a navigation waits for.
 */
async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !("__reactRouterContext" in window) || Object.keys(document.documentElement).some((key) => key.startsWith("__reactProps$")),
    undefined,
    { timeout: 15_000 },
  );
}

/** Fails the test on any console error or uncaught page error, except those a test expects. */
export const test = base.extend<Fixtures>({
  // A journey acts on a page when it is ready, as a person does: `goto` and `reload` wait for
  // hydration too, unless the journey names what to wait for.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response && !options?.waitUntil) await pageReady(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (response && !options?.waitUntil) await pageReady(page);
      return response;
    };
    await use(page);
  },
  account: async ({ request }, use) => {
    const person = newPerson();
    await createVerifiedAccount(request, person);
    await use(person);
  },
  staff: async ({ request, baseURL }, use) => {
    await use({ credentials: adminCredentials, headers: await apiSignIn(request, baseURL!) });
  },
  siteSettings: async ({ request, baseURL }, use) => {
    const before = new Map<string, unknown>();
    await use({
      async set(values) {
        const current = await readSettings(request, baseURL!);
        for (const key of Object.keys(values)) if (!before.has(key)) before.set(key, current[key]);
        await setSettings(request, baseURL!, values);
      },
    });
    if (before.size) await setSettings(request, baseURL!, Object.fromEntries(before));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

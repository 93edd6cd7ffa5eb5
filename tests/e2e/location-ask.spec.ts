import { expect, test } from "./fixtures.ts";

// Counts the shell's position requests (the browser's prompt) in this page's window.
const countRequests = () => {
  const calls = { count: 0 };
  (window as unknown as { positionRequests: typeof calls }).positionRequests = calls;
  navigator.geolocation.getCurrentPosition = (_ok, fail) => {
    calls.count++;
    fail?.({ code: 1, message: "denied", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
  };
};
const requests = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window as unknown as { positionRequests: { count: number } }).positionRequests.count);
const hydrated = (page: import("@playwright/test").Page) =>
  page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);

test("the position is asked once per visitor, never on sign-in or account pages", async ({ browser }) => {
  const context = await browser.newContext({ locale: "vi-VN" });
  await context.addInitScript(countRequests);
  const page = await context.newPage();
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await requests(page), path).toBe(0);
  }
  await page.goto("/");
  await hydrated(page);
  await expect.poll(() => requests(page)).toBe(1);
  for (const path of ["/properties", "/contact", "/"]) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await requests(page), path).toBe(0);
  }
  await context.close();
});

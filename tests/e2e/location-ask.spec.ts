import { expect, test, waitForHydration } from "./fixtures.ts";

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
/**
 * Until the shell's start-up work has had its chance: it runs once the page is hydrated, has
 * loaded and the browser is idle (app/components/shell/client-effects.tsx), so an idle callback
 * asked for after that runs after it.
 */
const settled = async (page: import("@playwright/test").Page) => {
  await waitForHydration(page.getByRole("banner").getByRole("link").first());
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 3000 });
        if (document.readyState === "complete") idle();
        else addEventListener("load", () => setTimeout(idle, 0), { once: true });
      }),
  );
};

test("the position is asked once per visitor, never on sign-in or account pages", async ({ browser }) => {
  const context = await browser.newContext({ locale: "vi-VN" });
  await context.addInitScript(countRequests);
  const page = await context.newPage();
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await settled(page);
    expect(await requests(page), path).toBe(0);
  }
  await page.goto("/");
  await settled(page);
  expect(await requests(page)).toBe(1);
  for (const path of ["/properties", "/contact", "/"]) {
    await page.goto(path);
    await settled(page);
    expect(await requests(page), path).toBe(0);
  }
  await context.close();
});

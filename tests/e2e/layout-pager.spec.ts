import { expect, test } from "./fixtures.ts";

test("the property list shows the total and numbered pages, without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "vi-VN" });
  const page = await context.newPage();
  await page.goto("/properties");
  await expect(page.getByTestId("results-total")).toContainText(/\d+ bất động sản/);
  const pager = page.getByRole("navigation", { name: "Trang" });
  await expect(pager.getByText("1", { exact: true })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("link", { name: "Trang 3", exact: true }).click();
  await expect(page).toHaveURL(/offset=24/);
  await expect(pager.getByText("3", { exact: true })).toHaveAttribute("aria-current", "page");
  await expect(pager.getByRole("link", { name: "Trang 1", exact: true })).toBeVisible();
  await context.close();
});

import { expect, test } from "./fixtures.ts";

test("sign-in, register, plans and the 404 page name the site in their titles", async ({ page, request, consoleErrors }) => {
  const settings = (await (await request.get("/api/web-settings")).json()) as { data: { company_name: string } };
  const site = settings.data.company_name;
  expect(site).toBeTruthy();
  for (const [path, title] of [
    ["/login", "Đăng nhập"],
    ["/register", "Đăng ký"],
    ["/subscription-plan", ""],
    ["/no-such-page", "Không tìm thấy trang"],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(new RegExp(`${title}.* · ${site}$`));
  }
  await page.goto("/no-such-page?lang=en");
  await expect(page).toHaveTitle(new RegExp(`^Page not found · ${site}$`));
  // The unknown page answers 404, which the browser logs; that is the page under test.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes("404")));
});

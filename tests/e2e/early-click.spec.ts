import { signInThroughForm } from "./accounts-support.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test("the posting form works the same when the owner chooses and types before the page is ready", async ({ page, account }) => {
  await signInThroughForm(page, account);
  // The page's scripts arrive late, as on a loaded two-core machine: the server-rendered form is there first.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/user/properties/new", { waitUntil: "domcontentloaded" });
  const form = page.getByRole("form", { name: "Đăng tin bất động sản" });
  const house = form.getByRole("radio", { name: "Nhà riêng" });
  await house.check();
  await form.getByRole("textbox", { name: "Tiêu đề", exact: true }).fill("Nhà riêng hẻm xe hơi");
  release();
  await waitForHydration(house);
  await expect(house).toBeChecked();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 2\/6/ })).toBeVisible();
  // The details step asks the chosen category's own questions and keeps what was typed.
  await expect(form.getByRole("textbox", { name: /^Diện tích/ })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Tiêu đề", exact: true })).toHaveValue("Nhà riêng hẻm xe hơi");
});

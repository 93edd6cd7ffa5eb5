import type { Page } from "@playwright/test";
import { createVerifiedAccount, newPerson, signInThroughForm } from "./accounts-support.ts";
import { adminCredentials, expect, expectNoAxeViolations, test } from "./fixtures.ts";

const widths = [360, 390, 768, 1024, 1366, 1920];

/** Header controls whose label wraps (the site name may take two lines), and header parts that overlap. */
async function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector("header")!;
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    for (const control of header.querySelectorAll("a, button, summary")) {
      if (!visible(control) || control.closest("details:not([open]) > :not(summary)")) continue;
      // The lines of the control's text on screen; text for screen readers only (in a 1 px box) is not on screen.
      const tops = new Set<number>();
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      const lines = tops.size;
      const isSiteName = control.getAttribute("href")?.replace(/\?.*$/, "") === "/";
      if (lines > (isSiteName ? 2 : 1)) problems.push(`"${control.textContent?.trim()}" takes ${lines} lines`);
      const box = control.getBoundingClientRect();
      if (box.width < 24 || box.height < 24)
        problems.push(`"${control.textContent?.trim() || control.getAttribute("aria-label")}" is ${box.width}x${box.height}`);
      if (box.right > window.innerWidth + 0.5) problems.push(`"${control.textContent?.trim()}" ends past the viewport`);
    }
    const row = header.firstElementChild!;
    const [logo, actions] = [row.children[0]!, row.children[1]!].map((el) => el.getBoundingClientRect());
    if (logo!.right > actions!.left) problems.push(`logo (right ${logo!.right}) overlaps the actions (left ${actions!.left})`);
    return problems;
  });
}

async function checkWidths(page: Page, state: string, signedIn: boolean): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/properties"]) {
      await page.goto(path);
      if (path === "/") await page.locator("header").screenshot({ path: test.info().outputPath(`header-${state}-${width}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${state} ${width}px ${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await headerProblems(page), `${state} ${width}px ${path}`).toEqual([]);
    }
    if (width < 1024) {
      await page.getByLabel("Mở menu").click();
      const menu = page.locator("header details[open]");
      await expect(menu.getByRole("link", { name: "Bản đồ" })).toBeVisible();
      if (signedIn) {
        for (const name of ["Tin yêu thích", "Thông báo", "Tin đăng của tôi", "Hồ sơ của tôi", "Đăng tin"]) {
          await expect(menu.getByRole("link", { name, exact: true }), `${state} ${width}px menu has ${name}`).toBeVisible();
        }
        await expect(menu.getByRole("button", { name: "Đăng xuất" })).toBeVisible();
      } else {
        await expect(menu.getByRole("link", { name: "Đăng ký" })).toBeVisible();
        await expect(menu.getByRole("link", { name: "Đăng tin" })).toBeVisible();
      }
      if (width < 640) await expect(menu.getByRole("button", { name: "en", exact: true })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${state} ${width}px open menu scrolls sideways`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`header-${state}-${width}-menu.png`),
        clip: { x: 0, y: 0, width, height: 640 },
      });
      if (width === 390) await expectNoAxeViolations(page);
      await page.getByLabel("Mở menu").click();
    } else {
      await expect(page.getByLabel("Mở menu")).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Điều hướng chính" }).getByRole("link", { name: "Liên hệ" })).toBeVisible();
      // Visitors and members alike find the way to post.
      await expect(page.getByRole("banner").getByRole("link", { name: "Đăng tin", exact: true })).toBeVisible();
      if (width === 1366) await expectNoAxeViolations(page);
    }
  }
}

test.describe("the header at 360 to 1920 px", () => {
  test("signed out: one line per label, nothing overlaps or scrolls sideways", async ({ page }) => {
    await checkWidths(page, "visitor", false);
  });

  test("signed in: one line per label, the bell clear of the logo, the menu reaches favourites, notifications and my listings", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const person = newPerson("Người dùng tiêu đề dài");
    await createVerifiedAccount(request, person);
    await signInThroughForm(page, person);
    await checkWidths(page, "member", true);
  });

  test("signed in as staff (the most actions)", async ({ page }) => {
    test.setTimeout(90_000);
    await signInThroughForm(page, adminCredentials);
    await checkWidths(page, "staff", true);
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect(page.getByRole("link", { name: "Quản trị" })).toBeVisible();
  });
});

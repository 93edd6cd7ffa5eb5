import type { Page } from "@playwright/test";
import { createVerifiedAccount, newPerson, signInThroughForm, userIdByEmail } from "./accounts-support.ts";
import { apiSignIn, expect, fakeMapTiles, test } from "./fixtures.ts";

/**
 * Controls smaller than 24 x 24 CSS px (WCAG 2.2, 2.5.8), with the criterion's exceptions: a link
 * inside a sentence, and an undersized control whose 24 px circle touches no other control.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = "a[href], button, input:not([type='hidden']), select, textarea, summary, [role='button']";
    const targets = [...document.querySelectorAll(selector)].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // A control hidden for sight (the skip link before focus, sr-only text) is not a target.
      return box.width > 1 && box.height > 1 && style.visibility !== "hidden" && style.opacity !== "0";
    });
    // A link stretched over its card by an absolute ::after is as large as the card.
    const isStretched = (el: Element) => getComputedStyle(el, "::after").position === "absolute";
    const isInline = (el: Element) =>
      el.tagName === "A" &&
      [...(el.parentElement?.childNodes ?? [])].some((node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    const rects = targets.map((el) => el.getBoundingClientRect());
    const out: string[] = [];
    targets.forEach((el, i) => {
      const box = rects[i]!;
      if ((box.width >= 24 && box.height >= 24) || isInline(el) || isStretched(el)) return;
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const crowded = rects.some((other, j) => {
        if (j === i || targets[j]!.contains(el) || el.contains(targets[j]!)) return false;
        const dx = Math.max(other.left - cx, 0, cx - other.right);
        const dy = Math.max(other.top - cy, 0, cy - other.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || el.getAttribute("name") || "").trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
    });
    return out;
  });
}

test.describe("every control is at least 24 x 24 px", () => {
  test("public pages on a phone and a desktop", async ({ page, request }) => {
    test.setTimeout(120_000);
    await fakeMapTiles(page);
    const body = (await (await request.get("/api/get-property-list?limit=20")).json()) as {
      data: { slug_id: string; is_premium: boolean }[];
    };
    const listing = body.data.find((p) => !p.is_premium)!;
    const problems: Record<string, string[]> = {};
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        "/",
        "/properties",
        `/properties-details/${listing.slug_id}`,
        "/map",
        "/projects",
        "/agents",
        "/login",
        "/register",
        "/contact",
        "/mortgage-calculator",
      ]) {
        await page.goto(path);
        const found = await smallTargets(page);
        if (found.length) problems[`${width} ${path}`] = found;
      }
    }
    expect(problems).toEqual({});
  });

  test("the posting form's choices", async ({ page, request, baseURL }) => {
    const person = newPerson("Chủ nhà");
    await createVerifiedAccount(request, person);
    const userId = await userIdByEmail(request, baseURL!, person.email);
    const res = await request.post("/api/admin/assign-package", {
      data: { user_id: userId, package_id: 3 },
      headers: await apiSignIn(request, baseURL!),
    });
    expect(res.status(), await res.text()).toBe(201);
    await signInThroughForm(page, person);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/user/properties/new");
    await expect(page.getByRole("radio").first()).toBeVisible();
    const sizes = await page.locator("input[type='radio']").evaluateAll((radios) =>
      radios
        .map((radio) => radio.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => Math.min(box.width, box.height)),
    );
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes.filter((size) => size < 24)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });
});

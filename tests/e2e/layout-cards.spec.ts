import { expect, test } from "./fixtures.ts";

// The badges of a card ("Nổi bật", "Cao cấp", the deal type) and its buttons ("So sánh") never overlap.
test.describe("listing cards", () => {
  for (const width of [360, 390, 768, 1366]) {
    test(`badges and the compare button do not overlap at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.getByRole("button", { name: "So sánh" }).first()).toBeVisible();
      const report = await page.evaluate(() => {
        const overlaps: string[] = [];
        let badged = 0;
        for (const card of document.querySelectorAll("[data-testid='property-card']")) {
          const badges = [...card.querySelectorAll("span")].filter((span) => /Nổi bật|Cao cấp|Bán|Cho thuê/.test(span.textContent ?? ""));
          if (badges.some((b) => /Nổi bật|Cao cấp/.test(b.textContent ?? ""))) badged++;
          for (const button of card.querySelectorAll("button")) {
            const a = button.getBoundingClientRect();
            for (const badge of badges) {
              const b = badge.getBoundingClientRect();
              if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
                overlaps.push(`${badge.textContent} under ${button.textContent}`);
            }
          }
        }
        return { overlaps, badged };
      });
      expect(report.badged).toBeGreaterThan(0);
      expect(report.overlaps).toEqual([]);
    });
  }
});

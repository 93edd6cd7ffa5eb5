import { axeOn, expect, fakeMapTiles, test } from "./fixtures.ts";

// Beyond the WCAG tags every page is held to: headings in order, and links in text told apart by more than colour.
test("projects, agents and the map keep heading order; the map's attribution link stands out from its text", async ({ page }) => {
  await fakeMapTiles(page);
  const problems: Record<string, string[]> = {};
  for (const path of ["/projects", "/agents", "/map", "/properties"]) {
    await page.goto(path);
    if (path === "/map") await expect(page.locator(".leaflet-control-attribution a[href$='leafletjs.com']")).toBeVisible();
    const results = await axeOn(page).withRules(["heading-order", "link-in-text-block"]).analyze();
    const found = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    if (found.length) problems[path] = found;
  }
  expect(problems).toEqual({});
});

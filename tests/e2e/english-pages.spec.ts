import type { Page } from "@playwright/test";
import { expect, fakeMapTiles, test } from "./fixtures.ts";

// Letters only Vietnamese writes (đ, ơ, ư, ă and the tone marks); English text has none.
const vietnameseLetters = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

/** Every string in a JSON answer (what people wrote: titles, addresses, names, descriptions). */
function stringsOf(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === "string") out.add(value.trim());
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === "object") for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

/** The page's text, title, labels and placeholders with Vietnamese letters, links to the Vietnamese page aside. */
async function textsWithVietnamese(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const letters = new RegExp(pattern, "i");
    const out: string[] = [];
    const skip = (el: Element | null) => Boolean(el?.closest("[hreflang='vi'], script, style, noscript, template"));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      if (text && letters.test(text) && !skip(node.parentElement)) out.push(text);
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      if (skip(el)) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(name);
        if (value && letters.test(value)) out.push(value);
      }
    }
    if (letters.test(document.title)) out.push(document.title);
    return out;
  }, vietnameseLetters.source);
}

test.describe("English pages speak English", () => {
  test("no Vietnamese is left in the English rendering of the main pages (what people wrote aside)", async ({
    page,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await fakeMapTiles(page);
    const list = (await (await request.get("/api/get-property-list?limit=20")).json()) as {
      data: { slug_id: string; is_premium: boolean }[];
    };
    const listing = list.data.find((p) => !p.is_premium)!;
    const projects = (await (await request.get("/api/get-projects?limit=1")).json()) as { data: { slug_id: string; id: number }[] };
    const articles = (await (await request.get("/api/get_articles?limit=1&lang=en")).json()) as { data: { slug_id: string }[] };
    const paths = [
      "/",
      "/properties",
      `/properties-details/${listing.slug_id}`,
      "/projects",
      ...(projects.data[0] ? [`/project-details/${projects.data[0].slug_id ?? projects.data[0].id}`] : []),
      "/agents",
      "/articles",
      ...(articles.data[0] ? [`/articles/${articles.data[0].slug_id}`] : []),
      "/faqs",
      "/map",
      "/contact",
      "/login",
      "/register",
      "/mortgage-calculator",
      "/area-converter",
      "/subscription-plan",
      "/no-such-page",
    ];
    // What people wrote (listings, projects, agents, the company's name and address) is left as written;
    // the site's own words, the city's name among them, must be English.
    const settings = (await (await request.get("/api/web-settings")).json()) as { data: { city_name?: string } };
    const written = new Set<string>();
    const listingPages = [0, 100, 200, 300].map((offset) => `get-property-list?limit=100&offset=${offset}`);
    for (const call of [
      ...listingPages,
      "get-cities-data",
      "get-projects?limit=100",
      "agent-list?limit=100",
      "web-settings",
      `get_property?slug_id=${listing.slug_id}`,
      "get_articles?limit=50",
    ]) {
      stringsOf(await (await request.get(`/api/${call}`)).json(), written);
    }
    written.delete(settings.data.city_name ?? "Thành phố Hồ Chí Minh");
    written.delete("Thành phố Hồ Chí Minh");
    const userText = [...written].filter((text) => text.length >= 3 && vietnameseLetters.test(text)).sort((a, b) => b.length - a.length);
    // Land units keep their Vietnamese names in English (sào, công).
    const loanwords = /\b(sào|công)\b/gi;
    const problems: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(`${path}?lang=en`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const left = (await textsWithVietnamese(page))
        .map((text) => userText.reduce((rest, theirs) => rest.split(theirs).join(" "), text).replace(loanwords, " "))
        .filter((rest) => vietnameseLetters.test(rest));
      if (left.length) problems[path] = [...new Set(left)];
    }
    // The unknown page answers 404, which the browser logs; that is the page under test.
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes("404")));
    expect(problems).toEqual({});
  });
});

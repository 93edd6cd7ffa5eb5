import { describe, expect, it } from "vitest";
import { localizedHref, localizedTo } from "./link.tsx";

describe("localizedHref", () => {
  it("adds the page's language to site paths and query-only links, keeping query and hash", () => {
    expect(localizedHref("/", "en")).toBe("/?lang=en");
    expect(localizedHref("/properties?page=2#top", "en")).toBe("/properties?page=2&lang=en#top");
    expect(localizedHref("?offset=20", "en")).toBe("?offset=20&lang=en");
  });

  it("leaves Vietnamese, external, API and already-localized targets alone", () => {
    expect(localizedHref("/properties", "vi")).toBe("/properties");
    expect(localizedHref("https://example.com/x", "en")).toBe("https://example.com/x");
    expect(localizedHref("//example.com/x", "en")).toBe("//example.com/x");
    expect(localizedHref("/api/get-property-list", "en")).toBe("/api/get-property-list");
    expect(localizedHref("#main", "en")).toBe("#main");
    expect(localizedHref("/faqs?lang=vi", "en")).toBe("/faqs?lang=vi");
  });

  it("localizes path objects", () => {
    expect(localizedTo({ pathname: "/map", search: "?zoom=3" }, "en")).toEqual({ pathname: "/map", search: "?zoom=3&lang=en" });
  });
});

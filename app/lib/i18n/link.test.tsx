import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { isCurrentPath, Link, localizedHref, localizedTo, NavLink } from "./link.tsx";
import { I18nProvider } from "./react.tsx";

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

describe("Link and NavLink", () => {
  const render = (path: string, node: ReactNode) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={[path]}>
        <I18nProvider lang="en" dictionary={{}} languages={["vi", "en"]}>
          {node}
        </I18nProvider>
      </MemoryRouter>,
    );

  it("renders a plain site path as a plain anchor the page navigates (data-spa), in the page's language", () => {
    expect(render("/", <Link to="/properties">x</Link>)).toBe('<a href="/properties?lang=en" data-discover="true" data-spa="">x</a>');
  });

  it("leaves links with React Router's options, API paths and relative targets to React Router's Link", () => {
    for (const node of [
      <Link key="1" to="/properties" replace>
        x
      </Link>,
      <Link key="2" to="/properties" reloadDocument>
        x
      </Link>,
      <Link key="3" to="/api/get-property-list">
        x
      </Link>,
      <Link key="4" to="?offset=12">
        x
      </Link>,
    ]) {
      expect(render("/properties", node)).not.toContain("data-spa");
    }
  });

  it("marks the current page as React Router's NavLink does", () => {
    const cls = ({ isActive }: { isActive: boolean }) => (isActive ? "on" : "off");
    expect(render("/properties/ward/x", <NavLink to="/properties" className={cls} />)).toBe(
      '<a href="/properties?lang=en" data-discover="true" data-spa="" aria-current="page" class="on"></a>',
    );
    expect(render("/properties/ward/x", <NavLink to="/properties" end className={cls} />)).toContain('class="off"');
    expect(render("/properties", <NavLink to="/properties" className="nav" />)).toContain('class="nav active"');
  });

  it("matches paths as React Router's NavLink does", () => {
    expect(isCurrentPath("/", "/", false)).toBe(true);
    expect(isCurrentPath("/properties", "/", false)).toBe(false);
    expect(isCurrentPath("/user/properties/new", "/user/properties", false)).toBe(true);
    expect(isCurrentPath("/user/properties/new", "/user/properties", true)).toBe(false);
    expect(isCurrentPath("/user/properties-x", "/user/properties", false)).toBe(false);
    expect(isCurrentPath("/Map", "/map", true)).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { sessionCookiePrefix } from "../../app/lib/auth.server.ts";
import { markSessionPage } from "./session-pages.ts";

const page = (headers: Record<string, string> = {}) =>
  new Response("<html></html>", { headers: { "content-type": "text/html", ...headers } });
const request = (headers: Record<string, string> = {}) => new Request("http://localhost/admin/users", { headers });

describe("markSessionPage", () => {
  it("marks a page answered to a session cookie or a bearer token private, no-store, over what the page said", () => {
    const cookie = { cookie: `lang=vi; ${sessionCookiePrefix}.session_token=abc` };
    expect(markSessionPage(request(cookie), page()).headers.get("cache-control")).toBe("private, no-store");
    expect(
      markSessionPage(request({ authorization: "Bearer t" }), page({ "cache-control": "public, max-age=60" })).headers.get("cache-control"),
    ).toBe("private, no-store");
  });

  it("marks a page that sets a cookie (signing in) even without a session in the request", () => {
    expect(markSessionPage(request(), page({ "set-cookie": "a=b" })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves a visitor's page as it was", () => {
    expect(markSessionPage(request({ cookie: "lang=en" }), page()).headers.get("cache-control")).toBeNull();
    expect(markSessionPage(request(), page({ "cache-control": "public, max-age=60" })).headers.get("cache-control")).toBe(
      "public, max-age=60",
    );
  });

  it("copies a response whose headers cannot change", async () => {
    const fetched = Response.redirect("http://localhost/login", 302);
    const marked = markSessionPage(request({ authorization: "Bearer t" }), fetched);
    expect([marked.status, marked.headers.get("location"), marked.headers.get("cache-control")]).toEqual([
      302,
      "http://localhost/login",
      "private, no-store",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { ManifestAnswers } from "./manifest-answers.ts";

// React Router's own answer is the one stand-in here (these tests are about what is kept);
// tests/e2e drives the real route discovery through the production build.

const patch = (paths: string) =>
  Response.json(Object.fromEntries(paths.split(",").map((p) => [`route${p}`, { path: p }])), {
    headers: { "Cache-Control": "public, max-age=31536000, immutable" },
  });

function harness(options: { maxEntries?: number; maxBytes?: number } = {}) {
  const answers = new ManifestAnswers(options);
  const rendered: string[] = [];
  const ask = async (query: string, answer: () => Response = () => patch(new URLSearchParams(query).get("paths") ?? "")) => {
    const response = await answers.serve(query, async () => {
      rendered.push(query);
      return answer();
    });
    return { status: response.status, body: await response.text(), cacheControl: response.headers.get("cache-control") };
  };
  return { answers, rendered, ask };
}

describe("route-discovery answers", () => {
  it("are React Router's for GET /__manifest only", () => {
    expect(ManifestAnswers.handles("GET", "/__manifest")).toBe(true);
    expect(ManifestAnswers.handles("POST", "/__manifest")).toBe(false);
    expect(ManifestAnswers.handles("GET", "/properties")).toBe(false);
  });

  it("makes each query's answer once and gives the same bytes and headers again", async () => {
    const h = harness();
    const first = await h.ask("?paths=/map,/properties&version=v1");
    const again = await h.ask("?paths=/map,/properties&version=v1");
    const other = await h.ask("?paths=/faqs&version=v1");
    expect(again).toEqual(first);
    expect(first.body).toBe(JSON.stringify({ "route/map": { path: "/map" }, "route/properties": { path: "/properties" } }));
    expect(first.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(other.body).toContain("/faqs");
    expect(h.rendered).toEqual(["?paths=/map,/properties&version=v1", "?paths=/faqs&version=v1"]);
  });

  it("keeps no answer but a 200 (a stale version's 204 asks the browser to reload)", async () => {
    const h = harness();
    const reload = () => new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
    expect((await h.ask("?paths=/map&version=old", reload)).status).toBe(204);
    expect((await h.ask("?paths=/map&version=old", reload)).status).toBe(204);
    expect(h.rendered).toHaveLength(2);
    expect(h.answers.size).toBe(0);
  });

  it("keeps at most its bounds, dropping the answer used longest ago", async () => {
    const h = harness({ maxEntries: 2 });
    await h.ask("?paths=/a&version=v1");
    await h.ask("?paths=/b&version=v1");
    await h.ask("?paths=/a&version=v1");
    await h.ask("?paths=/c&version=v1");
    expect(h.answers.size).toBe(2);
    await h.ask("?paths=/a&version=v1");
    await h.ask("?paths=/b&version=v1");
    expect(h.rendered).toEqual(["?paths=/a&version=v1", "?paths=/b&version=v1", "?paths=/c&version=v1", "?paths=/b&version=v1"]);
  });
});

import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";
import { routeContext } from "../../tests/support/route-context.ts";
import routes from "../routes.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

type Loader = (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown;

/** What a loader answered a visitor: the Location of a redirect it returned or threw, else null. */
async function redirectOf(loader: Loader, request: Request, params: Record<string, string>): Promise<string | null> {
  const answer = await Promise.resolve()
    .then(() => loader({ request, context: routeContext(ctx, { actor: null }), params }))
    .catch((error: unknown) => error);
  return answer instanceof Response && answer.status >= 300 && answer.status < 400 ? answer.headers.get("location") : null;
}

describe("sign in to continue", () => {
  it("from every page that asks a visitor to sign in, comes back to the page itself, never to its data request", async () => {
    const checked: string[] = [];
    for (const entry of flatten(routes)) {
      // The sign-in pages themselves (Google's return among them) send elsewhere for their own reasons.
      if (!entry.path || entry.path.includes("*") || entry.file.startsWith("routes/auth/")) continue;
      const params: Record<string, string> = {};
      const path = entry.path.replace(/:(\w+)/g, (_, name: string) => (params[name] = "1"));
      const module = (await import(/* @vite-ignore */ `../${entry.file}`)) as { loader?: Loader };
      if (!module.loader) continue;
      // A client-side navigation loads the page's data from /page.data?…&_routes=… (the framework's own URL).
      const request = new Request(`http://localhost/${path}.data?tab=2&_routes=${encodeURIComponent(entry.id ?? entry.file)}`);
      const location = await redirectOf(module.loader, request, params);
      if (!location?.startsWith("/login")) continue;
      checked.push(path);
      expect(new URL(location, "http://localhost").searchParams.get("redirectTo"), path).toBe(`/${path}?tab=2`);
    }
    // Every member page, the staff area and the payment pages ask a visitor to sign in.
    for (const page of ["user", "user/chat", "user/properties/new", "user/leads", "admin", "admin/users", "user/transaction-history"]) {
      expect(checked).toContain(page);
    }
  });
});

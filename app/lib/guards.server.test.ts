import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Actor } from "./actor.server.ts";
import { requestContext } from "./app-context.server.ts";
import { hasStaffRole, requireStaff, requireUser } from "./guards.server.ts";

function contextFor(actor: Actor | null) {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    lang: "vi",
    preferredLang: "vi",
    nonce: "",
    requestId: "t",
    ip: "127.0.0.1",
    getActor: async () => actor,
    isAccountDeactivated: async () => false,
  });
  return context;
}

const request = new Request("http://localhost/admin/moderation?kind=project");
const user: Actor = { id: 7, role: "user", name: "Lan", email: "lan@example.test" };
const admin: Actor = { id: 1, role: "admin", name: "Quản trị", email: "admin@example.test" };

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected a throw"),
    (error: unknown) => error,
  );
}

describe("page guards", () => {
  it("sends a visitor to sign in with the page (path and query) to come back to", async () => {
    const response = (await thrown(requireUser(contextFor(null), request))) as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, "http://localhost");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("redirectTo")).toBe("/admin/moderation?kind=project");
    expect(await thrown(requireStaff(contextFor(null), request))).toBeInstanceOf(Response);
  });

  it("answers a signed-in user without a staff role with 403, and lets staff through", async () => {
    const refused = (await thrown(requireStaff(contextFor(user), request))) as { init: { status: number } };
    expect(refused.init.status).toBe(403);
    expect(await requireStaff(contextFor(admin), request, ["moderator"])).toBe(admin);
    expect(await requireUser(contextFor(user), request)).toBe(user);
  });

  it("gives an admin every role and a moderator only the pages that list it", () => {
    const moderator = { role: "moderator" } as unknown as Actor;
    expect(hasStaffRole(admin)).toBe(true);
    expect(hasStaffRole(admin, ["moderator"])).toBe(true);
    expect(hasStaffRole(moderator, ["moderator"])).toBe(true);
    expect(hasStaffRole(moderator)).toBe(false);
    expect(hasStaffRole(user, ["moderator"])).toBe(false);
  });
});

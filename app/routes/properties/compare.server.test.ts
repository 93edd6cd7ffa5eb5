import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../../lib/actor.server.ts";
import { createUser } from "../../../tests/support/factories.ts";
import { givePackage } from "../../../tests/support/listing-fixtures.ts";
import { seedPropertyCity } from "../../../tests/support/property-city.ts";
import { routeContext } from "../../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { loader } from "./compare.tsx";

// The /compare page asks the same compareProperties() as the API: the package gate or the table.
let ctx: TestContext;
let path: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const { sunrise, house } = await seedPropertyCity(ctx.services.db);
  path = `/compare?source=${sunrise.id}&target=${house.id}`;
});
afterAll(() => ctx.close());

async function actorWith(plan: string | null): Promise<Actor> {
  const user = await createUser(ctx.services.db);
  if (plan) await givePackage(ctx.services.db, user.id, plan);
  return { id: user.id, role: "user", name: user.name, email: user.email };
}

const load = (actor: Actor | null) =>
  loader({ request: new Request(`http://localhost${path}`), context: routeContext(ctx, { actor }), params: {} } as never);

describe("/compare", () => {
  it("shows the package gate with the spec's message to a visitor and to a free-package user", async () => {
    const visitor = await load(null);
    expect(visitor.pair).toBeNull();
    expect(visitor.gateMessage).toBe("Premium properties need the premium properties package. Please purchase a package.");
    expect(visitor.signedIn).toBe(false);
    const free = await load(await actorWith("free"));
    expect(free.pair).toBeNull();
    expect(free.gateMessage).toBe("Premium properties need the premium properties package. Please purchase a package.");
    const none = await load(await actorWith(null));
    expect(none.gateMessage).toBe("You have not subscribed. Please subscribe first");
  });

  it("shows the table to a user whose package includes premium listings", async () => {
    const shown = await load(await actorWith("pro"));
    expect(shown.gateMessage).toBeNull();
    expect(shown.pair?.map((p) => p.title)).toHaveLength(2);
  });

  it("stays empty, without a gate, when no pair is chosen", async () => {
    const empty = await loader({
      request: new Request("http://localhost/compare"),
      context: routeContext(ctx, { actor: null }),
      params: {},
    } as never);
    expect(empty.pair).toBeNull();
    expect(empty.gateMessage).toBeNull();
  });
});

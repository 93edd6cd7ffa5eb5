import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor } from "../../../tests/support/actors.ts";
import { routeContext } from "../../../tests/support/route-context.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { translate } from "../../lib/i18n/index.ts";
import { updateSettings } from "../../modules/settings/get-settings.server.ts";
import { loader } from "./agent-verification.tsx";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("the agent verification page while a request waits", () => {
  it("says posting waits for the review only where the site asks for verification before posting", async () => {
    const actor = await createActor(ctx.services.db);
    const load = async () =>
      loader({
        request: new Request("http://localhost/user/agent-verification"),
        context: routeContext(ctx, { actor, lang: "vi" }),
        params: {},
      } as never);
    await updateSettings(ctx.services.db, { verification_required_for_user: false });
    expect((await load()).postingWaits).toBe(false);
    await updateSettings(ctx.services.db, { verification_required_for_user: true });
    expect((await load()).postingWaits).toBe(true);
    await updateSettings(ctx.services.db, { verification_required_for_user: false });
    // The copy for a member who may already post speaks of the badge, not of posting.
    expect(translate("vi", "verifyPendingDesc")).not.toMatch(/đăng tin/);
    expect(translate("en", "verifyPendingDesc")).not.toMatch(/post/);
  });
});

import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { requestContext, servicesContext } from "../../lib/app-context.server.ts";
import { updateSettings } from "../../modules/settings/get-settings.server.ts";
import { requestSettings, requestShellSettings } from "./discovery-context.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function newRequest() {
  const context = new RouterContextProvider();
  context.set(servicesContext, ctx.services);
  context.set(requestContext, {
    lang: "vi",
    preferredLang: "vi",
    nonce: "",
    requestId: "t",
    ip: "127.0.0.1",
    getActor: async () => null,
    isAccountDeactivated: async () => false,
  });
  return context;
}

describe("requestSettings", () => {
  it("reads the settings once per request, kept PAGE_DATA_SECONDS, and afresh after a write the process handles", async () => {
    await updateSettings(ctx.services.db, { company_name: "Nhà Đất Một" });
    const first = newRequest();
    const read = requestSettings(first);
    expect(requestSettings(first)).toBe(read);
    expect((await requestShellSettings(first)).companyName).toBe("Nhà Đất Một");
    expect(requestSettings(first)).toBe(read);
    // Straight into the database, as another process would: the kept settings answer until the window ends.
    await updateSettings(ctx.services.db, { company_name: "Nhà Đất Hai" });
    expect((await requestShellSettings(newRequest())).companyName).toBe("Nhà Đất Một");
    // A write through this process (a staff edit) forgets them, as it empties the page cache.
    await ctx.app.request("/api/no-such-call", { method: "POST" });
    expect((await requestShellSettings(newRequest())).companyName).toBe("Nhà Đất Hai");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { getShellSettings } from "./get-shell-settings.server.ts";
import { updateSettings } from "./get-settings.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("getShellSettings", () => {
  it("carries the money display every page formats prices with, as staff last saved it", async () => {
    expect((await getShellSettings(ctx.services.db)).money).toEqual({ currencyCode: "VND", symbol: "₫", withSuffix: true });
    await updateSettings(ctx.services.db, { currency_symbol: "VNĐ", number_with_suffix: "0", currency_code: "USD" });
    expect((await getShellSettings(ctx.services.db)).money).toEqual({ currencyCode: "USD", symbol: "VNĐ", withSuffix: false });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../db/seed/demo/seed-demo.server.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { flutterAccountCalls } from "./flutter-account.ts";
import { flutterListingCalls } from "./flutter-listings.ts";
import { createReplayer, type ReplayedCall, type ReplayResult } from "./replay.ts";
import { webAccountCalls } from "./web-account.ts";
import { webListingCalls } from "./web-listings.ts";

// One fresh server with the demo city; each client's session is replayed in order, signed in first.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo({ db: ctx.services.db, storage: ctx.services.storage, logger: { info: () => {} } });
});
afterAll(() => ctx.close());

const sessions: [string, ReplayedCall[]][] = [
  ["eBroker Web 1.2.5", [...webAccountCalls, ...webListingCalls]],
  ["eBroker Flutter app 1.2.5", [...flutterAccountCalls, ...flutterListingCalls]],
];

for (const [client, calls] of sessions) {
  describe(`${client}`, () => {
    let replay: (call: ReplayedCall) => Promise<ReplayResult>;
    beforeAll(() => {
      replay = createReplayer(ctx);
    });
    for (const [index, call] of calls.entries()) {
      it(`${index + 1}. ${call.method} ${call.path} answers every field it reads`, async () => {
        const result = await replay(call);
        expect(result.problems, call.source).toEqual([]);
      });
    }
  });
}

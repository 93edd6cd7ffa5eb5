import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createActor } from "../../../tests/support/actors.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { listAuditLog } from "./list-audit-log.server.ts";
import { recordStaffAction } from "./record-staff-action.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("listAuditLog", () => {
  it("filters by exact action, by an entity's every action and by actor id or name, keeping before/after as stored", async () => {
    const db = ctx.services.db;
    const one = await createActor(db, { role: "admin", name: "Kiểm Toán Viên Một" });
    const two = await createActor(db, { role: "moderator" });
    await recordStaffAction(db, {
      actor: one,
      action: "staff.role",
      entityType: "user",
      entityId: 900_001,
      before: { role: "user" },
      after: { role: "moderator" },
    });
    await recordStaffAction(db, {
      actor: one,
      action: "staff.invite",
      entityType: "user",
      entityId: 900_002,
      before: null,
      after: { role: "admin" },
    });
    await recordStaffAction(db, {
      actor: two,
      action: "property.reject",
      entityType: "property",
      entityId: 900_003,
      before: "pending",
      after: "rejected",
    });

    const page = { limit: 50, offset: 0 };
    const role = await listAuditLog(db, { ...page, action: "staff.role" });
    expect(role.items.filter((e) => e.entity_id === 900_001)).toHaveLength(1);
    expect(role.items.every((e) => e.action === "staff.role")).toBe(true);
    expect(role.items.find((e) => e.entity_id === 900_001)).toMatchObject({
      before_status: '{"role":"user"}',
      after_status: '{"role":"moderator"}',
    });

    const staff = await listAuditLog(db, { ...page, action: "staff", actor: one.id });
    expect(staff.items.map((e) => e.entity_id).sort()).toEqual([900_001, 900_002]);
    expect(staff.total).toBe(2);

    const byName = await listAuditLog(db, { ...page, actor: "toán viên một" });
    expect(byName.total).toBe(2);
    const byTwo = await listAuditLog(db, { ...page, actor: two.email });
    expect(byTwo.items.map((e) => [e.action, e.before_status, e.after_status])).toEqual([["property.reject", "pending", "rejected"]]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject, createProperty, createUser, type UserRow } from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let busy: UserRow;
let verified: UserRow;
let developer: UserRow;

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  busy = await createUser(db, { name: "Nguyễn Văn Bình", phoneNumber: "0912345678" });
  verified = await createUser(db, { name: "Phạm Thu Trang", verificationStatus: "verified" });
  developer = await createUser(db, { name: "Công ty Đông Tây" });
  await createUser(db, { name: "Không đăng tin" });
  const banned = await createUser(db, { name: "Bị khoá", banned: true });
  for (let i = 0; i < 3; i++) await createProperty(db, { userId: busy.id, title: `Nhà của Bình ${i}` });
  await createProperty(db, { userId: busy.id, title: "Tin chờ duyệt của Bình", requestStatus: "pending" });
  await createProperty(db, { userId: verified.id, title: "Căn hộ của Trang" });
  await createProperty(db, { userId: banned.id });
  await createProject(db, { userId: developer.id, title: "Dự án Đông Tây" });
});
afterAll(() => ctx.close());

describe("GET agent-list", () => {
  it("lists users with public listings or projects, verified first, then by count", async () => {
    const res = await ctx.api("GET", "agent-list");
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { id: number }) => a.id)).toEqual([verified.id, busy.id, developer.id]);
    expect(res.body.total).toBe(3);
    expect(res.body.data[1]).toMatchObject({
      name: "Nguyễn Văn Bình",
      property_count: 3,
      projects_count: 0,
      is_verified: false,
      mobile: null,
    });
    expect(res.body.data[2]).toMatchObject({ property_count: 0, projects_count: 1 });
  });

  it("filters by is_verified and search, and pages", async () => {
    expect((await ctx.api("GET", "agent-list?is_verified=1")).body.data.map((a: { id: number }) => a.id)).toEqual([verified.id]);
    expect((await ctx.api("GET", "agent-list?search=binh")).body.data.map((a: { id: number }) => a.id)).toEqual([busy.id]);
    const page = await ctx.api("GET", "agent-list?limit=1&offset=1");
    expect(page.body.data.map((a: { id: number }) => a.id)).toEqual([busy.id]);
  });
});

describe("GET agent-properties", () => {
  it("returns the agent's card and public listings", async () => {
    const res = await ctx.api("GET", `agent-properties?id=${busy.id}&limit=2`);
    expect(res.status).toBe(200);
    expect(res.body.data.customer_data).toMatchObject({ id: busy.id, property_count: 3 });
    expect(res.body.data.properties_data).toHaveLength(2);
    expect(res.body.total).toBe(3);
  });

  it("returns projects with is_projects", async () => {
    const res = await ctx.api("GET", `agent-properties?id=${developer.id}&is_projects=1`);
    expect(res.body.data.projects_data.map((p: { title: string }) => p.title)).toEqual(["Dự án Đông Tây"]);
    expect(res.body.total).toBe(1);
  });

  it("answers 404 for an unknown agent and 400 without an id", async () => {
    expect((await ctx.api("GET", "agent-properties?id=999999")).status).toBe(404);
    expect((await ctx.api("GET", "agent-properties")).status).toBe(400);
  });
});

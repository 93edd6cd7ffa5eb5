import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisements, auditLog, projects, properties } from "../../../db/schema/index.ts";
import { isAppError } from "../../lib/errors.ts";
import { createActor } from "../../../tests/support/actors.ts";
import { createProject, createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { deleteProperty } from "../properties/delete-property.server.ts";
import { listMyProperties } from "../properties/list-my-properties.server.ts";
import { updateProperty } from "../properties/update-property.server.ts";
import { listMyProjects } from "../projects/list-my-projects.server.ts";
import { updateProject } from "../projects/update-project.server.ts";
import { extendListing } from "./extend-listing.server.ts";
import { featureListing } from "./feature-listing.server.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const codeOf = async (run: Promise<unknown>) => {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  return isAppError(error) ? error.code : error;
};
const rowOf = async (id: number) => (await ctx.services.db.select().from(properties).where(eq(properties.id, id)))[0];
const auditOf = (entityType: string, id: number) =>
  ctx.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, id)));

describe("listing writes by staff", () => {
  it("an admin edits anyone's listing through the owner's rules; it keeps its review state and the edit is audited", async () => {
    const db = ctx.services.db;
    const admin = await createActor(db, { role: "admin" });
    const owner = await createActor(db);
    const listing = await createProperty(db, { userId: owner.id, title: "Nhà cũ", requestStatus: "pending" });

    // The same validation as the owner's edit: a listing for rent needs its rent period.
    expect(
      await codeOf(
        updateProperty(ctx.services, { actor: admin, asStaff: true, propertyId: listing.id, changes: { propertyType: "rent" } }),
      ),
    ).toBe("VALIDATION");
    const result = await updateProperty(ctx.services, {
      actor: admin,
      asStaff: true,
      propertyId: listing.id,
      changes: { title: "Nhà phố đã sửa" },
    });
    expect(result.requestStatus).toBe("pending");
    expect(await rowOf(listing.id)).toMatchObject({ title: "Nhà phố đã sửa", userId: owner.id, requestStatus: "pending" });
    const [entry] = await auditOf("property", listing.id);
    expect(entry).toMatchObject({ actorId: admin.id, action: "property.edit" });
    expect(JSON.parse(entry!.beforeStatus!)).toEqual({ title: "Nhà cũ" });
    expect(JSON.parse(entry!.afterStatus!)).toEqual({ title: "Nhà phố đã sửa" });
  });

  it("refuses a moderator's edit, feature and delete as staff and an admin's without asStaff, leaving the row as it was", async () => {
    const db = ctx.services.db;
    const moderator = await createActor(db, { role: "moderator" });
    const admin = await createActor(db, { role: "admin" });
    const owner = await createActor(db);
    const listing = await createProperty(db, { userId: owner.id });
    const before = await rowOf(listing.id);
    expect(
      await codeOf(
        updateProperty(ctx.services, { actor: moderator, asStaff: true, propertyId: listing.id, changes: { title: "Sửa trộm" } }),
      ),
    ).toBe("FORBIDDEN");
    expect(await codeOf(deleteProperty(ctx.services, { actor: moderator, asStaff: true, propertyId: listing.id }))).toBe("FORBIDDEN");
    expect(await codeOf(featureListing(db, { actor: moderator, asStaff: true, featureFor: "property", propertyId: listing.id }))).toBe(
      "FORBIDDEN",
    );
    expect(await codeOf(extendListing(db, { actor: moderator, kind: "property", id: listing.id, days: 30 }))).toBe("FORBIDDEN");
    expect(
      await codeOf(updateProperty(ctx.services, { actor: admin, propertyId: listing.id, changes: { title: "Không qua staff" } })),
    ).toBe("NOT_FOUND");
    expect(await rowOf(listing.id)).toEqual(before);
    expect(await auditOf("property", listing.id)).toEqual([]);
  });

  it("an admin features, extends and deletes anyone's listing, each audited", async () => {
    const db = ctx.services.db;
    const admin = await createActor(db, { role: "admin" });
    const owner = await createActor(db);
    const expiresAt = new Date(Date.now() + 5 * 86_400_000);
    const listing = await createProperty(db, { userId: owner.id, expiresAt });

    const ad = await featureListing(db, { actor: admin, asStaff: true, featureFor: "property", propertyId: listing.id });
    expect(ad).toMatchObject({ status: "approved", userPackageId: null, propertyId: listing.id });
    expect((await rowOf(listing.id))!.featuredUntil).not.toBeNull();

    const extended = await extendListing(db, { actor: admin, kind: "property", id: listing.id, days: 30 });
    expect(new Date(extended.expires_at!).getTime()).toBe(expiresAt.getTime() + 30 * 86_400_000);

    await deleteProperty(ctx.services, { actor: admin, asStaff: true, propertyId: listing.id });
    expect(await rowOf(listing.id)).toBeUndefined();
    expect(await db.select().from(advertisements).where(eq(advertisements.propertyId, listing.id))).toEqual([]);
    expect((await auditOf("property", listing.id)).map((e) => e.action).sort()).toEqual([
      "property.delete",
      "property.extend",
      "property.feature",
    ]);
  });

  it("an admin edits anyone's project with the project rules, audited", async () => {
    const db = ctx.services.db;
    const admin = await createActor(db, { role: "admin" });
    const owner = await createActor(db);
    const project = await createProject(db, { userId: owner.id, title: "Dự án cũ" });
    await updateProject(ctx.services, { actor: admin, asStaff: true, projectId: project.id, changes: { title: "Dự án đã sửa" } });
    const [row] = await db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ title: "Dự án đã sửa", userId: owner.id, requestStatus: project.requestStatus });
    expect((await auditOf("project", project.id)).map((e) => e.action)).toEqual(["project.edit"]);
  });
});

describe("staff search", () => {
  it("finds every owner's listings and projects by owner for staff and refuses the wide search to users", async () => {
    const db = ctx.services.db;
    const moderator = await createActor(db, { role: "moderator" });
    const owner = await createActor(db, { name: "Bà Chủ Tìm Thấy" });
    const user = await createActor(db);
    const listing = await createProperty(db, { userId: owner.id, requestStatus: "rejected", status: "inactive" });
    const project = await createProject(db, { userId: owner.id });
    const found = await listMyProperties(ctx.services, {
      actor: moderator,
      scope: "all",
      owner: owner.email,
      limit: 10,
      offset: 0,
      lang: "vi",
    });
    expect(found.items.map((p) => p.id)).toEqual([listing.id]);
    const foundByName = await listMyProjects(ctx.services, {
      actor: moderator,
      scope: "all",
      owner: "chủ tìm thấy",
      limit: 10,
      offset: 0,
      lang: "vi",
    });
    expect(foundByName.items.map((p) => p.id)).toEqual([project.id]);
    expect(await codeOf(listMyProperties(ctx.services, { actor: user, scope: "all", limit: 10, offset: 0, lang: "vi" }))).toBe("FORBIDDEN");
    expect((await listMyProperties(ctx.services, { actor: user, limit: 10, offset: 0, lang: "vi" })).total).toBe(0);
  });
});

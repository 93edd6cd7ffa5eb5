import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema/index.ts";
import { createProperty } from "../../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../../tests/support/test-app.ts";
import { selectCards } from "./property-view.server.ts";
import { withCompiledRows } from "../../lib/row-mapper.server.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("rows mapped by a statement's compiled mapper", () => {
  it("are the rows drizzle maps: nested objects, decoded values, a left-joined row with no match as null", async () => {
    const db = ctx.services.db;
    const inWard = await createProperty(db, { title: "Căn hộ có phường", area: 72.5 });
    const noWard = await createProperty(db, { title: "Căn hộ chưa có phường" });
    await db.update(properties).set({ wardCode: null }).where(eq(properties.id, noWard.id));
    // The cards' select (an inner join, a left join, an SQL column) with a computed column beside it.
    const build = () =>
      selectCards(db, { doubled: sql<number>`${properties.id} * 2`.mapWith(Number) })
        .where(inArray(properties.id, [inWard.id, noWard.id]))
        .orderBy(properties.id)
        .prepare(undefined as unknown as string);

    const byDrizzle = await build().execute();
    const compiled = await withCompiledRows(build()).execute();

    expect(compiled).toEqual(byDrizzle);
    const [first, second] = compiled;
    expect(first!.property.id).toBe(inWard.id);
    expect(first!.ward).not.toBeNull();
    expect(first!.property.createdAt).toBeInstanceOf(Date);
    expect((first as unknown as { doubled: number }).doubled).toBe(inWard.id * 2);
    expect(second!.ward).toBeNull();
    expect(second!.category.id).toBe(noWard.categoryId);
  });
});

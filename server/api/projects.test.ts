import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  authHeaders,
  categoryBySlug,
  createProject,
  createUser,
  fakeImage,
  type ProjectRow,
  type UserRow,
} from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let owner: UserRow;
let riverside: ProjectRow;
let villas: ProjectRow;
let eastern: ProjectRow;
const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  owner = await createUser(db, { name: "Chủ đầu tư Sông Sài Gòn" });
  riverside = await createProject(db, {
    userId: owner.id,
    title: "Khu căn hộ Riverside Quận 7",
    type: "under_construction",
    featuredUntil: new Date(Date.now() + 86_400_000),
    plans: [{ title: "Mặt bằng tầng điển hình", document: "projects/plan-a.pdf" }],
    gallery: [fakeImage(), fakeImage()],
    documents: [{ key: "projects/phap-ly.pdf", name: "phap-ly.pdf" }],
    metaTitle: "Riverside Quận 7",
  });
  villas = await createProject(db, {
    title: "Làng biệt thự Đảo Kim Cương",
    categorySlug: "biet-thu",
    type: "upcoming",
    latitude: 10.7712,
    longitude: 106.749,
  });
  eastern = await createProject(db, { title: "Căn hộ Đông Sài Gòn", type: "upcoming", latitude: 10.84, longitude: 106.79 });
  await createProject(db, { title: "Riverside chờ duyệt", requestStatus: "pending" });
  await createProject(db, { title: "Riverside ngừng bán", status: "inactive" });
});
afterAll(() => ctx.close());

describe("GET get-projects", () => {
  it("lists public projects only, newest first, with total", async () => {
    const res = await ctx.api("GET", "get-projects?limit=50");
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(ids(res.body)).toEqual([eastern.id, villas.id, riverside.id]);
    expect(res.body.data[0]).toMatchObject({ slug_id: eastern.slugId, type: "upcoming", city: "Thành phố Hồ Chí Minh" });
    expect(res.body.data[0].image).toMatch(/\.webp$/);
  });

  it("searches without accents", async () => {
    expect(ids((await ctx.api("GET", "get-projects?search=dao%20kim%20cuong")).body)).toEqual([villas.id]);
    expect(ids((await ctx.api("GET", "get-projects?search=riverside")).body)).toEqual([riverside.id]);
  });

  it("filters by id, slug_id, category_id, type and get_featured", async () => {
    expect(ids((await ctx.api("GET", `get-projects?id=${villas.id}`)).body)).toEqual([villas.id]);
    expect(ids((await ctx.api("GET", `get-projects?slug_id=${riverside.slugId}`)).body)).toEqual([riverside.id]);
    const villaCategory = await categoryBySlug(ctx.services.db, "biet-thu");
    expect(ids((await ctx.api("GET", `get-projects?category_id=${villaCategory.id}`)).body)).toEqual([villas.id]);
    expect(ids((await ctx.api("GET", "get-projects?type=under_construction")).body)).toEqual([riverside.id]);
    expect(ids((await ctx.api("GET", "get-projects?get_featured=1")).body)).toEqual([riverside.id]);
  });

  it("with get_similar lists the same category, not the project itself", async () => {
    const res = await ctx.api("GET", `get-projects?id=${riverside.id}&get_similar=1`);
    expect(ids(res.body)).toEqual([eastern.id]);
  });

  it("searches a radius around a point, nearest first", async () => {
    const res = await ctx.api("GET", "get-projects?latitude=10.7712&longitude=106.749&radius=5");
    expect(ids(res.body)[0]).toBe(villas.id);
    expect(ids(res.body)).not.toContain(eastern.id);
    expect(res.body.data[0].distance).toBeLessThan(0.1);
  });

  it("pages with limit and offset", async () => {
    const res = await ctx.api("GET", "get-projects?limit=1&offset=1");
    expect(ids(res.body)).toEqual([villas.id]);
    expect(res.body.total).toBe(3);
  });
});

describe("GET get-project-detail", () => {
  it("refuses the full detail without project access (403, per-feature message)", async () => {
    const res = await ctx.api("GET", `get-project-detail?slug_id=${riverside.slugId}`, { headers: { "accept-language": "en" } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Project details need the project access package. Please purchase a package.");
    const user = await createUser(ctx.services.db);
    expect(
      (await ctx.api("GET", `get-project-detail?id=${riverside.id}`, { headers: await authHeaders(ctx.services.db, user) })).status,
    ).toBe(403);
  });

  it("gives staff and the owner the detail with plans, documents, gallery; get_similar adds similar projects", async () => {
    const asOwner = await ctx.api("GET", `get-project-detail?id=${riverside.id}&get_similar=1`, {
      headers: await authHeaders(ctx.services.db, owner),
    });
    expect(asOwner.status).toBe(200);
    const p = asOwner.body.data;
    expect(p.plans).toEqual([
      {
        id: expect.any(Number),
        title: "Mặt bằng tầng điển hình",
        document: "http://localhost:3000/media/projects/plan-a.pdf",
        image: null,
        project_id: p.id,
      },
    ]);
    // eBroker's project document: `name` is the file's address; ours keeps the file's name as file_name.
    expect(p.documents[0]).toMatchObject({
      name: "http://localhost:3000/media/projects/phap-ly.pdf",
      file_name: "phap-ly.pdf",
      type: "pdf",
    });
    expect(p.gallary_images).toHaveLength(2);
    expect(p.gallary_images[0]).toMatchObject({ type: "image", project_id: p.id });
    expect(p.meta_title).toBe("Riverside Quận 7");
    expect(p.similar_projects.map((x: { id: number }) => x.id)).toEqual([eastern.id]);
    const admin = await createUser(ctx.services.db, { role: "admin" });
    const asStaff = await ctx.api("GET", `get-project-detail?slug_id=${villas.slugId}`, {
      headers: await authHeaders(ctx.services.db, admin),
    });
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.data.total_views).toBe(1);
  });

  it("answers 404 for a non-public project, even to a stranger with a token", async () => {
    const hidden = await createProject(ctx.services.db, { requestStatus: "pending" });
    expect((await ctx.api("GET", `get-project-detail?id=${hidden.id}`)).status).toBe(404);
  });
});

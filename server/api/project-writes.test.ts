import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectDocuments, projectImages, projectPlans, projects } from "../../db/schema/index.ts";
import { translate } from "../../app/lib/i18n/index.ts";
import { authHeaders, categoryBySlug, createUser } from "../../tests/support/factories.ts";
import { form, givePackage, pdf, photo, storedFiles } from "../../tests/support/listing-fixtures.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  categoryId = (await categoryBySlug(ctx.services.db, "can-ho-chung-cu")).id;
});

afterAll(async () => {
  await ctx.close();
});

async function developer(plan: Parameters<typeof givePackage>[2] | null = "pro") {
  const user = await createUser(ctx.services.db);
  if (plan) await givePackage(ctx.services.db, user.id, plan);
  return { user, headers: { "accept-language": "en", ...(await authHeaders(ctx.services.db, user)) } };
}

async function projectForm(extra: Record<string, string | number | File | File[] | undefined> = {}) {
  const body = form({
    title: "Khu căn hộ Sông Xanh",
    description: "Dự án căn hộ ven sông với công viên nội khu và trường học.",
    category_id: categoryId,
    type: "under_construction",
    location: "Nguyễn Thị Thập, Quận 7",
    image: await photo(1200, 800),
    ...extra,
  });
  body.append("plans[0][title]", "Mặt bằng tầng điển hình");
  body.append("plans[0][document]", pdf("mat-bang.pdf"), "mat-bang.pdf");
  body.append("plans[1][title]", "Căn hộ mẫu");
  body.append("plans[1][document]", await photo(800, 800, "png"), "can-mau.png");
  return body;
}

async function snapshot(id: number) {
  const db = ctx.services.db;
  return {
    row: (await db.select().from(projects).where(eq(projects.id, id)))[0],
    plans: await db.select().from(projectPlans).where(eq(projectPlans.projectId, id)),
    images: await db.select().from(projectImages).where(eq(projectImages.projectId, id)),
    documents: await db.select().from(projectDocuments).where(eq(projectDocuments.projectId, id)),
    files: await storedFiles(ctx.dataDir),
  };
}

async function postedProject(headers: Record<string, string>) {
  const res = await ctx.api("POST", "post_project", {
    headers,
    body: await projectForm({ gallery_images: [await photo(640, 480), await photo(640, 480)], documents: [pdf()] }),
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("POST post_project", () => {
  it("lets an admin post a project themselves, without a package, approved at once", async () => {
    const staff = await createUser(ctx.services.db, { role: "admin" });
    const headers = { "accept-language": "en", ...(await authHeaders(ctx.services.db, staff)) };
    const res = await ctx.api("POST", "post_project", { headers, body: await projectForm({ title: "Dự án của quản trị viên" }) });
    expect(res.status, res.body.message).toBe(201);
    expect(res.body.data).toMatchObject({ request_status: "approved", status: "active" });
    const [row] = await ctx.services.db.select({ userId: projects.userId }).from(projects).where(eq(projects.id, res.body.data.id));
    expect(row!.userId).toBe(staff.id);
  });

  it("creates a pending project with plans (PDF and photo), gallery and documents, spending a project_list unit", async () => {
    const { user, headers } = await developer();
    const project = await postedProject(headers);
    expect(project).toMatchObject({
      title: "Khu căn hộ Sông Xanh",
      slug_id: "khu-can-ho-song-xanh",
      request_status: "pending",
      status: "active",
    });
    expect(project.plans.map((p: { title: string }) => p.title)).toEqual(["Mặt bằng tầng điển hình", "Căn hộ mẫu"]);
    expect(project.plans[0].document).toMatch(/\.pdf$/);
    expect(project.plans[1].image).not.toBeNull();
    expect(project.gallery_images).toHaveLength(2);
    expect(project.documents).toHaveLength(1);
    const files = await storedFiles(ctx.dataDir);
    expect(files.some((f) => f.startsWith(`projects/u${user.id}/`) && f.endsWith(".pdf"))).toBe(true);
  });

  const required: [string, string, string][] = [
    ["title", "title", "titleRequired"],
    ["description", "description", "descriptionRequired"],
    ["category_id", "category_id", "categoryRequired"],
    ["image", "image", "titleImageRequired"],
    ["plans[1][title]", "plans.1.title", "planTitleRequired"],
  ];
  for (const [field, errorField, key] of required) {
    it(`answers 400 without ${field} in both languages and stores nothing`, async () => {
      const { headers } = await developer();
      const before = await storedFiles(ctx.dataDir);
      for (const lang of ["en", "vi"] as const) {
        const body = await projectForm();
        body.delete(field);
        const res = await ctx.api("POST", "post_project", { headers: { ...headers, "accept-language": lang }, body });
        expect(res.status).toBe(400);
        expect(res.body.errors?.[errorField]).toBe(translate(lang, key));
      }
      expect(await storedFiles(ctx.dataDir)).toEqual(before);
    });
  }

  it("allows the last project_list unit and refuses the next; refuses a user without a package", async () => {
    const { headers } = await developer({ projectListLimit: 1 });
    expect((await ctx.api("POST", "post_project", { headers, body: await projectForm() })).status).toBe(201);
    const refused = await ctx.api("POST", "post_project", { headers, body: await projectForm() });
    expect([refused.status, refused.body.message]).toEqual([403, "Your Package Limit is Over. Please Purchase Package."]);
    const none = await developer(null);
    const unsubscribed = await ctx.api("POST", "post_project", { headers: none.headers, body: await projectForm() });
    expect([unsubscribed.status, unsubscribed.body.message]).toEqual([403, "You have not subscribed. Please subscribe first"]);
    const free = await developer("free");
    const lacking = await ctx.api("POST", "post_project", { headers: free.headers, body: await projectForm() });
    expect([lacking.status, lacking.body.message]).toEqual([403, translate("en", "packageRequiredProjectList")]);
  });

  it("leaves neither rows nor files when the second gallery photo is invalid", async () => {
    const { user, headers } = await developer();
    const before = await storedFiles(ctx.dataDir);
    const res = await ctx.api("POST", "post_project", {
      headers,
      body: await projectForm({ gallery_images: [await photo(640, 480), new File(["not an image"], "x.jpg")] }),
    });
    expect(res.status).toBe(400);
    expect(await ctx.services.db.select().from(projects).where(eq(projects.userId, user.id))).toEqual([]);
    expect(await storedFiles(ctx.dataDir)).toEqual(before);
  });

  it("edits with id: retitles a plan, removes a plan, a photo and a document with their files, keeps the slug", async () => {
    const { headers } = await developer();
    const project = await postedProject(headers);
    await ctx.services.db.update(projects).set({ requestStatus: "approved" }).where(eq(projects.id, project.id));
    const before = await snapshot(project.id);
    const body = form({
      id: project.id,
      title: "Sông Xanh giai đoạn 2",
      remove_plans: String(project.plans[0].id),
      remove_gallery_images: String(project.gallery_images[0].id),
      remove_documents: String(project.documents[0].id),
    });
    body.append("plans[0][id]", String(project.plans[1].id));
    body.append("plans[0][title]", "Căn hộ mẫu 2PN");
    const res = await ctx.api("POST", "post_project", { headers, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: "Sông Xanh giai đoạn 2", slug_id: project.slug_id, request_status: "pending" });
    expect(res.body.data.plans.map((p: { title: string }) => p.title)).toEqual(["Căn hộ mẫu 2PN"]);
    const after = await snapshot(project.id);
    const gone = [before.plans.find((p) => p.id === project.plans[0].id)!.document, before.images[0]!.image.key, before.documents[0]!.key];
    for (const key of gone) {
      expect(before.files.some((f) => f.startsWith(key))).toBe(true);
      expect(after.files.some((f) => f.startsWith(key))).toBe(false);
    }
  });

  it("answers 404 to another user on edit, delete and status, changing nothing", async () => {
    const owner = await developer();
    const other = await developer();
    const project = await postedProject(owner.headers);
    const before = await snapshot(project.id);
    const attempts = await Promise.all([
      ctx.api("POST", "post_project", {
        headers: other.headers,
        body: form({ id: project.id, title: "Chiếm quyền", image: await photo(300, 300), remove_plans: String(project.plans[0].id) }),
      }),
      ctx.api("POST", "delete_project", { headers: other.headers, body: { id: project.id } }),
      ctx.api("POST", "change-project-status", { headers: other.headers, body: { project_id: project.id, status: "inactive" } }),
    ]);
    expect(attempts.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(await snapshot(project.id)).toEqual(before);
    expect((await ctx.api("GET", `get-added-projects?id=${project.id}`, { headers: other.headers })).body.data).toEqual([]);
  });

  it("lets the owner hide it and delete it with every file", async () => {
    const { headers } = await developer();
    const project = await postedProject(headers);
    expect((await ctx.api("POST", "change-project-status", { headers, body: { project_id: project.id, status: "inactive" } })).status).toBe(
      200,
    );
    const mine = await ctx.api("GET", "get-added-projects?status=inactive", { headers });
    expect(mine.body.data.map((p: { id: number }) => p.id)).toEqual([project.id]);
    const before = await snapshot(project.id);
    const keys = [
      before.row!.image!.key,
      ...before.plans.map((p) => p.image?.key ?? p.document),
      ...before.images.map((i) => i.image.key),
      before.documents[0]!.key,
    ];
    expect((await ctx.api("POST", "delete_project", { headers, body: { id: project.id } })).status).toBe(200);
    const after = await snapshot(project.id);
    expect(after.row).toBeUndefined();
    for (const key of keys) expect(after.files.some((f) => f.startsWith(key))).toBe(false);
  });
});

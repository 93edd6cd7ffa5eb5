import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mortgageSchedule, mortgageSummary } from "../../app/modules/mortgage/calculate-mortgage.ts";
import {
  addFavourite,
  authHeaders,
  createArticle,
  createFaq,
  createProject,
  createProperty,
  createUser,
  type PropertyRow,
  type UserRow,
} from "../../tests/support/factories.ts";
import { createTestContext, type TestContext } from "../../tests/support/test-app.ts";

let ctx: TestContext;
let fan: UserRow;
let nearBenThanh: PropertyRow;
let villa: PropertyRow;
let liked: PropertyRow;
let featured: PropertyRow;
let premium: PropertyRow;
const ids = (list: { id: number }[]) => list.map((p) => p.id);

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.services.db;
  const agent = await createUser(db, { name: "Môi giới Hoa", verificationStatus: "verified" });
  fan = await createUser(db);
  nearBenThanh = await createProperty(db, { userId: agent.id, latitude: 10.7726, longitude: 106.6981, totalViews: 5 });
  villa = await createProperty(db, {
    categorySlug: "biet-thu",
    wardName: "Phường An Khánh",
    latitude: 10.8,
    longitude: 106.74,
    totalViews: 50,
  });
  const otherVilla = await createProperty(db, {
    categorySlug: "biet-thu",
    wardName: "Phường An Khánh",
    latitude: 10.801,
    longitude: 106.741,
    totalViews: 10,
  });
  liked = await createProperty(db, { totalLikes: 99, latitude: 10.85, longitude: 106.77 });
  featured = await createProperty(db, { featuredUntil: new Date(Date.now() + 86_400_000), latitude: 10.86, longitude: 106.78 });
  premium = await createProperty(db, { isPremium: true, latitude: 10.87, longitude: 106.79 });
  await createProperty(db, { featuredUntil: new Date(Date.now() - 86_400_000), title: "Hết hạn đẩy tin" });
  await addFavourite(db, fan.id, otherVilla.id);
  await createProject(db, { title: "Dự án trang chủ" });
  await createArticle(db, { title: "Bài viết trang chủ" });
  await createFaq(db, { question: "Câu hỏi trang chủ?" });
});
afterAll(() => ctx.close());

describe("GET homepage-data", () => {
  it("returns every home section", async () => {
    const res = await ctx.api("GET", "homepage-data");
    expect(res.status).toBe(200);
    const d = res.body.data;
    // The web client's keys, the app's `sections`, and our own keys, from one use case.
    expect(Object.keys(d)).toEqual(
      expect.arrayContaining([
        "slider_section",
        "featured_section",
        "most_liked_properties",
        "most_viewed_properties",
        "project_section",
        "categories_section",
        "article_section",
        "user_recommendation",
        "agents_list",
        "faq_section",
        "nearby_properties",
        "sections",
        "featured_properties",
        "premium_properties",
        "recommended_properties",
        "properties_by_cities",
      ]),
    );
    expect(ids(d.featured_section)).toEqual([featured.id]);
    expect(d.slider_section.map((s: { property: { id: number } }) => s.property.id)).toEqual([featured.id]);
    expect(d.slider_section[0].web_image).toMatch(/^http:\/\/localhost:3000\/media\//);
    expect(ids(d.most_viewed_properties).length).toBeGreaterThan(0);
    expect(d.categories_section[0].translated_name).toBe(d.categories[0].category);
    expect(d.faq_section[0].question).toBe("Câu hỏi trang chủ?");
    const types = d.sections.map((s: { type: string }) => s.type);
    expect(types).toEqual(expect.arrayContaining(["featured_properties_section", "most_viewed_properties_section", "projects_section"]));
    const featuredSection = d.sections.find((s: { type: string }) => s.type === "featured_properties_section");
    expect(featuredSection).toMatchObject({ title: "Tin nổi bật", translated_title: "Tin nổi bật" });
    expect(ids(featuredSection.data)).toEqual([featured.id]);
    const cities = d.sections.find((s: { type: string }) => s.type === "properties_by_cities_section");
    expect(cities.data[0]).toMatchObject({ City: "Phường Bến Thành" });
    expect(ids(d.featured_properties)).toEqual([featured.id]);
    expect(ids(d.most_liked_properties)[0]).toBe(liked.id);
    expect(ids(d.premium_properties)).toEqual([premium.id]);
    expect(d.nearby_properties).toEqual([]);
    expect(ids(d.recommended_properties)[0]).toBe(villa.id);
    expect(d.agents_list[0].name).toBe("Môi giới Hoa");
    expect(d.categories.every((c: { properties_count: number }) => c.properties_count > 0)).toBe(true);
    expect(d.properties_by_cities[0]).toMatchObject({ city: "Phường Bến Thành" });
    expect(d.projects[0].title).toBe("Dự án trang chủ");
    expect(d.articles[0].title).toBe("Bài viết trang chủ");
    expect(d.faqs[0].question).toBe("Câu hỏi trang chủ?");
  });

  it("lists nearby listings within the radius of latitude/longitude", async () => {
    const res = await ctx.api("GET", "homepage-data?latitude=10.7725&longitude=106.698&radius=1");
    expect(res.body.data.nearby_properties.map((p: { id: number }) => p.id)).toContain(nearBenThanh.id);
    expect(res.body.data.nearby_properties.every((p: { distance: number }) => p.distance <= 1)).toBe(true);
    expect(ids(res.body.data.nearby_properties)).not.toContain(villa.id);
  });

  it("recommends from the categories of the user's favourites and flags favourites", async () => {
    const res = await ctx.api("GET", "homepage-data", { headers: await authHeaders(ctx.services.db, fan) });
    expect(ids(res.body.data.recommended_properties)).toEqual([villa.id]);
  });

  it("answers a visitor's kept sections with each point's own nearby cards, in both of eBroker's places", async () => {
    const near = await ctx.api("GET", "homepage-data?latitude=10.7725&longitude=106.698&radius=1");
    const far = await ctx.api("GET", "homepage-data?latitude=21.03&longitude=105.85&radius=1");
    const nearbySection = (data: { sections: { type: string; data: unknown }[] }) =>
      data.sections.find((section) => section.type === "nearby_properties_section")!.data;
    expect(ids(near.body.data.nearby_properties)).toContain(nearBenThanh.id);
    expect(nearbySection(near.body.data)).toEqual(near.body.data.nearby_properties);
    expect(near.body.data.homepage_location_data_available).toBe(true);
    expect(far.body.data.nearby_properties).toEqual([]);
    expect(nearbySection(far.body.data)).toEqual([]);
    expect(far.body.data.homepage_location_data_available).toBe(false);
    // Everything else is the same answer, media addresses absolute in both ("posted … ago" aside:
    // the kept sections may be made again between the two calls, a second later).
    const rest = (data: Record<string, unknown> & { sections: { type: string }[] }) =>
      JSON.parse(
        JSON.stringify(
          {
            ...data,
            nearby_properties: null,
            homepage_location_data_available: null,
            sections: data.sections.filter((section) => section.type !== "nearby_properties_section"),
          },
          (key, value: unknown) => (key === "post_created" ? undefined : value),
        ),
      );
    expect(rest(far.body.data)).toEqual(rest(near.body.data));
    expect(near.body.data.nearby_properties[0].title_image).toMatch(/^https?:\/\//);
    expect(JSON.stringify(near.body)).not.toMatch(/"(nearby|available|data):[0-9a-f-]{36}"/);
  });

  it("keeps the sections every reader shares until the app handles a write; a member's copy flags their favourites, read on every call", async () => {
    const db = ctx.services.db;
    const point = "latitude=10.9&longitude=106.9&radius=1";
    await ctx.api("GET", `homepage-data?${point}`);
    // Written straight to the database, as another process would: this process's kept sections do not know it.
    const fresh = await createProperty(db, { featuredUntil: new Date(Date.now() + 86_400_000), latitude: 10.9, longitude: 106.9 });
    await addFavourite(db, fan.id, liked.id);
    const kept = await ctx.api("GET", `homepage-data?${point}`);
    expect(ids(kept.body.data.featured_properties)).toEqual([featured.id]);
    expect(ids(kept.body.data.nearby_properties)).toEqual([fresh.id]);
    const likedCard = (data: { most_liked_properties: { id: number; is_favourite: number }[] }) =>
      data.most_liked_properties.find((card) => card.id === liked.id);
    expect(likedCard(kept.body.data)?.is_favourite).toBe(0);
    const member = await ctx.api("GET", "homepage-data", { headers: await authHeaders(db, fan) });
    expect(ids(member.body.data.featured_properties)).toEqual([featured.id]);
    expect(likedCard(member.body.data)?.is_favourite).toBe(1);
    const write = await ctx.api("POST", "add_favourite", {
      headers: await authHeaders(db, fan),
      body: { property_id: premium.id, type: 1 },
    });
    expect(write.status).toBe(200);
    const after = await ctx.api("GET", "homepage-data");
    expect(ids(after.body.data.featured_properties)).toEqual([fresh.id, featured.id]);
    expect(likedCard(after.body.data)?.is_favourite).toBe(0);
    const memberAfter = await ctx.api("GET", "homepage-data", { headers: await authHeaders(db, fan) });
    expect(ids(memberAfter.body.data.featured_properties)).toEqual([fresh.id, featured.id]);
  });
});

describe("GET mortgage-calculator", () => {
  it("computes the monthly payment summary for everyone (checked by hand)", async () => {
    // 1.2 tỷ less 200 triệu down = 1 tỷ at 12 %/year over 1 year: r = 1 %/month, n = 12,
    // M = 1e9 · 0.01 / (1 − 1.01^−12) = 88,848,788.68 → 88,848,789 VND.
    const res = await ctx.api(
      "GET",
      "mortgage-calculator?loan_amount=1200000000&down_payment=200000000&interest_rate=12&loan_term_years=1",
    );
    expect(res.status).toBe(200);
    expect(res.body.data.main_total).toEqual({
      principal_amount: 1_000_000_000,
      down_payment: 200_000_000,
      interest_rate: 12,
      loan_term_years: 1,
      loan_term_months: 12,
      monthly_emi: 88_848_789,
      total_interest: 66_185_464,
      payable_interest: 66_185_464,
      total_payable: 1_066_185_464,
    });
    expect(res.body.data.yearly_totals).toBeNull();
  });

  it("divides evenly at 0 % and defaults the down payment to 0", () => {
    expect(mortgageSummary({ loanAmount: 1_200_000_000, downPayment: 0, interestRate: 0, loanTermYears: 10 }).monthly_emi).toBe(10_000_000);
  });

  it("refuses the schedule without the mortgage package (403) and gives it to staff", async () => {
    const query = "mortgage-calculator?loan_amount=2000000000&interest_rate=9&loan_term_years=20&show_all_details=1";
    const refused = await ctx.api("GET", query, { headers: { "accept-language": "en" } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("The detailed repayment schedule needs the mortgage calculator package. Please purchase a package.");
    const admin = await createUser(ctx.services.db, { role: "admin" });
    const res = await ctx.api("GET", query, { headers: await authHeaders(ctx.services.db, admin) });
    expect(res.status).toBe(200);
    expect(res.body.data.main_total.monthly_emi).toBe(17_994_519);
    expect(res.body.data.yearly_totals).toHaveLength(20);
    expect(res.body.data.yearly_totals[0].months).toHaveLength(12);
    expect(res.body.data.yearly_totals[0].monthly_totals).toHaveLength(12);
    expect(res.body.data.yearly_totals[0].interest_paid).toBe(res.body.data.yearly_totals[0].interest);
    expect(res.body.data.yearly_totals.at(-1).remaining_balance).toBe(0);
  });

  it("repays exactly the principal over the schedule", () => {
    const years = mortgageSchedule({ loanAmount: 2_000_000_000, downPayment: 500_000_000, interestRate: 8.5, loanTermYears: 15 });
    const principal = years.reduce((sum, y) => sum + y.principal, 0);
    expect(Math.abs(principal - 1_500_000_000)).toBeLessThanOrEqual(years.length);
    expect(years[0]!.interest).toBeGreaterThan(years[14]!.interest);
  });

  it("validates its inputs", async () => {
    const res = await ctx.api("GET", "mortgage-calculator?loan_amount=abc&interest_rate=9&loan_term_years=20");
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty("loan_amount");
    expect((await ctx.api("GET", "mortgage-calculator?loan_amount=1000&interest_rate=9")).status).toBe(400);
  });
});

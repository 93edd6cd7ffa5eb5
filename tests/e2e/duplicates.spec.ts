import sharp from "sharp";
import type { APIRequestContext } from "@playwright/test";
import { sceneSvg } from "../support/scene-photo.ts";
import { createVerifiedAccount, giveProPackage, newPerson, signInThroughForm, type NewPerson } from "./accounts-support.ts";
import { adminCredentials, apiSignIn, expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** A street scene as JPEG bytes: `width` and `quality` re-encode it as a re-poster's copy would be. */
const scene = (seed: number, width: number, quality: number) => sharp(sceneSvg(seed)).resize({ width }).jpeg({ quality }).toBuffer();

/** Posts a listing of `owner`'s through the API with the given photos; answers its id and the advice the server gave. */
async function post(request: APIRequestContext, baseURL: string, owner: NewPerson, title: string, photos: Buffer[], price: string) {
  const categories = await request.get("/api/get_categories");
  type Parameter = { id: number; type_values: { value: string }[]; is_required: boolean };
  const category = ((await categories.json()) as { data: { id: number; parameter_types: Parameter[] }[] }).data[0]!;
  const answers: Record<string, string> = {};
  category.parameter_types
    .filter((p) => p.is_required)
    .forEach((p, i) => {
      answers[`parameters[${i}][parameter_id]`] = String(p.id);
      answers[`parameters[${i}][value]`] = p.type_values[0]?.value ?? "2";
    });
  const res = await request.post("/api/post_property", {
    headers: await apiSignIn(request, baseURL, owner),
    multipart: {
      ...answers,
      title,
      description: "Căn hộ góc, view sông, nội thất đầy đủ, gần trường học.",
      category_id: String(category.id),
      property_type: "sell",
      price,
      address: "15 Nguyễn Lương Bằng",
      latitude: "10.7291",
      longitude: "106.7219",
      title_image: { name: "cover.jpg", mimeType: "image/jpeg", buffer: photos[0]! },
      "gallery_images[]": { name: "room.jpg", mimeType: "image/jpeg", buffer: photos[1]! },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { data: { id: number; slug_id: string }; warnings: string[] };
  return { id: body.data.id, slug: body.data.slug_id, warnings: body.warnings };
}

test.describe("likely duplicate listings", () => {
  test.describe.configure({ timeout: 90_000 });

  test("@phone a re-posted listing with re-encoded photos is flagged, and a moderator sees it side by side and merges it", async ({
    page,
    request,
    baseURL,
    staff,
  }) => {
    const owner = newPerson("Chủ tin");
    await createVerifiedAccount(request, owner);
    await giveProPackage(request, baseURL!, owner, staff.headers);
    const seed = 300 + Math.floor(Math.random() * 10_000);
    const title = `Căn hộ view sông ${seed}`;
    const first = await post(request, baseURL!, owner, title, [await scene(seed, 1200, 90), await scene(seed + 1, 1200, 90)], "4200000000");
    const approved = await request.post("/api/admin/moderate", {
      data: { kind: "property", id: first.id, decision: "approve" },
      headers: staff.headers,
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();

    // The owner posts it again: the same photos, saved smaller and coarser, and a lower price.
    const repostTitle = `Bán gấp ${title}`;
    const repost = await post(
      request,
      baseURL!,
      owner,
      repostTitle,
      [await scene(seed + 1, 640, 35), await scene(seed, 800, 45)],
      "3990000000",
    );
    expect(repost.warnings).toContain(
      "Tin này có vẻ trùng với một tin bạn đã đăng. Hãy sửa tin cũ thay vì đăng lại: kiểm duyệt viên sẽ gộp các tin trùng.",
    );

    // The moderation queue flags the re-post and leads to the pairs.
    await signInThroughForm(page, adminCredentials);
    await page.goto(`/admin/moderation?kind=property&search=${encodeURIComponent(repostTitle)}`);
    const queued = page.getByRole("article", { name: repostTitle });
    await expect(queued.getByTestId("moderation-warning")).toHaveText(`Có thể trùng với tin đăng #${first.id}`);
    await expectNoAxeViolations(page);
    await queued.getByRole("link", { name: "Xem các tin có thể trùng lặp" }).click();

    // Side by side: both listings with their photos, price, ward and owner, and why they matched.
    await expect(page).toHaveURL(new RegExp(`/admin/duplicates\\?listing=${repost.id}$`));
    const pair = page.getByTestId("duplicate-pair").filter({ has: page.getByRole("link", { name: repostTitle }) });
    await expect(pair.getByRole("region", { name: `Tin mới: ${repostTitle}` })).toContainText("3,99 tỷ");
    await expect(pair.getByRole("region", { name: `Tin gốc (đăng trước): ${title}` })).toContainText("4,2 tỷ");
    await expect(pair.getByRole("region", { name: `Tin gốc (đăng trước): ${title}` })).toContainText(owner.name);
    await expect(pair.getByRole("listitem").filter({ hasText: "Ảnh gần giống nhau" })).toBeVisible();
    await expect(pair.getByRole("listitem").filter({ hasText: "Cùng người đăng (cùng số điện thoại)" })).toBeVisible();
    await expect(pair.locator("img")).toHaveCount(4);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Say another moderator approved the re-post meanwhile: search shows both, the pair still waits.
    const search = async () =>
      (
        (await (await request.get(`/api/get_property?search=${encodeURIComponent(title)}&limit=10`)).json()) as { data: { id: number }[] }
      ).data
        .map((p) => p.id)
        .sort((a, b) => a - b);
    const alsoApproved = await request.post("/api/admin/moderate", {
      data: { kind: "property", id: repost.id, decision: "approve" },
      headers: staff.headers,
    });
    expect(alsoApproved.ok(), await alsoApproved.text()).toBeTruthy();
    expect(await search()).toEqual([first.id, repost.id]);
    await page.reload();

    // Merged: the re-post is hidden as a duplicate; the original stays public.
    await pair.getByRole("button", { name: `Gộp: ẩn tin mới: #${repost.id}` }).click();
    await expect(page.getByText("Đã lưu quyết định")).toBeVisible();
    await expect(page.getByRole("link", { name: repostTitle })).toHaveCount(0);
    // Search shows one card for the pair: the original's.
    expect(await search()).toEqual([first.id]);
  });
});

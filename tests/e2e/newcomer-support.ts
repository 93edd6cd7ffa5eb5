import type { APIRequestContext } from "@playwright/test";
import { createVerifiedAccount, makeJpeg, newPerson, type NewPerson } from "./accounts-support.ts";
import { apiSignIn, expect } from "./fixtures.ts";

/** A new owner (on the free package every new account starts with) and one listing they posted through the API, pending review. */
export async function ownerWithPostedListing(
  request: APIRequestContext,
  baseURL: string,
  options: { galleryCount?: number; label?: string } = {},
): Promise<{ person: NewPerson; headers: Record<string, string>; id: number; slugId: string; title: string }> {
  const person = newPerson(options.label ?? "Chủ tin");
  await createVerifiedAccount(request, person);
  const headers = await apiSignIn(request, baseURL, person);
  const categories = (
    (await (await request.get("/api/get_categories?limit=50")).json()) as {
      data: { id: number; slug_id: string; parameter_types: { id: number; is_required: boolean }[] }[];
    }
  ).data;
  const category = categories.find((c) => c.slug_id === "can-ho-chung-cu") ?? categories[0]!;
  const title = `Căn hộ mới đăng ${Date.now().toString(36)}`;
  const form = new FormData();
  const fields: Record<string, string> = {
    title,
    description: "Căn hộ thoáng mát, gần chợ và trường học, nội thất cơ bản.",
    category_id: String(category.id),
    property_type: "sell",
    price: "3500000000",
    address: "12 Nguyễn Hữu Thọ",
    city: "Thành phố Hồ Chí Minh",
    latitude: "10.7388",
    longitude: "106.701",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  category.parameter_types
    .filter((p) => p.is_required)
    .forEach((p, i) => {
      form.append(`parameters[${i}][parameter_id]`, String(p.id));
      form.append(`parameters[${i}][value]`, "80");
    });
  form.append("title_image", new Blob([new Uint8Array(await makeJpeg(800, 600))], { type: "image/jpeg" }), "bia.jpg");
  for (let i = 0; i < (options.galleryCount ?? 0); i++) {
    form.append("gallery_images[]", new Blob([new Uint8Array(await makeJpeg(640, 480))], { type: "image/jpeg" }), `anh-${i}.jpg`);
  }
  const posted = await request.post("/api/post_property", { headers, multipart: form });
  expect(posted.status(), await posted.text()).toBe(201);
  const data = ((await posted.json()) as { data: { id: number; slug_id: string } | { id: number; slug_id: string }[] }).data;
  const row = Array.isArray(data) ? data[0]! : data;
  return { person, headers, id: row.id, slugId: row.slug_id, title };
}

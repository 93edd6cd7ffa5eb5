import { createVerifiedAccount, giveProPackage, newPerson, signInThroughForm } from "./accounts-support.ts";
import { apiSignIn, expect, expectNoAxeViolations, fakeMapTiles, test, waitForHydration } from "./fixtures.ts";

interface CityWard {
  code: string;
  city: string;
  count: number;
  latitude: number | null;
  longitude: number | null;
}

const km = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) =>
  Math.hypot((a.latitude - b.latitude) * 111, (a.longitude - b.longitude) * 109);

test("@phone the posting form moves the map to the chosen ward and warns when the pin lies outside it", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo's busiest wards: Tân Hưng (Quận 7), and one at least 4 km away from it.
  const wards = ((await (await request.get("/api/get-cities-data?limit=100")).json()) as { data: CityWard[] }).data;
  const tanHung = wards.find((w) => w.city === "Phường Tân Hưng")!;
  const centre = (w: CityWard) => ({ latitude: w.latitude!, longitude: w.longitude! });
  const far = wards.find((w) => w.count >= 6 && w.latitude !== null && km(centre(w), centre(tanHung)) > 4)!;
  expect(far, "a busy ward far from Tân Hưng").toBeTruthy();

  const owner = newPerson("Chủ nhà");
  await createVerifiedAccount(request, owner);
  await giveProPackage(request, baseURL!, owner, await apiSignIn(request, baseURL!));
  await signInThroughForm(page, owner);
  await fakeMapTiles(page);
  await page.goto("/user/properties/new");
  const form = page.getByRole("form", { name: "Đăng tin bất động sản" });
  // A click before hydration would be undone by it.
  await waitForHydration(form.getByRole("radio").first());
  await form.getByRole("radio").first().check();
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await form.getByRole("textbox", { name: "Tiêu đề", exact: true }).fill("Căn hộ 2 phòng ngủ gần sông");
  await form.getByRole("textbox", { name: "Mô tả", exact: true }).fill("Căn hộ sáng sủa, gần chợ và trường học, sổ hồng đầy đủ.");
  await form.getByRole("textbox", { name: "Giá (VND)", exact: true }).fill("2500000000");
  await form.getByRole("textbox", { name: /^Diện tích/ }).fill("68");
  await form.getByRole("button", { name: "Tiếp tục" }).click();
  await expect(page.getByRole("heading", { name: /Bước 3\/6/ })).toBeVisible();

  // The ward first: the map opens on it, and a pin dropped there raises nothing.
  await form.getByRole("combobox", { name: "Phường/xã" }).selectOption(tanHung.code);
  await form.getByRole("button", { name: "Chọn trên bản đồ" }).click();
  const picker = form.getByRole("application", { name: "Bản đồ: nhấn để chọn vị trí" });
  await expect(picker.locator(".leaflet-tile").first()).toBeAttached();
  await picker.click();
  const picked = async () => {
    const [, lat, lng] = /(\d+\.\d+), (\d+\.\d+)/.exec((await form.getByTestId("picked-position").textContent()) ?? "") ?? [];
    return { latitude: Number(lat), longitude: Number(lng) };
  };
  await expect(form.getByTestId("picked-position")).toHaveText(/^Vị trí đã chọn: 10\.\d+, 106\.\d+$/);
  expect(km(await picked(), centre(tanHung))).toBeLessThan(1);
  await expect(form.getByTestId("pin-ward-check")).toHaveText("");

  // Another ward: the map moves there; the pin left in Tân Hưng is now far outside the ward.
  await form.getByRole("combobox", { name: "Phường/xã" }).selectOption(far.code);
  await expect(form.getByTestId("pin-ward-check")).toHaveText(/^Ghim trên bản đồ cách trung tâm phường\/xã đã chọn \d+(,|\.)?\d* km/);
  await expectNoAxeViolations(page);
  await picker.click();
  await expect(form.getByTestId("pin-ward-check")).toHaveText("");
  expect(km(await picked(), centre(far))).toBeLessThan(1);
});

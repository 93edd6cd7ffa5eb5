import { latestMessage } from "../support/outbox.ts";
import { newPerson } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const onePixelPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("the inquiry button opens the contact form about that listing and the staff mail names it", async ({
  page,
  request,
  consoleErrors,
}) => {
  // Map tiles come from a third-party tile server: answered locally so tests need no network.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: onePixelPng }));
  const res = await request.get("/api/get-property-list?is_premium=0&limit=20&sort_by=newest");
  const listings = ((await res.json()) as { data: { slug_id: string; title: string }[] }).data;
  let listing: { slug_id: string; title: string } | undefined;
  for (const candidate of listings) {
    await page.goto(`/properties-details/${candidate.slug_id}`);
    if (await page.getByTestId("inquiry-button").count()) {
      listing = candidate;
      break;
    }
  }
  expect(listing, "a listing whose owner's contact is hidden").toBeTruthy();

  await page.getByTestId("inquiry-button").click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?property=${listing!.slug_id}$`));
  const about = page.getByTestId("inquiry-listing");
  await expect(about).toContainText(listing!.title);
  await expect(about.getByRole("link", { name: listing!.title })).toHaveAttribute("href", `/properties-details/${listing!.slug_id}`);
  await expect(page.getByLabel("Chủ đề")).toHaveValue(`Tư vấn: ${listing!.title}`);
  await expectNoAxeViolations(page);

  const person = newPerson("Hỏi");
  // A validation error keeps the listing.
  await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
  await expect(page.getByTestId("inquiry-listing")).toContainText(listing!.title);
  await expect(page.getByRole("alert").first()).toBeVisible();
  // The form's 400 answer is the expected outcome of that submission, not a fault.
  const expected = consoleErrors.findIndex((e) => e.includes("status of 400"));
  expect(expected).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(expected, 1);
  await page.getByLabel("Tên đệm và tên", { exact: true }).fill("Hỏi");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Nội dung").fill("Tin này còn không ạ?");
  await page.getByRole("button", { name: "Gửi tin nhắn" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cảm ơn bạn" })).toBeVisible();

  let mail = "";
  await expect
    .poll(async () => (mail = await latestMessage(process.env.E2E_DATA_DIR!, "mail", person.email).catch(() => "")))
    .toContain(listing!.title);
  expect(mail).toContain(`/properties-details/${listing!.slug_id}`);
});

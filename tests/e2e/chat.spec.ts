import { chromium, type Browser, type Page } from "@playwright/test";
import { createVerifiedAccount, makeJpeg, newPerson, signInThroughForm, type NewPerson } from "./accounts-support.ts";
import { fakeMapTiles, publicListingOf } from "./conversations-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

const owner = { email: "agent5@nhadat.local", password: "demo1234" };

/** A signed-in page in its own context; `browser` may be one started with a fake microphone. */
async function signedInPage(browser: Browser, person: Pick<NewPerson, "email" | "password">): Promise<Page> {
  const context = await browser.newContext({ locale: "vi-VN", permissions: ["microphone"] });
  const page = await context.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  await signInThroughForm(page, person);
  return page;
}

async function waitForLive(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.chatLive ?? "")).toBe("ready");
}

test("a buyer asks in chat; the owner sees it live, answers with a photo, plays the buyer's voice message, then blocks the buyer", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const listing = await publicListingOf(request, baseURL!, owner.email);
  const buyer = newPerson("Người mua");
  await createVerifiedAccount(request, buyer);

  // Chromium's fake media stream stands in for the buyer's microphone (no real device on this machine).
  const withMicrophone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
  try {
    const ownerPage = await signedInPage(browser, owner);
    const buyerPage = await signedInPage(withMicrophone, buyer);

    await ownerPage.goto("/user/chat");
    await waitForLive(ownerPage);

    await fakeMapTiles(buyerPage);
    await buyerPage.goto(`/properties-details/${listing.slug_id}`);
    await buyerPage.getByTestId("chat-with-owner").click();
    await expect(buyerPage).toHaveURL(/\/user\/chat\?user=\d+&property=\d+/);
    await waitForLive(buyerPage);
    await buyerPage.getByLabel("Nhập tin nhắn").fill("Căn này còn không ạ?");
    await buyerPage.getByRole("button", { name: "Gửi", exact: true }).click();
    await expect(buyerPage.getByTestId("chat-messages")).toContainText("Căn này còn không ạ?");
    await expect(buyerPage.getByLabel("Nhập tin nhắn")).toHaveValue("");

    // The owner's open page shows the new conversation without a reload.
    const entry = ownerPage.getByTestId("chat-list").getByRole("link", { name: new RegExp(buyer.name) });
    await expect(entry).toBeVisible();
    await expect(entry.getByTestId("chat-unread")).toHaveText(/1/);
    await entry.click();
    await expect(ownerPage.getByTestId("chat-messages")).toContainText("Căn này còn không ạ?");
    await expectNoAxeViolations(ownerPage);

    // The owner answers with a photo; the buyer's page shows it live.
    await ownerPage.getByLabel("Nhập tin nhắn").fill("Còn ạ, ảnh phòng khách:");
    await ownerPage
      .getByLabel("Đính kèm ảnh hoặc PDF")
      .setInputFiles({ name: "phong-khach.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 300) });
    await ownerPage.getByRole("button", { name: "Gửi", exact: true }).click();
    const sentPhoto = buyerPage.getByTestId("chat-messages").getByRole("img", { name: "phong-khach.jpg" });
    await expect(sentPhoto).toBeVisible();
    // The photo is private: the buyer's page loads it with the session; a visitor with its URL gets nothing.
    await expect.poll(() => sentPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const photoUrl = new URL((await sentPhoto.getAttribute("src"))!, buyerPage.url()).href;
    const visitor = await buyerPage.context().browser()!.newContext();
    expect((await visitor.request.get(photoUrl)).status()).toBe(404);
    await visitor.close();
    await expect(buyerPage.getByTestId("chat-messages")).toContainText("Còn ạ, ảnh phòng khách:");

    // The buyer records a voice message; the owner receives it live and plays it.
    await buyerPage.getByRole("button", { name: "Ghi âm" }).click();
    // A second of sound, as the recorder's own clock counts it.
    await expect(buyerPage.getByRole("timer")).toContainText("0:01 /");
    await buyerPage.getByRole("button", { name: "Dừng và gửi" }).click();
    const voice = ownerPage.getByTestId("voice-message");
    await expect(voice).toHaveCount(1);
    await expect(voice).toHaveAttribute("src", /\/media\/chat\/.+\.(webm|ogg|m4a)$/);
    await voice.evaluate((audio: HTMLAudioElement) => audio.play());
    await expect.poll(() => voice.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);

    // The owner blocks the buyer; the buyer is told when sending.
    await ownerPage.getByRole("button", { name: "Chặn", exact: true }).click();
    await expect(ownerPage.getByRole("button", { name: "Bỏ chặn" })).toBeVisible();
    await buyerPage.getByLabel("Nhập tin nhắn").fill("Alo?");
    await buyerPage.getByRole("button", { name: "Gửi", exact: true }).click();
    await expect(buyerPage.getByTestId("chat-error")).toHaveText("Người này đã chặn bạn. Tin nhắn không được gửi");
    await ownerPage.getByRole("button", { name: "Bỏ chặn" }).click();
    await expect(ownerPage.getByRole("button", { name: "Chặn", exact: true })).toBeVisible();
    await ownerPage.context().close();
    await buyerPage.context().close();
  } finally {
    await withMicrophone.close();
  }
});

test("@phone the chat page works at phone width: the list, then one conversation", async ({ page, request }) => {
  const person = newPerson("Khách");
  await createVerifiedAccount(request, person);
  await signInThroughForm(page, person);
  await page.goto("/user/chat");
  await expect(page.getByText("Bạn chưa có cuộc trò chuyện nào.")).toBeVisible();
  await page.getByRole("link", { name: "Nhắn cho đội ngũ hỗ trợ" }).click();
  await page.getByLabel("Nhập tin nhắn").fill("Tôi cần hỗ trợ đăng tin");
  await page.getByRole("button", { name: "Gửi", exact: true }).click();
  await expect(page.getByTestId("chat-messages")).toContainText("Tôi cần hỗ trợ đăng tin");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the header's chat count rises live on any page when a message arrives", async ({ browser, request, baseURL }) => {
  const listing = await publicListingOf(request, baseURL!, owner.email);
  const buyer = newPerson("Người hỏi");
  await createVerifiedAccount(request, buyer);
  const ownerPage = await signedInPage(browser, owner);
  const buyerPage = await signedInPage(browser, buyer);
  await ownerPage.goto("/articles");
  await expect.poll(() => ownerPage.evaluate(() => document.documentElement.dataset.live ?? "")).toBe("ready");
  const count = ownerPage.getByTestId("chat-unread-count");
  const before = (await count.count()) ? Number(await count.textContent()) : 0;

  const detail = await buyerPage.request.get(`/api/get_property?slug_id=${listing.slug_id}`);
  const ownerId = ((await detail.json()) as { data: { customer: { id: number } }[] }).data[0]!.customer.id;
  const sent = await buyerPage.request.post("/api/send_message", {
    multipart: { receiver_id: String(ownerId), property_id: String(listing.id), message: "Cho tôi hỏi giá thuê?" },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(count).toHaveText(String(before + 1));
  await expect(ownerPage.getByRole("link", { name: `Tin nhắn: ${before + 1} chưa đọc` })).toBeVisible();
});

import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { readOutbox } from "../../app/lib/mail/mailer.server.ts";
import { newPerson, createVerifiedAccount, postPendingListing, signInThroughForm } from "./accounts-support.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

/** A raw .eml message with its headers unfolded and its quoted-printable body decoded, enough to read links in it. */
function readable(raw: string): string {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, " ");
  const bytes = unfolded.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

const run = promisify(execFile);

/** The environment of a command run beside the journeys' server: its DATA_DIR, the embedded database (no DATABASE_URL). */
function commandEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.resolve(process.env.E2E_DATA_DIR!), LOG_LEVEL: "warn" };
  delete env.DATABASE_URL;
  return env;
}

/** The .eml files mailed to an address that mention a listing, readable. */
async function mailsAbout(email: string, slugId: string): Promise<string[]> {
  return (await readOutbox(path.resolve(process.env.E2E_DATA_DIR!), "mail"))
    .map((m) => readable(m.content))
    .filter((text) => text.includes(`To: ${email}`) && text.includes(`/properties-details/${slugId}`));
}

test.describe("saved searches", () => {
  test.describe.configure({ timeout: 120_000 });

  test("@phone a buyer saves a search, staff approve a matching listing, the alert mail arrives with a one-click unsubscribe that works signed out", async ({
    page,
    browser,
    request,
    baseURL,
    staff,
    account: buyer,
  }) => {
    // The owner's name (and so the listing's title) carries a word no other listing has.
    const owner = newPerson("Chủ tin");
    const word = owner.name.split(" ").at(-1)!;
    await createVerifiedAccount(request, owner);

    // Signed out, "Lưu tìm kiếm" asks to sign in and comes back to the results.
    const results = `/properties?search=${word}`;
    await page.goto(results);
    await page.getByRole("main").getByRole("link", { name: "Đăng nhập để lưu tìm kiếm" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    const form = page.locator("form", { has: page.getByLabel("Email") });
    await form.getByLabel("Email").fill(buyer.email);
    await form.getByLabel("Mật khẩu", { exact: true }).fill(buyer.password);
    await form.getByRole("button", { name: "Đăng nhập" }).click();
    await expect(page).toHaveURL(new RegExp(`/properties\\?search=${word}$`));

    await page.getByTestId("save-search").click();
    const saveForm = page.locator("form", { has: page.getByLabel("Tên tìm kiếm") });
    await saveForm.getByLabel("Tên tìm kiếm").fill(`Tin của ${word}`);
    await saveForm.getByLabel("Tần suất").selectOption("instant");
    await saveForm.getByRole("button", { name: "Lưu tìm kiếm" }).click();
    await expect(page).toHaveURL(/\/user\/saved-searches\?saved=\d+$/);
    await expect(page.getByRole("status")).toHaveText(`Đã lưu tìm kiếm “Tin của ${word}”.`);
    await expect(page.getByRole("heading", { name: `Tin của ${word}` })).toBeVisible();

    // The owner posts, staff approve: the alert is matched off the request path and mailed within seconds.
    const listing = await postPendingListing(request, baseURL!, owner, staff.headers);
    const approved = await request.post("/api/admin/moderate", {
      data: { kind: "property", id: listing.id, decision: "approve" },
      headers: staff.headers,
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();
    const alertMail = async () =>
      (await readOutbox(path.resolve(process.env.E2E_DATA_DIR!), "mail"))
        .map((m) => readable(m.content))
        .find((text) => text.includes(`To: ${buyer.email}`) && text.includes(`/properties-details/${listing.slug_id}`)) ?? "";
    await expect
      .poll(alertMail, { message: "the saved-search alert", timeout: 20_000 })
      .toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const mail = await alertMail();
    expect(mail).toContain(listing.title);
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(mail)?.[1];
    expect(unsubscribe).toMatch(/\/unsubscribe\/saved-search\?token=\d+\.[\w-]{43}$/);

    // The member's list counts the match as new since the last visit.
    await page.reload();
    await expect(page.getByTestId("new-since-visit")).toHaveText("1 mới từ lần xem trước");
    await expectNoAxeViolations(page);

    // Opened from the mail by someone not signed in: a confirm page, then the e-mails stop.
    const visitor = await browser.newContext();
    const mailPage = await visitor.newPage();
    const link = new URL(unsubscribe!);
    await mailPage.goto(`${baseURL}${link.pathname}${link.search}`);
    await expect(mailPage.getByText(`Ngừng nhận e-mail thông báo cho tìm kiếm “Tin của ${word}”?`)).toBeVisible();
    await mailPage.getByRole("button", { name: "Hủy nhận e-mail" }).click();
    await expect(mailPage.getByRole("status")).toHaveText(`Bạn sẽ không nhận e-mail cho tìm kiếm “Tin của ${word}” nữa.`);
    await expectNoAxeViolations(mailPage);
    // A mail client's one-click POST (RFC 8058) answers 200 as well, and changes nothing more.
    const oneClick = await visitor.request.post(`${baseURL}${link.pathname}${link.search}`, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
    await visitor.close();

    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Gửi e-mail" })).not.toBeChecked();
  });

  test("a daily search waits for its digest: the digest command, run while the server holds the embedded database, mails it with a one-click unsubscribe", async ({
    page,
    request,
    baseURL,
    staff,
    account: buyer,
  }) => {
    const owner = newPerson("Chủ tin");
    const word = owner.name.split(" ").at(-1)!;
    await createVerifiedAccount(request, owner);

    // The buyer saves the results of the owner's word as a daily search, through the page.
    await signInThroughForm(page, buyer);
    await page.goto(`/properties?search=${word}`);
    await page.getByTestId("save-search").click();
    const saveForm = page.locator("form", { has: page.getByLabel("Tên tìm kiếm") });
    await saveForm.getByLabel("Tên tìm kiếm").fill(`Mỗi ngày ${word}`);
    await saveForm.getByLabel("Tần suất").selectOption("daily");
    await saveForm.getByRole("button", { name: "Lưu tìm kiếm" }).click();
    await expect(page).toHaveURL(/\/user\/saved-searches\?saved=\d+$/);
    await expect(page.getByRole("heading", { name: `Mỗi ngày ${word}` })).toBeVisible();
    await expect(page.getByLabel("Tần suất")).toHaveValue("daily");

    // The owner posts, staff approve: the match is recorded off the request path (the list counts it) ...
    const listing = await postPendingListing(request, baseURL!, owner, staff.headers);
    const approved = await request.post("/api/admin/moderate", {
      data: { kind: "property", id: listing.id, decision: "approve" },
      headers: staff.headers,
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("new-since-visit")).toHaveText("1 mới từ lần xem trước", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    // ... but nothing is mailed until the digest: a new search has had no digest yet, so it is due now.
    expect(await mailsAbout(buyer.email, listing.slug_id)).toEqual([]);

    // The real command, beside the running server: it asks the server over DATA_DIR/control.sock.
    const { stdout } = await run(path.resolve("node_modules/.bin/node"), ["scripts/alerts-digest.ts", "--frequency=daily"], {
      env: commandEnv(),
      timeout: 60_000,
    });
    expect(stdout.trim()).toMatch(
      /^daily digests: [1-9]\d* queued for [1-9]\d* due searches; [1-9]\d* mails sent \(run by the server on .+\/control\.sock\)$/,
    );

    // The command waited for the send: the digest is in the outbox, once, with the listing, its link and the unsubscribe headers.
    const mails = await mailsAbout(buyer.email, listing.slug_id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain(listing.title);
    expect(mail).toContain(`${baseURL}/properties-details/${listing.slug_id}`);
    expect(mail).toMatch(/^List-Unsubscribe: <[^>]+\/unsubscribe\/saved-search\?token=\d+\.[\w-]{43}>$/m);
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  test("a second server on the journeys' DATA_DIR refuses to start while the first holds its embedded database", async () => {
    const second = await run(path.resolve("node_modules/.bin/node"), ["build/server/index.js"], {
      env: { ...commandEnv(), NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1" },
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? "" }),
    );
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`another server is using DATA_DIR ${path.resolve(process.env.E2E_DATA_DIR!)}`);
  });
});

import { readFile } from "node:fs/promises";
import { readPdfText } from "../../app/lib/pdf/read-pdf-text.server.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";

test.describe("the receipt of a paid package", () => {
  test("downloads from the transaction history as a PDF in the page's language; axe finds nothing", async ({ page, account, staff }) => {
    const signIn = await page.request.post("/api/user_signup", { data: { email: account.email, password: account.password } });
    expect(signIn.ok(), await signIn.text()).toBeTruthy();
    const plans = (await (await page.request.get("/api/get-package?lang=vi")).json()) as {
      data: { id: number; name: string }[];
    };
    const basic = plans.data.find((p) => p.name === "Gói Cơ bản")!;
    const started = await page.request.post("/api/initiate-bank-transfer", {
      multipart: {
        package_id: String(basic.id),
        file: { name: "bien-lai.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      },
    });
    expect(started.ok(), await started.text()).toBeTruthy();
    const { id, reference } = ((await started.json()) as { data: { id: number; reference: string } }).data;
    const approved = await page.request.post("/api/admin/bank-transfer-decision", {
      headers: staff.headers,
      data: { payment_transaction_id: id, decision: "approve" },
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();

    await page.goto("/user/transaction-history");
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Tải biên lai (PDF): ${reference}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = readPdfText(bytes);
    expect(text).toContain("Biên lai thanh toán");
    expect(text).toContain(reference);
    expect(text).toContain("Gói Cơ bản (30 ngày)");

    await page.goto("/user/transaction-history?lang=en");
    const [english] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: `Download receipt (PDF): ${reference}` }).click(),
    ]);
    const englishText = readPdfText(await readFile((await english.path())!));
    expect(englishText).toContain("Payment receipt");
    expect(englishText).toContain(reference);
  });
});

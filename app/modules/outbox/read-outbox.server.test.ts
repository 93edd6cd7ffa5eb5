import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../../lib/mail/mailer.server.ts";
import { createOutboxSms } from "../../lib/sms/sms.server.ts";
import { getOutboxMessage, listOutbox } from "./read-outbox.server.ts";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "nhadat-outbox-"));
  // The real writers, as the app uses them without SMTP or an SMS gateway.
  const mailer = createMailer({ DATA_DIR: dataDir, MAIL_FROM: "Nhà Đất <no-reply@nhadat.local>", SMTP_PORT: 587, SMTP_SECURE: false });
  await mailer.send({
    to: "lan@example.test",
    subject: "Mã xác minh của bạn",
    text: "Mã của bạn là 123456.\nCảm ơn!",
    html: "<p>Mã của bạn là <b>123456</b>.</p>",
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await mailer.send({ to: "minh@example.test", subject: "Welcome", text: "Hello Minh" });
  const sms = createOutboxSms(dataDir);
  await sms.send("+84901234567", "Mã OTP: 654321");
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("the outbox", () => {
  it("lists mail newest first with recipient, decoded subject and time", async () => {
    const { items, total } = await listOutbox(dataDir, { kind: "mail", limit: 10, offset: 0 });
    expect(total).toBe(2);
    expect(items.map((item) => [item.to, item.subject])).toEqual([
      ["minh@example.test", "Welcome"],
      ["lan@example.test", "Mã xác minh của bạn"],
    ]);
    expect(Date.parse(items[0]!.sentAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("searches by recipient and pages", async () => {
    expect((await listOutbox(dataDir, { kind: "mail", recipient: "LAN@", limit: 10, offset: 0 })).items.map((item) => item.to)).toEqual([
      "lan@example.test",
    ]);
    expect((await listOutbox(dataDir, { kind: "mail", recipient: "nobody", limit: 10, offset: 0 })).total).toBe(0);
    const second = await listOutbox(dataDir, { kind: "mail", limit: 1, offset: 1 });
    expect(second).toMatchObject({ total: 2, items: [{ to: "lan@example.test" }] });
    expect((await listOutbox(dataDir, { kind: "sms", recipient: "0999 888", limit: 10, offset: 0 })).items).toEqual([]);
    expect((await listOutbox(dataDir, { kind: "sms", recipient: "090 1234", limit: 10, offset: 0 })).items[0]).toMatchObject({
      to: "+84901234567",
      subject: "Mã OTP: 654321",
    });
  });

  it("opens one message as text, the plain part of a multipart mail", async () => {
    const [latest, first] = (await listOutbox(dataDir, { kind: "mail", limit: 10, offset: 0 })).items;
    const message = await getOutboxMessage(dataDir, "mail", first!.id);
    expect(message).toMatchObject({ to: "lan@example.test", subject: "Mã xác minh của bạn", text: "Mã của bạn là 123456.\nCảm ơn!" });
    expect(message.from).toContain("no-reply@nhadat.local");
    expect((await getOutboxMessage(dataDir, "mail", latest!.id)).text).toBe("Hello Minh");
  });

  it("answers not found for a name outside the outbox or one that does not exist", async () => {
    await writeFile(path.join(dataDir, "secret.txt"), "secret");
    for (const id of ["../secret.txt", "..%2Fsecret.txt", "missing.eml", "a/b.eml"]) {
      await expect(getOutboxMessage(dataDir, "mail", id)).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("is empty when nothing was ever written", async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), "nhadat-outbox-empty-"));
    expect(await listOutbox(empty, { kind: "sms", limit: 10, offset: 0 })).toEqual({ items: [], total: 0 });
    await rm(empty, { recursive: true, force: true });
  });
});

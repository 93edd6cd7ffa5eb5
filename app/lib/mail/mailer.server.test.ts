import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadEnv } from "../env.server.ts";
import { decodeEncodedWords, readMailHeaders } from "./mail-headers.ts";
import { createOutboxSms } from "../sms/sms.server.ts";
import { createMailer, readOutbox } from "./mailer.server.ts";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "nhadat-mail-"));
});
afterEach(async () => {
  vi.useRealTimers();
  await rm(dataDir, { recursive: true, force: true });
});

describe("mailer without SMTP", () => {
  it("writes each message as an .eml file under DATA_DIR/outbox/mail", async () => {
    const mailer = createMailer(loadEnv({ DATA_DIR: dataDir }));
    expect(mailer.transport).toBe("outbox");
    await mailer.send({
      to: "khach@example.com",
      subject: "Mã xác thực của bạn",
      text: "Mã OTP: 123456",
      html: "<p>Mã OTP: <b>123456</b></p>",
    });
    const files = await readdir(path.join(dataDir, "outbox/mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);

    const [message] = await readOutbox(dataDir, "mail");
    expect(message!.file).toBe(files[0]);
    const headers = readMailHeaders(message!.content);
    expect(headers.to).toBe("khach@example.com");
    expect(headers.subject).toBe("Mã xác thực của bạn");
    expect(headers.from).toBe("Nhà Đất <no-reply@nhadat.local>");
    expect(Number.isNaN(Date.parse(headers.date))).toBe(false);
    expect(message!.content).toContain("123456");
  });

  it("lists the outbox newest first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const mailer = createMailer(loadEnv({ DATA_DIR: dataDir }));
    vi.setSystemTime(new Date("2026-03-01T08:00:00Z"));
    await mailer.send({ to: "a@example.com", subject: "First", text: "1" });
    vi.setSystemTime(new Date("2026-03-01T09:00:00Z"));
    await mailer.send({ to: "b@example.com", subject: "Second", text: "2" });
    const subjects = (await readOutbox(dataDir, "mail")).map((m) => readMailHeaders(m.content).subject);
    expect(subjects).toEqual(["Second", "First"]);
  });

  it("uses SMTP when SMTP_HOST is set", () => {
    expect(createMailer(loadEnv({ DATA_DIR: dataDir, SMTP_HOST: "smtp.example.com" })).transport).toBe("smtp");
  });
});

describe("SMS outbox", () => {
  it("writes each text under DATA_DIR/outbox/sms, newest first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const sms = createOutboxSms(dataDir);
    vi.setSystemTime(new Date("2026-03-01T08:00:00Z"));
    await sms.send("+84901234567", "Mã OTP của bạn là 123456");
    vi.setSystemTime(new Date("2026-03-01T08:05:00Z"));
    await sms.send("+84907654321", "Mã OTP của bạn là 654321");
    const outbox = await readOutbox(dataDir, "sms");
    expect(outbox).toHaveLength(2);
    expect(outbox[0]!.content).toBe("To: +84907654321\n\nMã OTP của bạn là 654321\n");
    expect(outbox[1]!.content).toContain("To: +84901234567");
  });

  it("reads an empty outbox as an empty list", async () => {
    expect(await readOutbox(dataDir, "sms")).toEqual([]);
    expect(await readOutbox(dataDir, "mail")).toEqual([]);
  });
});

describe("mail headers", () => {
  it("decodes Q and B encoded words, folded across lines", () => {
    expect(decodeEncodedWords("=?UTF-8?Q?M=C3=A3_x=C3=A1c?= =?UTF-8?B?IHRo4buxYw==?=")).toBe("Mã xác thực");
    expect(readMailHeaders("Subject: =?UTF-8?Q?Nh=C3=A0?=\n =?UTF-8?Q?_=C4=90=E1=BA=A5t?=\nTo: x@y.z\n\nbody").subject).toBe("Nhà Đất");
    expect(decodeEncodedWords("plain text")).toBe("plain text");
  });
});

import { describe, expect, it } from "vitest";
import { decodeHeaderValue, parseEml } from "./read-eml.ts";

describe("parseEml", () => {
  it("decodes encoded words in headers, Q and B, joining adjacent ones", () => {
    expect(decodeHeaderValue("=?UTF-8?Q?Xin_ch=C3=A0o?=")).toBe("Xin chào");
    expect(decodeHeaderValue("=?UTF-8?B?TcOjIHjDoWMgbWluaA==?= =?UTF-8?Q?_c=E1=BB=A7a?=")).toBe("Mã xác minh của");
  });

  it("reads a base64 text body and unfolds headers", () => {
    const raw = [
      "To: lan@example.test",
      "Subject: =?UTF-8?Q?M=C3=A3?=",
      " =?UTF-8?Q?_OTP?=",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: base64",
      "",
      Buffer.from("Mã của bạn là 123456").toString("base64"),
    ].join("\r\n");
    const mail = parseEml(raw);
    expect(mail.headers.get("subject")).toBe("Mã OTP");
    expect(mail.text).toBe("Mã của bạn là 123456");
  });
});

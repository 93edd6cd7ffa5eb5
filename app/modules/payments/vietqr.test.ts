import { describe, expect, it } from "vitest";
import { crc16CcittFalse, hasValidCrc, parseTlv, plainNote, vietQrPayload } from "./vietqr.ts";

// Published VietQR payloads (library READMEs and test suites of independent implementations,
// and a payment provider's API documentation) with the inputs they were made from.
const published = [
  {
    input: { bankBin: "970415", accountNumber: "0011001932418", amount: 120_000, note: "ủng hộ lũ lụt" },
    payload:
      "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C",
  },
  {
    input: { bankBin: "970416", accountNumber: "257678859", amount: 10_000, note: "Chuyen tien" },
    payload: "00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6",
  },
  {
    input: { bankBin: "970423", accountNumber: "123456789", amount: 50_000, note: "test note" },
    payload: "00020101021238530010A0000007270123000697042301091234567890208QRIBFTTA53037045405500005802VN62130809test note630412A3",
  },
  {
    input: { bankBin: "970452", accountNumber: "10372212086747084", amount: 123, note: "TT Don hang 123456" },
    payload:
      "00020101021238610010A000000727013100069704520117103722120867470840208QRIBFTTA530370454031235802VN62220818TT Don hang 12345663046352",
  },
];

describe("crc16CcittFalse", () => {
  it("gives the catalogue check value 29B1 for 123456789", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });

  it("matches the CRC of every published payload, static ones included", () => {
    const statics = [
      "00020101021138540010A00000072701240006970422011003825197180208QRIBFTTA530370454061000005802VN62160812Test payment63042F1B",
      "00020001021238570010A00000072701270006970436011308810004580860208QRIBFTTA53037045802VN6304CD60",
    ];
    for (const payload of [...published.map((p) => p.payload), ...statics]) expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(published[0]!.payload.replace("120000", "120001"))).toBe(false);
  });
});

describe("vietQrPayload", () => {
  it("builds exactly the published payloads from their inputs", () => {
    for (const { input, payload } of published) expect(vietQrPayload(input)).toBe(payload);
  });

  it("puts each field where NAPAS 247 expects it", () => {
    const payload = vietQrPayload({ bankBin: "970436", accountNumber: "0071000888888", amount: 199_000, note: "NDABC234XYZ9" });
    const fields = parseTlv(payload);
    expect(fields.get("00")).toBe("01");
    expect(fields.get("01")).toBe("12");
    const merchant = parseTlv(fields.get("38")!);
    expect(merchant.get("00")).toBe("A000000727");
    expect(merchant.get("02")).toBe("QRIBFTTA");
    const beneficiary = parseTlv(merchant.get("01")!);
    expect(beneficiary.get("00")).toBe("970436");
    expect(beneficiary.get("01")).toBe("0071000888888");
    expect(fields.get("53")).toBe("704");
    expect(fields.get("54")).toBe("199000");
    expect(fields.get("58")).toBe("VN");
    expect(parseTlv(fields.get("62")!).get("08")).toBe("NDABC234XYZ9");
    expect(fields.get("63")).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it("makes a static code (11, no amount) without an amount", () => {
    const fields = parseTlv(vietQrPayload({ bankBin: "970436", accountNumber: "0071000888888" }));
    expect(fields.get("01")).toBe("11");
    expect(fields.has("54")).toBe(false);
    expect(fields.has("62")).toBe(false);
  });

  it("refuses a bad BIN, account or amount", () => {
    expect(() => vietQrPayload({ bankBin: "97043", accountNumber: "1" })).toThrow(RangeError);
    expect(() => vietQrPayload({ bankBin: "970436", accountNumber: "12-34" })).toThrow(RangeError);
    expect(() => vietQrPayload({ bankBin: "970436", accountNumber: "1", amount: 10.5 })).toThrow(RangeError);
    expect(() => vietQrPayload({ bankBin: "970436", accountNumber: "1", amount: 0 })).toThrow(RangeError);
  });
});

describe("plainNote", () => {
  it("drops diacritics and symbols and keeps 25 characters", () => {
    expect(plainNote("Đặt cọc nhà #12, Quận 1!")).toBe("Dat coc nha 12 Quan 1");
    expect(plainNote("a".repeat(40))).toHaveLength(25);
  });
});

/**
 * VietQR: the NAPAS 247 profile of the EMVCo merchant-presented QR code. A Vietnamese
 * banking app that scans the payload fills in the beneficiary bank and account, the amount
 * and the transfer note. Every data object is ID (2 digits), length (2 digits), value.
 */

/** NAPAS's globally unique identifier inside merchant account information (ID 38). */
export const napasGuid = "A000000727";
/** Service code for a transfer to an account number (QRIBFTTC is to a card number). */
export const transferToAccount = "QRIBFTTA";

export interface VietQrInput {
  /** The beneficiary bank's six-digit NAPAS BIN. */
  bankBin: string;
  accountNumber: string;
  /** Whole VND; absent for a static code where the payer types the amount. */
  amount?: number;
  /** The transfer note (purpose of transaction), at most 25 characters, without diacritics. */
  note?: string;
}

/** One data object: ID, two-digit length, value. */
export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR), four upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Drops Vietnamese diacritics (đ → d) and anything a banking app's note field may refuse. */
export function plainNote(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .trim()
    .slice(0, 25);
}

/**
 * The payload: format indicator 01; point of initiation 12 (dynamic, with an amount) or 11
 * (static); merchant account information 38 (GUID, beneficiary BIN and account, service
 * code); currency 53 = 704 (VND); amount 54; country 58 = VN; additional data 62 with the
 * note as purpose of transaction (08); then the CRC 63 computed over everything before it
 * including "6304".
 */
export function vietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bankBin)) throw new RangeError("The bank BIN must be six digits");
  if (!/^[A-Za-z0-9]{1,19}$/.test(input.accountNumber)) throw new RangeError("The account number must be 1 to 19 letters or digits");
  if (input.amount !== undefined && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) {
    throw new RangeError("The amount must be a positive whole number of VND");
  }
  const beneficiary = tlv("00", input.bankBin) + tlv("01", input.accountNumber);
  const merchantAccount = tlv("00", napasGuid) + tlv("01", beneficiary) + tlv("02", transferToAccount);
  const note = input.note ? plainNote(input.note) : "";
  let payload =
    tlv("00", "01") +
    tlv("01", input.amount === undefined ? "11" : "12") +
    tlv("38", merchantAccount) +
    tlv("53", "704") +
    (input.amount === undefined ? "" : tlv("54", String(input.amount))) +
    tlv("58", "VN") +
    (note ? tlv("62", tlv("08", note)) : "");
  payload += "6304";
  return payload + crc16CcittFalse(payload);
}

/** Splits a payload into its top-level data objects (for tests and for checking a scanned code). */
export function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new RangeError(`Malformed data object at ${at}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** True when a payload's last four characters are the CRC of everything before them. */
export function hasValidCrc(payload: string): boolean {
  return payload.length > 8 && payload.slice(-8, -4) === "6304" && crc16CcittFalse(payload.slice(0, -4)) === payload.slice(-4);
}

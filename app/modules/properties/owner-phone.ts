/**
 * The owner's phone on a listing: masked until a viewer asks for it (the reveal is counted),
 * then shown with a Zalo link. Pure, so the page's script can use it too.
 */

/**
 * "0909 123 456" → "0909•••456": the first four and last three digits, the rest hidden. A
 * Vietnamese number stored as +84… is shown as people write it at home, from its leading 0.
 */
export function maskPhone(phone: string): string {
  const all = phone.replace(/\D/g, "");
  const digits = all.startsWith("84") && all.length >= 11 ? `0${all.slice(2)}` : all;
  if (digits.length <= 7) return "•".repeat(digits.length);
  return `${digits.slice(0, 4)}${"•".repeat(digits.length - 7)}${digits.slice(-3)}`;
}

/** Zalo's chat link for a phone number: https://zalo.me/ followed by its digits. */
export function zaloUrl(phone: string): string {
  return `https://zalo.me/${phone.replace(/\D/g, "")}`;
}

/**
 * The owner's phone on a listing: masked until a viewer asks for it (the reveal is counted),
 * then shown with a Zalo link. Pure, so the page's script can use it too.
 */

/** "0909 123 456" → "0909•••456": the first four and last three digits, the rest hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length <= 7) return "•".repeat(digits.length);
  return `${digits.slice(0, 4)}${"•".repeat(digits.length - 7)}${digits.slice(-3)}`;
}

/** Zalo's chat link for a phone number: https://zalo.me/ followed by its digits. */
export function zaloUrl(phone: string): string {
  return `https://zalo.me/${phone.replace(/\D/g, "")}`;
}

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

/**
 * A phone number as people write it at home, the form the mask uses too: "+84909123456" →
 * "0909123456". Numbers of other countries keep their digits with the plus.
 */
export function localPhone(phone: string): string {
  const all = phone.replace(/[^\d+]/g, "");
  const digits = all.replace(/\+/g, "");
  if (digits.startsWith("84") && digits.length >= 11) return `0${digits.slice(2)}`;
  return all;
}

/** The fetcher key the reveal of a listing's phone is shared under: the owner's card and the phone's contact bar read one answer. */
export const phoneRevealKey = (propertyId: number) => `reveal-phone-${propertyId}`;

/** Zalo's chat link for a phone number: https://zalo.me/ followed by its digits. */
export function zaloUrl(phone: string): string {
  return `https://zalo.me/${phone.replace(/\D/g, "")}`;
}

/** Accounts made by a phone sign-in carry a placeholder address until the owner gives one. */
export const placeholderEmailDomain = "phone.nhadat.invalid";

/** Vietnamese mobile numbers are stored as +84…: "0901 234 567", "84901234567" and "+84901234567" are one number. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/[\s.()-]/g, "");
  if (digits.startsWith("+84")) return digits;
  if (digits.startsWith("84") && digits.length >= 11) return `+${digits}`;
  if (digits.startsWith("0")) return `+84${digits.slice(1)}`;
  return digits;
}

/** The code screen for an address awaiting verification, keeping where the person was going. */
export function verifyEmailPath(email: string, redirectTo: string, notice?: "emailNotVerifiedCodeSent"): string {
  const params = new URLSearchParams({ verify: email });
  if (redirectTo !== "/") params.set("redirectTo", redirectTo);
  if (notice) params.set("notice", notice);
  return `/register?${params}`;
}
